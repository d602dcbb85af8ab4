"""Rebuild the translations: pyside6-lupdate collects every tr()/translate() string
of ui/ into scorekeeper_<lang>.ts (keeping the translations already there), and
pyside6-lrelease compiles the .qm files the app loads, with
qtbase_missing_<lang>.ts: Qt's own strings (the file dialog's) that the qtbase
catalog shipped with PySide6 lacks, kept by hand.

    .venv/bin/python resources/i18n/rebuild.py

Translate new strings in Qt Linguist (pyside6-linguist resources/i18n/scorekeeper_ja.ts)
or in the .ts file itself, then run this again.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LANGUAGES = ("ja", "hu", "fi", "de")


def tool(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6-Essentials")
    return found


def main() -> int:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py"))
    for language in LANGUAGES:
        ts = HERE / f"scorekeeper_{language}.ts"
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *sources,
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                language,
                "-ts",
                str(ts),
            ],
            cwd=ROOT,
            check=True,
        )
        subprocess.run(
            [tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
            cwd=ROOT,
            check=True,
        )
        missing = HERE / f"qtbase_missing_{language}.ts"
        if not missing.exists():  # Qt's own catalog has every string we show
            continue
        subprocess.run(
            [tool("pyside6-lrelease"), str(missing), "-qm", str(missing.with_suffix(".qm"))],
            cwd=ROOT,
            check=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
