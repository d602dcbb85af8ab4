"""Zwanzigerrufen scoring, worked by hand from docs/rules/zwanzigerrufen.md.

Table: Franz, Gerti, Hans, Ilse in order of play; dealer Ilse, so forehand (the
normal-game declarer) is Franz, and his partner is Hans unless a case says
otherwise. Deltas are listed as (Franz, Gerti, Hans, Ilse).
Normal game: declarers +V each, defenders −V each. Solo: soloist +3V, others −V.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context
from scorekeeper.words.text import render, render_all

PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]


def deal(
    points: int = 50,
    tricks: int = 5,
    *,
    contract: str = "normal",
    declarer: str = "Franz",
    announced: dict[str, str] | None = None,
    kontra: dict[str, int] | None = None,
    rules: dict[str, Any] | None = None,
    double_round: bool | None = None,
    pagat: tuple[str, str] | None = None,
    **cards: str,
) -> dict[str, Any]:
    """A deal record in the spec's format; ``cards``: trull, four_kings, mondfang."""
    raw: dict[str, Any] = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "dealer": "Ilse",
        "contract": contract,
        "declarer": declarer,
    }
    if contract == "normal":
        raw |= {"called": "XX", "partner": "Hans"}
    for key, value in (
        ("announced", announced),
        ("kontra", kontra),
        ("rules", rules),
        ("double_round", double_round),
    ):
        if value is not None:
            raw[key] = value
    result: dict[str, Any] = {"declarer_points": points, "declarer_tricks": tricks}
    result["pagat"] = None if pagat is None else {"side": pagat[0], "outcome": pagat[1]}
    raw["result"] = result | {k: cards.get(k) for k in ("trull", "four_kings", "mondfang")}
    return raw


def deltas(*values: int) -> dict[str, int]:
    return dict(zip(PLAYERS, values, strict=True))


def normal(v: int) -> dict[str, int]:
    """Franz + Hans +V each, Gerti and Ilse −V each."""
    return deltas(v, -v, v, -v)


def solo_for(soloist: str, v: int) -> dict[str, int]:
    return {p: 3 * v if p == soloist else -v for p in PLAYERS}


SPEC_EXAMPLE = {
    "game": "zwanzigerrufen",
    "players": PLAYERS,
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
}


def test_worked_check_from_the_rules_file() -> None:
    # Game lost with Kontra −1 × 2 = −2; Absolut dagegen failed (40 ≥ 32) +2 × 2 = +4;
    # Pagat dagegen won −2 × 2 = −4. V = −2: Franz −2, Hans −2, Gerti +2, Ilse +2.
    outcome = parse_deal(SPEC_EXAMPLE).settle()
    assert outcome.deltas == deltas(-2, 2, -2, 2)
    lines = render_all(outcome.lines)
    assert len([line for line in lines if "for the declaring side" in line]) == 4
    assert outcome.summary.declarer == "Franz"
    assert "Kontra" in render(outcome.summary.contract)
    assert not outcome.doubled and not outcome.starts_double_round


def test_spec_example_round_trips() -> None:
    assert parse_deal(SPEC_EXAMPLE).to_json() == SPEC_EXAMPLE


CASES = [
    # --- the game (value 1), 45 wins, 44-44 loses; points chosen so no one is under 32
    ("game-won", deal(50, 5), normal(1)),
    ("game-won-with-exactly-45", deal(45, 5), normal(1)),
    ("game-lost-44-44", deal(44, 5), normal(-1)),
    ("game-won-kontra", deal(50, 5, kontra={"game": 1}), normal(2)),  # 1 × 2
    ("game-lost-rekontra", deal(40, 4, kontra={"game": 2}), normal(-4)),  # −1 × 4
    ("game-won-supra", deal(50, 5, kontra={"game": 3}), normal(8)),  # 1 × 8
    ("game-lost-resupra", deal(40, 4, kontra={"game": 4}), normal(-16)),  # −1 × 16
    ("game-kontra-level-0", deal(50, 5, kontra={"game": 0}), normal(1)),
    # --- silent absolut: the other side takes fewer than 32
    ("absolut-silent-declarers-57", deal(57, 6), normal(2)),  # defenders 31: 1 + 1
    ("absolut-silent-boundary-56", deal(56, 6), normal(1)),  # defenders 32: game only
    ("absolut-silent-defenders-31", deal(31, 3), normal(-2)),  # −1 game − 1 absolut
    ("absolut-silent-boundary-32", deal(32, 3), normal(-1)),  # declarers 32: game only
    # --- announced absolut 2 × Kontra; dagegen implies a Kontra on the game
    ("absolut-dazu-made", deal(60, 7, announced={"absolut": "for"}), normal(3)),  # 1 + 2
    ("absolut-dazu-failed", deal(50, 5, announced={"absolut": "for"}), normal(-1)),  # 1 − 2
    (
        "absolut-dazu-failed-kontra",
        deal(50, 5, announced={"absolut": "for"}, kontra={"absolut": 1}),
        normal(-3),
    ),  # 1 − 4
    (
        "absolut-dagegen-made-implied-kontra",
        deal(30, 3, announced={"absolut": "against"}),
        normal(-4),
    ),  # −1×2 − 2
    (
        "absolut-dagegen-failed-implied-kontra",
        deal(50, 5, announced={"absolut": "against"}),
        normal(4),
    ),  # +1×2 + 2
    (
        "absolut-dagegen-rekontra-on-game",
        deal(50, 5, announced={"absolut": "against"}, kontra={"game": 2}),
        normal(6),
    ),  # 4 + 2
    # --- silent Pagat: won +1; played to the last trick and lost: its side pays 1
    ("pagat-silent-won-declarers", deal(50, 5, pagat=("declarers", "won")), normal(2)),
    ("pagat-silent-won-defenders", deal(40, 4, pagat=("defenders", "won")), normal(-2)),
    ("pagat-silent-lost-declarers", deal(40, 4, pagat=("declarers", "lost")), normal(-2)),
    ("pagat-silent-lost-defenders", deal(50, 5, pagat=("defenders", "lost")), normal(2)),
    ("pagat-silent-early-not-counted", deal(50, 5, pagat=("declarers", "early")), normal(1)),
    # --- announced Pagat 2 × Kontra; lost when beaten (even by a partner) or early
    (
        "pagat-dazu-won",
        deal(50, 5, announced={"pagat": "for"}, pagat=("declarers", "won")),
        normal(3),
    ),  # 1 + 2
    (
        "pagat-dazu-beaten-by-partner",
        deal(50, 5, announced={"pagat": "for"}, pagat=("declarers", "lost")),
        normal(-1),
    ),  # 1 − 2
    (
        "pagat-dazu-early",
        deal(50, 5, announced={"pagat": "for"}, pagat=("declarers", "early")),
        normal(-1),
    ),  # 1 − 2
    (
        "pagat-dazu-won-rekontra",
        deal(50, 5, announced={"pagat": "for"}, kontra={"pagat": 2}, pagat=("declarers", "won")),
        normal(9),
    ),  # 1 + 2×4
    (
        "pagat-dagegen-won",
        deal(40, 4, announced={"pagat": "against"}, kontra={"game": 1}, pagat=("defenders", "won")),
        normal(-4),
    ),  # −1×2 − 2
    (
        "pagat-dagegen-early",
        deal(
            50, 5, announced={"pagat": "against"}, kontra={"game": 1}, pagat=("defenders", "early")
        ),
        normal(4),
    ),  # +1×2 + 2
    # --- trull 1, four kings 2, Mondfang 1 charged to the side that lost the Mond
    ("trull-declarers", deal(50, 5, trull="declarers"), normal(2)),  # 1 + 1
    ("trull-defenders", deal(40, 4, trull="defenders"), normal(-2)),  # −1 − 1
    ("four-kings-declarers", deal(50, 5, four_kings="declarers"), normal(3)),  # 1 + 2
    ("four-kings-defenders", deal(40, 4, four_kings="defenders"), normal(-3)),  # −1 − 2
    ("mondfang-defenders-lost-mond", deal(50, 5, mondfang="defenders"), normal(2)),  # 1 + 1
    ("mondfang-charged-to-own-side", deal(40, 4, mondfang="declarers"), normal(-2)),  # −1 − 1
    # --- valat: 6 × contract value silent, 12 × announced; replaces the game (and bonuses)
    (
        "valat-silent-cancels-bonuses",
        deal(88, 10, trull="declarers", four_kings="declarers"),
        normal(6),
    ),  # 6 × 1 only
    (
        "valat-silent-bonuses-count-option",
        deal(
            88,
            10,
            trull="declarers",
            four_kings="declarers",
            rules={"valat_cancels_bonuses": False},
        ),
        normal(10),
    ),  # 6 + absolut 1 + 1 + 2
    ("valat-announced-made", deal(88, 10, announced={"valat": "for"}), normal(12)),  # 12 × 1
    (
        "valat-announced-made-kontra",
        deal(88, 10, announced={"valat": "for"}, kontra={"valat": 1}),
        normal(24),
    ),  # 12 × 2
    (
        "valat-announced-failed",
        deal(60, 8, announced={"valat": "for"}),
        normal(-10),
    ),  # game 1 + absolut 1 − 12
    (
        "valat-announced-failed-bonuses-option",
        deal(60, 8, announced={"valat": "for"}, rules={"valat_cancels_bonuses": False}),
        normal(-10),
    ),  # no valat made: the option changes nothing
    (
        "valat-dagegen-failed-implied-kontra",
        deal(50, 6, announced={"valat": "against"}),
        normal(14),
    ),  # game 1×2 + 12
    ("valat-silent-defenders", deal(0, 0, trull="defenders"), normal(-6)),  # −6 only
    (
        "valat-silent-defenders-bonuses-option",
        deal(0, 0, trull="defenders", rules={"valat_cancels_bonuses": False}),
        normal(-8),
    ),  # −6 − absolut 1 − trull 1
    (
        "valat-defenders-beat-announced-valat",
        deal(0, 0, announced={"valat": "for"}),
        normal(-18),
    ),  # −6 silent − 12 failed
    (
        "valat-cancels-failed-announced-pagat",
        deal(88, 10, announced={"pagat": "for"}, pagat=("declarers", "lost")),
        normal(6),
    ),  # 6; the failed Pagat is a bonus and is cancelled
    (
        "valat-option-keeps-failed-announced-pagat",
        deal(
            88,
            10,
            announced={"pagat": "for"},
            pagat=("declarers", "lost"),
            rules={"valat_cancels_bonuses": False},
        ),
        normal(5),
    ),  # 6 + absolut 1 − 2
    # --- suit solo (4): only valat, absolut and four kings count, nothing doubled
    ("suit-solo-won", deal(50, 5, contract="suit-solo", declarer="Gerti"), solo_for("Gerti", 4)),
    (
        "suit-solo-lost-kontra",
        deal(40, 4, contract="suit-solo", declarer="Gerti", kontra={"game": 1}),
        solo_for("Gerti", -8),
    ),  # −4 × 2
    (
        "suit-solo-ignores-pagat-trull-mondfang",
        deal(
            50,
            5,
            contract="suit-solo",
            declarer="Gerti",
            pagat=("declarers", "won"),
            trull="defenders",
            mondfang="defenders",
            four_kings="declarers",
        ),
        solo_for("Gerti", 6),
    ),  # 4 + four kings 2
    (
        "suit-solo-absolut-not-doubled",
        deal(60, 7, contract="suit-solo", declarer="Gerti"),
        solo_for("Gerti", 5),
    ),  # 4 + 1
    (
        "suit-solo-valat",
        deal(88, 10, contract="suit-solo", declarer="Ilse"),
        solo_for("Ilse", 24),
    ),  # 6 × 4
    # --- solo (4, option 5): every bonus doubled, valat not
    ("solo-won", deal(50, 5, contract="solo", declarer="Hans"), solo_for("Hans", 4)),
    ("solo-lost", deal(44, 5, contract="solo", declarer="Hans"), solo_for("Hans", -4)),
    (
        "solo-doubles-every-bonus",
        deal(
            60,
            7,
            contract="solo",
            declarer="Hans",
            trull="declarers",
            four_kings="declarers",
            pagat=("declarers", "won"),
        ),
        solo_for("Hans", 14),
    ),  # 4 + absolut 1×2 + trull 1×2 + kings 2×2 + pagat 1×2
    (
        "solo-announced-pagat-kontra",
        deal(
            50,
            5,
            contract="solo",
            declarer="Hans",
            announced={"pagat": "for"},
            kontra={"pagat": 1},
            pagat=("declarers", "won"),
        ),
        solo_for("Hans", 12),
    ),  # 4 + 2 × 2 × 2
    (
        "solo-mondfang-doubled",
        deal(50, 5, contract="solo", declarer="Hans", mondfang="declarers"),
        solo_for("Hans", 2),
    ),  # 4 − 1 × 2
    (
        "solo-value-5",
        deal(50, 5, contract="solo", declarer="Hans", rules={"solo_value": 5}),
        solo_for("Hans", 5),
    ),
    (
        "solo-value-5-lost-kontra",
        deal(40, 4, contract="solo", declarer="Franz", kontra={"game": 1}, rules={"solo_value": 5}),
        solo_for("Franz", -10),
    ),  # −5 × 2
    (
        "solo-valat-not-doubled",
        deal(88, 10, contract="solo", declarer="Hans"),
        solo_for("Hans", 24),
    ),  # 6 × 4
    (
        "solo-value-5-valat-announced",
        deal(
            88,
            10,
            contract="solo",
            declarer="Hans",
            announced={"valat": "for"},
            rules={"solo_value": 5},
        ),
        solo_for("Hans", 60),
    ),  # 12 × 5
    # --- double round ×2 from the record
    ("double-round-record-flag", deal(50, 5, double_round=True), normal(2)),  # 1 × 2
    ("double-round-flag-false", deal(50, 5, double_round=False), normal(1)),
    (
        "double-round-solo-with-bonus",
        deal(50, 5, contract="solo", declarer="Hans", trull="declarers", double_round=True),
        solo_for("Hans", 12),
    ),  # (4 + 2) × 2
]


@pytest.mark.parametrize(("raw", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_scoring(raw: dict[str, Any], expected: dict[str, int]) -> None:
    outcome = parse_deal(raw).settle()
    assert dict(outcome.deltas) == expected
    assert sum(outcome.deltas.values()) == 0


@pytest.mark.parametrize(
    ("record_flag", "session", "expected"),
    [
        (None, True, normal(2)),
        (True, True, normal(2)),
        (True, False, normal(2)),
        (None, False, normal(1)),
    ],
    ids=[
        "double-round-session",
        "double-round-both-do-not-stack",
        "double-round-record",
        "no-double-round",
    ],
)
def test_double_round(record_flag: bool | None, session: bool, expected: dict[str, int]) -> None:
    # game won: V = 1; a double round doubles it once: 2, never 4.
    outcome = parse_deal(deal(50, 5, double_round=record_flag)).settle(
        Context(double_round=session)
    )
    assert dict(outcome.deltas) == expected
    assert outcome.doubled == (expected == normal(2))
    assert bool(outcome.warnings) == bool(record_flag and session)


def test_zusammenwerfen_scores_nothing_and_the_dealer_deals_again() -> None:
    raw = {"game": "zwanzigerrufen", "players": PLAYERS, "dealer": "Ilse", "thrown_in": True}
    deal_ = parse_deal(raw)
    outcome = deal_.settle(Context(double_round=True))
    assert dict(outcome.deltas) == deltas(0, 0, 0, 0)
    assert outcome.same_dealer_again and not outcome.doubled and not outcome.starts_double_round
    assert deal_.to_json() == raw


@pytest.mark.parametrize(
    ("raw", "starts"),
    [
        (deal(50, 5, mondfang="defenders"), True),
        (deal(40, 4, mondfang="declarers"), True),
        (deal(50, 5, contract="solo", declarer="Hans", mondfang="defenders"), True),
        (deal(50, 5, contract="suit-solo", declarer="Hans", mondfang="defenders"), False),
        (deal(88, 10, mondfang="defenders"), True),
        (deal(50, 5), False),
    ],
    ids=[
        "mondfang-starts-double-round",
        "mondfang-own-side-starts-double-round",
        "mondfang-in-solo",
        "mondfang-in-suit-solo-does-not-count",
        "mondfang-cancelled-by-valat-still-starts",
        "no-mondfang",
    ],
)
def test_mondfang_starts_a_double_round(raw: dict[str, Any], starts: bool) -> None:
    assert parse_deal(raw).settle().starts_double_round is starts


def test_lines_name_every_part_and_the_payment() -> None:
    # solo-doubles-every-bonus: game, absolut, pagat, trull, four kings = 5 parts, then V and
    # the payment line.
    raw = deal(
        60,
        7,
        contract="solo",
        declarer="Hans",
        trull="declarers",
        four_kings="declarers",
        pagat=("declarers", "won"),
    )
    lines = render_all(parse_deal(raw).settle().lines)
    for word in ("Game", "Absolut", "Pagat", "Trull", "Four kings", "V = +14", "Hans +42"):
        assert any(word in line for line in lines), word
    assert any("solo ×2" in line for line in lines)


def test_suit_solo_says_what_does_not_count() -> None:
    raw = deal(
        50,
        5,
        contract="suit-solo",
        declarer="Gerti",
        pagat=("declarers", "won"),
        trull="defenders",
        mondfang="defenders",
    )
    lines = " / ".join(render_all(parse_deal(raw).settle().lines))
    assert "Pagat ultimo does not count" in lines
    assert "Trull does not count" in lines
    assert "Mondfang does not count" in lines


def test_valat_cancel_is_explained() -> None:
    lines = render_all(parse_deal(deal(88, 10, trull="declarers")).settle().lines)
    assert any("not scored" in line and "Trull" in line for line in lines)
    assert not any(line.startswith("Game") for line in lines)


def test_summary_shows_contract_kontra_and_result() -> None:
    outcome = parse_deal(
        deal(40, 4, contract="solo", declarer="Gerti", kontra={"game": 2})
    ).settle()
    assert outcome.summary.declarer == "Gerti"
    assert render(outcome.summary.contract) == "Solo Rekontra"
    assert "V −16" in render(outcome.summary.result)  # −4 × 4
