"""Speed of the desktop app's shell (targets, not tests; run by hand).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_ui.py [--deals 300]

Targets (a laptop at a card table):
- ``import scorekeeper_ui.app.startup`` (Qt widgets, no database code) under 0.5 s, and it must not
  import sqlmodel/SQLAlchemy/reportlab (the window appears before the database opens);
- opening the store and showing the welcome window under 1.5 s;
- one new deal at the end of a long evening (store write + replay + score sheet,
  banner and chart redrawn) under 30 ms at 300 deals: typing the next deal never
  waits (``bench/figures_ui.py`` measures it, split into the store's part and the
  window's, at 300 and 1,000 deals).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PLAYERS = ["Aki", "Ben", "Chie", "Dai", "Emi"]


def deal(i: int) -> dict[str, object]:
    """Ultimate deals that never reach 150 for long: alternately made and missed."""
    declarer = PLAYERS[(i + 1) % len(PLAYERS)]
    points = 30 if i % 2 else 10
    return {
        "declarer": declarer,
        "bid": 20,
        "trump": "spades",
        "result": {"declarer_points": points},
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=300)
    args = parser.parse_args()
    start = time.perf_counter()
    import scorekeeper_ui.app.startup as app_module

    imported = time.perf_counter() - start
    heavy = [m for m in ("sqlmodel", "sqlalchemy", "reportlab") if m in sys.modules]
    print(
        f"import scorekeeper_ui.app.startup: {imported:.3f} s (target < 0.5 s); "
        f"heavy modules: {heavy or 'none'}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        from PySide6.QtCore import QSettings

        from scorekeeper_ui.widgets.settings import AppSettings

        app = app_module.make_application()
        settings = AppSettings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        start = time.perf_counter()
        store = app_module.open_default_store(str(Path(tmp) / "bench.sqlite"))
        shell = app_module.Shell(app, store, settings)
        shell.window.show()
        app.processEvents()
        print(f"store + window shown: {time.perf_counter() - start:.3f} s (target < 1.5 s)")
        session = {
            "game": "ultimate",
            "players": PLAYERS,
            "first_dealer": PLAYERS[-1],
            "deals": [deal(i) for i in range(args.deals)],
        }
        session_id = store.create_session(session)
        shell.window.open_session(session_id)
        app.processEvents()
        w = shell.window
        timings = []
        for i in range(5):
            start = time.perf_counter()
            w.deals.push_add(deal(args.deals + i))  # what Enter in the deal dialog does
            app.processEvents()
            timings.append(time.perf_counter() - start)
        best = min(timings) * 1000
        print(f"add deal {args.deals + 1}: best of 5 {best:.0f} ms (target < 30 ms)")
        shell.window.close()
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
