"""Club ▸ Players… (``ui/club/players.py``) and the choice of one of two people of the
same name in the new-session dialog (``ui/session/fields/seating.py``), by keys (issue 12)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.app.test_evening_by_keys import start_session
from tests.ui.ui_keys import enter, focused, press, shortcut, tab_to, type_text, wait_dialog


def table(*players: str) -> dict:
    return {"game": "ulti", "players": list(players), "first_dealer": players[-1], "deals": []}


def person(store, name: str, note: str = ""):
    found = [p for p in store.people() if (p.name, p.note) == (name, note)]
    assert len(found) == 1, store.people()
    return found[0]


def open_players(qtbot, window):
    window.menu_actions["players"].trigger()
    return wait_dialog(qtbot, window)


def wait_editor(qtbot, dialog):
    """The form the Players dialog opened last, shown and holding the focus."""
    editor = dialog.editor
    assert editor is not None
    qtbot.waitExposed(editor)
    editor.activateWindow()
    qtbot.waitUntil(lambda: editor.isAncestorOf(QApplication.focusWidget() or editor))
    return editor


def column(dialog, c: int) -> list[str]:
    model = dialog.model
    return [model.index(r, c).data() for r in range(model.rowCount())]


def test_players_model(qtmodeltester, store) -> None:
    from scorekeeper_ui.club.players import PeopleModel

    store.create_session(table("Anna", "Béla", "Csaba"))
    model = PeopleModel()
    model.set_people(store.people())
    qtmodeltester.check(model)


def test_rename_with_a_note_by_keys(qtbot, make_window, store, messages) -> None:
    sid = store.create_session(table("Bela", "Csaba", "Dóra"))
    window = make_window()
    dialog = open_players(qtbot, window)
    assert column(dialog, 0) == ["Bela", "Csaba", "Dóra"]
    assert column(dialog, 2) == ["1", "1", "1"]
    press(qtbot, Qt.Key.Key_F2)  # Bela, the first row, is selected
    editor = wait_editor(qtbot, dialog)
    assert focused() is editor.name  # its text selected: typing replaces it
    type_text(qtbot, editor.name, "Béla")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, focused(), "Pécs")
    enter(qtbot, editor)
    bela = person(store, "Béla", "Pécs")
    assert bela.former == ("Bela",)
    assert (column(dialog, 0)[0], column(dialog, 1)[0]) == ("Béla", "Pécs")
    assert store.session_json(sid)["players"][0] == "Bela"  # as written that evening
    assert messages == []
    # The next new session suggests the new name.
    dialog.reject()
    shortcut(qtbot, window, Qt.Key.Key_N)
    form = wait_dialog(qtbot, window)
    suggested = form.seating.names[0].completer().model()
    names = [suggested.index(r, 0).data() for r in range(suggested.rowCount())]
    assert "Béla" in names and "Bela" not in names


def test_merge_by_keys(qtbot, make_window, store, messages) -> None:
    first = store.create_session(table("Bela", "Csaba", "Dóra"))
    store.create_session(table("Béla", "Csaba", "Eero"))
    window = make_window()
    dialog = open_players(qtbot, window)
    assert column(dialog, 0)[:2] == ["Bela", "Béla"]
    press(qtbot, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # merge Bela into…
    editor = wait_editor(qtbot, dialog)
    assert focused() is editor.into and editor.into.currentText() == "Béla (sessions: 1)"
    enter(qtbot, editor)
    assert messages[0][:2] == ("confirm", "Merge players")
    assert "Merge Bela into Béla?" in messages[0][2]
    keep = person(store, "Béla")
    assert (keep.sessions, keep.former) == (2, ("Bela",))
    assert store.people_of(first)["Bela"].uuid == keep.uuid
    assert column(dialog, 0) == ["Béla", "Csaba", "Dóra", "Eero"]


def test_a_refused_merge_says_why_and_changes_nothing(qtbot, make_window, store, messages) -> None:
    store.create_session(table("Anna", "Anne", "Csaba"))
    before = store.people()
    window = make_window()
    dialog = open_players(qtbot, window)
    press(qtbot, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # Anna into Anne
    editor = wait_editor(qtbot, dialog)
    enter(qtbot, editor)
    assert [m[:2] for m in messages] == [
        ("confirm", "Merge players"),
        ("error", "The players were not merged"),
    ]
    assert "both played in session 1: they are two people" in messages[1][2]
    assert store.people() == before


def test_the_second_anna_is_chosen_at_the_seat(qtbot, make_window, store, messages) -> None:
    store.create_session(table("Anna", "Béla", "Csaba"))
    oulu = person(store, "Anna").uuid
    store.set_note(oulu, "Oulu")
    store.create_session(table("Anna", "Dóra", "Eero"))  # another Anna, no note
    other = person(store, "Anna").uuid
    window = make_window()
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = wait_dialog(qtbot, window)
    seating = dialog.seating
    tab_to(qtbot, seating.names[0])
    type_text(qtbot, seating.names[0], "Anna")
    choice = seating.choices[0]
    assert choice.isVisible()
    assert [choice.itemText(k) for k in range(choice.count())] == ["Anna", "Anna \u2014 Oulu"]
    tab_to(qtbot, choice)
    press(qtbot, Qt.Key.Key_Down)  # Anna from Oulu
    # (the last name is new: Enter under a suggestion list is another test's matter)
    for edit, name in zip(seating.names[1:4], ["Béla", "Csaba", "Fanni"], strict=True):
        tab_to(qtbot, edit)
        type_text(qtbot, edit, name)
    assert not any(c.isVisible() for c in seating.choices[1:])  # one person each
    assert dialog.people() == {"Anna": oulu}
    enter(qtbot, dialog)
    sid = window.session_id()
    assert sid is not None
    assert store.people_of(sid)["Anna"].uuid == oulu != other
    assert person(store, "Anna", "Oulu").sessions == 2


def test_one_person_of_a_name_adds_no_step(qtbot, make_window, store) -> None:
    store.create_session(table("Anna", "Béla", "Csaba"))
    window = make_window()
    start_session(qtbot, window, "", ["Anna", "Béla", "Csaba", "Dóra"])
    sid = window.session_id()
    assert store.people_of(sid)["Anna"].uuid == person(store, "Anna").uuid
    assert person(store, "Anna").sessions == 2
