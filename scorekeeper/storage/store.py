"""The store: sessions and their deals in a database, replayed on every change.

Every change runs in one transaction: read the session, apply the change to the
list of deals in memory, replay the **whole** session (``session.replay``), and
only if that succeeds write the rows and commit. A change that would make any
deal invalid (the new one, or a later one it affects) raises ``RecordError``
naming ``deals[i].field`` and writes nothing. On SQLite the transaction begins
``IMMEDIATE``, so the deals it validates cannot change under it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, func
from sqlmodel import Session, col, delete, select

from scorekeeper.errors import RecordError
from scorekeeper.session import SessionRecord, SessionResult, parse_session, replay
from scorekeeper.storage.engine import WRITE, describe, translated_errors
from scorekeeper.storage.errors import SessionNotFoundError
from scorekeeper.storage.info import SessionInfo
from scorekeeper.storage.models import Seat, StoredDeal, StoredPlayer, StoredSession, utc_now
from scorekeeper.storage.records import apply_fields, as_json, dumps
from scorekeeper.storage.rows import (
    deal_at,
    deal_counts,
    insert_deals,
    read_session,
    seat_players,
    seating,
    shift_deals,
)


def validate(raw: Mapping[str, Any]) -> SessionResult:
    """Parse and replay a whole session record; raises ``RecordError``."""
    return replay(parse_session(raw))


def finished(result: SessionResult) -> bool:
    return bool(result.games and result.games[-1].winner)


class Store:
    """Sessions, deals and players in one database (see :func:`open_store`)."""

    def __init__(self, engine: Engine, url: str) -> None:
        self._engine = engine
        self._writer = engine.execution_options(**WRITE)
        self.url = url
        self._where = describe(url)

    # -- reading ---------------------------------------------------------------

    def list_sessions(self) -> list[SessionInfo]:
        """Every session, newest first."""
        with self._read() as db:
            counts = deal_counts(db)
            seats = seating(db)
            rows = db.exec(select(StoredSession).order_by(col(StoredSession.id).desc())).all()
            return [self._info(db, row, seats, counts) for row in rows]

    def session_json(self, session_id: int) -> dict[str, Any]:
        """The session record (``spec/deal-format.md``) as stored, deals included."""
        with self._read() as db:
            return read_session(db, self._row(db, session_id))

    def load(self, session_id: int) -> SessionRecord:
        return parse_session(self.session_json(session_id))

    def result(self, session_id: int) -> SessionResult:
        return replay(self.load(session_id))

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
            row = StoredSession(game="", first_dealer="", created_at=utc_now())
            apply_fields(row, raw)
            self._mark(row, result)
            db.add(row)
            db.flush()
            assert row.id is not None
            seat_players(db, row.id, raw["players"])
            insert_deals(db, row.id, 0, raw["deals"], result)
            return row.id

    def add_deal(
        self, session_id: int, deal_json: Mapping[str, Any], position: int | None = None
    ) -> SessionResult:
        """Insert a deal at ``position`` (``None`` = after the last) and replay."""
        deal = as_json(deal_json, "deal")

        def change(deals: list[Any]) -> int:
            at = len(deals) if position is None else _position(position, len(deals) + 1)
            deals.insert(at, deal)
            return at

        def write(db: Session, row: StoredSession, at: int, result: SessionResult) -> None:
            assert row.id is not None
            shift_deals(db, row.id, at, 1)
            insert_deals(db, row.id, at, [deal], result)

        return self._edit(session_id, change, write)

    def replace_deal(
        self, session_id: int, position: int, deal_json: Mapping[str, Any]
    ) -> SessionResult:
        deal = as_json(deal_json, "deal")

        def change(deals: list[Any]) -> int:
            deals[_position(position, len(deals))] = deal
            return position

        def write(db: Session, row: StoredSession, at: int, result: SessionResult) -> None:
            stored = deal_at(db, row, at)
            stored.record = dumps(deal)
            stored.thrown_in = result.rows[at].outcome.thrown_in
            stored.updated_at = utc_now()
            db.add(stored)

        return self._edit(session_id, change, write)

    def delete_deal(self, session_id: int, position: int) -> SessionResult:
        def change(deals: list[Any]) -> int:
            del deals[_position(position, len(deals))]
            return position

        def write(db: Session, row: StoredSession, at: int, result: SessionResult) -> None:
            db.delete(deal_at(db, row, at))
            db.flush()
            assert row.id is not None
            shift_deals(db, row.id, at + 1, -1)

        return self._edit(session_id, change, write)

    def update_session(self, session_id: int, **fields: Any) -> SessionResult:
        """Change session fields (``players``, ``first_dealer``, ``rules``, ``stake``,
        ``date``, ``place``, ``note``, ...); ``None`` removes an optional field.
        The deals are replayed under the new fields before anything is written."""
        if "deals" in fields:
            raise RecordError("deals", "change deals with add_deal, replace_deal, delete_deal")
        new = as_json(fields, "fields")
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            raw = read_session(db, row)
            deals = raw.pop("deals")
            for key, value in new.items():
                if value is None:
                    raw.pop(key, None)
                else:
                    raw[key] = value
            raw["deals"] = deals
            result = validate(raw)
            apply_fields(row, raw)
            self._mark(row, result)
            db.add(row)
            seat_players(db, session_id, raw["players"])
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
        with translated_errors(self._where), Session(self._writer) as db, db.begin():
            yield db

    def _edit(
        self,
        session_id: int,
        change: Callable[[list[Any]], int],
        write: Callable[[Session, StoredSession, int, SessionResult], None],
    ) -> SessionResult:
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            raw = read_session(db, row)
            at = change(raw["deals"])
            result = validate(raw)  # the whole session, before anything is written
            write(db, row, at, result)
            self._mark(row, result)
            db.add(row)
            return result

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


def _position(position: int, size: int) -> int:
    if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position < size:
        raise RecordError("position", f"{position!r} is not between 0 and {size - 1}")
    return position
