"""Ultimate: scoring cases worked by hand from docs/rules/ultimate.md (and seed 002).

Every expected number is worked out in the case id or the comment next to it:
made = captured ≥ bid → declarer +bid (§Scoring one deal); missed → each defender
+⌊bid / 2⌋; partner variant: partner scores like the declarer, no partner → doubled
(success +2 × bid, failure each defender +bid).
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games import get_game, parse_deal
from scorekeeper.games.base import Context
from scorekeeper.words.text import render, render_all

FIVE = ["Aki", "Ben", "Chie", "Dai", "Emi"]
THREE = ["Aki", "Ben", "Chie"]
EIGHT = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Gen", "Hana"]
PARTNER = {"partner_variant": True}

# The record of docs/deal-format.md §ultimate, with the partner variant switched on.
SPEC_EXAMPLE: dict[str, Any] = {
    "game": "ultimate",
    "players": FIVE,
    "dealer": "Emi",
    "rules": PARTNER,
    "declarer": "Aki",
    "bid": 45,
    "trump": "spades",
    "partner_card": "QH",
    "partner": "Chie",
    "result": {"declarer_points": 52},
}


def deal(players: list[str] = FIVE, **fields: Any) -> dict[str, Any]:
    """A deal record; ``points`` is shorthand for ``result.declarer_points``."""
    raw: dict[str, Any] = {"game": "ultimate", "players": players, "dealer": players[-1]}
    raw.update({"declarer": "Aki", "bid": 45, "trump": "spades"})
    points = fields.pop("points", 45)
    raw.update(fields)
    raw.setdefault("result", {"declarer_points": points})
    return raw


def deltas_of(raw: dict[str, Any]) -> dict[str, int]:
    return dict(parse_deal(raw).settle().deltas)


def passes(*names: str) -> list[dict[str, Any]]:
    return [{"player": n, "bid": "pass"} for n in names]


def zero(players: list[str], **scores: int) -> dict[str, int]:
    return {p: scores.get(p, 0) for p in players}


CASES = [
    pytest.param(deal(points=45), zero(FIVE, Aki=45), id="made-exactly-at-bid-45>=45-declarer+45"),
    pytest.param(
        deal(points=44),
        zero(FIVE, Ben=22, Chie=22, Dai=22, Emi=22),
        id="missed-by-one-44<45-defenders-floor(45/2)=22",
    ),
    pytest.param(
        deal(bid=10, points=-3),
        zero(FIVE, Ben=5, Chie=5, Dai=5, Emi=5),
        id="negative-points-minus3<10-defenders-10//2=5",
    ),
    pytest.param(
        deal(bid=45, points=20),
        zero(FIVE, Ben=22, Chie=22, Dai=22, Emi=22),
        id="odd-bid-halves-45//2=22-each",
    ),
    pytest.param(
        deal(bid=60, points=59),
        zero(FIVE, Ben=30, Chie=30, Dai=30, Emi=30),
        id="even-bid-halves-60//2=30-each",
    ),
    pytest.param(deal(bid=1, points=-4), zero(FIVE), id="bid-1-missed-floor(1/2)=0-nobody-scores"),
    pytest.param(
        deal(bid=90, points=99), zero(FIVE, Aki=90), id="made-99-over-90-declarer+90-not+99"
    ),
    pytest.param(
        deal(THREE, bid=70, points=71), zero(THREE, Aki=70), id="three-players-made-declarer+70"
    ),
    pytest.param(
        deal(THREE, bid=35, points=34),
        zero(THREE, Ben=17, Chie=17),
        id="three-players-missed-2-defenders-35//2=17",
    ),
    pytest.param(
        deal(EIGHT, bid=25, points=10),
        zero(EIGHT, **{p: 12 for p in EIGHT[1:]}),
        id="eight-players-missed-7-defenders-25//2=12",
    ),
    pytest.param(
        deal(EIGHT, bid=100, points=104),
        zero(EIGHT, Aki=100),
        id="eight-players-made-bid-100-with-104-all-but-the-fives",
    ),
    pytest.param(
        deal(rules=PARTNER, partner_card="QH", partner="Chie", points=52),
        zero(FIVE, Aki=45, Chie=45),
        id="partner-made-52>=45-partner-scores-like-declarer+45",
    ),
    pytest.param(
        deal(rules=PARTNER, partner_card="QH", partner="Chie", points=40),
        zero(FIVE, Ben=22, Dai=22, Emi=22),
        id="partner-missed-40<45-other-three-45//2=22",
    ),
    pytest.param(
        deal(rules=PARTNER, partner_card="2C", partner=None, points=45),
        zero(FIVE, Aki=90),
        id="partner-card-unused-made-doubled-2x45=90",
    ),
    pytest.param(
        deal(rules=PARTNER, partner_card="AS", partner=None, points=30),
        zero(FIVE, Ben=45, Chie=45, Dai=45, Emi=45),
        id="partner-card-own-missed-doubled-each-defender+bid-45-not-44",
    ),
    pytest.param(
        deal(THREE, rules=PARTNER, partner_card="TS", partner="Ben", bid=60, points=60),
        zero(THREE, Aki=60, Ben=60),
        id="partner-three-players-T-for-ten-made-both+60",
    ),
    pytest.param(
        deal(rules={"min_bid": 50}, bid=50, points=50),
        zero(FIVE, Aki=50),
        id="min-bid-option-50-made-declarer+50",
    ),
    pytest.param(
        {**deal(), "declarer": None, "bids": passes(*FIVE)}
        | {k: None for k in ("bid", "trump", "result")},
        zero(FIVE),
        id="all-pass-thrown-in-all-0",
    ),
    pytest.param(
        {"game": "ultimate", "players": FIVE, "dealer": "Emi", "declarer": None},
        zero(FIVE),
        id="all-pass-declarer-null-only-all-0",
    ),
    pytest.param(
        deal(bid=60, points=55, bids=[{"player": "Aki", "bid": 30}, *passes(*FIVE[1:])]),
        zero(FIVE, Ben=30, Chie=30, Dai=30, Emi=30),
        id="raise-after-auction-30-to-60-missed-55<60-defenders-60//2=30",
    ),
    pytest.param(
        deal(
            declarer="Emi",
            rules={"all_pass": "dealer_bids"},
            bid=20,
            points=25,
            bids=[*passes(*FIVE[:4]), {"player": "Emi", "bid": 1}],
        ),
        zero(FIVE, Emi=20),
        id="all-pass-option-dealer-bids-1-raises-to-20-made+20",
    ),
    pytest.param(
        {"game": "ultimate", "players": FIVE, "dealer": "Emi", "thrown_in": True},
        zero(FIVE),
        id="thrown-in-misdeal-all-0",
    ),
]


@pytest.mark.parametrize(("raw", "expected"), CASES)
def test_scoring_table(raw: dict[str, Any], expected: dict[str, int]) -> None:
    assert deltas_of(raw) == expected


def test_spec_example_partner_made() -> None:
    # 52 ≥ 45: made; Aki +45 and his partner Chie +45 (§Partner variant).
    outcome = parse_deal(SPEC_EXAMPLE).settle()
    assert outcome.deltas == zero(FIVE, Aki=45, Chie=45)
    assert outcome.summary.declarer == "Aki"
    assert "QH" in render(outcome.summary.contract)


def test_spec_example_round_trips() -> None:
    assert parse_deal(SPEC_EXAMPLE).to_json() == SPEC_EXAMPLE


def test_spec_example_without_the_option_is_a_partner_deal() -> None:
    # docs/deal-format.md writes the example with no rules: the named card makes it a
    # partner deal. Aki + Chie take 52 ≥ 45: both +45, the others 0.
    raw = {k: v for k, v in SPEC_EXAMPLE.items() if k != "rules"}
    assert parse_deal(raw).to_json() == raw
    assert parse_deal(raw).settle().deltas == {"Aki": 45, "Ben": 0, "Chie": 45, "Dai": 0, "Emi": 0}


def test_seed_half_is_rounded_down() -> None:
    # Seed §得点 2: "1未満の端数は切り捨て" — bid 45 missed: 22.5 → 22 for each defender.
    assert deltas_of(deal(points=0))["Ben"] == 22


def test_deck_total_is_100_and_104_is_reachable() -> None:
    # Rules §Table: 4 × 10 + 12 × 5 + 4 × 1 − 4 × 1 = 100; without the four 5s: 104.
    assert 4 * 10 + 12 * 5 + 4 * 1 - 4 * 1 == 100
    assert deltas_of(deal(bid=100, points=104))["Aki"] == 100


def test_lines_say_who_scores_what() -> None:
    lines = render_all(parse_deal(deal(points=44)).settle().lines)
    assert lines[0] == "Aki declared 45 points, trump spades."
    assert "missed by 1" in lines[1]
    assert "Ben scores ⌊45 / 2⌋: +22." in lines
    assert lines[-1] == "Aki scores 0."


def test_doubled_lines_and_summary() -> None:
    outcome = parse_deal(deal(rules=PARTNER, partner_card="2C", partner=None)).settle()
    lines = render_all(outcome.lines)
    assert any("every score doubled" in line for line in lines)
    assert "Aki scores 2 × the bid 45 (no partner, doubled): +90." in lines
    assert render(outcome.summary.result) == "45: made"


def test_thrown_in_outcome() -> None:
    raw = {**deal(), "declarer": None, "bid": None, "trump": None, "result": None}
    outcome = parse_deal(raw).settle()
    assert outcome.thrown_in
    assert outcome.summary.declarer is None


def test_game_end_warning_at_150() -> None:
    # §Game: Aki has 110, makes 45 → 155 ≥ 150: the game ends after this deal.
    outcome = parse_deal(deal()).settle(Context(scores={"Aki": 110}))
    assert render_all(outcome.warnings) == ("Aki has 155 (target 150): the game ends, Aki wins.",)


def test_tie_at_the_top_plays_on() -> None:
    # Ben 133 and Chie 133 each score 22 on a missed 45 → both 155: tie, play on.
    outcome = parse_deal(deal(points=0)).settle(Context(scores={"Ben": 133, "Chie": 133}))
    assert render_all(outcome.warnings) == (
        "Ben and Chie tie at the top with 155: play on (our reading).",
    )


def test_no_warning_below_target() -> None:
    assert parse_deal(deal()).settle(Context(scores={"Aki": 104})).warnings == ()


def test_spec_surface() -> None:
    spec = get_game("ultimate")
    assert spec.player_counts == (3, 4, 5, 6, 7, 8)
    assert not spec.zero_sum
    assert spec.target == 150
    defaults = {o.key: o.default for o in spec.options}
    assert defaults == {"partner_variant": False, "min_bid": 1, "all_pass": "thrown_in"}
