"""What a database file holds, read as far as it can be read (a damaged file
too), what another copy lacks against it, and the sessions that can be salvaged.

``scorekeeper restore`` uses it: the list says, for each backup, what the
current file holds that the backup lacks; restoring names what would be lost;
``--salvage`` copies every session still readable from the current file (each
checked by replaying it, with its seats and archive mark), its people and its
leagues into the restored one (``salvaging.py``). Each session is read on its
own, so a damaged page loses the sessions whose rows are on it, not the others.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, exc
from sqlmodel import Session, col, select

from scorekeeper.errors import RecordError
from scorekeeper.league.model import League
from scorekeeper.storage import schema
from scorekeeper.storage.backup import copy_database
from scorekeeper.storage.engine import make_engine
from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.ids import with_ids
from scorekeeper.storage.leagues import all_leagues
from scorekeeper.storage.location import resolve_url
from scorekeeper.storage.models import StoredDeal, StoredSession
from scorekeeper.storage.people import seated_uuids
from scorekeeper.storage.rows import read_session_refs
from scorekeeper.storage.salvage_people import PersonCopy, read_people


@dataclass(frozen=True)
class SessionCopy:
    """One session as read from a file."""

    id: int
    version: int
    deals: dict[int, int]  # deal id -> its version
    record: dict[str, Any]  # the session record (docs/deal-format.md), without ids
    created: datetime
    uuids: tuple[str, tuple[str, ...]] | None = None  # the session's and its deals' ids
    people: dict[str, str] = field(default_factory=dict)  # each name as written -> its uuid
    archived: datetime | None = None  # when it was archived (None: it is not)

    def identified(self) -> dict[str, Any]:
        """The record with its ids (a session salvaged stays the same session)."""
        if self.uuids is None:
            return self.record
        return with_ids(self.record, *self.uuids)


@dataclass(frozen=True)
class Contents:
    """The sessions read from a file; those that could not be read, with why."""

    sessions: dict[int, SessionCopy] = field(default_factory=dict)
    unreadable: dict[int, str] = field(default_factory=dict)
    problem: str | None = None  # the file could not be read at all
    people: tuple[PersonCopy, ...] = ()  # everyone, with their history
    leagues: tuple[League, ...] = ()
    others: str | None = None  # why the people or the leagues could not be read

    def deal_count(self) -> int:
        return sum(len(s.deals) for s in self.sessions.values())

    def summary(self) -> str:
        if self.problem is not None:
            return f"nothing readable ({self.problem})"
        text = f"{_count(len(self.sessions), 'session')} ({_count(self.deal_count(), 'deal')})"
        if self.unreadable:
            text += f", {_ids('session', self.unreadable)} unreadable"
        return text

    def with_sessions(self, copies: Iterable[SessionCopy]) -> Contents:
        return replace(self, sessions={**self.sessions, **{c.id: c for c in copies}})


def read_contents(path: Path) -> Contents:
    """Every session of the SQLite file at ``path`` that can be read (read-only).
    A file of an older schema (a backup taken before a migration) is read from an
    upgraded temporary copy, so it compares with the current file."""
    try:
        revision = _revision(path)
    except StorageError as err:
        return Contents(problem=str(err).split(": ", 1)[-1])
    except exc.DBAPIError as err:
        return Contents(problem=_reason(err))
    if revision in (None, schema.HEAD):
        return _read_contents(path)
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        try:
            _upgraded_copy(path, copy)
        except (sqlite3.Error, exc.DBAPIError, StorageError) as err:
            return Contents(problem=f"schema revision {revision}, not upgradable: {err}")
        return _read_contents(copy)


def _upgraded_copy(path: Path, copy: Path) -> None:
    copy_database(path, copy)
    engine = make_engine(resolve_url(str(copy)))
    try:
        schema.upgrade(engine, str(path))
    finally:
        engine.dispose()


def _revision(path: Path) -> str | None:
    engine = make_engine(resolve_url(str(path)), read_only=True)
    try:
        with engine.connect() as connection:
            return schema.current_revision(connection, str(path))
    finally:
        engine.dispose()


def _read_contents(path: Path) -> Contents:
    engine = make_engine(resolve_url(str(path)), read_only=True)
    try:
        ids = _session_ids(engine)
    except exc.DBAPIError as err:
        engine.dispose()
        return Contents(problem=_reason(err))
    sessions: dict[int, SessionCopy] = {}
    unreadable: dict[int, str] = {}
    try:
        for session_id in ids:
            try:
                sessions[session_id] = _read_session(engine, session_id)
            except (exc.DBAPIError, ValueError, KeyError, TypeError) as err:
                unreadable[session_id] = _reason(err)
        people, leagues, others = _read_others(engine)
    finally:
        engine.dispose()
    return Contents(sessions, unreadable, None, people, leagues, others)


def _read_others(engine: Engine) -> tuple[tuple[PersonCopy, ...], tuple[League, ...], str | None]:
    """The people and the leagues, each as far as they can be read."""
    people: tuple[PersonCopy, ...] = ()
    leagues: tuple[League, ...] = ()
    problems = []
    with Session(engine) as db:
        try:
            people = read_people(db)
        except exc.DBAPIError as err:
            problems.append(f"the people ({_reason(err)})")
            db.rollback()
        try:
            leagues = tuple(all_leagues(db))
        except (exc.DBAPIError, ValueError, RecordError) as err:
            problems.append(f"the leagues ({_reason(err)})")
    return people, leagues, " and ".join(problems) or None


def _session_ids(engine: Engine) -> list[int]:
    """The sessions' ids; when the sessions table is damaged, those its deals name."""
    with Session(engine) as db:
        try:
            return sorted(i for i in db.exec(select(StoredSession.id)).all() if i is not None)
        except exc.DBAPIError:
            db.rollback()
        return sorted(set(db.exec(select(StoredDeal.session_id).distinct()).all()))


def _read_session(engine: Engine, session_id: int) -> SessionCopy:
    with Session(engine) as db:
        row = db.get(StoredSession, session_id)
        if row is None:
            raise KeyError("its row is gone")
        raw, refs = read_session_refs(db, row)
        _check_positions(db, session_id, len(refs))
        uuids = dict(
            db.exec(
                select(StoredDeal.id, StoredDeal.uuid).where(StoredDeal.session_id == session_id)
            ).all()
        )
        people = _seats(db, session_id)
    return SessionCopy(
        session_id,
        row.version,
        {r.id: r.version for r in refs},
        raw,
        row.created_at,
        (row.uuid, tuple(uuids[r.id] for r in refs)),
        people,
        row.archived_at,
    )


def _seats(db: Session, session_id: int) -> dict[str, str]:
    """Who sat at the session (names as written -> uuids); none when the seats
    cannot be read (the session is then seated by name, as a record is)."""
    try:
        return seated_uuids(db, session_id)
    except exc.DBAPIError:
        db.rollback()
        return {}


def _check_positions(db: Session, session_id: int, count: int) -> None:
    """Deals read through a damaged index could skip rows: their positions must be
    exactly 0 .. count - 1."""
    query = select(StoredDeal.position).where(col(StoredDeal.session_id) == session_id)
    if sorted(db.exec(query).all()) != list(range(count)):
        raise ValueError("some of its deals are missing")


def _reason(err: BaseException) -> str:
    if isinstance(err, exc.DBAPIError):
        return str(err.orig).strip() or type(err.orig).__name__
    if isinstance(err, KeyError):
        return str(err.args[0]) if err.args else "missing"
    return str(err) or type(err).__name__


def replayable(contents: Contents) -> tuple[list[SessionCopy], dict[int, str]]:
    """The sessions that replay without an error, and the others with why."""
    from scorekeeper.session.replay import replay_json

    good: list[SessionCopy] = []
    bad = dict(contents.unreadable)
    for copy in contents.sessions.values():
        try:
            replay_json(copy.record)
        except RecordError as err:
            bad[copy.id] = f"does not replay: {err}"
        else:
            good.append(copy)
    return good, dict(sorted(bad.items()))


@dataclass(frozen=True)
class Loss:
    """What the current file holds that a kept copy (a backup) lacks."""

    sessions: dict[int, int]  # session id -> its deals: sessions the copy lacks
    deals: dict[int, int]  # session id -> deals the copy lacks or has older
    details: tuple[int, ...]  # sessions whose fields (players, rules, place...) differ
    unreadable: dict[int, str]  # sessions of the current file that could not be read
    problem: str | None = None  # what is lost when a file could not be read at all
    others: str | None = None  # the people or leagues a salvage cannot read

    def __bool__(self) -> bool:
        return bool(
            self.sessions
            or self.deals
            or self.details
            or self.unreadable
            or self.problem
            or self.others
        )

    def describe(self) -> str:
        if self.problem is not None:
            return self.problem
        parts = []
        if self.sessions:
            total = _count(sum(self.sessions.values()), "deal")
            parts.append(f"{_ids('session', self.sessions)} ({total})")
        parts += [f"{_count(n, 'deal')} of session {i}" for i, n in self.deals.items()]
        if self.details:
            parts.append(f"the details of {_ids('session', self.details)}")
        if self.unreadable:
            parts.append(f"{_ids('session', self.unreadable)} (cannot be read)")
        if self.others:
            parts.append(f"{self.others}, as the current file has them (cannot be read)")
        return _and(parts)


def loss(current: Contents, kept: Contents, *, people: bool = False) -> Loss:
    """What ``current`` holds that ``kept`` lacks (or holds in an older state);
    ``people``: the current file's people and leagues count too (a salvage keeps
    them when it can read them)."""
    if current.problem is not None:
        return Loss({}, {}, (), {}, f"whatever the current file holds ({current.problem})")
    if kept.problem is not None and (current.sessions or current.unreadable):
        return Loss({}, {}, (), {}, f"all the current file holds ({kept.problem})")
    sessions: dict[int, int] = {}
    deals: dict[int, int] = {}
    details: list[int] = []
    for sid, mine in current.sessions.items():
        theirs = kept.sessions.get(sid)
        if theirs is None:
            sessions[sid] = len(mine.deals)
            continue
        missing = sum(1 for d, v in mine.deals.items() if theirs.deals.get(d) != v)
        if missing:
            deals[sid] = missing
        if _fields(mine.record) != _fields(theirs.record):
            details.append(sid)
    others = current.others if people else None
    return Loss(sessions, deals, tuple(details), dict(current.unreadable), None, others)


def _fields(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "deals"}


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _ids(word: str, ids: Iterable[int]) -> str:
    listed = sorted(ids)
    return f"{word}{'' if len(listed) == 1 else 's'} {', '.join(map(str, listed))}"


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
