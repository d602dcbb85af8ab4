"""Write the JSON Schemas the app ships from the code that reads the records.

``session.schema.json`` (a session record) and
``scorekeeper-database.schema.json`` (the whole-database file) are worked out
from the games' declarations and the readers' bounds
(``scorekeeper/session/schema.py``, ``scorekeeper/storage/database_schema.py``),
so the schemas accept what the app accepts. Run it after changing a game's
options, presets or deal fields, or a session field:

    .venv/bin/python resources/schema/rebuild.py

``tests/session/test_schema.py`` fails while a file here differs from what this
writes. ``docs/schema/`` links to these files.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.storage.database_schema import schema_texts

HERE = Path(__file__).resolve().parent


def main() -> None:
    for name, text in schema_texts().items():
        path = HERE / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(HERE.parent.parent)}")


if __name__ == "__main__":
    main()
