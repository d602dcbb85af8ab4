"""Durability: connection settings, SIGKILL at random points, two writers, damaged
files, backups and restoring them.

The crash loop runs ``SCOREKEEPER_CRASH_RUNS`` times (default 50, about 12 s);
``bench/bench_storage.py --crash N`` runs a longer loop.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import shutil
import signal
import sqlite3
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import DamagedDatabaseError, open_store
from scorekeeper.storage.backup import KEEP, daily_backup, list_backups, make_backup
from tests.storage.storage_records import THREE_DEALS, entered, ult, ultimate_session

CRASH_RUNS = int(os.environ.get("SCOREKEEPER_CRASH_RUNS", "50"))
fork = multiprocessing.get_context("fork")


def test_every_connection_gets_the_pragmas(db_path: Path) -> None:
    with open_store(str(db_path)) as store:
        engine = store._engine
        with engine.connect() as one, engine.connect() as two:  # two pooled connections
            for conn in (one, two):
                pragma = conn.exec_driver_sql
                assert pragma("PRAGMA foreign_keys").scalar() == 1
                assert pragma("PRAGMA journal_mode").scalar() == "wal"
                assert pragma("PRAGMA synchronous").scalar() == 2  # FULL
                assert pragma("PRAGMA busy_timeout").scalar() == 30_000


def test_foreign_keys_are_enforced(store: Any) -> None:
    from sqlalchemy.exc import IntegrityError

    with store._engine.begin() as conn, pytest.raises(IntegrityError):
        conn.exec_driver_sql(
            "INSERT INTO deals (session_id, position, record, thrown_in)"
            " VALUES (99, 0, '{}', FALSE)"
        )


# -- crash: SIGKILL while recording ---------------------------------------------


def operation(k: int) -> tuple[int | None, dict[str, Any]]:
    """The k-th change the recording process makes: mostly appends, every 4th an
    insert at the front (which shifts every stored deal). Deals are all valid."""
    deal = ult(("Aki", "Ben", "Chie")[k % 3], 1 + k % 90, k % 100)
    return (0 if k % 4 == 3 else None), deal


def expected_deals(done: int) -> list[dict[str, Any]]:
    deals: list[dict[str, Any]] = []
    for k in range(done):
        position, deal = operation(k)
        deals.insert(len(deals) if position is None else position, deal)
    return deals


def _record_until_killed(db: str, session_id: int, start: int, done: Any) -> None:
    store = open_store(db)
    k = start
    while True:
        position, deal = operation(k)
        store.add_deal(session_id, deal, position)
        k += 1
        done.value = k  # only after the commit returned


def test_sigkill_never_leaves_a_partial_deal(db_path: Path) -> None:
    with open_store(str(db_path)) as store:
        session_id = store.create_session(ultimate_session())
    rng = random.Random(20240501)
    committed = 0
    for _run in range(CRASH_RUNS):
        done = fork.RawValue("q", committed)
        child = fork.Process(
            target=_record_until_killed, args=(str(db_path), session_id, committed, done)
        )
        child.start()
        time.sleep(rng.uniform(0.02, 0.3))
        os.kill(child.pid, signal.SIGKILL)  # type: ignore[arg-type]
        child.join()
        reported = done.value
        with sqlite3.connect(db_path) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.close()
        with open_store(str(db_path)) as store:
            stored = entered(store.session_json(session_id))["deals"]
            store.result(session_id)  # replays
        # Every reported commit is there; at most one more (killed before reporting).
        assert len(stored) in (reported, reported + 1)
        assert stored == expected_deals(len(stored))
        committed = len(stored)
    assert committed > CRASH_RUNS  # the runs did record deals


# -- two writers ------------------------------------------------------------------


def _append_many(db: str, session_id: int, declarer: str, count: int, go: Any) -> None:
    go.wait()
    with open_store(db) as store:
        for bid in range(1, count + 1):
            store.add_deal(session_id, ult(declarer, bid, bid))


def test_two_processes_append_to_one_session(db_url: str) -> None:
    count = 25
    with open_store(db_url) as store:
        session_id = store.create_session(ultimate_session())
    go = fork.Event()
    writers = [
        fork.Process(target=_append_many, args=(db_url, session_id, who, count, go))
        for who in ("Aki", "Ben")
    ]
    for w in writers:
        w.start()
    go.set()
    for w in writers:
        w.join(60)
        assert w.exitcode == 0
    with open_store(db_url) as store:
        deals = entered(store.session_json(session_id))["deals"]
        result = store.result(session_id)
    assert len(deals) == 2 * count  # no lost update
    for who in ("Aki", "Ben"):  # each writer's deals all there, in its own order
        assert [d["bid"] for d in deals if d["declarer"] == who] == list(range(1, count + 1))
    # Every deal was made: each declarer scored 1 + 2 + ... + 25 = 325 in the session
    # (session totals run across the games that end at 150).
    assert dict(result.totals) == {"Aki": 325, "Ben": 325, "Chie": 0}


# -- damaged files, backups, restore ----------------------------------------------------


def _filled(db_path: Path, deals: int = 150) -> None:
    with open_store(str(db_path)) as store:
        store.create_session(ultimate_session(*[ult("Aki", 10, 10)] * deals, note="x" * 2000))


@pytest.mark.parametrize("offset", [0, 4096], ids=["header", "btree-page"])
def test_a_damaged_copy_is_detected(db_path: Path, offset: int) -> None:
    _filled(db_path)
    damaged = db_path.with_name("damaged.db")
    shutil.copy(db_path, damaged)
    with damaged.open("r+b") as f:  # garbage over the header, or over page 2 onward
        f.seek(offset)
        f.write(bytes(random.Random(offset).randrange(256) for _ in range(3 * 4096)))
    with pytest.raises(DamagedDatabaseError, match=r"damaged.*scorekeeper restore"):
        open_store(str(damaged))
    with open_store(str(db_path)) as store:  # the original is fine
        assert store.list_sessions()[0].deal_count == 150


def test_restore_a_damaged_file_from_its_backup(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_store(str(db_path)) as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS))
    make_backup(db_path, "daily")
    with db_path.open("r+b") as f:
        f.seek(0)
        f.write(b"\xff" * 4096)
    db = ["--db", str(db_path)]
    assert main([*db, "sessions"]) == 2
    err = capsys.readouterr().err
    assert "damaged" in err and err.count("\n") == 1
    assert main([*db, "restore"]) == 0
    listing = capsys.readouterr().out
    assert listing.count("\n") == 3 and " ok " in listing
    assert listing.startswith("the current file holds nothing readable (file is not a database)")
    assert main([*db, "restore", "1"]) == 2  # it would lose what the current file holds
    assert "add --yes" in capsys.readouterr().err
    assert main([*db, "restore", "1", "--yes"]) == 0
    assert "previous file was kept" in capsys.readouterr().out
    with open_store(str(db_path)) as store:
        assert entered(store.session_json(sid)) == ultimate_session(*THREE_DEALS)
    kept = list(db_path.parent.glob(db_path.name + ".replaced-*"))
    assert kept and kept[0].read_bytes()[:4096] == b"\xff" * 4096  # nothing thrown away
    assert main([*db, "restore", "7"]) == 2


def test_backups_rotate_and_come_once_a_day(db_path: Path) -> None:
    _filled(db_path, 3)  # first open creates the file: no backup of an empty database
    assert list_backups(db_path) == []
    open_store(str(db_path)).close()  # second open: today's backup
    assert len(list_backups(db_path)) == 1
    open_store(str(db_path)).close()
    assert len(list_backups(db_path)) == 1  # not twice a day
    assert daily_backup(db_path, today=date.today() + timedelta(days=1)) is not None
    for _ in range(KEEP + 2):
        make_backup(db_path, "daily")
    backups = list_backups(db_path)
    assert len(backups) == KEEP
    with sqlite3.connect(backups[0].path) as conn:
        assert conn.execute("SELECT count(*) FROM deals").fetchone() == (3,)
    conn.close()
