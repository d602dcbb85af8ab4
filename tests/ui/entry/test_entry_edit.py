"""Editing a recorded deal: ``set_record`` shows it, ``record()`` gives back a deal
that scores exactly the same; the editor's signals and dealer handling."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games import parse_deal
from scorekeeper_ui.entry.editor import DealEditor
from tests.ui.contexts import deal_context

# The examples of docs/deal-format.md, as a session's deals[i] holds them.
EXAMPLES: dict[str, tuple[list[str], dict[str, Any], dict[str, Any]]] = {
    "ulti": (
        ["Anna", "Béla", "Csaba", "Dóra"],
        {},
        {
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
        },
    ),
    "huutopussi": (
        ["Aino", "Eero", "Helmi", "Onni"],
        {},
        {
            "dealer": "Onni",
            "declarer": "Aino",
            "bid": 150,
            "contract": 160,
            "result": {
                "card_points": [140, 0],
                "last_trick": 0,
                "tricks": [9, 0],
                "marriages": [{"side": 0, "suit": "hearts"}],
            },
        },
    ),
    "marjapussi": (
        ["Aino", "Eero", "Helmi", "Onni"],
        {},
        {
            "dealer": "Onni",
            "declarer": "Aino",
            "bid": 120,
            "contract": 120,
            "kontra": 0,
            "result": {"card_points": [80, 40], "last_trick": 0, "tricks": [6, 3], "marriages": []},
        },
    ),
    "zwanzigerrufen": (
        ["Franz", "Gerti", "Hans", "Ilse"],
        {},
        {
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
                "trull": None,
                "four_kings": None,
                "mondfang": None,
            },
        },
    ),
    "ultimate": (
        ["Aki", "Ben", "Chie", "Dai", "Emi"],
        {"partner_variant": True},
        {
            "dealer": "Emi",
            "declarer": "Aki",
            "bid": 45,
            "trump": "spades",
            "partner_card": "QH",
            "partner": "Chie",
            "result": {"declarer_points": 52},
        },
    ),
}


def make_editor(qtbot, game_id: str, dealer: str | None = None) -> DealEditor:
    players, rules, example = EXAMPLES[game_id]
    editor = DealEditor(deal_context(game_id, players, dealer or example["dealer"], rules))
    qtbot.addWidget(editor)
    return editor


def outcome(game_id: str, deal: dict[str, Any]) -> tuple[dict[str, int], tuple[str, ...]]:
    players, rules, _ = EXAMPLES[game_id]
    full = {"game": game_id, "players": players, "rules": rules, **deal}
    settled = parse_deal(full).settle()
    return dict(settled.deltas), settled.lines


@pytest.mark.parametrize("game_id", list(EXAMPLES))
def test_set_record_then_record_scores_the_same(qtbot, game_id):
    editor = make_editor(qtbot, game_id)
    example = EXAMPLES[game_id][2]
    editor.set_record(example)
    assert editor.is_valid(), editor.error.text()
    assert outcome(game_id, editor.record()) == outcome(game_id, example)
    assert editor.record()["dealer"] == example["dealer"]


def test_validity_signal_follows_the_fields(qtbot):
    editor = make_editor(qtbot, "marjapussi")
    with qtbot.waitSignal(editor.validityChanged, check_params_cb=lambda ok: ok):
        editor.set_record(EXAMPLES["marjapussi"][2])
    with qtbot.waitSignal(editor.validityChanged, check_params_cb=lambda ok: not ok):
        editor.form.bid.setText("121")
    assert editor.error_field() == "bid"


def test_ulti_dealer_sits_out(qtbot):
    # docs/rules/ulti.md "Table": with 4 at the table the dealer sits out; the player after
    # the dealer in the order of play bids first.
    editor = make_editor(qtbot, "ulti", dealer="Anna")
    names = [editor.form.soloist.itemText(i) for i in range(editor.form.soloist.count())]
    assert names == ["Béla", "Csaba", "Dóra"]
    editor.dealer_box.set_value("Csaba")
    names = [editor.form.soloist.itemText(i) for i in range(editor.form.soloist.count())]
    assert names == ["Dóra", "Anna", "Béla"]


def test_zwanzigerrufen_forehand_follows_the_dealer(qtbot):
    # docs/rules/zwanzigerrufen.md "Table": forehand is the player after the dealer.
    editor = make_editor(qtbot, "zwanzigerrufen", dealer="Franz")
    assert editor.form.declarer.value() == "Gerti"
    editor.dealer_box.set_value("Hans")
    assert editor.form.declarer.value() == "Ilse"


def test_record_raises_record_error_naming_the_field(qtbot):
    from scorekeeper.errors import RecordError

    editor = make_editor(qtbot, "ultimate")
    editor.set_record(EXAMPLES["ultimate"][2])
    editor.form.points.setText("abc")
    with pytest.raises(RecordError) as err:
        editor.record()
    assert err.value.field == "result.declarer_points"
    assert editor.marked_widget() is editor.form.points


def test_ulti_auction_pass_is_not_final(qtbot):
    # docs/rules/ulti.md "Auction": a pass is not final; the calls go round Anna, Béla, Csaba
    # (Dóra deals and sits out). Csaba's 40-100 + ulti is made: 4 + 4 = 8 from each
    # defender, Csaba +16.
    editor = make_editor(qtbot, "ulti")
    editor.set_record(
        {
            "dealer": "Dóra",
            "soloist": "Csaba",
            "contract": ["40-100", "ulti"],
            "trump": "acorns",
            "result": {
                "soloist_points": 60,
                "soloist_tricks": 6,
                "marriages": {"soloist": ["acorns"]},
                "last_trick": {"winner": "Csaba", "trump_seven": "Csaba"},
            },
        }
    )
    editor.auction.toggle.setChecked(True)
    editor.auction.calls.setText("parti, pass, 40 ulti, passz, p")
    assert editor.is_valid(), editor.error.text()
    bids = editor.record()["bids"]
    assert [b["player"] for b in bids] == ["Anna", "Béla", "Csaba", "Anna", "Béla"]
    assert bids[2]["bid"] == {"contract": ["40-100", "ulti"], "hearts": False}
    assert editor.preview.delta_texts() == {"Anna": "−8", "Béla": "−8", "Csaba": "+16", "Dóra": "0"}
    editor.auction.calls.setText("parti, pass, 40 ulti, passz")  # stops too early
    assert editor.error_field() == "bids" and not editor.is_valid()


def test_zwanzigerrufen_auction_log(qtbot):
    # Forehand Franz opens with a call of the XIX, Gerti bids solo, all others pass.
    # docs/rules/zwanzigerrufen.md: solo 4, won with 50 ≥ 45: Gerti +3 × 4 = +12, others −4.
    editor = make_editor(qtbot, "zwanzigerrufen")
    editor.set_record(
        {
            "dealer": "Ilse",
            "contract": "solo",
            "declarer": "Gerti",
            "result": {"declarer_points": 50, "declarer_tricks": 5},
        }
    )
    editor.auction.toggle.setChecked(True)
    editor.auction.calls.setText("xix, solo, p, p, p")
    assert editor.is_valid(), editor.error.text()
    assert [b["bid"] for b in editor.record()["bids"]] == ["XIX", "solo", "pass", "pass", "pass"]
    assert editor.preview.delta_texts() == {
        "Franz": "−4",
        "Gerti": "+12",
        "Hans": "−4",
        "Ilse": "−4",
    }


def test_double_round_preview(qtbot):
    # docs/rules/zwanzigerrufen.md "Settlement": V is doubled in a double round. Solo won:
    # V = 4 × 2 = 8, Gerti +3 × 8 = +24, each defender −8.
    players = EXAMPLES["zwanzigerrufen"][0]
    editor = DealEditor(deal_context("zwanzigerrufen", players, "Ilse", double_rounds_left=4))
    qtbot.addWidget(editor)
    editor.set_record(
        {
            "contract": "solo",
            "declarer": "Gerti",
            "result": {"declarer_points": 50, "declarer_tricks": 5},
        }
    )
    assert editor.preview.delta_texts() == {
        "Franz": "−8",
        "Gerti": "+24",
        "Hans": "−8",
        "Ilse": "−8",
    }
