"""Rendering words as data (``scorekeeper.words.text``): cases the games rely on."""

from __future__ import annotations

import pytest

from scorekeeper.words.text import Join, Msg, render


def test_an_escaped_brace_prints_once_without_parameters() -> None:
    # A template is a format string whether or not it has parameters
    # (the pussi bid log's "must be a JSON array of {{player, bid}}").
    assert render(Msg("must be a JSON array of {{player, bid}}")) == (
        "must be a JSON array of {player, bid}"
    )


def test_a_join_of_numbers_renders() -> None:
    # Params may be int; a Join of them is printed, not refused.
    assert render(Join([95, 20, 100], " + ")) == "95 + 20 + 100"


def test_words_inside_words_render_in_the_language_of_the_whole() -> None:
    # English formats the nested words by themselves (Msg.__format__); every other
    # language renders each nested word in that language first.
    line = Msg(
        "{declarer} declared {bid} points, trump {trump}.",
        declarer="Anna",
        bid=60,
        trump=Msg("hearts"),
    )
    zero = Msg("{players} score 0.", players=Join(["Ben", Msg("hearts")], " and "))
    assert render(line) == "Anna declared 60 points, trump hearts."
    assert render(zero) == "Ben and hearts score 0."
    # the catalog: "{declarer} が {bid} 点をビッド、切札は{trump}。", "ハート",
    # "{players}：0 点。" and " と "
    assert render(line, "ja") == "Anna が 60 点をビッド、切札はハート。"
    assert render(zero, "ja") == "Ben と ハート：0 点。"


def test_a_format_spec_applies_to_the_rendered_words() -> None:
    assert render(Msg("[{suit:>8}]", suit=Msg("hearts"))) == "[  hearts]"
    assert render(Msg("[{names:<9}]", names=Join(["A", "B"]))) == "[A, B     ]"


def test_plural_picks_the_form_by_its_count_and_is_not_a_msg_with_the_same_id() -> None:
    from scorekeeper.words.text import Plural

    one = Plural("{tricks} trick", "{tricks} tricks", count="tricks", tricks=1)
    assert (one.render("en"), str(Plural("{n} deal", "{n} deals", n=0))) == ("1 trick", "0 deals")
    assert one == Plural("{tricks} trick", "{tricks} tricks", count="tricks", tricks=1)
    assert one != Msg("{tricks} trick", tricks=1) and Msg("{tricks} trick", tricks=1) != one
    with pytest.raises(TypeError, match="count"):
        Plural("{n} deal", "{n} deals", m=2)
