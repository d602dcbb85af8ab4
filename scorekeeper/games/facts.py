"""The facts of one deal a league's per-player statistics count (issue 12,
"contracts declared and made per contract type, kontra given and won"), as
values every game makes: who declared which contract and made it
(:class:`Declared`), who doubled which contract and won it (:class:`Kontra`).

A game declares its facts in its ``GameSpec.facts`` (:class:`GameFacts`): its
contract keys ``"<game>:<kind>"`` with the word the score sheet names each by,
and the function that reads the facts of one played deal from the parsed record,
judged by the game's own evaluation. Each game says its own in its package
(``ulti/facts.py``, ``zwanzigerrufen/facts.py``, ``ultimate/facts.py``, and the
"League facts" of ``marjapussi.py`` and ``huutopussi.py``);
``scorekeeper/league/facts.py`` reads them through the spec, and
``docs/league.md`` "Statistics" says what each game counts.

Doubling levels (:class:`Kontra` ``level``): the highest doubling a person said,
odd levels by the side against a contract (Kontra, Szubkontra/Supra ...), even
levels by the side that holds it (Rekontra/Re ...).

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from scorekeeper.games.table import Table

R = TypeVar("R")


@frozen
class Declared:
    """``person`` declared ``contract`` (a contract key of his game) and ``made`` it."""

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


@frozen
class GameFacts(Generic[R]):
    """What a game tells a league about its deals (``GameSpec.facts``).

    ``contracts``: every contract key of the game (``"<game>:<kind>"``), in the
    order a statistics table lists them, with the game's own word for it as the
    score sheet writes it (a ``Msg`` to translate, or a game term that keeps its
    name in every language). ``of_deal``: the facts of one deal from its record
    and table (a deal not played, thrown in or all passed, has none: ``NONE``)."""

    contracts: Mapping[str, Msg | str]
    of_deal: Callable[[R, Table], DealFacts]


def against(level: int) -> int:
    """The highest doubling the side against a contract said (odd: 1, 3, 5 ...)."""
    return level if level % 2 else level - 1


def holding(level: int) -> int:
    """The highest doubling the side holding a contract said (even: 2, 4 ...)."""
    return level if level % 2 == 0 else level - 1


def doublings(
    key: str, level: int, holders: Sequence[str], others: Sequence[str], made: bool
) -> Iterator[Kontra]:
    """Kontra by each of ``others`` (level 1 up), the redouble by each of ``holders``
    (level 2 up), on a contract ``holders`` made or not: where a record counts a
    side's doublings, not who said them, each member of the side gives them."""
    if level >= 1:
        yield from (Kontra(p, key, not made, against(level)) for p in others)
    if level >= 2:
        yield from (Kontra(p, key, made, holding(level)) for p in holders)
