"""A session read and replayed, and the changes to its deals checked then
written: the store's second layer (on :mod:`~scorekeeper.storage.transactions`;
:mod:`~scorekeeper.storage.store` builds on it).

Every change is checked before it is written: take the session's replay, apply
the change to the list of deals in memory and replay from the changed deal on
(:func:`scorekeeper.session.changes.checked_change`: an append settles one deal,
an edit of deal k settles k and every deal after it), with no lock held. Only
then the write transaction takes the write lock (on SQLite ``BEGIN IMMEDIATE``),
checks that the session is still the one, at the version, that was checked,
writes the rows and commits; if another writer came in between, the change is
checked again against what is stored now. So the lock is held for the write,
never for a replay, and what is written was always validated against the deals
it is written to. A change that would make any deal invalid (the new one, or a
later one it affects) raises ``RecordError`` naming ``deals[i].field`` and
writes nothing.

The replay a change starts from is kept in memory (:class:`Replays`): the
replay of each of the last few sessions this store read or wrote, with the
version it is of. It is used only while that version is the stored one (checked
under the write lock before anything is written, so a stale one costs a second
check, never a wrong write), so recording a deal costs the same at 20 and at
10,000 deals. The first change to a session in a process reads and replays it once.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import Engine

from scorekeeper.errors import RecordError
from scorekeeper.identity import ID, check_uuid, record_id, without_id
from scorekeeper.session.changes import checked_change, spliced
from scorekeeper.session.record import SessionRecord, parse_session
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.session.store import (
    Applied,
    Checked,
    DealChange,
    DealRef,
    DeleteDeal,
    InsertDeal,
    ReplaceDeal,
    Snapshot,
    StaleChangeError,
    deal_at,
    insert_at,
)
from scorekeeper.storage.ids import read_identified
from scorekeeper.storage.models import StoredSession
from scorekeeper.storage.records import as_json, extra_text
from scorekeeper.storage.rows import (
    Rows,
    claim_session,
    deal_uuid,
    delete_deal,
    insert_deal,
    mark_session,
    read_session_refs,
    replace_record,
)
from scorekeeper.storage.tally import derived_columns
from scorekeeper.storage.transactions import Transactions, retried

RECHECKS = 3  # checks outside the write lock before one is made under it
KEPT_REPLAYS = 8  # sessions whose replay a store keeps in memory
KEPT_UUIDS = 10_000  # uuids of deleted deals a store keeps (an undo puts one back)
MakeChange = Callable[[tuple[DealRef, ...]], DealChange]  # the change, given the deals now


class Replays:
    """The replays of the last few sessions read or written, each with the session
    version (and ``created_at``: which session, should an id be used again) it is of."""

    def __init__(self, size: int = KEPT_REPLAYS) -> None:
        self._size = size
        self._kept: OrderedDict[int, Snapshot] = OrderedDict()

    def get(self, session_id: int) -> Snapshot | None:
        """The kept replay, whatever its version (the caller checks it)."""
        kept = self._kept.get(session_id)
        if kept is not None:
            self._kept.move_to_end(session_id)
        return kept

    def current(self, row: StoredSession) -> Snapshot | None:
        """The kept replay of ``row`` when it is of the row's version."""
        assert row.id is not None
        kept = self._kept.get(row.id)
        if kept is None or not same_session(
            kept.version, kept.created, (row.version, row.created_at)
        ):
            return None
        self._kept.move_to_end(row.id)
        return kept

    def keep(self, snapshot: Snapshot) -> None:
        self._kept[snapshot.session_id] = snapshot
        self._kept.move_to_end(snapshot.session_id)
        while len(self._kept) > self._size:
            self._kept.popitem(last=False)

    def forget(self, session_id: int) -> None:
        self._kept.pop(session_id, None)


def same_session(version: int, created: datetime | None, stored: tuple[int, datetime]) -> bool:
    """The session stored (its version, created_at) is still the one, at the
    version, that was seen."""
    return stored[0] == version and (created is None or stored[1] == created)


class DealChanges(Transactions):
    """Sessions replayed and kept, and the changes to their deals (see above)."""

    def __init__(
        self,
        engine: Engine,
        url: str,
        *,
        read_only: str | None = None,
        warnings: tuple[str, ...] = (),
    ) -> None:
        super().__init__(engine, url, read_only=read_only, warnings=warnings)
        self._replays = Replays()
        self._deleted: dict[int, str] = {}  # deal row id -> uuid, of deals deleted here

    # -- reading ---------------------------------------------------------------

    def session_json(self, session_id: int) -> dict[str, Any]:
        """The session record (``docs/deal-format.md``) as stored, deals included,
        with the session's ``id`` and each deal's (``storage/ids.py``)."""
        with self._read() as db:
            return read_identified(db, self._row(db, session_id))

    def load(self, session_id: int) -> SessionRecord:
        return parse_session(self.session_json(session_id))

    def result(self, session_id: int) -> SessionResult:
        return self.snapshot(session_id).result

    def snapshot(self, session_id: int) -> Snapshot:
        """The replayed session with its version and each deal's identity (one read;
        none of the deals when this store holds the replay of that version)."""
        with self._read() as db:
            row = self._row(db, session_id)
            kept = self._replays.current(row)
            if kept is not None:
                return kept
            raw, refs = read_session_refs(db, row)
        snapshot = Snapshot(session_id, row.version, replay_json(raw), refs, row.created_at)
        self._replays.keep(snapshot)
        return snapshot

    # -- changing by position --------------------------------------------------

    def add_deal(
        self, session_id: int, deal_json: Mapping[str, Any], position: int | None = None
    ) -> SessionResult:
        """Insert a deal at ``position`` (``None`` = after the last) and replay."""
        deal = as_json(deal_json, "deal")
        uuid = record_id(deal)  # a deal given with its id keeps it
        deal = without_id(deal)
        return self._change(session_id, lambda refs: insert_at(deal, position, refs, uuid))

    def replace_deal(
        self, session_id: int, position: int, deal_json: Mapping[str, Any]
    ) -> SessionResult:
        record_id(deal_json)
        deal = without_id(as_json(deal_json, "deal"))  # the deal keeps its own id
        return self._change(session_id, lambda refs: ReplaceDeal(deal_at(position, refs), deal))

    def delete_deal(self, session_id: int, position: int) -> SessionResult:
        return self._change(session_id, lambda refs: DeleteDeal(deal_at(position, refs)))

    # -- changing by identity (scorekeeper/session/store.py) -------------------

    def check(self, session_id: int, change: DealChange, seen: Snapshot | None = None) -> Checked:
        """Replay the session with ``change`` made, writing nothing; raises
        ``RecordError`` (the change would make a deal invalid) or
        ``StaleChangeError`` (the deal it names changed since it was seen).
        ``seen``: the caller's snapshot of the session; while the stored version
        is still its version, the deals are not read again."""
        change = _plain(change)
        if seen is not None and seen.session_id == session_id and self._stored_is(seen):
            return checked_change(seen, change, limits_checked=True)
        return checked_change(self.snapshot(session_id), change, limits_checked=True)

    def apply(self, checked: Checked) -> Applied:
        """Write a checked change. When the session is still at the version it was
        checked against, the checked replay is reused; otherwise it is checked again
        (outside the write lock) against what is stored now."""
        change = checked.change
        return self._apply(checked, lambda _refs: change)

    def change(self, session_id: int, change: DealChange) -> Applied:
        """Check and write ``change`` in one transaction."""
        return self._change_applied(session_id, lambda _refs: _plain(change))

    # -- inside a change ---------------------------------------------------------

    def _change(self, session_id: int, make: MakeChange) -> SessionResult:
        return self._change_applied(session_id, make).snapshot.result

    def _change_applied(self, session_id: int, make: MakeChange) -> Applied:
        return self._apply(self._check_stored(session_id, make), make)

    def _check_stored(self, session_id: int, make: MakeChange) -> Checked:
        """Replay the session with the change made, no lock held: from the kept
        replay when there is one (no read at all: :meth:`_apply` checks under the
        lock that it is still the stored version), else read and replayed."""
        kept = self._replays.get(session_id)
        if kept is not None:
            try:
                return checked_change(kept, make(kept.deals), limits_checked=True)
            except (RecordError, StaleChangeError):
                if self._stored_is(kept):
                    raise  # refused by what is stored
                self._replays.forget(session_id)  # refused by a stale replay: check again
        seen = self.snapshot(session_id)
        return checked_change(seen, make(seen.deals), limits_checked=True)

    def _stored_is(self, seen: Snapshot) -> bool:
        """The session stored is still the one, at the version, ``seen`` is of."""
        return same_session(seen.version, seen.created, self._stamp(seen.session_id))

    @retried
    def _apply(self, checked: Checked, make: MakeChange) -> Applied:
        """Write ``checked`` while the session is still at its version; when another
        writer came in between, check again outside the lock (a few times), and at
        last check under the lock, so a busy session still gets its change."""
        for _attempt in range(RECHECKS):
            with self._write_rows() as db:
                written = None
                sid, version = checked.session_id, checked.version
                new = {"version": version + 1, **derived_columns(checked.result, version + 1)}
                new.update(_moved_fields(checked))
                if claim_session(db, sid, (version, checked.created), new):
                    written = self._write_change(db, checked, checked.created)
                else:
                    self._lock(db, sid)  # no such session: says so
            if written is not None:  # committed
                self._replays.keep(written.snapshot)
                return written
            self._replays.forget(checked.session_id)  # stale: read what is stored now
            checked = self._check_stored(checked.session_id, make)
        with self._write() as orm:
            row = self._row(orm, checked.session_id, lock=True)
            if not same_session(checked.version, checked.created, (row.version, row.created_at)):
                raw, refs = read_session_refs(orm, row)
                seen = Snapshot(row.id or 0, row.version, replay_json(raw), refs, row.created_at)
                checked = checked_change(seen, make(refs), limits_checked=True)
            written = self._write_change(orm.connection(), checked, row.created_at)
            version = checked.version + 1
            new = {"version": version, **derived_columns(checked.result, version)}
            new.update(_moved_fields(checked))
            mark_session(orm.connection(), checked.session_id, new)
        self._replays.keep(written.snapshot)
        return written

    def _write_change(self, db: Rows, checked: Checked, created: datetime | None) -> Applied:
        """The deal rows of one checked change, at the session's next version (the
        session row is written by the caller)."""
        change, at, result = checked.change, checked.position, checked.result
        sid, version = checked.session_id, checked.version + 1
        refs = checked.deals
        after = len(refs) - at  # deals stored at ``at`` and after
        ref: DealRef | None
        if isinstance(change, InsertDeal):
            thrown_in = result.rows[at].outcome.thrown_in
            uuid = change.uuid or self._deleted.get(change.deal_id or 0)
            ref = insert_deal(db, sid, at, after > 0, change, thrown_in, version, uuid)
            refs = spliced(refs, at, 0, ref)
        elif isinstance(change, ReplaceDeal):
            ref = replace_record(db, change, result.rows[at].outcome.thrown_in, version)
            refs = spliced(refs, at, 1, ref)
        else:
            self._remember_uuid(db, change.target.id)
            delete_deal(db, sid, at, after > 1, change.target.id)
            ref, refs = None, spliced(refs, at, 1)
        snapshot = Snapshot(sid, version, result, refs, created)
        return Applied(snapshot, at, ref)

    def _remember_uuid(self, db: Rows, deal_id: int) -> None:
        """Keep the uuid of a deal about to be deleted: put back under its own id
        (undo of the delete, redo of an add), it is the same deal again."""
        uuid = deal_uuid(db, deal_id)
        if uuid is not None:
            self._deleted[deal_id] = uuid
            while len(self._deleted) > KEPT_UUIDS:
                self._deleted.pop(next(iter(self._deleted)))


def _moved_fields(checked: Checked) -> dict[str, Any]:
    """The session row's ``extra`` column when the change moved session fields."""
    if not checked.fields:
        return {}
    return {"extra": extra_text(checked.result.record.to_json())}


def _plain(change: DealChange) -> DealChange:
    """The change with a private, plain-JSON copy of its deal record. A deal's
    ``id`` is taken off the record (the store keeps it in its own column): an
    insert keeps it as the new deal's identity, a replacement keeps the deal's own."""
    if isinstance(change, DeleteDeal):
        return change
    deal = as_json(change.deal, "deal")
    if not (isinstance(deal, dict) and ID in deal):
        return replace(change, deal=deal)
    uuid = check_uuid(deal.pop(ID), ID)
    if isinstance(change, InsertDeal):
        return replace(change, deal=deal, uuid=uuid)
    return replace(change, deal=deal)
