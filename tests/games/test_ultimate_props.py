"""Ultimate: properties over generated VALID records (hypothesis).

JSON → record → JSON gives back the same JSON; every player gets a whole-number delta;
scores only ever go up (§Scoring one deal: +bid, +⌊bid / 2⌋, or 0); and a made deal pays
the declarer at least the bid while a missed one pays him nothing.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.games import get_game, parse_deal

NAMES = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Gen", "Hana"]
RANKS = ["A", "K", "Q", "J", "10", "T", "9", "8", "7", "6", "5", "4", "3", "2"]
SUITS = ["hearts", "diamonds", "clubs", "spades"]
DEFAULTS = {"partner_variant": False, "min_bid": 1, "all_pass": "thrown_in"}


def house_rules() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {},
        optional={
            "partner_variant": st.booleans(),
            "min_bid": st.integers(1, 100),
            "all_pass": st.sampled_from(["thrown_in", "dealer_bids"]),
        },
    )


@st.composite
def auction(draw: st.DrawFn, order: list[str], rules: dict[str, Any]) -> list[dict[str, Any]]:
    """A complete legal log: in turn from the dealer's left, rising bids, passes final."""
    rules = {**DEFAULTS, **rules}
    active, high, bidder, turn, log = list(order), None, None, 0, []
    while active and not (len(active) == 1 and bidder == active[0]):
        player, low = active[turn], rules["min_bid"] if high is None else high + 1
        forced = rules["all_pass"] == "dealer_bids" and len(active) == 1
        if low <= 100 and (forced or draw(st.integers(0, 2)) == 0):
            high, bidder = draw(st.integers(low, min(low + 20, 100))), player
            log.append({"player": player, "bid": high})
            turn = (turn + 1) % len(active)
        else:
            log.append({"player": player, "bid": "pass"})
            active.pop(turn)
            turn = turn % max(len(active), 1)
    return log


@st.composite
def records(draw: st.DrawFn) -> dict[str, Any]:
    players = NAMES[: draw(st.integers(3, 8))]
    dealer = draw(st.sampled_from(players))
    rules = draw(house_rules())
    raw: dict[str, Any] = {"game": "ultimate", "players": players, "dealer": dealer}
    if rules:
        raw["rules"] = rules
    if draw(st.integers(0, 9)) == 7:  # a misdeal now and then
        return {**raw, "thrown_in": True}
    seat = players.index(dealer)
    order = players[seat + 1 :] + players[: seat + 1]
    log = draw(auction(order, rules)) if draw(st.booleans()) else None
    return {**raw, **draw(played(players, {**DEFAULTS, **rules}, log))}


@st.composite
def played(
    draw: st.DrawFn, players: list[str], rules: dict[str, Any], log: list[dict[str, Any]] | None
) -> dict[str, Any]:
    bids = [e for e in log or [] if e["bid"] != "pass"]
    if log is not None and not bids:
        return {"declarer": None, "bids": log}
    declarer = bids[-1]["player"] if bids else draw(st.sampled_from(players))
    low = bids[-1]["bid"] if bids else rules["min_bid"]
    out: dict[str, Any] = {"declarer": declarer, "bid": draw(st.integers(low, 100))}
    out["trump"] = draw(st.sampled_from(SUITS))
    if rules["partner_variant"]:
        card = draw(st.sampled_from(RANKS)) + draw(st.sampled_from("HDCS"))
        others = [p for p in players if p != declarer]
        out.update(partner_card=card, partner=draw(st.none() | st.sampled_from(others)))
    out["result"] = {"declarer_points": draw(st.integers(-4, 104))}
    return out if log is None else {**out, "bids": log}


def expected_json(raw: dict[str, Any]) -> dict[str, Any]:
    """The record as written back: house rules equal to the default are dropped."""
    rules = {k: v for k, v in raw.get("rules", {}).items() if DEFAULTS[k] != v}
    out = {k: v for k, v in raw.items() if k != "rules"}
    return {**out, "rules": rules} if rules else out


@settings(max_examples=200, deadline=None)
@given(records())
def test_json_round_trip(raw: dict[str, Any]) -> None:
    deal = parse_deal(raw)
    assert deal.to_json() == expected_json(raw)
    game_part = {k: v for k, v in raw.items() if k not in ("game", "players", "dealer", "rules")}
    assert get_game("ultimate").to_json(deal.record) == game_part


@settings(max_examples=200, deadline=None)
@given(records())
def test_deltas_are_whole_and_never_negative(raw: dict[str, Any]) -> None:
    deltas = parse_deal(raw).settle().deltas
    assert list(deltas) == raw["players"]
    assert all(type(d) is int and d >= 0 for d in deltas.values())


@settings(max_examples=200, deadline=None)
@given(records())
def test_declarer_paid_only_when_made(raw: dict[str, Any]) -> None:
    deltas = parse_deal(raw).settle().deltas
    if raw.get("declarer") is None:
        assert set(deltas.values()) == {0}
        return
    made = raw["result"]["declarer_points"] >= raw["bid"]
    assert (deltas[raw["declarer"]] >= raw["bid"]) if made else deltas[raw["declarer"]] == 0
