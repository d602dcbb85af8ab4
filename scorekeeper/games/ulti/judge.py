"""Whether each component of an Ulti contract was made (docs/rules/ulti.md
"Contract components", column "success"; "Card points and marriages").

A side's total is its card points (with the last trick; the talon counts for
the defenders) plus its marriages: 40 in trump, 20 in another suit, and none
for a side that took no trick. Each component is judged alone.
"""

from __future__ import annotations

from scorekeeper.games.ulti.bidtable import TAKES_ALL, TAKES_NONE, Component, Suit
from scorekeeper.games.ulti.result import Aces, Result
from scorekeeper.values import frozen


@frozen
class Totals:
    """Card points and counted marriages of both sides."""

    soloist_cards: int
    soloist_marriages: int
    defender_marriages: int
    soloist_void: bool  # took no trick: his marriages do not count
    defenders_void: bool

    @property
    def soloist(self) -> int:
        return self.soloist_cards + self.soloist_marriages

    @property
    def defenders(self) -> int:
        return 90 - self.soloist_cards + self.defender_marriages


def marriage_points(suits: tuple[Suit, ...], trump: Suit | None) -> int:
    """20 for each marriage, 20 more for the trump one (40 in trump)."""
    return 20 * (len(suits) + suits.count(trump)) if suits else 0


def totals(result: Result, trump: Suit | None) -> Totals:
    tricks, shown = result.soloist_tricks, result.shown
    soloist_void, defenders_void = tricks == 0, tricks == 10
    own = 0 if soloist_void else marriage_points(shown.of("soloist"), trump)
    other = 0 if defenders_void else marriage_points(shown.of("defenders"), trump)
    return Totals(result.soloist_points or 0, own, other, soloist_void, defenders_void)


def made(
    component: Component, result: Result, soloist: str, trump: Suit | None,
    sums: Totals | None = None,
) -> bool:  # fmt: skip
    """Whether the soloist made ``component``; ``sums``: :func:`totals` of the
    result, when the caller has them (worked out here only if a 100 or the parti
    needs them)."""
    tricks = result.soloist_tricks
    if component in TAKES_ALL:
        return tricks == 10
    if component in TAKES_NONE:
        return tricks == 0
    if component is Component.FOUR_ACES:
        return result.aces_taken is Aces.SOLOIST
    if component is Component.ULTI:
        return ulti_made(result, soloist)
    if sums is None:
        sums = totals(result, trump)
    if component is Component.PARTI:
        return sums.soloist > sums.defenders
    return _hundred_made(component, result, sums)


def verdicts(
    contract: tuple[Component, ...], result: Result, soloist: str, trump: Suit | None,
    sums: Totals,
) -> tuple[bool, ...]:  # fmt: skip
    """:func:`made` of each component of ``contract``, in its order (``sums``:
    :func:`totals` of the result)."""
    return tuple([made(c, result, soloist, trump, sums) for c in contract])


def ulti_made(result: Result, soloist: str) -> bool:
    """The soloist won the last trick with the trump 7, not played earlier."""
    last = result.last_trick
    won_last = last is not None and last.winner == soloist
    return won_last and result.trump_seven == soloist and not result.seven_early


def _hundred_made(component: Component, result: Result, sums: Totals) -> bool:
    # 40-100: the trump marriage shown; 20-100: one plain-suit marriage shown
    # (checks.py allows nothing else); then cards + that marriage >= 100.
    if sums.soloist_void or not result.shown.of("soloist"):
        return False
    bonus = 40 if component is Component.FORTY_HUNDRED else 20
    return sums.soloist_cards + bonus >= 100


def silent_hundred(parti_won: bool, sums: Totals) -> bool:
    """docs/rules/ulti.md "Extras": the side that won the parti reached 100."""
    return sums.soloist >= 100 if parti_won else sums.defenders >= 100
