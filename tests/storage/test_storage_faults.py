"""Faults around the database: a full disk at the daily backup, writers on a long
session, a file that cannot be written (issue 9, items 1, 8 and 10)."""

from __future__ import annotations

import json
import multiprocessing
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.session.store import InsertDeal
from scorekeeper.storage import StorageError, open_store
from scorekeeper.storage.backup import backup_folder, list_backups
from tests.storage.storage_records import THREE_DEALS, ult, ultimate_session

fork = multiprocessing.get_context("fork")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def stored_three_deals(db_path: Path) -> int:
    """A database whose next open takes the day's first backup (the first open
    creates the file, and an empty new file gets none)."""
    with open_store(str(db_path)) as store:
        return store.create_session(ultimate_session(*THREE_DEALS))


# -- 1. a full disk at the day's first open -----------------------------------------


def _disk_full(_source: Path, target: Path) -> None:
    target.write_bytes(b"")  # SQLite creates the target before the disk fills up
    raise sqlite3.OperationalError("database or disk is full")


def test_a_full_disk_at_the_daily_backup_still_lets_the_user_read(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stored_three_deals(db_path)
    monkeypatch.setattr("scorekeeper.storage.backup.copy_database", _disk_full)
    db = ["--db", str(db_path)]
    code, out, err = run(capsys, *db, "sessions")
    assert code == 0 and "ultimate" in out and "Aki, Ben, Chie" in out
    assert err.count("\n") == 1
    assert err.startswith(f"warning: {db_path}: today's backup could not be written")
    assert "database or disk is full" in err
    code, out, err = run(capsys, *db, "show", "1")
    # THREE_DEALS: Aki makes 45, Ben misses 30 (Aki, Chie +15), Chie makes 25.
    assert code == 0 and "Totals: Aki 60, Ben 0, Chie 40" in out and err.count("\n") == 1
    assert list(backup_folder(db_path).iterdir()) == []  # no .partial left behind
    assert list_backups(db_path) == []


def test_the_window_gets_the_backup_warning_from_the_store(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sid = stored_three_deals(db_path)
    monkeypatch.setattr("scorekeeper.storage.backup.copy_database", _disk_full)
    with open_store(str(db_path)) as store:
        assert len(store.warnings) == 1 and "database or disk is full" in store.warnings[0]
        store.add_deal(sid, ult("Aki", 40, 40))  # writing still works (as far as the disk lets)
        assert len(store.session_json(sid)["deals"]) == 4
    monkeypatch.undo()
    with open_store(str(db_path)) as store:  # the disk has room again: today's backup is taken
        assert store.warnings == ()
    assert len(list_backups(db_path)) == 1


# -- 8. writers never hold the write lock for a replay -------------------------------


@pytest.fixture
def lock_probe(monkeypatch: pytest.MonkeyPatch, db_path: Path) -> Iterator[list[bool]]:
    """Every replay the store runs records whether another connection could take
    the write lock at that moment (False: the replay ran under the lock)."""
    import scorekeeper.session.changes as changes_module
    import scorekeeper.storage.deal_changes as deal_changes_module
    import scorekeeper.storage.store as store_module

    free: list[bool] = []

    def probing(real: Any) -> Any:
        def probed(record: Any) -> Any:
            probe = sqlite3.connect(db_path, timeout=0, isolation_level=None)
            try:
                probe.execute("BEGIN IMMEDIATE")
                probe.execute("ROLLBACK")
                free.append(True)
            except sqlite3.OperationalError:
                free.append(False)
            finally:
                probe.close()
            return real(record)

        return probed

    # the store's replays: of a record (replay_json) and of a record with a change made
    for module, name in (
        (store_module, "replay_json"),
        (deal_changes_module, "replay_json"),
        (changes_module, "replay"),
    ):
        monkeypatch.setattr(module, name, probing(getattr(module, name)))
    yield free


def test_no_change_replays_under_the_write_lock(db_path: Path, lock_probe: list[bool]) -> None:
    with open_store(str(db_path)) as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS))
        store.add_deal(sid, ult("Aki", 40, 40))
        store.add_deal(sid, ult("Ben", 40, 40), position=0)
        store.replace_deal(sid, 1, ult("Chie", 30, 30))
        store.delete_deal(sid, 0)
        store.change(sid, InsertDeal(ult("Aki", 20, 20), at_end=True))
        snap = store.snapshot(sid)
        store.apply(store.check(sid, InsertDeal(ult("Ben", 20, 20), at_end=True), snap))
        store.update_session(sid, place="Oulu")
        assert len(store.session_json(sid)["deals"]) == 6
    assert lock_probe and all(lock_probe)


def test_a_change_checked_before_another_writer_is_checked_again(db_url: str) -> None:
    with open_store(db_url) as one, open_store(db_url) as two:
        sid = one.create_session(ultimate_session(*THREE_DEALS))
        checked = one.check(sid, InsertDeal(ult("Aki", 40, 40), at_end=True))
        two.add_deal(sid, ult("Ben", 40, 40))  # another writer, after the check
        applied = one.apply(checked)
        assert applied.position == 4  # after the other writer's deal, not in its place
        assert [d["declarer"] for d in one.session_json(sid)["deals"]][3:] == ["Ben", "Aki"]


def _append(db: str, sid: int, declarer: str, count: int, go: Any, busy: Any) -> None:
    go.wait()
    with open_store(db) as store:
        for bid in range(1, count + 1):
            try:
                store.add_deal(sid, ult(declarer, bid, bid))
            except StorageError:
                busy.value += 1


def test_four_writers_on_a_long_session_all_get_their_deals_in(db_url: str) -> None:
    long_game = [ult(None)] * 1000  # all passed: nobody scores, the game never ends
    with open_store(db_url) as store:
        sid = store.create_session(ultimate_session(*long_game))
    go, writes = fork.Event(), 4
    busy = [fork.RawValue("i", 0) for _ in range(4)]
    writers = [
        fork.Process(target=_append, args=(db_url, sid, who, writes, go, busy[n]))
        for n, who in enumerate(("Aki", "Ben", "Chie", "Aki"))
    ]
    for w in writers:
        w.start()
    go.set()
    for w in writers:
        w.join(120)
        assert w.exitcode == 0
    assert [b.value for b in busy] == [0, 0, 0, 0]  # nobody got "database is busy"
    with open_store(db_url) as store:
        deals = store.session_json(sid)["deals"]
    assert len(deals) == 1000 + 4 * writes
    assert sorted(d["bid"] for d in deals[1000:]) == sorted(list(range(1, writes + 1)) * 4)


# -- 10. a file that cannot be written is read read-only ------------------------------


def _read_and_refuse(db_path: Path, capsys: pytest.CaptureFixture[str], reason: str) -> None:
    db = ["--db", str(db_path)]
    code, out, err = run(capsys, *db, "sessions")
    assert (code, err) == (0, "") and "Aki, Ben, Chie" in out
    code, out, _ = run(capsys, *db, "show", "1")
    assert code == 0 and "Totals: Aki 60, Ben 0, Chie 40" in out
    code, out, _ = run(capsys, *db, "export", "1", "-o", "-")
    assert code == 0 and len(json.loads(out)["deals"]) == 3
    pdf = db_path.parent.parent / "sheet.pdf"  # written elsewhere: the folder is read-only
    code, _, err = run(capsys, *db, "pdf", "1", "-o", str(pdf))
    assert (code, err) == (0, "") and pdf.read_bytes().startswith(b"%PDF")
    code, _, err = run(capsys, *db, "import", str(db_path.with_name("in.json")))
    assert code == 2 and err.count("\n") == 1
    assert err == f"{db_path}: nothing was written: {reason}\n"
    with open_store(str(db_path)) as store:
        assert store.read_only == reason
        with pytest.raises(StorageError, match="nothing was written"):
            store.add_deal(1, ult("Aki", 40, 40))
        # the connection itself is read-only
        with pytest.raises(Exception, match="readonly"), store._engine.begin() as conn:
            conn.exec_driver_sql("DELETE FROM deals")
    assert list_backups(db_path) == []  # and no backup was attempted


def _prepared(db_path: Path) -> None:
    stored_three_deals(db_path)
    db_path.with_name("in.json").write_text(json.dumps(ultimate_session()), encoding="utf-8")


def test_a_read_only_folder_is_read_without_writing(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """As if on a read-only mount: neither the file nor its folder can be written
    (``os.access`` answers so; root's chmod would not stop it writing)."""
    _prepared(db_path)
    real = os.access
    folder = db_path.parent

    def access(path: Any, mode: int, **kw: Any) -> bool:
        if mode & os.W_OK and Path(path) in (db_path, folder):
            return False
        return real(path, mode, **kw)

    monkeypatch.setattr(os, "access", access)
    _read_and_refuse(db_path, capsys, "the file is read-only")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through chmod")
def test_a_file_in_a_chmod_read_only_folder_is_read(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _prepared(db_path)
    db_path.chmod(0o444)
    db_path.parent.chmod(0o555)
    try:
        _read_and_refuse(db_path, capsys, "the file is read-only")
    finally:
        db_path.parent.chmod(0o755)


def test_a_writable_file_in_a_read_only_folder(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _prepared(db_path)
    real = os.access
    folder = db_path.parent

    def access(path: Any, mode: int, **kw: Any) -> bool:
        if mode & os.W_OK and Path(path) == folder:
            return False
        return real(path, mode, **kw)

    monkeypatch.setattr(os, "access", access)
    _read_and_refuse(db_path, capsys, f"its folder {folder} is read-only")


def test_a_partial_backup_left_from_before_is_removed(db_path: Path) -> None:
    stored_three_deals(db_path)
    folder = backup_folder(db_path)
    folder.mkdir()
    old = folder / f"{db_path.stem}-2026-01-01T000000-000000-daily.db.partial"
    fresh = folder / f"{db_path.stem}-2026-01-02T000000-000000-daily.db.partial"
    old.write_bytes(b"")
    fresh.write_bytes(b"")
    os.utime(old, (0, 0))  # long ago; the fresh one may be another process's copy under way
    open_store(str(db_path)).close()  # today's backup
    assert len(list_backups(db_path)) == 1
    assert not old.exists() and fresh.exists()
