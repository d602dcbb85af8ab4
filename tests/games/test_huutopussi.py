"""Huutopussi: cases worked by hand from docs/rules/huutopussi.md (and seed 003).

4 players Aino, Eero, Helmi, Onni (Onni deals, Aino bids first): side 0 = Aino +
Helmi, side 1 = Eero + Onni. 3 players Aino, Eero, Helmi (Helmi deals): side i =
players[i]. Total = card points + last trick 20 + marriages (hearts 100,
diamonds 80, clubs 60, spades 40). Declarers ±contract; opponents their total;
läpäri (0 points, option: no trick) → −final bid; 3 players: läpäri only when
the declarer made the contract.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context
from scorekeeper.words.text import render, render_all

P4 = ["Aino", "Eero", "Helmi", "Onni"]
P3 = ["Aino", "Eero", "Helmi"]


def deal(
    bid: int,
    contract: int,
    points: tuple[int, ...],
    tricks: tuple[int, ...],
    last: int = 0,
    marriages: tuple[tuple[int, str], ...] = (),
    declarer: str = "Aino",
    **extra: Any,
) -> dict[str, Any]:
    players = P4 if len(points) == 2 else P3
    raw: dict[str, Any] = {"game": "huutopussi", "players": players, "dealer": players[-1]}
    raw |= {"declarer": declarer, "bid": bid, "contract": contract}
    raw["result"] = {
        "card_points": list(points),
        "last_trick": last,
        "tricks": list(tricks),
        "marriages": [{"side": s, "suit": suit} for s, suit in marriages],
    }
    return raw | extra


def scores(raw: dict[str, Any], context: Context | None = None) -> tuple[int, ...]:
    """Score per side; partners always get the same."""
    d = parse_deal(raw).settle(context).deltas
    assert all(type(v) is int for v in d.values())
    if len(d) == 4:
        assert d["Aino"] == d["Helmi"] and d["Eero"] == d["Onni"]
        return d["Aino"], d["Eero"]
    return d["Aino"], d["Eero"], d["Helmi"]


TRICKS = {"rules": {"lapari": "tricks"}}

CASES = [
    # (id, record, scores per side)
    (
        "worked-1: bid 80 contract 100, 95+20=115 made -> +100, opponents 45",
        deal(80, 100, (95, 45), (6, 3)),
        (100, 45),
    ),
    (
        "worked-2-lapari: 140+20+100=260 made 160 -> +160, opponents 0 -> -bid 150",
        deal(150, 160, (140, 0), (9, 0), marriages=((0, "hearts"),)),
        (160, -150),
    ),
    (
        "missed: 90 < 120 -> -120, opponents 50+20=70",
        deal(100, 120, (90, 50), (6, 3), last=1),
        (-120, 70),
    ),
    (
        "made-exactly: 90+20=110 vs 110 -> +110, opponents 50",
        deal(100, 110, (90, 50), (6, 3)),
        (110, 50),
    ),
    (
        "declarers-team-2: Eero 100+20=120 made 120, Aino's side 40",
        deal(60, 120, (40, 100), (3, 6), last=1, declarer="Eero"),
        (40, 120),
    ),
    (
        "lapari-points-with-a-trick: opp 1 trick 0 points -> -bid 100 (not contract 120)",
        deal(100, 120, (140, 0), (8, 1)),
        (120, -100),
    ),
    (
        "lapari-tricks-option-trick-but-0-points: no läpäri -> 0",
        deal(100, 120, (140, 0), (8, 1), **TRICKS),
        (120, 0),
    ),
    (
        "lapari-tricks-option-no-trick: -bid 100",
        deal(100, 120, (140, 0), (9, 0), **TRICKS),
        (120, -100),
    ),
    (
        "lapari-4p-even-when-declarers-miss: 160 < 300 -> -300, opp -200",
        deal(200, 300, (140, 0), (9, 0)),
        (-300, -200),
    ),
    (
        "marriages-both-sides: 80+20+100=200 made 150; opp 60+60=120",
        deal(150, 150, (80, 60), (5, 4), marriages=((0, "hearts"), (1, "clubs"))),
        (150, 120),
    ),
    (
        "marriage-makes-the-contract: 50+20+80=150 vs 150 -> +150, opp 90",
        deal(50, 150, (50, 90), (4, 5), marriages=((0, "diamonds"),)),
        (150, 90),
    ),
    (
        "max-440: 140+20+280 -> +440, opp läpäri -440",
        deal(
            440,
            440,
            (140, 0),
            (9, 0),
            marriages=((0, "hearts"), (0, "diamonds"), (0, "clubs"), (0, "spades")),
        ),
        (440, -440),
    ),
    (
        "3p-made-with-0-point-non-declarer: Aino 120+20=140 >= 100 -> +100, Eero 20, Helmi -80",
        deal(80, 100, (120, 20, 0), (8, 3, 0)),
        (100, 20, -80),
    ),
    (
        "3p-missed-with-0-point-non-declarer: 140 < 150 -> -150, Eero 20, Helmi 0",
        deal(80, 150, (120, 20, 0), (8, 3, 0)),
        (-150, 20, 0),
    ),
    (
        "3p-lapari-points-with-a-trick: Helmi 1 trick 0 points, made -> -80",
        deal(80, 100, (120, 20, 0), (7, 3, 1)),
        (100, 20, -80),
    ),
    (
        "3p-lapari-tricks-option-trick-0-points: Helmi 0",
        deal(80, 100, (120, 20, 0), (7, 3, 1), **TRICKS),
        (100, 20, 0),
    ),
    (
        "3p-lapari-tricks-option-no-trick: Helmi -80",
        deal(80, 100, (120, 20, 0), (8, 3, 0), **TRICKS),
        (100, 20, -80),
    ),
    (
        "3p-two-0-point-non-declarers: both -bid 50",
        deal(50, 100, (140, 0, 0), (11, 0, 0)),
        (100, -50, -50),
    ),
    (
        "3p-declarer-no-trick-laid-away-10: 10 < 50 -> -50, Eero 100+20, Helmi 30",
        deal(50, 50, (10, 100, 30), (0, 8, 3), last=1),
        (-50, 120, 30),
    ),
    (
        "3p-declarer-in-seat-2: Eero 100+20+60=180 made 150; Aino 20, Helmi 20",
        deal(
            120, 150, (20, 100, 20), (3, 6, 2), last=1, declarer="Eero", marriages=((1, "clubs"),)
        ),
        (20, 150, 20),
    ),
]


@pytest.mark.parametrize(("raw", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_scoring(raw: dict[str, Any], expected: tuple[int, ...]) -> None:
    assert scores(raw) == expected


@pytest.mark.parametrize("players", [P4, P3], ids=["4p", "3p"])
def test_redeal_scores_0(players: list[str]) -> None:
    raw = {"game": "huutopussi", "players": players, "dealer": players[0], "thrown_in": True}
    out = parse_deal(raw).settle()
    assert out.deltas == {p: 0 for p in players}
    assert out.thrown_in


def test_redeal_after_an_opening_bid() -> None:
    # Aino opens 50; Eero demands a redeal at his first turn.
    raw = {
        "game": "huutopussi",
        "players": P4,
        "dealer": "Onni",
        "thrown_in": True,
        "bids": [{"player": "Aino", "bid": 50}],
    }
    assert set(parse_deal(raw).settle().deltas.values()) == {0}


def test_lines_and_summary() -> None:
    out = parse_deal(deal(150, 160, (140, 0), (9, 0), marriages=((0, "hearts"),))).settle()
    assert out.summary.declarer == "Aino"
    assert render(out.summary.contract) == "160 (bid 150)"
    text = "\n".join(render_all(out.lines))
    assert "140 + last trick 20 + hearts marriage 100 = 260" in text
    assert "läpäri" in text and "−150" in text


# --- minus 500 (warn, do not reject) ------------------------------------------------

OPEN_50 = [
    {"player": "Aino", "bid": 50},
    {"player": "Eero", "bid": "pass"},
    {"player": "Helmi", "bid": "pass"},
    {"player": "Onni", "bid": "pass"},
]
RAISE = [
    {"player": "Aino", "bid": 50},
    {"player": "Eero", "bid": 60},
    {"player": "Helmi", "bid": 70},
    {"player": "Onni", "bid": "pass"},
    {"player": "Aino", "bid": "pass"},
    {"player": "Eero", "bid": "pass"},
]
LOW_0 = Context({"Aino": -500, "Helmi": -500, "Eero": 120, "Onni": 120})
LOW_1 = Context({"Aino": 0, "Helmi": 0, "Eero": -520, "Onni": -520})

MINUS_500 = [
    # (id, declarer, bid, bids log or None, context, who is warned about which bid)
    ("forced-opening-50-is-fine", "Aino", 50, OPEN_50, LOW_0, []),
    ("partner-raises-70", "Helmi", 70, RAISE, LOW_0, [("Helmi", "70")]),
    ("other-side-at-minus-520-bids-60", "Helmi", 70, RAISE, LOW_1, [("Eero", "60")]),
    ("minus-495-may-bid", "Helmi", 70, RAISE, Context({"Helmi": -495}), []),
    ("no-log-declarer-opened-50", "Aino", 50, None, LOW_0, []),
    ("no-log-partner-won-70", "Helmi", 70, None, LOW_0, [("Helmi", "70")]),
    ("no-log-opener-won-60", "Aino", 60, None, LOW_0, [("Aino", "60")]),
]


@pytest.mark.parametrize(
    ("declarer", "bid", "bids", "context", "warned"),
    [m[1:] for m in MINUS_500],
    ids=[m[0] for m in MINUS_500],
)
def test_minus_500_warning(
    declarer: str, bid: int, bids: Any, context: Context, warned: list[tuple[str, str]]
) -> None:
    raw = deal(bid, 100, (95, 45), (6, 3), declarer=declarer)
    if bids is not None:
        raw["bids"] = bids
    out = parse_deal(raw).settle(context)
    assert len(out.warnings) == len(warned)
    for text, (player, amount) in zip(render_all(out.warnings), warned, strict=True):
        assert player in text and amount in text and "500" in text


def test_minus_500_three_players_own_score() -> None:
    raw = deal(80, 100, (120, 20, 0), (8, 3, 0), declarer="Eero")
    out = parse_deal(raw).settle(Context({"Aino": 0, "Eero": -600, "Helmi": 0}))
    assert len(out.warnings) == 1 and "Eero" in render(out.warnings[0])
    # Eero 20 < 100 → −100; Aino 120 + 20 = 140; Helmi 0 points, contract missed → 0
    assert out.deltas == {"Aino": 140, "Eero": -100, "Helmi": 0}
