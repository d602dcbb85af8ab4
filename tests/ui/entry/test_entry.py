"""Deal entry by key presses, one game at a time.

Each deal is typed the way a player would: Tab from field to field (the helper
presses Tab until the field has focus, so every field is proved reachable by
keyboard), type, then Enter. Expected deltas are worked by hand from
``docs/rules/*.md``; the working is in each test's comment.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from scorekeeper_ui.entry.editor import DealDialog
from tests.ui.contexts import deal_context
from tests.ui.ui_keys import shown, tab_to

Step = tuple[QWidget, Sequence[Any]]

# The offscreen platform says this whenever a window is shown; it is not our warning.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def open_dialog(
    qtbot,
    game_id: str,
    players: Sequence[str],
    dealer: str,
    rules: dict[str, Any] | None = None,
    scores: dict[str, int] | None = None,
) -> DealDialog:
    return shown(qtbot, DealDialog(deal_context(game_id, players, dealer, rules, scores)))


def type_in(qtbot, steps: Sequence[Step]) -> None:
    for widget, keys in steps:
        tab_to(qtbot, widget)
        for key in keys:
            if isinstance(key, str):
                qtbot.keyClicks(widget, key)
            else:
                qtbot.keyClick(widget, key)


def commit(qtbot, dialog: DealDialog) -> None:
    """Enter on the focused field commits the deal and closes the dialog."""
    with qtbot.waitSignal(dialog.editor.committed, timeout=1000):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() == DealDialog.DialogCode.Accepted


def deltas(dialog: DealDialog) -> dict[str, int]:
    """The preview's deltas, read from the labels the player sees (the sheet's figures:
    a real minus sign; a thrown-in deal shows no delta, it scores 0)."""
    shown = dialog.editor.preview.delta_texts().items()
    return {p: int(t.replace("+", "").replace("−", "-") or 0) for p, t in shown}


FINNS = ["Aino", "Eero", "Helmi", "Onni"]
HUNGARIANS = ["Anna", "Béla", "Csaba", "Dóra"]
AUSTRIANS = ["Franz", "Gerti", "Hans", "Ilse"]


# --- Marjapussi and Huutopussi ---------------------------------------------------------


def test_marjapussi_kontra_re_made(qtbot):
    # docs/rules/marjapussi.md worked check: contract 150, Kontra and Re (×4), made, both teams
    # took tricks: declarers +600. Aino & Helmi: 100 + last trick 20 + hearts 100 = 220
    # ≥ 150. Opponents: 120 − 100 = 20 card points, rounded 20.
    d = open_dialog(qtbot, "marjapussi", FINNS, "Onni")
    f = d.editor.form
    assert QApplication.focusWidget() is f.bid  # the declarer above is filled in
    assert f.declarer.value() == "Aino"  # the first bidder, after the dealer
    type_in(
        qtbot,
        [
            (f.bid, ["150"]),
            (f.kontra, ["2"]),
            (f.points[0], ["100"]),
            (f.tricks[0], ["6"]),
            (f.marriages["hearts"], ["A"]),
        ],
    )
    assert f.contract.text() == "150"  # follows the bid
    assert f.points[1].text() == "20" and f.tricks[1].text() == "3"  # filled in
    assert deltas(d) == {"Aino": 600, "Helmi": 600, "Eero": 20, "Onni": 20}
    commit(qtbot, d)
    assert d.deal_json() == {
        "dealer": "Onni",
        "declarer": "Aino",
        "bid": 150,
        "contract": 150,
        "kontra": 2,
        "result": {
            "card_points": [100, 20],
            "last_trick": 0,
            "tricks": [6, 3],
            "marriages": [{"side": 0, "suit": "hearts"}],
        },
    }


def test_marjapussi_all_passed(qtbot):
    # docs/rules/marjapussi.md rule 4: no declarer, each team scores its rounded total:
    # Aino & Helmi 58 + last trick 20 = 78 → 80; Eero & Onni 62 → 60.
    d = open_dialog(qtbot, "marjapussi", FINNS, "Onni")
    f = d.editor.form
    type_in(qtbot, [(f.declarer, ["n"]), (f.points[0], ["58"]), (f.tricks[0], ["5"])])
    assert not f.bid.isVisibleTo(d)  # no bid, contract or Kontra without a declarer
    assert deltas(d) == {"Aino": 80, "Helmi": 80, "Eero": 60, "Onni": 60}
    commit(qtbot, d)
    assert d.deal_json()["declarer"] is None


def test_huutopussi_worked_check(qtbot):
    # docs/rules/huutopussi.md worked check: bid 80, contract 100; declarers 95 card points
    # + last trick = 115 ≥ 100 → +100; opponents 140 − 95 = 45 → +45.
    d = open_dialog(qtbot, "huutopussi", FINNS, "Onni")
    f = d.editor.form
    type_in(
        qtbot, [(f.bid, ["80"]), (f.contract, ["100"]), (f.points[0], ["95"]), (f.tricks[0], ["6"])]
    )
    assert deltas(d) == {"Aino": 100, "Helmi": 100, "Eero": 45, "Onni": 45}
    commit(qtbot, d)
    assert d.deal_json()["result"]["card_points"] == [95, 45]


def test_huutopussi_lapari(qtbot):
    # docs/rules/huutopussi.md worked check: bid 150, contract 160, declarers 140 + hearts 100
    # + last trick 20, opponents nothing: declarers +160, opponents −150 (the bid).
    d = open_dialog(qtbot, "huutopussi", FINNS, "Onni")
    f = d.editor.form
    type_in(
        qtbot,
        [
            (f.bid, ["150"]),
            (f.contract, ["160"]),
            (f.points[0], ["140"]),
            (f.tricks[0], ["9"]),
            (f.marriages["hearts"], ["A"]),
        ],
    )
    assert deltas(d) == {"Aino": 160, "Helmi": 160, "Eero": -150, "Onni": -150}


def test_huutopussi_three_players_fill_the_last_side(qtbot):
    # docs/rules/huutopussi.md "Three players": Aino declares 100 and takes 90 + last trick
    # = 110 ≥ 100 → +100; Eero 30 → +30; Helmi 140 − 90 − 30 = 20 → +20.
    d = open_dialog(qtbot, "huutopussi", ["Aino", "Eero", "Helmi"], "Helmi")
    f = d.editor.form
    type_in(
        qtbot,
        [
            (f.bid, ["100"]),
            (f.points[0], ["90"]),
            (f.points[1], ["30"]),
            (f.tricks[0], ["6"]),
            (f.tricks[1], ["3"]),
        ],
    )
    assert f.points[2].text() == "20" and f.tricks[2].text() == "2"
    assert deltas(d) == {"Aino": 100, "Eero": 30, "Helmi": 20}


def test_huutopussi_redeal(qtbot):
    d = open_dialog(qtbot, "huutopussi", FINNS, "Onni")
    f = d.editor.form
    type_in(qtbot, [(f.redeal, [Qt.Key.Key_Space])])
    assert not f.bid.isVisibleTo(d)
    assert deltas(d) == dict.fromkeys(FINNS, 0)
    commit(qtbot, d)
    assert d.deal_json() == {"dealer": "Onni", "thrown_in": True}


# --- Ulti (4 at the table: the dealer Dóra sits out) -----------------------------------


def test_ulti_20_100_open_durchmars_made(qtbot):
    # docs/rules/ulti.md worked check: 20-100 + open durchmars (other suit), both made →
    # each defender pays 8 + 12 = 20; Anna +40, Dóra (dealer) sits out.
    d = open_dialog(qtbot, "ulti", HUNGARIANS, "Dóra")
    f = d.editor.form
    assert f.soloist.value() == "Anna"
    type_in(
        qtbot,
        [
            (f.contract, ["20-100 teritett durchmars"]),
            (f.trump, ["b"]),
            (f.points[0], ["90"]),
            (f.tricks[0], ["10"]),
            (f.marriages["soloist"]["leaves"], [Qt.Key.Key_Space]),
            (f.aces, ["s"]),
        ],
    )
    assert f.points[1].text() == "0" and f.tricks[1].text() == "0"
    assert deltas(d) == {"Anna": 40, "Béla": -20, "Csaba": -20, "Dóra": 0}
    commit(qtbot, d)
    record = d.deal_json()
    assert record["contract"] == ["20-100", "open-durchmars"] and record["trump"] == "bells"


def test_ulti_40_100_ulti_lost_under_kontra(qtbot):
    # docs/rules/ulti.md worked check: 40-100 + ulti, Kontra on ulti only, 40-100 made (60 + 40
    # = 100), ulti lost (Anna's trump 7 beaten by Béla in the last trick):
    # +4 − (4 × 2 + 4) = −8 per defender; Anna −16.
    d = open_dialog(qtbot, "ulti", HUNGARIANS, "Dóra")
    f = d.editor.form
    type_in(qtbot, [(f.contract, ["40 ulti"]), (f.trump, ["l"])])
    type_in(
        qtbot,
        [
            (f.kontra["kontra.ulti"], ["1"]),
            (f.points[0], ["60"]),
            (f.tricks[0], ["6"]),
            (f.marriages["soloist"]["leaves"], [Qt.Key.Key_Space]),
            (f.last_winner, ["B"]),
            (f.trump_seven, ["A"]),
        ],
    )
    assert deltas(d) == {"Anna": -16, "Béla": 8, "Csaba": 8, "Dóra": 0}
    commit(qtbot, d)
    assert d.deal_json()["kontra"] == {"ulti": 1}


def test_ulti_betli_kontra_per_defender(qtbot):
    # docs/rules/ulti.md worked check: betli, one defender said Kontra, soloist takes no trick:
    # that defender pays 10, the other 5. Only the tricks are asked for.
    d = open_dialog(qtbot, "ulti", HUNGARIANS, "Dóra")
    f = d.editor.form
    type_in(qtbot, [(f.contract, ["betli"])])
    assert not f.trump.isVisibleTo(d) and not f.points[0].isVisibleTo(d)
    type_in(qtbot, [(f.kontra["kontra.betli.Béla"], ["1"]), (f.tricks[0], ["0"])])
    assert deltas(d) == {"Anna": 15, "Béla": -10, "Csaba": -5, "Dóra": 0}
    commit(qtbot, d)
    assert d.deal_json() == {
        "dealer": "Dóra",
        "soloist": "Anna",
        "contract": ["betli"],
        "kontra": {"betli": {"Béla": 1}},
        "result": {"soloist_tricks": 0},
    }


def test_ulti_contract_picker_arrows_and_hearts(qtbot):
    d = open_dialog(qtbot, "ulti", HUNGARIANS, "Dóra")
    f = d.editor.form
    type_in(qtbot, [(f.contract, ["ulti"])])
    assert [str(c) for c in f.row().components] == ["parti", "ulti"]  # fewest extra first
    qtbot.keyClick(f.contract, Qt.Key.Key_Down)
    assert [str(c) for c in f.row().components] == ["40-100", "ulti"]
    f.contract.clear()
    qtbot.keyClicks(f.contract, "piros passz")
    assert f.trump.value() == "hearts"
    qtbot.keyClicks(f.contract, " xyzzy")
    assert d.editor.error_field() == "contract"
    assert d.editor.marked_widget() is f.contract
    assert not d.ok.isEnabled()


def test_ulti_spec_example_edited(qtbot):
    # docs/deal-format.md "ulti": 40-100 (60 + 40 = 100, made) + ulti (Anna wins the last
    # trick with the trump 7) with Kontra: 4 + 4 × 2 = 12 per defender, Anna +24.
    d = open_dialog(qtbot, "ulti", HUNGARIANS, "Dóra")
    example = {
        "dealer": "Dóra",
        "soloist": "Anna",
        "contract": ["40-100", "ulti"],
        "trump": "leaves",
        "kontra": {"ulti": 1},
        "result": {
            "soloist_points": 60,
            "soloist_tricks": 6,
            "marriages": {"soloist": ["leaves"], "defenders": ["bells"]},
            "last_trick": {"winner": "Anna", "trump_seven": "Anna"},
            "trump_seven_early": False,
            "aces": "split",
        },
    }
    d.set_record(example)
    assert deltas(d) == {"Anna": 24, "Béla": -12, "Csaba": -12, "Dóra": 0}
    # A correction: the kontra was a Rekontra (×4): 4 + 4 × 4 = 20 per defender.
    type_in(qtbot, [(d.editor.form.kontra["kontra.ulti"], ["2"])])
    assert deltas(d) == {"Anna": 40, "Béla": -20, "Csaba": -20, "Dóra": 0}


# --- Zwanzigerrufen (dealer Ilse: Franz is forehand) ----------------------------------


def test_zwanzigerrufen_source_worked_check(qtbot):
    # docs/rules/zwanzigerrufen.md worked check: game lost with Kontra −2; Absolut dagegen failed
    # (40 ≥ 32) +2 × 2 = +4; Pagat dagegen won −2 × 2 = −4; V = −2: Franz and Hans −2,
    # Gerti and Ilse +2.
    d = open_dialog(qtbot, "zwanzigerrufen", AUSTRIANS, "Ilse")
    f = d.editor.form
    assert f.declarer.value() == "Franz" and not f.declarer.isEnabled()
    type_in(
        qtbot,
        [
            (f.called, ["XIX"]),
            (f.partner, ["H"]),
            (f.announced["absolut"], ["a"]),
            (f.announced["pagat"], ["a"]),
            (f.kontra["game"], ["1"]),
            (f.kontra["absolut"], ["1"]),
            (f.kontra["pagat"], ["1"]),
            (f.points[0], ["40"]),
            (f.tricks[0], ["4"]),
            (f.pagat, ["def"]),
        ],
    )
    assert f.points[1].text() == "48" and f.tricks[1].text() == "6"
    assert deltas(d) == {"Franz": -2, "Hans": -2, "Gerti": 2, "Ilse": 2}
    commit(qtbot, d)
    assert d.deal_json() == {
        "dealer": "Ilse",
        "contract": "normal",
        "declarer": "Franz",
        "called": "XIX",
        "partner": "Hans",
        "announced": {"absolut": "against", "pagat": "against"},
        "kontra": {"game": 1, "absolut": 1, "pagat": 1},
        "result": {
            "declarer_points": 40,
            "declarer_tricks": 4,
            "pagat": {"side": "defenders", "outcome": "won"},
        },
    }


def test_zwanzigerrufen_solo_won(qtbot):
    # docs/rules/zwanzigerrufen.md: solo value 4, won with 50 ≥ 45, no bonus (defenders' 38
    # is not under 32): V = +4, soloist +3V = +12, each defender −4.
    d = open_dialog(qtbot, "zwanzigerrufen", AUSTRIANS, "Ilse")
    f = d.editor.form
    type_in(
        qtbot,
        [(f.contract, ["so"]), (f.declarer, ["G"]), (f.points[0], ["50"]), (f.tricks[0], ["5"])],
    )
    assert not f.partner.isVisibleTo(d)
    assert deltas(d) == {"Gerti": 12, "Franz": -4, "Hans": -4, "Ilse": -4}


def test_zwanzigerrufen_zusammenwerfen(qtbot):
    d = open_dialog(qtbot, "zwanzigerrufen", AUSTRIANS, "Ilse")
    type_in(qtbot, [(d.editor.form.thrown_in, [Qt.Key.Key_Space])])
    assert deltas(d) == dict.fromkeys(AUSTRIANS, 0)
    commit(qtbot, d)
    assert d.deal_json() == {"dealer": "Ilse", "thrown_in": True}


# --- Ultimate --------------------------------------------------------------------------


def test_ultimate_partner_made(qtbot):
    # spec example / docs/rules/ultimate.md "Partner variant": Aki bids 45, QH → Chie, 52 ≥ 45:
    # Aki and Chie +45 each, the others 0.
    players = ["Aki", "Ben", "Chie", "Dai", "Emi"]
    d = open_dialog(qtbot, "ultimate", players, "Emi", {"partner_variant": True})
    f = d.editor.form
    type_in(
        qtbot, [(f.bid, ["45"]), (f.partner_card, ["qh"]), (f.partner, ["C"]), (f.points, ["52"])]
    )
    assert f.others.text() == "48"
    assert deltas(d) == {"Aki": 45, "Ben": 0, "Chie": 45, "Dai": 0, "Emi": 0}
    commit(qtbot, d)
    assert d.deal_json() == {
        "dealer": "Emi",
        "declarer": "Aki",
        "bid": 45,
        "trump": "spades",
        "partner_card": "QH",
        "partner": "Chie",
        "result": {"declarer_points": 52},
    }


def test_ultimate_no_partner_doubled(qtbot):
    # docs/rules/ultimate.md "Partner variant": own card, no partner, made: +2 × 40 = +80.
    d = open_dialog(qtbot, "ultimate", ["Aki", "Ben", "Chie"], "Chie", {"partner_variant": True})
    f = d.editor.form
    type_in(
        qtbot, [(f.bid, ["40"]), (f.partner_card, ["AS"]), (f.partner, ["n"]), (f.points, ["40"])]
    )
    assert deltas(d) == {"Aki": 80, "Ben": 0, "Chie": 0}


def test_ultimate_missed(qtbot):
    # docs/rules/ultimate.md "Scoring one deal": 20 < 30 → each defender +⌊30 / 2⌋ = +15.
    d = open_dialog(qtbot, "ultimate", ["Aki", "Ben", "Chie"], "Chie", scores={"Ben": 100})
    f = d.editor.form
    assert not f.partner_card.isVisibleTo(d)  # no partner variant
    type_in(qtbot, [(f.bid, ["30"]), (f.trump, ["h"]), (f.points, ["20"])])
    assert deltas(d) == {"Aki": 0, "Ben": 15, "Chie": 15}
    assert d.editor.preview.totals["Ben"].text().endswith("115")  # 100 + 15


# --- invalid input is marked where it is, and blocks Enter/OK ------------------------


@pytest.mark.parametrize(
    ("game_id", "players", "field", "text", "path"),
    [
        ("marjapussi", FINNS, "bid", "123", "bid"),
        ("huutopussi", FINNS, "bid", "8O", "bid"),
        ("ultimate", ["Aki", "Ben", "Chie"], "bid", "101", "bid"),
    ],
    ids=["marjapussi-bid-not-step-5", "huutopussi-bid-not-a-number", "ultimate-bid-over-100"],
)
def test_invalid_field_marked(qtbot, game_id, players, field, text, path):
    d = open_dialog(qtbot, game_id, players, players[-1])
    widget = getattr(d.editor.form, field)
    type_in(qtbot, [(widget, [text])])
    assert d.editor.error_field() == path
    assert d.editor.marked_widget() is widget
    assert widget.toolTip() and "border" in widget.styleSheet()
    assert not d.ok.isEnabled()
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert d.isVisible() and d.result() != DealDialog.DialogCode.Accepted


def test_impossible_card_points_marked(qtbot):
    # docs/rules/huutopussi.md: every Huutopussi card is worth 0, 5 or 10, so 37 is impossible.
    d = open_dialog(qtbot, "huutopussi", FINNS, "Onni")
    f = d.editor.form
    type_in(qtbot, [(f.bid, ["80"]), (f.points[0], ["37"]), (f.tricks[0], ["5"])])
    assert d.editor.error_field().startswith("result.card_points")
    assert d.editor.marked_widget() in f.points
    assert not d.ok.isEnabled()
    type_in(qtbot, [(f.points[0], ["35"])])  # fixing it clears the mark
    assert d.editor.marked_widget() is None and d.ok.isEnabled()


def test_missing_field_is_a_hint_not_an_error(qtbot):
    d = open_dialog(qtbot, "huutopussi", FINNS, "Onni")
    assert d.editor.error_field() == "bid"
    assert d.editor.marked_widget() is None  # nothing red before anything was typed
    assert not d.ok.isEnabled()


# --- the auction log ---------------------------------------------------------------------


def test_marjapussi_auction_log(qtbot):
    # Calls go round from Aino (after the dealer Onni), skipping those who passed:
    # Aino 120, Eero 125, Helmi pass, Onni pass, Aino 150, Eero pass → Aino at 150.
    d = open_dialog(qtbot, "marjapussi", FINNS, "Onni")
    f, auction = d.editor.form, d.editor.auction
    type_in(
        qtbot,
        [
            (f.bid, ["150"]),
            (f.points[0], ["100"]),
            (f.tricks[0], ["6"]),
            (auction.toggle, [Qt.Key.Key_Space]),
            (auction.calls, ["120, 125, p, p, 150, p"]),
        ],
    )
    assert d.ok.isEnabled()
    bids = d.deal_json()["bids"]
    assert [b["player"] for b in bids] == ["Aino", "Eero", "Helmi", "Onni", "Aino", "Eero"]
    auction.calls.clear()
    qtbot.keyClicks(auction.calls, "120, 125, p, p, p")  # Eero won it, not Aino
    # The log fills in the declarer; the bid typed by hand (150) stays, and is wrong.
    assert f.declarer.value() == "Eero" and f.bid.text() == "150"
    assert d.editor.error_field() == "bid"
    assert not d.ok.isEnabled()
