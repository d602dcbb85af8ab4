"""Ulti settlement (docs/rules/ulti.md "Settlement", "Extras", "Surrender", "Worked checks").

Every expected number is worked by hand from docs/rules/ulti.md; the arithmetic is in
the comment of each case: "per defender" is what each defender pays the soloist
(negative: the soloist pays him), the soloist's delta is the sum over defenders.
Table: Anna, Béla, Csaba (Csaba deals, Anna bids first and is the soloist).
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games import parse_deal
from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper.sheet.plain import sheet_csv, sheet_text
from scorekeeper.words.text import render, render_all

P3 = ["Anna", "Béla", "Csaba"]
P4 = ["Anna", "Béla", "Csaba", "Dóra"]


def deal(
    contract: list[str], trump: str | None, result: Any = None, **extra: Any
) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "ulti", "players": P3, "dealer": "Csaba", "soloist": "Anna"}
    raw |= {"contract": contract, "trump": trump}
    if result is not None:
        raw["result"] = result
    return raw | extra


def res(
    points: int, tricks: int, winner: str = "Anna", seven: str | None = None, *,
    early: bool = False, aces: str = "split", mine: tuple[str, ...] = (),
    theirs: tuple[str, ...] = (),
) -> dict[str, Any]:  # fmt: skip
    return {
        "soloist_points": points,
        "soloist_tricks": tricks,
        "marriages": {"soloist": list(mine), "defenders": list(theirs)},
        "last_trick": {"winner": winner, "trump_seven": seven},
        "trump_seven_early": early,
        "aces": aces,
    }


def settle(raw: dict[str, Any]) -> Any:
    return parse_deal(raw).settle()


def three(per_defender_bela: int, per_defender_csaba: int | None = None) -> dict[str, int]:
    """Deltas of a 3-player deal from what Béla and Csaba each pay Anna."""
    csaba = per_defender_bela if per_defender_csaba is None else per_defender_csaba
    return {"Anna": per_defender_bela + csaba, "Béla": -per_defender_bela, "Csaba": -csaba}


# --- The three worked checks of docs/rules/ulti.md ---------------------------------------------


def test_worked_20_100_open_durchmars_both_made() -> None:
    # 20-100 (leaves marriage 20 + 90 cards = 110 >= 100) 8 + open durchmars 12 = 20 each
    raw = deal(["20-100", "open-durchmars"], "bells", res(90, 10, aces="soloist", mine=("leaves",)))
    assert settle(raw).deltas == {"Anna": 40, "Béla": -20, "Csaba": -20}


def test_worked_20_100_made_open_durchmars_lost() -> None:
    # 80 + 20 = 100 made: +8; 9 tricks: open durchmars lost -12; 8 - 12 = -4 each
    raw = deal(["20-100", "open-durchmars"], "bells", res(80, 9, mine=("leaves",)))
    outcome = settle(raw)
    assert outcome.deltas == {"Anna": -8, "Béla": 4, "Csaba": 4}


def test_worked_40_100_ulti_kontra_on_ulti() -> None:
    # +4 - (4 x 2 + 4) = -8 per defender; soloist -16
    raw = deal(
        ["40-100", "ulti"], "leaves", res(60, 6, "Béla", "Anna", mine=("leaves",)),
        kontra={"ulti": 1},
    )  # fmt: skip
    outcome = settle(raw)
    assert outcome.deltas == {"Anna": -16, "Béla": 8, "Csaba": 8}
    lines = render_all(outcome.lines)
    assert "ulti (leaves) lost: 4 × Kontra ×2 = 8 — Anna pays Béla 8, Csaba 8" in lines
    assert "failed-ulti extra: Anna pays Béla 4, Csaba 4 (never doubled)" in lines


def test_worked_betli_one_defender_kontra() -> None:
    # Béla said kontra: Béla pays 5 x 2 = 10, Csaba 5
    raw = deal(["betli"], None, {"soloist_tricks": 0}, kontra={"betli": {"Béla": 1}})
    outcome = settle(raw)
    assert outcome.deltas == {"Anna": 15, "Béla": -10, "Csaba": -5}
    lines = render_all(outcome.lines)
    assert "betli won: 5 — Béla pays Anna 10 (Kontra ×2), Csaba pays Anna 5" in lines


def test_spec_example_four_players() -> None:
    # docs/deal-format.md example: 60 + 40 = 100 -> 40-100 +4; ulti won 4 x 2 = 8: 12 each
    raw = {
        "game": "ulti", "players": P4, "dealer": "Dóra", "soloist": "Anna",
        "contract": ["40-100", "ulti"], "trump": "leaves", "kontra": {"ulti": 1},
        "result": {"soloist_points": 60, "soloist_tricks": 6,
                   "marriages": {"soloist": ["leaves"], "defenders": ["bells"]},
                   "last_trick": {"winner": "Anna", "trump_seven": "Anna"},
                   "trump_seven_early": False, "aces": "split"},
    }  # fmt: skip
    assert settle(raw).deltas == {"Anna": 24, "Béla": -12, "Csaba": -12, "Dóra": 0}


# --- The table of named cases -------------------------------------------------------------

CASES: list[tuple[str, dict[str, Any], dict[str, int]]] = [
    # parti in hearts is worth 2: 50 > 40 won, +2 each
    ("hearts-doubles-parti", deal(["parti"], "hearts", res(50, 5)), three(2)),
    # 40-100 in hearts 8, kontra x2 = 16 each: 50 + 40 = 90 < 100 lost
    ("hearts-40-100-kontra-lost", deal(["40-100"], "hearts", res(50, 5, mine=("hearts",)),
     kontra={"40-100": 1}), three(-16)),
    # 20-100 in hearts 16: 80 + 20 = 100 made
    ("hearts-20-100-made", deal(["20-100"], "hearts", res(80, 8, mine=("acorns",))), three(16)),
    # 70 + acorns trump marriage 40 = 110 >= 100: parti 1 x 2 = 2 each
    ("silent-100-for-soloist", deal(["parti"], "acorns", res(70, 7, mine=("acorns",))), three(2)),
    # defenders 70 + bells 40 + leaves 20 = 130 >= 100, soloist 20: lost 1 x 2 = -2 each
    ("silent-100-against-soloist", deal(["parti"], "bells",
     res(20, 2, "Béla", theirs=("bells", "leaves"))), three(-2)),
    # silent 100 then kontra: 1 x 2 x 2 = 4 each
    ("silent-100-with-kontra", deal(["parti"], "acorns", res(70, 7, mine=("acorns",)),
     kontra={"parti": 1}), three(4)),
    # parti 50 > 40 +1, soloist's 7 wins the last trick +2: 3 each
    ("silent-ulti-soloist-seven-wins", deal(["parti"], "leaves", res(50, 5, "Anna", "Anna")),
     three(3)),
    # parti 40 < 50 -1, soloist's 7 lost to Béla -2: -3 each
    ("silent-ulti-soloist-seven-loses", deal(["parti"], "leaves", res(40, 5, "Béla", "Anna")),
     three(-3)),
    # parti 50 > 40 +1, Csaba's 7 wins -2: -1 each
    ("silent-ulti-defender-seven-wins", deal(["parti"], "leaves", res(50, 5, "Csaba", "Csaba")),
     three(-1)),
    # hearts: parti +2, Csaba's 7 taken by Béla +4: 6 each
    ("silent-ulti-defender-seven-beaten-by-other-defender", deal(["parti"], "hearts",
     res(50, 5, "Béla", "Csaba")), three(6)),
    # parti +1, Anna beats Béla's 7 +2: 3 each
    ("silent-ulti-defender-seven-beaten-by-soloist", deal(["parti"], "leaves",
     res(60, 6, "Anna", "Béla")), three(3)),
    # parti 60 > 30 +1, all four aces +2: 3 each
    ("silent-four-aces-for", deal(["parti"], "bells", res(60, 6, aces="soloist")), three(3)),
    # parti 40 < 50 -1, defenders' four aces -2: -3 each
    ("silent-four-aces-against", deal(["parti"], "bells", res(40, 4, aces="defenders")),
     three(-3)),
    # durchmars +6; silent aces not scored with a durchmars bid (default)
    ("silent-aces-with-durchmars-default-off", deal(["durchmars"], "acorns",
     res(90, 10, aces="soloist")), three(6)),
    # option on: durchmars 6 + silent aces 2 = 8 each
    ("silent-aces-with-durchmars-option-on", deal(["durchmars"], "acorns",
     res(90, 10, aces="soloist"), rules={"silent_aces_with_durchmars": True}), three(8)),
    # durchmars lost -6, defenders' aces not scored (default)
    ("silent-aces-against-durchmars-default-off", deal(["durchmars"], "acorns",
     res(40, 9, "Béla", aces="defenders")), three(-6)),
    # option on: -6 - 2 = -8 each
    ("silent-aces-against-durchmars-option-on", deal(["durchmars"], "acorns",
     res(40, 9, "Béla", aces="defenders"), rules={"silent_aces_with_durchmars": True}),
     three(-8)),
    # soloist took every trick: defenders' 80 marriage points void; 70 > 20 -> parti won +1
    # (counted, 20 + 80 = 100 would have beaten 70 and doubled the loss)
    ("marriages-void-defenders-no-trick-decides-parti", deal(["parti"], "bells",
     res(70, 10, theirs=("bells", "leaves", "acorns"))), three(1)),
    # soloist took no trick: his 100 marriage points void; 0 < 90 -> parti lost -1
    ("marriages-void-soloist-no-trick-decides-parti", deal(["parti"], "bells",
     res(0, 0, "Béla", mine=("bells", "hearts", "leaves", "acorns"))), three(-1)),
    # parti 60 > 30 +1; ulti lost -4 and failed-ulti extra -4: -7 each
    ("failed-ulti-extra", deal(["parti", "ulti"], "acorns", res(60, 6, "Béla", "Anna")),
     three(-7)),
    # hearts: parti +2; 7 played early: ulti -8, extra -8: -14 each
    ("failed-ulti-seven-early-hearts", deal(["parti", "ulti"], "hearts",
     res(60, 6, early=True)), three(-14)),
    # surrender: 40-100 -4, ulti -4, extra -4 = -12 each
    ("surrender-with-ulti-penalty", deal(["40-100", "ulti"], "leaves", surrender=True),
     three(-12)),
    # option off: -4 - 4 = -8 each
    ("surrender-without-ulti-penalty", deal(["40-100", "ulti"], "leaves", surrender=True,
     rules={"surrender_ulti_penalty": False}), three(-8)),
    # kontra on a surrender does not count: still -12 each
    ("surrender-ignores-kontra", deal(["40-100", "ulti"], "leaves", surrender=True,
     kontra={"ulti": 2}), three(-12)),
    # surrendered betli: -5 each, no ulti extra
    ("surrender-betli", deal(["betli"], None, surrender=True), three(-5)),
    # nt-durchmars lost with Béla at Rekontra (6 x 4 = 24) and Csaba at Kontra (6 x 2 = 12)
    ("per-defender-kontra-no-trump", deal(["nt-durchmars"], None, {"soloist_tricks": 9},
     kontra={"nt-durchmars": {"Béla": 2, "Csaba": 1}}), three(-24, -12)),
    # a whole-number level on a no-trump component applies to both: rebetli 10 x 2 = 20 each
    ("no-trump-kontra-both-defenders", deal(["rebetli"], None, {"soloist_tricks": 0},
     kontra={"rebetli": 1}), three(20)),
    # betli lost (took a trick): -5 each
    ("betli-lost", deal(["betli"], None, {"soloist_tricks": 1}), three(-5)),
    # open betli 20 each
    ("open-betli-made", deal(["open-betli"], None, {"soloist_tricks": 0}), three(20)),
    # nt-open-durchmars 24 each
    ("nt-open-durchmars-made", deal(["nt-open-durchmars"], None, {"soloist_tricks": 10}),
     three(24)),
    # Rekontra on 40-100 (50 + 40 = 90 lost): -4 x 4 = -16; ulti made +4: -12 each
    ("rekontra-on-40-100", deal(["40-100", "ulti"], "leaves",
     res(50, 5, "Anna", "Anna", mine=("leaves",)), kontra={"40-100": 2, "ulti": 0}), three(-12)),
    # Kerekes bicikli (level 7): durchmars lost -6 x 128 = -768 each
    ("kerekes-bicikli-x128", deal(["durchmars"], "leaves", res(80, 9), kontra={"durchmars": 7}),
     three(-768)),
    # 20-100 8 + durchmars 6 + ulti 4 = 18 each (leaves marriage: 90 + 20 >= 100)
    ("three-components-all-made", deal(["20-100", "durchmars", "ulti"], "bells",
     res(90, 10, "Anna", "Anna", aces="soloist", mine=("leaves",))), three(18)),
    # hearts: parti 60 > 30 +2, ulti +8, four aces missed -8: +2 each
    ("three-components-hearts-mixed", deal(["parti", "ulti", "four-aces"], "hearts",
     res(60, 6, "Anna", "Anna")), three(2)),
    # four-aces bid and made: parti 60 > 30 +1, four aces +4 = 5 each (no silent aces)
    ("four-aces-bid-made", deal(["parti", "four-aces"], "bells", res(60, 6, aces="soloist")),
     three(5)),
    # 40-100 without showing the trump marriage is lost even with 90 card points: -4,
    # plus silent four aces +2 (all 80 card points include the aces): -2 each
    ("40-100-without-marriage-lost", deal(["40-100"], "leaves", res(90, 10, aces="soloist")),
     three(-2)),
    # Szubkontra (level 3) on nt-redurchmars made: 12 x 8 = 96 each
    ("nt-redurchmars-szubkontra-x8", deal(["nt-redurchmars"], None, {"soloist_tricks": 10},
     kontra={"nt-redurchmars": 3}), three(96)),
    # rank 39, hearts: 40-100 8 (90 + 40 >= 100) + open durchmars 24 + ulti 8 = 40 each;
    # silent aces not scored beside a durchmars (default)
    ("three-components-hearts-rank-39", deal(["40-100", "open-durchmars", "ulti"], "hearts",
     res(90, 10, "Anna", "Anna", aces="soloist", mine=("hearts",))), three(40)),
    # a dealt-again deal scores nothing
    ("thrown-in", {"game": "ulti", "players": P3, "dealer": "Csaba", "thrown_in": True},
     three(0)),
]  # fmt: skip


@pytest.mark.parametrize(("raw", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_settlement(raw: dict[str, Any], expected: dict[str, int]) -> None:
    outcome = settle(raw)
    assert outcome.deltas == expected
    assert sum(outcome.deltas.values()) == 0


def test_four_player_dealer_sits_out() -> None:
    # dealer Béla sits out; Csaba bids first; Dóra's betli made: 5 from Anna and Csaba each
    raw = deal(["betli"], None, {"soloist_tricks": 0}, players=P4, dealer="Béla", soloist="Dóra")
    outcome = settle(raw)
    assert outcome.deltas == {"Anna": -5, "Béla": 0, "Csaba": -5, "Dóra": 10}
    assert "Béla deals and sits out: 0" in render_all(outcome.lines)


def test_lines_and_summary_words() -> None:
    raw = deal(["parti"], "acorns", res(70, 7, mine=("acorns",)), kontra={"parti": 1})
    outcome = settle(raw)
    assert "silent 100 (Anna reached 100): parti counts double" in render_all(outcome.lines)
    assert (
        "parti (acorns) won: 1 × 2 (silent 100) × Kontra ×2 = 4 — Béla pays Anna 4, "
        "Csaba pays Anna 4" in render_all(outcome.lines)
    )
    assert render(outcome.lines[-1]) == "net: Anna +8, Béla −4, Csaba −4"
    assert outcome.summary.declarer == "Anna"
    assert render(outcome.summary.contract) == "parti ×2, acorns"
    assert render(outcome.summary.result) == "parti won"


def test_summary_marks_per_defender_kontra() -> None:
    raw = deal(["betli"], None, {"soloist_tricks": 0}, kontra={"betli": {"Béla": 1}})
    assert render(settle(raw).summary.contract) == "betli (Béla ×2)"


def test_silent_bonus_lines() -> None:
    lines = render_all(
        settle(deal(["parti"], "leaves", res(50, 5, "Csaba", "Csaba", aces="soloist"))).lines
    )
    assert (
        "silent ulti (Csaba's trump 7 won the last trick): Anna pays Béla 2, Csaba 2 "
        "(never doubled)" in lines
    )
    assert (
        "silent four aces (Anna captured all four): Béla pays Anna 2, Csaba pays Anna 2 "
        "(never doubled)" in lines
    )
    beaten = render_all(settle(deal(["parti"], "leaves", res(60, 6, "Anna", "Béla"))).lines)
    assert (
        "silent ulti (Béla's trump 7 lost the last trick to Anna): Béla pays Anna 2, "
        "Csaba pays Anna 2 (never doubled)" in beaten
    )


def test_surrender_with_kontra_warns() -> None:
    outcome = settle(deal(["40-100", "ulti"], "leaves", surrender=True, kontra={"ulti": 2}))
    assert outcome.warnings
    assert render(outcome.summary.result) == "surrendered"
    assert render(outcome.summary.contract) == "40-100 + ulti, leaves"


def test_no_silent_bonus_without_trump() -> None:
    # betli: no silent four aces even with aces given (docs/rules/ulti.md "Extras", last point)
    raw = deal(["betli"], None, {"soloist_tricks": 0, "soloist_points": 0, "aces": "defenders"})
    assert settle(raw).deltas == three(5)


def test_the_text_and_csv_sheets_show_the_summary_words() -> None:
    # Deal 1 of a session: Anna's 40-100 + ulti in leaves, kontra on ulti (worked above:
    # 40-100 made, ulti lost); the sheets print the summary cells in English.
    raw = deal(
        ["40-100", "ulti"], "leaves", res(60, 6, "Béla", "Anna", mine=("leaves",)),
        kontra={"ulti": 1},
    )  # fmt: skip
    played = {k: v for k, v in raw.items() if k not in ("game", "players", "dealer")}
    result = replay_json(
        {"game": "ulti", "players": P3, "first_dealer": "Csaba", "deals": [played]}
    )
    sheet = score_sheet(result)
    assert "40-100 + ulti ×2, leaves  40-100 won, ulti lost" in sheet_text(sheet)
    assert "40-100 + ulti ×2, leaves,40-100 won, ulti lost" in sheet_csv(sheet).replace('"', "")
