"""House rules in words (scorekeeper/games/option_words.py): every option of every
game has a title, an explanation and value labels in English and Japanese."""

from __future__ import annotations

import importlib

import pytest

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.option_words import (
    _TITLES,
    _VALUES,
    JA,
    option_help,
    option_title,
    option_value,
)
from scorekeeper.i18n import using
from scorekeeper.text import render

CATALOG_MODULES = [
    "scorekeeper.games.option_words",
    "scorekeeper.core_ja",
    "scorekeeper.games.ulti.ja",
    "scorekeeper.games.pussi.ja",
    "scorekeeper.games.zwanzigerrufen.ja",
    "scorekeeper.games.ultimate.ja",
]


def test_every_title_and_value_has_japanese():
    # option_words looks its texts up by value (titles, values),
    # so the literal-template scan does not apply; check its tables instead.
    assert [t for t in (*_TITLES.values(), *_VALUES.values(), "yes", "no") if t not in JA] == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_has_words_in_both_languages(game_id):
    for option in get_game(game_id).options:
        assert render(option.help, "ja") != str(option.help), option.key
        with using("ja"):
            assert option_title(option.key) != option.key.replace("_", " ").capitalize()
            assert option_help(option) == option.help
            for value in option.choices or (option.default,):
                label = option_value(value)
                assert label == str(value) or label in JA.values()


def test_values_read_as_words():
    assert [option_value(v) for v in (True, False, "single", 4)] == ["yes", "no", "single", "4"]
    with using("ja"):
        assert [option_value(v) for v in (True, "tricks")] == ["はい", "トリック（tricks）"]


def test_no_two_catalogs_translate_one_text_differently():
    seen: dict[str, tuple[str, str]] = {}
    for name in CATALOG_MODULES:
        catalog = importlib.import_module(name).JA
        for english, japanese in catalog.items():
            other = seen.setdefault(english, (name, japanese))
            assert other[1] == japanese, f"{english!r}: {other} vs {(name, japanese)}"
