"""Zwanzigerrufen (Austria; 4 players, tarock): rules ``docs/rules/zwanzigerrufen.md``.

Forehand calls a tarock (XX, else XIX ... XVI) and plays with its holder
against the other two, or one player plays a suit solo or a solo against
three. Parts are scored separately and netted to V for the declaring side
(rules "Settlement"). Our readings (see ``docs/games/zwanzigerrufen.md``):

- the called tarock always has a holder (no talon, and forehand must call a
  tarock he does not hold), so a normal game always names a partner; a solo
  carries neither ``called`` nor ``partner`` (absent or null);
- "Absolut dagegen" and "Valat dagegen" imply the Kontra on the game: the game
  counts at least at Kontra whether or not ``kontra.game`` says so;
- a silent valat is a bonus and is not doubled by the game's Kontra;
- with a made valat, the failed announced valat of the other side is still paid;
  the option ``valat_cancels_bonuses`` drops every other bonus, failed announced
  ones included;
- Mondfang counts in a solo (doubled, like every bonus) but not in a suit solo,
  where it does not start a double round either; with a valat that cancels the
  bonuses it is not scored but still starts the double round;
- a silent Pagat recorded as ``early`` scores nothing;
- the auction log: forehand opens with a normal game (his called tarock or
  ``"normal"``) or a solo, higher games only after that, a pass is final.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.games import TITLES
from scorekeeper.games.base import COMMON_KEYS, DefaultStake, GameSpec, Option, Preset
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from scorekeeper.games.entry import Entry
    from scorekeeper.games.facts import GameFacts

from .parse import KEYS, parse
from .record import Record, to_json
from .settle import DOUBLE_ROUND, settle

OPTIONS = (
    Option(
        "solo_value",
        4,
        (4, 5),
        Msg("Game value of a Solo (Schwarzer): 4 or 5."),
        title=Msg("Solo value"),
    ),
    Option(
        "valat_cancels_bonuses",
        True,
        (True, False),
        Msg("A made Valat replaces every other bonus (no: the other bonuses still count)."),
        title=Msg("Valat cancels bonuses"),
    ),
    # House rules of docs/rules/variants.md "Zwanzigerrufen"; the first value is the
    # rules file's (docs/games/zwanzigerrufen.md "House rules" cites each source).
    Option(
        "four_kings_value",
        2,
        (2, 1),
        Msg("What holding the four kings is worth: 2, or 1 (FreeBoardGames)."),
        title=Msg("Four kings value"),
    ),
    Option(
        "absolut_at",
        31,
        (31, 32),
        Msg("Absolut is made when the other side takes this many points or fewer: 31, or 32."),
        title=Msg("Absolut at or below"),
    ),
    Option(
        "dagegen_implies_kontra",
        True,
        (True, False),
        Msg("Absolut dagegen or Valat dagegen puts a Kontra on the game by itself."),
        title=Msg("Absolut/Valat dagegen puts a Kontra on the game"),
    ),
    Option(
        "solo_doubles_bonuses",
        True,
        (True, False),
        Msg("In a Solo every bonus counts double (no: bonuses count as in a normal game)."),
        title=Msg("Solo doubles the bonuses"),
    ),
    Option(
        "valat",
        "multiply",
        ("multiply", "flat"),
        Msg(
            "Valat: 6 × the game value (12 × announced) in place of the game, or a flat "
            "bonus of 6 (12 announced) beside the game."
        ),
        title=Msg("Valat value"),
        words={
            "multiply": Msg("6 × the game (12 × announced), instead of the game"),
            "flat": Msg("a bonus of 6 (12 announced) beside the game"),
        },
    ),
    Option(
        "mondfang",
        "side_pays",
        ("side_pays", "catcher_gains", "between_players"),
        Msg(
            "Who is paid for a caught Mond: the side that lost it pays, the catcher's side "
            "gains, or only the loser pays the catcher (the last two name both players)."
        ),
        title=Msg("Mondfang paid"),
        words={
            "side_pays": Msg("by the side that lost the Mond"),
            "catcher_gains": Msg("to the catcher's side"),
            "between_players": Msg("by the loser to the catcher only"),
        },
    ),
    Option(
        "double_round_deals",
        4,
        (4, 1),
        Msg("How many scored deals a Mondfang makes count double: 4, or 1."),
        title=Msg("Deals doubled after a Mondfang"),
    ),
    Option(
        "silent_pagat_lost",
        "charged",
        ("charged", "ignored"),
        Msg("A silent Pagat that loses the last trick costs its side 1 (or nothing)."),
        title=Msg("Silent Pagat lost in the last trick"),
        words={"charged": Msg("costs its side 1"), "ignored": Msg("costs nothing")},
    ),
)

# FreeBoardGames.org's Zwanzigerrufen as its scoring code and tests have it
# (docs/games/zwanzigerrufen.md "Presets"); its Mondfang double round cannot be
# switched off here, so double_round_deals keeps the rules file's 4.
PRESETS = (
    Preset(
        "freeboardgames",
        title=Msg("FreeBoardGames.org"),
        source=(
            "freeboardgames/FreeBoardGames.org web/src/games/zwanzigerrufen/util/summary.ts, "
            "tests/match_normal.test.ts, tests/match_solo.test.ts"
        ),
        rules={
            "solo_value": 5,
            "valat_cancels_bonuses": True,
            "four_kings_value": 1,
            "absolut_at": 32,
            "dagegen_implies_kontra": False,
            "solo_doubles_bonuses": False,
            "valat": "flat",
            "mondfang": "catcher_gains",
            "silent_pagat_lost": "ignored",
        },
    ),
)


def _facts() -> GameFacts[Record]:
    from scorekeeper.games.zwanzigerrufen.facts import FACTS

    return FACTS


def _entry() -> Entry:
    from scorekeeper.games.zwanzigerrufen.entry import ENTRY

    return ENTRY


SPEC: GameSpec[Record] = GameSpec(
    id="zwanzigerrufen",
    title=TITLES["zwanzigerrufen"],
    player_counts=(4,),
    options=OPTIONS,
    parse=parse,
    settle=settle,
    to_json=to_json,
    zero_sum=True,
    target=None,
    multiplier_round=DOUBLE_ROUND,
    # Paid per point like every Tarock: a game is worth 1 (a solo 3 × V from the
    # soloist), bonuses 1-4, doubled in a double round; an evening ends some 20-50
    # points up or down: at 0.10 EUR a point, 2-5 EUR.
    default_stake=DefaultStake("0.10"),
    record_fields=KEYS - COMMON_KEYS,
    # spec "zwanzigerrufen"; sides are words
    name_fields=("declarer", "partner", "result.mond_lost_by", "result.mond_caught_by"),
    presets=PRESETS,
    facts_from=_facts,
    entry_from=_entry,
)
