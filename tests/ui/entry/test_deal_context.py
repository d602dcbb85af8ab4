"""The deal form scores a deal exactly as the sheet will: its context (dealer,
double round, running scores) is the one the replayed session gives that
position, for a new deal, an inserted one and an edited one.

The session (docs/rules/zwanzigerrufen.md, "Settlement" and "Bonuses"):
  deal 1, Ilse deals, Franz is forehand: normal game with Hans, the declarers take
    50 points (game won: +1) and the defenders lose the Mond (Mondfang charged to
    them: +1) → V = +2: Franz +2, Hans +2, Gerti −2, Ilse −2. The next 4 scored
    deals count double.
  deal 2, Franz deals: Hans plays a solo (value 4) and takes 50 ≥ 45 points:
    V = 4, × 2 in the double round = 8 → Hans +3V = +24, each defender −8.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from scorekeeper.sheet import score_sheet
from tests.ui.ui_keys import enter, press, shortcut, wait_dialog

PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]
MONDFANG = {
    "contract": "normal",
    "declarer": "Franz",
    "called": "XX",
    "partner": "Hans",
    "result": {"declarer_points": 50, "declarer_tricks": 6, "mondfang": "defenders"},
}
SOLO = {
    "contract": "solo",
    "declarer": "Hans",
    "result": {"declarer_points": 50, "declarer_tricks": 5},
}
SOLO_DOUBLED = {"Franz": "−8", "Gerti": "−8", "Hans": "+24", "Ilse": "−8"}  # the sheet's figures


def sheet_deltas(window, row: int) -> dict[str, str]:
    """Deal ``row``'s deltas as the window's score sheet writes them."""
    cells = score_sheet(window.result()).rows[row]
    return {p: cells.delta_text(i) for i, p in enumerate(PLAYERS)}


def open_window(qtbot, make_window, store, deals):
    w = make_window()
    session = {"game": "zwanzigerrufen", "players": PLAYERS, "first_dealer": "Ilse"}
    w.open_session(store.create_session(session | {"deals": deals}))
    qtbot.waitUntil(w.page.table.hasFocus)
    return w


def test_a_new_deal_in_a_double_round_previews_what_the_sheet_records(qtbot, make_window, store):
    window = open_window(qtbot, make_window, store, [MONDFANG])
    shortcut(qtbot, window, Qt.Key.Key_D)
    d = wait_dialog(qtbot, window)
    assert d.editor.dealer() == "Franz"
    d.editor.set_record(SOLO)
    assert d.editor.preview.delta_texts() == SOLO_DOUBLED
    enter(qtbot, d)
    assert window.result().rows[1].double_round
    assert sheet_deltas(window, 1) == SOLO_DOUBLED


def test_editing_a_deal_of_a_double_round_previews_its_row(qtbot, make_window, store):
    window = open_window(qtbot, make_window, store, [MONDFANG, SOLO])
    assert window.page.current_row() == 1
    press(qtbot, Qt.Key.Key_Return)  # edit deal 2 as it stands
    d = wait_dialog(qtbot, window)
    assert d.editor.preview.delta_texts() == sheet_deltas(window, 1) == SOLO_DOUBLED
    d.reject()


def test_a_deal_inserted_after_a_mondfang_counts_double(qtbot, make_window, store):
    # Inserted before deal 2 (the solo), the same solo is the first scored deal after
    # the Mondfang: doubled as well, +24 for Hans.
    window = open_window(qtbot, make_window, store, [MONDFANG, SOLO])
    shortcut(qtbot, window, Qt.Key.Key_Insert, Qt.KeyboardModifier.NoModifier)
    d = wait_dialog(qtbot, window)
    d.editor.set_record(SOLO)
    assert d.editor.preview.delta_texts() == SOLO_DOUBLED
    enter(qtbot, d)
    assert sheet_deltas(window, 1) == SOLO_DOUBLED
