"""The agreed end of a session (``scorekeeper/session/end.py``): deals, score or
time for Ulti (``docs/rules/ulti.md`` "Session end"), games for the race games.

Ulti numbers, by hand from ``docs/rules/ulti.md`` (3 players, so both others defend):
a betli made (soloist takes no trick) is worth 5 from each defender: soloist +10,
each defender −5; a betli lost: soloist −10, each defender +5. The worked check
"Betli, one defender said kontra, soloist takes no trick: that defender pays 10,
the other 5": soloist +15.
"""

from __future__ import annotations

from datetime import datetime, time
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.session.reaching import end_state
from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper.sheet.plain import sheet_text

PLAYERS = ["Anna", "Béla", "Csaba"]


def betli(soloist: str, tricks: int = 0, **kontra: int) -> dict[str, Any]:
    deal: dict[str, Any] = {
        "soloist": soloist,
        "contract": ["betli"],
        "trump": None,
        "result": {"soloist_tricks": tricks},
    }
    if kontra:
        deal["kontra"] = {"betli": kontra}
    return deal


def ulti(*deals: dict[str, Any], end: Any = None) -> dict[str, Any]:
    record: dict[str, Any] = {"game": "ulti", "players": PLAYERS, "first_dealer": "Csaba"}
    if end is not None:
        record["end"] = end
    return {**record, "deals": list(deals)}


def ultimate(*bids: tuple[str, int], end: Any = None) -> dict[str, Any]:
    """Ultimate deals where the declarer makes the bid: declarer +bid."""
    deals = [
        {"declarer": d, "bid": b, "trump": "spades", "result": {"declarer_points": b}}
        for d, b in bids
    ]
    record: dict[str, Any] = {"game": "ultimate", "players": PLAYERS, "first_dealer": "Csaba"}
    if end is not None:
        record["end"] = end
    return {**record, "deals": deals}


def state(raw: dict[str, Any], now: time | None = None):
    return end_state(replay_json(raw), now)


def test_no_end_agreed_reads_as_before() -> None:
    assert state(ulti(betli("Anna"))) is None
    assert score_sheet(replay_json(ulti())).end is None


def test_deals_end_after_three_deals() -> None:
    first, second, third = betli("Anna"), betli("Béla"), betli("Csaba", 1)
    assert state(ulti(end={"deals": 3})).text.render() == "3 deals left"
    assert state(ulti(first, first, end={"deals": 3})).text.render() == "1 deal left"
    after_two = state(ulti(first, second, end={"deals": 3}))
    assert (after_two.reached, after_two.left) == (False, 1)
    after_three = state(ulti(first, second, third, end={"deals": 3}))
    assert (after_three.reached, after_three.after) == (True, 3)
    assert after_three.text.render() == "the agreed end was reached after deal 3"
    # a fourth deal is allowed; the end stays after deal 3
    assert state(ulti(first, second, third, first, end={"deals": 3})).after == 3


@pytest.mark.parametrize(
    ("deals", "score", "after"),
    [
        # Anna +10, then +20 (Béla, Csaba −10): 20 ≥ 15 after deal 2.
        ([betli("Anna"), betli("Anna")], 15, 2),
        # The worked check: Anna +15 at once (Béla 10 with kontra, Csaba 5).
        ([betli("Anna", **{"Béla": 1}), betli("Béla")], 15, 1),
        # Anna loses twice: −10, −20; a loss reaches the score too (−20 ≤ −20).
        ([betli("Anna", 1), betli("Anna", 1)], 20, 2),
        # Anna +10 − 5 = +5, Béla −5 + 10 = +5, Csaba −10: nobody reaches ±11.
        ([betli("Anna"), betli("Béla")], 11, None),
    ],
    ids=["won-20-reaches-15", "kontra-betli-15-at-once", "lost-minus-20", "not-yet"],
)
def test_score_end(deals: list[dict[str, Any]], score: int, after: int | None) -> None:
    found = state(ulti(*deals, end={"score": score}))
    assert found.after == after and found.reached is (after is not None)


@pytest.mark.parametrize(
    ("end", "now", "reached"),
    [
        ("23:30", time(23, 29), False),
        ("23:30", time(23, 30), True),
        ("23:30", time(0, 10), True),  # after midnight: the evening's end has passed
        ("23:30", time(13, 0), False),  # an afternoon start
        ("00:30", time(23, 50), False),  # half past midnight is still to come
        ("00:30", time(0, 30), True),
    ],
    ids=["a-minute-early", "on-time", "after-midnight", "afternoon", "before-midnight", "0030"],
)
def test_time_end_with_a_fixed_clock(end: str, now: time, reached: bool) -> None:
    found = state(ulti(betli("Anna"), end={"time": end}), now)
    assert found.reached is reached and found.after is None
    said = f"the agreed end ({end}) has passed" if reached else f"ends at {end}"
    assert found.text.render() == said
    assert (
        end_state(replay_json(ulti(end={"time": end})), datetime(2026, 11, 7, 12, 0)).reached
        is False
    )


def test_the_sheet_judges_a_time_end_by_the_time_it_is_given() -> None:
    # The sheet reads no clock (scorekeeper/session/reaching.py): the same session and
    # the same time give the same sheet; no time given, the end has not passed.
    result = replay_json(ulti(betli("Anna"), end={"time": "23:30"}))
    early, late = datetime(2026, 11, 7, 23, 29), datetime(2026, 11, 7, 23, 30)
    assert score_sheet(result, now=early).end == score_sheet(result, now=early).end
    assert [score_sheet(result, now=t).end.reached for t in (early, late)] == [False, True]
    assert score_sheet(result).end.reached is False


def test_race_game_ends_with_its_first_game_by_default() -> None:
    # Ultimate to 150: Anna +80, Béla +50, Anna +80 = 160 ≥ 150 after deal 3.
    bids = [("Anna", 80), ("Béla", 50)]
    playing = state(ultimate(*bids))
    assert (playing.reached, playing.left, playing.agreed, playing.line) == (False, 1, False, None)
    done = state(ultimate(*bids, ("Anna", 80)))
    assert (done.reached, done.after) == (True, 3)
    assert done.line is not None  # nobody agreed an end: the rules' race is over
    assert done.line.render() == "Session end: the race is over after deal 3"
    two = state(ultimate(*bids, ("Anna", 80), end={"games": 2}))
    assert (two.reached, two.left, two.agreed) == (False, 1, True)


def test_show_says_the_end() -> None:
    text = sheet_text(score_sheet(replay_json(ulti(betli("Anna"), end={"deals": 3}))))
    assert "Session end: 2 deals left" in text


@pytest.mark.parametrize(
    ("end", "field", "code"),
    [
        ({"deals": 0}, "end.deals", Code.OUT_OF_RANGE),
        ({"deals": "20"}, "end.deals", Code.NOT_INTEGER),
        ({"games": 2}, "end.games", Code.UNKNOWN_FIELD),  # Ulti has no games to count
        ({"time": "25:00"}, "end.time", Code.INVALID),
        ({"time": "9:30"}, "end.time", Code.INVALID),
        ({}, "end", Code.MISSING),
        ({"deals": 3, "time": "23:00"}, "end", Code.INVALID),
        (5, "end", Code.NOT_OBJECT),
    ],
    ids=[
        "zero-deals",
        "deals-text",
        "games-in-ulti",
        "hour-25",
        "no-leading-0",
        "empty",
        "two",
        "number",
    ],
)
def test_bad_end_names_the_field(end: Any, field: str, code: Code) -> None:
    with pytest.raises(RecordError) as caught:
        replay_json(ulti(end=end))
    assert (caught.value.field, caught.value.code) == (field, code)


def test_race_game_refuses_a_score_end() -> None:
    with pytest.raises(RecordError) as caught:
        replay_json(ultimate(end={"score": 100}))
    assert caught.value.field == "end.score"


def test_the_pdf_says_the_end_under_its_title() -> None:
    from scorekeeper.export.sheet import build_sheet

    printed = build_sheet(replay_json(ulti(betli("Anna"), end={"deals": 1})))
    assert "Session end: the agreed end was reached after deal 1" in printed.subtitle
    assert not any("Session end" in line for line in build_sheet(replay_json(ulti())).subtitle)
