"""Queries behind the store's leagues (``scorekeeper/league/model.py`` says what a league
is and how its standings are worked out, ``scorekeeper/league/report.py`` works
out a league's report from what its sessions bring).

A league's standings are read, not replayed: each session row keeps its
**standing** (revision 0007), what each person it seated brings to a league
(:func:`scorekeeper.league.model.session_figures` as JSON), marked like the tally with
the session version and the scoring code it was derived from. A standing whose
mark is not the session's current ``tally_of`` is stale: the store replays that
session, the league works its standing out again, and the store writes it back
(when the file is writable), so the standings are always those of the deals as
stored. Storage only reads and keeps standings; it works nothing out. A league of 1,000
evenings is then three queries and 1,000 small JSON texts (``bench/run.py
league``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date

import sqlalchemy as sa
from sqlalchemy import case, func
from sqlmodel import Session, col, select

from scorekeeper.errors import RecordError
from scorekeeper.league.model import (
    Figures,
    League,
    figures_from_json,
    figures_json,
    parse_league,
    session_day,
)
from scorekeeper.league.report import SessionStanding
from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.models import (
    Seat,
    StoredLeague,
    StoredPlayer,
    StoredSession,
    new_uuid,
)
from scorekeeper.storage.tally import tally_of
from scorekeeper.words.text import Msg


class LeagueNotFoundError(StorageError):
    pass


def league_of(row: StoredLeague) -> League:
    return League(
        row.id,
        row.uuid,
        row.name,
        row.game,
        date.fromisoformat(row.season_from),
        date.fromisoformat(row.season_to),
        tuple(json.loads(row.tables)),
        row.hide_stats,
    )


def all_leagues(db: Session) -> list[League]:
    """Every league, the latest season first."""
    rows = db.exec(
        select(StoredLeague).order_by(
            col(StoredLeague.season_from).desc(), col(StoredLeague.id).desc()
        )
    ).all()
    return [league_of(row) for row in rows]


def league_row(db: Session, league_id: int, where: str, *, lock: bool = False) -> StoredLeague:
    row = db.get(StoredLeague, league_id, with_for_update=lock)
    if row is None:
        raise LeagueNotFoundError(f"{where}: no league with id {league_id}")
    return row


def save_league(db: Session, league: League, where: str) -> int:
    """Insert ``league`` (``id`` None) or update the stored one; checked by
    :func:`~scorekeeper.league.model.parse_league` whatever way it was made."""
    from scorekeeper.league.model import league_json

    checked = parse_league(league_json(league), league.id)
    if checked.id is None:
        row = StoredLeague(
            name="", game="", season_from="", season_to="", tables="[]", uuid=new_uuid()
        )
        if checked.uuid is not None:
            row.uuid = checked.uuid
    else:
        row = league_row(db, checked.id, where, lock=True)
        row.version += 1
    if checked.uuid is not None and checked.uuid != row.uuid:
        raise RecordError("league.id", Msg("a stored league keeps its id"))
    row.name, row.game = checked.name, checked.game
    row.season_from = checked.season_from.isoformat()
    row.season_to = checked.season_to.isoformat()
    row.tables = json.dumps(list(checked.tables), ensure_ascii=False)
    row.hide_stats = checked.hide_stats
    db.add(row)
    db.flush()
    assert row.id is not None
    return row.id


class Member:
    """A session of a league as the standings read it."""

    __slots__ = ("day", "figures", "session_id", "version")

    def __init__(
        self,
        session_id: int,
        version: int,
        day: date,
        figures: tuple[str, dict[str, Figures]] | None,
    ) -> None:
        self.session_id = session_id
        self.version = version
        self.day = day
        self.figures = figures  # (currency, by name as written); None: stale


def members(db: Session, league: League) -> list[Member]:
    """The league's sessions (``League.holds``), in the order of their days, each
    with its standing when that is current."""
    s = StoredSession.__table__.c  # type: ignore[attr-defined]
    query = sa.select(
        s.id, s.version, s.date, s.created_at, s.place, s.standing, s.standing_of
    ).where(s.game == league.game, s.archived_at.is_(None))
    rows = db.connection().execute(query).all()
    found: list[Member] = []
    for session_id, version, text, created, place, standing, mark in rows:
        assert session_id is not None
        day = session_day(text, created.date())
        if not league.holds(league.game, day, place):
            continue
        figures = None
        if standing is not None and mark == tally_of(version):
            try:
                figures = figures_from_json(json.loads(standing))
            except ValueError:
                figures = None  # not ours to trust: derive it again
        found.append(Member(session_id, version, day, figures))
    found.sort(key=lambda m: (m.day, m.session_id))
    return found


def people_in(db: Session, game: str) -> dict[int, dict[str, tuple[str, str]]]:
    """Everyone who played each session of ``game``: session id -> name as written
    -> (person uuid, current name)."""
    rows = db.exec(
        select(Seat.session_id, Seat.name, StoredPlayer.uuid, StoredPlayer.name)
        .join(StoredPlayer, col(Seat.player_id) == col(StoredPlayer.id))
        .join(StoredSession, col(Seat.session_id) == col(StoredSession.id))
        .where(StoredSession.game == game)
    ).all()
    out: dict[int, dict[str, tuple[str, str]]] = {}
    for session_id, written, person, name in rows:
        out.setdefault(session_id, {})[written] = (person, name)
    return out


def keep_standings(db: Session, fresh: Sequence[tuple[int, SessionStanding]]) -> None:
    """Write derived standings back (each with the session version it was derived
    from), each only while its session is still at that version (another writer's
    change makes it stale anyway)."""
    for version, standing in fresh:
        row = db.get(StoredSession, standing.session_id)
        if row is not None and row.version == version:
            kept = figures_json(standing.currency, standing.figures)
            row.standing = json.dumps(kept, ensure_ascii=False)
            row.standing_of = tally_of(version)
            db.add(row)


def change_stamp(db: Session) -> tuple[int, ...]:
    """A value that changes whenever a session or a league is added, changed,
    archived or deleted: versions only go up, ids are never reused while a row
    is there, and a deletion changes a count."""
    s, lg = StoredSession, StoredLeague
    archived = func.sum(case((col(s.archived_at).is_(None), 0), else_=1))
    sessions = db.exec(select(func.count(), func.sum(s.version), func.max(s.id), archived)).one()
    leagues = db.exec(select(func.count(), func.sum(lg.version), func.max(lg.id))).one()
    return tuple(int(v or 0) for v in (*sessions, *leagues))
