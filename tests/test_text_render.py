"""Rendering words as data (``scorekeeper.text``): cases the games rely on."""

from __future__ import annotations

from scorekeeper.text import Join, Msg, render


def test_an_escaped_brace_prints_once_without_parameters() -> None:
    # A template is a format string whether or not it has parameters
    # (the pussi bid log's "must be a JSON array of {{player, bid}}").
    assert render(Msg("must be a JSON array of {{player, bid}}")) == (
        "must be a JSON array of {player, bid}"
    )


def test_a_join_of_numbers_renders() -> None:
    # Params may be int; a Join of them is printed, not refused.
    assert render(Join([95, 20, 100], " + ")) == "95 + 20 + 100"
