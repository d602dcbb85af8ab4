"""The phones' form and the window's form write the same deal: for the spec's
example of every described game (and a thrown-in and an all-passed deal),
``deal_from_form`` of the form's text equals the window's ``record()``."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_entry_edit import EXAMPLES, make_editor

from scorekeeper.games import get_game
from scorekeeper.games.base import resolve_rules
from scorekeeper.games.entry import deal_from_form, form_from_deal

VARIANTS: list[tuple[str, dict[str, Any]]] = []
for _game, (_players, _rules, _example) in EXAMPLES.items():
    if get_game(_game).entry is None:
        continue
    VARIANTS.append((_game, _example))
    if get_game(_game).entry.fields[-1].path == "thrown_in":  # type: ignore[union-attr]
        VARIANTS.append((_game, {"dealer": _example["dealer"], "thrown_in": True}))
    _fields = {f.path: f for f in get_game(_game).entry.fields}  # type: ignore[union-attr]
    nobody = _fields["declarer"].nobody if "declarer" in _fields else None
    if nobody is not None:
        passed = copy.deepcopy(_example)
        passed["declarer"] = None
        VARIANTS.append((_game, passed))

# Ulti beyond the spec's example: a Kontra per defender on a no-trump component, a
# surrender (no result, no Kontra), levels on two components of a hearts row.
VARIANTS += [
    (
        "ulti",
        {
            "dealer": "Dóra",
            "soloist": "Béla",
            "contract": ["betli"],
            "kontra": {"betli": {"Anna": 1, "Csaba": 2}},
            "result": {"soloist_tricks": 0},
        },
    ),
    (
        "ulti",
        {
            "dealer": "Dóra",
            "soloist": "Csaba",
            "contract": ["parti"],
            "trump": "acorns",
            "surrender": True,
        },
    ),
    (
        "ulti",
        {
            "dealer": "Dóra",
            "soloist": "Anna",
            "contract": ["durchmars", "ulti"],
            "trump": "hearts",
            "kontra": {"durchmars": 1, "ulti": 2},
            "result": {
                "soloist_points": 90,
                "soloist_tricks": 10,
                "last_trick": {"winner": "Anna", "trump_seven": "Anna"},
                "trump_seven_early": False,
                "aces": "soloist",
            },
        },
    ),
]


def phone_deal(game_id: str, record: dict[str, Any]) -> dict[str, Any]:
    spec = get_game(game_id)
    players, rules, _ = EXAMPLES[game_id]
    assert spec.entry is not None
    sides = len(spec.teams(players))
    form = form_from_deal(spec.entry, record, sides=sides)
    return deal_from_form(
        spec.entry, form, players=players, sides=sides, rules=resolve_rules(spec.options, rules)
    )


@pytest.mark.parametrize(("game_id", "deal"), VARIANTS)
def test_the_phone_form_writes_what_the_window_writes(qtbot, game_id, deal):
    editor = make_editor(qtbot, game_id)
    editor.set_record(deal)
    window = editor.draft_record()
    window.pop("bids", None)
    assert phone_deal(game_id, window) == window
