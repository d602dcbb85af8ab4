"""The facts of one deal that a league's per-player statistics count: who declared
which contract and made it, who doubled which contract and won it (issue 12,
"contracts declared and made per contract type, kontra given and won").

Each game declares its own facts in its ``GameSpec.facts``
(:class:`~scorekeeper.games.facts.GameFacts`, in the game's package: Ulti's
``scorekeeper/games/ulti/facts.py``, ...): its contract keys ``"<game>:<kind>"``
with their words, and how to read the facts of one deal from the parsed record,
judged by the game's own evaluation. Nothing here scores and nothing here knows a
game: this module asks each spec. A deal not played (thrown in, all passed) has no
facts. What each game counts: ``docs/league.md`` "Statistics".

Qt-free; reads games and the session's rows, knows nothing of storage.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.facts import NONE, DealFacts
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from scorekeeper.session.replay import DealRow

_SPECS = tuple(get_game(game) for game in GAME_IDS)

CONTRACT_KEYS: Mapping[str, tuple[str, ...]] = {
    spec.id: tuple(spec.facts.contracts) if spec.facts else () for spec in _SPECS
}
"""Every contract key of every game, in the order a statistics table lists them."""

_WORDS: Mapping[str, Msg | str] = {
    key: word for spec in _SPECS if spec.facts for key, word in spec.facts.contracts.items()
}


def contract_word(key: str) -> Msg | str:
    """The game's own word for a contract key (``"ulti:40-100"`` → 40-100,
    ``"zwanzigerrufen:solo"`` → Solo), to render in the reader's language; an
    unknown key is returned as it is."""
    return _WORDS.get(key, key)


def deal_facts(row: DealRow) -> DealFacts:
    """The facts of one replayed deal (a row of ``SessionResult.rows``)."""
    facts = row.deal.game.facts
    if row.outcome.thrown_in or facts is None:
        return NONE
    return facts.of_deal(row.deal.record, row.deal.table)
