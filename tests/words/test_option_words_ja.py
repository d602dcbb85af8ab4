"""House rules in words (each game's options declare them: ``Option.title``,
``Option.help``, ``Option.words``): every option of every game has a title, an
explanation and value labels in English and Japanese."""

from __future__ import annotations

import pytest

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.words.catalog import catalog
from scorekeeper.words.figures import number
from scorekeeper.words.text import Msg, render
from words.option_words import option_value

JA = dict(catalog("ja"))  # the one gettext catalog (resources/locale)


def test_every_title_and_value_has_japanese():
    # The games' literal templates are checked by the per-game catalog scans;
    # check every option's declared words here, whichever module declares them.
    options = [o for game in GAME_IDS for o in get_game(game).options]
    titles = [o.title for o in options]
    words = [m.template for m in (*titles, *(w for o in options for w in o.words.values()))]
    assert all(isinstance(t, Msg) for t in titles)
    assert [t for t in words if t not in JA] == []
    assert {"yes", "no"} <= JA.keys()  # yes and no are the glossary's


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_has_words_in_both_languages(game_id):
    for option in get_game(game_id).options:
        assert render(option.help, "ja") != str(option.help), option.key
        title = render(option.title, "ja")
        assert title != option.key.replace("_", " ").capitalize()
        for value in option.choices or (option.default,):
            label = render(option.word(value), "ja")
            plain = number(value) if type(value) is int else str(value)  # −500, as printed
            assert label == plain or label in JA.values()


def test_values_read_as_words():
    values = ((True, "four_aces_bid"), (False, "four_aces_bid"), ("single", "schwarz_bonus"),
              (4, "solo_value"), (-250, "bid_ban"))  # fmt: skip
    assert [render(option_value(v, k)) for v, k in values] == ["yes", "no", "single", "4", "−250"]
    ja = ((True, "four_aces_bid"), ("tricks", "lapari"))
    assert [render(option_value(v, k), "ja") for v, k in ja] == [
        "はい",
        "トリック（tricks）",
    ]
