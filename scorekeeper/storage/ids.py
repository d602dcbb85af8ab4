"""Queries for the stable identities of sessions and deals (revision 0006): which
session a record's ``id`` names, each stored deal's uuid, and the check that the
ids a record brings are not another session's.

The ids live in the ``uuid`` columns, never in the stored record text: a record's
``id`` (and each deal's) is taken off when it is written (``without_id``) and put
back when the record is read for others (:func:`read_identified`), so the records
the store replays are exactly what was entered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlmodel import Session, col, select

from scorekeeper.errors import Code, RecordError
from scorekeeper.identity import ID
from scorekeeper.storage.errors import SessionStoredError
from scorekeeper.storage.models import StoredDeal, StoredSession
from scorekeeper.storage.rows import read_session_refs
from scorekeeper.words.text import Msg

_CHUNK = 500  # ids per IN (...) list: far below any database's limit of parameters


def read_identified(db: Session, row: StoredSession) -> dict[str, Any]:
    """The session record as stored, with its ``id`` and each deal's."""
    raw, refs = read_session_refs(db, row)
    uuids = dict(
        db.exec(select(StoredDeal.id, StoredDeal.uuid).where(StoredDeal.session_id == row.id)).all()
    )
    return with_ids(raw, row.uuid, [uuids[ref.id] for ref in refs])


def with_ids(
    raw: Mapping[str, Any], session_uuid: str, deal_uuids: Sequence[str]
) -> dict[str, Any]:
    """``raw`` with its ``id`` first and each deal's ``id`` first."""
    out: dict[str, Any] = {ID: session_uuid, **raw}
    out["deals"] = [
        {ID: uuid, **deal} for uuid, deal in zip(deal_uuids, raw.get("deals", []), strict=True)
    ]
    return out


def session_with_uuid(db: Session, uuid: str) -> int | None:
    """The row id of the session whose identity is ``uuid``, if one is stored."""
    found = db.exec(select(StoredSession.id).where(col(StoredSession.uuid) == uuid)).first()
    return found


def check_ids_free(db: Session, raw: Mapping[str, Any], session_id: int | None) -> None:
    """The ids ``raw`` brings name no other session or deal than the session
    ``session_id``'s own (``None``: a new session). Raises ``SessionStoredError``
    (the session is stored) or ``RecordError`` naming the deal whose id is another
    session's."""
    own = raw.get(ID)
    if own is not None:
        stored = session_with_uuid(db, own)
        if stored is not None and stored != session_id:
            raise SessionStoredError(stored)
    wanted = {
        deal[ID]: index
        for index, deal in enumerate(raw.get("deals", []))
        if isinstance(deal, dict) and ID in deal
    }
    listed = list(wanted)
    for start in range(0, len(listed), _CHUNK):
        query = select(StoredDeal.uuid, StoredDeal.session_id).where(
            col(StoredDeal.uuid).in_(listed[start : start + _CHUNK])
        )
        for uuid, other in db.exec(query).all():
            if other != session_id:
                reason = Msg("is the id of a deal of session {session}", session=other)
                raise RecordError(f"deals[{wanted[uuid]}].{ID}", reason, Code.DUPLICATE)
