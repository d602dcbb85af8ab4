"""The Ulti auction log ``bids`` (docs/rules/ulti.md "Contract components", auction paragraph).

Anna, Béla, Csaba with Csaba dealing: Anna (after the dealer) bids first, then Béla,
Csaba. With Dóra as the 4th player and dealer she sits out. Anna's contract:
40-100 + ulti in leaves (rank 9).
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal

P3 = ["Anna", "Béla", "Csaba"]
P4 = ["Anna", "Béla", "Csaba", "Dóra"]
RESULT = {
    "soloist_points": 60, "soloist_tricks": 6,
    "marriages": {"soloist": ["leaves"], "defenders": []},
    "last_trick": {"winner": "Anna", "trump_seven": "Anna"},
    "trump_seven_early": False, "aces": "split",
}  # fmt: skip


def deal(bids: Any, players: list[str] = P3, **extra: Any) -> dict[str, Any]:
    raw = {
        "game": "ulti", "players": players, "dealer": players[-1], "soloist": "Anna",
        "contract": ["40-100", "ulti"], "trump": "leaves", "result": RESULT, "bids": bids,
    }  # fmt: skip
    return raw | extra


def bid(player: str, text: str, hearts: bool = False) -> dict[str, Any]:
    if text == "pass":
        return {"player": player, "bid": "pass"}
    return {"player": player, "bid": {"contract": text.split(), "hearts": hearts}}


def passes(*players: str) -> list[dict[str, Any]]:
    return [bid(p, "pass") for p in players]


WIN = bid("Anna", "40-100 ulti")  # rank 9

GOOD: list[tuple[str, Any, dict[str, Any]]] = [
    ("first-bid-wins", [WIN, *passes("Béla", "Csaba")], {}),
    ("closing-pass-given", [WIN, *passes("Béla", "Csaba", "Anna")], {}),
    ("outbid-self-after-two-passes", [bid("Anna", "parti"), *passes("Béla", "Csaba"), WIN,
     *passes("Béla", "Csaba")], {}),
    # Béla passes, later bids 40-100 + four aces (rank 8): a pass is not final
    ("pass-is-not-final", [bid("Anna", "parti"), bid("Béla", "pass"), bid("Csaba", "40-100"),
     bid("Anna", "pass"), bid("Béla", "40-100 four-aces"), bid("Csaba", "pass"), WIN,
     *passes("Béla", "Csaba")], {}),
    ("component-order-free", [bid("Anna", "ulti 40-100"), *passes("Béla", "Csaba")], {}),
    ("four-players-dealer-silent", [WIN, *passes("Béla", "Csaba")], {"players": P4}),
    ("hearts-row", [bid("Anna", "parti", True), *passes("Béla", "Csaba")],
     {"contract": ["parti"], "trump": "hearts"}),
    ("no-trump-row", [bid("Anna", "betli"), *passes("Béla", "Csaba")],
     {"contract": ["betli"], "trump": None, "result": {"soloist_tricks": 0}}),
]  # fmt: skip


@pytest.mark.parametrize(("bids", "extra"), [c[1:] for c in GOOD], ids=[c[0] for c in GOOD])
def test_valid_auction_round_trips(bids: Any, extra: dict[str, Any]) -> None:
    players = extra.pop("players", P3)
    raw = deal(bids, players, **extra)
    assert parse_deal(raw).to_json() == raw


BAD: list[tuple[str, Any, str]] = [
    ("bids-not-a-list", {"Anna": "40-100"}, "bids"),
    ("bids-empty", [], "bids"),
    ("entry-not-an-object", ["pass"], "bids[0]"),
    ("player-not-at-table", [bid("Zoltán", "40-100 ulti")], "bids[0].player"),
    ("first-bidder-is-after-dealer", [bid("Béla", "40-100 ulti")], "bids[0].player"),
    ("first-bidder-must-bid", [bid("Anna", "pass"), bid("Béla", "pass")], "bids[0].bid"),
    ("out-of-turn", [WIN, bid("Csaba", "pass"), bid("Béla", "pass")], "bids[1].player"),
    ("bid-missing", [{"player": "Anna"}], "bids[0].bid"),
    ("pass-misspelt", [WIN, bid("Béla", "pass") | {"bid": "Pass"}], "bids[1].bid"),
    ("unknown-component", [bid("Anna", "40-100 ulty")], "bids[0].bid.contract[1]"),
    ("bid-not-a-row", [bid("Anna", "parti durchmars")], "bids[0].bid.contract"),
    ("hearts-missing", [{"player": "Anna", "bid": {"contract": ["parti"]}}],
     "bids[0].bid.hearts"),
    ("hearts-on-no-trump", [bid("Anna", "betli", True)], "bids[0].bid.hearts"),
    # 20-100 and 40-100 in hearts are both rank 10: equal rank is not allowed
    ("equal-rank-not-allowed", [bid("Anna", "20-100"), bid("Béla", "40-100", True)],
     "bids[1].bid"),
    ("lower-rank", [WIN, bid("Béla", "parti")], "bids[1].bid"),
    ("after-three-passes", [WIN, *passes("Béla", "Csaba", "Anna"), bid("Béla", "20-100")],
     "bids[4]"),
    ("auction-not-over", [WIN, bid("Béla", "pass")], "bids"),
    ("last-bidder-not-soloist", [bid("Anna", "parti"), bid("Béla", "40-100 ulti"),
     *passes("Csaba", "Anna")], "bids[1].player"),
    ("last-bid-not-the-contract", [bid("Anna", "40-100"), *passes("Béla", "Csaba")],
     "bids[0].bid"),
    ("last-bid-hearts-but-trump-leaves", [bid("Anna", "40-100 ulti", True),
     *passes("Béla", "Csaba")], "bids[0].bid"),
]  # fmt: skip


@pytest.mark.parametrize(("bids", "field"), [c[1:] for c in BAD], ids=[c[0] for c in BAD])
def test_bad_auction_names_field(bids: Any, field: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(deal(bids))
    assert err.value.field == field


# The code of each case: a call against the rules of the auction is INVALID; a log that
# does not end in the recorded soloist and contract differs from them (MISMATCH).
CODE_CASES = {
    Code.INVALID: """bids-empty first-bidder-is-after-dealer first-bidder-must-bid out-of-turn
        bid-not-a-row hearts-on-no-trump equal-rank-not-allowed lower-rank after-three-passes
        auction-not-over""",
    Code.MISMATCH: """last-bidder-not-soloist last-bid-not-the-contract
        last-bid-hearts-but-trump-leaves""",
    Code.NOT_ARRAY: "bids-not-a-list",
    Code.NOT_OBJECT: "entry-not-an-object pass-misspelt",
    Code.NOT_PLAYER: "player-not-at-table",
    Code.MISSING: "bid-missing hearts-missing",
    Code.NOT_CHOICE: "unknown-component",
}
CODES = {case: code for code, cases in CODE_CASES.items() for case in cases.split()}


@pytest.mark.parametrize(("bids", "name"), [(c[1], c[0]) for c in BAD], ids=[c[0] for c in BAD])
def test_bad_auction_has_a_code(bids: Any, name: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(deal(bids))
    assert err.value.code is CODES[name]


def test_every_bad_auction_has_a_code() -> None:
    assert sorted(CODES) == sorted(c[0] for c in BAD)


def test_dealer_cannot_bid_with_four_players() -> None:
    # dealer Dóra sits out: after Anna, Béla, Csaba it is Anna's turn again
    bids = [bid("Anna", "parti"), *passes("Béla", "Csaba"), bid("Dóra", "40-100 ulti")]
    with pytest.raises(RecordError) as err:
        parse_deal(deal(bids, P4))
    assert err.value.field == "bids[3].player"
