"""The Hungarian readings of the silent bonuses (house rules; docs/games/ulti.md
"House rules", verified in sztriga/ultiarena's scoring oracle,
https://github.com/sztriga/ultiarena/blob/HEAD/ulti/scoring/oracle.py).

- ``silent_100: bonus``: a side that reaches 100 without bidding a 100 scores a
  silent 40-100 (2, hearts 4) or a silent 20-100 (4, hearts 8), half the bid's value.
- ``silent_100_marriages: one``: only one marriage counts towards it (cards + 40,
  or cards + 20); when both would reach 100 the 20-100 counts.
- ``silent_durchmars: true``: a side that takes every trick without a durchmars
  bid scores 3 (hearts 6): the soloist with 10 tricks, the defenders with 0.
- These *riders* replace the parti's value instead of adding to it, add up with
  each other and take the parti's kontra level.
- ``silent_bonuses_any_trump_bid: true``: they also ride a trump bid without
  parti (no kontra: nobody could double them); a silent 100 there is worth its
  bonus even under ``silent_100: doubles_parti`` (no parti to double). A bid 100
  leaves no silent 100 for either side; a bid durchmars no silent durchmars.

Our reading where the sources are silent: with every marriage counting
(``all``) a silent 100 is a 20-100 when the side's cards reach 80 with a
plain-suit marriage shown or it holds no trump marriage, else a 40-100; under
``doubles_parti`` a silent durchmars replaces the (doubled) parti as well.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from scorekeeper.games.ulti import judge
from scorekeeper.games.ulti.bidtable import TRUMP_DURCHMARS, Component, Kind, Suit, value
from scorekeeper.games.ulti.names import component_name
from scorekeeper.games.ulti.record import UltiDeal
from scorekeeper.games.ulti.result import Result
from scorekeeper.games.ulti.wording import Item, bonus_item, note
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

_HUNDREDS = frozenset({Component.FORTY_HUNDRED, Component.TWENTY_HUNDRED})


@frozen
class Hundred:
    """A silent 100: which side reached it, and as which 100."""

    soloist: bool
    kind: Component  # FORTY_HUNDRED or TWENTY_HUNDRED


@frozen
class Rider:
    """A silent bonus in place of the parti: its line's label and its value to the
    soloist from each defender (negative: the defenders gain), before kontra."""

    label: Msg
    amount: int
    is_hundred: bool = False


def one_marriage(rules: Mapping[str, Any]) -> bool:
    return bool(rules["silent_100_marriages"] == "one")


def hundred(deal: UltiDeal, result: Result, sums: judge.Totals, one: bool) -> Hundred | None:
    """The side that reached a silent 100 (at most one can: 90 card points and at
    most 100 in marriages make 190), marriages of a side with no trick not counted."""
    sides = (
        (True, sums.soloist_cards, sums.soloist_void),
        (False, 90 - sums.soloist_cards, sums.defenders_void),
    )
    for soloist, cards, void in sides:
        suits = () if void else result.shown.of("soloist" if soloist else "defenders")
        kind = _kind(cards, suits, deal.trump, one)
        if kind is not None:
            return Hundred(soloist, kind)
    return None


def _kind(cards: int, suits: tuple[Suit, ...], trump: Suit | None, one: bool) -> Component | None:
    plain = any(suit != trump for suit in suits)
    in_trump = trump in suits
    if one:
        # the oracle's _best_silent_100: only one marriage counts; 20-100 beats 40-100.
        if plain and cards + 20 >= 100:
            return Component.TWENTY_HUNDRED
        if in_trump and cards + 40 >= 100:
            return Component.FORTY_HUNDRED
        return None
    if cards + judge.marriage_points(suits, trump) < 100:
        return None
    if (plain and cards + 20 >= 100) or not in_trump:
        return Component.TWENTY_HUNDRED
    return Component.FORTY_HUNDRED


def rides(deal: UltiDeal, rules: Mapping[str, Any]) -> bool:
    """Whether the Hungarian silent riders can ride this bid at all."""
    if Component.PARTI in deal.contract:
        return True
    return bool(rules["silent_bonuses_any_trump_bid"]) and deal.row.kind is not Kind.NO_TRUMP


def riders(
    deal: UltiDeal, result: Result, rules: Mapping[str, Any], sums: judge.Totals,
    *, hundred_bonus: bool,
) -> list[Rider]:  # fmt: skip
    """The silent 100 (when it is a bonus) and the silent durchmars that happened."""
    out: list[Rider] = []
    if hundred_bonus and not _HUNDREDS & set(deal.contract):
        found = hundred(deal, result, sums, one_marriage(rules))
        if found is not None:
            out.append(_hundred_rider(deal, found))
    if rules["silent_durchmars"] and not TRUMP_DURCHMARS & set(deal.contract):
        amount = value(Component.DURCHMARS, deal.row.kind) // 2
        if result.soloist_tricks == 10:
            label = Msg("silent durchmars ({player} took every trick)", player=deal.soloist)
            out.append(Rider(label, amount))
        elif result.soloist_tricks == 0:
            out.append(Rider(Msg("silent durchmars (the defenders took every trick)"), -amount))
    return out


def _hundred_rider(deal: UltiDeal, found: Hundred) -> Rider:
    amount = value(found.kind, deal.row.kind) // 2  # half the bid 100's value
    name = component_name(found.kind)
    if found.soloist:
        label = Msg(
            "silent {component} ({player} reached 100)", component=name, player=deal.soloist
        )
        return Rider(label, amount, is_hundred=True)
    label = Msg("silent {component} (the defenders reached 100)", component=name)
    return Rider(label, -amount, is_hundred=True)


def marriages_note(rules: Mapping[str, Any]) -> Iterator[Item]:
    if one_marriage(rules):
        yield note(
            Msg("house rule: one marriage counts towards a silent 100, a 20-100 before a 40-100")
        )


def one_marriage_short(
    deal: UltiDeal, result: Result, rules: Mapping[str, Any], sums: judge.Totals
) -> Iterator[Item]:
    """Under ``silent_100_marriages: one``: a side that reaches 100 only with every
    marriage counted has no silent 100; the breakdown says what the option did."""
    if not one_marriage(rules) or _HUNDREDS & set(deal.contract):
        return
    if hundred(deal, result, sums, one=True) is not None:
        return
    found = hundred(deal, result, sums, one=False)
    if found is None:
        return
    if found.soloist:
        yield note(
            Msg(
                "no silent 100: {player} reaches 100 only with every marriage counted "
                "(house rule: one marriage counts)",
                player=deal.soloist,
            )
        )
    else:
        yield note(
            Msg(
                "no silent 100: the defenders reach 100 only with every marriage counted "
                "(house rule: one marriage counts)"
            )
        )


def replacing_parti(
    deal: UltiDeal, found: list[Rider], levels: Mapping[str, int], rules: Mapping[str, Any]
) -> Iterator[Item]:
    """The riders in place of the parti, at the parti's kontra ``levels``."""
    yield note(Msg("house rule: the silent bonuses replace the parti and take its kontra"))
    if any(r.is_hundred for r in found):
        yield from marriages_note(rules)
    for rider in found:
        yield bonus_item(deal, rider.label, rider.amount, levels)


def without_parti(
    deal: UltiDeal, result: Result, rules: Mapping[str, Any], sums: judge.Totals
) -> Iterator[Item]:
    """``silent_bonuses_any_trump_bid``: the riders on a trump bid without parti."""
    found = riders(deal, result, rules, sums, hundred_bonus=True)
    if not found:
        yield from one_marriage_short(deal, result, rules, sums)
        return
    yield note(Msg("house rule: silent bonuses also ride a bid without parti (no kontra)"))
    yield from one_marriage_short(deal, result, rules, sums)
    if any(r.is_hundred for r in found):
        yield from marriages_note(rules)
        if rules["silent_100"] == "doubles_parti":
            yield note(Msg("no parti to double: the silent 100 counts as its own bonus"))
    for rider in found:
        yield bonus_item(deal, rider.label, rider.amount, dict.fromkeys(deal.defenders, 0))
