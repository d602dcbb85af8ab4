"""Pending deals in the database (``pending_deals``, revision 0008; the rules in
:mod:`scorekeeper.session.pending`).

- :meth:`PendingDeals.propose_deal` checks the deal exactly as a new deal at the
  end of the session (the same replay as ``settle`` and ``add_deal``: a refused
  record raises ``RecordError`` naming its field) and stores it as pending, in
  one transaction: accepted by the server means on disk.
- :meth:`PendingDeals.accept_pending` checks the deal **again at the session's
  position now** (another deal may have been stored meanwhile; refused there, it
  stays pending and the refusal is raised) and stores it as the next deal under
  the pending deal's own uuid. The deals' unique uuid makes a second acceptance
  (two phones, a retried request) fail instead of storing it twice, and a crash
  between storing the deal and marking the row leaves a row whose deal is
  stored: it counts as accepted (:meth:`pending_deals` leaves it out).
- :meth:`PendingDeals.cancel_pending` discards it; the row stays as history.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlmodel import Session, col, func, select, update

from scorekeeper.errors import RecordError
from scorekeeper.session.pending import ACCEPTED, CANCELLED, PENDING, PendingDeal, may_accept
from scorekeeper.session.store import Applied, InsertDeal, StorageError
from scorekeeper.storage.deal_changes import DealChanges
from scorekeeper.storage.models import StoredDeal, StoredPending, utc_now
from scorekeeper.storage.records import as_json, dumps
from scorekeeper.words.text import Msg


class PendingDeals(DealChanges):
    """The pending deals of the sessions (see the module docstring)."""

    def propose_deal(self, session_id: int, deal_json: Mapping[str, Any], device: str) -> str:
        """Check ``deal_json`` as the session's next deal and keep it pending; its id."""
        deal = as_json(deal_json, "deal")
        if isinstance(deal, dict) and "id" in deal:
            raise RecordError("id", "a pending deal gets its identity when it is accepted")
        self.check(session_id, InsertDeal(deal, at_end=True))
        row = StoredPending(session_id=session_id, record=dumps(deal), device=device[:100])
        with self._write() as db:
            self._row(db, session_id)  # still there
            db.add(row)
            db.flush()
            return row.uuid

    def pending_deals(self, session_id: int | None = None) -> list[PendingDeal]:
        """The deals still pending (of one session, or of every one), oldest first."""
        with self._read() as db:
            query = select(StoredPending).where(col(StoredPending.state) == PENDING)
            if session_id is not None:
                query = query.where(col(StoredPending.session_id) == session_id)
            stored = select(StoredDeal.uuid).where(col(StoredDeal.uuid) == StoredPending.uuid)
            query = query.where(~stored.exists()).order_by(col(StoredPending.id))
            return [_pending(row) for row in db.exec(query).all()]

    def pending_history(self, session_id: int) -> list[PendingDeal]:
        """Every deal entered on a phone for the session, decided or not, oldest first."""
        with self._read() as db:
            query = select(StoredPending).where(col(StoredPending.session_id) == session_id)
            return [_pending(row) for row in db.exec(query.order_by(col(StoredPending.id))).all()]

    def pending_deal(self, pending_id: str) -> PendingDeal | None:
        with self._read() as db:
            row = _find(db, pending_id)
            return None if row is None else _pending(row)

    def accept_pending(self, pending_id: str, by: object, device: str) -> Applied:
        """Store the pending deal as the session's next deal, accepted by the player
        ``by`` (an opponent of its declaring side) from ``device``."""
        found = self._open_pending(pending_id)
        change = InsertDeal(json.loads(found.record), at_end=True, uuid=found.uuid)
        checked = self.check(found.session_id, change)  # at the position of now
        may_accept(checked.result.rows[checked.position], checked.result.record, by)
        applied = self.apply(checked)
        self._decide(found.uuid, ACCEPTED, str(by), device)
        return applied

    def cancel_pending(self, pending_id: str, device: str) -> None:
        """Discard the pending deal (cancelled from ``device``)."""
        found = self._open_pending(pending_id)
        self._decide(found.uuid, CANCELLED, None, device)

    def pending_stamp(self) -> tuple[int, int]:
        """Moves when a deal is entered on a phone, accepted or cancelled."""
        with self._read() as db:
            decided = func.sum(func.length(col(StoredPending.state)))
            count, total = db.exec(select(func.count(), decided)).one()
            return int(count or 0), int(total or 0)

    def _open_pending(self, pending_id: str) -> StoredPending:
        with self._read() as db:
            row = _find(db, pending_id)
            stored = (
                row is not None
                and db.exec(select(StoredDeal.id).where(col(StoredDeal.uuid) == row.uuid)).first()
            )
        if row is None:
            raise StorageError(Msg("no such pending deal"))
        if row.state != PENDING or stored:
            raise StorageError(Msg("the deal is no longer pending"))
        return row

    def _decide(self, uuid: str, state: str, by: str | None, device: str) -> None:
        with self._write() as db:
            db.exec(
                update(StoredPending)
                .where(col(StoredPending.uuid) == uuid, col(StoredPending.state) == PENDING)
                .values(
                    state=state, decided_by=by, decided_device=device[:100], decided_at=utc_now()
                )
            )


def _find(db: Session, pending_id: str) -> StoredPending | None:
    if not isinstance(pending_id, str) or len(pending_id) > 36:
        return None
    return db.exec(select(StoredPending).where(col(StoredPending.uuid) == pending_id)).first()


def _pending(row: StoredPending) -> PendingDeal:
    return PendingDeal(
        row.uuid,
        row.session_id,
        json.loads(row.record),
        row.device,
        row.created_at,
        row.state,
        row.decided_by,
        row.decided_device,
        row.decided_at,
    )
