"""Text that cannot be encoded, typed or pasted into the window (issue 25): a lone
surrogate is refused naming its field, and nothing typed is lost.

What Qt does: PySide6 drops a lone surrogate where text crosses between Python
and Qt, both ways (checked with PySide6 6.11: ``setText("Zo\\ud800ë")``, a
clipboard holding it, a key event's text all give ``"Zoë"``), so a name pasted
with one normally arrives without it. Another binding, platform or input method
may pass it on; then the core refuses it (``players[1]: not valid text``) where
it would have ended in ``UnicodeEncodeError`` at the database. The tests paste
for real, then hand the form the surrogate Qt would not carry (its field's
``text`` answering with it) to check the refusal.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from scorekeeper.errors import Code
from tests.ui.ui_keys import shortcut, wait_dialog

PLAYERS = ["Aki", "Ben", "Chie", "Dai", "Emi"]


def new_session(qtbot: Any, window: Any) -> Any:
    """Ctrl+N: the new-session form, an Ultimate table of five typed in."""
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = wait_dialog(qtbot, window)
    dialog.game.setCurrentIndex(dialog.game.findData("ultimate"))
    dialog.count.setValue(len(PLAYERS))
    for edit, name in zip(dialog.names, PLAYERS, strict=False):
        QTest.keyClicks(edit, name)
    return dialog


def ok(dialog: Any) -> Any:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_a_surrogate_pasted_into_a_name_never_reaches_the_store_unrefused(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    window = make_window()
    dialog = new_session(qtbot, window)
    QGuiApplication.clipboard().setText("Zo\ud800ë")
    seat = dialog.names[1]
    seat.selectAll()
    seat.paste()
    held = seat.text()
    if "\ud800" in held:  # this binding carried it: refused at the seat
        assert dialog.problem() is not None and dialog.problem().field == "players[1]"
        assert not ok(dialog).isEnabled()
    else:  # PySide6 dropped it: the name as Qt holds it is stored
        assert held == "Zoë" and ok(dialog).isEnabled()
        ok(dialog).click()
        assert window.result().record.players[1] == "Zoë"


def test_a_name_that_is_not_text_is_refused_at_its_seat_and_nothing_is_lost(
    qtbot: Any, make_window: Any, store: Any, messages: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    dialog = new_session(qtbot, window)
    QTest.keyClicks(dialog.note, "Friday")
    seat = dialog.names[1]
    monkeypatch.setattr(seat, "text", lambda: "Zo\ud800")  # what Qt would not carry
    QTest.keyClicks(dialog.names[2], "e")  # any change checks the form again
    error = dialog.problem()
    assert error is not None and (error.field, error.code) == ("players[1]", Code.NOT_TEXT)
    assert dialog.error.text() == "players[1]: not valid text"
    assert seat.styleSheet() != ""  # the seat at fault is outlined
    assert not ok(dialog).isEnabled()
    # nothing typed is lost: the form stays open with every field as typed
    assert dialog.isVisible()
    names = [e.text() for e in dialog.names[: len(PLAYERS)]]
    assert names == ["Aki", "Zo\ud800", "Chiee", "Dai", "Emi"]
    assert dialog.note.text() == "Friday"
    # and a record that got past the form anyway: the store refuses it, writing nothing
    dialog.accept()
    assert messages == [("error", "Cannot create the session", "players[1]: not valid text")]
    assert store.list_sessions() == [] and window.result() is None


def test_a_league_name_that_is_not_text_is_refused_at_its_field(
    qtbot: Any, store: Any, messages: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorekeeper.league.model import parse_league
    from scorekeeper_ui.club.league.editor import LeagueDialog

    def save(raw: Any) -> None:  # as the league window saves (ui/club/league/window.py)
        store.save_league(parse_league(dict(raw)))

    dialog = LeagueDialog(None, ["Pub"], save)
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.keyClicks(dialog.name, "Tavasz")
    monkeypatch.setattr(dialog.name, "text", lambda: "Tav\ud800")  # what Qt would not carry
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible()  # the form stays, as typed
    assert dialog.errors["name"].isVisibleTo(dialog)
    assert dialog.errors["name"].text() == "not valid text"
    assert dialog.name.styleSheet() != ""
    assert store.leagues() == [] and messages == []


def test_a_person_renamed_to_what_is_not_text_keeps_the_form_as_typed(
    qtbot: Any, make_window: Any, store: Any, messages: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Club ▸ Players…, F2: the store refuses the name (``name: not valid text``);
    the form says so with the name outlined and stays open as typed (before, it
    closed and what was typed was gone). The same for a name another person has."""
    from tests.ui.club.test_players import open_players, wait_editor
    from tests.ui.ui_keys import press, type_text

    store.create_session(
        {"game": "ulti", "players": ["Bela", "Csaba", "Dóra"], "first_dealer": "Dóra"}
    )
    before = store.people()
    window = make_window()
    dialog = open_players(qtbot, window)
    press(qtbot, Qt.Key.Key_F2)  # Bela, the first row
    editor = wait_editor(qtbot, dialog)
    type_text(qtbot, editor.note, "Pécs")
    monkeypatch.setattr(editor.name, "text", lambda: "Bé\ud800la")  # what Qt would not carry
    editor.accept()
    assert editor.isVisible() and editor.error.text() == "name: not valid text"
    assert editor.name.styleSheet() != "" and editor.note.text() == "Pécs"
    monkeypatch.setattr(editor.name, "text", lambda: "Csaba")  # another person's name
    editor.note.clear()  # and note
    editor.accept()
    assert editor.isVisible() and editor.error.text().startswith("name: ")
    assert store.people() == before and messages == []
    monkeypatch.setattr(editor.name, "text", lambda: "Béla")
    type_text(qtbot, editor.note, "Pécs")
    editor.accept()
    assert not editor.isVisible()
    assert [p.name for p in store.people()] == ["Béla", "Csaba", "Dóra"]
