"""Command-line figures (not a test): ``python bench/figures_cli.py [--quick]``.

:func:`measure` times ``scorekeeper settle`` as whole processes, started the way
a person starts it: the ``scorekeeper`` console script of a **wheel install**
(this checkout built as a wheel and installed into a fresh venv, as a user's
``pip install`` leaves it: no editable-install finder in the floor or in the
command), each against its floor measured in the same run, interleaved:

- **one deal** (the Ultimate example of ``docs/deal-format.md``) against
  ``python -c pass`` in the same venv: starting Python is all a one-deal answer
  should cost, twice over at most;
- **a 10,000-deal Ulti session** (the example evening's deals repeated) and
  **a 10,000-deal Ultimate session** (``bench/bench_storage.py``'s: three players,
  many game ends) against ``bench/floor_settle.py``, which reads the same file
  with ``json.loads`` and writes a list of per-deal delta dicts.

The wheel is installed without its dependencies: ``settle`` imports none of them
(``tests/cli/test_cli_imports.py``), and none of them adds a ``.pth`` file that
would run at every start. And one figure for information, with no target:
replaying the same 10,000 Ultimate deals in the process
(``replay(parse_session(record))``), in deals per second. ``--games`` adds that
rate for a 10,000-deal session of every game (its example evening repeated), so
no game's replay is left pathological unseen.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from bench_storage import session
from common import PYTHON, ROOT, Figure, interleaved, median_seconds, print_figures, process

from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay

ONE_DEAL = ROOT / "tests" / "spec_examples" / "ultimate.json"
FLOOR = ROOT / "bench" / "floor_settle.py"
DEALS = 10_000


def wheel_install(folder: Path) -> Path:
    """This checkout built as a wheel and installed (without its dependencies) into
    a fresh venv in ``folder``; the venv's ``bin`` folder."""
    dist, venv = folder / "dist", folder / "venv"
    quiet = {"check": True, "stdout": subprocess.DEVNULL, "stderr": subprocess.PIPE}
    pip = [PYTHON, "-m", "pip", "--disable-pip-version-check", "-q"]
    build = folder / "source"  # a copy: building in the checkout would leave build/ there
    shutil.copytree(ROOT, build, ignore=shutil.ignore_patterns(*COPY_IGNORED))
    subprocess.run([*pip, "wheel", "--no-deps", "-w", dist, build], **quiet)
    subprocess.run([PYTHON, "-m", "venv", "--without-pip", venv], **quiet)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    wheel = next(dist.glob("*.whl"))
    target = ["--python", bin_dir / "python"]
    subprocess.run([*pip, *target, "install", "--no-deps", "--no-index", wheel], **quiet)
    return bin_dir


COPY_IGNORED = (".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache")


def ulti_session(deals: int) -> dict[str, Any]:
    """The Ulti example evening's deals repeated to ``deals`` deals."""
    record = json.loads((ROOT / "resources" / "examples" / "ulti.json").read_text("utf-8"))
    evening = _repeatable(record)
    return dict(record, deals=[evening[k % len(evening)] for k in range(deals)])


def measure(quick: bool = False) -> list[Figure]:
    runs = 5 if quick else 21
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bin_dir = wheel_install(folder)
        python = str(bin_dir / "python")
        settle = [python, str(bin_dir / "scorekeeper"), "settle"]
        one, bare = interleaved(
            [
                process([*settle, str(ONE_DEAL)], cwd=folder),
                process([python, "-c", "pass"], cwd=folder),
            ],
            runs * 2,
        )
        big_runs = max(3, runs // 3) if quick else 15
        sessions = []
        for name, record in (("Ulti", ulti_session(DEALS)), ("Ultimate", session(DEALS))):
            path = folder / f"{name}.json"
            path.write_text(json.dumps(record), encoding="utf-8")
            whole, floor = interleaved(
                [
                    process([*settle, str(path)], cwd=folder),
                    process([python, str(FLOOR), str(path)], cwd=folder),
                ],
                big_runs,
            )
            sessions.append(
                Figure(
                    f"`scorekeeper settle` of a {DEALS:,}-deal {name} session",
                    whole,
                    "`bench/floor_settle.py` (json.loads, a deltas list out)",
                    floor,
                    target_ratio=8,
                )
            )
    seconds = replay_seconds(session(DEALS), 1 if quick else 5)
    return [
        Figure(
            "`scorekeeper settle` of one deal (wheel install)",
            one,
            "`python -c pass`",
            bare,
            target_ratio=2,
        ),
        *sessions,
        Figure(
            f"replay of {DEALS:,} Ultimate deals in the process",
            seconds,
            note=f"{DEALS / seconds:,.0f} deals/s",
        ),
    ]


def replay_seconds(record: dict[str, Any], runs: int) -> float:
    """The median time of ``replay(parse_session(record))``."""
    return median_seconds(lambda: replay(parse_session(record)), runs)


def game_rates(runs: int) -> list[tuple[str, float]]:
    """Deals per second replaying each game's example evening repeated to 10,000
    deals (a prefix of the evening after which the dealer is the first one
    again, so the repeated deals stay valid)."""
    rates = []
    for path in sorted((ROOT / "resources" / "examples").glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        evening = _repeatable(record)
        record["deals"] = [evening[k % len(evening)] for k in range(DEALS)]
        rates.append((record["game"], DEALS / replay_seconds(record, runs)))
    return rates


def _repeatable(record: dict[str, Any]) -> list[Any]:
    """The longest prefix of the evening that hands the deal back to the first
    dealer with no double round left (so it can follow itself)."""
    deals = record["deals"]
    for length in range(len(deals), 0, -1):
        result = replay(parse_session(dict(record, deals=deals[:length])))
        if result.next_dealer == record["first_dealer"] and not result.double_rounds_left:
            return list(deals[:length])
    raise ValueError(f"{record['game']}: no prefix of the evening can repeat")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few runs: a smoke check")
    parser.add_argument("--games", action="store_true", help="the replay rate of every game")
    args = parser.parse_args(argv)
    print_figures(measure(args.quick))
    if args.games:
        for game, rate in game_rates(1 if args.quick else 3):
            print(f"replay, {game}: {rate:,.0f} deals/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
