"""Each game's one description of its deal form (``GameSpec.entry``): it covers
every field the game's reader accepts, and its declarations hold together."""

from __future__ import annotations

import pytest

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.base import COMMON_KEYS
from scorekeeper.games.entry import KINDS

DESCRIBED = [g for g in GAME_IDS if get_game(g).entry is not None]
NOT_YET: set[str] = set()  # every game is described


def test_every_game_but_those_named_is_described():
    assert set(GAME_IDS) - set(DESCRIBED) == NOT_YET


@pytest.mark.parametrize("game_id", DESCRIBED)
def test_the_description_covers_every_field_the_reader_accepts(game_id):
    spec = get_game(game_id)
    assert spec.entry is not None
    # the auction log: its own line; the double round: the session's (the context)
    filled = spec.entry.top_keys() | {"bids", "double_round"}
    assert spec.record_fields <= filled, spec.record_fields - filled
    assert spec.entry.top_keys() <= spec.record_fields | COMMON_KEYS


@pytest.mark.parametrize("game_id", DESCRIBED)
def test_conditions_name_fields_or_house_rules_of_the_game(game_id):
    spec = get_game(game_id)
    assert spec.entry is not None
    paths = {f.path for f in spec.entry.fields}
    rules = {o.key for o in spec.options}
    assert len(paths) == len(spec.entry.fields)
    for f in spec.entry.fields:
        assert f.kind in KINDS
        for w in f.when:
            assert w.key in (rules if w.rule else paths), (f.path, w.key)
