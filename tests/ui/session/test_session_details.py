"""Session details by keys (Ctrl+Shift+E, ``ui/session/details.py``): a player
renamed and the rename undone, a house rule changed from the next deal on and
marked on the sheet, the stake changed; each change one step of the undo stack."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.ui.screens import EXAMPLES, on_screen
from tests.ui.ui_keys import (
    enter,
    focused,
    from_first,
    press,
    screen_order,
    shortcut,
    tab_cycle,
    tab_to,
    type_in,
    type_text,
    wait_dialog,
)

PLAYERS = ["Aino", "Eero", "Helmi", "Onni"]
# Onni deals; Aino (with Helmi) declares 100 and takes 140 card points, the last trick
# and eight tricks; Eero and Onni take one trick of no card points.
LAPARI = {
    "declarer": "Aino",
    "bid": 100,
    "contract": 100,
    "result": {"card_points": [140, 0], "last_trick": 0, "tricks": [8, 1], "marriages": []},
}


@pytest.fixture
def session(store):
    return store.create_session(
        {
            "game": "huutopussi",
            "players": PLAYERS,
            "first_dealer": "Onni",
            "stake": {"per_point": 1, "currency": "EUR", "mode": "per-game"},
            "deals": [LAPARI],
        }
    )


def open_details(qtbot, window):
    shortcut(
        qtbot,
        window,
        Qt.Key.Key_E,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    return wait_dialog(qtbot, window)


def banner(window) -> dict[str, int]:
    return {
        p: int(label.text().replace("−", "-")) for p, label in window.page.banner.totals.items()
    }


def test_rename_then_undo_and_redo(qtbot, make_window, session, store):
    window = make_window()
    window.open_session(session)
    dialog = open_details(qtbot, window)
    assert focused() is dialog.names[0]
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, focused(), "Aina")
    enter(qtbot, dialog)
    assert window.result().record.players == ("Aina", "Eero", "Helmi", "Onni")
    assert store.session_json(session)["deals"][0]["declarer"] == "Aina"
    # deal 1 under the default läpäri on 0 points: Aina & Helmi +100, the others −100
    assert banner(window) == {"Aina & Helmi": 100, "Eero & Onni": -100}
    assert window.page.model.headerData(5, Qt.Orientation.Horizontal) == "Aina"
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert window.result().record.players == tuple(PLAYERS)
    assert store.session_json(session)["deals"][0]["declarer"] == "Aino"
    assert banner(window) == {"Aino & Helmi": 100, "Eero & Onni": -100}
    shortcut(
        qtbot,
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.result().record.players[0] == "Aina"


def test_deal_undo_still_finds_its_deal_across_a_rename(qtbot, make_window, store, messages):
    # a rename keeps each deal's identity and version: the deal commands under it on
    # the undo stack still apply to their deals (ui/session/undo/details.py)
    sid = store.create_session(
        {"game": "huutopussi", "players": PLAYERS, "first_dealer": "Onni", "deals": [LAPARI] * 2}
    )
    window = make_window()
    window.open_session(sid)
    shortcut(qtbot, window, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)  # edit deal 2
    d = wait_dialog(qtbot, window)
    type_in(qtbot, [(d.editor.form.contract, ["105"])])
    enter(qtbot, d)
    edited = dict(LAPARI, contract=105)
    assert _deals(store, sid) == [LAPARI, edited]
    dialog = open_details(qtbot, window)
    type_text(qtbot, focused(), "Aina")
    enter(qtbot, dialog)
    assert _deals(store, sid)[1] == dict(edited, declarer="Aina")
    shortcut(qtbot, window, Qt.Key.Key_Z)  # the rename
    shortcut(qtbot, window, Qt.Key.Key_Z)  # the edit: deal 2 as it was
    assert _deals(store, sid) == [LAPARI, LAPARI]
    redo = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    shortcut(qtbot, window, *redo)
    shortcut(qtbot, window, *redo)
    assert _deals(store, sid)[1] == dict(edited, declarer="Aina")
    assert [m for m in messages if m[0] == "error"] == []


def test_a_seated_name_is_refused_naming_the_seat(qtbot, make_window, session, messages):
    window = make_window()
    window.open_session(session)
    dialog = open_details(qtbot, window)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, focused(), "Eero")
    assert dialog.error.text() == "Seat 1: Eero already sits at this table"
    assert dialog.names[0].styleSheet()  # outlined
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled()
    press(qtbot, Qt.Key.Key_Return)  # refused: the dialog stays, nothing written
    assert dialog.isVisible() and window.result().record.players == tuple(PLAYERS)
    press(qtbot, Qt.Key.Key_Escape)  # asked (the form was changed), and closed
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert not dialog.names[0].completer().popup().isVisible()  # no name list left over


def test_lapari_by_tricks_from_the_next_deal_is_marked(qtbot, make_window, session):
    window = make_window()
    window.open_session(session)
    dialog = open_details(qtbot, window)
    type_in(qtbot, [(dialog.options.field("lapari"), ["t"])])
    assert dialog.next_deal.isChecked()  # the scope offered first
    assert dialog.effect.text() == "Deal 1 keeps its score."
    enter(qtbot, dialog)
    assert [(c.from_deal, dict(c.rules)) for c in window.result().record.rule_changes] == [
        (2, {"lapari": "tricks"})
    ]
    # Deal 2: Aino deals, Eero (with Onni) declares 100 and takes all 140 card points,
    # the last trick and eight tricks; Aino & Helmi take one trick of no card points.
    shortcut(qtbot, window, Qt.Key.Key_D)
    d = wait_dialog(qtbot, window)
    f = d.editor.form
    type_in(
        qtbot,
        [
            (f.declarer, ["E"]),
            (f.bid, ["100"]),
            (f.contract, ["100"]),
            (f.points[0], ["0"]),
            (f.tricks[0], ["1"]),
        ],
    )
    enter(qtbot, d)
    # docs/rules/huutopussi.md: deal 1 (läpäri on 0 points) Eero & Onni have 0 points:
    # −100 (the bid); Aino & Helmi 160 ≥ 100: +100. Deal 2 (läpäri on no trick): Aino &
    # Helmi took a trick: no läpäri, they score their 0; Eero & Onni +100.
    assert banner(window) == {"Aino & Helmi": 100 + 0, "Eero & Onni": -100 + 100}
    model = window.page.model
    assert model.index(1, 0).data() == "2 §"
    tip = model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "From deal 2: Läpäri: tricks" in tip
    assert model.index(0, 0).data() == "1"
    # undo the deal, then the rule change
    shortcut(qtbot, window, Qt.Key.Key_Z)
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert window.result().record.rule_changes == ()


def test_rules_for_all_deals_say_how_many_deals_change(qtbot, make_window, session):
    window = make_window()
    window.open_session(session)
    dialog = open_details(qtbot, window)
    type_in(qtbot, [(dialog.options.field("lapari"), ["t"]), (dialog.next_deal, [Qt.Key.Key_Down])])
    assert dialog.all_deals.isChecked()
    # deal 1 under läpäri on no trick: Eero & Onni took a trick, so 0 instead of −100
    assert dialog.effect.text() == "The scores of 1 of 1 deals change."
    enter(qtbot, dialog)
    assert banner(window) == {"Aino & Helmi": 100, "Eero & Onni": 0}


def test_stake_change_applies_to_the_whole_session(qtbot, make_window, session, store):
    window = make_window()
    window.open_session(session)
    dialog = open_details(qtbot, window)
    assert "whole session" in dialog.stake_note.text()
    tab_to(qtbot, dialog.stake.per_point)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, focused(), "2")
    enter(qtbot, dialog)
    assert store.session_json(session)["stake"] == {
        "per_point": 2,
        "currency": "EUR",
        "mode": "per-game",
    }
    assert window.undo_stack.count() == 1
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert store.session_json(session)["stake"]["per_point"] == 1


def test_tab_follows_the_order_on_screen(qtbot, make_window, session, messages):
    window = make_window()
    window.open_session(session)
    dialog = open_details(qtbot, window)
    cycle = tab_cycle(qtbot)
    on_screen = screen_order(cycle, dialog)
    assert from_first(cycle, on_screen[0]) == on_screen
    rules = dialog.options.field("lapari")
    assert on_screen.index(dialog.names[3]) < on_screen.index(rules)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert on_screen.index(rules) < on_screen.index(dialog.stake.per_point) < on_screen.index(ok)
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_esc_on_a_changed_form_asks(qtbot, make_window, session, messages):
    window = make_window()
    window.open_session(session)
    dialog = open_details(qtbot, window)
    type_text(qtbot, focused(), "x")
    messages.answer = False  # No: the form stays open, as typed
    press(qtbot, Qt.Key.Key_Escape)
    assert messages[-1][0] == "confirm" and dialog.isVisible()
    assert dialog.names[0].text() == "x"  # the name was selected: typing replaces it
    messages.answer = True
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.result().record.players == tuple(PLAYERS)
    assert window.undo_stack.count() == 0


DETAILS = """
record = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
window.open_session(store.create_session(record))
app.processEvents()
window.menu_actions["session_details"].trigger()
app.processEvents()
dialog = window.dialog
ok = dialog.buttons
print(json.dumps({"dialog": list(dialog.frameGeometry().getRect()),
                  "ok": ok.mapTo(dialog, QPoint(0, ok.height())).y(),
                  "height": dialog.height()}))
"""


def test_the_dialog_fits_a_1024_by_600_screen(tmp_path):
    # Ultimate: five players and three house rules, the tallest details
    m = on_screen(tmp_path, DETAILS, EXAMPLES / "ultimate.json", 1024, 600)
    left, top, width, height = m["dialog"]
    assert left >= 0 and top >= 0 and left + width <= 1024 and top + height <= 600
    assert m["height"] <= 564 and m["ok"] <= m["height"]  # 94 % of 600; OK on it


def test_the_session_end_is_agreed_later_in_the_evening(qtbot, make_window, store):
    """docs/rules/ulti.md "Session end": by agreement, a number of deals, a score or a
    time — often agreed once the evening is under way. An Ulti session started with no
    end gets "after 3 deals" in its details; with no deal played, 3 are left. One undo
    step takes it back."""
    sid = store.create_session(
        {"game": "ulti", "players": ["Anna", "Béla", "Csaba", "Dóra"], "first_dealer": "Dóra"}
    )
    window = make_window()
    window.open_session(sid)
    dialog = open_details(qtbot, window)
    tab_to(qtbot, dialog.end.kind)
    type_text(qtbot, focused(), "af")  # "after a number of deals"
    tab_to(qtbot, dialog.end.number)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, focused(), "3")
    enter(qtbot, dialog)
    assert store.session_json(sid)["end"] == {"deals": 3}
    assert "3 deals left" in window.page.banner.status.text()
    assert window.undo_stack.count() == 1
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert "end" not in store.session_json(sid)
    assert "deals left" not in window.page.banner.status.text()


def test_the_seats_show_who_sits_now_and_a_substitute_is_renamed(qtbot, make_window, store):
    """Review of issue 11: the dialog showed the player who had left, so a substitute's
    name could not be corrected. Emi took Aki's seat from deal 2 (Ultimate, Aki +45 in
    deal 1: docs/rules/ultimate.md, bid 45 made with 52); the seat shows Emi, and "Emmi"
    typed there renames the substitute: the substitution and nothing of Aki's."""
    made = {"declarer": "Aki", "bid": 45, "trump": "spades", "result": {"declarer_points": 52}}
    sid = store.create_session(
        {
            "game": "ultimate",
            "players": ["Aki", "Ben", "Chie", "Dai"],
            "first_dealer": "Dai",
            "substitutions": [{"from_deal": 2, "out": "Aki", "in": "Emi"}],
            "deals": [made],
        }
    )
    window = make_window()
    window.open_session(sid)
    dialog = open_details(qtbot, window)
    assert [e.text() for e in dialog.names[:4]] == ["Emi", "Ben", "Chie", "Dai"]
    tab_to(qtbot, dialog.names[0])
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, focused(), "Emmi")
    enter(qtbot, dialog)
    stored = store.session_json(sid)
    assert stored["substitutions"] == [{"from_deal": 2, "out": "Aki", "in": "Emmi"}]
    assert stored["players"][0] == "Aki" and stored["deals"][0]["declarer"] == "Aki"
    assert dict(store.result(sid).totals) == {"Aki": 45, "Ben": 0, "Chie": 0, "Dai": 0, "Emmi": 0}


def _deals(store: Any, sid: int) -> list[dict[str, Any]]:
    """The stored deals as entered (without the ids the store gave them)."""
    return [{k: v for k, v in d.items() if k != "id"} for d in store.session_json(sid)["deals"]]
