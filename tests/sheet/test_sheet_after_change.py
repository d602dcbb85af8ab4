"""The sheet after one change, built from the sheet before it
(``score_sheet(result, previous=sheet, unchanged=k)``, scorekeeper/sheet/model.py
"After a change"), is the sheet built from scratch: every row, chart point, game,
total and payment. The example evenings' deals are added, inserted, replaced and
deleted at random places; a change the replay refuses is skipped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorekeeper.errors import RecordError
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay
from scorekeeper.sheet import score_sheet

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
GAMES = ("ulti", "marjapussi", "huutopussi", "zwanzigerrufen", "ultimate")


def example(game: str) -> dict:
    return json.loads((EXAMPLES / f"{game}.json").read_text(encoding="utf-8"))


def changed(deals: list, kind: str, at: int, deal: dict) -> list:
    if kind == "insert":
        return [*deals[:at], deal, *deals[at:]]
    if kind == "replace":
        return [*deals[:at], deal, *deals[at + 1 :]]
    return [*deals[:at], *deals[at + 1 :]]


def replayed(session: dict, deals: list):
    try:
        return replay(parse_session({**session, "deals": deals}))
    except RecordError:
        return None


@settings(max_examples=150, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    size=st.integers(0, 12),
    kind=st.sampled_from(["insert", "replace", "delete"]),
    where=st.integers(0, 12),
    pick=st.integers(0, 11),
)
def test_the_sheet_after_a_change_is_the_sheet_of_the_session(game, size, kind, where, pick):
    session = example(game)
    pool = session["deals"]
    before = pool[:size]
    assume(kind == "insert" or before)
    at = min(where, len(before) if kind == "insert" else len(before) - 1)
    old, new = (
        replayed(session, before),
        replayed(session, changed(before, kind, at, pool[pick % len(pool)])),
    )
    assume(old is not None and new is not None)
    reused = score_sheet(new, previous=score_sheet(old), unchanged=at)
    assert reused == score_sheet(new)


def test_a_sheet_of_another_table_or_too_many_deals_is_refused():
    ultimate, ulti = example("ultimate"), example("ulti")
    result = replay(parse_session(ultimate))
    sheet = score_sheet(result)
    with pytest.raises(ValueError, match="another game or table"):
        score_sheet(replay(parse_session(ulti)), previous=sheet, unchanged=0)
    shorter = replay(parse_session({**ultimate, "deals": ultimate["deals"][:3]}))
    with pytest.raises(ValueError, match="unchanged: 4 is not between 0 and 3"):
        score_sheet(shorter, previous=sheet, unchanged=4)
