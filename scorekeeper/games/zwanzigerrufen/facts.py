"""What a Zwanzigerrufen deal adds to a league's statistics (``docs/league.md``
"Statistics"; the values are :mod:`scorekeeper.games.facts`).

Declared (``docs/rules/zwanzigerrufen.md`` "Contracts", "Bonuses"): the
declarer's game (``zwanzigerrufen:normal``, ``:suit-solo``, ``:solo``), made when
the declarers took 45 points. An announced bonus (``:absolut``, ``:pagat``,
``:valat``) is a declaration of the side it is announced for (dazu: the
declarers, dagegen: the defenders): the record names the side, not the player,
so each member of that side declares it; made when that side achieved it (a valat
cancelling the bonuses does not change what was achieved).

Kontra ("Kontra": "a declaration binds the whole side"): on the game and on each
announced bonus, each member of the doubling side; the Kontra implied by
"Absolut dagegen" or "Valat dagegen" is the defenders' Kontra on the game.

The contract words: the games as the score sheet names them (Normal, Suit solo,
Solo); the bonuses keep their own names (in Japanese as the club's rule page
writes them: ``words/glossary.py``), as the sheet writes them (:mod:`.parts`).
"""

from __future__ import annotations

from scorekeeper.games.base import Table
from scorekeeper.games.facts import NONE, DealFacts, Declared, GameFacts, Kontra, doublings
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg

from . import parts
from .record import Bonus, Contract, Played, Record, Side
from .settle import contract_name, declarers

GAMES = {c: f"zwanzigerrufen:{c.value}" for c in Contract}
BONUSES = {b: f"zwanzigerrufen:{b.value}" for b in Bonus}
_BONUS_WORDS: dict[Bonus, Msg | str] = {
    Bonus.ABSOLUT: glossary.ABSOLUT,
    Bonus.PAGAT: glossary.PAGAT_ULTIMO,
    Bonus.VALAT: "Valat",
}


def deal_facts(deal: Record, table: Table) -> DealFacts:
    """The game and the announced bonuses declared and made, and their kontras."""
    if not isinstance(deal, Played):  # Zusammenwerfen
        return NONE
    team = declarers(deal)
    defenders = tuple(p for p in table.players if p not in team)
    members = {Side.DECLARERS: team, Side.DEFENDERS: defenders}
    won = parts.game_won(deal)
    game = GAMES[deal.contract]
    declared = [Declared(deal.declarer, game, won)]
    kontras: list[Kontra] = list(doublings(game, deal.game_kontra(), team, defenders, won))
    for bonus, side in deal.announced:
        made = parts.bonus_made(deal, bonus, side, table.rules)
        key = BONUSES[bonus]
        declared += (Declared(p, key, made) for p in members[side])
        level = deal.kontra_level(bonus.value)
        kontras += doublings(key, level, members[side], members[side.other], made)
    return DealFacts(tuple(declared), tuple(kontras))


FACTS: GameFacts[Record] = GameFacts(
    contracts={
        **{key: contract_name(c) for c, key in GAMES.items()},
        **{key: _BONUS_WORDS[b] for b, key in BONUSES.items()},
    },
    of_deal=deal_facts,
)
