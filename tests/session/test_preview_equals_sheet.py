"""The preview of a deal equals the sheet's row for it, in every game.

The deal form previews deal k with ``settle_deal(result.context(k), record)``,
where the record is the stored deal with its dealer filled in (as the edit form
shows it). For every example evening and for generated sessions of every game,
that preview must equal row k of the replayed sheet: deltas, breakdown lines,
warnings, the double-round flag, the running totals after it and the game end.
And the context the session gives the next deal is the one deal k has once the
deal is added (replaying the first k deals = the first k deals of the whole).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from games.test_huutopussi_records import records as huutopussi_records
from games.test_marjapussi_records import records as marjapussi_records
from games.test_ulti_properties import records as ulti_records
from games.test_ultimate_props import records as ultimate_records
from games.test_zwanzigerrufen_props import records as zwanzigerrufen_records
from hypothesis import given, settings
from hypothesis import strategies as st
from test_session_properties import ultimate_sessions, zwanziger_sessions

from scorekeeper.session.replay import DealContext, DealRow, SessionResult, replay_json, settle_deal

EXAMPLES = sorted((Path(__file__).parents[2] / "resources" / "examples").glob("*.json"))


def sheet_view(row: DealRow) -> tuple[Any, ...]:
    """What the sheet (and the preview) shows of a deal."""
    outcome = row.outcome
    return (
        dict(outcome.deltas),
        tuple(outcome.lines),
        tuple(row.warnings),
        row.double_round,
        dict(row.totals),
        row.game_over,
        row.winner,
        row.deal.table.dealer,
    )


def context_fields(context: DealContext) -> tuple[Any, ...]:
    return (
        context.index,
        context.players,
        context.dealer,
        context.game_number,
        dict(context.scores),
        dict(context.totals),
        context.double_rounds_left,
    )


def check_preview_equals_sheet(raw_session: dict[str, Any]) -> SessionResult:
    result = replay_json(raw_session)
    for k, (stored, row) in enumerate(zip(raw_session["deals"], result.rows, strict=True)):
        as_the_form_holds_it = {"dealer": row.deal.table.dealer} | dict(stored)
        for raw in (stored, as_the_form_holds_it):
            preview = settle_deal(result.context(k), raw)
            assert sheet_view(preview) == sheet_view(row), f"deal {k}"
            assert preview == row
    return result


def check_next_context(raw_session: dict[str, Any], result: SessionResult) -> None:
    for k in range(len(raw_session["deals"]) + 1):
        before = replay_json(raw_session | {"deals": raw_session["deals"][:k]})
        assert context_fields(before.next_context()) == context_fields(result.context(k))


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_evening(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    result = check_preview_equals_sheet(raw)
    check_next_context(raw, result)
    assert result.next_context() is result.context(len(result.rows))


def test_the_double_round_is_in_the_context() -> None:
    # docs/rules/zwanzigerrufen.md "Bonuses": a Mondfang makes the next 4 scored deals
    # count double. Deal 1 has one, so deal 2 is settled with 4 doubled deals left,
    # and after it 3 are left for the next deal.
    players = ["Franz", "Gerti", "Hans", "Ilse"]
    mondfang = {
        "contract": "normal",
        "declarer": "Franz",
        "called": "XX",
        "partner": "Hans",
        "result": {"declarer_points": 50, "declarer_tricks": 6, "mondfang": "defenders"},
    }
    solo = {
        "contract": "solo",
        "declarer": "Hans",
        "result": {"declarer_points": 50, "declarer_tricks": 5},
    }
    session = {"game": "zwanzigerrufen", "players": players, "first_dealer": "Ilse"}
    result = replay_json(session | {"deals": [mondfang, solo]})
    assert [result.context(k).double_rounds_left for k in range(3)] == [0, 4, 3]
    assert [result.context(k).dealer for k in range(3)] == ["Ilse", "Franz", "Gerti"]
    # Deal 1: V = +2 (game +1, Mondfang +1) → Franz, Hans +2; Gerti, Ilse −2.
    assert result.context(1).scores == {"Franz": 2, "Gerti": -2, "Hans": 2, "Ilse": -2}
    assert result.context(1).double_round and not result.context(0).double_round
    with pytest.raises(IndexError):
        result.context(3)


@st.composite
def sessions_of(draw: st.DrawFn, records: st.SearchStrategy[dict[str, Any]]) -> dict[str, Any]:
    """A session of deal records from a game's own strategy: those at the first one's
    table, each naming its dealer (the rotation may differ: a warning)."""
    first = draw(records)
    more = draw(st.lists(records, max_size=5))
    deals = [first] + [d for d in more if d["players"] == first["players"]]
    players = first["players"]
    return {
        "game": first["game"],
        "players": players,
        "first_dealer": draw(st.sampled_from(players)),
        "deals": deals,
    }


GAMES = {
    "ulti": sessions_of(ulti_records()),
    "marjapussi": sessions_of(marjapussi_records()),
    "huutopussi": sessions_of(huutopussi_records()),
    "zwanzigerrufen": sessions_of(zwanzigerrufen_records()),
    "ultimate": sessions_of(ultimate_records()),
    "zwanzigerrufen-double-rounds": zwanziger_sessions(),
    "ultimate-game-ends": ultimate_sessions(),
}


@pytest.mark.parametrize("name", list(GAMES))
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_generated_sessions(name: str, data: st.DataObject) -> None:
    raw = data.draw(GAMES[name])
    result = check_preview_equals_sheet(raw)
    check_next_context(raw, result)
