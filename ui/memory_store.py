"""A session store held in memory, with the same surface as ``scorekeeper.storage``.

The window opens the shipped example evenings in one (so exploring an example
never writes to the player's database), and the tests use it where the storage
layer is beside the point. Every mutating call replays the session first and
changes nothing when the result would be invalid (``RecordError``).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.session import SessionResult, parse_session, replay


@dataclass(frozen=True)
class SessionInfo:
    """One line of the session list (as ``scorekeeper.storage.SessionInfo``)."""

    id: int
    game: str
    players: tuple[str, ...]
    date: str | None
    place: str | None
    note: str | None
    deal_count: int
    finished: bool


class MemoryStore:
    """Sessions as JSON objects in a dict; nothing survives ``close()``."""

    def __init__(self) -> None:
        self._sessions: dict[int, dict[str, Any]] = {}
        self._next_id = 1

    def list_sessions(self) -> list[SessionInfo]:
        return [self._info(i) for i in sorted(self._sessions, reverse=True)]

    def _info(self, session_id: int) -> SessionInfo:
        raw = self._sessions[session_id]
        result = self.result(session_id)
        return SessionInfo(
            session_id,
            raw["game"],
            tuple(raw["players"]),
            raw.get("date"),
            raw.get("place"),
            raw.get("note"),
            len(raw.get("deals", [])),
            bool(result.rows) and result.rows[-1].game_over,
        )

    def create_session(self, record: Mapping[str, Any]) -> int:
        raw = copy.deepcopy(dict(record))
        raw.setdefault("deals", [])
        replay(parse_session(raw))
        session_id = self._next_id
        self._next_id += 1
        self._sessions[session_id] = raw
        return session_id

    def session_json(self, session_id: int) -> dict[str, Any]:
        return copy.deepcopy(self._raw(session_id))

    def _raw(self, session_id: int) -> dict[str, Any]:
        if session_id not in self._sessions:
            raise KeyError(f"no session {session_id}")
        return self._sessions[session_id]

    def load(self, session_id: int) -> Any:
        return parse_session(self._raw(session_id))

    def result(self, session_id: int) -> SessionResult:
        return replay(parse_session(self._raw(session_id)))

    def _change(self, session_id: int, deals: list[Any]) -> SessionResult:
        raw = dict(self._raw(session_id), deals=deals)
        result = replay(parse_session(raw))  # raises before anything changes
        self._sessions[session_id] = raw
        return result

    def add_deal(
        self, session_id: int, deal: Mapping[str, Any], position: int | None = None
    ) -> SessionResult:
        deals = list(self._raw(session_id)["deals"])
        deals.insert(len(deals) if position is None else position, copy.deepcopy(dict(deal)))
        return self._change(session_id, deals)

    def replace_deal(
        self, session_id: int, position: int, deal: Mapping[str, Any]
    ) -> SessionResult:
        deals = list(self._raw(session_id)["deals"])
        self._check_position(deals, position)
        deals[position] = copy.deepcopy(dict(deal))
        return self._change(session_id, deals)

    def delete_deal(self, session_id: int, position: int) -> SessionResult:
        deals = list(self._raw(session_id)["deals"])
        self._check_position(deals, position)
        del deals[position]
        return self._change(session_id, deals)

    @staticmethod
    def _check_position(deals: list[Any], position: int) -> None:
        if not 0 <= position < len(deals):
            raise RecordError("position", f"{position} is not a deal of this session")

    def update_session(self, session_id: int, **fields: Any) -> SessionResult:
        raw = dict(self._raw(session_id), **fields)
        result = replay(parse_session(raw))
        self._sessions[session_id] = raw
        return result

    def delete_session(self, session_id: int) -> None:
        self._raw(session_id)
        del self._sessions[session_id]

    def known_players(self) -> list[str]:
        names = {p for raw in self._sessions.values() for p in raw["players"]}
        return sorted(names, key=str.casefold)

    def close(self) -> None:
        self._sessions.clear()
