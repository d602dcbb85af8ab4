"""Deleting and archiving a session from the welcome screen by keys, and undoing it:
the session comes back with its id, its created time and its deals."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.session.store import SessionInfo
from tests.ui.ui_keys import focused, press, shortcut

ULT = {"declarer": "Aki", "bid": 45, "trump": "spades", "result": {"declarer_points": 52}}


def session(*deals: dict, first_dealer: str = "Chie") -> dict:
    return {
        "game": "ultimate",
        "players": ["Aki", "Ben", "Chie"],
        "first_dealer": first_dealer,
        "deals": list(deals),
    }


def listed(window) -> list[int]:
    model = window.welcome.model
    return [model.session_id(r) for r in range(model.rowCount())]


def on_list(qtbot, window) -> None:
    """The welcome screen's list has the keyboard focus, as after start."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    window.welcome.recent.setFocus()
    assert focused() is window.welcome.recent


def infos(store) -> dict[int, SessionInfo]:
    return {i.id: i for i in store.list_sessions()}


def test_delete_from_the_welcome_list_and_undo(qtbot, make_window, store, messages):
    old = store.create_session(session(ULT, ULT))
    new = store.create_session(session(ULT))
    before, stored = store.session_json(old), infos(store)[old]
    window = make_window()
    on_list(qtbot, window)
    assert listed(window) == [new, old]
    press(qtbot, Qt.Key.Key_Down)  # the older session, with 2 deals
    press(qtbot, Qt.Key.Key_Delete)
    assert messages[-1][0] == "confirm" and "2 deals" in messages[-1][2]
    assert listed(window) == [new] and old not in infos(store)
    assert window.notes.undo_button.isVisible()
    shortcut(qtbot, window, Qt.Key.Key_Z)  # Ctrl+Z
    assert listed(window) == [new, old]
    assert store.session_json(old) == before
    assert infos(store)[old] == stored  # same id, created time, deals
    assert window.welcome.recent.currentIndex().row() == 1  # selected again
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    shortcut(qtbot, window, Qt.Key.Key_Z, redo)
    assert listed(window) == [new]  # redone


def test_delete_refused_when_the_player_says_no(qtbot, make_window, store, messages):
    sid = store.create_session(session(ULT))
    window = make_window()
    on_list(qtbot, window)
    messages.answer = False
    press(qtbot, Qt.Key.Key_Delete)
    assert listed(window) == [sid] and not window.undo_stack.canUndo()


def test_an_empty_session_is_deleted_without_asking(qtbot, make_window, store, messages):
    store.create_session(session())
    window = make_window()
    on_list(qtbot, window)
    press(qtbot, Qt.Key.Key_Delete)
    assert listed(window) == [] and messages == []


def test_delete_the_open_session_from_the_session_menu(qtbot, make_window, store, messages):
    sid = store.create_session(session(ULT))
    window = make_window()
    window.open_session(sid)
    window.menu_actions["delete_session"].trigger()
    assert window.session_id() is None and listed(window) == []
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert listed(window) == [sid] and len(store.session_json(sid)["deals"]) == 1


def test_archive_leaves_the_list_and_show_archived_brings_it_back(qtbot, make_window, store):
    old = store.create_session(session(ULT))
    new = store.create_session(session())
    window = make_window()
    window.archive_session(old)
    assert listed(window) == [new] and infos(store)[old].archived
    assert not window.welcome.show_archived.isHidden()
    window.welcome.show_archived.setChecked(True)
    assert listed(window) == [new, old]
    assert "archived" in window.welcome.model.index(1, 4).data()
    window.welcome.show_archived.setChecked(False)
    shortcut(qtbot, window, Qt.Key.Key_Z)  # undo: unarchived
    assert listed(window) == [new, old] and not infos(store)[old].archived


def test_delete_from_the_open_dialog(qtbot, make_window, store, messages):
    first = store.create_session(session(ULT))
    second = store.create_session(session())
    window = make_window()
    shortcut(qtbot, window, Qt.Key.Key_O)
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: focused() is dialog.view)
    press(qtbot, Qt.Key.Key_Delete)  # the newest: no deals, no question
    assert [dialog.model.session_id(r) for r in range(dialog.model.rowCount())] == [first]
    assert list(infos(store)) == [first] and second not in infos(store)
    dialog.reject()


def test_delete_after_the_open_dialog_closed(qtbot, make_window, store, messages):
    """The Open dialog is deleted when it closes; a session deleted or archived later
    refreshes the welcome list, not the dialog that is gone (it crashed the window)."""
    kept = store.create_session(session(ULT))
    gone = store.create_session(session())
    window = make_window()
    window.choose_session()  # Ctrl+O
    dialog = window.dialog
    dialog.reject()
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog))  # deleteLater has run
    window.archive_session(kept)
    window.delete_session(gone)
    assert infos(store)[kept].archived and gone not in infos(store)
    assert kept not in listed(window)  # the welcome list hides an archived session
