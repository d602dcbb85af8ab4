"""Every speed figure of the app, each beside its floor measured in the same run.

    .venv/bin/python bench/run.py            # all figures (a few minutes)
    .venv/bin/python bench/run.py --quick    # a smoke run: few samples each
    .venv/bin/python bench/run.py store cli  # some groups only
    .venv/bin/python bench/run.py --write-readme  # all figures, and the README's table from them

Groups (``bench/figures_<group>.py``, each ``measure(quick) -> list[Figure]``):
``start`` (first painted window), ``store`` (recording a deal, opening a big
session), ``ui`` (Enter in the window), ``pdf`` (the PDF command), ``cli``
(``scorekeeper settle``), ``league`` (a season's standings), ``serve`` (the
phones' server: 50 followers and 4 tables at once, its memory and start). Each figure is
printed as seconds, its floor and the ratio, with the target beside it
(``bench/common.py``); the exit status is 1 when a target is missed. Run it on
a quiet machine: the floors make the ratios independent of the machine's speed,
not of other work running beside them.
Speed targets live here, never in the test suite. ``--write-readme`` rewrites
the README's table of figures (between its ``bench:figures`` markers) from the
run itself, with the run's date, Python, SQLite and machine: every figure the
README quotes comes from one run, and a re-run reproduces the table.
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

from common import ROOT, Figure, print_figures, table_lines

GROUPS = ("start", "store", "ui", "pdf", "cli", "league", "serve")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("groups", nargs="*", metavar="GROUP", help=" ".join(GROUPS))
    parser.add_argument("--quick", action="store_true", help="few samples: a smoke run")
    parser.add_argument(
        "--write-readme",
        action="store_true",
        help="rewrite the README's table of figures from this run (every group, not quick)",
    )
    args = parser.parse_args(argv)
    groups = args.groups or list(GROUPS)
    unknown = [g for g in groups if g not in GROUPS]
    if unknown:
        parser.error(f"unknown group {unknown[0]!r}; the groups are {', '.join(GROUPS)}")
    if args.write_readme and (args.quick or args.groups):
        parser.error("--write-readme runs every group, in full: no --quick, no groups")
    machine = (
        f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
        f"{time.strftime('%Y-%m-%d %H:%M')}{load_average()}"
    )
    print(machine + (" (quick)" if args.quick else ""))
    figures: list[Figure] = []
    for group in groups:
        module = importlib.import_module(f"figures_{group}")
        figures += module.measure(quick=args.quick)
    met = print_figures(figures)
    if args.write_readme:
        write_readme(README, machine, figures)
        print(f"wrote the table of {README}")
    return 0 if met else 1


def load_average() -> str:
    """The machine's load when the run starts (other work beside it slows it down)."""
    if not hasattr(os, "getloadavg"):
        return ""
    return f", load average {os.getloadavg()[0]:.1f}"


README = ROOT / "README.md"
START, END = "<!-- bench:figures start -->", "<!-- bench:figures end -->"


def write_readme(readme: Path, machine: str, figures: Sequence[Figure]) -> None:
    """Put the run's table between the README's markers (the rest is left as it is)."""
    text = readme.read_text(encoding="utf-8")
    if text.count(START) != 1 or text.count(END) != 1 or text.index(START) > text.index(END):
        raise SystemExit(f"{readme}: needs one {START!r} line and one {END!r} line after it")
    missed = [f for f in figures if not f.met]
    verdict = "every target met" if not missed else f"{len(missed)} target(s) missed"
    block = [
        START,
        f"Latest figures ({machine}; one run of `bench/run.py --write-readme`, {verdict}):",
        "",
        *table_lines(figures),
        END,
    ]
    head, rest = text.split(START, 1)
    tail = rest.split(END, 1)[1]
    readme.write_text(head + "\n".join(block) + tail, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
