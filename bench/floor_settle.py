"""The floor of ``scorekeeper settle SESSION.json`` (not a test): run
``python bench/floor_settle.py SESSION.json``.

What any Python program must do to answer for a session file: start, read the
file with ``json.loads``, and write one dict of deltas per deal (every player 0:
no scoring at all) to standard output as ``json.dumps(..., ensure_ascii=False,
indent=2)``, the form ``scorekeeper settle`` writes its result in. Standard
library only, no validation, no words.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(path: str) -> int:
    record = json.loads(Path(path).read_text(encoding="utf-8"))
    players = record["players"]
    deltas = [dict.fromkeys(players, 0) for _ in record["deals"]]
    sys.stdout.write(json.dumps(deltas, ensure_ascii=False, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
