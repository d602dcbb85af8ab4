"""Queries behind the store: reading a session's rows, seating players, writing
and moving deals. Called inside the store's transactions; they never commit.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import (
    Connection,
    Dialect,
    Integer,
    Select,
    bindparam,
    func,
    literal_column,
    update,
)
from sqlalchemy.sql.dml import UpdateBase
from sqlmodel import Session, col, delete, insert, select

from scorekeeper.games.base import clean_name
from scorekeeper.identity import ID, without_id
from scorekeeper.session.replay import SessionResult
from scorekeeper.session.store import DealRef, InsertDeal, ReplaceDeal, StaleChangeError
from scorekeeper.storage.engine import SQLiteWrite, driver_run
from scorekeeper.storage.models import (
    Seat,
    StoredDeal,
    StoredPlayer,
    StoredSession,
    new_uuid,
    utc_now,
)
from scorekeeper.storage.records import dumps, session_json
from scorekeeper.words.text import Msg


def read_session(db: Session, row: StoredSession) -> dict[str, Any]:
    return read_session_refs(db, row)[0]


def read_session_refs(
    db: Session, row: StoredSession
) -> tuple[dict[str, Any], tuple[DealRef, ...]]:
    """The session record as stored, and each deal's identity in order (one read)."""
    players = db.exec(
        select(Seat.name)
        .where(Seat.session_id == row.id, col(Seat.seat) >= 0)
        .order_by(col(Seat.seat))
    ).all()
    deals = db.exec(
        select(StoredDeal.id, StoredDeal.version, StoredDeal.record)
        .where(StoredDeal.session_id == row.id)
        .order_by(col(StoredDeal.position))
    ).all()
    refs = tuple(DealRef(deal_id or 0, version) for deal_id, version, _ in deals)
    return session_json(row, players, [record for _, _, record in deals]), refs


# The deal writes of one change: a few statements, written once here as Core and
# run on SQLite as its own prepared statements (:class:`Prepared`), elsewhere
# through Core; no unit of work (docs/storage.md, "Speed").
_SESSIONS = StoredSession.__table__  # type: ignore[attr-defined]
_DEALS = StoredDeal.__table__  # type: ignore[attr-defined]
_PLAYERS = StoredPlayer.__table__  # type: ignore[attr-defined]


Rows = Connection | SQLiteWrite  # where the deal writes of one change run


class Prepared:
    """A Core statement of the deal writes. On SQLite it is compiled once for each
    set of parameter names, its parameters converted by the column types' own bind
    processors (a time is stored exactly as Core stores it), and run on the
    driver connection (:func:`~scorekeeper.storage.engine.driver_run`): Core's
    per-statement work (cache lookup, execution context, result) was two thirds
    of a deal's write before its commit. Any other database runs it through Core.
    A query's columns are read as the driver gives them (whole numbers, text)."""

    def __init__(self, statement: UpdateBase | Select[Any]) -> None:
        self.statement = statement
        self._insert = isinstance(statement, UpdateBase) and statement.is_insert
        self._sqlite: dict[tuple[str, ...], tuple[str, list[tuple[str, Any]]]] = {}

    def run(self, db: Rows, params: dict[str, Any]) -> tuple[int, int | None]:
        """Run with ``params``: the rows it changed, and for an INSERT the new
        row's id."""
        if type(db) is not SQLiteWrite:
            assert isinstance(db, Connection)
            if db.dialect.name != "sqlite":
                result = db.execute(self.statement, params)
                key = result.inserted_primary_key if self._insert else None
                return result.rowcount, None if key is None else int(key[0])
            db = SQLiteWrite.of(db)
        cursor = self._run_sqlite(db, params)
        return cursor.rowcount, cursor.lastrowid if self._insert else None

    def first(self, db: Rows, params: dict[str, Any]) -> tuple[Any, ...] | None:
        """The first row the query finds with ``params``; ``None``: none."""
        if type(db) is not SQLiteWrite:
            assert isinstance(db, Connection)
            if db.dialect.name != "sqlite":
                found = db.execute(self.statement, params).first()
                return None if found is None else tuple(found)
            db = SQLiteWrite.of(db)
        row: tuple[Any, ...] | None = self._run_sqlite(db, params).fetchone()
        return row

    def _run_sqlite(self, db: SQLiteWrite, params: dict[str, Any]) -> sqlite3.Cursor:
        names = tuple(params)
        sql, order = self._sqlite.get(names) or self._compile(db.dialect, names)
        args = [
            params[name] if process is None else process(params[name]) for name, process in order
        ]
        assert db.driver.in_transaction  # the driver connection has no autobegin of Core's
        return driver_run(db.driver, sql, args)

    def _compile(
        self, dialect: Dialect, names: tuple[str, ...]
    ) -> tuple[str, list[tuple[str, Any]]]:
        compiled = self.statement.compile(dialect=dialect, column_keys=list(names))
        assert compiled.positiontup is not None  # SQLite's parameters are positional
        order = []
        for name in compiled.positiontup:
            kind = compiled.binds[name].type
            order.append((name, kind.dialect_impl(dialect).bind_processor(dialect)))
        self._sqlite[names] = (compiled.string, order)
        return compiled.string, order


_STAMP = select(_SESSIONS.c.version, _SESSIONS.c.created_at).where(
    _SESSIONS.c.id == bindparam("session_id")
)
_LOCK = Prepared(
    select(_SESSIONS.c.version).where(_SESSIONS.c.id == bindparam("session_id")).with_for_update()
)
_INSERT = Prepared(insert(_DEALS))
_TAKEN = Prepared(select(_DEALS.c.id).where(_DEALS.c.id == bindparam("deal_id")))
_UUID = Prepared(select(_DEALS.c.uuid).where(_DEALS.c.id == bindparam("deal_id")))
_REPLACE = Prepared(update(_DEALS).where(_DEALS.c.id == bindparam("deal_id")))
_DELETE = Prepared(delete(_DEALS).where(_DEALS.c.id == bindparam("deal_id")))
_MARK_ROW = update(_SESSIONS).where(_SESSIONS.c.id == bindparam("session_id"))
_CLAIM_ROW = _MARK_ROW.where(_SESSIONS.c.version == bindparam("seen_version"))
_MARK = Prepared(_MARK_ROW)
_CLAIM = Prepared(_CLAIM_ROW)
_CLAIM_SAME = Prepared(_CLAIM_ROW.where(_SESSIONS.c.created_at == bindparam("seen_created")))
# Moving the deals of session ``sid`` at ``start`` and after by ``step`` (±1): two
# passes through negative positions, because (session, position) is unique at every row.
_POSITION = _DEALS.c.position
_ONE, _ZERO = literal_column("1", Integer), literal_column("0", Integer)
_SHIFT_OUT = Prepared(
    update(_DEALS)
    .where(_DEALS.c.session_id == bindparam("sid"), bindparam("start") <= _POSITION)
    # +1: p -> -p-2 -> p+1;  -1: p -> -p -> p-1
    .values(position=-_POSITION - _ONE - bindparam("step", type_=Integer))
)
_SHIFT_BACK = Prepared(
    update(_DEALS)
    .where(_DEALS.c.session_id == bindparam("sid"), _POSITION < _ZERO)
    .values(position=-_POSITION - _ONE)
)


def lock_session(db: Rows, session_id: int) -> int | None:
    """The session's version, taking its row lock (PostgreSQL ``FOR UPDATE``;
    SQLite holds the database's write lock already); ``None``: no such session."""
    found = _LOCK.first(db, {"session_id": session_id})
    return None if found is None else int(found[0])


def session_stamp(db: Connection, session_id: int) -> tuple[int, datetime] | None:
    """The session's version and ``created_at`` (which session, at which version,
    is stored under the id), with no lock; ``None``: no such session."""
    found = db.execute(_STAMP, {"session_id": session_id}).first()
    return None if found is None else (found[0], found[1])


def deal_uuid(db: Rows, deal_id: int) -> str | None:
    """The uuid of the deal row ``deal_id`` (before it is deleted: undo puts it back)."""
    found = _UUID.first(db, {"deal_id": deal_id})
    return None if found is None else str(found[0])


def insert_deal(
    db: Rows,
    session_id: int,
    at: int,
    shift: bool,
    change: InsertDeal,
    thrown_in: bool,
    version: int,
    uuid: str | None = None,
) -> DealRef:
    """Insert one deal at ``at`` (under ``change.deal_id`` when it asks for one;
    its identity ``uuid``, else a new one); ``shift``: deals are stored at ``at``
    and after, and move down by one."""
    if change.deal_id is not None and _TAKEN.first(db, {"deal_id": change.deal_id}):
        raise StaleChangeError(Msg("the deal is already in the session again"))
    if shift:
        shift_deals(db, session_id, at, 1)
    now = utc_now()
    values: dict[str, Any] = {
        "session_id": session_id,
        "position": at,
        "record": dumps(without_id(change.deal)),
        "thrown_in": thrown_in,
        "created_at": now,
        "updated_at": now,
        "version": version,
        "uuid": uuid or new_uuid(),
    }
    if change.deal_id is not None:
        values["id"] = change.deal_id
    _, key = _INSERT.run(db, values)
    assert key is not None
    return DealRef(key, version)


def replace_record(db: Rows, change: ReplaceDeal, thrown_in: bool, version: int) -> DealRef:
    values = {
        "deal_id": change.target.id,
        "record": dumps(without_id(change.deal)),  # the deal keeps its own id
        "thrown_in": thrown_in,
        "updated_at": utc_now(),
        "version": version,
    }
    _REPLACE.run(db, values)
    return DealRef(change.target.id, version)


def delete_deal(db: Rows, session_id: int, at: int, shift: bool, deal_id: int) -> None:
    """Delete the deal at ``at``; ``shift``: deals after it move up by one."""
    _DELETE.run(db, {"deal_id": deal_id})
    if shift:
        shift_deals(db, session_id, at + 1, -1)


def claim_session(
    db: Rows,
    session_id: int,
    seen: tuple[int, datetime | None],
    values: dict[str, Any],
) -> bool:
    """Write the session row's new version and derived columns ``values`` if it is
    still the session, at the version, that was ``seen`` (version, ``created_at``);
    False, writing nothing, if not. One statement: on PostgreSQL it takes the row's
    lock, on SQLite the transaction holds the write lock already."""
    version, created = seen
    params = {"session_id": session_id, "seen_version": version, **values}
    statement = _CLAIM
    if created is not None:
        statement, params["seen_created"] = _CLAIM_SAME, created
    return statement.run(db, params)[0] == 1


def mark_session(db: Rows, session_id: int, values: dict[str, Any]) -> None:
    """Write the session row's version and derived columns."""
    _MARK.run(db, {"session_id": session_id, **values})


def seat_players(
    db: Session,
    session_id: int,
    players: list[str],
    people: Sequence[str] = (),
    chosen: Mapping[str, int] | None = None,
) -> None:
    """Seat the players, by their names as the session reads them (``clean_name``).
    ``people``: everyone who played (substitutes too): each becomes a known player;
    a substitute gets a negative seat (``models.Seat``). ``chosen``: the person
    (a player id) for a name, where it is not simply the person of that name with
    no note (the second Anna; a person renamed since the session wrote the name)."""
    names = [clean_name(name) for name in players]
    everyone = list(dict.fromkeys([*names, *(clean_name(p) for p in people)]))
    db.exec(delete(Seat).where(col(Seat.session_id) == session_id))
    picked = chosen or {}
    known = player_ids(db, [name for name in everyone if name not in picked])
    known.update((name, picked[name]) for name in everyone if name in picked)
    for seat, name in enumerate(names):
        db.add(Seat(session_id=session_id, seat=seat, player_id=known[name], name=name))
    later = [name for name in everyone if name not in names]
    for k, name in enumerate(later):  # substitutes: seats -1, -2, ... (models.Seat)
        db.add(Seat(session_id=session_id, seat=-1 - k, player_id=known[name], name=name))
    db.flush()


def player_ids(db: Session, names: Sequence[str]) -> dict[str, int]:
    """The id of each of ``names``, adding the players not known yet. Safe while
    other tables add the same new players: the missing names go in one statement
    that skips a name another transaction added meanwhile (PostgreSQL ``ON
    CONFLICT DO NOTHING``, SQLite ``INSERT OR IGNORE``: no unique-constraint
    error), in sorted order (two tables adding the same names wait for each
    other in the same order: no deadlock); then every id is read."""
    known = _ids(db, names)
    missing = sorted(set(names) - set(known))
    if missing:
        db.exec(_insert_new_players(db.get_bind().dialect.name, missing))
        known = _ids(db, names)
    return known


def _ids(db: Session, names: Sequence[str]) -> dict[str, int]:
    # A name is the person of that name with no note; one with a note
    # (two people of the same name) is seated only when picked by identity.
    query = select(StoredPlayer.id, StoredPlayer.name).where(
        col(StoredPlayer.name).in_(names), col(StoredPlayer.note) == ""
    )
    return {name: player_id for player_id, name in db.exec(query) if player_id is not None}


def _insert_new_players(dialect: str, names: list[str]) -> UpdateBase:
    # Each row as the model makes it (its defaults), without the id the database gives.
    rows = [StoredPlayer(name=name).model_dump(exclude={"id"}) for name in names]
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as postgresql_insert

        return postgresql_insert(_PLAYERS).values(rows).on_conflict_do_nothing()
    if dialect == "sqlite":
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        return sqlite_insert(_PLAYERS).values(rows).on_conflict_do_nothing()
    return insert(_PLAYERS).values(rows)  # other databases: a plain INSERT


def insert_deals(
    db: Session,
    session_id: int,
    start: int,
    deals: list[Any],
    result: SessionResult,
    version: int,
) -> None:
    if not deals:
        return
    now = utc_now()
    db.exec(
        insert(StoredDeal),
        params=[
            {
                "session_id": session_id,
                "position": start + i,
                "record": dumps(without_id(deal)),
                "thrown_in": result.rows[start + i].outcome.thrown_in,
                "created_at": now,
                "updated_at": now,
                "version": version,
                "uuid": deal.get(ID) or new_uuid(),  # its id: checked by the replay
            }
            for i, deal in enumerate(deals)
        ],
    )


def shift_deals(db: Rows, session_id: int, start: int, step: int) -> None:
    """Move the deals at ``start`` and after by ``step`` (±1)."""
    _SHIFT_OUT.run(db, {"sid": session_id, "start": start, "step": step})
    _SHIFT_BACK.run(db, {"sid": session_id})


def seating(db: Session) -> dict[int, list[str]]:
    seats: dict[int, list[str]] = {}
    for session_id, name in db.exec(
        select(Seat.session_id, Seat.name)
        .where(col(Seat.seat) >= 0)
        .order_by(col(Seat.session_id), col(Seat.seat))
    ).all():
        seats.setdefault(session_id, []).append(name)
    return seats


def deal_counts(db: Session) -> dict[int, int]:
    query = select(StoredDeal.session_id, func.count()).group_by(col(StoredDeal.session_id))
    return dict(db.exec(query).all())
