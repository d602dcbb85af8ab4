"""Players as people: the queries behind ``Store.people``, ``rename_person``,
``merge_people``, ``set_note`` and ``people_of`` (``docs/storage.md``, "People").

A person (``players``) has a uuid, a name and a note; a session's seats point at
people and keep the name as the session's record writes it (``Seat.name``), so
renaming or merging people never rewrites a record: the sheet of an old evening
still says what was written that evening. Every rename and merge leaves a row in
the person's history (``player_names``). Called inside the store's
transactions; they never commit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import func, update
from sqlalchemy.orm import aliased
from sqlmodel import Session, col, select

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import clean_name
from scorekeeper.jsonio import NAME_LENGTH, check_text
from scorekeeper.session.store import Person
from scorekeeper.storage.models import PlayerName, Seat, StoredPlayer, StoredSession, utc_now
from scorekeeper.words.text import Msg

NOTE_LENGTH = 200  # the players.note column


def person_row(db: Session, uuid: str, field: str = "player") -> StoredPlayer:
    """The person with this uuid (or the one an entry of this uuid was merged into);
    ``RecordError`` naming ``field`` when there is none."""
    found = db.exec(select(StoredPlayer).where(col(StoredPlayer.uuid) == uuid)).first()
    if found is None:
        merged = select(PlayerName.player_id).where(col(PlayerName.merged_uuid) == uuid)
        found = db.exec(select(StoredPlayer).where(col(StoredPlayer.id).in_(merged))).first()
    if found is None:
        reason = Msg("no player has the identity {uuid}", uuid=uuid)
        raise RecordError(field, reason, Code.NOT_PLAYER)
    return found


def _stats() -> Any:
    """Per person: the sessions they played in and when the latest was stored."""
    return (
        select(
            col(Seat.player_id).label("player_id"),
            func.count(func.distinct(col(Seat.session_id))).label("sessions"),
            func.max(col(StoredSession.created_at)).label("last"),
        )
        .join(StoredSession, col(StoredSession.id) == col(Seat.session_id))
        .group_by(col(Seat.player_id))
        .subquery()
    )


def known_names(db: Session) -> list[str]:
    """Every person's name (once, for two people of one name), most sessions
    first, then most recent: what is offered as a name is typed."""
    sessions = func.count(col(Seat.session_id))
    query = (
        select(StoredPlayer.name)
        .join(Seat, col(Seat.player_id) == col(StoredPlayer.id), isouter=True)
        .group_by(col(StoredPlayer.id), col(StoredPlayer.name))
        .order_by(sessions.desc(), func.max(col(Seat.session_id)).desc(), col(StoredPlayer.name))
    )
    return list(dict.fromkeys(db.exec(query).all()))


def all_people(db: Session) -> list[Person]:
    """Everyone, by name then note, with their sessions and former names (two queries)."""
    stats = _stats()
    rows = db.exec(
        select(  # type: ignore[call-overload]
            StoredPlayer.id,
            StoredPlayer.uuid,
            StoredPlayer.name,
            StoredPlayer.note,
            stats.c.sessions,
            stats.c.last,
        )
        .outerjoin(stats, stats.c.player_id == col(StoredPlayer.id))
        .order_by(col(StoredPlayer.name), col(StoredPlayer.note))
    ).all()
    former: dict[int, list[str]] = {}
    history = select(PlayerName.player_id, PlayerName.name).order_by(col(PlayerName.until))
    for player_id, name in db.exec(history).all():
        former.setdefault(player_id, []).append(name)
    return [
        Person(uuid, name, note, n or 0, last, tuple(dict.fromkeys(former.get(pid, ()))))
        for pid, uuid, name, note, n, last in rows
    ]


def people_of(db: Session, session_id: int) -> dict[str, Person]:
    """Who each name of the session is, as the record writes it (substitutes too):
    one query. ``former`` is left empty."""
    stats = _stats()
    rows = db.exec(
        select(  # type: ignore[call-overload]
            Seat.name,
            StoredPlayer.uuid,
            StoredPlayer.name,
            StoredPlayer.note,
            stats.c.sessions,
            stats.c.last,
        )
        .join(StoredPlayer, col(StoredPlayer.id) == col(Seat.player_id))
        .outerjoin(stats, stats.c.player_id == col(StoredPlayer.id))
        .where(col(Seat.session_id) == session_id)
        .order_by(col(Seat.seat))
    ).all()
    return {
        written: Person(uuid, name, note, n or 0, last)
        for written, uuid, name, note, n, last in rows
    }


def seated(db: Session, session_id: int) -> dict[str, int]:
    """The session's names as written, each with the person seated for it."""
    query = select(Seat.name, Seat.player_id).where(col(Seat.session_id) == session_id)
    return dict(db.exec(query).all())


def seated_uuids(db: Session, session_id: int) -> dict[str, str]:
    """The session's names as written, each with its person's uuid."""
    query = (
        select(Seat.name, StoredPlayer.uuid)
        .join(StoredPlayer, col(StoredPlayer.id) == col(Seat.player_id))
        .where(col(Seat.session_id) == session_id)
    )
    return dict(db.exec(query).all())


def chosen_people(
    db: Session, people: Mapping[str, str] | None, names: Iterable[str]
) -> dict[str, int]:
    """``people`` (a name as the session writes it -> a person's uuid) as person
    ids; ``RecordError`` for a name that does not play in the session or a uuid
    of nobody (``people.NAME``)."""
    out: dict[str, int] = {}
    playing = set(names)
    for written, uuid in (people or {}).items():
        name = clean_name(written)
        field = f"people.{written}"
        if name not in playing:
            reason = Msg("{value} is not a player at this table", value=written)
            raise RecordError(field, reason, Code.NOT_PLAYER)
        player = person_row(db, uuid, field)
        assert player.id is not None
        out[name] = player.id
    return out


def known_ids(db: Session, people: Mapping[str, str]) -> dict[str, int]:
    """``people`` as person ids, leaving out the uuids of nobody (undo of a
    delete: a person gone meanwhile is seated by name)."""
    out: dict[str, int] = {}
    for name, uuid in people.items():
        try:
            player = person_row(db, uuid)
        except RecordError:
            continue
        assert player.id is not None
        out[name] = player.id
    return out


def check_one_seat_each(db: Session, session_id: int) -> None:
    """No person sits twice at the session's table (two names, one person)."""
    twice = db.exec(
        select(Seat.player_id)
        .where(col(Seat.session_id) == session_id)
        .group_by(col(Seat.player_id))
        .having(func.count() > 1)
    ).first()
    if twice is not None:
        player = db.get(StoredPlayer, twice)
        assert player is not None
        reason = Msg("{name} already sits at this table", name=_label(player))
        raise RecordError("players", reason, Code.DUPLICATE)


def sessions_of(db: Session, player_id: int) -> int:
    query = select(func.count(func.distinct(col(Seat.session_id)))).where(
        col(Seat.player_id) == player_id
    )
    return int(db.exec(query).one())


def seat_for_rename(db: Session, player_id: int, name: str) -> int:
    """The person a seat renamed to ``name`` points at (``Store.rename_player``):
    the person called ``name`` (no note) when that is someone else (the seat had
    the wrong person), else the same person, who is renamed too when this was
    their only session (a typo in a fresh entry: no record writes the old name
    any more, so no history row is kept)."""
    other = db.exec(
        select(StoredPlayer.id).where(col(StoredPlayer.name) == name, col(StoredPlayer.note) == "")
    ).first()
    if other is not None and other != player_id:
        return other
    player = db.get(StoredPlayer, player_id)
    assert player is not None
    if player.name != name and sessions_of(db, player_id) <= 1 and not _taken(db, player, name):
        player.name = name
        db.add(player)
        db.flush()
    return player_id


def rename(db: Session, player: StoredPlayer, name: str, note: str | None) -> Person:
    """Call ``player`` ``name`` (and ``note``, unless ``None``): their former name
    goes to their history. Refused (``RecordError``) for an empty or too long name
    or note, and for a name and note another person has."""
    new_name = _checked_name(name)
    new_note = player.note if note is None else _checked_note(note)
    if (new_name, new_note) == (player.name, player.note):
        return _person(db, player)
    if _taken(db, player, new_name, new_note):
        label = f"{new_name} \u2014 {new_note}" if new_note else new_name
        reason = Msg(
            "{name} is another player already: merge the two entries, or tell them "
            "apart with a note",
            name=label,
        )
        field = "name" if new_name != player.name else "note"
        raise RecordError(field, reason, Code.DUPLICATE)
    assert player.id is not None
    db.add(PlayerName(player_id=player.id, name=player.name, note=player.note, until=utc_now()))
    player.name, player.note = new_name, new_note
    db.add(player)
    db.flush()
    return _person(db, player)


def merge(db: Session, keep: StoredPlayer, gone: StoredPlayer) -> Person:
    """``gone`` is ``keep``: every seat of ``gone`` becomes ``keep``'s, ``gone``'s
    history too, and its name and uuid join ``keep``'s history (``merged_uuid``);
    ``gone`` is deleted. Refused when they played in one session (two people)."""
    if keep.id == gone.id:
        reason = Msg("an entry cannot be merged into itself")
        raise RecordError("gone", reason, Code.DUPLICATE)
    mine, theirs = aliased(Seat), aliased(Seat)
    both = db.exec(
        select(mine.session_id)
        .join(theirs, col(theirs.session_id) == col(mine.session_id))
        .where(col(mine.player_id) == keep.id, col(theirs.player_id) == gone.id)
        .order_by(col(mine.session_id))
    ).first()
    if both is not None:
        reason = Msg(
            "{keep} and {gone} both played in session {session}: they are two people",
            keep=_label(keep),
            gone=_label(gone),
            session=both,
        )
        raise RecordError("gone", reason, Code.DUPLICATE)
    db.execute(update(Seat).where(col(Seat.player_id) == gone.id).values(player_id=keep.id))
    db.execute(
        update(PlayerName).where(col(PlayerName.player_id) == gone.id).values(player_id=keep.id)
    )
    assert keep.id is not None
    db.add(PlayerName(player_id=keep.id, name=gone.name, note=gone.note, merged_uuid=gone.uuid))
    db.delete(gone)
    db.flush()
    return _person(db, keep)


def forget(db: Session, player_id: int) -> None:
    """Delete the person when nothing names them any more: no seat, no history
    (a name renamed away in its only session)."""
    seat = db.exec(select(Seat.session_id).where(col(Seat.player_id) == player_id)).first()
    history = db.exec(select(PlayerName.id).where(col(PlayerName.player_id) == player_id)).first()
    player = db.get(StoredPlayer, player_id)
    if seat is None and history is None and player is not None:
        db.delete(player)
        db.flush()


def _person(db: Session, player: StoredPlayer) -> Person:
    found = [p for p in all_people(db) if p.uuid == player.uuid]
    return found[0] if found else Person(player.uuid, player.name, player.note)


def _label(player: StoredPlayer) -> str:
    return Person(player.uuid, player.name, player.note).label()


def _taken(db: Session, player: StoredPlayer, name: str, note: str | None = None) -> bool:
    """Another person has ``name`` and ``note`` (``None``: the player's own note)."""
    wanted = player.note if note is None else note
    query = select(StoredPlayer.id).where(
        col(StoredPlayer.name) == name,
        col(StoredPlayer.note) == wanted,
        col(StoredPlayer.id) != player.id,
    )
    return db.exec(query).first() is not None


def _checked_name(name: str) -> str:
    if isinstance(name, str):
        check_text(name, "name")  # cleaning would drop a lone surrogate
    cleaned = clean_name(name) if isinstance(name, str) else ""
    if not cleaned:
        raise RecordError("name", Msg("must be a non-empty name"), Code.NOT_NAME)
    if len(cleaned) > NAME_LENGTH:
        reason = Msg(
            "{length} characters; a name has at most {limit}",
            length=len(cleaned),
            limit=NAME_LENGTH,
        )
        raise RecordError("name", reason, Code.LIMIT)
    return cleaned


def _checked_note(note: str) -> str:
    if isinstance(note, str):
        check_text(note, "note")
    cleaned = clean_name(note) if isinstance(note, str) else ""
    if len(cleaned) > NOTE_LENGTH:
        reason = Msg(
            "{length} characters; a note has at most {limit}",
            length=len(cleaned),
            limit=NOTE_LENGTH,
        )
        raise RecordError("note", reason, Code.LIMIT)
    return cleaned
