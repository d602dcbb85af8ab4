"""The league's figure for ``bench/run.py`` (run alone: ``python bench/figures_league.py``).

A league of 1,000 evenings × 50 deals (Ulti, three of twelve club members at
four tables, every deal a parti) computes its standings
(``Store.league_report(id, stats=False)``: which sessions belong, each one's kept
standing, the sum per person) in at most 1 s, against the floor: one SQL query
summing stored per-deal deltas per player (``SELECT player, SUM(delta) ... GROUP
BY player`` over a table of 150,000 deltas in the same file), which is what the
standings would cost if the deltas were the stored truth. For information: the
same report when every kept standing is stale (the first read after an update of
the scoring code: every evening replayed and its standing written back).

The league file is built once (≈1 min) and kept in the temporary folder under
the scoring code's stamp; ``--quick`` uses 100 evenings.
"""

from __future__ import annotations

import random
import sqlite3
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import Figure, interleaved, print_figures

from scorekeeper.league.model import League
from scorekeeper.storage import open_store
from scorekeeper.storage.tally import scoring_stamp

DEALS = 50
PEOPLE = [f"Player {k:02d}" for k in range(12)]
TABLES = ("A", "B", "C", "D")
FIRST = date(2026, 1, 1)


def parti(soloist: str, defender: str, made: bool) -> dict[str, Any]:
    points = 60 if made else 30
    return {
        "soloist": soloist,
        "contract": ["parti"],
        "trump": "acorns",
        "result": {
            "soloist_points": points,
            "soloist_tricks": points // 10,
            "marriages": {"soloist": [], "defenders": []},
            "last_trick": {"winner": soloist if made else defender, "trump_seven": None},
            "trump_seven_early": False,
            "aces": "split",
        },
    }


def evening(k: int, rng: random.Random) -> dict[str, Any]:
    players = rng.sample(PEOPLE, 3)
    deals = []
    for d in range(DEALS):
        soloist = players[d % 3]
        defender = players[(d + 1) % 3]
        deals.append(parti(soloist, defender, rng.random() < 0.6))
    return {
        "game": "ulti",
        "players": players,
        "first_dealer": players[2],
        "stake": {"per_point": "0.10", "currency": "EUR"},
        "date": (FIRST + timedelta(days=k % 360)).isoformat(),
        "place": TABLES[k % len(TABLES)],
        "deals": deals,
    }


def league_file(evenings: int) -> Path:
    """The league's SQLite file, built once per scoring code and size."""
    path = Path(tempfile.gettempdir()) / f"scorekeeper-league-{evenings}-{scoring_stamp()}.db"
    if path.exists():
        return path
    building = path.with_suffix(".building")
    building.unlink(missing_ok=True)
    rng = random.Random(12)
    with open_store(str(building)) as store:
        for k in range(evenings):
            store.create_session(evening(k, rng))
        store.save_league(League(None, None, "Season", "ulti", FIRST, FIRST + timedelta(days=365)))
        store.league_report(1, stats=False)  # every evening's standing kept
        _floor_table(store)
    for suffix in ("-wal", "-shm"):
        Path(f"{building}{suffix}").unlink(missing_ok=True)
    building.rename(path)
    return path


def _floor_table(store: Any) -> None:
    """Each deal's delta per player, as rows: what the floor query sums."""
    rows = []
    for info in store.list_sessions():
        for row in store.result(info.id).rows:
            rows += [(info.id, name, delta) for name, delta in row.outcome.deltas.items()]
    with store._engine.begin() as db:
        raw = db.connection.driver_connection
        raw.execute("CREATE TABLE bench_deltas (session_id INT, player TEXT, delta INT)")
        raw.executemany("INSERT INTO bench_deltas VALUES (?, ?, ?)", rows)


def measure(quick: bool = False) -> list[Figure]:
    evenings = 100 if quick else 1000
    built = time.perf_counter()
    path = league_file(evenings)
    built = time.perf_counter() - built
    store = open_store(str(path))
    floor_db = sqlite3.connect(path)
    expected = len(PEOPLE)

    def ours() -> None:
        report = store.league_report(1, stats=False)
        assert len(report.sessions) == evenings and len(report.standings) == expected

    def floor() -> None:
        sums = floor_db.execute(
            "SELECT player, SUM(delta) FROM bench_deltas GROUP BY player"
        ).fetchall()
        assert len(sums) == expected

    runs = 3 if quick else 7
    mine, bare = interleaved([ours, floor], runs)
    # Every kept standing stale: the first read after the scoring code changed.
    with store._engine.begin() as db:
        db.connection.driver_connection.execute("UPDATE sessions SET standing_of = NULL")
    start = time.perf_counter()
    ours()
    stale = time.perf_counter() - start
    store.close()
    floor_db.close()
    built_note = f", file built in {built:.0f} s" if built > 1 else ""
    return [
        Figure(
            f"league standings, {evenings:,} evenings × {DEALS} deals (league_report)",
            mine,
            "one SQL SUM of stored per-deal deltas, GROUP BY player",
            bare,
            target_ms=1000,
        ),
        Figure(
            f"the same, all {evenings:,} kept standings stale (each evening replayed)",
            stale,
            note=f"information (the first read after a scoring update{built_note})",
        ),
    ]


if __name__ == "__main__":
    print_figures(measure(quick="--quick" in sys.argv))
