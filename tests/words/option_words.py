"""The house rules' words by option key, for the tests that name an option by its key.

Each game declares its options' words with the options, in its own package
(``Option.title``, ``Option.help``, ``Option.word``). A key names one option, or
options worded alike (``card_values``, in both Pussi games)."""

from __future__ import annotations

from typing import Any

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.base import Option
from scorekeeper.words.text import Text


def option(key: str) -> Option:
    """The option ``key`` of whichever game has it."""
    found = [o for game in GAME_IDS for o in get_game(game).options if o.key == key]
    assert found, key
    assert all((o.title, o.words) == (found[0].title, found[0].words) for o in found), key
    return found[0]


def option_title(key: str) -> Text:
    return option(key).title


def option_value(value: Any, key: str) -> Text:
    return option(key).word(value)
