"""The long fuzz run (not a test): ``python bench/fuzz_records.py --n 100000``.

Feeds near-valid records (the example evenings and spec records, mutated) and raw
JSON text to every command's input, in process (the settle function, the deal
form's ``settle_deal``, the session and stake parsers, import into an in-memory
store), and ``--cli N`` of them to the real command in a subprocess
(``scorekeeper settle`` and ``import``). Prints the counts: accepted, refused
(one line with the field: a ``RecordError`` or ``CommandError``), refused
without a field and other exceptions (bugs; the first few are printed with
their seed to replay them: ``--seed S --n 1``). The records include lone
surrogates, records that are not objects and empty keys (issue 25). The
mutator is ``tests/record_mutations.py``, shared with the bounded hypothesis
test ``tests/cli/test_fuzz_records.py``.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from record_mutations import TARGETS, import_record, outcome, raw_text

from scorekeeper.storage import open_store

SHOWN = 5  # other exceptions printed in full


def in_process(n: int, seed: int, import_every: int) -> collections.Counter[str]:
    counts: collections.Counter[str] = collections.Counter()
    names = sorted(TARGETS)
    shown = 0
    with open_store("sqlite://") as store:
        for k in range(n):
            r = random.Random(seed + k)
            name = "import" if import_every and k % import_every == 0 else names[k % len(names)]
            try:
                if name == "import":
                    result = outcome(import_record, r, store)
                else:
                    result = outcome(TARGETS[name], r)
            except Exception as err:  # the bug being looked for
                result = f"other: {type(err).__name__}"
                if shown < SHOWN:
                    shown += 1
                    print(f"--- seed {seed + k} ({name}):", file=sys.stderr)
                    traceback.print_exc(limit=-3)
            if result == "refused without a field" and shown < SHOWN:
                shown += 1
                print(f"--- seed {seed + k} ({name}): refused without a field", file=sys.stderr)
            counts[result] += 1
            counts[f"{name}: {result}"] += 1
    return counts


def through_cli(n: int, seed: int, jobs: int) -> collections.Counter[str]:
    """``scorekeeper settle FILE`` (and every 4th record ``import FILE``) in a
    subprocess, ``jobs`` at a time (each with its own database): exit 0, or exit 2
    with one line on standard error that is not an internal error."""
    counts: collections.Counter[str] = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:

        def one(k: int) -> subprocess.CompletedProcess[str]:
            path = Path(tmp) / f"record-{k}.json"
            path.write_text(
                raw_text(random.Random(seed + k)), encoding="utf-8", errors="surrogatepass"
            )
            command = "import" if k % 4 == 0 else "settle"
            db = Path(tmp) / f"fuzz-{threading.get_ident()}.db"
            try:
                return subprocess.run(
                    [sys.executable, "-m", "scorekeeper.cli.main", command, str(path)],
                    capture_output=True,
                    text=True,
                    env=dict(os.environ, SCOREKEEPER_DB=str(db)),
                    check=False,
                )
            finally:
                path.unlink()

        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            for k, done in enumerate(pool.map(one, range(n))):
                counts[_verdict(done, seed + k, counts)] += 1
    return counts


def _verdict(done: subprocess.CompletedProcess[str], seed: int, counts: Any) -> str:
    if done.returncode == 0:
        return "accepted"
    one_line = done.stderr.count("\n") == 1
    if done.returncode == 2 and one_line and not done.stderr.startswith("internal error"):
        return "refused" if ": " in done.stderr else "refused without a field"
    if sum(v for k, v in counts.items() if k.startswith("other")) < SHOWN:
        print(
            f"--- seed {seed} (cli): exit {done.returncode}: {done.stderr[:500]}", file=sys.stderr
        )
    return "other"


def _bug(key: str) -> bool:
    """A count of bugs: other exceptions, refusals that name no field."""
    return key.startswith("other") or key == "refused without a field"


def report(title: str, counts: collections.Counter[str], seconds: float) -> None:
    total = sum(v for k, v in counts.items() if ":" not in k or k.startswith("other"))
    print(f"{title}: {total} records in {seconds:.0f} s")
    for key in sorted(counts):
        print(f"  {key:<34} {counts[key]:>8}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000, help="records in process")
    parser.add_argument("--cli", type=int, default=0, help="records through the CLI")
    parser.add_argument("--jobs", type=int, default=2, help="CLI processes at a time")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--import-every", type=int, default=10, help="every k-th record is imported (0: none)"
    )
    args = parser.parse_args()
    others = 0
    if args.n:
        started = time.monotonic()
        counts = in_process(args.n, args.seed, args.import_every)
        report("in process", counts, time.monotonic() - started)
        others += sum(v for k, v in counts.items() if _bug(k))
    if args.cli:
        started = time.monotonic()
        counts = through_cli(args.cli, args.seed + 10_000_000, args.jobs)
        report("through the CLI", counts, time.monotonic() - started)
        others += counts["other"] + counts["refused without a field"]
    print(f"other exceptions and refusals without a field: {others}")
    return 1 if others else 0


if __name__ == "__main__":
    sys.exit(main())
