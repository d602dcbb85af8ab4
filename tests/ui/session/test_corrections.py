"""Corrections: edit, insert and delete past deals with the keyboard, undo and
redo all of it, and find every change saved in the database at once.

The session (Ultimate, docs/rules/ultimate.md "Scoring one deal": made → declarer
+bid; missed → each defender +⌊bid / 2⌋):
  deal 1, Dai deals:  Aki bids 45, takes 52  → Aki +45
  deal 2, Aki deals:  Ben bids 60, takes 40  → Aki, Chie, Dai +30
  deal 3, Ben deals:  Chie bids 80, takes 85 → Chie +80
  totals: Aki 75, Ben 0, Chie 110, Dai 30
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from scorekeeper.errors import RecordError
from scorekeeper.session.store import InsertDeal
from scorekeeper.storage import open_store
from tests.ui.ui_keys import enter, press, shortcut, tab_to, type_in, wait_dialog

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
SESSION = {
    "game": "ultimate",
    "players": PLAYERS,
    "first_dealer": "Dai",
    "stake": {"per_point": 1, "currency": "chips", "mode": "per-point"},
    "deals": [
        {"declarer": "Aki", "bid": 45, "trump": "spades", "result": {"declarer_points": 52}},
        {"declarer": "Ben", "bid": 60, "trump": "hearts", "result": {"declarer_points": 40}},
        {"declarer": "Chie", "bid": 80, "trump": "clubs", "result": {"declarer_points": 85}},
    ],
}


def totals(window) -> dict[str, int]:
    return dict(window.result().totals)


@pytest.fixture
def window(qtbot, make_window, store):
    w = make_window()
    w.open_session(store.create_session(SESSION))
    assert totals(w) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 30}
    assert w.page.current_row() == 2  # the last deal is selected
    qtbot.waitUntil(w.page.table.hasFocus)  # the sheet has the keyboard
    return w


def test_edit_a_past_deal_then_undo_and_redo(qtbot, window, store, tmp_path):
    press(qtbot, Qt.Key.Key_Up)  # deal 2
    press(qtbot, Qt.Key.Key_Return)
    d = wait_dialog(qtbot, window)
    assert d.editor.form.bid.text() == "60" and d.editor.dealer() == "Aki"
    type_in(qtbot, [(d.editor.form.points, [Qt.Key.Key_Backspace, Qt.Key.Key_Backspace, "60"])])
    enter(qtbot, d)
    # Deal 2 corrected: Ben takes 60 ≥ 60 → Ben +60, nobody else scores.
    # Aki 45, Ben 60, Chie 80, Dai 0; deal 3 is replayed after it.
    assert totals(window) == {"Aki": 45, "Ben": 60, "Chie": 80, "Dai": 0}
    assert window.page.banner.totals["Ben"].text() == "60"
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert totals(window) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 30}
    shortcut(
        qtbot,
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert totals(window) == {"Aki": 45, "Ben": 60, "Chie": 80, "Dai": 0}
    # Saved at once: a second connection to the same database sees the correction.
    other = open_store(str(tmp_path / "scorekeeper.sqlite"))
    try:
        assert dict(other.result(window.session_id()).totals) == totals(window)
    finally:
        other.close()


def test_insert_a_forgotten_deal_moves_the_dealers_along(qtbot, window):
    # Before deal 3 (Ben dealt it): Dai bids 30 and takes 10 → Aki, Ben, Chie +15.
    shortcut(qtbot, window, Qt.Key.Key_Insert, Qt.KeyboardModifier.NoModifier)
    d = wait_dialog(qtbot, window)
    assert d.editor.dealer() == "Ben"
    f = d.editor.form
    type_in(qtbot, [(f.declarer, ["D"]), (f.bid, ["30"]), (f.points, ["10"])])
    enter(qtbot, d)
    result = window.result()
    assert [r.deal.table.dealer for r in result.rows] == ["Dai", "Aki", "Ben", "Chie"]
    assert totals(window) == {"Aki": 75 + 15, "Ben": 15, "Chie": 110 + 15, "Dai": 30}
    assert result.next_dealer == "Dai"
    assert window.page.current_row() == 2  # the inserted deal is selected


def test_delete_asks_first_and_undo_brings_it_back(qtbot, window, messages):
    for _ in range(2):
        press(qtbot, Qt.Key.Key_Up)  # deal 1
    messages.answer = False
    press(qtbot, Qt.Key.Key_Delete)
    assert messages[-1][0] == "confirm" and len(window.result().rows) == 3
    messages.answer = True
    press(qtbot, Qt.Key.Key_Delete)
    # Without deal 1 (Aki +45): Aki 30, Ben 0, Chie 110, Dai 30.
    assert totals(window) == {"Aki": 30, "Ben": 0, "Chie": 110, "Dai": 30}
    window.menu_actions["undo"].trigger()
    assert totals(window) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 30}
    assert window.result().rows[0].outcome.summary.declarer == "Aki"


def test_an_invalid_change_is_refused_before_it_reaches_the_stack(qtbot, window, store, messages):
    bad = {"declarer": "Zed", "bid": 45, "trump": "spades", "result": {"declarer_points": 52}}
    with pytest.raises(RecordError) as err:
        store.check(window.session_id(), InsertDeal(bad, at_end=True))
    assert err.value.field == "deals[3].declarer"
    window.deals.push_add(bad)
    assert window.undo_stack.count() == 0
    assert messages[-1][0] == "error" and "deals[3].declarer" in messages[-1][2]
    assert len(store.session_json(window.session_id())["deals"]) == 3  # nothing written


def test_tab_reaches_every_field_of_the_edit_dialog(qtbot, window):
    press(qtbot, Qt.Key.Key_Return)
    d = wait_dialog(qtbot, window)
    tab_to(qtbot, d.editor.form.points)
    press(qtbot, Qt.Key.Key_Escape)
    assert d.result() == d.DialogCode.Rejected
    assert len(window.result().rows) == 3


def test_a_dealer_typed_against_the_rotation_survives_an_edit(qtbot, make_window, store):
    # Deal 2 was dealt by Ben although the rotation says Aki: the replay warns, and
    # correcting its points must not quietly put it back in the rotation.
    session = json.loads(json.dumps(SESSION))
    session["deals"][1]["dealer"] = "Ben"
    window = make_window()
    window.open_session(store.create_session(session))
    assert window.page.model.index(1, 0).data() == "2 !"
    qtbot.waitUntil(window.page.table.hasFocus)
    press(qtbot, Qt.Key.Key_Up)
    press(qtbot, Qt.Key.Key_Return)
    d = wait_dialog(qtbot, window)
    assert d.editor.dealer() == "Ben"
    type_in(qtbot, [(d.editor.form.points, [Qt.Key.Key_Backspace, Qt.Key.Key_Backspace, "41"])])
    enter(qtbot, d)
    stored = store.session_json(window.session_id())["deals"][1]
    assert stored["dealer"] == "Ben" and stored["result"] == {"declarer_points": 41}


def test_after_a_zusammenwerfen_the_same_dealer_deals_again(qtbot, make_window, store):
    # docs/rules/zwanzigerrufen.md "Contracts": the deal is not scored and the same dealer
    # deals again.
    session = {
        "game": "zwanzigerrufen",
        "players": ["Franz", "Gerti", "Hans", "Ilse"],
        "first_dealer": "Ilse",
        "deals": [{"thrown_in": True}],
    }
    window = make_window()
    window.open_session(store.create_session(session))
    shortcut(qtbot, window, Qt.Key.Key_D)
    d = wait_dialog(qtbot, window)
    assert d.editor.dealer() == "Ilse"
    qtbot.keyClick(d, Qt.Key.Key_Escape)
