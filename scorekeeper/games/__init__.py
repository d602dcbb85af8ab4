"""The game registry: one module (or small package) per game, each exposing ``SPEC``.

``parse_deal`` is the one entry point for a JSON deal record: it checks the
common fields (``game``, ``players``, ``dealer``, ``rules``) and hands the rest to
the game's own parser.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Context, GameSpec, Outcome, Table, not_one_of, read_table
from scorekeeper.identity import record_id
from scorekeeper.jsonio import check_limits
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_MODULES = {
    "ulti": "scorekeeper.games.ulti",
    "marjapussi": "scorekeeper.games.marjapussi",
    "huutopussi": "scorekeeper.games.huutopussi",
    "zwanzigerrufen": "scorekeeper.games.zwanzigerrufen",
    "ultimate": "scorekeeper.games.ultimate",
}
GAME_IDS: tuple[str, ...] = tuple(_MODULES)
# Each game's title, its spec's ``title``: a proper name, the same in every language.
# Here, not only in the game's module, so that a list of sessions can name the games
# without loading their rules (the welcome screen, before the store is open).
TITLES: dict[str, str] = {
    "ulti": "Ulti",
    "marjapussi": "Marjapussi",
    "huutopussi": "Huutopussi",
    "zwanzigerrufen": "Zwanzigerrufen",
    "ultimate": "Ultimate",
}


def get_game(game_id: Any, path: str = "game") -> GameSpec[Any]:
    """The spec of a game by its id (``ulti``, ``marjapussi``, ...)."""
    if not isinstance(game_id, str) or game_id not in _MODULES:
        raise not_one_of(game_id, GAME_IDS, path)
    name = _MODULES[game_id]
    __import__(name)  # importlib.import_module, without importing importlib (and warnings)
    spec: GameSpec[Any] = sys.modules[name].SPEC
    return spec


@frozen
class Deal:
    """A validated deal: its game, its table and the game's own record."""

    game: GameSpec[Any]
    table: Table
    record: Any

    def settle(self, context: Context | None = None) -> Outcome:
        return self.game.settle(self.record, self.table, context or Context())

    def to_json(self) -> dict[str, Any]:
        """The deal record as in ``docs/deal-format.md`` (common fields first)."""
        out: dict[str, Any] = {
            "game": self.game.id,
            "players": list(self.table.players),
            "dealer": self.table.dealer,
        }
        overrides = {k: v for k, v in self.table.rules.items() if v != self.game.option(k).default}
        if overrides:
            out["rules"] = overrides
        out.update(self.game.to_json(self.record))
        return out


def parse_deal(raw: Mapping[str, Any]) -> Deal:
    """Validate a JSON deal record; raises :class:`RecordError` naming the field."""
    if not isinstance(raw, Mapping):
        raise RecordError("record", Msg("must be a JSON object"), Code.NOT_OBJECT)
    check_limits(raw)
    record_id(raw)
    game = get_game(raw.get("game"))
    table = read_table(raw, game.options, game.player_counts)
    return Deal(game, table, game.parse(raw, table))
