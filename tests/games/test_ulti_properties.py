"""Hypothesis properties of Ulti records: JSON -> record -> JSON round trip, zero-sum
whole-number deltas for every player (0 for the 4-player dealer).

The strategies build only VALID records: a row of the bid table with its trump,
kontra levels 0-7, a result whose points fit the tricks (3 cards a trick, the
talon's 2 cards with the defenders, 10 for the last trick), marriages each side
may show, and an auction that rises in rank and ends with the soloist's bid.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.games import parse_deal
from scorekeeper.games.ulti.bidtable import INFO, ROWS, BidRow, Component, Kind

NAMES = ["Anna", "Béla", "Csaba", "Dóra"]
PLAIN = ["bells", "leaves", "acorns"]
SUITS = ["hearts", *PLAIN]
Draw = Any


def kontra_value(draw: Draw, component: str, defenders: list[str]) -> Any:
    if INFO[Component(component)].trump or draw(st.booleans()):
        return draw(st.integers(0, 7))
    chosen = draw(st.lists(st.sampled_from(defenders), unique=True))
    return {d: draw(st.integers(0, 7)) for d in chosen}


def marriages(draw: Draw, row: BidRow, trump: str) -> dict[str, list[str]]:
    names = set(row.components)
    if "40-100" in names:
        mine = draw(st.lists(st.just(trump), max_size=1))
    elif "20-100" in names:
        mine = draw(st.lists(st.sampled_from([s for s in SUITS if s != trump]), max_size=1))
    else:
        mine = draw(st.lists(st.sampled_from(SUITS), unique=True))
    rest = [s for s in SUITS if s not in mine]
    theirs = draw(st.lists(st.sampled_from(rest), unique=True)) if rest else []
    return {"soloist": mine, "defenders": theirs}


def aces_choices(cards: int, tricks: int) -> list[str]:
    out = ["split"]
    if cards >= 40 and tricks >= 2:
        out.append("soloist")
    if cards <= 40 and tricks < 10:
        out.append("defenders")
    return out


def result(draw: Draw, row: BidRow, trump: str | None, soloist: str, active: list[str]) -> Any:
    tricks = draw(st.integers(0, 10))
    defenders = [p for p in active if p != soloist]
    winner = (
        soloist if tricks == 10 else draw(st.sampled_from(defenders if tricks == 0 else active))
    )
    low, high = max(0, 80 - (30 * (10 - tricks) + 20)), min(80, 30 * tricks)
    cards = draw(st.sampled_from(range(low, high + 1, 10)))
    out: dict[str, Any] = {"soloist_tricks": tricks}
    optional = {
        "soloist_points": cards + (10 if winner == soloist else 0),
        "last_trick": {"winner": winner},
        "aces": draw(st.sampled_from(aces_choices(cards, tricks))),
    }
    if trump is not None:
        early = draw(st.booleans())
        seven = None if early else draw(st.sampled_from([None, *active]))
        optional["last_trick"]["trump_seven"] = seven
        optional |= {"marriages": marriages(draw, row, trump), "trump_seven_early": early}
    needed = {"soloist_points", "last_trick"} if trump is not None else set()
    if "four-aces" in row.components:
        needed.add("aces")
    for key, value in optional.items():
        if key in needed or draw(st.booleans()):
            out[key] = value
    return out


def contract_bid(player: str, row: BidRow) -> dict[str, Any]:
    hearts = row.kind is Kind.HEARTS
    return {
        "player": player,
        "bid": {"contract": [c.value for c in row.components], "hearts": hearts},
    }


def auction(draw: Draw, order: list[str], soloist: str, row: BidRow) -> list[Any] | None:
    lower = sorted({r.rank for r in ROWS if r.rank < row.rank})
    ranks = sorted(draw(st.lists(st.sampled_from(lower), unique=True, max_size=3))) if lower else []
    if not ranks and soloist != order[0]:
        return None
    rows = [draw(st.sampled_from([r for r in ROWS if r.rank == k])) for k in ranks] + [row]
    entries: list[Any] = []
    for j, bid_row in enumerate(rows):
        gap = 0 if j == 0 else draw(st.integers(0, 2))
        if j == len(rows) - 1 and j > 0:
            gap = (order.index(soloist) - len(entries)) % 3
        add_passes(entries, order, gap)
        entries.append(contract_bid(order[len(entries) % 3], bid_row))
    add_passes(entries, order, draw(st.integers(2, 3)))
    return entries


def add_passes(entries: list[Any], order: list[str], count: int) -> None:
    for _ in range(count):
        entries.append({"player": order[len(entries) % 3], "bid": "pass"})


@st.composite
def records(draw: Draw) -> dict[str, Any]:
    players = NAMES[: draw(st.sampled_from([3, 4]))]
    dealer = draw(st.sampled_from(players))
    n = len(players)
    order = [players[(players.index(dealer) + k) % n] for k in range(1, n + 1)][:3]
    soloist = draw(st.sampled_from(order))
    defenders = [p for p in players if p in order and p != soloist]
    row = draw(st.sampled_from(ROWS))
    trump = {Kind.NO_TRUMP: None, Kind.HEARTS: "hearts"}.get(row.kind, "plain")
    if trump == "plain":
        trump = draw(st.sampled_from(PLAIN))
    contract = draw(st.permutations([c.value for c in row.components]))
    raw: dict[str, Any] = {"game": "ulti", "players": players, "dealer": dealer}
    raw |= {"soloist": soloist, "contract": contract, "trump": trump}
    if draw(st.booleans()):
        chosen = draw(st.lists(st.sampled_from(contract), unique=True))
        raw["kontra"] = {c: kontra_value(draw, c, defenders) for c in chosen}
    if draw(st.integers(0, 7)) == 0:
        raw["surrender"] = True
    else:
        raw["result"] = result(draw, row, trump, soloist, order)
    bids = auction(draw, order, soloist, row) if draw(st.booleans()) else None
    if bids is not None:
        raw["bids"] = bids
    rules = {
        "surrender_ulti_penalty": draw(st.sampled_from([None, False])),
        "silent_aces_with_durchmars": draw(st.sampled_from([None, True])),
    }
    rules = {k: v for k, v in rules.items() if v is not None}
    if rules:
        raw["rules"] = rules
    return raw


@settings(max_examples=200, deadline=None)
@given(records())
def test_json_round_trip(raw: dict[str, Any]) -> None:
    assert parse_deal(raw).to_json() == raw


@settings(max_examples=200, deadline=None)
@given(records())
def test_zero_sum_whole_numbers(raw: dict[str, Any]) -> None:
    outcome = parse_deal(raw).settle()
    assert set(outcome.deltas) == set(raw["players"])
    assert all(type(v) is int for v in outcome.deltas.values())
    assert sum(outcome.deltas.values()) == 0
    if len(raw["players"]) == 4:
        assert outcome.deltas[raw["dealer"]] == 0
    assert outcome.lines and outcome.summary.declarer == raw["soloist"]


@settings(max_examples=100, deadline=None)
@given(records())
def test_thrown_in_scores_zero(raw: dict[str, Any]) -> None:
    thrown = {k: raw[k] for k in ("game", "players", "dealer")} | {"thrown_in": True}
    deal = parse_deal(thrown)
    assert deal.to_json() == thrown
    assert set(deal.settle().deltas.values()) == {0}
