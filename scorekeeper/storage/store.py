"""The store: sessions and their deals in a database, replayed on every change.

Every change is checked before it is written: read the session (a read
transaction), apply the change to the list of deals in memory and replay the
**whole** session (``session.replay``), with no lock held. Only then the write
transaction takes the write lock (on SQLite ``BEGIN IMMEDIATE``), checks that the
session's version is still the one that was checked, writes the rows and commits;
if another writer came in between, the change is checked again against what is
stored now. So the lock is held for the write, never for a replay, and what is
written was always validated against the deals it is written to. A change that
would make any deal invalid (the new one, or a later one it affects) raises
``RecordError`` naming ``deals[i].field`` and writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, func
from sqlmodel import Session, col, delete, select

from scorekeeper.errors import RecordError
from scorekeeper.session import SessionRecord, SessionResult, parse_session, replay
from scorekeeper.session_store import (
    Applied,
    Checked,
    DealChange,
    DealRef,
    DeleteDeal,
    InsertDeal,
    ReplaceDeal,
    Snapshot,
    deal_at,
    insert_at,
)
from scorekeeper.storage.changes import changed_deals, locate
from scorekeeper.storage.engine import WRITE, describe, translated_errors
from scorekeeper.storage.errors import SessionNotFoundError, StorageError
from scorekeeper.storage.info import SessionInfo
from scorekeeper.storage.models import Seat, StoredDeal, StoredPlayer, StoredSession, utc_now
from scorekeeper.storage.records import apply_fields, as_json
from scorekeeper.storage.rows import (
    deal_counts,
    delete_deal,
    insert_deal,
    insert_deals,
    read_session,
    read_session_refs,
    replace_record,
    seat_players,
    seating,
)

RECHECKS = 3  # checks outside the write lock before one is made under it
MakeChange = Callable[[tuple[DealRef, ...]], DealChange]  # the change, given the deals now


def validate(raw: Mapping[str, Any]) -> SessionResult:
    """Parse and replay a whole session record; raises ``RecordError``."""
    return replay(parse_session(raw))


def finished(result: SessionResult) -> bool:
    return bool(result.games and result.games[-1].winner)


class Store:
    """Sessions, deals and players in one database (see :func:`open_store`)."""

    def __init__(
        self,
        engine: Engine,
        url: str,
        *,
        read_only: str | None = None,
        warnings: tuple[str, ...] = (),
    ) -> None:
        self._engine = engine
        self._writer = engine.execution_options(**WRITE)
        self.url = url
        self._where = describe(url)
        self.read_only = read_only  # why nothing can be written (None: writable)
        self.warnings = warnings  # problems met on opening that did not stop it

    # -- reading ---------------------------------------------------------------

    def list_sessions(self) -> list[SessionInfo]:
        """Every session, newest first."""
        with self._read() as db:
            counts = deal_counts(db)
            seats = seating(db)
            rows = db.exec(select(StoredSession).order_by(col(StoredSession.id).desc())).all()
            return [self._info(db, row, seats, counts) for row in rows]

    def session_json(self, session_id: int) -> dict[str, Any]:
        """The session record (``docs/deal-format.md``) as stored, deals included."""
        with self._read() as db:
            return read_session(db, self._row(db, session_id))

    def load(self, session_id: int) -> SessionRecord:
        return parse_session(self.session_json(session_id))

    def result(self, session_id: int) -> SessionResult:
        return replay(self.load(session_id))

    def snapshot(self, session_id: int) -> Snapshot:
        """The replayed session with its version and each deal's identity (one read)."""
        with self._read() as db:
            row = self._row(db, session_id)
            raw, refs = read_session_refs(db, row)
        return Snapshot(session_id, row.version, validate(raw), refs)

    def version(self, session_id: int) -> int:
        """The session's version: one small query, for noticing other writers."""
        with self._read() as db:
            query = select(StoredSession.version).where(StoredSession.id == session_id)
            version = db.exec(query).first()
        if version is None:
            raise SessionNotFoundError(f"{self._where}: no session with id {session_id}")
        return version

    def known_players(self) -> list[str]:
        """Every name ever seated, most sessions first, then most recent."""
        sessions = func.count(col(Seat.session_id))
        query = (
            select(StoredPlayer.name)
            .join(Seat, col(Seat.player_id) == col(StoredPlayer.id), isouter=True)
            .group_by(col(StoredPlayer.id), col(StoredPlayer.name))
            .order_by(
                sessions.desc(), func.max(col(Seat.session_id)).desc(), col(StoredPlayer.name)
            )
        )
        with self._read() as db:
            return list(db.exec(query).all())

    # -- changing ----------------------------------------------------------------

    def create_session(self, session_json: Mapping[str, Any]) -> int:
        """Store a session record (deals may be included); returns its id."""
        raw = as_json(session_json, "record")
        result = validate(raw)
        with self._write() as db:
            row = StoredSession(game="", first_dealer="", created_at=utc_now(), version=1)
            apply_fields(row, raw)
            self._mark(row, result)
            db.add(row)
            db.flush()
            assert row.id is not None
            seat_players(db, row.id, raw["players"])
            insert_deals(db, row.id, 0, raw.get("deals", []), result, row.version)
            return row.id

    def add_deal(
        self, session_id: int, deal_json: Mapping[str, Any], position: int | None = None
    ) -> SessionResult:
        """Insert a deal at ``position`` (``None`` = after the last) and replay."""
        deal = as_json(deal_json, "deal")
        return self._change(session_id, lambda refs: insert_at(deal, position, refs))

    def replace_deal(
        self, session_id: int, position: int, deal_json: Mapping[str, Any]
    ) -> SessionResult:
        deal = as_json(deal_json, "deal")
        return self._change(session_id, lambda refs: ReplaceDeal(deal_at(position, refs), deal))

    def delete_deal(self, session_id: int, position: int) -> SessionResult:
        return self._change(session_id, lambda refs: DeleteDeal(deal_at(position, refs)))

    # -- changing by identity (scorekeeper/session_store.py) -------------------

    def check(self, session_id: int, change: DealChange, seen: Snapshot | None = None) -> Checked:
        """Replay the session with ``change`` made, writing nothing; raises
        ``RecordError`` (the change would make a deal invalid) or
        ``StaleChangeError`` (the deal it names changed since it was seen).
        ``seen``: the caller's snapshot of the session; while the stored version
        is still its version, the deals are not read again."""
        change = _plain(change)
        if self._current(seen, session_id):
            assert seen is not None
            return _checked_seen(seen, change)
        with self._read() as db:
            row = self._row(db, session_id)
            raw, refs = read_session_refs(db, row)
        return _checked(session_id, row.version, raw, refs, change)

    def _current(self, seen: Snapshot | None, session_id: int) -> bool:
        if seen is None or seen.session_id != session_id:
            return False
        return self.version(session_id) == seen.version

    def apply(self, checked: Checked) -> Applied:
        """Write a checked change. When the session is still at the version it was
        checked against, the checked replay is reused; otherwise it is checked again
        (outside the write lock) against what is stored now."""
        change = checked.change
        return self._apply(checked, lambda _refs: change)

    def change(self, session_id: int, change: DealChange) -> Applied:
        """Check and write ``change`` in one transaction."""
        return self._change_applied(session_id, lambda _refs: _plain(change))

    def update_session(self, session_id: int, **fields: Any) -> SessionResult:
        """Change session fields (``players``, ``first_dealer``, ``rules``, ``stake``,
        ``date``, ``place``, ``note``, ...); ``None`` removes an optional field.
        The deals are replayed under the new fields before anything is written."""
        if "deals" in fields:
            raise RecordError("deals", "change deals with add_deal, replace_deal, delete_deal")
        new = as_json(fields, "fields")
        for attempt in range(RECHECKS + 1):
            with self._read() as db:  # checked with no lock held, as deal changes are
                seen = self._row(db, session_id)
                raw = _with_fields(read_session(db, seen), new)
            result = validate(raw)
            with self._write() as db:
                row = self._row(db, session_id, lock=True)
                if row.version != seen.version and attempt == RECHECKS:
                    raw = _with_fields(read_session(db, row), new)  # at last, under the lock
                    result = validate(raw)
                elif row.version != seen.version:
                    continue
                apply_fields(row, raw)
                self._mark(row, result)
                row.version += 1
                db.add(row)
                seat_players(db, session_id, raw["players"])
                return result
        raise AssertionError("unreachable: the last attempt writes under the lock")

    def put_session(
        self, session_id: int, session_json: Mapping[str, Any], created: datetime
    ) -> SessionResult:
        """Store a session record under its own id, in place of whatever is stored
        under it (a session salvaged from a damaged file); validated by replay first."""
        raw = as_json(session_json, "record")
        result = validate(raw)
        with self._write() as db:
            row = db.get(StoredSession, session_id, with_for_update=True)
            if row is None:
                row = StoredSession(id=session_id, game="", first_dealer="", version=0)
            db.exec(delete(StoredDeal).where(col(StoredDeal.session_id) == session_id))
            apply_fields(row, raw)
            self._mark(row, result)
            row.created_at = created
            row.version += 1
            db.add(row)
            db.flush()
            seat_players(db, session_id, raw["players"])
            insert_deals(db, session_id, 0, raw["deals"], result, row.version)
        return result

    def delete_session(self, session_id: int) -> None:
        with self._write() as db:
            row = self._row(db, session_id)
            db.exec(delete(StoredDeal).where(col(StoredDeal.session_id) == session_id))
            db.exec(delete(Seat).where(col(Seat.session_id) == session_id))
            db.delete(row)

    def close(self) -> None:
        self._engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- inside a transaction ----------------------------------------------------

    @contextmanager
    def _read(self) -> Iterator[Session]:
        with translated_errors(self._where), Session(self._engine) as db:
            yield db

    @contextmanager
    def _write(self) -> Iterator[Session]:
        if self.read_only is not None:
            raise StorageError(f"{self._where}: nothing was written: {self.read_only}")
        with translated_errors(self._where), Session(self._writer) as db, db.begin():
            yield db

    def _change(self, session_id: int, make: MakeChange) -> SessionResult:
        return self._change_applied(session_id, make).snapshot.result

    def _change_applied(self, session_id: int, make: MakeChange) -> Applied:
        return self._apply(self._check_stored(session_id, make), make)

    def _check_stored(self, session_id: int, make: MakeChange) -> Checked:
        """Read the session (a read transaction) and replay it with the change made;
        no lock is held during the replay."""
        with self._read() as db:
            row = self._row(db, session_id)
            raw, refs = read_session_refs(db, row)
        return _checked(session_id, row.version, raw, refs, make(refs))

    def _apply(self, checked: Checked, make: MakeChange) -> Applied:
        """Write ``checked`` while the session is still at its version; when another
        writer came in between, check again outside the lock (a few times), and at
        last check under the lock, so a busy session still gets its change."""
        for _attempt in range(RECHECKS):
            with self._write() as db:
                row = self._row(db, checked.session_id, lock=True)
                if row.version == checked.version:
                    return self._write_change(db, row, checked)
            checked = self._check_stored(checked.session_id, make)
        with self._write() as db:
            row = self._row(db, checked.session_id, lock=True)
            if row.version != checked.version:
                raw, refs = read_session_refs(db, row)
                checked = _checked(checked.session_id, row.version, raw, refs, make(refs))
            return self._write_change(db, row, checked)

    def _write_change(self, db: Session, row: StoredSession, checked: Checked) -> Applied:
        change, at, result = checked.change, checked.position, checked.result
        version = row.version + 1
        refs = list(checked.deals)
        if isinstance(change, InsertDeal):
            ref = insert_deal(db, row, at, change, result, version)
            refs.insert(at, ref)
        elif isinstance(change, ReplaceDeal):
            ref = replace_record(db, change, result.rows[at].outcome.thrown_in, version)
            refs[at] = ref
        else:
            delete_deal(db, row, at, change.target.id)
            ref, _ = None, refs.pop(at)
        row.version = version
        self._mark(row, result)
        db.add(row)
        assert row.id is not None
        return Applied(Snapshot(row.id, version, result, tuple(refs)), at, ref)

    def _row(self, db: Session, session_id: int, *, lock: bool = False) -> StoredSession:
        # FOR UPDATE serialises writers on PostgreSQL; SQLite has BEGIN IMMEDIATE instead.
        row = db.get(StoredSession, session_id, with_for_update=lock)
        if row is None:
            raise SessionNotFoundError(f"{self._where}: no session with id {session_id}")
        return row

    @staticmethod
    def _mark(row: StoredSession, result: SessionResult) -> None:
        row.updated_at = utc_now()
        row.finished = finished(result)

    def _info(
        self,
        db: Session,
        row: StoredSession,
        seats: dict[int, list[str]],
        counts: dict[int, int],
    ) -> SessionInfo:
        assert row.id is not None
        done = row.finished
        if done is None:  # stored before revision 0002: replay to find out
            done = finished(validate(read_session(db, row)))
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
        )


def _checked(
    session_id: int,
    version: int,
    raw: dict[str, Any],
    refs: tuple[DealRef, ...],
    change: DealChange,
) -> Checked:
    """Replay the session ``raw`` with ``change`` made (the whole session, since a
    change can make a later deal invalid)."""
    at = locate(change, refs)
    raw["deals"] = changed_deals(change, raw["deals"], at)
    return Checked(session_id, version, refs, change, at, validate(raw))


def _with_fields(raw: dict[str, Any], new: Mapping[str, Any]) -> dict[str, Any]:
    """The session record with fields changed (``None`` removes one); deals stay last."""
    deals = raw.pop("deals")
    for key, value in new.items():
        if value is None:
            raw.pop(key, None)
        else:
            raw[key] = value
    raw["deals"] = deals
    return raw


def _checked_seen(seen: Snapshot, change: DealChange) -> Checked:
    """As :func:`_checked`, from a snapshot that is still current."""
    record = seen.result.record
    at = locate(change, seen.deals)
    result = replay(record.with_deals(changed_deals(change, record.deals, at)))
    return Checked(seen.session_id, seen.version, seen.deals, change, at, result)


def _plain(change: DealChange) -> DealChange:
    """The change with a private, plain-JSON copy of its deal record."""
    if isinstance(change, DeleteDeal):
        return change
    return replace(change, deal=as_json(change.deal, "deal"))
