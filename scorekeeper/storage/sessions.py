"""A session's row as a whole: found by id, written from a validated record (a new
session, one replaced, one put back, one of a database file), described for the
session list. Called inside the store's transactions; they never commit.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlmodel import Session, col, delete

from scorekeeper.identity import ID
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.session.store import SessionInfo
from scorekeeper.storage import people
from scorekeeper.storage.errors import SessionNotFoundError
from scorekeeper.storage.models import StoredDeal, StoredSession
from scorekeeper.storage.records import apply_fields
from scorekeeper.storage.rows import insert_deals, read_session, seat_players
from scorekeeper.storage.tally import mark_row


def session_row(db: Session, session_id: int, where: str, *, lock: bool = False) -> StoredSession:
    """The stored session ``session_id``, or :class:`SessionNotFoundError` naming
    the database ``where`` it is not. ``lock``: its row lock too."""
    # FOR UPDATE serialises writers on PostgreSQL; SQLite has BEGIN IMMEDIATE instead.
    row = db.get(StoredSession, session_id, with_for_update=lock)
    if row is None:
        raise SessionNotFoundError(f"{where}: no session with id {session_id}")
    return row


def put_record(
    db: Session,
    row: StoredSession,
    raw: Mapping[str, Any],
    result: SessionResult,
    created: datetime,
    chosen_people: Mapping[str, str] | None = None,
    chosen: Mapping[str, int] | None = None,
) -> None:
    """Write a validated record onto ``row`` at its next version, deals anew;
    the seats keep their people, ``chosen_people`` (name -> uuid) seats those
    given, ``chosen`` (name -> player row id) those a database file names."""
    seats = {} if row.id is None else people.seated(db, row.id)
    seats.update(people.known_ids(db, chosen_people or {}))
    seats.update(chosen or {})
    if row.id is not None:
        db.exec(delete(StoredDeal).where(col(StoredDeal.session_id) == row.id))
        db.flush()  # the deals' uuids are free for the deals put back
    if raw.get(ID):
        row.uuid = raw[ID]
    apply_fields(row, raw)
    row.created_at = created
    row.version += 1
    mark_row(row, result)
    db.add(row)
    db.flush()
    assert row.id is not None
    seat_players(db, row.id, raw["players"], result.record.people, seats)
    insert_deals(db, row.id, 0, raw.get("deals", []), result, row.version)


def session_info(
    db: Session, row: StoredSession, seats: dict[int, list[str]], counts: dict[int, int]
) -> SessionInfo:
    """The session list's line of ``row`` (``seats``, ``counts``: every session's)."""
    assert row.id is not None
    done = row.finished
    if done is None:  # stored before revision 0002: replay to find out
        done = replay_json(read_session(db, row)).finished
    return SessionInfo(
        row.id,
        row.game,
        tuple(seats.get(row.id, ())),
        row.created_at,
        row.date,
        row.place,
        row.note,
        counts.get(row.id, 0),
        done,
        row.archived_at is not None,
    )
