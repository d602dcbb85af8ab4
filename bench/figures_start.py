"""Start-up of the window: ``scorekeeper --db FILE`` on an existing database, whole
processes, beside its floor, a bare PySide6 ``QMainWindow`` with a ``QTableView``
shown until its first paint (``bench/floor_window.py``), measured in turn in the
same run, on a database of a few hundred sessions: until the window is usable
(the welcome screen painted with the sessions listed: issue 28, the headline
figure), until its first paint (issue 10: "the window paints first") and, for
information, until the store is open and attached.

Both processes end the same way, right after the paint: the app through its
``SCOREKEEPER_EXIT_AFTER`` hook (``ui/app/first_paint.py``: ``paint``, ``ready``
for the sessions listed, ``store`` for the store attached), the floor by
itself. Python runs with its bytecode cache (in a temporary folder, filled by
the warm-up runs), as an installed app does: ``PYTHONDONTWRITEBYTECODE``
would charge the app, not the floor, for compiling its modules on every start.

    .venv/bin/python bench/figures_start.py [--quick] [--display :77]

``--display`` measures on that X display (e.g. Xvfb) instead of Qt's offscreen
platform.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from common import PYTHON, ROOT, Figure, interleaved, print_figures, process

SESSION = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [
        {"declarer": "Aki", "bid": 30, "trump": "hearts", "result": {"declarer_points": 35}},
        {"declarer": "Ben", "bid": 20, "trump": "spades", "result": {"declarer_points": 10}},
    ],
}
SESSIONS = 300  # a club's few years of evenings


def make_database(path: Path) -> None:
    """An existing database with a few hundred sessions (every tenth archived),
    opened once (created, migrated, today's backup taken)."""
    from scorekeeper.storage import open_store

    with open_store(str(path)) as store:
        for k in range(SESSIONS):
            sid = store.create_session(SESSION)
            if k % 10 == 0:
                store.archive_session(sid, True)


def environment(folder: Path, display: str | None) -> dict[str, str]:
    env = {
        "XDG_CONFIG_HOME": str(folder / "config"),  # QSettings: the bench's own
        "XDG_DATA_HOME": str(folder / "data"),
        "PYTHONPYCACHEPREFIX": str(folder / "pycache"),
        "PYTHONDONTWRITEBYTECODE": "",
        "PYTHONPATH": str(ROOT),
    }
    if display is None:
        env["QT_QPA_PLATFORM"] = "offscreen"
    else:
        env |= {"QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
    return env


def measure(quick: bool = False, display: str | None = None) -> list[Figure]:
    runs = 3 if quick else 15
    where = "offscreen" if display is None else f"X display {display}"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = folder / "scorekeeper.sqlite"
        make_database(db)
        env = environment(folder, display)
        app = [PYTHON, "-m", "scorekeeper_ui.launcher", "--db", str(db)]
        floor = process([PYTHON, str(ROOT / "bench" / "floor_window.py")], env=env)
        painted = process(app, env=env | {"SCOREKEEPER_EXIT_AFTER": "paint"})
        ready = process(app, env=env | {"SCOREKEEPER_EXIT_AFTER": "ready"})
        store = process(app, env=env | {"SCOREKEEPER_EXIT_AFTER": "store"})
        floor_s, painted_s, ready_s, store_s = interleaved(
            [floor, painted, ready, store], runs, warmup=2
        )
    bare = "bare QMainWindow + QTableView, first paint"
    return [
        Figure(
            f"usable window: the welcome screen listing {SESSIONS} sessions ({where})",
            ready_s,
            bare,
            floor_s,
            target_ratio=2.5,
            note=f"median of {runs}, whole processes, interleaved",
        ),
        Figure(
            f"first painted window, on the same database ({where})",
            painted_s,
            bare,
            floor_s,
            target_ratio=1.5,
        ),
        Figure(
            f"the store open and attached, on the same database ({where})",
            store_s,
            bare,
            floor_s,
            note="information: opened on its own thread after the list",
        ),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 runs instead of 15")
    parser.add_argument("--display", help="an X display (e.g. :77 of Xvfb), not offscreen")
    args = parser.parse_args()
    print_figures(measure(args.quick, args.display))
    return 0


if __name__ == "__main__":
    sys.exit(main())
