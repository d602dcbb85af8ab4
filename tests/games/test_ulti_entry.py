"""Ulti's one description of its deal form (``scorekeeper/games/ulti/entry.py``): the
text a form posts becomes the deal record of docs/deal-format.md "ulti", and that
record is scored as docs/rules/ulti.md "Worked checks" says.

Table: Anna, Béla, Csaba, Dóra; Dóra deals and sits out (rules "Table"), so Anna,
Béla and Csaba play. Every expected record and delta is worked by hand from the rules.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game, parse_deal
from scorekeeper.games.base import resolve_rules
from scorekeeper.games.entry import deal_from_form, form_from_deal

SPEC = get_game("ulti")
ENTRY = SPEC.entry
P4 = ["Anna", "Béla", "Csaba", "Dóra"]
assert ENTRY is not None


def index(path: str, value: Any) -> str:
    """What a form posts for a choice: the index of its value among the choices."""
    values = [c.value for c in ENTRY.field(path).choices]
    return str(values.index(value))


def record(form: dict[str, str], rules: dict[str, Any] | None = None) -> dict[str, Any]:
    return deal_from_form(
        ENTRY,
        {"dealer": "Dóra", **form},
        players=P4,
        sides=len(SPEC.teams(P4)),
        rules=resolve_rules(SPEC.options, rules or {}),
    )


def deltas(deal: dict[str, Any]) -> dict[str, int]:
    return dict(parse_deal({"game": "ulti", "players": P4, **deal}).settle().deltas)


def test_forty_hundred_ulti_with_kontra_on_the_ulti_lost():
    """Rules "Worked checks": 40-100 + ulti (other suit), Kontra on the ulti only,
    40-100 made, ulti lost: +4 − (4×2 + 4) = −8 per defender, the soloist −16.
    Anna's 70 card points and the bells marriage (40) make 110 ≥ 100; Csaba takes the
    last trick over Anna's trump 7."""
    form = {
        "soloist": "Anna",
        "contract": index("contract", ["40-100", "ulti"]),
        "trump": index("trump", "bells"),
        "result.soloist_points": "70",
        "result.soloist_tricks": "6",
        "kontra.ulti": "1",
        "kontra.40-100": "0",
        "result.marriages.soloist.bells": "on",
        "result.last_trick.winner": "Csaba",
        "result.last_trick.trump_seven": "Anna",
        "result.aces": index("result.aces", "split"),
    }
    deal = record(form)
    assert deal == {
        "dealer": "Dóra",
        "soloist": "Anna",
        "contract": ["40-100", "ulti"],
        "trump": "bells",
        "kontra": {"ulti": 1},
        "result": {
            "soloist_points": 70,
            "soloist_tricks": 6,
            "marriages": {"soloist": ["bells"]},
            "last_trick": {"winner": "Csaba", "trump_seven": "Anna"},
            "aces": "split",
        },
    }
    assert deltas(deal) == {"Anna": -16, "Béla": 8, "Csaba": 8, "Dóra": 0}


def test_betli_doubled_by_one_defender_ignores_what_a_no_trump_row_has_not():
    """Rules "Worked checks": betli, one defender said Kontra, the soloist takes no
    trick: that defender pays 10, the other 5. Trump, card points and marriages typed
    before the contract was chosen do not apply to a no-trump row: left out."""
    form = {
        "soloist": "Béla",
        "contract": index("contract", ["betli"]),
        "trump": index("trump", "hearts"),
        "result.soloist_points": "50",
        "result.soloist_tricks": "0",
        "kontra.betli.Anna": "1",
        "kontra.betli.Csaba": "",
        "kontra.ulti": "3",
        "result.marriages.soloist.hearts": "on",
        "result.aces": index("result.aces", "soloist"),
    }
    deal = record(form)
    assert deal == {
        "dealer": "Dóra",
        "soloist": "Béla",
        "contract": ["betli"],
        "kontra": {"betli": {"Anna": 1}},
        "result": {"soloist_tricks": 0},
    }
    assert deltas(deal) == {"Anna": -10, "Béla": 15, "Csaba": -5, "Dóra": 0}


def test_a_surrender_replaces_the_result_and_leaves_the_kontra_unsaid():
    """Rules "Surrender": every component lost, paid unmultiplied: a parti in acorns
    costs the soloist 1 to each defender."""
    form = {
        "soloist": "Csaba",
        "contract": index("contract", ["parti"]),
        "trump": index("trump", "acorns"),
        "kontra.parti": "2",
        "result.soloist_tricks": "4",
        "surrender": "on",
    }
    deal = record(form)
    assert deal == {
        "dealer": "Dóra",
        "soloist": "Csaba",
        "contract": ["parti"],
        "trump": "acorns",
        "surrender": True,
    }
    assert deltas(deal) == {"Anna": 1, "Béla": 1, "Csaba": -2, "Dóra": 0}


def test_a_misdeal_thrown_in_is_all_the_record_says():
    deal = record({"soloist": "Anna", "contract": "0", "thrown_in": "on"})
    assert deal == {"dealer": "Dóra", "thrown_in": True}
    assert deltas(deal) == dict.fromkeys(P4, 0)


def test_the_trump_and_the_last_trick_are_written_even_when_not_chosen_yet():
    """A trump row with no trump chosen writes ``trump: null`` (the parser then says
    the trump is still to fill in), as the window does."""
    deal = record({"soloist": "Anna", "contract": index("contract", ["parti"])})
    assert deal["trump"] is None
    with pytest.raises(RecordError) as err:
        parse_deal({"game": "ulti", "players": P4, **deal})
    assert (err.value.field, err.value.code) == ("trump", Code.MISSING)


@pytest.mark.parametrize(
    ("form", "field", "code"),
    [
        ({"kontra.betli.Csaba": "8"}, "kontra.betli.Csaba", Code.OUT_OF_RANGE),
        ({"kontra.betli.Anna": "x"}, "kontra.betli.Anna", Code.NOT_INTEGER),
        ({"contract": "30"}, "contract", Code.NOT_CHOICE),
    ],
    ids=["level-above-kerekes-bicikli", "level-not-a-number", "no-such-contract"],
)
def test_a_text_that_is_no_value_names_its_field(form, field, code):
    base = {"soloist": "Béla", "contract": index("contract", ["betli"])}
    with pytest.raises(RecordError) as err:
        record(base | form)
    assert (err.value.field, err.value.code) == (field, code)


def test_every_bid_table_row_is_a_contract_once():
    """54 rows (rules "Contract components"), 24 of them hearts rows of a plain row's
    components: 30 contracts, each a set once; the no-trump ones hide the trump."""
    contracts = [c.value for c in ENTRY.field("contract").choices]
    assert len(contracts) == 30
    assert len({frozenset(c) for c in contracts}) == 30
    trump = ENTRY.field("trump")
    for c in (["betli"], ["nt-open-durchmars"]):
        assert not trump.applies({}, {"contract": c})
    assert trump.applies({}, {"contract": ["open-durchmars", "ulti"]})


def test_a_contract_recorded_in_another_order_is_shown_as_its_choice():
    deal = {"dealer": "Dóra", "soloist": "Anna", "contract": ["ulti", "40-100"]}
    form = form_from_deal(ENTRY, deal, sides=len(SPEC.teams(P4)))
    assert form["contract"] == index("contract", ["40-100", "ulti"])
