"""Issue 16: an emptied or missing database beside backups: the window offers to
restore the newest backup (``ui.app.run``), and on no leaves the file as it is."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.storage import open_store
from scorekeeper.storage.backup import make_backup
from scorekeeper_ui.app import startup as app

SESSION = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [{"declarer": "Aki", "bid": 30, "trump": "hearts", "result": {"declarer_points": 35}}],
}


def emptied(tmp_path: Path) -> tuple[Path, Path]:
    db = tmp_path / "scorekeeper.db"
    with open_store(str(db)) as store:
        store.create_session(SESSION)
    newest = make_backup(db, "daily")
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    db.write_bytes(b"")
    return db, newest


def test_the_window_offers_the_newest_backup_and_restores_it(tmp_path, messages):
    db, newest = emptied(tmp_path)
    store = app.open_or_restore(str(db))
    try:
        assert store is not None
        assert [s.id for s in store.list_sessions()] == [1]
    finally:
        store.close()
    kind, _title, text = messages[0]
    assert kind == "confirm" and "empty" in text and newest.name in text
    assert len(messages) == 1


def test_declining_the_offer_opens_nothing_and_writes_nothing(tmp_path, messages, qapp):
    db, newest = emptied(tmp_path)
    messages.answer = False
    assert app.run(str(db)) == 2  # the window is shown, then the offer, then the end
    assert db.read_bytes() == b""
    assert [m[0] for m in messages] == ["confirm"]
    assert newest.name in messages[0][2]


def test_the_first_start_opens_with_no_question(tmp_path, messages):
    store = app.open_or_restore(str(tmp_path / "new" / "scorekeeper.db"))
    try:
        assert store is not None and store.list_sessions() == []
    finally:
        store.close()
    assert messages == []


def test_accepting_the_offer_in_the_running_app_opens_the_restored_file(
    tmp_path, messages, monkeypatch, qapp
):
    db, newest = emptied(tmp_path)
    monkeypatch.setenv("SCOREKEEPER_EXIT_AFTER", "ready")  # end once the welcome is filled
    assert app.run(str(db)) == 0
    assert [m[0] for m in messages] == ["confirm"] and newest.name in messages[0][2]
    with open_store(str(db)) as store:
        assert [s.id for s in store.list_sessions()] == [1]
