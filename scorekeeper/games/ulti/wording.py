"""The words of an Ulti settlement: breakdown lines and the score-sheet summary.

A component line reads ``ulti (leaves) lost: 4 × Kontra ×2 = 8 — Anna pays
Béla 8, Csaba 8``; when a no-trump component is doubled by one defender only,
the multiplier follows that defender's payment instead. The summary's contract
text joins the components with `` + ``, marks each kontra level ``×2``,
``×4``, ... (per defender for no-trump components: ``betli (Béla ×2)``) and
ends with the trump suit: ``40-100 + ulti ×2, leaves``.

Every text is an English template through :func:`scorekeeper.i18n._` (Japanese
in ``ja.py``); component, suit and kontra names come from ``names.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.games.base import signed
from scorekeeper.games.ulti import judge
from scorekeeper.games.ulti.bidtable import Component
from scorekeeper.games.ulti.kontra import level_of, multiplier
from scorekeeper.games.ulti.names import component_name, separator, suit_name
from scorekeeper.games.ulti.record import UltiDeal
from scorekeeper.i18n import _


@dataclass(frozen=True)
class Item:
    """One breakdown line; ``amounts``: what each defender pays the soloist
    (negative: the soloist pays him)."""

    text: str
    amounts: tuple[tuple[str, int], ...] = ()


def note(text: str) -> Item:
    return Item(text)


def _name(deal: UltiDeal, component: Component) -> str:
    name = component_name(component)
    if deal.trump is None:
        return name
    return f"{name} ({suit_name(deal.trump)})"


def component_item(
    deal: UltiDeal, component: Component, won: bool, base: int, levels: Mapping[str, int],
    *, silent: bool = False,
) -> Item:  # fmt: skip
    sign = 1 if won else -1
    amounts = tuple((d, sign * base * 2 ** levels[d]) for d in deal.defenders)
    if len(set(levels.values())) == 1:
        expr = _expression(base, silent, next(iter(levels.values())))
        tags: dict[str, str] = {}
    else:
        expr, tags = str(base), {d: multiplier(level) for d, level in levels.items()}
    if won:
        template = _("{component} won: {expr} — {payments}")
    else:
        template = _("{component} lost: {expr} — {payments}")
    text = template.format(
        component=_name(deal, component), expr=expr, payments=payments(deal.soloist, amounts, tags)
    )
    return Item(text, amounts)


def _expression(value: int, silent: bool, level: int) -> str:
    parts = [str(value // 2), _("2 (silent 100)")] if silent else [str(value)]
    if level:
        parts.append(multiplier(level))
    if len(parts) == 1:
        return parts[0]
    return f"{' × '.join(parts)} = {value * 2**level}"


def flat_item(deal: UltiDeal, label: str, amount: int, remark: str) -> Item:
    """The same unmultiplied amount from (or to) every defender."""
    amounts = tuple((d, amount) for d in deal.defenders)
    text = _("{label}: {payments} ({remark})").format(
        label=label, payments=payments(deal.soloist, amounts, {}), remark=remark
    )
    return Item(text, amounts)


def payments(soloist: str, amounts: tuple[tuple[str, int], ...], tags: Mapping[str, str]) -> str:
    """``Béla pays Anna 8, Csaba pays Anna 8`` or ``Anna pays Béla 8, Csaba 8``;
    ``amounts`` holds the two defenders (an Ulti deal always has two)."""

    def tagged(d: str, n: int) -> str:
        return f"{n} ({tags[d]})" if tags.get(d) else str(n)

    (first, a), (second, b) = amounts
    if a >= 0 and b >= 0:
        template = _(
            "{first} pays {soloist} {first_amount}, {second} pays {soloist} {second_amount}"
        )
    else:
        template = _("{soloist} pays {first} {first_amount}, {second} {second_amount}")
        a, b = -a, -b
    return template.format(
        soloist=soloist, first=first, first_amount=tagged(first, a),
        second=second, second_amount=tagged(second, b),
    )  # fmt: skip


def net_line(deltas: Mapping[str, int], deal: UltiDeal) -> str:
    playing = (deal.soloist, *deal.defenders)
    scores = separator().join(f"{p} {signed(deltas[p])}" for p in playing)
    return _("net: {scores}").format(scores=scores)


def contract_text(deal: UltiDeal) -> str:
    text = " + ".join(_marked(deal, c) for c in deal.contract)
    if deal.trump is None:
        return text
    return _("{contract}, {suit}").format(contract=text, suit=suit_name(deal.trump))


def _marked(deal: UltiDeal, component: Component) -> str:
    # A surrender is paid unmultiplied: its kontra is not shown.
    kontras = () if deal.surrendered else deal.kontras
    levels = {d: level_of(kontras, component, d) for d in deal.defenders}
    name = component_name(component)
    if len(set(levels.values())) == 1:
        level = levels[deal.defenders[0]]
        return f"{name} ×{2**level}" if level else name
    marks = separator().join(f"{d} ×{2**level}" for d, level in levels.items() if level)
    return f"{name} ({marks})"


def result_text(deal: UltiDeal) -> str:
    if deal.result is None:
        return _("surrendered")
    result = deal.result
    verdicts = (judge.made(c, result, deal.soloist, deal.trump) for c in deal.contract)
    return separator().join(
        _("{component} won").format(component=component_name(c))
        if ok
        else _("{component} lost").format(component=component_name(c))
        for c, ok in zip(deal.contract, verdicts, strict=True)
    )
