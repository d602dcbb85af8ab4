"""The words of an Ulti settlement: breakdown lines and the score-sheet summary.

A component line reads ``ulti (leaves) lost: 4 × Kontra ×2 = 8 — Anna pays
Béla 8, Csaba 8``; when a no-trump component is doubled by one defender only,
the multiplier follows that defender's payment instead. The summary's contract
text joins the components with `` + ``, marks each kontra level ``×2``,
``×4``, ... (per defender for no-trump components: ``betli (Béla ×2)``) and
ends with the trump suit: ``40-100 + ulti ×2, leaves``.

Every text is words as data (:class:`~scorekeeper.words.text.Msg`: an English
template and its parameters, its Japanese in the catalog ``resources/locale``),
rendered in the reader's language at the edge; component and suit names come from ``names.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from scorekeeper.games.base import signed
from scorekeeper.games.ulti.bidtable import Component, Suit
from scorekeeper.games.ulti.kontra import levels_of, multiplier
from scorekeeper.games.ulti.names import component_name, suit_name
from scorekeeper.games.ulti.record import UltiDeal
from scorekeeper.values import frozen
from scorekeeper.words.text import Join, Msg, Param


@frozen
class Item:
    """One breakdown line; ``amounts``: what each defender pays the soloist
    (negative: the soloist pays him); ``moves``: any other change of a player's
    score (a silent ulti settled with every player, house rule), summing to 0."""

    text: Msg
    amounts: tuple[tuple[str, int], ...] = ()
    moves: tuple[tuple[str, int], ...] = ()


def note(text: Msg) -> Item:
    return Item(text)


@cache  # 13 components, 4 suits and none: named once each
def _name(component: Component, trump: Suit | None) -> Msg:
    name = component_name(component)
    if trump is None:
        return name
    return Msg("{component} ({suit})", component=name, suit=suit_name(trump))


def component_item(
    deal: UltiDeal, component: Component, won: bool, base: int, levels: Mapping[str, int],
    *, silent: bool = False,
) -> Item:  # fmt: skip
    sign = 1 if won else -1
    amounts = tuple([(d, sign * base * 2 ** levels[d]) for d in deal.defenders])
    expr: Param
    if len(set(levels.values())) == 1:
        expr = _expression(base, silent, next(iter(levels.values())))
        tags: dict[str, Msg | None] = {}
    else:
        expr, tags = str(base), {d: multiplier(level) for d, level in levels.items()}
    params: dict[str, Param] = {
        "component": _name(component, deal.trump),
        "expr": expr,
        "payments": payments(deal.soloist, amounts, tags),
    }
    if won:
        return Item(Msg("{component} won: {expr} — {payments}", **params), amounts)
    return Item(Msg("{component} lost: {expr} — {payments}", **params), amounts)


def _expression(value: int, silent: bool, level: int) -> Param:
    parts: list[Param] = [str(value // 2), Msg("2 (silent 100)")] if silent else [str(value)]
    factor = multiplier(level)
    if factor is not None:
        parts.append(factor)
    if len(parts) == 1:
        return parts[0]
    return Msg("{factors} = {total}", factors=Join(parts, " × "), total=value * 2**level)


def bonus_item(deal: UltiDeal, label: Msg, amount: int, levels: Mapping[str, int]) -> Item:
    """A silent bonus worth ``amount`` to the soloist (negative: to the defenders)
    from each defender, times the kontra ``levels`` it takes (the parti's)."""
    amounts = tuple((d, amount * 2 ** levels[d]) for d in deal.defenders)
    text = Msg(
        "{label}: {expr} — {payments}",
        label=label,
        expr=_expression(abs(amount), False, levels[deal.defenders[0]]),
        payments=payments(deal.soloist, amounts, {}),
    )
    return Item(text, amounts)


def flat_item(deal: UltiDeal, label: Msg, amount: int, remark: Msg) -> Item:
    """The same unmultiplied amount from (or to) every defender."""
    amounts = tuple((d, amount) for d in deal.defenders)
    text = Msg(
        "{label}: {payments} ({remark})",
        label=label,
        payments=payments(deal.soloist, amounts, {}),
        remark=remark,
    )
    return Item(text, amounts)


def payments(
    soloist: str, amounts: tuple[tuple[str, int], ...], tags: Mapping[str, Msg | None]
) -> Msg:
    """``Béla pays Anna 8, Csaba pays Anna 8`` or ``Anna pays Béla 8, Csaba 8``;
    ``amounts`` holds the two defenders (an Ulti deal always has two)."""
    (first, a), (second, b) = amounts
    if a >= 0 and b >= 0:
        return Msg(
            "{first} pays {soloist} {first_amount}, {second} pays {soloist} {second_amount}",
            soloist=soloist, first=first, first_amount=_tagged(a, tags.get(first)),
            second=second, second_amount=_tagged(b, tags.get(second)),
        )  # fmt: skip
    return Msg(
        "{soloist} pays {first} {first_amount}, {second} {second_amount}",
        soloist=soloist, first=first, first_amount=_tagged(-a, tags.get(first)),
        second=second, second_amount=_tagged(-b, tags.get(second)),
    )  # fmt: skip


def _tagged(amount: int, tag: Msg | None) -> Param:
    """An amount, with the kontra of one defender's payment when only his was doubled."""
    return Msg("{amount} ({multiplier})", amount=amount, multiplier=tag) if tag else str(amount)


def net_line(deltas: Mapping[str, int], deal: UltiDeal) -> Msg:
    playing = (deal.soloist, *deal.defenders)
    scores = Join([f"{p} {signed(deltas[p])}" for p in playing], ", ")
    return Msg("net: {scores}", scores=scores)


def contract_text(deal: UltiDeal) -> Msg | Join:
    text = Join([_marked(deal, c) for c in deal.contract], " + ")
    if deal.trump is None:
        return text
    return Msg("{contract}, {suit}", contract=text, suit=suit_name(deal.trump))


def _marked(deal: UltiDeal, component: Component) -> Msg:
    # A surrender is paid unmultiplied: its kontra is not shown.
    kontras = () if deal.surrendered else deal.kontras
    name = component_name(component)
    if not kontras:
        return name
    levels = levels_of(kontras, component, deal.defenders)
    if len(set(levels.values())) == 1:
        level = levels[deal.defenders[0]]
        return Msg("{name} ×{factor}", name=name, factor=2**level) if level else name
    marks = Join(
        (Msg("{name} ×{factor}", name=d, factor=2**level) for d, level in levels.items() if level),
        ", ",
    )
    return Msg("{component} ({marks})", component=name, marks=marks)


def result_text(deal: UltiDeal, verdicts: tuple[bool, ...]) -> Msg | Join:
    """Each component won or lost (``verdicts``: :func:`judge.verdicts`)."""
    if deal.result is None:
        return Msg("surrendered")
    return Join(
        [
            Msg("{component} won", component=component_name(c))
            if ok
            else Msg("{component} lost", component=component_name(c))
            for c, ok in zip(deal.contract, verdicts, strict=True)
        ],
        ", ",
    )
