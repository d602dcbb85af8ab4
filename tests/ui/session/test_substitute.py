"""Session ▸ Substitute a player… by keys (``ui/session/substitute.py``): who leaves, the
newcomer's name, Enter; then a deal the newcomer declares. The seat keeps its place
(and its race score, in a race game); the totals name everyone who played; one
Ctrl+Z takes the change back. Numbers worked by hand from docs/rules/ultimate.md."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.app.test_evening_by_keys import banner, new_deal, sheet_row, start_session
from tests.ui.ui_keys import enter, focused, shortcut, tab_to, type_in, type_text, wait_dialog


def substitute(qtbot, window, leaver_keys: str, newcomer: str):
    shortcut(qtbot, window, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier
             | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    dialog = wait_dialog(qtbot, window)
    tab_to(qtbot, dialog.leaver)
    qtbot.keyClicks(focused(), leaver_keys)
    tab_to(qtbot, dialog.newcomer)
    type_text(qtbot, dialog.newcomer, newcomer)
    return dialog


def test_a_newcomer_takes_the_seat_and_declares(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Ultim", ["Aki", "Ben", "Chie", "Dai"])
    # Deal 1, Dai deals, Aki declares 45 and takes 52 ≥ 45 → Aki +45.
    d = new_deal(qtbot, window)
    type_in(qtbot, [(d.editor.form.bid, ["45"]), (d.editor.form.points, ["52"])])
    enter(qtbot, d)
    # Aki leaves, Emi takes his seat from deal 2: the rotation passes by seat, so
    # Emi (in Aki's seat, after Dai) deals deal 2.
    dialog = substitute(qtbot, window, "A", "Emi")
    assert dialog.change() == {"from_deal": 2, "out": "Aki", "in": "Emi"}
    enter(qtbot, dialog)
    assert window.result().next_dealer == "Emi"
    assert banner(window) == {"Emi": 45, "Ben": 0, "Chie": 0, "Dai": 0}  # the seat's score
    # Deal 2: Emi declares 60 and takes 70 ≥ 60 → Emi +60; the seat has 45 + 60 = 105.
    d = new_deal(qtbot, window)
    f = d.editor.form
    assert d.editor.dealer_box.currentText() == "Emi"
    tab_to(qtbot, f.declarer)
    qtbot.keyClicks(focused(), "E")
    type_in(qtbot, [(f.bid, ["60"]), (f.points, ["70"])])
    enter(qtbot, d)
    assert banner(window) == {"Emi": 105, "Ben": 0, "Chie": 0, "Dai": 0}
    # Session totals per person: Aki's 45 stays his, Emi's own deals give her 60.
    assert dict(window.result().totals) == {"Aki": 45, "Ben": 0, "Chie": 0, "Dai": 0, "Emi": 60}
    sheet = window.page.model.sheet()
    assert sheet.players[0] == "Aki → Emi"
    # the deal of the change is marked in its Result cell (and its tooltip)
    assert sheet_row(window, 1)[4] == (
        "70: made — Emi takes Aki's seat and plays on with the seat's score"
    )
    assert [t.player for t in sheet.totals] == ["Aki", "Ben", "Chie", "Dai", "Emi"]
    assert "Emi" in window.windowTitle() and "Aki" not in window.windowTitle()
    # Ctrl+Z twice: the deal, then the substitution; Aki is back in his seat.
    shortcut(qtbot, window, Qt.Key.Key_Z)
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert window.result().record.substitutions == ()
    assert banner(window) == {"Aki": 45, "Ben": 0, "Chie": 0, "Dai": 0}
    assert "substitutions" not in window.store().session_json(window.session_id())


def test_a_name_already_at_the_table_is_refused_in_the_dialog(qtbot, make_window, messages):
    window = make_window()
    start_session(qtbot, window, "Ultim", ["Aki", "Ben", "Chie", "Dai"])
    d = new_deal(qtbot, window)
    type_in(qtbot, [(d.editor.form.bid, ["45"]), (d.editor.form.points, ["52"])])
    enter(qtbot, d)
    dialog = substitute(qtbot, window, "B", "Chie")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert dialog.isVisible()  # stays open, says why, nothing written
    assert dialog.error.text() == "substitutions[0].in: Chie is already at the table at deal 2"
    assert window.result().record.substitutions == ()
    assert window.undo_stack.count() == 1  # the deal only
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)  # Cancel: nothing written
    assert not dialog.isVisible() and window.undo_stack.count() == 1


def test_option_the_newcomer_starts_the_race_at_zero(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Ultim", ["Aki", "Ben", "Chie", "Dai"])
    # Deal 1, Dai deals, Aki declares 45 and takes 52 → Aki +45.
    d = new_deal(qtbot, window)
    type_in(qtbot, [(d.editor.form.bid, ["45"]), (d.editor.form.points, ["52"])])
    enter(qtbot, d)
    dialog = substitute(qtbot, window, "A", "Emi")
    assert dialog.from_zero.isVisible()  # Ultimate: a race without partners
    type_in(qtbot, [(dialog.from_zero, [Qt.Key.Key_Space])])
    assert dialog.change()["race_score"] == "zero"
    tab_to(qtbot, dialog.newcomer)
    enter(qtbot, dialog)
    # Emi starts the race at 0; Aki's 45 stays his in the session's totals.
    assert banner(window) == {"Emi": 0, "Ben": 0, "Chie": 0, "Dai": 0}
    assert dict(window.result().totals) == {"Aki": 45, "Ben": 0, "Chie": 0, "Dai": 0, "Emi": 0}


def test_no_race_option_in_ulti(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "", ["Anna", "Béla", "Csaba", "Dóra"])
    dialog = substitute(qtbot, window, "B", "Zoli")
    assert not dialog.from_zero.isVisible()
    assert dialog.change() == {"from_deal": 1, "out": "Béla", "in": "Zoli"}
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    # no deal yet: the change could only be from deal 1, which is a new seating
    assert dialog.isVisible()
    assert dialog.error.text() == (
        "substitutions[0].from_deal: there is no deal yet: before the first deal, "
        "change the seating instead"
    )
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_team_game_the_table_view_shows_the_team_now_seated(qtbot):
    """docs/rules/huutopussi.md worked check: Aino & Helmi 95 + last trick 20 = 115 ≥
    contract 100 → +100 each, Eero & Onni 140 − 95 = 45 → +45 each. From deal 2 Zoli
    takes Aino's seat: he plays on with his team's 100 (Helmi still has it too)."""
    from test_table_view import HUUTOPUSSI

    from scorekeeper.session.replay import replay_json
    from scorekeeper.sheet import score_sheet
    from scorekeeper_ui.session.table_view import TableView

    record = HUUTOPUSSI | {"substitutions": [{"from_deal": 2, "out": "Aino", "in": "Zoli"}]}
    sheet = score_sheet(replay_json(record))
    assert sheet.side_scores == (("Zoli & Helmi", 100), ("Eero & Onni", 45))
    view = TableView()
    qtbot.addWidget(view)
    view.set_sheet(sheet)
    assert {side: label.text() for side, label in view.totals.items()} == {
        "Zoli & Helmi": "100",
        "Eero & Onni": "45",
    }
    assert view.status.text().startswith("Next dealer: Zoli")  # Onni dealt; Aino's seat is next
