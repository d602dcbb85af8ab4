"""``restore N --salvage``: what the current file still holds, written into the
copy of the backup that the restore builds (the staged file, ``restoring.py``),
before anything is put in place.

Each session the current file still holds that replays is written under its own
id (in place of the backup's copy, which is older), skipping those the backup
holds as they are. Everything is one transaction on the staged file: a failure
leaves the current file untouched (the restore removes its staged file).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import Engine
from sqlmodel import Session

from scorekeeper.errors import RecordError
from scorekeeper.session.replay import replay_json
from scorekeeper.storage import schema
from scorekeeper.storage.engine import make_engine
from scorekeeper.storage.ids import check_ids_free
from scorekeeper.storage.location import file_url
from scorekeeper.storage.models import StoredSession
from scorekeeper.storage.salvage import Contents, SessionCopy
from scorekeeper.storage.sessions import put_record


@dataclass
class Salvaged:
    """What the salvage wrote, for the lines that say so."""

    sessions: list[SessionCopy] = field(default_factory=list)  # put under their own ids
    refused: dict[int, str] = field(default_factory=dict)  # sessions that could not be put


def salvage_into(staged: Path, copies: Sequence[SessionCopy], backup: Contents) -> Salvaged:
    """Write the sessions ``copies`` (those of the current file that replay) into
    the staged file, over its ``backup`` content."""
    engine = make_engine(file_url(staged), staged=True)
    try:
        with engine.connect() as connection:
            revision = schema.current_revision(connection, str(staged))
        if revision != schema.HEAD:  # a backup taken before a migration
            schema.upgrade(engine, str(staged))
        return _write(engine, copies, backup)
    finally:
        engine.dispose()


def _write(engine: Engine, copies: Sequence[SessionCopy], backup: Contents) -> Salvaged:
    done = Salvaged()
    with Session(engine) as db:
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
        db.commit()
    return done


def _put(db: Session, copy: SessionCopy) -> None:
    """The current file's session under its own row id and uuid."""
    raw = copy.identified()
    result = replay_json(raw)
    check_ids_free(db, raw, copy.id)
    row = db.get(StoredSession, copy.id) or StoredSession(
        id=copy.id, game="", first_dealer="", version=0
    )
    put_record(db, row, raw, result, copy.created)
