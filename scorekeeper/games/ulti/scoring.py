"""Settling an Ulti deal (docs/rules/ulti.md "Settlement", "Extras", "Surrender").

Each component is judged alone. For each defender d the soloist receives
``±value × 2^kontra(c, d)`` (+ made, − lost) plus the extras: the failed-ulti
extra (4, hearts 8, never multiplied), silent 100 (the parti counts double,
then kontra applies), silent ulti and silent four aces (2, hearts 4, never
multiplied, trump contracts only; silent aces not with a durchmars bid unless
the house rule says so). A surrender loses every component unmultiplied, the
failed-ulti extra included unless the house rule excludes it, no silent bonus.
House rule ``open_durchmars_value``: the open trump durchmars is worth 12
(hearts 24) or 24 (hearts 48); a note says so when it is not the seed's 12.
The soloist gets the sum of what the defenders pay; every deal is zero-sum.
House rules: a lost silent ulti paying double, a defender's silent ulti settled
with every player (``moves``), and the Hungarian silent riders (``silent.py``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from scorekeeper.games.ulti import judge, silent
from scorekeeper.games.ulti.bidtable import TRUMP_DURCHMARS, Component, Kind, value
from scorekeeper.games.ulti.kontra import level_of, levels_of
from scorekeeper.games.ulti.names import component_name, suits_text
from scorekeeper.games.ulti.record import UltiDeal
from scorekeeper.games.ulti.result import Aces, Result
from scorekeeper.games.ulti.wording import Item, component_item, flat_item, note
from scorekeeper.words.text import Msg


def _extra() -> Msg:
    """The remark of an extra (failed ulti, silent bonuses)."""
    return Msg("never doubled")


def items(
    deal: UltiDeal, rules: Mapping[str, Any], won: tuple[bool, ...], sums: judge.Totals | None
) -> Iterator[Item]:
    """The breakdown of a deal, one item per component, extra or remark; ``won``:
    whether each component was made (:func:`judge.verdicts`), ``sums`` the result's
    :func:`judge.totals` (both unused for a surrender)."""
    if deal.result is None or sums is None:
        yield from _surrender(deal, rules)
        return
    yield from _played(deal, deal.result, rules, won, sums)


def _small(deal: UltiDeal, plain: int) -> int:
    """An extra's value: doubled in hearts."""
    return plain * 2 if deal.row.kind is Kind.HEARTS else plain


def _played(
    deal: UltiDeal, result: Result, rules: Mapping[str, Any], verdicts: tuple[bool, ...],
    sums: judge.Totals,
) -> Iterator[Item]:  # fmt: skip
    yield from _marriage_notes(deal, result, sums)
    yield from _open_durchmars_note(deal, rules)
    for component, won in zip(deal.contract, verdicts, strict=True):
        if component is Component.PARTI:
            yield from _parti(deal, result, rules, sums, won)
            continue
        yield _component(deal, component, won, 1, rules)
        if component is Component.ULTI and not won:
            yield _failed_ulti(deal)
    if Component.PARTI not in deal.contract and silent.rides(deal, rules):
        yield from silent.without_parti(deal, result, rules, sums)
    if deal.row.kind is not Kind.NO_TRUMP:
        yield from _silent_ulti(deal, result, rules)
        yield from _silent_aces(deal, result, rules)


def _parti(
    deal: UltiDeal, result: Result, rules: Mapping[str, Any], sums: judge.Totals, won: bool
) -> Iterator[Item]:
    """The parti, or the silent bonuses that replace it (house rules, silent.py)."""
    bonus = rules["silent_100"] == "bonus"
    riders = silent.riders(deal, result, rules, sums, hundred_bonus=bonus)
    if riders:
        levels = levels_of(deal.kontras, Component.PARTI, deal.defenders)
        yield from silent.replacing_parti(deal, riders, levels, rules)
        if bonus:  # under doubles_parti a silent durchmars leaves no parti to double
            yield from silent.one_marriage_short(deal, result, rules, sums)
        return
    yield from silent.one_marriage_short(deal, result, rules, sums)
    factor = 1
    if not bonus and _doubled(deal, result, rules, sums, won):
        yield note(
            Msg("silent 100 ({player} reached 100): parti counts double", player=deal.soloist)
            if won
            else Msg("silent 100 (the defenders reached 100): parti counts double")
        )
        yield from silent.marriages_note(rules)
        factor = 2
    yield _component(deal, Component.PARTI, won, factor, rules)


def _doubled(
    deal: UltiDeal, result: Result, rules: Mapping[str, Any], sums: judge.Totals, won: bool
) -> bool:
    """docs/rules/ulti.md "Extras": the parti's winner reached 100 (silent 100)."""
    if silent.one_marriage(rules):
        return silent.hundred(deal, result, sums, one=True) is not None
    return judge.silent_hundred(won, sums)


def _worth(deal: UltiDeal, component: Component, rules: Mapping[str, Any]) -> int:
    """A component's value in this deal's row under the house rules."""
    return value(component, deal.row.kind, rules["open_durchmars_value"])


def _open_durchmars_note(deal: UltiDeal, rules: Mapping[str, Any]) -> Iterator[Item]:
    component = Component.OPEN_DURCHMARS
    if component not in deal.contract:
        return
    seed = value(component, deal.row.kind)
    if _worth(deal, component, rules) != seed:
        yield note(
            Msg(
                "{component} is worth {value}, not {seed} (house rule open_durchmars_value)",
                component=component_name(component),
                value=_worth(deal, component, rules),
                seed=seed,
            )
        )


def _component(
    deal: UltiDeal, component: Component, won: bool, factor: int, rules: Mapping[str, Any]
) -> Item:
    base = _worth(deal, component, rules)
    levels = levels_of(deal.kontras, component, deal.defenders)
    return component_item(deal, component, won, base * factor, levels, silent=factor == 2)


def _failed_ulti(deal: UltiDeal) -> Item:
    amount = _small(deal, 4)
    return flat_item(deal, Msg("failed-ulti extra"), -amount, _extra())


def _marriage_notes(deal: UltiDeal, result: Result, sums: judge.Totals) -> Iterator[Item]:
    # docs/rules/ulti.md: a side that takes no trick gets no marriage points.
    shown = result.shown
    if sums.soloist_void and shown.of("soloist"):
        yield note(
            Msg(
                "{player} took no trick: the soloist's marriages ({suits}) do not count",
                player=deal.soloist,
                suits=suits_text(shown.of("soloist")),
            )
        )
    if sums.defenders_void and shown.of("defenders"):
        yield note(
            Msg(
                "the defenders took no trick: their marriages ({suits}) do not count",
                suits=suits_text(shown.of("defenders")),
            )
        )
    if Component.PARTI in deal.contract:
        yield note(
            Msg(
                "points: {player} {points}, the defenders {defender_points}",
                player=deal.soloist,
                points=sums.soloist,
                defender_points=sums.defenders,
            )
        )


def _silent_ulti(deal: UltiDeal, result: Result, rules: Mapping[str, Any]) -> Iterator[Item]:
    seven, last = result.trump_seven, result.last_trick
    if Component.ULTI in deal.contract or seven is None or last is None:
        return
    won = last.winner == seven
    gain = won if seven == deal.soloist else not won
    if won:
        text = Msg("silent ulti ({player}'s trump 7 won the last trick)", player=seven)
    else:
        text = Msg(
            "silent ulti ({player}'s trump 7 lost the last trick to {winner})",
            player=seven,
            winner=last.winner,
        )
    amount = _small(deal, 2)
    remark = _extra()
    if not won and rules["silent_ulti_lost"] == "double":
        # house rule (the ultiarena oracle's ulti_silent_bukott): a lost silent ulti pays double
        amount *= 2
        remark = Msg("never doubled; house rule: a lost silent ulti pays double")
    if seven != deal.soloist and rules["silent_ulti_scope"] == "everyone":
        yield _each_against_each(deal, seven, text, amount if won else -amount, remark)
        return
    yield flat_item(deal, text, amount if gain else -amount, remark)


def _each_against_each(deal: UltiDeal, holder: str, text: Msg, amount: int, remark: Msg) -> Item:
    """House rule (tournament): a defender's silent ulti is his own, settled with
    both other players, his partner included; ``amount`` is what each pays him."""
    others = [p for p in (deal.soloist, *deal.defenders) if p != holder]
    moves = ((holder, 2 * amount), *((p, -amount) for p in others))
    first, second = others
    if amount >= 0:
        words = Msg(
            "{first} and {second} each pay {player} {amount}",
            first=first, second=second, player=holder, amount=amount,
        )  # fmt: skip
    else:
        words = Msg(
            "{player} pays {first} and {second} {amount} each",
            first=first, second=second, player=holder, amount=-amount,
        )  # fmt: skip
    line = Msg(
        "{label}: {payments} ({remark}) — house rule: settled with every player",
        label=text, payments=words, remark=remark,
    )  # fmt: skip
    return Item(line, moves=tuple(moves))


def _silent_aces(deal: UltiDeal, result: Result, rules: Mapping[str, Any]) -> Iterator[Item]:
    aces = result.aces_taken
    if Component.FOUR_ACES in deal.contract or aces is Aces.SPLIT:
        return
    # Our reading (option silent_aces_with_durchmars): a durchmars bid implies the aces.
    if TRUMP_DURCHMARS & set(deal.contract) and not rules["silent_aces_with_durchmars"]:
        return
    amount = _small(deal, 2)
    if aces is Aces.SOLOIST:
        text = Msg("silent four aces ({player} captured all four)", player=deal.soloist)
        yield flat_item(deal, text, amount, _extra())
    else:
        text = Msg("silent four aces (the defenders captured all four)")
        yield flat_item(deal, text, -amount, _extra())


def _surrender(deal: UltiDeal, rules: Mapping[str, Any]) -> Iterator[Item]:
    yield note(
        Msg(
            "{player} surrendered: every component counts as lost, unmultiplied",
            player=deal.soloist,
        )
    )
    if any(level_of(deal.kontras, c, d) for c in deal.contract for d in deal.defenders):
        yield note(Msg("kontra does not count: the soloist gave up before the first card"))
    yield from _open_durchmars_note(deal, rules)
    for component in deal.contract:
        base = _worth(deal, component, rules)
        yield component_item(deal, component, False, base, dict.fromkeys(deal.defenders, 0))
    if Component.ULTI not in deal.contract:
        return
    if rules["surrender_ulti_penalty"]:
        yield _failed_ulti(deal)
    else:
        yield note(Msg("failed-ulti extra: not paid on surrender (house rule)"))


def deltas(deal: UltiDeal, players: tuple[str, ...], all_items: list[Item]) -> dict[str, int]:
    """Each defender pays what the items say; the soloist gets the sum."""
    out = dict.fromkeys(players, 0)
    for item in all_items:
        for defender, amount in item.amounts:
            out[defender] -= amount
            out[deal.soloist] += amount
        for player, change in item.moves:
            out[player] += change
    return out
