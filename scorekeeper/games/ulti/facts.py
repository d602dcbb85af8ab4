"""What an Ulti deal adds to a league's statistics (``docs/league.md``
"Statistics"; the values are :mod:`scorekeeper.games.facts`).

Declared (``docs/rules/ulti.md`` "Contract components"): the soloist declares
every announced component of his bid-table row, one fact each (``ulti:parti``,
``ulti:40-100``, ``ulti:ulti``, ``ulti:betli`` ...), made as the component is
judged (:func:`judge.made`); a surrendered deal loses them all. Silent bonuses are
not declared.

Kontra ("Kontra"): a no-trump component's level is per defender, so each doubling
defender gives his own; a trump component's one level stands for both defenders,
so both give it. The soloist gives the redouble (level 2 or more) once per
component. Kontra recorded with a surrender does not count (kontra is said after
the first card; the game ignores it too).

The contract words are the components' names, as the score sheet writes them.
"""

from __future__ import annotations

from collections.abc import Iterator

from scorekeeper.games.base import Table
from scorekeeper.games.facts import NONE, DealFacts, Declared, GameFacts, Kontra, against, holding
from scorekeeper.games.ulti import judge
from scorekeeper.games.ulti.bidtable import Component
from scorekeeper.games.ulti.kontra import level_of
from scorekeeper.games.ulti.names import component_name
from scorekeeper.games.ulti.record import UltiDeal, UltiRecord


def key(component: Component) -> str:
    """The contract key of a component: ``ulti:40-100``."""
    return f"ulti:{component.value}"


def deal_facts(deal: UltiRecord, table: Table) -> DealFacts:
    """The soloist's components declared and made, and the kontras on them."""
    if not isinstance(deal, UltiDeal):  # thrown in
        return NONE
    made = {c: _component_made(deal, c) for c in deal.contract}
    declared = tuple(Declared(deal.soloist, key(c), made[c]) for c in deal.contract)
    if deal.surrendered:  # kontra comes after the first card, a surrender before it
        return DealFacts(declared)
    kontras = tuple(k for c in deal.contract for k in _kontras(deal, c, made[c]))
    return DealFacts(declared, kontras)


def _component_made(deal: UltiDeal, component: Component) -> bool:
    if deal.result is None:  # surrendered: every component lost
        return False
    return judge.made(component, deal.result, deal.soloist, deal.trump)


def _kontras(deal: UltiDeal, component: Component, made: bool) -> Iterator[Kontra]:
    levels = [level_of(deal.kontras, component, d) for d in deal.defenders]
    for defender, level in zip(deal.defenders, levels, strict=True):
        if level:
            yield Kontra(defender, key(component), not made, against(level))
    if max(levels) >= 2:
        yield Kontra(deal.soloist, key(component), made, holding(max(levels)))


FACTS: GameFacts[UltiRecord] = GameFacts(
    contracts={key(c): component_name(c) for c in Component},
    of_deal=deal_facts,
)
