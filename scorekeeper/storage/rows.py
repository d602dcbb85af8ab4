"""Queries behind the store: reading a session's rows, seating players, writing
and moving deals. Called inside the store's transactions; they never commit.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, update
from sqlmodel import Session, col, delete, insert, select

from scorekeeper.games.base import clean_name
from scorekeeper.session import SessionResult
from scorekeeper.session_store import DealRef, InsertDeal, ReplaceDeal, StaleChangeError
from scorekeeper.storage.models import Seat, StoredDeal, StoredPlayer, StoredSession, utc_now
from scorekeeper.storage.records import dumps, session_json
from scorekeeper.text import Msg


def read_session(db: Session, row: StoredSession) -> dict[str, Any]:
    return read_session_refs(db, row)[0]


def read_session_refs(
    db: Session, row: StoredSession
) -> tuple[dict[str, Any], tuple[DealRef, ...]]:
    """The session record as stored, and each deal's identity in order (one read)."""
    players = db.exec(
        select(StoredPlayer.name)
        .join(Seat, col(Seat.player_id) == col(StoredPlayer.id))
        .where(Seat.session_id == row.id)
        .order_by(col(Seat.seat))
    ).all()
    deals = db.exec(
        select(StoredDeal.id, StoredDeal.version, StoredDeal.record)
        .where(StoredDeal.session_id == row.id)
        .order_by(col(StoredDeal.position))
    ).all()
    refs = tuple(DealRef(deal_id or 0, version) for deal_id, version, _ in deals)
    return session_json(row, players, [record for _, _, record in deals]), refs


def insert_deal(
    db: Session,
    row: StoredSession,
    at: int,
    change: InsertDeal,
    result: SessionResult,
    version: int,
) -> DealRef:
    """Insert one deal at ``at`` (under ``change.deal_id`` when it asks for one)."""
    assert row.id is not None
    if change.deal_id is not None and db.get(StoredDeal, change.deal_id) is not None:
        raise StaleChangeError(Msg("the deal is already in the session again"))
    shift_deals(db, row.id, at, 1)
    now = utc_now()
    stored = StoredDeal(
        id=change.deal_id,
        session_id=row.id,
        position=at,
        record=dumps(change.deal),
        thrown_in=result.rows[at].outcome.thrown_in,
        created_at=now,
        updated_at=now,
        version=version,
    )
    db.add(stored)
    db.flush()
    assert stored.id is not None
    return DealRef(stored.id, version)


def replace_record(db: Session, change: ReplaceDeal, thrown_in: bool, version: int) -> DealRef:
    stored = db.get(StoredDeal, change.target.id)
    assert stored is not None and stored.id is not None
    stored.record = dumps(change.deal)
    stored.thrown_in = thrown_in
    stored.updated_at = utc_now()
    stored.version = version
    db.add(stored)
    return DealRef(stored.id, version)


def delete_deal(db: Session, row: StoredSession, at: int, deal_id: int) -> None:
    assert row.id is not None
    db.delete(db.get(StoredDeal, deal_id))
    db.flush()
    shift_deals(db, row.id, at + 1, -1)


def seat_players(db: Session, session_id: int, players: list[str]) -> None:
    """Seat the players, by their names as the session reads them (``clean_name``)."""
    names = [clean_name(name) for name in players]
    db.exec(delete(Seat).where(col(Seat.session_id) == session_id))
    known: dict[str, int] = {}
    for player in db.exec(select(StoredPlayer).where(col(StoredPlayer.name).in_(names))):
        assert player.id is not None
        known[player.name] = player.id
    for seat, name in enumerate(names):
        if name not in known:
            player = StoredPlayer(name=name)
            db.add(player)
            db.flush()
            assert player.id is not None
            known[name] = player.id
        db.add(Seat(session_id=session_id, seat=seat, player_id=known[name]))
    db.flush()


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
                "record": dumps(deal),
                "thrown_in": result.rows[start + i].outcome.thrown_in,
                "created_at": now,
                "updated_at": now,
                "version": version,
            }
            for i, deal in enumerate(deals)
        ],
    )


def shift_deals(db: Session, session_id: int, start: int, step: int) -> None:
    """Move the deals at ``start`` and after by ``step`` (±1). Two passes through
    negative numbers, because (session, position) is unique at every row."""
    position = col(StoredDeal.position)
    mine = col(StoredDeal.session_id) == session_id
    flip = -position - 1 - step  # +1: p -> -p-2 -> p+1;  -1: p -> -p -> p-1
    db.exec(update(StoredDeal).where(mine, position >= start).values(position=flip))
    db.exec(update(StoredDeal).where(mine, position < 0).values(position=-position - 1))


def seating(db: Session) -> dict[int, list[str]]:
    seats: dict[int, list[str]] = {}
    for session_id, name in db.exec(
        select(Seat.session_id, StoredPlayer.name)
        .join(StoredPlayer, col(Seat.player_id) == col(StoredPlayer.id))
        .order_by(col(Seat.session_id), col(Seat.seat))
    ).all():
        seats.setdefault(session_id, []).append(name)
    return seats


def deal_counts(db: Session) -> dict[int, int]:
    query = select(StoredDeal.session_id, func.count()).group_by(col(StoredDeal.session_id))
    return dict(db.exec(query).all())
