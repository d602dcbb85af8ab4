"""House rules in words (scorekeeper/games/option_words.py): every option of every
game has a title, an explanation and value labels in English and Japanese."""

from __future__ import annotations

import pytest

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.option_words import (
    _TITLES,
    _VALUES,
    option_title,
    option_value,
)
from scorekeeper.words.catalog import catalog
from scorekeeper.words.figures import number
from scorekeeper.words.text import render

JA = dict(catalog("ja"))  # the one gettext catalog (resources/locale)


def test_every_title_and_value_has_japanese():
    # option_words looks its texts up by value (titles, values),
    # so the literal-template scan does not apply; check its tables instead.
    words = [m.template for m in (*_TITLES.values(), *_VALUES.values())]
    assert [t for t in words if t not in JA] == []
    assert {"yes", "no"} <= JA.keys()  # yes and no are the glossary's


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_has_words_in_both_languages(game_id):
    for option in get_game(game_id).options:
        assert render(option.help, "ja") != str(option.help), option.key
        title = render(option_title(option.key), "ja")
        assert title != option.key.replace("_", " ").capitalize()
        for value in option.choices or (option.default,):
            label = render(option_value(value), "ja")
            plain = number(value) if type(value) is int else str(value)  # −500, as printed
            assert label == plain or label in JA.values()


def test_values_read_as_words():
    values = (True, False, "single", 4, -250)
    assert [render(option_value(v)) for v in values] == ["yes", "no", "single", "4", "−250"]
    assert [render(option_value(v), "ja") for v in (True, "tricks")] == [
        "はい",
        "トリック（tricks）",
    ]
