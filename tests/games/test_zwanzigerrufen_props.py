"""Zwanzigerrufen invariants over generated VALID records: JSON round trip, zero-sum deals,
whole-number deltas for every player (docs/rules/README.md;
docs/rules/zwanzigerrufen.md "Settlement")."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context

PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]
TAROCKS = ["XX", "XIX", "XVIII", "XVII", "XVI"]
SIDES = ["declarers", "defenders"]
# Card points richest first: 7 × 5, 4 × 4, 4 × 3, 4 × 2, 17 × 1, 4 × 0 = 88.
VALUES = [5] * 7 + [4] * 4 + [3] * 4 + [2] * 4 + [1] * 17 + [0] * 4


def points_range(tricks: int) -> tuple[int, int]:
    """The declarers' points fit in 4 × tricks cards: between the poorest and richest."""
    return 88 - sum(VALUES[: 4 * (10 - tricks)]), sum(VALUES[: 4 * tricks])


def side_tricks(tricks: int, side: str) -> int:
    return tricks if side == "declarers" else 10 - tricks


@st.composite
def results(draw: st.DrawFn, contract: str, pagat_side: str | None) -> dict[str, Any]:
    tricks = draw(st.integers(0, 10))
    least, most = points_range(tricks)
    result: dict[str, Any] = {
        "declarer_points": draw(st.integers(least, most)),
        "declarer_tricks": tricks,
    }
    side = pagat_side or draw(st.sampled_from(SIDES))
    outcome = draw(st.sampled_from(["won", "lost", "early"]))
    if pagat_side or draw(st.booleans()):
        assume(outcome != "won" or side_tricks(tricks, side) > 0)
        result["pagat"] = {"side": side, "outcome": outcome}
    for key in ("trull", "four_kings", "mondfang"):
        if draw(st.booleans()):
            result[key] = draw(st.one_of(st.none(), st.sampled_from(SIDES)))
    _assume_cards_possible(result, contract)
    return result


def _assume_cards_possible(result: dict[str, Any], contract: str) -> None:
    trull, mondfang = result.get("trull"), result.get("mondfang")
    tricks = result["declarer_tricks"]
    if trull is not None:
        assume(mondfang in (None, trull))
        assume(not (contract != "normal" and trull == "declarers" and mondfang))
        assume(contract == "suit-solo" or side_tricks(tricks, trull) > 0)
    if contract != "normal" and mondfang == "declarers":
        assume(tricks < 10)


@st.composite
def records(draw: st.DrawFn) -> dict[str, Any]:
    dealer = draw(st.sampled_from(PLAYERS))
    forehand = PLAYERS[(PLAYERS.index(dealer) + 1) % 4]
    contract = draw(st.sampled_from(["normal", "suit-solo", "solo"]))
    raw: dict[str, Any] = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "dealer": dealer,
        "contract": contract,
    }
    if contract == "normal":
        raw["declarer"] = forehand
        raw["called"] = draw(st.sampled_from(TAROCKS))
        raw["partner"] = draw(st.sampled_from([p for p in PLAYERS if p != forehand]))
    else:
        raw["declarer"] = draw(st.sampled_from(PLAYERS))
        for key in ("called", "partner"):
            if draw(st.booleans()):
                raw[key] = None
    bonuses = ["absolut", "valat"] + (["pagat"] if contract != "suit-solo" else [])
    announced = draw(st.dictionaries(st.sampled_from(bonuses), st.sampled_from(["for", "against"])))
    if announced or draw(st.booleans()):
        raw["announced"] = announced
    raw["kontra"] = _kontra(draw, announced)
    stance = announced.get("pagat")
    pagat_side = None if stance is None else SIDES[stance == "against"]
    raw["result"] = draw(results(contract, pagat_side))
    _optional_extras(draw, raw, forehand)
    return raw


def _kontra(draw: st.DrawFn, announced: dict[str, str]) -> dict[str, int]:
    kontra = {b: draw(st.integers(0, 4)) for b in announced if draw(st.booleans())}
    implied = any(s == "against" and b != "pagat" for b, s in announced.items())
    needs = announced.get("pagat") == "against" and not implied
    if needs or draw(st.booleans()):
        kontra["game"] = draw(st.integers(1 if needs else 0, 4))
    return kontra


def _optional_extras(draw: st.DrawFn, raw: dict[str, Any], forehand: str) -> None:
    if draw(st.booleans()):
        raw["double_round"] = draw(st.booleans())
    if draw(st.booleans()):
        raw["rules"] = draw(
            st.fixed_dictionaries(
                {}, optional={"solo_value": st.just(5), "valat_cancels_bonuses": st.just(False)}
            )
        )
        if not raw["rules"]:
            del raw["rules"]
    if draw(st.booleans()):
        raw["bids"] = _auction(raw, forehand)


def _auction(raw: dict[str, Any], forehand: str) -> list[dict[str, str]]:
    """Forehand opens (his call, or the solo if he is the soloist); the soloist bids his
    contract in turn; everyone else passes when his turn comes."""
    order = [PLAYERS[(PLAYERS.index(forehand) + i) % 4] for i in range(4)]
    declarer, contract = raw["declarer"], raw["contract"]
    own_bid = raw.get("called") or contract  # a normal game is bid by calling the tarock
    opening = own_bid if declarer == forehand else "XX"
    log = [{"player": forehand, "bid": opening}]
    log += [{"player": p, "bid": contract if p == declarer else "pass"} for p in order[1:]]
    if declarer != forehand:
        log.append({"player": forehand, "bid": "pass"})
    return log


@settings(max_examples=200, deadline=None)
@given(records())
def test_json_round_trip(raw: dict[str, Any]) -> None:
    assert parse_deal(raw).to_json() == raw


@settings(max_examples=200, deadline=None)
@given(records(), st.booleans())
def test_every_deal_is_zero_sum_in_whole_numbers(raw: dict[str, Any], session: bool) -> None:
    outcome = parse_deal(raw).settle(Context(double_round=session))
    assert set(outcome.deltas) == set(PLAYERS)
    assert all(type(d) is int for d in outcome.deltas.values())
    assert sum(outcome.deltas.values()) == 0
    assert outcome.lines and outcome.summary.declarer == raw["declarer"]
    assert outcome.doubled == (session or bool(raw.get("double_round")))


@settings(max_examples=100, deadline=None)
@given(records())
def test_a_double_round_doubles_exactly_once(raw: dict[str, Any]) -> None:
    raw.pop("double_round", None)
    single = parse_deal(raw).settle().deltas
    doubled = parse_deal(raw | {"double_round": True}).settle(Context(double_round=True)).deltas
    assert {p: 2 * d for p, d in single.items()} == dict(doubled)
