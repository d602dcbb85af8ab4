"""The facts of one deal that a league's per-player statistics count: who declared
which contract and made it, who doubled which contract and won it (issue 12,
"contracts declared and made per contract type, kontra given and won").

Every fact is read from the parsed deal and judged by the game's own evaluation
(``judge.made`` in Ulti, ``contract_made`` in the Pussi games, ``game_won`` and
``bonus_made`` in Zwanzigerrufen, ``Contract.made`` in Ultimate); nothing here
scores. A deal not played (thrown in, all passed) has no facts. A contract is a
stable key ``"<game>:<kind>"`` (:data:`CONTRACT_KEYS`); :func:`contract_word`
names it as the sheet does.

Who declared (the declarer only, never his partner, unless said otherwise):

- Ulti (``docs/rules/ulti.md`` "Contract components"): the soloist declares every
  announced component of his bid-table row, one fact each (``ulti:parti``,
  ``ulti:40-100``, ``ulti:ulti``, ``ulti:betli`` ...), made as the component is
  judged; a surrendered deal loses them all. Silent bonuses are not declared.
- Marjapussi, Huutopussi: the declarer's contract (``marjapussi:game``,
  ``huutopussi:game``), made when his side's total reached it.
- Zwanzigerrufen (``docs/rules/zwanzigerrufen.md`` "Contracts", "Bonuses"): the
  declarer's game (``zwanzigerrufen:normal``, ``:suit-solo``, ``:solo``), made when
  the declarers took 45 points. An announced bonus (``:absolut``, ``:pagat``,
  ``:valat``) is a declaration of the side it is announced for (dazu: the
  declarers, dagegen: the defenders): the record names the side, not the player,
  so each member of that side declares it; made when that side achieved it (a
  valat cancelling the bonuses does not change what was achieved).
- Ultimate (``docs/rules/ultimate.md`` "Scoring one deal"): the declarer's bid
  (``ultimate:bid``), made when the captured points reached it (with the partner's
  in the partner variant). Ultimate has no kontra.

Who doubled (a :class:`Kontra` per person and contract; ``level`` is the highest
doubling that person said, odd levels by the side against the contract (Kontra,
Szubkontra/Supra ...), even levels by the side that holds it (Rekontra/Re ...);
``won``: that person's side won the contract):

- Ulti ("Kontra"): a no-trump component's level is per defender, so each doubling
  defender gives his own; a trump component's one level stands for both
  defenders, so both give it. The soloist gives the redouble (level 2 or more)
  once per component. Kontra recorded with a surrender does not count (kontra is
  said after the first card; the game ignores it too).
- Marjapussi ("Kontra and Re"): the record counts the doublings, not who said
  them; Kontra is the opponents', Re the declarers', each partner of the side
  giving it (the whole side's score is doubled).
- Zwanzigerrufen ("Kontra": "a declaration binds the whole side"): on the game and
  on each announced bonus, each member of the doubling side; the Kontra implied by
  "Absolut dagegen" or "Valat dagegen" is the defenders' Kontra on the game.
- Huutopussi and Ultimate have none.

Qt-free; reads games and the session's rows, knows nothing of storage.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from functools import singledispatch
from typing import TYPE_CHECKING, Any

from scorekeeper.games import huutopussi, marjapussi, pussi
from scorekeeper.games.base import Table
from scorekeeper.games.ulti import judge
from scorekeeper.games.ulti.bidtable import Component
from scorekeeper.games.ulti.kontra import level_of
from scorekeeper.games.ulti.names import component_name
from scorekeeper.games.ulti.record import UltiDeal
from scorekeeper.games.ultimate.deal import UltimateDeal
from scorekeeper.games.zwanzigerrufen import parts
from scorekeeper.games.zwanzigerrufen.record import Bonus, Contract, Played, Side
from scorekeeper.games.zwanzigerrufen.settle import contract_name, declarers
from scorekeeper.values import frozen
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from scorekeeper.session.replay import DealRow


@frozen
class Declared:
    """``person`` declared ``contract`` (a key of :data:`CONTRACT_KEYS`) and ``made`` it."""

    person: str  # the name as the deal writes it
    contract: str
    made: bool


@frozen
class Kontra:
    """``person`` doubled ``contract``; ``won``: his side won that contract.
    ``level``: the highest doubling he said (1 Kontra, 2 Re/Rekontra, 3 ...)."""

    person: str
    contract: str
    won: bool
    level: int = 1


@frozen
class DealFacts:
    """What one deal adds to the statistics; empty for a deal not played."""

    declared: tuple[Declared, ...] = ()
    kontras: tuple[Kontra, ...] = ()


NONE = DealFacts()

_ZW_GAMES = {
    Contract.NORMAL: "zwanzigerrufen:normal",
    Contract.SUIT_SOLO: "zwanzigerrufen:suit-solo",
    Contract.SOLO: "zwanzigerrufen:solo",
}
_ZW_BONUSES = {b: f"zwanzigerrufen:{b.value}" for b in Bonus}
# The bonuses keep their own names in every language, as the sheet writes them
# (games/zwanzigerrufen/parts.py).
_ZW_BONUS_WORDS = {Bonus.ABSOLUT: "Absolut", Bonus.PAGAT: "Pagat ultimo", Bonus.VALAT: "Valat"}

CONTRACT_KEYS: Mapping[str, tuple[str, ...]] = {
    "ulti": tuple(f"ulti:{c.value}" for c in Component),
    "marjapussi": ("marjapussi:game",),
    "huutopussi": ("huutopussi:game",),
    "zwanzigerrufen": (*_ZW_GAMES.values(), *_ZW_BONUSES.values()),
    "ultimate": ("ultimate:bid",),
}
"""Every contract key of every game, in the order a statistics table lists them."""


def _words() -> dict[str, Msg | str]:
    words: dict[str, Msg | str] = {f"ulti:{c.value}": component_name(c) for c in Component}
    # One contract a deal: the games' sheets name it by its number; the word is "Contract".
    for key in ("marjapussi:game", "huutopussi:game", "ultimate:bid"):
        words[key] = glossary.CONTRACT
    words.update({key: contract_name(c) for c, key in _ZW_GAMES.items()})
    words.update({_ZW_BONUSES[b]: word for b, word in _ZW_BONUS_WORDS.items()})
    return words


_WORDS = _words()


def contract_word(key: str) -> Msg | str:
    """The game's own word for a contract key (``"ulti:40-100"`` → 40-100,
    ``"zwanzigerrufen:solo"`` → Solo), to render in the reader's language; an
    unknown key is returned as it is."""
    return _WORDS.get(key, key)


def deal_facts(row: DealRow) -> DealFacts:
    """The facts of one replayed deal (a row of ``SessionResult.rows``)."""
    if row.outcome.thrown_in:
        return NONE
    return _facts(row.deal.record, row.deal.table)


@singledispatch
def _facts(record: Any, table: Table) -> DealFacts:
    """A record with no facts: a thrown-in deal of any game."""
    return NONE


# --- Ulti ----------------------------------------------------------------------


@_facts.register
def _ulti(deal: UltiDeal, table: Table) -> DealFacts:
    made = {c: _component_made(deal, c) for c in deal.contract}
    declared = tuple(Declared(deal.soloist, f"ulti:{c.value}", made[c]) for c in deal.contract)
    if deal.surrendered:  # kontra comes after the first card, a surrender before it
        return DealFacts(declared)
    kontras = tuple(k for c in deal.contract for k in _ulti_kontras(deal, c, made[c]))
    return DealFacts(declared, kontras)


def _component_made(deal: UltiDeal, component: Component) -> bool:
    if deal.result is None:  # surrendered: every component lost
        return False
    return judge.made(component, deal.result, deal.soloist, deal.trump)


def _ulti_kontras(deal: UltiDeal, component: Component, made: bool) -> Iterator[Kontra]:
    key = f"ulti:{component.value}"
    levels = [level_of(deal.kontras, component, d) for d in deal.defenders]
    for defender, level in zip(deal.defenders, levels, strict=True):
        if level:
            yield Kontra(defender, key, not made, _against(level))
    if max(levels) >= 2:
        yield Kontra(deal.soloist, key, made, _holding(max(levels)))


def _against(level: int) -> int:
    """The highest doubling the side against a contract said (odd: 1, 3, 5 ...)."""
    return level if level % 2 else level - 1


def _holding(level: int) -> int:
    """The highest doubling the side holding a contract said (even: 2, 4 ...)."""
    return level if level % 2 == 0 else level - 1


def _doublings(
    key: str, level: int, holders: Sequence[str], others: Sequence[str], made: bool
) -> Iterator[Kontra]:
    """Kontra by each of ``others`` (level 1 up), the redouble by each of ``holders``
    (level 2 up), on a contract ``holders`` made or not."""
    if level >= 1:
        yield from (Kontra(p, key, not made, _against(level)) for p in others)
    if level >= 2:
        yield from (Kontra(p, key, made, _holding(level)) for p in holders)


# --- Marjapussi, Huutopussi ------------------------------------------------------


@_facts.register
def _marjapussi(deal: marjapussi.MarjapussiDeal, table: Table) -> DealFacts:
    if deal.declarer is None:  # all passed: nobody declared
        return NONE
    key, made = "marjapussi:game", marjapussi.contract_made(deal, table)
    sides = pussi.sides(table)
    ours = sides[pussi.side_of(table, deal.declarer)]
    theirs = next(s for s in sides if s != ours)
    kontras = tuple(_doublings(key, deal.kontra, ours, theirs, made))
    return DealFacts((Declared(deal.declarer, key, made),), kontras)


@_facts.register
def _huutopussi(deal: huutopussi.HuutopussiDeal, table: Table) -> DealFacts:
    if deal.play is None:  # redeal
        return NONE
    made = huutopussi.contract_made(deal.play, table)
    return DealFacts((Declared(deal.play.declarer, "huutopussi:game", made),))


# --- Zwanzigerrufen ----------------------------------------------------------------


@_facts.register
def _zwanzigerrufen(deal: Played, table: Table) -> DealFacts:
    team = declarers(deal)
    defenders = tuple(p for p in table.players if p not in team)
    members = {Side.DECLARERS: team, Side.DEFENDERS: defenders}
    won = parts.game_won(deal)
    game = _ZW_GAMES[deal.contract]
    declared = [Declared(deal.declarer, game, won)]
    kontras = list(_doublings(game, deal.game_kontra(), team, defenders, won))
    for bonus, side in deal.announced:
        made = parts.bonus_made(deal, bonus, side, table.rules)
        key = _ZW_BONUSES[bonus]
        declared += (Declared(p, key, made) for p in members[side])
        level = deal.kontra_level(bonus.value)
        kontras += _doublings(key, level, members[side], members[side.other], made)
    return DealFacts(tuple(declared), tuple(kontras))


# --- Ultimate ----------------------------------------------------------------------


@_facts.register
def _ultimate(deal: UltimateDeal, table: Table) -> DealFacts:
    c = deal.contract
    if c is None:  # all passed or thrown in
        return NONE
    return DealFacts((Declared(c.declarer, "ultimate:bid", c.made),))
