"""Queries behind the store: reading a session's rows, seating players, writing
and moving deals. Called inside the store's transactions; they never commit.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, update
from sqlmodel import Session, col, delete, insert, select

from scorekeeper.session import SessionResult
from scorekeeper.storage.models import Seat, StoredDeal, StoredPlayer, StoredSession, utc_now
from scorekeeper.storage.records import dumps, session_json


def read_session(db: Session, row: StoredSession) -> dict[str, Any]:
    players = db.exec(
        select(StoredPlayer.name)
        .join(Seat, col(Seat.player_id) == col(StoredPlayer.id))
        .where(Seat.session_id == row.id)
        .order_by(col(Seat.seat))
    ).all()
    deals = db.exec(
        select(StoredDeal.record)
        .where(StoredDeal.session_id == row.id)
        .order_by(col(StoredDeal.position))
    ).all()
    return session_json(row, players, deals)


def deal_at(db: Session, row: StoredSession, position: int) -> StoredDeal:
    return db.exec(
        select(StoredDeal).where(StoredDeal.session_id == row.id, StoredDeal.position == position)
    ).one()


def seat_players(db: Session, session_id: int, names: list[str]) -> None:
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
    db: Session, session_id: int, start: int, deals: list[Any], result: SessionResult
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
