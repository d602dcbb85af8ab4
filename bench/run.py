"""Every speed figure of the app, each beside its floor measured in the same run.

    .venv/bin/python bench/run.py            # all figures (a few minutes)
    .venv/bin/python bench/run.py --quick    # a smoke run: few samples each
    .venv/bin/python bench/run.py store cli  # some groups only

Groups (``bench/figures_<group>.py``, each ``measure(quick) -> list[Figure]``):
``start`` (first painted window), ``store`` (recording a deal, opening a big
session), ``ui`` (Enter in the window), ``pdf`` (the PDF command), ``cli``
(``scorekeeper settle``), ``league`` (a season's standings), ``serve`` (the
phones' server: 50 followers and 4 tables at once, its memory and start). Each figure is
printed as seconds, its floor and the ratio, with the target beside it
(``bench/common.py``); the exit status is 1 when a target is missed. Run it on
a quiet machine: the floors make the ratios independent of the machine's speed,
not of other work running beside them.
Speed targets live here, never in the test suite.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import sqlite3
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from common import Figure, print_figures

GROUPS = ("start", "store", "ui", "pdf", "cli", "league", "serve")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("groups", nargs="*", metavar="GROUP", help=" ".join(GROUPS))
    parser.add_argument("--quick", action="store_true", help="few samples: a smoke run")
    args = parser.parse_args(argv)
    groups = args.groups or list(GROUPS)
    unknown = [g for g in groups if g not in GROUPS]
    if unknown:
        parser.error(f"unknown group {unknown[0]!r}; the groups are {', '.join(GROUPS)}")
    print(
        f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
        f"{time.strftime('%Y-%m-%d %H:%M')}" + (" (quick)" if args.quick else "")
    )
    figures: list[Figure] = []
    for group in groups:
        module = importlib.import_module(f"figures_{group}")
        figures += module.measure(quick=args.quick)
    return 0 if print_figures(figures) else 1


if __name__ == "__main__":
    sys.exit(main())
