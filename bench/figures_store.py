"""The store's figures for ``bench/run.py`` (run alone: ``python bench/figures_store.py``).

1. Recording one deal (``Store.add_deal`` at the end of a session of 20 and of
   1,000 deals: check against the kept replay, write durably with WAL and
   synchronous=FULL) against its floor, a raw ``sqlite3`` INSERT + COMMIT of the
   same JSON with the same pragmas on the same disk, measured in turn with it.
2. Opening a 10,000-deal session to its totals (``open_store`` on the file, then
   ``Store.tally``) against ``json.loads`` of the same 10,000 deal records; and,
   for information, opening it to its whole replay (``Store.result``: what the
   window's score sheet needs).
"""

from __future__ import annotations

import json
import sqlite3
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_storage import deal, session
from common import Figure, interleaved, print_figures

from scorekeeper.storage import open_store


def record_one_deal(folder: Path, existing: int, runs: int) -> Figure:
    store = open_store(str(folder / f"record{existing}.db"))
    sid = store.create_session(session(existing))
    store.add_deal(sid, deal(existing))  # the first change in a process reads the session once
    raw = sqlite3.connect(folder / f"raw{existing}.db", isolation_level=None)
    raw.execute("PRAGMA journal_mode=WAL")
    raw.execute("PRAGMA synchronous=FULL")
    raw.execute(
        "CREATE TABLE deals (id INTEGER PRIMARY KEY, session_id INT, position INT, record TEXT)"
    )
    count = [existing + 1]

    def ours() -> None:
        store.add_deal(sid, deal(count[0]))
        count[0] += 1

    def floor() -> None:
        raw.execute("BEGIN")
        raw.execute(
            "INSERT INTO deals (session_id, position, record) VALUES (1, ?, ?)",
            (count[0], json.dumps(deal(count[0]))),
        )
        raw.execute("COMMIT")

    mine, bare = interleaved([ours, floor], runs)
    store.close()
    raw.close()
    return Figure(
        f"recording one deal (Store.add_deal), session of {existing:,} deals",
        mine,
        "raw sqlite3 INSERT + COMMIT, same pragmas",
        bare,
        target_ratio=3,
    )


def open_big(folder: Path, n: int, runs: int) -> list[Figure]:
    path = str(folder / "big.db")
    record = session(n)
    with open_store(path) as store:
        sid = store.create_session(record)
    records = json.dumps(record["deals"])

    def totals() -> None:
        with open_store(path) as store:
            assert store.tally(sid).totals

    def whole() -> None:
        with open_store(path) as store:
            assert store.result(sid).totals

    def floor() -> None:
        json.loads(records)

    to_totals, bare = interleaved([totals, floor], runs)
    to_replay = interleaved([whole], max(runs // 3, 1))[0]
    return [
        Figure(
            f"opening a {n:,}-deal session to its totals",
            to_totals,
            "json.loads of the same records",
            bare,
            target_ratio=8,
        ),
        Figure(
            f"opening a {n:,}-deal session to its whole replay (the score sheet's rows)",
            to_replay,
            "json.loads of the same records",
            bare,
            note="information",
        ),
    ]


def measure(quick: bool = False) -> list[Figure]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        return [
            record_one_deal(folder, 20, 20 if quick else 200),
            record_one_deal(folder, 1000, 20 if quick else 200),
            *open_big(folder, 10_000, 3 if quick else 15),
        ]


if __name__ == "__main__":
    print_figures(measure(quick="--quick" in sys.argv))
