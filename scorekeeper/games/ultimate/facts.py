"""What an Ultimate deal adds to a league's statistics (``docs/league.md``
"Statistics"; the values are :mod:`scorekeeper.games.facts`).

Declared (``docs/rules/ultimate.md`` "Scoring one deal"): the declarer's bid
(``ultimate:bid``), made when the captured points reached it (with the partner's
in the partner variant). The partner declared nothing. Ultimate has no kontra.

One contract a deal: the sheet names it by its number; the word is "Contract".
"""

from __future__ import annotations

from scorekeeper.games.base import Table
from scorekeeper.games.facts import NONE, DealFacts, Declared, GameFacts
from scorekeeper.games.ultimate.deal import UltimateDeal
from scorekeeper.words import glossary

KEY = "ultimate:bid"


def deal_facts(deal: UltimateDeal, table: Table) -> DealFacts:
    """The declarer's bid, made or not."""
    c = deal.contract
    if c is None:  # all passed or thrown in
        return NONE
    return DealFacts((Declared(c.declarer, KEY, c.made),))


FACTS: GameFacts[UltimateDeal] = GameFacts(contracts={KEY: glossary.CONTRACT}, of_deal=deal_facts)
