"""The store: sessions and their deals in a database, checked on every change.

Every change is checked before it is written: take the session's replay, apply
the change to the list of deals in memory and replay from the changed deal on
(``session.replay_from``: an append settles one deal, an edit of deal k settles
k and every deal after it), with no lock held. Only then the write transaction
takes the write lock (on SQLite ``BEGIN IMMEDIATE``), checks that the session is
still the one, at the version, that was checked, writes the rows and commits; if
another writer came in between, the change is checked again against what is
stored now. So the lock is held for the write, never for a replay, and what is
written was always validated against the deals it is written to. A change that
would make any deal invalid (the new one, or a later one it affects) raises
``RecordError`` naming ``deals[i].field`` and writes nothing.

The replay a change starts from is kept in memory (:class:`_Replays`): the
replay of each of the last few sessions this store read or wrote, with the
version it is of. It is used only while that version is the stored one (checked
under the write lock before anything is written, so a stale one costs a second
check, never a wrong write), so recording a deal costs the same at 20 and at
10,000 deals. The first change to a session in a process reads and replays it once.

On a database server several tables write at once. A transaction the server
breaks off because another ran at the same moment (a deadlock or a
serialization failure: :class:`ConflictError`) wrote nothing and is run again,
up to :data:`CONFLICT_TRIES` times with a short random pause, before one line
says so (:func:`_retried`).
"""

from __future__ import annotations

import functools
import random
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar, cast

from sqlalchemy import Connection, Engine, func
from sqlmodel import Session, col, delete, select

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import clean_name
from scorekeeper.identity import ID, check_uuid, record_id, same_record, without_id
from scorekeeper.league.model import League, LeagueReport
from scorekeeper.session.edit import moved_with_deals, with_fields
from scorekeeper.session.record import SessionRecord, parse_session
from scorekeeper.session.rename import rename_player
from scorekeeper.session.replay import SessionResult, replay, replay_from
from scorekeeper.session.store import (
    Applied,
    Checked,
    DealChange,
    DealRef,
    DeleteDeal,
    InsertDeal,
    Person,
    RemovedSession,
    ReplaceDeal,
    SessionInfo,
    Snapshot,
    StaleChangeError,
    Tally,
    deal_at,
    insert_at,
)
from scorekeeper.storage import leagues
from scorekeeper.storage import people as _people
from scorekeeper.storage.changes import changed_deals, locate, spliced
from scorekeeper.storage.engine import WRITE, describe, translated_errors
from scorekeeper.storage.errors import ConflictError, SessionNotFoundError, StorageError
from scorekeeper.storage.ids import (
    check_ids_free,
    deal_uuid,
    read_identified,
    session_with_uuid,
)
from scorekeeper.storage.models import (
    Seat,
    StoredDeal,
    StoredPlayer,
    StoredSession,
    new_uuid,
    utc_now,
)
from scorekeeper.storage.records import apply_fields, as_json, dumps, extra_text
from scorekeeper.storage.rows import (
    claim_session,
    deal_counts,
    delete_deal,
    insert_deal,
    insert_deals,
    lock_session,
    mark_session,
    read_session,
    read_session_refs,
    replace_record,
    seat_players,
    seating,
    session_stamp,
)
from scorekeeper.storage.tally import read_tally, tally_json, tally_of
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from scorekeeper.storage.database_file import DatabaseFile, FileSession, Imported

RECHECKS = 3  # checks outside the write lock before one is made under it
KEPT_REPLAYS = 8  # sessions whose replay a store keeps in memory
KEPT_UUIDS = 10_000  # uuids of deleted deals a store keeps (an undo puts one back)
CONFLICT_TRIES = 5  # runs of a write the database server broke off (ConflictError)
CONFLICT_PAUSE = 0.05  # seconds, at most, times the run: before running it again
MakeChange = Callable[[tuple[DealRef, ...]], DealChange]  # the change, given the deals now
_Method = TypeVar("_Method", bound=Callable[..., Any])


def _retried(method: _Method) -> _Method:
    """Run the write ``method`` again when the database server broke its
    transaction off for another one (nothing of it was written): up to
    :data:`CONFLICT_TRIES` runs, each after a random pause (so the tables that
    met do not meet again), then one line."""

    @functools.wraps(method)
    def run(store: Store, *args: Any, **kwargs: Any) -> Any:
        for attempt in range(1, CONFLICT_TRIES + 1):
            try:
                return method(store, *args, **kwargs)
            except ConflictError:
                if attempt == CONFLICT_TRIES:
                    raise StorageError(
                        Msg(
                            "{where}: other tables kept writing at the same moment "
                            "({tries} tries); nothing was written, try again",
                            where=store._where,
                            tries=CONFLICT_TRIES,
                        )
                    ) from None
                time.sleep(random.uniform(0, CONFLICT_PAUSE * attempt))
        raise AssertionError("unreachable: the last run returns or raises")

    return cast(_Method, run)


def validate(raw: Mapping[str, Any]) -> SessionResult:
    """Parse and replay a whole session record; raises ``RecordError``."""
    return replay(parse_session(raw))


class _Replays:
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
        if kept is None or not _same(kept.version, kept.created, (row.version, row.created_at)):
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


def _same(version: int, created: datetime | None, stored: tuple[int, datetime]) -> bool:
    """The session stored (its version, created_at) is still the one, at the
    version, that was seen."""
    return stored[0] == version and (created is None or stored[1] == created)


class Store:
    """Sessions, deals and players in one database (see :func:`open_store`)."""

    def __init__(
        self,
        engine: Engine,
        url: str,
        *,
        read_only: str | None = None,
        warnings: tuple[str, ...] = (),
    ) -> None:
        self._engine = engine
        self._writer = engine.execution_options(**WRITE)
        self.url = url
        self._where = describe(url)
        self.read_only = read_only  # why nothing can be written (None: writable)
        self.warnings = warnings  # problems met on opening that did not stop it
        self._replays = _Replays()
        self._deleted: dict[int, str] = {}  # deal row id -> uuid, of deals deleted here

    # -- reading ---------------------------------------------------------------

    def list_sessions(self) -> list[SessionInfo]:
        """Every session, newest first."""
        with self._read() as db:
            counts = deal_counts(db)
            seats = seating(db)
            rows = db.exec(select(StoredSession).order_by(col(StoredSession.id).desc())).all()
            return [self._info(db, row, seats, counts) for row in rows]

    def session_json(self, session_id: int) -> dict[str, Any]:
        """The session record (``docs/deal-format.md``) as stored, deals included,
        with the session's ``id`` and each deal's (``storage/ids.py``)."""
        with self._read() as db:
            return read_identified(db, self._row(db, session_id))

    def session_with_id(self, uuid: str) -> int | None:
        """The stored session whose ``id`` is ``uuid`` (a record imported before)."""
        with self._read() as db:
            return session_with_uuid(db, uuid)

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
        snapshot = Snapshot(session_id, row.version, validate(raw), refs, row.created_at)
        self._replays.keep(snapshot)
        return snapshot

    @_retried
    def tally(self, session_id: int) -> Tally:
        """What the session comes to (totals, next dealer, winner): read from the
        stored tally when it is of the current version and scoring code, else
        derived by a replay and stored again (when the store is writable)."""
        with self._read() as db:
            row = self._row(db, session_id)
            stored = read_tally(row.tally, row.tally_of, row.version)
            if stored is not None:
                return stored
            seen = row.version
        snapshot = self.snapshot(session_id)
        if self.read_only is None and snapshot.version == seen:
            with self._write() as db:
                row = self._row(db, session_id, lock=True)
                if _same(snapshot.version, snapshot.created, (row.version, row.created_at)):
                    self._mark(row, snapshot.result, touched=False)
                    db.add(row)
        return Tally.of(snapshot.result)

    def version(self, session_id: int) -> int:
        """The session's version: one small query, for noticing other writers."""
        return self._stamp(session_id)[0]

    def _stamp(self, session_id: int) -> tuple[int, datetime]:
        """The stored session's version and ``created_at``: one Core query (the
        window asks for the version every 2 s and when it is activated)."""
        with translated_errors(self._where), self._engine.connect() as db:
            found = session_stamp(db, session_id)
        if found is None:
            raise SessionNotFoundError(f"{self._where}: no session with id {session_id}")
        return found

    def known_players(self) -> list[str]:
        """Every person's name (once, for two people of one name), most sessions
        first, then most recent: what is offered as a name is typed."""
        sessions = func.count(col(Seat.session_id))
        query = (
            select(StoredPlayer.name)
            .join(Seat, col(Seat.player_id) == col(StoredPlayer.id), isouter=True)
            .group_by(col(StoredPlayer.id), col(StoredPlayer.name))
            .order_by(
                sessions.desc(), func.max(col(Seat.session_id)).desc(), col(StoredPlayer.name)
            )
        )
        with self._read() as db:
            return list(dict.fromkeys(db.exec(query).all()))

    # -- people (scorekeeper/storage/people.py) ------------------------------------

    def people(self) -> list[Person]:
        """Everyone, by name then note: sessions played, last played, former names."""
        with self._read() as db:
            return _people.all_people(db)

    def people_of(self, session_id: int) -> dict[str, Person]:
        """Who each name of the session is (substitutes too), the name as written."""
        with self._read() as db:
            self._row(db, session_id)
            return _people.people_of(db, session_id)

    def rename_person(self, uuid: str, name: str, note: str | None = None) -> Person:
        """Call the person ``name`` (and ``note``, unless ``None``) wherever the app
        shows the person; the former name joins their history. Stored records keep
        the names as written. Refused, writing nothing, for an empty or too long name
        and for a name and note another person has."""
        with self._write() as db:
            return _people.rename(db, _people.person_row(db, uuid), name, note)

    def set_note(self, uuid: str, note: str) -> Person:
        """What tells this person apart from another of the same name (``""``: none)."""
        with self._write() as db:
            player = _people.person_row(db, uuid)
            return _people.rename(db, player, player.name, note)

    def merge_people(self, keep_uuid: str, gone_uuid: str) -> Person:
        """Two entries that are one person: ``gone``'s seats become ``keep``'s and
        ``gone`` joins ``keep``'s history. Refused when both played in one session."""
        with self._write() as db:
            keep = _people.person_row(db, keep_uuid, "keep")
            gone = _people.person_row(db, gone_uuid, "gone")
            return _people.merge(db, keep, gone)

    # -- changing ----------------------------------------------------------------

    @_retried
    def create_session(
        self, session_json: Mapping[str, Any], *, people: Mapping[str, str] | None = None
    ) -> int:
        """Store a session record (deals may be included); returns its id. The
        record's ``id`` and its deals' are kept (new ones where it has none); a
        session whose ``id`` is stored already raises ``SessionStoredError``
        (:meth:`replace_session` replaces it), a deal id of another session a
        ``RecordError``: never a second copy. ``people``: the person (uuid) for a
        name as the record writes it, where it is not the person of that name with
        no note (the second Anna)."""
        raw = as_json(session_json, "record")
        result = validate(raw)
        with self._write() as db:
            check_ids_free(db, raw, None)
            chosen = _people.chosen_people(db, people, result.record.people)
            row = StoredSession(game="", first_dealer="", created_at=utc_now(), version=1)
            row.uuid = raw.get(ID) or new_uuid()
            apply_fields(row, raw)
            self._mark(row, result)
            db.add(row)
            db.flush()
            assert row.id is not None
            seat_players(db, row.id, raw["players"], result.record.people, chosen)
            if chosen:
                _people.check_one_seat_each(db, row.id)
            insert_deals(db, row.id, 0, raw.get("deals", []), result, row.version)
            return row.id

    def add_deal(
        self, session_id: int, deal_json: Mapping[str, Any], position: int | None = None
    ) -> SessionResult:
        """Insert a deal at ``position`` (``None`` = after the last) and replay."""
        deal = as_json(deal_json, "deal")
        uuid = record_id(deal)  # a deal given with its id keeps it
        deal = without_id(deal)
        return self._change(
            session_id, lambda refs: replace(insert_at(deal, position, refs), uuid=uuid)
        )

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
            return _checked_from(seen, change)
        return _checked_from(self.snapshot(session_id), change)

    def apply(self, checked: Checked) -> Applied:
        """Write a checked change. When the session is still at the version it was
        checked against, the checked replay is reused; otherwise it is checked again
        (outside the write lock) against what is stored now."""
        change = checked.change
        return self._apply(checked, lambda _refs: change)

    def change(self, session_id: int, change: DealChange) -> Applied:
        """Check and write ``change`` in one transaction."""
        return self._change_applied(session_id, lambda _refs: _plain(change))

    @_retried
    def update_session(
        self, session_id: int, *, people: Mapping[str, str] | None = None, **fields: Any
    ) -> SessionResult:
        """Change session fields (``players``, ``first_dealer``, ``rules``, ``stake``,
        ``date``, ``place``, ``note``, ...); ``None`` removes an optional field.
        The deals are replayed under the new fields before anything is written.
        A name already seated keeps its person; ``people`` chooses the person of a
        name as for :meth:`create_session`."""
        if "deals" in fields:
            raise RecordError("deals", "change deals with add_deal, replace_deal, delete_deal")
        new = as_json(fields, "fields")
        for attempt in range(RECHECKS + 1):
            with self._read() as db:  # checked with no lock held, as deal changes are
                seen = self._row(db, session_id)
                raw = with_fields(read_session(db, seen), new)
            result = validate(raw)
            with self._write() as db:
                row = self._row(db, session_id, lock=True)
                if row.version != seen.version and attempt == RECHECKS:
                    raw = with_fields(read_session(db, row), new)  # at last, under the lock
                    result = validate(raw)
                elif row.version != seen.version:
                    continue
                apply_fields(row, raw)
                row.version += 1
                self._mark(row, result)
                db.add(row)
                chosen = _people.seated(db, session_id)
                chosen.update(_people.chosen_people(db, people, result.record.people))
                seat_players(db, session_id, raw["players"], result.record.people, chosen)
                _people.check_one_seat_each(db, session_id)
            self._replays.forget(session_id)
            return result
        raise AssertionError("unreachable: the last attempt writes under the lock")

    @_retried
    def rename_player(self, session_id: int, old: str, new: str) -> SessionResult:
        """Call the player ``old`` ``new`` in the session: the record is rewritten
        wherever it names them (:func:`scorekeeper.session.rename.rename_player`), replayed,
        and written in one transaction: the session's fields, its seats and each
        deal's record in place. A deal keeps its id and its version (what it says
        is the same, only a name is spelt anew), so a window's undo of its own deal
        changes still finds it.

        The seat keeps its person (a person renamed since keeps their seats; the
        record says what is written), unless ``new`` is the name of another person
        with no note: then the seat moves to them (it had the wrong person). When
        this session is the only one the person played in, the person is renamed
        too (a typo in a fresh entry). A person whom nothing names any more (no
        seat, no history) leaves the players."""
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            raw, refs = read_session_refs(db, row)
            renamed = rename_player(raw, old, new)
            result = validate(renamed)
            apply_fields(row, renamed)
            row.version += 1
            self._mark(row, result)
            db.add(row)
            chosen = _people.seated(db, session_id)
            person = chosen.pop(clean_name(old), None)
            if person is not None:
                chosen[clean_name(new)] = _people.seat_for_rename(db, person, clean_name(new))
            seat_players(db, session_id, renamed["players"], result.record.people, chosen)
            _people.check_one_seat_each(db, session_id)
            for ref, before, after in zip(refs, raw["deals"], renamed["deals"], strict=True):
                if after != before:
                    deal = db.get(StoredDeal, ref.id)
                    assert deal is not None
                    deal.record = dumps(after)
                    db.add(deal)
            if person is not None:
                _people.forget(db, person)
        self._replays.forget(session_id)
        return result

    @_retried
    def put_session(
        self, session_id: int, session_json: Mapping[str, Any], created: datetime
    ) -> SessionResult:
        """Store a session record under its own id, in place of whatever is stored
        under it (a session salvaged from a damaged file); validated by replay first.
        Its ``id`` and its deals' are kept (they must be no other session's)."""
        raw = as_json(session_json, "record")
        result = validate(raw)
        with self._write() as db:
            check_ids_free(db, raw, session_id)
            row = db.get(StoredSession, session_id, with_for_update=True)
            if row is None:
                row = StoredSession(id=session_id, game="", first_dealer="", version=0)
            self._put(db, row, raw, result, created)
        self._replays.forget(session_id)
        return result

    def replace_session(self, session_id: int, session_json: Mapping[str, Any]) -> SessionResult:
        """Replace the stored session ``session_id`` by a record of the same session
        (a file imported again, changed: its ``id`` is this session's, or it has
        none). One transaction; the session keeps its row id, ``created_at`` and
        archive mark, and goes to its next version (a window showing it reloads).
        Validated by replay before anything is written."""
        raw = as_json(session_json, "record")
        result = validate(raw)
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            if raw.get(ID, row.uuid) != row.uuid:
                reason = Msg("is not the id of session {session}", session=session_id)
                raise RecordError(ID, reason, Code.MISMATCH)
            check_ids_free(db, raw, session_id)
            self._put(db, row, raw, result, row.created_at)
        self._replays.forget(session_id)
        return result

    def _put(
        self,
        db: Session,
        row: StoredSession,
        raw: Mapping[str, Any],
        result: SessionResult,
        created: datetime,
        people: Mapping[str, str] | None = None,
        chosen: Mapping[str, int] | None = None,
    ) -> None:
        """Write a validated record onto ``row`` at its next version, deals anew;
        the seats keep their people, ``people`` (name -> uuid) seats those given,
        ``chosen`` (name -> player row id) those a database file names."""
        seats = {} if row.id is None else _people.seated(db, row.id)
        seats.update(_people.known_ids(db, people or {}))
        seats.update(chosen or {})
        if row.id is not None:
            db.exec(delete(StoredDeal).where(col(StoredDeal.session_id) == row.id))
            db.flush()  # the deals' uuids are free for the deals put back
        if raw.get(ID):
            row.uuid = raw[ID]
        apply_fields(row, raw)
        row.created_at = created
        row.version += 1
        self._mark(row, result)
        db.add(row)
        db.flush()
        assert row.id is not None
        seat_players(db, row.id, raw["players"], result.record.people, seats)
        insert_deals(db, row.id, 0, raw.get("deals", []), result, row.version)

    def database_json(self) -> dict[str, Any]:
        """Everything stored, as one database file (``storage/database_file.py``)."""
        from scorekeeper.storage.database_file import export_database

        with self._read() as db:
            return export_database(db)

    def import_database(
        self, data: DatabaseFile, *, replace: bool = False, dry_run: bool = False
    ) -> tuple[list[Imported], int]:
        """Write a checked database file (``database_file.read_database_file``) in one
        transaction: its people (``put_players``), then each session by its id: a
        new one is stored, one stored already is left as it is (identical, or
        ``skipped`` when it differs) or, with ``replace``, replaced in place; then
        the leagues. Anything refused writes nothing. ``dry_run``: what would
        happen, written and rolled back. Returns each session's outcome and the
        number of people added."""
        from scorekeeper.storage.database_file import import_leagues, put_players

        done: list[Imported] = []
        try:
            with self._write() as db:
                ids, added = put_players(db, data.players)
                for entry in data.sessions:
                    chosen = {name: ids[uuid] for name, uuid in entry.people.items()}
                    try:
                        done.append(self._import_one(db, entry, chosen, replace))
                    except RecordError as err:
                        raise err.within(f"sessions[{entry.index}]") from None
                import_leagues(db, data.leagues, replace=replace)
                if dry_run:
                    raise _RolledBack
        except _RolledBack:
            pass
        for outcome in done:
            self._replays.forget(outcome.session_id)
        return done, added

    def _import_one(
        self, db: Session, entry: FileSession, chosen: dict[str, int], replace: bool
    ) -> Imported:
        """One session of a database file (see :meth:`import_database`)."""
        from scorekeeper.storage.database_file import Imported

        record, deals = entry.record, len(entry.record.get("deals", []))
        stored = session_with_uuid(db, record[ID])
        archived = utc_now() if entry.archived else None
        if stored is None:
            check_ids_free(db, record, None)
            row = StoredSession(game="", first_dealer="", version=0, archived_at=archived)
            self._put(db, row, record, entry.result, entry.created, chosen=chosen)
            assert row.id is not None
            return Imported(entry.index, row.id, "new", deals)
        row = self._row(db, stored, lock=True)
        before = read_identified(db, row)
        if same_record(before, record):
            return Imported(entry.index, stored, "identical", deals, deals)
        if not replace:
            return Imported(entry.index, stored, "skipped", deals, len(before["deals"]))
        check_ids_free(db, record, stored)
        if entry.archived != (row.archived_at is not None):
            row.archived_at = archived
        self._put(db, row, record, entry.result, row.created_at, chosen=chosen)
        return Imported(entry.index, stored, "replaced", deals, len(before["deals"]))

    def delete_session(self, session_id: int) -> None:
        self.remove_session(session_id)

    @_retried
    def remove_session(self, session_id: int) -> RemovedSession:
        """Delete a session, giving back what :meth:`restore_session` puts back
        (its record as stored, ``created_at``, version and archive mark)."""
        self._replays.forget(session_id)
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            removed = RemovedSession(  # with its ids: put back, it is the same session
                session_id,
                read_identified(db, row),
                row.created_at,
                row.version,
                row.archived_at,
                _people.seated_uuids(db, session_id),
            )
            db.exec(delete(StoredDeal).where(col(StoredDeal.session_id) == session_id))
            db.exec(delete(Seat).where(col(Seat.session_id) == session_id))
            db.delete(row)
        return removed

    @_retried
    def restore_session(self, removed: RemovedSession) -> int:
        """Put a deleted session back (undo): under its own id, with its
        ``created_at`` and archive mark, at a version after the one it had (a window
        that showed it reloads); its deals get new row ids. Returns its id, which is a
        new one only when another session took the old id meanwhile (SQLite gives the
        highest id again after it was deleted): nothing is lost either way."""
        raw = as_json(removed.record, "record")
        result = validate(raw)
        with self._write() as db:
            taken = db.get(StoredSession, removed.session_id) is not None
            row = StoredSession(
                id=None if taken else removed.session_id,
                game="",
                first_dealer="",
                version=removed.version,
                archived_at=removed.archived,
            )
            self._put(db, row, raw, result, removed.created, removed.people)
            assert row.id is not None
            session_id = row.id
        self._replays.forget(session_id)
        return session_id

    @_retried
    def archive_session(self, session_id: int, archived: bool) -> None:
        """Archive a session (it leaves the welcome list) or bring it back. Not a
        change of the record: the version stays, no window reloads."""
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            if archived != (row.archived_at is not None):
                row.archived_at = utc_now() if archived else None
                db.add(row)

    # -- leagues (scorekeeper/league/model.py, storage/leagues.py) ----------------------

    def leagues(self) -> list[League]:
        with self._read() as db:
            return leagues.all_leagues(db)

    def save_league(self, league: League) -> int:
        """Store a new league (``league.id`` None) or change a stored one; its id."""
        with self._write() as db:
            return leagues.save_league(db, league, self._where)

    def delete_league(self, league_id: int) -> None:
        with self._write() as db:
            db.delete(leagues.league_row(db, league_id, self._where, lock=True))

    def league_sessions(self, league_id: int) -> list[int]:
        """The ids of the league's sessions, in the order of their days."""
        with self._read() as db:
            league = leagues.league_of(leagues.league_row(db, league_id, self._where))
            return [m.session_id for m in leagues.members(db, league)]

    def league_report(self, league_id: int, *, stats: bool = True) -> LeagueReport:
        """The league's standings, season and (``stats``, unless the league hides
        them) per-player statistics. Standings are read from each session's kept
        standing; a stale one is derived again by a replay and written back."""
        from scorekeeper.league import model as lg

        with self._read() as db:
            league = leagues.league_of(leagues.league_row(db, league_id, self._where))
            found = leagues.members(db, league)
            seats = leagues.people_in(db, league.game)
        fresh: list[tuple[int, int, str, dict[str, lg.Figures]]] = []
        sittings: list[lg.Sitting] = []
        names: dict[str, str] = {}
        results: dict[int, SessionResult] = {}
        for member in found:
            if member.figures is None:
                snapshot = self.snapshot(member.session_id)
                results[member.session_id] = snapshot.result
                currency = snapshot.result.record.stake.currency
                figures = lg.session_figures(snapshot.result)
                fresh.append((member.session_id, snapshot.version, currency, figures))
            else:
                currency, figures = member.figures
            people = seats.get(member.session_id, {})
            by_person: dict[str, lg.Figures] = {}
            for written, one in figures.items():
                person, name = people.get(written, (f"name:{written}", written))
                names[person] = name
                by_person[person] = one
            sittings.append(lg.Sitting(member.session_id, member.day, currency, by_person))
        if fresh and self.read_only is None:
            with self._write() as db:
                leagues.keep_standings(db, fresh)
        table = lg.standings(league.game, sittings, names)
        played: tuple[lg.PlayerStats, ...] = ()
        if stats and not league.hide_stats:
            for sitting in sittings:
                if sitting.session_id not in results:
                    results[sitting.session_id] = self.result(sitting.session_id)
            people_of = {sid: {w: p for w, (p, _) in seats.get(sid, {}).items()} for sid in results}
            played = lg.league_stats(sittings, results, people_of, names)
        return lg.LeagueReport(
            league,
            tuple(s.session_id for s in sittings),
            table,
            played,
            lg.season(sittings),
            names,
        )

    def change_stamp(self) -> tuple[int, ...]:
        """Changes whenever any session or league is added, changed, archived or
        deleted: a window compares it to notice other tables (one small query)."""
        with self._read() as db:
            return leagues.change_stamp(db)

    def close(self) -> None:
        self._engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- inside a transaction ----------------------------------------------------

    @contextmanager
    def _read(self) -> Iterator[Session]:
        with translated_errors(self._where), Session(self._engine) as db:
            yield db

    @contextmanager
    def _write(self) -> Iterator[Session]:
        if self.read_only is not None:
            raise StorageError(f"{self._where}: nothing was written: {self.read_only}")
        with translated_errors(self._where), Session(self._writer) as db, db.begin():
            yield db

    @contextmanager
    def _write_rows(self) -> Iterator[Connection]:
        """A write transaction for Core statements (the deal writes of one change)."""
        if self.read_only is not None:
            raise StorageError(f"{self._where}: nothing was written: {self.read_only}")
        with translated_errors(self._where), self._writer.begin() as db:
            yield db

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
                return _checked_from(kept, make(kept.deals))
            except (RecordError, StaleChangeError):
                if self._stored_is(kept):
                    raise  # refused by what is stored
                self._replays.forget(session_id)  # refused by a stale replay: check again
        seen = self.snapshot(session_id)
        return _checked_from(seen, make(seen.deals))

    def _stored_is(self, seen: Snapshot) -> bool:
        """The session stored is still the one, at the version, ``seen`` is of."""
        return _same(seen.version, seen.created, self._stamp(seen.session_id))

    @_retried
    def _apply(self, checked: Checked, make: MakeChange) -> Applied:
        """Write ``checked`` while the session is still at its version; when another
        writer came in between, check again outside the lock (a few times), and at
        last check under the lock, so a busy session still gets its change."""
        for _attempt in range(RECHECKS):
            with self._write_rows() as db:
                written = None
                sid, version = checked.session_id, checked.version
                new = {"version": version + 1, **_derived(checked.result, version + 1)}
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
            if not _same(checked.version, checked.created, (row.version, row.created_at)):
                raw, refs = read_session_refs(orm, row)
                seen = Snapshot(row.id or 0, row.version, validate(raw), refs, row.created_at)
                checked = _checked_from(seen, make(refs))
            written = self._write_change(orm.connection(), checked, row.created_at)
            version = checked.version + 1
            new = {"version": version, **_derived(checked.result, version)}
            new.update(_moved_fields(checked))
            mark_session(orm.connection(), checked.session_id, new)
        self._replays.keep(written.snapshot)
        return written

    def _lock(self, db: Connection, session_id: int) -> tuple[int, datetime]:
        found = lock_session(db, session_id)
        if found is None:
            raise SessionNotFoundError(f"{self._where}: no session with id {session_id}")
        return found

    def _write_change(self, db: Connection, checked: Checked, created: datetime | None) -> Applied:
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

    def _remember_uuid(self, db: Connection, deal_id: int) -> None:
        """Keep the uuid of a deal about to be deleted: put back under its own id
        (undo of the delete, redo of an add), it is the same deal again."""
        uuid = deal_uuid(db, deal_id)
        if uuid is not None:
            self._deleted[deal_id] = uuid
            while len(self._deleted) > KEPT_UUIDS:
                self._deleted.pop(next(iter(self._deleted)))

    def _row(self, db: Session, session_id: int, *, lock: bool = False) -> StoredSession:
        # FOR UPDATE serialises writers on PostgreSQL; SQLite has BEGIN IMMEDIATE instead.
        row = db.get(StoredSession, session_id, with_for_update=lock)
        if row is None:
            raise SessionNotFoundError(f"{self._where}: no session with id {session_id}")
        return row

    @staticmethod
    def _mark(row: StoredSession, result: SessionResult, *, touched: bool = True) -> None:
        """Derived columns, from ``result`` at the row's (new) version."""
        for key, value in _derived(result, row.version, touched=touched).items():
            setattr(row, key, value)

    def _info(
        self,
        db: Session,
        row: StoredSession,
        seats: dict[int, list[str]],
        counts: dict[int, int],
    ) -> SessionInfo:
        assert row.id is not None
        done = row.finished
        if done is None:  # stored before revision 0002: replay to find out
            done = validate(read_session(db, row)).finished
        return SessionInfo(
            row.id,
            row.game,
            tuple(seats.get(row.id, ())),
            row.created_at,
            row.date,
            row.place,
            row.note,
            counts.get(row.id, 0),
            done,
            row.archived_at is not None,
        )


class _RolledBack(Exception):
    """Leaves a write transaction without committing it (a dry run)."""


def _derived(result: SessionResult, version: int, *, touched: bool = True) -> dict[str, Any]:
    """The session row's derived columns for ``result`` at ``version``."""
    out: dict[str, Any] = {"updated_at": utc_now()} if touched else {}
    out.update(finished=result.finished, tally=tally_json(result), tally_of=tally_of(version))
    return out


def _checked_from(seen: Snapshot, change: DealChange) -> Checked:
    """Replay the session of ``seen`` with ``change`` made, from the changed deal on
    (a change can make a later deal invalid, never an earlier one). A deal inserted
    or deleted before a rule change or a substitution moves it with its deals
    (``session_edit.moved_with_deals``): the session is then replayed whole, under
    the moved fields, which are written with the deal."""
    record = seen.result.record
    at = locate(change, seen.deals)
    deals = changed_deals(change, record.deals, at)
    step = {InsertDeal: 1, DeleteDeal: -1}.get(type(change), 0)
    moved = moved_with_deals(record, at, step) if step else {}
    if moved:
        raw = record.to_json() | moved
        raw["deals"] = list(deals)
        result = replay(parse_session(raw))
    else:
        result = replay_from(seen.result, at, deals)
    return Checked(
        seen.session_id, seen.version, seen.deals, change, at, result, seen.created, moved or None
    )


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
