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

from scorekeeper.games.base import DefaultStake, GameSpec, Option
from scorekeeper.text import Msg

from .parse import parse
from .record import Record, to_json
from .settle import DOUBLE_ROUND, settle

OPTIONS = (
    Option("solo_value", 4, (4, 5), Msg("Game value of a Solo (Schwarzer): 4 or 5.")),
    Option(
        "valat_cancels_bonuses",
        True,
        (True, False),
        Msg("A made Valat replaces every other bonus (no: the other bonuses still count)."),
    ),
)

SPEC: GameSpec[Record] = GameSpec(
    id="zwanzigerrufen",
    title="Zwanzigerrufen",
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
    name_fields=("declarer", "partner"),  # spec "zwanzigerrufen"; sides are words
)
