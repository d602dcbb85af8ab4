"""The table one deal is played at: who sits where, the dealer and the house rules in
force. Every game's record is read at a :class:`Table`; the league facts of a deal
(:mod:`scorekeeper.games.facts`) are judged at it too, so it sits below both."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.values import frozen

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@frozen
class Table:
    """Who sits where for one deal, the dealer, and the house rules in force."""

    players: tuple[str, ...]
    dealer: str
    rules: Mapping[str, Any]

    def seat(self, name: str) -> int:
        return self.players.index(name)

    def after(self, name: str, steps: int = 1) -> str:
        """The player ``steps`` places after ``name`` in the order of play."""
        return self.players[(self.seat(name) + steps) % len(self.players)]
