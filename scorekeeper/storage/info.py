"""What the session list shows, without replaying anything."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class SessionInfo:
    """One row of the session list.

    ``date`` is the session's ``date`` field as entered (``None`` if it had none);
    ``created`` is when it was stored (UTC). ``finished``: the last deal ended a
    game (race games); zero-sum games have no end and are never ``finished``.
    ``archived``: the session was filed away (it leaves the welcome list).
    """

    id: int
    game: str
    players: tuple[str, ...]
    created: datetime
    date: str | None
    place: str | None
    note: str | None
    deal_count: int
    finished: bool
    archived: bool = False
