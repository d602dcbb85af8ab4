"""The organiser's corrections of stored deals (``deal_corrections``, revision
0009; issue 26: after an opponent accepted a deal on a phone, only the organiser
corrects it).

:meth:`Corrections.correct_deal` is an ordinary edit of the session: the same
:class:`~scorekeeper.session.store.ReplaceDeal` or
:class:`~scorekeeper.session.store.DeleteDeal` by identity the window's undo
commands write (checked by replaying from that deal on, so a correction that
would make it or any later deal invalid raises ``RecordError`` naming
``deals[i].field`` and writes nothing); the session's version moves, so every
window and phone showing it reloads, and a window's undo of an older change of
that deal is refused as stale instead of overwriting the correction. Then a row
names the deal, its record before and after, and the device that made it
(:meth:`Corrections.corrections`). The two are two transactions: a crash between
them leaves the correction made and unrecorded, never recorded and not made.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlmodel import col, select

from scorekeeper.errors import RecordError
from scorekeeper.identity import ID
from scorekeeper.session.pending import CORRECTED, DELETED, Correction
from scorekeeper.session.store import Applied, DeleteDeal, ReplaceDeal, deal_at
from scorekeeper.storage.models import StoredCorrection, StoredDeal
from scorekeeper.storage.pending import PendingDeals
from scorekeeper.storage.records import as_json, dumps


class Corrections(PendingDeals):
    """Stored deals corrected by the organiser (see the module docstring)."""

    def correct_deal(
        self, session_id: int, position: int, deal_json: Mapping[str, Any] | None, device: str
    ) -> Applied:
        """Replace the record of the deal at ``position`` (0-based) with
        ``deal_json``, or delete that deal (``None``), as made from ``device``.
        A record carrying an ``id`` must carry that deal's own (else
        ``RecordError`` on ``id``: the deal at that place is not the one the
        organiser corrected). Raises ``RecordError`` (refused, nothing written),
        ``StaleChangeError`` (the deal changed meanwhile) or ``StorageError``."""
        snapshot = self.snapshot(session_id)
        ref = deal_at(position, snapshot.deals)
        uuid, before = self._stored_deal(ref.id)
        if deal_json is None:
            checked = self.check(session_id, DeleteDeal(ref), snapshot)
        else:
            deal = as_json(deal_json, "deal")
            if isinstance(deal, dict) and ID in deal and deal[ID] != uuid:
                raise RecordError(ID, f"deal {position + 1} is not the deal of this id")
            checked = self.check(session_id, ReplaceDeal(ref, deal), snapshot)
        applied = self.apply(checked)
        after = None if deal_json is None else dumps(_without_id(checked.change))
        row = StoredCorrection(
            session_id=session_id,
            deal_uuid=uuid,
            position=position,
            action=DELETED if after is None else CORRECTED,
            before=before,
            after=after,
            device=device[:100],
        )
        with self._write() as db:
            db.add(row)
        return applied

    def corrections(self, session_id: int) -> list[Correction]:
        """The session's deals corrected or deleted by the organiser, oldest first."""
        with self._read() as db:
            query = select(StoredCorrection).where(col(StoredCorrection.session_id) == session_id)
            rows = db.exec(query.order_by(col(StoredCorrection.id))).all()
            return [
                Correction(
                    r.session_id,
                    r.deal_uuid,
                    r.position,
                    r.action,
                    json.loads(r.before),
                    None if r.after is None else json.loads(r.after),
                    r.device,
                    r.made_at,
                )
                for r in rows
            ]

    def _stored_deal(self, deal_id: int) -> tuple[str, str]:
        """The uuid and the record (JSON text, as stored) of the deal row ``deal_id``."""
        with self._read() as db:
            query = select(StoredDeal.uuid, StoredDeal.record).where(col(StoredDeal.id) == deal_id)
            uuid, record = db.exec(query).one()
            return str(uuid), str(record)


def _without_id(change: ReplaceDeal | Any) -> Any:
    """The corrected record as written (the store keeps the deal's id apart)."""
    deal = dict(change.deal)
    deal.pop(ID, None)
    return deal
