"""The games as the window knows them: one entry per game of
:data:`scorekeeper.games.GAME_IDS`, holding what the window keeps per game: the
title it shows, the deal-entry form (``ui/entry/``) and the example evening
(``resources/examples/``). The game list of the new-session dialog, the welcome
screen's examples, the session list, the window title and the deal form all ask
here; the rules themselves (players, options, teams) are the core's ``GameSpec``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorekeeper.games import TITLES, get_game
from scorekeeper.games.base import GameSpec
from scorekeeper.host.shipped import RESOURCES

if TYPE_CHECKING:
    from scorekeeper_ui.entry.common import GameForm

EXAMPLES_DIR = RESOURCES / "examples"


@dataclass(frozen=True)
class GameEntry:
    """One game in the window. ``form`` names its deal-entry form as
    ``"module:Class"``, imported when a deal is first entered (the forms import
    the entry package, which asks this registry)."""

    id: str
    form: str
    example: str  # the example evening's file name in resources/examples

    @property
    def spec(self) -> GameSpec[Any]:
        return get_game(self.id)

    @property
    def title(self) -> str:
        """Game names are proper names: the same in every language (the spec's,
        read from the registry: naming a game does not load its rules)."""
        return TITLES[self.id]

    def form_class(self) -> type[GameForm]:
        module, name = self.form.split(":")
        form_class: type[GameForm] = getattr(importlib.import_module(module), name)
        return form_class

    def make_form(self, players: Sequence[str], dealer: str, rules: Mapping[str, Any]) -> GameForm:
        return self.form_class()(players, dealer, rules)

    def example_path(self, folder: Path = EXAMPLES_DIR) -> Path:
        return folder / self.example


GAMES: tuple[GameEntry, ...] = (
    GameEntry("ulti", "scorekeeper_ui.entry.ulti.form:UltiForm", "ulti.json"),
    GameEntry("marjapussi", "scorekeeper_ui.entry.pussi:MarjapussiForm", "marjapussi.json"),
    GameEntry("huutopussi", "scorekeeper_ui.entry.pussi:HuutopussiForm", "huutopussi.json"),
    GameEntry(
        "zwanzigerrufen",
        "scorekeeper_ui.entry.zwanzigerrufen:ZwanzigerrufenForm",
        "zwanzigerrufen.json",
    ),
    GameEntry("ultimate", "scorekeeper_ui.entry.ultimate:UltimateForm", "ultimate.json"),
)
_BY_ID = {entry.id: entry for entry in GAMES}


def game_entry(game_id: str) -> GameEntry:
    """The window's entry for a game id (``KeyError`` for a game it does not know)."""
    return _BY_ID[game_id]


def game_title(game_id: str) -> str:
    """The title of a game; an id the window does not know (an old or foreign
    session in the list) is shown as it is."""
    entry = _BY_ID.get(game_id)
    return entry.title if entry is not None else game_id
