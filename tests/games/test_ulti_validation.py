"""Every way an Ulti record can be wrong names its field (docs/deal-format.md "ulti").

Base deal: Anna, Béla, Csaba (+ Dóra), Csaba deals with 3 players (Dóra with 4);
Anna bids first and is the soloist of 40-100 + ulti in leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal

P3 = ["Anna", "Béla", "Csaba"]
P4 = ["Anna", "Béla", "Csaba", "Dóra"]


def base(players: list[str] = P3) -> dict[str, Any]:
    return {
        "game": "ulti", "players": players, "dealer": players[-1], "soloist": "Anna",
        "contract": ["40-100", "ulti"], "trump": "leaves",
        "result": {"soloist_points": 60, "soloist_tricks": 6,
                   "marriages": {"soloist": ["leaves"], "defenders": ["bells"]},
                   "last_trick": {"winner": "Anna", "trump_seven": "Anna"},
                   "trump_seven_early": False, "aces": "split"},
    }  # fmt: skip


Edit = Callable[[dict[str, Any]], None]


def res(**fields: Any) -> Edit:
    return lambda raw: raw["result"].update(fields)


def top(**fields: Any) -> Edit:
    return lambda raw: raw.update(fields)


def last(**fields: Any) -> Edit:
    return lambda raw: raw["result"]["last_trick"].update(fields)


def drop(*path: str) -> Edit:
    def edit(raw: dict[str, Any]) -> None:
        target = raw
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return edit


def four(edit: Edit) -> Edit:
    """The 4-player base deal (Dóra deals and sits out) with ``edit`` applied."""

    def replace(raw: dict[str, Any]) -> None:
        raw.clear()
        raw.update(base(P4))
        edit(raw)

    return replace


def nt(**extra: Any) -> Edit:
    """The base deal turned into a betli, with ``extra`` top-level fields."""
    fields: dict[str, Any] = {"contract": ["betli"], "trump": None, "result": {"soloist_tricks": 0}}
    return top(**(fields | extra))


def both(*edits: Edit) -> Edit:
    def edit(raw: dict[str, Any]) -> None:
        for one in edits:
            one(raw)

    return edit


# (id naming the rule, edit of the base deal, the field the error must name)
BAD: list[tuple[str, Edit, str]] = [
    ("soloist-not-at-table", top(soloist="Zoltán"), "soloist"),
    ("soloist-missing", drop("soloist"), "soloist"),
    ("dealer-sits-out-cannot-be-soloist", four(top(soloist="Dóra")), "soloist"),
    ("contract-not-a-list", top(contract="parti"), "contract"),
    ("contract-empty", top(contract=[]), "contract"),
    ("contract-unknown-component", top(contract=["40-100", "kontra"]), "contract[1]"),
    ("contract-component-twice", top(contract=["ulti", "ulti"]), "contract[1]"),
    ("contract-not-a-row", top(contract=["parti", "durchmars"]), "contract"),
    ("contract-four-aces-with-durchmars", top(contract=["durchmars", "four-aces"]), "contract"),
    ("contract-mixes-trump-and-no-trump", top(contract=["betli", "ulti"]), "contract"),
    ("trump-missing-for-trump-contract", top(trump=None), "trump"),
    ("trump-unknown-suit", top(trump="clubs"), "trump"),
    ("trump-given-for-no-trump", nt(trump="hearts"), "trump"),
    ("kontra-not-an-object", top(kontra=1), "kontra"),
    ("kontra-on-component-not-bid", top(kontra={"parti": 1}), "kontra.parti"),
    ("kontra-unknown-component", top(kontra={"rekontra": 1}), "kontra.rekontra"),
    ("kontra-level-above-7", top(kontra={"ulti": 8}), "kontra.ulti"),
    ("kontra-level-negative", top(kontra={"ulti": -1}), "kontra.ulti"),
    ("kontra-level-not-integer", top(kontra={"ulti": "kontra"}), "kontra.ulti"),
    ("kontra-per-defender-on-trump-component", top(kontra={"ulti": {"Béla": 1}}), "kontra.ulti"),
    ("kontra-per-defender-soloist", nt(kontra={"betli": {"Anna": 1}}),
     "kontra.betli.Anna"),
    ("kontra-per-defender-unknown", nt(kontra={"betli": {"Zoltán": 1}}),
     "kontra.betli.Zoltán"),
    ("kontra-per-defender-level-8", nt(kontra={"betli": {"Béla": 8}}),
     "kontra.betli.Béla"),
    ("kontra-per-defender-dealer-sits-out", four(nt(kontra={"betli": {"Dóra": 1}})),
     "kontra.betli.Dóra"),
    ("result-missing", drop("result"), "result"),
    ("result-not-an-object", top(result=[]), "result"),
    ("surrender-and-result", top(surrender=True), "result"),
    ("surrender-not-boolean", top(surrender="yes"), "surrender"),
    ("thrown-in-not-boolean", top(thrown_in="yes"), "thrown_in"),
    ("thrown-in-with-soloist", top(thrown_in=True), "soloist"),
    ("points-not-multiple-of-10", res(soloist_points=95), "result.soloist_points"),
    ("points-above-90", res(soloist_points=100), "result.soloist_points"),
    ("points-missing-trump-contract", drop("result", "soloist_points"), "result.soloist_points"),
    ("tricks-above-10", res(soloist_tricks=11), "result.soloist_tricks"),
    ("tricks-missing", drop("result", "soloist_tricks"), "result.soloist_tricks"),
    ("no-trick-but-points", res(soloist_points=10, soloist_tricks=0, last_trick={
        "winner": "Béla"}), "result.soloist_points"),
    ("all-tricks-but-not-last", res(soloist_points=70, soloist_tricks=10, last_trick={
        "winner": "Béla"}), "result.last_trick.winner"),
    ("no-trick-but-last", res(soloist_points=10, soloist_tricks=0), "result.last_trick.winner"),
    ("last-trick-but-under-10", res(soloist_points=0, soloist_tricks=3),
     "result.soloist_points"),
    ("defenders-last-but-90", res(soloist_points=90, soloist_tricks=9, last_trick={
        "winner": "Béla"}), "result.soloist_points"),
    ("points-do-not-fit-in-tricks", res(soloist_points=60, soloist_tricks=1, last_trick={
        "winner": "Béla"}), "result.soloist_points"),
    ("defender-points-do-not-fit", res(soloist_points=20, soloist_tricks=9),
     "result.soloist_points"),
    ("all-tricks-talon-holds-only-20", res(soloist_points=50, soloist_tricks=10),
     "result.soloist_points"),
    ("last-trick-missing-trump-contract", drop("result", "last_trick"), "result.last_trick"),
    ("last-trick-winner-missing", drop("result", "last_trick", "winner"),
     "result.last_trick.winner"),
    ("last-trick-winner-unknown", last(winner="Zoltán"), "result.last_trick.winner"),
    ("last-trick-winner-dealer-sits-out", four(last(winner="Dóra")), "result.last_trick.winner"),
    ("trump-seven-dealer-sits-out", four(last(trump_seven="Dóra")),
     "result.last_trick.trump_seven"),
    ("trump-seven-early-and-last", res(trump_seven_early=True), "result.trump_seven_early"),
    ("trump-seven-early-not-boolean", res(trump_seven_early=1), "result.trump_seven_early"),
    ("aces-unknown-value", res(aces="all"), "result.aces"),
    ("aces-soloist-under-40", res(soloist_points=40, aces="soloist"), "result.aces"),
    ("aces-soloist-in-one-trick", res(soloist_points=30, soloist_tricks=1, aces="soloist",
     last_trick={"winner": "Béla"}), "result.aces"),
    ("aces-defenders-but-soloist-over-50", res(soloist_points=60, aces="defenders"),
     "result.aces"),
    ("aces-missing-with-four-aces-bid", both(top(contract=["parti", "four-aces"]),
     drop("result", "aces")), "result.aces"),
    ("marriage-unknown-suit", res(marriages={"soloist": ["clubs"]}),
     "result.marriages.soloist[0]"),
    ("marriage-listed-twice", res(marriages={"soloist": ["leaves"], "defenders": ["leaves"]}),
     "result.marriages.defenders[0]"),
    ("marriages-not-a-list", res(marriages={"soloist": "leaves"}), "result.marriages.soloist"),
    ("40-100-shows-other-marriage", res(marriages={"soloist": ["leaves", "bells"]}),
     "result.marriages.soloist[1]"),
    ("20-100-shows-trump-marriage", both(top(contract=["20-100"]),
     res(marriages={"soloist": ["leaves"]})), "result.marriages.soloist[0]"),
    ("20-100-shows-two-marriages", both(top(contract=["20-100"]),
     res(marriages={"soloist": ["bells", "acorns"]})), "result.marriages.soloist[1]"),
    ("no-trump-has-no-marriages", nt(result={"soloist_tricks": 0, "marriages": {
        "defenders": ["bells"]}}), "result.marriages.defenders[0]"),
    ("no-trump-has-no-trump-seven", nt(result={"soloist_tricks": 0, "last_trick": {
        "winner": "Béla", "trump_seven": "Béla"}}), "result.last_trick.trump_seven"),
    ("no-trump-has-no-early-seven", nt(result={"soloist_tricks": 0,
     "trump_seven_early": True}), "result.trump_seven_early"),
    ("no-trump-tricks-missing", nt(result={}), "result.soloist_tricks"),
    ("unknown-house-rule", top(rules={"kontra_cap": 3}), "rules.kontra_cap"),
    ("house-rule-not-boolean", top(rules={"surrender_ulti_penalty": 1}),
     "rules.surrender_ulti_penalty"),
]  # fmt: skip


# The code of each case: a broken rule of the game is INVALID; MISSING is what the window
# shows as "still to fill in" (a left-out field, an empty contract, a null trump suit).
CODE_CASES = {
    Code.INVALID: """dealer-sits-out-cannot-be-soloist contract-not-a-row
        contract-four-aces-with-durchmars contract-mixes-trump-and-no-trump
        trump-given-for-no-trump kontra-on-component-not-bid
        kontra-per-defender-on-trump-component kontra-per-defender-soloist
        kontra-per-defender-unknown kontra-per-defender-dealer-sits-out surrender-and-result
        thrown-in-with-soloist no-trick-but-points all-tricks-but-not-last no-trick-but-last
        last-trick-but-under-10 defenders-last-but-90 points-do-not-fit-in-tricks
        defender-points-do-not-fit all-tricks-talon-holds-only-20 last-trick-winner-unknown
        last-trick-winner-dealer-sits-out trump-seven-dealer-sits-out trump-seven-early-and-last
        aces-soloist-under-40 aces-soloist-in-one-trick aces-defenders-but-soloist-over-50
        40-100-shows-other-marriage 20-100-shows-trump-marriage 20-100-shows-two-marriages
        no-trump-has-no-marriages no-trump-has-no-trump-seven no-trump-has-no-early-seven""",
    Code.MISSING: """soloist-missing contract-empty trump-missing-for-trump-contract
        result-missing points-missing-trump-contract tricks-missing
        last-trick-missing-trump-contract last-trick-winner-missing
        aces-missing-with-four-aces-bid no-trump-tricks-missing""",
    Code.NOT_PLAYER: "soloist-not-at-table",
    Code.NOT_ARRAY: "contract-not-a-list marriages-not-a-list",
    Code.NOT_OBJECT: "kontra-not-an-object result-not-an-object",
    Code.NOT_CHOICE: """contract-unknown-component trump-unknown-suit aces-unknown-value
        marriage-unknown-suit house-rule-not-boolean""",
    Code.DUPLICATE: "contract-component-twice marriage-listed-twice",
    Code.UNKNOWN_FIELD: "kontra-unknown-component unknown-house-rule",
    Code.OUT_OF_RANGE: """kontra-level-above-7 kontra-level-negative kontra-per-defender-level-8
        points-not-multiple-of-10 points-above-90 tricks-above-10""",
    Code.NOT_INTEGER: "kontra-level-not-integer",
    Code.NOT_BOOLEAN: "surrender-not-boolean thrown-in-not-boolean trump-seven-early-not-boolean",
}
CODES = {case: code for code, cases in CODE_CASES.items() for case in cases.split()}


@pytest.mark.parametrize(("edit", "field"), [c[1:] for c in BAD], ids=[c[0] for c in BAD])
def test_bad_record_names_field(edit: Edit, field: str) -> None:
    raw = base()
    edit(raw)
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field


@pytest.mark.parametrize(("edit", "name"), [(c[1], c[0]) for c in BAD], ids=[c[0] for c in BAD])
def test_bad_record_has_a_code(edit: Edit, name: str) -> None:
    raw = base()
    edit(raw)
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.code is CODES[name]


def test_every_case_has_a_code() -> None:
    assert sorted(CODES) == sorted(c[0] for c in BAD)


def test_base_records_are_valid() -> None:
    parse_deal(base())
    parse_deal(base(P4))
    raw = base()
    nt()(raw)
    parse_deal(raw)


@pytest.mark.parametrize("bids", [None, [], [{"player": "Anna", "bid": "pass"}]])
def test_a_thrown_in_deal_has_no_auction_log(bids: Any) -> None:
    """``bids``, a field every game shares, is a JSON array or left out: a thrown-in
    deal read ``"bids": null`` as no log (issue 25: stored, then refused by the
    schema of the whole-database file); a log of a deal not played is refused."""
    raw = {"game": "ulti", "players": P3, "dealer": "Csaba", "thrown_in": True, "bids": bids}
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert (err.value.field, err.value.code) == ("bids", Code.INVALID)
    parse_deal({k: v for k, v in raw.items() if k != "bids"} | {"soloist": None})
