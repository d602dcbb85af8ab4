"""Deleting a session and putting it back (undo), archiving and unarchiving it.

A session put back is the one deleted: same id, same ``created_at``, the same
record (``session_json``) deal for deal, and a version after the one it had, so a
window that showed it notices and reloads. Archiving files a session away without
changing its record or its version.
"""

from __future__ import annotations

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import SessionNotFoundError
from scorekeeper.storage.store import Store
from tests.storage.storage_records import THREE_DEALS, ult, ultimate_session


def test_a_deleted_session_comes_back_exactly(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS, place="Turku", table_number=3))
    store.add_deal(sid, ult("Aki", 30, 40))  # version 2
    before = store.session_json(sid)
    info = store.list_sessions()[0]
    version = store.version(sid)
    removed = store.remove_session(sid)
    assert store.list_sessions() == []
    with pytest.raises(SessionNotFoundError):
        store.session_json(sid)
    assert store.restore_session(removed) == sid
    assert store.session_json(sid) == before
    assert store.list_sessions()[0] == info
    assert store.version(sid) == version + 1
    # Made 45, missed 30 (Aki, Chie +15), made 25, made 30: Aki 90, Ben 0, Chie 40.
    assert dict(store.result(sid).totals) == {"Aki": 90, "Ben": 0, "Chie": 40}
    store.add_deal(sid, ult("Ben", 20, 20))  # deals of the session put back can be added to
    assert len(store.session_json(sid)["deals"]) == 5


def test_a_deleted_session_whose_id_was_taken_comes_back_under_a_new_one(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    removed = store.remove_session(sid)
    other = store.create_session(ultimate_session(ult("Ben", 10, 10)))  # SQLite: the same id
    back = store.restore_session(removed)
    assert store.session_json(back) == removed.record
    assert len(store.session_json(other)["deals"]) == 1  # the newer session is untouched
    assert {i.id for i in store.list_sessions()} == {back, other}


def test_archive_hides_and_unarchive_brings_back(store: Store) -> None:
    old = store.create_session(ultimate_session(*THREE_DEALS))
    new = store.create_session(ultimate_session())
    record, version = store.session_json(old), store.version(old)
    store.archive_session(old, True)
    assert [(i.id, i.archived) for i in store.list_sessions()] == [(new, False), (old, True)]
    assert (store.session_json(old), store.version(old)) == (record, version)
    removed = store.remove_session(old)  # deleting an archived session keeps the mark
    store.restore_session(removed)
    assert store.list_sessions()[1].archived
    store.archive_session(old, False)
    assert not store.list_sessions()[1].archived


def test_cli_marks_archived_sessions(
    store: Store, db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    store.archive_session(sid, True)
    store.close()
    assert main(["--db", db_url, "sessions"]) == 0
    assert "archived" in capsys.readouterr().out
    assert main(["--db", db_url, "sessions", "--hide-archived"]) == 0
    assert capsys.readouterr().out.strip() == "no sessions to list (1 archived)"
