"""The table view (ui/session/table_view.py): the scoreboard read from across the table.

Worked numbers:
- Huutopussi (docs/rules/huutopussi.md worked check): Aino declares, bid 80,
  contract 100; Aino & Helmi take card points 95 + last trick 20 = 115 ≥ 100 → +100
  each; Eero & Onni 140 − 95 = 45 → +45 each. Partners share a score: two totals.
- Ultimate (docs/rules/ultimate.md): Aki bids 60 and captures 70 → made, +60; the
  others 0.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay
from scorekeeper.sheet import score_sheet
from scorekeeper_ui.session.table_view import TableView
from tests.ui.app.test_evening_by_keys import new_deal, start_session
from tests.ui.ui_keys import enter, type_in

HUUTOPUSSI = {
    "game": "huutopussi",
    "players": ["Aino", "Eero", "Helmi", "Onni"],
    "first_dealer": "Onni",
    "deals": [
        {
            "declarer": "Aino",
            "bid": 80,
            "contract": 100,
            "result": {"card_points": [95, 45], "last_trick": 0, "tricks": [6, 3], "marriages": []},
        }
    ],
}
ULTIMATE = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [{"declarer": "Aki", "bid": 60, "trump": "hearts", "result": {"declarer_points": 70}}],
}


def sheet(record):
    return score_sheet(replay(parse_session(record)))


def test_partners_have_one_total_in_the_sheet_and_on_the_table(qtbot):
    huutopussi = sheet(HUUTOPUSSI)
    assert huutopussi.side_scores == (("Aino & Helmi", 100), ("Eero & Onni", 45))
    view = TableView()
    qtbot.addWidget(view)
    view.set_sheet(huutopussi)
    assert {side: label.text() for side, label in view.totals.items()} == {
        "Aino & Helmi": "100",
        "Eero & Onni": "45",
    }
    assert view.totals["Aino & Helmi"].font().bold()  # the leading side
    assert not view.totals["Eero & Onni"].font().bold()
    # the first dealer Onni dealt deal 1; the next deal is dealt by the player after him
    assert view.status.text().startswith("Next dealer: Aino")


def test_the_last_deal_is_explained_in_words(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.set_sheet(sheet(ULTIMATE))
    assert {side: label.text() for side, label in view.totals.items()} == {
        "Aki": "60",
        "Ben": "0",
        "Chie": "0",
    }
    lines = view.last_deal.text().splitlines()
    assert lines[0] == "Deal 1 — dealer Chie"
    assert "Aki captured 70 points against 60: made." in lines
    empty = sheet(ULTIMATE | {"deals": []})
    view.set_sheet(empty)
    assert view.last_deal.text() == "No deals yet."


def test_the_type_grows_with_the_window_and_with_the_zoom(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.set_sheet(sheet(ULTIMATE))
    view.show()
    qtbot.waitExposed(view)
    view.resize(600, 400)
    small = view.totals["Aki"].font().pixelSize()
    view.resize(1800, 1200)
    large = view.totals["Aki"].font().pixelSize()
    assert large > 2 * small  # three times the size: about three times the type
    qtbot.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    zoomed = view.totals["Aki"].font().pixelSize()
    assert zoomed == round(large * 1.15) or abs(zoomed - large * 1.15) <= 1
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.totals["Aki"].font().pixelSize() == large


def test_f11_in_the_window_opens_the_table_view_and_it_follows_each_deal(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Ultim", ["Aki", "Ben", "Chie", "Dai"])
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(qtbot, [(f.bid, ["60"]), (f.points, ["70"])])
    enter(qtbot, d)
    window.menu_actions["table_view"].trigger()
    view = window.display.table_view
    assert view is not None and view.isVisible()
    assert view.totals["Aki"].text() == "60"
    d = new_deal(qtbot, window)  # Ben declares next: bid 50, captures 40 → missed,
    f = d.editor.form  # each of the others +⌊50 / 2⌋ = +25
    type_in(qtbot, [(f.bid, ["50"]), (f.points, ["40"])])
    enter(qtbot, d)
    assert {side: label.text() for side, label in view.totals.items()} == {
        "Aki": "85",
        "Ben": "0",
        "Chie": "25",
        "Dai": "25",
    }
    window.menu_actions["close"].trigger()
    assert not view.isVisible()


def test_ctrl_plus_and_minus_zoom_the_session_screen_and_it_is_remembered(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Ultim", ["Aki", "Ben", "Chie", "Dai"])
    base = window.page.table.font().pointSizeF()
    total = window.page.banner.totals["Aki"].font().pointSizeF()
    window.menu_actions["zoom_in"].trigger()
    window.menu_actions["zoom_in"].trigger()
    # two steps of 1.15: 1.3225 times the type, in the sheet and in the banner
    assert abs(window.page.table.font().pointSizeF() - base * 1.3225) < 0.01
    assert abs(window.page.banner.totals["Aki"].font().pointSizeF() - total * 1.3225) < 0.01
    assert abs(window.settings().zoom() - 1.3225) < 1e-9
    window.menu_actions["zoom_out"].trigger()
    assert abs(window.page.table.font().pointSizeF() - base * 1.15) < 0.01
    window.save_state()
    again = make_window()  # the next run opens at the zoom it was left at
    assert abs(again.page.table.font().pointSizeF() - base * 1.15) < 0.01
    window.menu_actions["zoom_reset"].trigger()
    assert window.page.table.font().pointSizeF() == base
    assert window.settings().zoom() == 1.0
    for _ in range(20):  # never past three times the type
        window.menu_actions["zoom_in"].trigger()
    assert window.settings().zoom() == 3.0
