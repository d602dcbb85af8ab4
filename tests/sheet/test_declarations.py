"""Declarations hold their own facts: an option declares its type and range, a game
declares its partnerships and its multiplier rounds, and the session reads them.

The ranges and facts are the rules files': ``docs/rules/ultimate.md`` "Auction" (minimum bid
option, default 1, maximum 100), ``docs/rules/marjapussi.md`` / ``docs/rules/huutopussi.md``
"Table" (partners opposite: seats 1+3 vs 2+4; Huutopussi also for three, each alone),
``docs/rules/zwanzigerrufen.md`` "Mondfang → double round" (the next 4 scored deals count
double).
"""

from __future__ import annotations

import dataclasses

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.base import MultiplierRound, Option, Partnership
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay
from scorekeeper.sheet import score_sheet
from scorekeeper.words.text import Msg, render
from tests.session.test_session import ZW_PLAYERS, zw


def ultimate_session(rules):
    return {
        "game": "ultimate",
        "players": ["Aki", "Ben", "Chie"],
        "first_dealer": "Chie",
        "rules": rules,
        "deals": [],
    }


# --- options declare their type and range ---------------------------------------------


@pytest.mark.parametrize(
    "min_bid",
    [
        pytest.param(500, id="min-bid-500-above-the-maximum-100"),
        pytest.param(101, id="min-bid-101-one-above-the-maximum"),
        pytest.param(0, id="min-bid-0-below-1"),
    ],
)
def test_session_with_min_bid_out_of_range_is_refused_when_created(min_bid):
    with pytest.raises(RecordError) as info:
        parse_session(ultimate_session({"min_bid": min_bid}))
    err = info.value
    assert err.field == "rules.min_bid"
    assert err.code is Code.OUT_OF_RANGE
    # docs/rules/ultimate.md: the minimum bid is an option from 1 to the maximum bid, 100.
    assert err.reason == f"{min_bid} is not between 1 and 100"


@pytest.mark.parametrize(
    "min_bid", [pytest.param(1, id="lowest-1"), pytest.param(100, id="highest-100")]
)
def test_session_with_min_bid_on_the_boundary_is_accepted(min_bid):
    record = parse_session(ultimate_session({"min_bid": min_bid}))
    assert record.rules["min_bid"] == min_bid


def test_a_deal_on_its_own_is_refused_the_same_way():
    # A single deal record carries its rules too: the same declaration checks it.
    from scorekeeper.games import parse_deal

    raw = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "dealer": "Chie"}
    with pytest.raises(RecordError) as info:
        parse_deal(raw | {"rules": {"min_bid": 500}, "declarer": None, "thrown_in": True})
    assert (info.value.field, info.value.code) == ("rules.min_bid", Code.OUT_OF_RANGE)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_declares_a_type_a_range_and_its_words(game_id):
    for option in get_game(game_id).options:
        assert isinstance(option.help, Msg), option.key
        if option.choices is None:
            assert option.lo is not None and option.hi is not None, option.key
        else:
            assert (option.lo, option.hi) == (None, None), option.key
        assert option.check(option.default, option.key) == option.default


def test_an_option_without_a_type_is_a_declaration_error():
    with pytest.raises(ValueError):
        Option("n", 1, None, Msg("A number."))  # neither choices nor a range
    with pytest.raises(ValueError):
        Option("n", 0, None, Msg("A number."), lo=1, hi=9)  # default outside its range
    with pytest.raises(ValueError):
        Option("c", "x", ("a", "b"), Msg("A choice."))  # default not a choice


# --- games declare their teams ------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "players", "teams"),
    [
        pytest.param(
            "huutopussi", "ABCD", (("A", "C"), ("B", "D")), id="huutopussi-4-partners-opposite"
        ),
        pytest.param("huutopussi", "ABC", (("A",), ("B",), ("C",)), id="huutopussi-3-each-alone"),
        pytest.param(
            "marjapussi", "ABCD", (("A", "C"), ("B", "D")), id="marjapussi-partners-opposite"
        ),
        pytest.param("ulti", "ABCD", (("A",), ("B",), ("C",), ("D",)), id="ulti-4-everyone-alone"),
        pytest.param(
            "zwanzigerrufen", "ABCD", (("A",), ("B",), ("C",), ("D",)), id="zwanziger-no-fixed"
        ),
        pytest.param("ultimate", "ABC", (("A",), ("B",), ("C",)), id="ultimate-alone"),
    ],
)
def test_teams_come_from_the_declared_partnerships(game_id, players, teams):
    assert get_game(game_id).teams(tuple(players)) == teams


def test_the_finnish_games_declare_their_partnership():
    for game_id in ("marjapussi", "huutopussi"):
        assert get_game(game_id).partnerships == (Partnership(4, ((0, 2), (1, 3))),)


def test_a_partnership_must_seat_everyone_once():
    with pytest.raises(ValueError):
        Partnership(4, ((0, 1), (1, 3)))


def test_a_declared_partnership_is_what_teams_reads():
    # A hypothetical game played by 4 with partners side by side: teams follow the spec.
    spec = dataclasses.replace(
        get_game("ultimate"), partnerships=(Partnership(4, ((0, 1), (2, 3))),)
    )
    assert spec.teams(("A", "B", "C", "D")) == (("A", "B"), ("C", "D"))
    assert spec.teams(("A", "B", "C")) == (("A",), ("B",), ("C",))


# --- games declare their multiplier rounds ------------------------------------------

# Dealer Ilse first; forehand declares. A Mondfang in deal 1, then five plain made normal
# games (50 points in 6 tricks: no silent absolut, no valat).
MONDFANG_EVENING = {
    "game": "zwanzigerrufen",
    "players": ZW_PLAYERS,
    "first_dealer": "Ilse",
    "deals": [
        zw("Franz", "Hans", 50, 6, mondfang="defenders"),
        zw("Gerti", "Ilse", 50, 6),
        zw("Hans", "Franz", 50, 6),
        zw("Ilse", "Gerti", 50, 6),
        zw("Franz", "Hans", 50, 6),
        zw("Gerti", "Ilse", 50, 6),
    ],
}


def test_zwanzigerrufen_declares_its_double_round():
    # docs/rules/zwanzigerrufen.md: a Mondfang makes the next 4 scored deals count double;
    # the house rule double_round_deals (docs/rules/variants.md) sets the 4.
    declared = MultiplierRound(deals=4, factor=2, deals_option="double_round_deals")
    assert get_game("zwanzigerrufen").multiplier_round == declared
    for game_id in ("ulti", "marjapussi", "huutopussi", "ultimate"):
        assert get_game(game_id).multiplier_round is None


def test_the_session_doubles_as_many_deals_as_the_game_declares():
    record = parse_session(MONDFANG_EVENING)
    declared = replay(record)
    # 4 declared deals after the Mondfang: deals 2-5 doubled, deal 6 single again.
    assert [r.double_round for r in declared.rows] == [False, True, True, True, True, False]
    # The game's round (with its words, the Mondfang's note) made 2 deals long.
    round_of_two = dataclasses.replace(record.game.multiplier_round, deals=2, deals_option=None)
    two = dataclasses.replace(record.game, multiplier_round=round_of_two)
    shorter = replay(dataclasses.replace(record, game=two))
    assert [r.double_round for r in shorter.rows] == [False, True, True, False, False, False]
    # The sheet says what the game declares: the Mondfang's note and the doubled deal's mark.
    sheet = score_sheet(shorter)
    assert render(sheet.rows[0].marks[0]) == "Mondfang: the next 2 scored deals count double."
    assert (sheet.rows[1].label, sheet.rows[3].label) == ("2 ×2", "4")


def test_a_spec_without_multiplier_rounds_never_doubles():
    record = parse_session(MONDFANG_EVENING)
    plain = dataclasses.replace(record.game, multiplier_round=None)
    result = replay(dataclasses.replace(record, game=plain))
    assert result.rows[0].outcome.starts_double_round  # the Mondfang is still scored ...
    assert not any(r.double_round for r in result.rows)  # ... but starts no round
    # Each plain made normal game is worth 1 a head (docs/rules/zwanzigerrufen.md "Game value").
    assert [abs(r.outcome.deltas["Gerti"]) for r in result.rows[1:]] == [1] * 5
    assert result.double_rounds_left == 0
