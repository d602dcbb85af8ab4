"""The people of a damaged file, read as far as they can be, and written into the
copy of a backup that ``restore --salvage`` builds (``salvaging.py``).

The backup's people are the base; the current file's are newer, so they win
(``docs/storage.md``, "People"): every person of the current file ends up with
their uuid, their name and note as the current file has them, and every former
name of either file. A person the backup lacks (seated after it) is added under
their own uuid. An entry the current file has merged into a person since the
backup is merged here too (its seats and history move to that person). A person
only the backup knows stays; should they have the name and note someone of the
current file has now, they are told apart by a note (``from the backup``), since
nobody is dropped. Called inside the salvage's transaction; never commits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, update
from sqlmodel import Session, col, select

from scorekeeper.storage.models import PlayerName, Seat, StoredPlayer

FROM_THE_BACKUP = "from the backup"  # the note that tells a backup's person apart


@dataclass(frozen=True)
class FormerName:
    """An entry of a person's history (``models.PlayerName``)."""

    name: str
    note: str
    until: datetime
    merged: str | None  # the uuid of an entry merged into the person


@dataclass(frozen=True)
class PersonCopy:
    """A person as read from a file: who, called what, and their history."""

    uuid: str
    name: str
    note: str
    history: tuple[FormerName, ...] = ()


@dataclass(frozen=True)
class PeopleSalvaged:
    added: int  # people the backup lacked
    changed: int  # people the backup knew under another name or note
    told_apart: int  # people only the backup knows, given a note


def read_people(db: Session) -> tuple[PersonCopy, ...]:
    """Every person of a file, with their history (raises the driver's error when
    the tables cannot be read)."""
    history: dict[int, list[FormerName]] = {}
    query = select(PlayerName).order_by(col(PlayerName.until), col(PlayerName.id))
    for entry in db.exec(query).all():
        former = FormerName(entry.name, entry.note, entry.until, entry.merged_uuid)
        history.setdefault(entry.player_id, []).append(former)
    rows = db.exec(select(StoredPlayer).order_by(col(StoredPlayer.id))).all()
    return tuple(
        PersonCopy(r.uuid, r.name, r.note, tuple(history.get(r.id or 0, ()))) for r in rows
    )


def put_people(db: Session, people: Sequence[PersonCopy]) -> PeopleSalvaged:
    """Write ``people`` (the current file's) over the backup's (the module's text)."""
    rows = {row.uuid: row for row in db.exec(select(StoredPlayer)).all()}
    before = {uuid: (row.name, row.note) for uuid, row in rows.items()}
    for person in people:  # park: names are free for whoever has them in the end
        row = rows.get(person.uuid) or StoredPlayer(uuid=person.uuid, name="", note="")
        if (row.name, row.note) != (person.name, person.note):
            row.name, row.note = person.uuid, ""  # a uuid is nobody's name
            db.add(row)
            db.flush()
        rows[person.uuid] = row
    for person in people:
        _merge_former_entries(db, rows, person)
    told_apart = 0
    for person in people:
        told_apart += _free(db, person)
        row = rows[person.uuid]
        row.name, row.note = person.name, person.note
        db.add(row)
        db.flush()
        _add_history(db, row, person.history)
    added = sum(1 for p in people if p.uuid not in before)
    changed = sum(1 for p in people if before.get(p.uuid, (p.name, p.note)) != (p.name, p.note))
    return PeopleSalvaged(added, changed, told_apart)


def _merge_former_entries(db: Session, rows: dict[str, StoredPlayer], person: PersonCopy) -> None:
    """Entries the current file merged into ``person`` that the backup still has
    apart: their seats and history become ``person``'s, and they go (unless both
    sat at one table in a session of the backup: then they stay two)."""
    keep = rows[person.uuid]
    assert keep.id is not None
    for former in person.history:
        gone = rows.get(former.merged or "")
        if gone is None or gone.id == keep.id or _sat_together(db, keep, gone):
            continue
        db.execute(update(Seat).where(col(Seat.player_id) == gone.id).values(player_id=keep.id))
        db.execute(
            update(PlayerName).where(col(PlayerName.player_id) == gone.id).values(player_id=keep.id)
        )
        db.delete(gone)
        db.flush()
        del rows[gone.uuid]


def _sat_together(db: Session, one: StoredPlayer, other: StoredPlayer) -> bool:
    sessions = select(Seat.session_id).where(col(Seat.player_id) == one.id)
    query = select(func.count()).where(
        col(Seat.player_id) == other.id, col(Seat.session_id).in_(sessions)
    )
    return int(db.exec(query).one()) > 0


def _free(db: Session, person: PersonCopy) -> int:
    """The name and note ``person`` will have, taken from whoever else has them (a
    person only the backup knows): that one gets a note. Returns 1 if so."""
    other = db.exec(
        select(StoredPlayer).where(
            col(StoredPlayer.name) == person.name,
            col(StoredPlayer.note) == person.note,
            col(StoredPlayer.uuid) != person.uuid,
        )
    ).first()
    if other is None:
        return 0
    for n in range(1, 1000):
        note = FROM_THE_BACKUP if n == 1 else f"{FROM_THE_BACKUP} {n}"
        note = f"{other.note}, {note}" if other.note else note
        taken = select(StoredPlayer.id).where(
            col(StoredPlayer.name) == other.name, col(StoredPlayer.note) == note
        )
        if db.exec(taken).first() is None:
            other.note = note
            db.add(other)
            db.flush()
            return 1
    raise ValueError(f"{other.name}: no note left to tell them apart")


def _add_history(db: Session, row: StoredPlayer, history: Sequence[FormerName]) -> None:
    """The entries of ``history`` the person does not have yet."""
    assert row.id is not None
    query = select(PlayerName).where(col(PlayerName.player_id) == row.id)
    have = {(h.merged_uuid, h.name, h.note, h.until) for h in db.exec(query).all()}
    for former in history:
        key = (former.merged, former.name, former.note, former.until)
        if key not in have:
            have.add(key)
            db.add(
                PlayerName(
                    player_id=row.id,
                    name=former.name,
                    note=former.note,
                    until=former.until,
                    merged_uuid=former.merged,
                )
            )
    db.flush()
