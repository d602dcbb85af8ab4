"""Fast entry (issue 11, item 5): an evening of each game played from the score
sheet by keys only, every key press counted (``ui_keys.KeyCount``: Ctrl+D 1, each
Tab 1, each character typed 1, Enter 1; no mouse). A typical deal — what a table
records most nights — takes at most ``BUDGET`` presses. The session is started
with the new-session form first (not counted). The fields are reached with Tab
from where the form puts the focus (``tab_to`` counts every Tab it needs), so a
form that asks for more Tabs fails here. Totals are worked by hand from
``docs/rules/*.md`` (working in comments) and read from the window's banner.
"""

from __future__ import annotations

from typing import Any

from tests.ui.app.test_evening_by_keys import banner, new_deal, start_session
from tests.ui.ui_keys import KeyCount, enter, type_in

BUDGET = 10  # issue 11: "a typical deal of every game in ≤ 10 keystrokes"


def play_deal(keys: KeyCount, window, fields) -> tuple[int, dict[str, Any]]:
    """Ctrl+D, the fields as ``fields(form)`` lists them (Tab to each, type), Enter:
    the presses it took and the deal recorded."""
    keys.presses = 0
    dialog = new_deal(keys, window)
    type_in(keys, fields(dialog.editor.form))
    enter(keys, dialog)
    return keys.presses, dict(window.result().record.deals[-1])


def test_ulti_evening_in_budget(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "", ["Anna", "Béla", "Csaba", "Dóra"])
    keys = KeyCount(qtbot)
    # Deal 1: Dóra deals and sits out, Anna (first bidder, the default soloist) plays a
    # parti ("p", like "passz") in acorns, takes 60 of the 90 points in 6 tricks, the last
    # trick her own (the default). docs/rules/ulti.md: parti is worth 1; 60 > 30 made,
    # no silent 100 (60 < 100, 30 < 100): Anna +1 from each defender → Anna +2,
    # Béla −1, Csaba −1.
    presses, deal = play_deal(
        keys, window, lambda f: [(f.contract, ["p"]), (f.trump, ["a"]),
                                 (f.points[0], ["60"]), (f.tricks[0], ["6"])]
    )  # fmt: skip
    assert deal["soloist"] == "Anna" and deal["contract"] == ["parti"]
    assert deal["trump"] == "acorns" and deal["result"]["soloist_points"] == 60
    assert deal["result"]["soloist_tricks"] == 6
    first = presses
    # Deal 2: Anna deals and sits out, Béla plays a parti in leaves and takes 30 points
    # in 4 tricks: 30 < 60 lost → Béla pays 1 to each: Béla −2, Csaba +1, Dóra +1.
    presses, deal = play_deal(
        keys, window, lambda f: [(f.contract, ["p"]), (f.trump, ["l"]),
                                 (f.points[0], ["30"]), (f.tricks[0], ["4"])]
    )  # fmt: skip
    assert deal["soloist"] == "Béla" and deal["trump"] == "leaves"
    assert [first, presses] == [10, 10]  # Ctrl+D, p, Tab, a, Tab, 6, 0, Tab, 6, Enter
    assert max(first, presses) <= BUDGET
    # Anna 2, Béla −1 − 2 = −3, Csaba −1 + 1 = 0, Dóra +1; zero-sum.
    assert banner(window) == {"Anna": 2, "Béla": -3, "Csaba": 0, "Dóra": 1}


def test_marjapussi_evening_in_budget(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Marja", ["Aino", "Eero", "Helmi", "Onni"])
    keys = KeyCount(qtbot)
    # Deal 1: Onni deals, Aino (first bidder, the default declarer) stays at the opening
    # bid 120 the form offers (docs/rules/marjapussi.md "Auction": bids start at 120);
    # the contract follows the bid. Aino & Helmi take 100 card points in 7 tricks and the
    # last trick (+20, by default the declarers'): 120 ≥ 120 → +120; Eero & Onni take
    # 120 − 100 = 20 → +20 (a multiple of 5 already).
    presses1, deal = play_deal(
        keys, window, lambda f: [(f.points[0], ["100"]), (f.tricks[0], ["7"])]
    )
    assert deal["declarer"] == "Aino" and deal["bid"] == deal["contract"] == 120
    assert deal["result"]["card_points"] == [100, 20] and deal["result"]["tricks"] == [7, 2]
    # Deal 2: Aino deals, Eero bids 125; the table counts Aino & Helmi's pile: 30 card
    # points in 4 tricks, so Eero & Onni took 90 + last trick 20 = 110 < 125 → −125;
    # Aino & Helmi 30 → +30.
    presses2, deal = play_deal(
        keys, window, lambda f: [(f.bid, ["125"]), (f.points[0], ["30"]), (f.tricks[0], ["4"])]
    )
    assert deal["declarer"] == "Eero" and deal["result"]["card_points"] == [30, 90]
    assert [presses1, presses2] == [8, 10]  # Ctrl+D, 125, Tab, 30, Tab, 4, Enter
    assert max(presses1, presses2) <= BUDGET
    assert banner(window) == {"Aino & Helmi": 120 + 30, "Eero & Onni": 20 - 125}


def test_huutopussi_evening_in_budget(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Huu", ["Aino", "Eero", "Helmi", "Onni"])
    keys = KeyCount(qtbot)
    # docs/rules/huutopussi.md: Aino bids 80 (the contract follows), her side takes 95
    # card points in 6 tricks and the last trick: 115 ≥ 80 → +80; opponents 140 − 95 = 45.
    presses1, deal = play_deal(
        keys, window, lambda f: [(f.bid, ["80"]), (f.points[0], ["95"]), (f.tricks[0], ["6"])]
    )
    assert deal["declarer"] == "Aino" and deal["contract"] == 80
    # Aino deals, Eero bids 100; Aino & Helmi's pile holds 70 card points in 5 tricks, so
    # Eero & Onni took 140 − 70 = 70 + last trick 20 = 90 < 100 → −100; Aino & Helmi +70.
    presses2, deal = play_deal(
        keys, window, lambda f: [(f.bid, ["100"]), (f.points[0], ["70"]), (f.tricks[0], ["5"])]
    )
    assert deal["declarer"] == "Eero" and deal["result"]["card_points"] == [70, 70]
    assert [presses1, presses2] == [9, 10]  # Ctrl+D, 80, Tab, 95, Tab, 6, Enter
    assert max(presses1, presses2) <= BUDGET
    assert banner(window) == {"Aino & Helmi": 80 + 70, "Eero & Onni": 45 - 100}


def test_zwanzigerrufen_evening_in_budget(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Zw", ["Franz", "Gerti", "Hans", "Ilse"])
    keys = KeyCount(qtbot)
    # Deal 1: Ilse deals, Franz is forehand and declares a normal game (the default)
    # calling the XX (the default); Hans held it. docs/rules/zwanzigerrufen.md: 50 ≥ 45
    # won, value 1; the defenders' 38 ≥ 32, no absolut; 6 tricks, no valat: V = 1 →
    # Franz +1, Hans +1, Gerti −1, Ilse −1.
    presses1, deal = play_deal(
        keys, window, lambda f: [(f.partner, ["H"]), (f.points[0], ["50"]), (f.tricks[0], ["6"])]
    )
    assert deal["contract"] == "normal" and deal["declarer"] == "Franz"
    assert deal["called"] == "XX" and deal["partner"] == "Hans"
    # Deal 2: Franz deals, Gerti is forehand, calls the XX, Franz held it; 55 won, the
    # defenders' 33 ≥ 32: V = 1 → Gerti +1, Franz +1, Hans −1, Ilse −1.
    presses2, deal = play_deal(
        keys, window, lambda f: [(f.partner, ["F"]), (f.points[0], ["55"]), (f.tricks[0], ["7"])]
    )
    assert deal["declarer"] == "Gerti" and deal["partner"] == "Franz"
    assert [presses1, presses2] == [8, 8]  # Ctrl+D, H, Tab, 50, Tab, 6, Enter
    assert max(presses1, presses2) <= BUDGET
    assert banner(window) == {"Franz": 2, "Gerti": 0, "Hans": 0, "Ilse": -2}


def test_ultimate_evening_in_budget(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Ultim", ["Aki", "Ben", "Chie", "Dai"])
    keys = KeyCount(qtbot)
    # Deal 1: Dai deals, Aki (first bidder, the default declarer) bids 45 in spades (the
    # default) and takes 52 ≥ 45 → Aki +45 (docs/rules/ultimate.md "Scoring one deal").
    presses1, deal = play_deal(keys, window, lambda f: [(f.bid, ["45"]), (f.points, ["52"])])
    assert deal["declarer"] == "Aki" and deal["trump"] == "spades"
    # Deal 2: Aki deals, Ben bids 60 in hearts and takes 40 < 60 → each defender
    # +⌊60 / 2⌋ = +30, Ben 0.
    presses2, deal = play_deal(
        keys, window, lambda f: [(f.bid, ["60"]), (f.trump, ["h"]), (f.points, ["40"])]
    )
    assert deal["declarer"] == "Ben" and deal["trump"] == "hearts"
    assert [presses1, presses2] == [8, 9]  # Ctrl+D, 60, Tab, h, Tab, 40, Enter
    assert max(presses1, presses2) <= BUDGET
    assert banner(window) == {"Aki": 45 + 30, "Ben": 0, "Chie": 30, "Dai": 30}
