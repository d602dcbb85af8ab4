"""The score page's deal form from each game's description: one row per field a
house rule leaves in, inputs named as deal_from_form reads them, hostile names
escaped, the error at its field."""

from __future__ import annotations

import pytest
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import escape

from scorekeeper.errors import RecordError
from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.base import resolve_rules
from scorekeeper.serve.form import form_rows
from scorekeeper.serve.score_view import DealForm, Preview
from scorekeeper.serve.scoring import Where
from scorekeeper.words.text import Msg

TEMPLATES = Environment(
    loader=FileSystemLoader("resources/serve"), autoescape=select_autoescape(default=True)
)
PLAYERS = {"marjapussi": 4, "huutopussi": 4, "zwanzigerrufen": 4, "ultimate": 5, "ulti": 4}


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if get_game(g).entry is not None])
def test_every_field_has_its_row_and_the_error_is_at_its_field(game_id):
    spec = get_game(game_id)
    assert spec.entry is not None
    players = ["<b>A</b>", "Ben", "Chie", "Dai", "Emi"][: PLAYERS[game_id]]
    sides = [" & ".join(s) for s in spec.teams(players)]
    declarer = next(f.path for f in spec.entry.fields if f.kind == "player")  # Ulti: soloist
    error = RecordError(declarer, Msg("is missing"))
    rows = form_rows(
        spec.entry,
        players=players,
        sides=sides,
        rules=resolve_rules(spec.options, {}),
        form={},
        lang="de",
        error=error,
    )
    assert [r.path for r in rows if r.error] == [declarer]
    shown = DealForm(tuple(rows), "", declarer, Preview("P", ("d", "t"), (), (), (), (), "…"))
    html = TEMPLATES.get_template("deal_form.html").render(
        form=shown, where=Where(1, "x", ""), w={"enter": "OK", "preview": "P"}
    )
    assert "<b>A</b>" not in html and "&lt;b&gt;A&lt;/b&gt;" in html
    for row in rows:
        for item in row.inputs:
            assert f'name="{escape(item.name)}"' in html  # a player's name escaped too
