"""Enter in the window at the end of a long evening (issue 10).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/figures_ui.py [--quick]

The real main window, offscreen, over a database session of Ultimate deals
(``bench/bench_ui.py``'s, made and missed in turn, so games end now and then):
one Enter is what accepting the deal dialog does, ``deals.push_add`` of the deal and
then ``processEvents`` until the window has drawn it. Each Enter is split in two:
the store's part (``check`` and ``apply``: the replay and the write) and the
window's (the score sheet's rows, banner, chart and column widths, and the
drawing). Figures are medians over 20 Enters, after 3 not counted.

- **Enter at 300 deals**, all of it: at most 30 ms.
- The window's part at 300 and at 1,000 deals (information): it must not grow
  with the evening, as only the new row, the new chart points and the totals
  are built and drawn. Two things in it still do: the chart (``ui/session/chart.py``)
  strokes every point of its lines at each repaint, and Python's garbage
  collector, when it runs in the window's part, walks the objects of the
  store's replay (as many as the deals while the store replays the session).
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.bench_ui import PLAYERS, deal
from bench.common import Figure, print_figures

WARMUP = 3


@dataclass(frozen=True)
class Enters:
    """Median seconds of one Enter: all of it, the store's part of it, and the
    window's part in processor time (what a busy machine does not inflate)."""

    total: float
    store: float
    window_cpu: float

    @property
    def window(self) -> float:
        return self.total - self.store


def measure(quick: bool = False) -> list[Figure]:
    runs = 3 if quick else 20
    at = _measure_enters((300, 1000), runs)
    short, long = at[300], at[1000]

    def note(e: Enters) -> str:
        ms = 1000
        return (
            f"store {e.store * ms:.1f} ms + window {e.window * ms:.1f} ms"
            f" (window processor time {e.window_cpu * ms:.1f} ms)"
        )

    return [
        Figure("Enter at 300 deals", short.total, target_ms=30, note=note(short)),
        Figure("Enter at 300 deals: window part", short.window, note=note(short)),
        Figure("Enter at 1000 deals: window part", long.window, note=note(long)),
    ]


def _measure_enters(sizes: tuple[int, ...], runs: int) -> dict[int, Enters]:
    from PySide6.QtCore import QSettings

    import scorekeeper_ui.app.startup as app_module
    from scorekeeper_ui.widgets.settings import AppSettings

    app = app_module.make_application()
    with tempfile.TemporaryDirectory() as tmp:
        settings = AppSettings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        store = app_module.open_default_store(str(Path(tmp) / "bench.sqlite"))
        try:
            shell = app_module.Shell(app, store, settings)
            window = shell.window
            window.show()
            app.processEvents()
            spent = _time_store(store)
            out = {}
            for size in sizes:
                session = {
                    "game": "ultimate",
                    "players": PLAYERS,
                    "first_dealer": PLAYERS[-1],
                    "deals": [deal(i) for i in range(size)],
                }
                window.open_session(store.create_session(session))
                app.processEvents()
                gc.collect()  # the setting up's garbage is not the Enters'
                out[size] = _enters(window, app, size, runs, spent)
            window.close()
        finally:
            store.close()
    return out


def _time_store(store: Any) -> list[float]:
    """Wrap the store's ``check`` and ``apply`` to add up the time spent in them:
    ``[wall seconds, processor seconds]``."""
    spent = [0.0, 0.0]

    def timed(work: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            start, cpu = time.perf_counter(), time.process_time()
            try:
                return work(*args, **kwargs)
            finally:
                spent[0] += time.perf_counter() - start
                spent[1] += time.process_time() - cpu

        return run

    store.check = timed(store.check)
    store.apply = timed(store.apply)
    return spent


def _enters(window: Any, app: Any, size: int, runs: int, spent: list[float]) -> Enters:
    totals, stores, cpus = [], [], []
    for i in range(WARMUP + runs):
        spent[:] = [0.0, 0.0]
        start, cpu = time.perf_counter(), time.process_time()
        window.deals.push_add(deal(size + i))  # what Enter in the deal dialog does
        app.processEvents()
        if i >= WARMUP:
            totals.append(time.perf_counter() - start)
            stores.append(spent[0])
            cpus.append(time.process_time() - cpu - spent[1])
    median = statistics.median
    return Enters(median(totals), median(stores), median(cpus))


def main() -> int:
    print_figures(measure("--quick" in sys.argv[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
