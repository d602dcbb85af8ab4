"""``restore N --salvage``: what the current file still holds, written into the
copy of the backup that the restore builds (the staged file, ``restoring.py``),
before anything is put in place.

The backup's content is the base; what the current file holds is newer and wins;
nothing the backup has that the current file lacks is dropped:

* **people** (``salvage_people.py``): everyone of the current file under their
  own uuid, with their name, note and history as the current file has them;
* **sessions**: each one the current file still holds that replays, at its
  latest version, under its own row id and uuid, its seats pointing at the same
  people, its archive mark; one the backup holds as it is stays untouched. A
  backup's session whose row id the current file gives to another session keeps
  its content under a new row id (said in a line); an older copy of a session of
  the current file stored under another row id in the backup goes (the newer one
  is put under its row id);
* **leagues**, by their id.

Everything is one transaction on the staged file: a failure leaves the current
file untouched (the restore removes its staged file).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import Engine
from sqlmodel import Session, col, delete, select

from scorekeeper.errors import RecordError
from scorekeeper.league.model import League
from scorekeeper.session.replay import replay_json
from scorekeeper.storage import schema
from scorekeeper.storage.engine import make_engine
from scorekeeper.storage.ids import check_ids_free, read_identified
from scorekeeper.storage.leagues import league_of, save_league
from scorekeeper.storage.location import file_url
from scorekeeper.storage.models import Seat, StoredDeal, StoredLeague, StoredSession
from scorekeeper.storage.people import seated_uuids
from scorekeeper.storage.salvage import Contents, SessionCopy
from scorekeeper.storage.salvage_people import PeopleSalvaged, put_people
from scorekeeper.storage.sessions import put_record


@dataclass
class Salvaged:
    """What the salvage wrote, for the lines that say so."""

    sessions: list[SessionCopy] = field(default_factory=list)  # put under their own ids
    refused: dict[int, str] = field(default_factory=dict)  # sessions that could not be put
    moved: dict[int, int] = field(default_factory=dict)  # a backup's session: old id -> new
    people: PeopleSalvaged = field(default_factory=lambda: PeopleSalvaged(0, 0, 0))
    leagues: int = 0  # leagues added or brought up to date


def salvage_into(
    staged: Path, current: Contents, copies: Sequence[SessionCopy], backup: Contents
) -> Salvaged:
    """Write ``current``'s people and leagues and the sessions ``copies`` (those
    of ``current`` that replay) into the staged file, over its ``backup`` content."""
    engine = make_engine(file_url(staged), staged=True)
    try:
        with engine.connect() as connection:
            revision = schema.current_revision(connection, str(staged))
        if revision != schema.HEAD:  # a backup taken before a migration
            schema.upgrade(engine, str(staged))
        return _write(engine, current, copies, backup)
    finally:
        engine.dispose()


def _write(
    engine: Engine, current: Contents, copies: Sequence[SessionCopy], backup: Contents
) -> Salvaged:
    done = Salvaged()
    with Session(engine) as db:
        done.people = put_people(db, current.people)
        done.moved = _make_room(db, current, copies)
        for copy in copies:
            if backup.sessions.get(copy.id) == copy:
                continue  # the backup holds it as it is
            try:
                with db.begin_nested():
                    _put(db, copy)
            except (RecordError, ValueError) as err:
                done.refused[copy.id] = str(err)
            else:
                done.sessions.append(copy)
        done.leagues = _put_leagues(db, current.leagues)
        db.commit()
    return done


def _make_room(db: Session, current: Contents, copies: Sequence[SessionCopy]) -> dict[int, int]:
    """Row ids for the current file's sessions: an older copy of one of them under
    another row id goes; a backup's session under a row id the current file gives
    to another session moves to a new row id. Returns the moves."""
    rows = {c.uuids[0]: c.id for c in copies if c.uuids is not None}
    theirs = {c.id: c.uuids[0] for c in copies if c.uuids is not None}
    stored = [(i, u) for i, u in db.exec(select(StoredSession.id, StoredSession.uuid)).all() if i]
    used = {i for i, _ in stored} | set(current.sessions) | set(current.unreadable)
    moved: dict[int, int] = {}
    for session_id, uuid in stored:
        if uuid in rows and rows[uuid] != session_id:
            _remove(db, session_id)
        elif session_id in theirs and theirs[session_id] != uuid:
            moved[session_id] = max(used) + 1
            used.add(moved[session_id])
            _move(db, session_id, moved[session_id])
    return moved


def _put(db: Session, copy: SessionCopy) -> None:
    """The current file's session under its own row id, uuid, seats and archive mark."""
    raw = copy.identified()
    result = replay_json(raw)
    check_ids_free(db, raw, copy.id)
    row = db.get(StoredSession, copy.id) or StoredSession(
        id=copy.id, game="", first_dealer="", version=0
    )
    row.archived_at = copy.archived
    put_record(db, row, raw, result, copy.created, copy.people)


def _move(db: Session, session_id: int, new_id: int) -> None:
    """A backup's session to the row id ``new_id``, as it was (its people too)."""
    row = db.get(StoredSession, session_id)
    assert row is not None
    raw, people = read_identified(db, row), seated_uuids(db, session_id)
    created, archived, version = row.created_at, row.archived_at, row.version
    _remove(db, session_id)
    moved = StoredSession(id=new_id, game="", first_dealer="", version=version)
    moved.archived_at = archived
    put_record(db, moved, raw, replay_json(raw), created, people)


def _remove(db: Session, session_id: int) -> None:
    db.exec(delete(StoredDeal).where(col(StoredDeal.session_id) == session_id))
    db.exec(delete(Seat).where(col(Seat.session_id) == session_id))
    db.exec(delete(StoredSession).where(col(StoredSession.id) == session_id))
    db.flush()


def _put_leagues(db: Session, leagues: Sequence[League]) -> int:
    """The current file's leagues by their id: added, or brought up to date."""
    written = 0
    for league in leagues:
        row = db.exec(select(StoredLeague).where(col(StoredLeague.uuid) == league.uuid)).first()
        if row is not None and league_of(row) == league.with_id(row.id):
            continue
        save_league(db, league.with_id(None if row is None else row.id), "leagues")
        written += 1
    return written
