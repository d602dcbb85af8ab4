"""Marjapussi: cases worked by hand from docs/rules/marjapussi.md (and seed 001).

Players in order Aino, Eero, Helmi, Onni; Onni deals, so Aino bids first.
Side 0 = Aino + Helmi, side 1 = Eero + Onni. A side's total = card points +
last trick 20 + marriages (hearts 100, diamonds 80, clubs 60, spades 40),
rounded to 5 (…1, 2 down; 3, 4, 6, 7 → 5; 8, 9 up); the contract is judged on
the unrounded total. Rules 1–4 of "Scoring one deal"; Kontra/Re: declarers ×2^k.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games import parse_deal
from scorekeeper.words.text import render, render_all

P = ["Aino", "Eero", "Helmi", "Onni"]


def deal(
    declarer: str | None = "Aino",
    contract: int = 120,
    points: tuple[int, int] = (80, 40),
    tricks: tuple[int, int] = (6, 3),
    last: int = 0,
    marriages: tuple[tuple[int, str], ...] = (),
    **extra: Any,
) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "marjapussi", "players": P, "dealer": "Onni"}
    raw["declarer"] = declarer
    if declarer is not None:
        raw |= {"bid": min(contract, 120), "contract": contract, "kontra": 0}
    raw["result"] = {
        "card_points": list(points),
        "last_trick": last,
        "tricks": list(tricks),
        "marriages": [{"side": s, "suit": suit} for s, suit in marriages],
    }
    raw.update(extra)
    return raw


def sides(raw: dict[str, Any]) -> tuple[int, int]:
    """(side 0, side 1) scores; both partners always get the same."""
    d = parse_deal(raw).settle().deltas
    assert d["Aino"] == d["Helmi"] and d["Eero"] == d["Onni"]
    assert all(type(v) is int for v in d.values())
    return d["Aino"], d["Eero"]


# --- the worked checks of docs/rules/marjapussi.md ----------------------------------


def test_worked_contract_150_kontra_re_made() -> None:
    # 150 × 4 (Kontra and Re) = 600; declarers 100 + 20 + hearts 100 = 220 ≥ 150
    raw = deal(contract=150, points=(100, 20), tricks=(7, 2), marriages=((0, "hearts"),))
    raw["kontra"] = 2
    assert sides(raw)[0] == 600


@pytest.mark.parametrize(("bonus", "declarers"), [("double", 330), ("single", 165)])
def test_worked_contract_165_schwarz(bonus: str, declarers: int) -> None:
    # 120 + 20 + spades 40 = 180 ≥ 165, opponents no trick: +2 × 165 = 330
    # (Erlangen: +165); opponents −2 × 165 = −330 either way.
    raw = deal(contract=165, points=(120, 0), tricks=(9, 0), marriages=((0, "spades"),))
    raw["rules"] = {"schwarz_bonus": bonus}
    assert sides(raw) == (declarers, -330)


@pytest.mark.parametrize(("opp_points", "last", "written"), [(37, 0, 35), (48, 1, 70)])
def test_worked_opponents_rounding(opp_points: int, last: int, written: int) -> None:
    # 37 (no last trick) → 35; 48 + last trick 20 = 68 → 70.  The declarers
    # (83 + 20 = 103, resp. 72) miss 120 → −120.
    raw = deal(points=(120 - opp_points, opp_points), last=last, tricks=(5, 4))
    assert sides(raw) == (-120, written)


# --- the table of named cases ----------------------------------------------------

CASES = [
    # (id, record, (side 0, side 1))
    ("rule1-made-125-vs-120: +120, opp 15", deal(points=(105, 15), tricks=(7, 2)), (120, 15)),
    (
        "rule1-missed-110-vs-150: -150, opp 10+20=30",
        deal(contract=150, points=(110, 10), tricks=(7, 2), last=1),
        (-150, 30),
    ),
    (
        "rule1-unrounded-148-vs-150-missed (88+20+40=148 rounds to 150): -150, opp 32->30",
        deal(contract=150, points=(88, 32), marriages=((0, "spades"),)),
        (-150, 30),
    ),
    (
        "rule1-exactly-150-made (90+20+40): +150, opp 30",
        deal(contract=150, points=(90, 30), marriages=((0, "spades"),)),
        (150, 30),
    ),
    (
        "rule1-kontra-made: +150x2=300, opp 30 not doubled",
        deal(contract=150, points=(90, 30), marriages=((0, "spades"),), kontra=1),
        (300, 30),
    ),
    (
        "rule1-re-missed: -150x4=-600, opp 30",
        deal(contract=150, points=(88, 32), marriages=((0, "spades"),), kontra=2),
        (-600, 30),
    ),
    (
        "rule1-kontra-9-max: 120 made x512=61440",
        deal(points=(105, 15), tricks=(7, 2), kontra=9),
        (61440, 15),
    ),
    (
        "rule1-declarer-seat-2: Eero's team 95+20=115 < 120 -> -120; Aino's 25",
        deal(declarer="Eero", points=(25, 95), tricks=(3, 6), last=1),
        (25, -120),
    ),
    (
        "rule2-declarers-no-trick: -2x130=-260, opp 120+20=140",
        deal(declarer="Eero", contract=130, points=(120, 0), tricks=(9, 0)),
        (140, -260),
    ),
    (
        "rule2-kontra: -260x2=-520, opp 140",
        deal(declarer="Eero", contract=130, points=(120, 0), tricks=(9, 0), kontra=1),
        (140, -520),
    ),
    (
        "rule3-schwarz-double: +2x165=330, opp -330",
        deal(contract=165, points=(120, 0), tricks=(9, 0), marriages=((0, "spades"),)),
        (330, -330),
    ),
    (
        "rule3-schwarz-single-erlangen: +165, opp -330",
        deal(
            contract=165,
            points=(120, 0),
            tricks=(9, 0),
            marriages=((0, "spades"),),
            rules={"schwarz_bonus": "single"},
        ),
        (165, -330),
    ),
    (
        "rule3-schwarz-re: +330x4=1320, opp -330 not multiplied",
        deal(contract=165, points=(120, 0), tricks=(9, 0), marriages=((0, "spades"),), kontra=2),
        (1320, -330),
    ),
    (
        "rule3-schwarz-single-kontra: +165x2=330, opp -330",
        deal(
            contract=165,
            points=(120, 0),
            tricks=(9, 0),
            marriages=((0, "spades"),),
            kontra=1,
            rules={"schwarz_bonus": "single"},
        ),
        (330, -330),
    ),
    (
        "rule3-missed: 140 < 200 -> -200, opp 0",
        deal(contract=200, points=(120, 0), tricks=(9, 0)),
        (-200, 0),
    ),
    (
        "rule3-missed-kontra: -200x2=-400, opp 0",
        deal(contract=200, points=(120, 0), tricks=(9, 0), kontra=1),
        (-400, 0),
    ),
    (
        "rule4-no-declarer: 83+20=103->105, 37->35",
        deal(declarer=None, points=(83, 37), tricks=(5, 4)),
        (105, 35),
    ),
    (
        "rule4-no-declarer-team-without-trick: 140, 0",
        deal(declarer=None, points=(120, 0), tricks=(9, 0)),
        (140, 0),
    ),
    (
        "rule4-no-declarer-marriages: 60+20+100=180, 60+40=100",
        deal(
            declarer=None, points=(60, 60), tricks=(5, 4), marriages=((0, "hearts"), (1, "spades"))
        ),
        (180, 100),
    ),
    ("round-41-down-to-40", deal(points=(79, 41), last=0), (-120, 40)),
    ("round-42-down-to-40", deal(points=(78, 42), last=0), (-120, 40)),
    ("round-43-up-to-45", deal(points=(77, 43), last=0), (-120, 45)),
    ("round-44-up-to-45", deal(points=(76, 44), last=0), (-120, 45)),
    ("round-46-down-to-45", deal(points=(74, 46), last=0), (-120, 45)),
    ("round-47-down-to-45", deal(points=(73, 47), last=0), (-120, 45)),
    ("round-48-up-to-50", deal(points=(72, 48), last=0), (-120, 50)),
    ("round-49-up-to-50", deal(points=(71, 49), last=0), (-120, 50)),
    (
        "marriages-both-sides: 70+100=170 made 170; opp 50+20+60=130",
        deal(
            contract=170,
            points=(70, 50),
            tricks=(5, 4),
            last=1,
            marriages=((0, "hearts"), (1, "clubs")),
        ),
        (170, 130),
    ),
    (
        "max-420: 120+20+280 made 420, opp no trick: +840, -840",
        deal(
            contract=420,
            points=(120, 0),
            tricks=(9, 0),
            marriages=((0, "hearts"), (0, "diamonds"), (0, "clubs"), (0, "spades")),
        ),
        (840, -840),
    ),
]


@pytest.mark.parametrize(("raw", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_scoring(raw: dict[str, Any], expected: tuple[int, int]) -> None:
    assert sides(raw) == expected


def test_lines_and_summary() -> None:
    out = parse_deal(
        deal(contract=150, points=(88, 32), marriages=((0, "spades"),), kontra=2)
    ).settle()
    assert out.summary.declarer == "Aino"
    assert render(out.summary.contract) == "150 Re ×4"
    assert "missed" in render(out.summary.result)
    text = "\n".join(render_all(out.lines))
    assert "88 + last trick 20 + spades marriage 40 = 148" in text
    assert "32 rounded to 30" in text
    assert "×4" in text and "−600" in text


def test_no_declarer_summary() -> None:
    out = parse_deal(deal(declarer=None, points=(83, 37), tricks=(5, 4))).settle()
    assert out.summary.declarer is None
    assert out.warnings == ()
