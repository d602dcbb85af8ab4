"""The tables (schema revision ``0009``; ``migrations/`` builds the same thing).

Stored is what was entered: the session fields as typed and every deal's JSON
record exactly as in ``docs/deal-format.md``. Scores, totals, double rounds and
winners are never a source of truth; they come from replaying the deals.
``finished`` on a session is only a cache of the last replay for the session
list (``NULL`` = not known, replay to find out), and ``tally`` (revision 0004)
one of its totals, next dealer and games, valid only while ``tally_of`` names
the session's version and the scoring code (``scorekeeper/storage/tally.py``).

``version`` (revision 0003) is how writers notice each other: a session's goes up
by one on every change, and a deal's is the session version at which its row was
last written, so a deal id and its version name one state of that deal.

Types are the portable ones (Integer, String, Text, Boolean, DateTime), so the
same tables work on SQLite and PostgreSQL. JSON goes in ``Text`` columns: the
text is kept exactly, where a JSON column type could reorder keys.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Boolean, DateTime, Integer, String, Text, UniqueConstraint
from sqlmodel import Field, SQLModel

from scorekeeper.jsonio import NAME_LENGTH  # the one limit on names (checked when read)

_ZERO = {"server_default": "0"}


def utc_now() -> datetime:
    """Naive UTC (portable: SQLite has no time zones)."""
    return datetime.now(UTC).replace(tzinfo=None)


def new_uuid() -> str:
    """A new stable identity: a random UUID (version 4) in its canonical text (36
    characters): ``str(uuid.uuid4())``, written out (half its time, once per deal)."""
    raw = bytearray(os.urandom(16))
    raw[6] = raw[6] & 0x0F | 0x40  # version 4
    raw[8] = raw[8] & 0x3F | 0x80  # the variant of RFC 4122
    h = raw.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


UUID_LENGTH = 36


def _identity() -> Any:
    """A uuid column: unique, never empty in a row this code writes. The server
    default ``""`` exists only so that revision 0006 could add the column to stored
    rows (SQLite adds a NOT NULL column only with a default); each got its uuid."""
    return Field(
        default_factory=new_uuid,
        sa_type=String(UUID_LENGTH),
        nullable=False,
        unique=True,
        index=True,
        sa_column_kwargs={"server_default": ""},
    )


class StoredPlayer(SQLModel, table=True):
    """A person (revision 0006): ``uuid`` is who they are across sessions and
    databases; ``name`` is what they are called now; ``note`` tells two people of
    the same name apart (``""`` for most). Name and note together are unique, so a
    new name seated by two tables at once is one person."""

    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("name", "note", name="uq_players_name_note"),)

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(sa_type=String(NAME_LENGTH), nullable=False)
    # Revision 0006:
    uuid: str = _identity()
    note: str = Field(
        default="", sa_type=String(200), nullable=False, sa_column_kwargs={"server_default": ""}
    )


class PlayerName(SQLModel, table=True):
    """A person's history (revision 0006): a name they were called until ``until``
    (a rename), or an entry merged into them (``merged_uuid``: its identity, so a
    file that still names it finds this person)."""

    __tablename__ = "player_names"

    id: int | None = Field(default=None, primary_key=True)
    player_id: int = Field(foreign_key="players.id", ondelete="CASCADE", nullable=False, index=True)
    name: str = Field(sa_type=String(NAME_LENGTH), nullable=False)
    note: str = Field(
        default="", sa_type=String(200), nullable=False, sa_column_kwargs={"server_default": ""}
    )
    until: datetime = Field(default_factory=utc_now, sa_type=DateTime, nullable=False)
    merged_uuid: str | None = Field(default=None, sa_type=String(UUID_LENGTH), index=True)


class StoredSession(SQLModel, table=True):
    __tablename__ = "sessions"

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(sa_type=String(32), nullable=False)
    first_dealer: str = Field(sa_type=String(NAME_LENGTH), nullable=False)
    rules: str | None = Field(default=None, sa_type=Text)  # JSON as entered; NULL = absent
    stake: str | None = Field(default=None, sa_type=Text)  # JSON as entered; NULL = absent
    date: str | None = Field(default=None, sa_type=String(64))
    created_at: datetime = Field(default_factory=utc_now, sa_type=DateTime, nullable=False)
    # Revision 0002:
    place: str | None = Field(default=None, sa_type=String(200))
    note: str | None = Field(default=None, sa_type=Text)
    extra: str | None = Field(default=None, sa_type=Text)  # other fields, a JSON object
    updated_at: datetime | None = Field(default=None, sa_type=DateTime)
    finished: bool | None = Field(default=None, sa_type=Boolean)
    # Revision 0003:
    version: int = Field(default=0, sa_type=Integer, nullable=False, sa_column_kwargs=_ZERO)
    # Revision 0004 (derived, see scorekeeper/storage/tally.py):
    tally: str | None = Field(default=None, sa_type=Text)
    tally_of: str | None = Field(default=None, sa_type=String(100))
    # Revision 0005: when the session was archived (NULL: it is not); not part of the record.
    archived_at: datetime | None = Field(default=None, sa_type=DateTime)
    # Revision 0006: the session's stable identity (export, import, other databases).
    uuid: str = _identity()
    # Revision 0007 (derived, see scorekeeper/storage/leagues.py): what each person
    # brings to a league's standings, valid while ``standing_of`` is ``tally_of``.
    standing: str | None = Field(default=None, sa_type=Text)
    standing_of: str | None = Field(default=None, sa_type=String(100))


class Seat(SQLModel, table=True):
    """Who played in a session: ``seat`` is the 0-based place in the order of
    play; a substitute who joined later has a negative one (-1 the first newcomer,
    -2 the next: revision 0006). ``player_id`` is the person, ``name`` the name
    the session's record calls them (it stays as written when the person is
    renamed later)."""

    __tablename__ = "session_players"

    session_id: int = Field(foreign_key="sessions.id", ondelete="CASCADE", primary_key=True)
    seat: int = Field(primary_key=True)
    player_id: int = Field(foreign_key="players.id", nullable=False, index=True)
    # Revision 0006:
    name: str = Field(
        default="",
        sa_type=String(NAME_LENGTH),
        nullable=False,
        sa_column_kwargs={"server_default": ""},
    )


class StoredDeal(SQLModel, table=True):
    __tablename__ = "deals"
    __table_args__ = (UniqueConstraint("session_id", "position", name="uq_deals_session_position"),)

    id: int | None = Field(default=None, primary_key=True)
    session_id: int = Field(foreign_key="sessions.id", ondelete="CASCADE", nullable=False)
    position: int = Field(nullable=False)  # 0-based order in the session
    record: str = Field(sa_type=Text, nullable=False)  # the deal's JSON as entered
    thrown_in: bool = Field(sa_type=Boolean, nullable=False)
    # Revision 0002:
    created_at: datetime | None = Field(default=None, sa_type=DateTime)
    updated_at: datetime | None = Field(default=None, sa_type=DateTime)
    # Revision 0003:
    version: int = Field(default=0, sa_type=Integer, nullable=False, sa_column_kwargs=_ZERO)
    # Revision 0006: the deal's stable identity (the row id is this database's own).
    uuid: str = _identity()


class StoredLeague(SQLModel, table=True):
    """A league (revision 0007): a game played over a season at some tables. Which
    sessions belong to it is derived, never stored (``scorekeeper/league/model.py``)."""

    __tablename__ = "leagues"

    id: int | None = Field(default=None, primary_key=True)
    uuid: str = _identity()
    name: str = Field(sa_type=String(200), nullable=False)
    game: str = Field(sa_type=String(32), nullable=False)
    season_from: str = Field(sa_type=String(10), nullable=False)  # YYYY-MM-DD
    season_to: str = Field(sa_type=String(10), nullable=False)
    tables: str = Field(sa_type=Text, nullable=False)  # a JSON list of places; [] = every one
    hide_stats: bool = Field(default=False, sa_type=Boolean, nullable=False)
    created_at: datetime = Field(default_factory=utc_now, sa_type=DateTime, nullable=False)
    version: int = Field(default=0, sa_type=Integer, nullable=False, sa_column_kwargs=_ZERO)


class StoredPending(SQLModel, table=True):
    """A deal entered on a phone (revision 0008): ``state`` is ``pending`` until an
    opponent accepts it (``accepted``: stored as the next deal under this ``uuid``)
    or it is cancelled (``cancelled``). Not part of the session's record; a decided
    row stays, naming who decided and from which device."""

    __tablename__ = "pending_deals"

    id: int | None = Field(default=None, primary_key=True)
    uuid: str = Field(
        default_factory=new_uuid,
        sa_type=String(UUID_LENGTH),
        nullable=False,
        unique=True,
        index=True,
    )
    session_id: int = Field(
        foreign_key="sessions.id", ondelete="CASCADE", nullable=False, index=True
    )
    record: str = Field(sa_type=Text, nullable=False)  # the deal's JSON as entered
    device: str = Field(sa_type=String(100), nullable=False)  # the device that entered it
    created_at: datetime = Field(default_factory=utc_now, sa_type=DateTime, nullable=False)
    state: str = Field(default="pending", sa_type=String(16), nullable=False)
    decided_by: str | None = Field(default=None, sa_type=String(100))  # the player who accepted
    decided_device: str | None = Field(default=None, sa_type=String(100))
    decided_at: datetime | None = Field(default=None, sa_type=DateTime)


class StoredCorrection(SQLModel, table=True):
    """A stored deal corrected or deleted by the organiser (revision 0009): which
    deal (its uuid, and its place then), ``corrected`` or ``deleted``, its record
    before and after (``None`` after a deletion), and the device that did it."""

    __tablename__ = "deal_corrections"

    id: int | None = Field(default=None, primary_key=True)
    session_id: int = Field(
        foreign_key="sessions.id", ondelete="CASCADE", nullable=False, index=True
    )
    deal_uuid: str = Field(sa_type=String(UUID_LENGTH), nullable=False)
    position: int = Field(sa_type=Integer, nullable=False)  # 0-based, when corrected
    action: str = Field(sa_type=String(16), nullable=False)
    before: str = Field(sa_type=Text, nullable=False)  # the deal's JSON as it was
    after: str | None = Field(default=None, sa_type=Text)  # as corrected; None: deleted
    device: str = Field(sa_type=String(100), nullable=False)
    made_at: datetime = Field(default_factory=utc_now, sa_type=DateTime, nullable=False)
