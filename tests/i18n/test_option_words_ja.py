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
from scorekeeper.glossary import JA as GLOSSARY_JA
from scorekeeper.text import render

CATALOG_MODULES = [
    "scorekeeper.glossary",
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
    words = [m.template for m in (*_TITLES.values(), *_VALUES.values())]
    assert [t for t in words if t not in JA] == []
    assert {"yes", "no"} <= GLOSSARY_JA.keys()  # yes and no are the glossary's


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_has_words_in_both_languages(game_id):
    for option in get_game(game_id).options:
        assert render(option.help, "ja") != str(option.help), option.key
        title = render(option_title(option.key), "ja")
        assert title != option.key.replace("_", " ").capitalize()
        assert option_help(option) == option.help
        for value in option.choices or (option.default,):
            label = render(option_value(value), "ja")
            assert label == str(value) or label in (*JA.values(), *GLOSSARY_JA.values())


def test_values_read_as_words():
    values = (True, False, "single", 4)
    assert [render(option_value(v)) for v in values] == ["yes", "no", "single", "4"]
    assert [render(option_value(v), "ja") for v in (True, "tricks")] == [
        "はい",
        "トリック（tricks）",
    ]


def test_no_two_catalogs_translate_one_text_differently():
    seen: dict[str, tuple[str, str]] = {}
    for name in CATALOG_MODULES:
        catalog = importlib.import_module(name).JA
        for english, japanese in catalog.items():
            other = seen.setdefault(english, (name, japanese))
            assert other[1] == japanese, f"{english!r}: {other} vs {(name, japanese)}"
