"""Write-lock benchmark (not a test): run ``python bench/bench_lock.py [--deals N]``.

How long one recorded deal holds SQLite's write lock on a long session
(default 10,000 deals): the time from ``BEGIN IMMEDIATE`` (the lock taken) to
``COMMIT`` (the lock released), measured with engine events around
``Store.add_deal``, beside the whole ``add_deal`` latency. A writer that replays
the session inside the write transaction holds the lock for the whole replay;
one that checks first and writes after holds it only for the write.

``--writers W`` also runs W processes appending ``--writes`` deals each to the
same session and reports how many got "database is busy" (the busy timeout is
30 s).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import event

from scorekeeper.storage import StorageError, open_store

sys.path.insert(0, str(Path(__file__).parent))
from bench_storage import deal, session


def lock_times(
    db: str, session_id: int, first: int, repeats: int
) -> tuple[list[float], list[float]]:
    held: list[float] = []
    total: list[float] = []
    with open_store(db) as store:
        engine = store._engine
        started: list[float] = []

        def on_begin(conn: Any) -> None:
            if conn.get_execution_options().get("sqlite_begin") == "IMMEDIATE":
                started.append(time.perf_counter())

        def on_commit(_conn: Any) -> None:
            if started:
                held.append(time.perf_counter() - started.pop())

        event.listen(engine, "begin", on_begin)
        event.listen(engine, "commit", on_commit)
        for k in range(repeats):
            start = time.perf_counter()
            store.add_deal(session_id, deal(first + k))
            total.append(time.perf_counter() - start)
    return held, total


def _writer(db: str, session_id: int, writes: int, go: Any, busy: Any) -> None:
    go.wait()
    with open_store(db) as store:
        for k in range(writes):
            try:
                store.add_deal(session_id, deal(k))
            except StorageError as err:
                if "busy" in str(err):
                    with busy.get_lock():
                        busy.value += 1


def writers(db: str, session_id: int, count: int, writes: int) -> None:
    fork = multiprocessing.get_context("fork")
    go, busy = fork.Event(), fork.Value("i", 0)
    procs = [
        fork.Process(target=_writer, args=(db, session_id, writes, go, busy)) for _ in range(count)
    ]
    for p in procs:
        p.start()
    start = time.perf_counter()
    go.set()
    for p in procs:
        p.join()
    took = time.perf_counter() - start
    print(f"{count} writers x {writes} deals: {busy.value} got 'busy', {took:.1f} s in all")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--writers", type=int, default=0)
    parser.add_argument("--writes", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "lock.db")
        with open_store(db) as store:
            sid = store.create_session(session(args.deals))
        held, total = lock_times(db, sid, args.deals, args.repeats)
        lock_ms = statistics.median(held) * 1000
        print(
            f"add_deal at {args.deals:,} deals: write lock held {lock_ms:8.1f} ms "
            f"(median of {len(held)}, max {max(held) * 1000:.1f}); "
            f"whole call {statistics.median(total) * 1000:8.1f} ms"
        )
        if args.writers:
            writers(db, sid, args.writers, args.writes)


if __name__ == "__main__":
    main()
