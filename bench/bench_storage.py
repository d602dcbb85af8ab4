"""Storage benchmark (not a test): run ``python bench/bench_storage.py``.

1. Recording one deal: the median latency of ``Store.add_deal`` (validate the
   deal, replay the session, commit durably: WAL + synchronous=FULL) against a
   raw ``sqlite3`` INSERT + COMMIT of the same JSON with the same pragmas, in the
   same run, on the same disk. Measured on sessions of 20 and 1,000 deals
   (``add_deal`` replays the whole session, so it grows with the session).
2. A 10,000-deal session: storing it (``create_session``), then opening the file
   and computing its totals (``open_store`` + ``result``), and the session list.
3. ``--crash N``: the SIGKILL loop of the test suite, N times (default 0).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from scorekeeper.storage import open_store

PLAYERS = ["Aki", "Ben", "Chie"]


def deal(k: int) -> dict[str, Any]:
    return {
        "declarer": PLAYERS[k % 3],
        "bid": 1 + k % 90,
        "trump": "spades",
        "result": {"declarer_points": (k * 7) % 100},
    }


def session(n: int) -> dict[str, Any]:
    return {
        "game": "ultimate",
        "players": PLAYERS,
        "first_dealer": "Chie",
        "deals": [deal(k) for k in range(n)],
    }


def median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:7.2f} ms"


def bench_record(folder: Path, existing: int, repeats: int) -> None:
    with open_store(str(folder / f"record{existing}.db")) as store:
        sid = store.create_session(session(existing))
        times = []
        for k in range(repeats):
            start = time.perf_counter()
            store.add_deal(sid, deal(existing + k))
            times.append(time.perf_counter() - start)
    raw = sqlite3.connect(folder / f"raw{existing}.db", isolation_level=None)
    raw.execute("PRAGMA journal_mode=WAL")
    raw.execute("PRAGMA synchronous=FULL")
    raw.execute(
        "CREATE TABLE deals (id INTEGER PRIMARY KEY, session_id INT, position INT, record TEXT)"
    )
    raw_times = []
    for k in range(repeats):
        text = json.dumps(deal(existing + k))
        start = time.perf_counter()
        raw.execute("BEGIN")
        raw.execute(
            "INSERT INTO deals (session_id, position, record) VALUES (1, ?, ?)",
            (existing + k, text),
        )
        raw.execute("COMMIT")
        raw_times.append(time.perf_counter() - start)
    raw.close()
    print(
        f"record one deal, session of {existing:>5} deals: add_deal {median_ms(times)}"
        f"   raw sqlite3 insert+commit {median_ms(raw_times)}   ({repeats} each, median)"
    )


def bench_big(folder: Path, n: int) -> None:
    path = str(folder / "big.db")
    record = session(n)
    with open_store(path) as store:
        start = time.perf_counter()
        sid = store.create_session(record)
        stored = time.perf_counter() - start
    start = time.perf_counter()
    store = open_store(path)
    opened = time.perf_counter() - start
    result = store.result(sid)
    total = time.perf_counter() - start
    start = time.perf_counter()
    store.list_sessions()
    listed = time.perf_counter() - start
    store.close()
    print(
        f"{n} deals: store {stored:.2f} s; open {opened * 1000:.0f} ms; open + load + replay"
        f" to totals {total:.2f} s; session list {listed * 1000:.0f} ms; "
        f"totals {dict(result.totals)}"
    )


def _record_forever(path: str, sid: int, done: Any) -> None:
    store = open_store(path)
    while True:
        store.add_deal(sid, deal(done.value), 0 if done.value % 4 == 3 else None)
        done.value += 1


def crash_loop(folder: Path, runs: int) -> None:
    fork = multiprocessing.get_context("fork")
    path = str(folder / "crash.db")
    with open_store(path) as store:
        sid = store.create_session(session(0))
    rng, extra = random.Random(1), 0
    for _ in range(runs):
        with open_store(path) as store:
            before = len(store.session_json(sid)["deals"])
        done = fork.RawValue("q", before)
        child = fork.Process(target=_record_forever, args=(path, sid, done))
        child.start()
        time.sleep(rng.uniform(0.01, 0.3))
        os.kill(child.pid or 0, signal.SIGKILL)
        child.join()
        with sqlite3.connect(path) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.close()
        with open_store(path) as store:
            count = len(store.session_json(sid)["deals"])
            store.result(sid)
        assert count in (done.value, done.value + 1), (count, done.value)
        extra += count - done.value
    print(
        f"crash loop: {runs} SIGKILLs, integrity ok every time, {count} deals stored, "
        f"{extra} committed-but-unreported"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--big", type=int, default=10_000)
    parser.add_argument("--crash", type=int, default=0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        print(f"Python {sys.version.split()[0]}, SQLite {sqlite3.sqlite_version}, {folder}")
        bench_record(folder, 20, args.repeats)
        bench_record(folder, 1000, max(args.repeats // 4, 10))
        bench_big(folder, args.big)
        if args.crash:
            crash_loop(folder, args.crash)
    return 0


if __name__ == "__main__":
    sys.exit(main())
