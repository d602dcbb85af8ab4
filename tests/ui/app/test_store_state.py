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
