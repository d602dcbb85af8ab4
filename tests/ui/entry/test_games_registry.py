"""One registry of games in the window (ui/entry/games.py): every game of the core has
exactly one entry, its form opens, and the screens that list games ask it."""

from __future__ import annotations

from datetime import datetime

import pytest

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.session.store import SessionInfo
from scorekeeper_ui.entry.common import GameForm
from scorekeeper_ui.entry.games import GAMES, game_entry, game_title
from scorekeeper_ui.library.session_list import SessionListModel
from scorekeeper_ui.session.fields.seating import SeatingBox

NAMES = ("Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Gen", "Hana")


def test_every_game_has_exactly_one_entry_in_the_core_order():
    assert tuple(entry.id for entry in GAMES) == GAME_IDS


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_form_of_every_game_opens(qtbot, game_id):
    entry = game_entry(game_id)
    spec = get_game(game_id)
    players = NAMES[: spec.player_counts[0]]
    rules = {o.key: o.default for o in spec.options}
    form = entry.make_form(players, players[-1], rules)
    qtbot.addWidget(form)
    assert isinstance(form, GameForm)
    assert form.players == players


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_example_evening(game_id):
    assert game_entry(game_id).example_path().is_file()


def test_titles_are_the_games_names_and_unknown_ids_stay_as_they_are():
    assert [entry.title for entry in GAMES] == [get_game(g).title for g in GAME_IDS]
    assert game_title("zwanzigerrufen") == "Zwanzigerrufen"
    assert game_title("skat") == "skat"  # a session of a game this window does not know


def test_the_new_session_game_list_and_the_session_list_ask_the_registry(qtbot):
    seating = SeatingBox([])
    qtbot.addWidget(seating)
    listed = [
        (seating.game.itemText(i), seating.game.itemData(i)) for i in range(seating.game.count())
    ]
    assert listed == [(entry.title, entry.id) for entry in GAMES]
    model = SessionListModel()
    info = SessionInfo(
        1, "huutopussi", ("A", "B", "C"), datetime(2026, 11, 1), None, None, None, 0, False
    )
    model.set_sessions([info])
    assert model.data(model.index(0, 1)) == "Huutopussi"


def test_a_whole_number_option_is_entered_within_its_declared_range(qtbot):
    from scorekeeper_ui.widgets.options_form import OptionsForm

    form = OptionsForm()
    qtbot.addWidget(form)
    spec = get_game("ultimate")
    form.set_options(spec.id, spec.options)
    field = form.field("min_bid")
    # docs/rules/ultimate.md "Auction": the minimum bid is 1 to the maximum bid, 100
    # (Up/Down step within it; typed text out of it is refused by the session's check).
    assert (field.lo, field.hi) == (1, 100)
