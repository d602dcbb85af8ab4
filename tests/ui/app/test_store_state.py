"""The window tells what the store met on opening: a read-only database is shown and
read, with every writing action off (writes would be refused in one line anyway); a
warning (today's backup could not be written) is said once, after the window is up."""

from __future__ import annotations

SESSION = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [{"declarer": "Aki", "bid": 40, "trump": "hearts", "result": {"declarer_points": 50}}],
}


def test_a_read_only_database_is_shown_with_its_writing_actions_off(make_window, store):
    session = store.create_session(SESSION)
    store.read_only = "the file is read-only"
    window = make_window()
    assert "read-only: the file is read-only" in window.windowTitle()
    assert not window.menu_actions["new_session"].isEnabled()
    assert not window.menu_actions["import_json"].isEnabled()
    window.open_session(session)
    window.page.table.selectRow(0)
    assert window.result() is not None and len(window.result().rows) == 1
    assert window.menu_actions["export_pdf"].isEnabled()  # reading and printing still work
    for name in ("new_deal", "insert_deal", "edit_deal", "delete_deal"):
        assert not window.menu_actions[name].isEnabled(), name


def test_a_warning_from_opening_is_said_once(make_window, store, messages, qtbot):
    store.warnings = ("scorekeeper.sqlite: today's backup could not be written (disk full)",)
    make_window()
    qtbot.waitUntil(lambda: len(messages) == 1)
    kind, _title, text = messages[0]
    assert kind == "info" and "backup could not be written" in text


def test_a_restore_cut_short_is_finished_at_the_open_and_said_once(
    tmp_path, make_window, messages, qtbot
):
    """A restore killed after its journal was written (nothing renamed yet): the
    window's open finishes it (the backup is in place) and says so once, as it
    says any warning from opening (``docs/storage.md``, "Restoring, step by step")."""
    from scorekeeper.host.files import write_text_atomic
    from scorekeeper.storage import open_store
    from scorekeeper.storage.backup import make_backup
    from scorekeeper.storage.restoring import Journal, journal_path, stage
    from scorekeeper_ui.app.startup import open_default_store

    db = tmp_path / "club.sqlite"
    with open_store(str(db)) as store:
        store.create_session(SESSION)
    backup = make_backup(db, "daily")
    with open_store(str(db)) as store:
        store.create_session(SESSION)
    staged = stage(db, backup)
    decided = Journal(staged.name, f"{db.name}.replaced-2026-11-27T101010", backup.name)
    write_text_atomic(journal_path(db), decided.text())
    opened = open_default_store(str(db))
    try:
        make_window(store=opened)
        qtbot.waitUntil(lambda: len(messages) == 1)
        kind, _title, text = messages[0]
        assert kind == "info" and f"a restore from {backup.name} was interrupted" in text
        assert "it was finished" in text and "club.sqlite.replaced-2026-11-27T101010" in text
        assert [s.id for s in opened.list_sessions()] == [1]  # the backup's one session
    finally:
        opened.close()
