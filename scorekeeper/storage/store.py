"""The store: sessions and their deals in a database, checked on every change.

:class:`Store` is the one implementation of the store's interface
(``scorekeeper/session/store.py``), built in three layers, a class each:
:class:`~scorekeeper.storage.transactions.Transactions` (a read, a write under
the write lock, a write the database server broke off run again),
:class:`~scorekeeper.storage.deal_changes.DealChanges` (a session read and
replayed, the replays kept, and every change to its deals checked by a replay
before it is written) and, here, the rest: the session list, whole sessions
created, changed, renamed, replaced, removed and put back, the people, the
leagues and the whole database as a file. Each change is replayed
(:func:`scorekeeper.session.replay.replay_json`) before anything is written, and
raises ``RecordError`` naming the field, writing nothing, when it would make the
session invalid.

Storage keeps what was entered and what is derived from it; it works nothing out
itself: the replay is the session package's, a league's standings the league
package's (``scorekeeper/league/report.py``), the queries and row writes are in
the modules beside this one (``rows.py``, ``sessions.py``, ``people.py``,
``leagues.py``, ``database_copy.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlmodel import col, delete, select

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import clean_name
from scorekeeper.identity import ID
from scorekeeper.league.model import League, LeagueReport
from scorekeeper.league.report import SessionStanding, league_report, session_standing
from scorekeeper.session.edit import with_fields
from scorekeeper.session.rename import rename_player
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.session.store import Person, RemovedSession, SessionInfo, Tally
from scorekeeper.storage import leagues
from scorekeeper.storage import people as _people
from scorekeeper.storage.corrections import Corrections
from scorekeeper.storage.database_file import DatabaseFile, Imported
from scorekeeper.storage.deal_changes import RECHECKS, same_session
from scorekeeper.storage.ids import check_ids_free, read_identified, session_with_uuid
from scorekeeper.storage.models import (
    Seat,
    StoredDeal,
    StoredSession,
    new_uuid,
    utc_now,
)
from scorekeeper.storage.records import apply_fields, as_json, dumps
from scorekeeper.storage.rows import (
    deal_counts,
    insert_deals,
    read_session,
    read_session_refs,
    seat_players,
    seating,
)
from scorekeeper.storage.sessions import put_record, session_info
from scorekeeper.storage.tally import mark_row, read_tally
from scorekeeper.storage.transactions import retried
from scorekeeper.words.text import Msg


class _RolledBack(Exception):
    """Leaves a write transaction without committing it (a dry run)."""


class Store(Corrections):
    """Sessions, deals and players in one database (see :func:`open_store`)."""

    # -- reading ---------------------------------------------------------------

    def list_sessions(self) -> list[SessionInfo]:
        """Every session, newest first."""
        with self._read() as db:
            counts = deal_counts(db)
            seats = seating(db)
            rows = db.exec(select(StoredSession).order_by(col(StoredSession.id).desc())).all()
            return [session_info(db, row, seats, counts) for row in rows]

    def session_with_id(self, uuid: str) -> int | None:
        """The stored session whose ``id`` is ``uuid`` (a record imported before)."""
        with self._read() as db:
            return session_with_uuid(db, uuid)

    @retried
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
                if same_session(snapshot.version, snapshot.created, (row.version, row.created_at)):
                    mark_row(row, snapshot.result, touched=False)
                    db.add(row)
        return Tally.of(snapshot.result)

    def known_players(self) -> list[str]:
        """Every person's name (once, for two people of one name), most sessions
        first, then most recent: what is offered as a name is typed."""
        with self._read() as db:
            return _people.known_names(db)

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

    # -- whole sessions ------------------------------------------------------------

    @retried
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
        result = replay_json(raw)
        with self._write() as db:
            check_ids_free(db, raw, None)
            chosen = _people.chosen_people(db, people, result.record.people)
            row = StoredSession(game="", first_dealer="", created_at=utc_now(), version=1)
            row.uuid = raw.get(ID) or new_uuid()
            apply_fields(row, raw)
            mark_row(row, result)
            db.add(row)
            db.flush()
            assert row.id is not None
            seat_players(db, row.id, raw["players"], result.record.people, chosen)
            if chosen:
                _people.check_one_seat_each(db, row.id)
            insert_deals(db, row.id, 0, raw.get("deals", []), result, row.version)
            return row.id

    @retried
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
            result = replay_json(raw)
            with self._write() as db:
                row = self._row(db, session_id, lock=True)
                if row.version != seen.version and attempt == RECHECKS:
                    raw = with_fields(read_session(db, row), new)  # at last, under the lock
                    result = replay_json(raw)
                elif row.version != seen.version:
                    continue
                apply_fields(row, raw)
                row.version += 1
                mark_row(row, result)
                db.add(row)
                chosen = _people.seated(db, session_id)
                chosen.update(_people.chosen_people(db, people, result.record.people))
                seat_players(db, session_id, raw["players"], result.record.people, chosen)
                _people.check_one_seat_each(db, session_id)
            self._replays.forget(session_id)
            return result
        raise AssertionError("unreachable: the last attempt writes under the lock")

    @retried
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
            result = replay_json(renamed)
            apply_fields(row, renamed)
            row.version += 1
            mark_row(row, result)
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

    def replace_session(self, session_id: int, session_json: Mapping[str, Any]) -> SessionResult:
        """Replace the stored session ``session_id`` by a record of the same session
        (a file imported again, changed: its ``id`` is this session's, or it has
        none). One transaction; the session keeps its row id, ``created_at`` and
        archive mark, and goes to its next version (a window showing it reloads).
        Validated by replay before anything is written."""
        raw = as_json(session_json, "record")
        result = replay_json(raw)
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            if raw.get(ID, row.uuid) != row.uuid:
                reason = Msg("is not the id of session {session}", session=session_id)
                raise RecordError(ID, reason, Code.MISMATCH)
            check_ids_free(db, raw, session_id)
            put_record(db, row, raw, result, row.created_at)
        self._replays.forget(session_id)
        return result

    def delete_session(self, session_id: int) -> None:
        self.remove_session(session_id)

    @retried
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

    @retried
    def restore_session(self, removed: RemovedSession) -> int:
        """Put a deleted session back (undo): under its own id, with its
        ``created_at`` and archive mark, at a version after the one it had (a window
        that showed it reloads); its deals get new row ids. Returns its id, which is a
        new one only when another session took the old id meanwhile (SQLite gives the
        highest id again after it was deleted): nothing is lost either way."""
        raw = as_json(removed.record, "record")
        result = replay_json(raw)
        with self._write() as db:
            taken = db.get(StoredSession, removed.session_id) is not None
            row = StoredSession(
                id=None if taken else removed.session_id,
                game="",
                first_dealer="",
                version=removed.version,
                archived_at=removed.archived,
            )
            put_record(db, row, raw, result, removed.created, removed.people)
            assert row.id is not None
            session_id = row.id
        self._replays.forget(session_id)
        return session_id

    @retried
    def archive_session(self, session_id: int, archived: bool) -> None:
        """Archive a session (it leaves the welcome list) or bring it back. Not a
        change of the record: the version stays, no window reloads."""
        with self._write() as db:
            row = self._row(db, session_id, lock=True)
            if archived != (row.archived_at is not None):
                row.archived_at = utc_now() if archived else None
                db.add(row)

    # -- the whole database as a file (storage/database_file.py, database_copy.py) ------

    def database_json(self) -> dict[str, Any]:
        """Everything stored, as one database file (``storage/database_file.py``)."""
        from scorekeeper.storage.database_copy import export_database

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
        from scorekeeper.storage.database_copy import import_file

        done: list[Imported] = []
        added = 0
        try:
            with self._write() as db:
                done, added = import_file(db, data, replace=replace, where=self._where)
                if dry_run:
                    raise _RolledBack
        except _RolledBack:
            pass
        for outcome in done:
            self._replays.forget(outcome.session_id)
        return done, added

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
        them) per-player statistics (``scorekeeper/league/report.py``). Each
        session's standing is read as kept beside it; a stale one is worked out
        again from a replay and written back."""
        with self._read() as db:
            league = leagues.league_of(leagues.league_row(db, league_id, self._where))
            found = leagues.members(db, league)
            seats = leagues.people_in(db, league.game)
        replayed: dict[int, SessionResult] = {}
        fresh: list[tuple[int, SessionStanding]] = []
        standings: list[SessionStanding] = []
        for member in found:
            if member.figures is None:
                snapshot = self.snapshot(member.session_id)
                replayed[member.session_id] = snapshot.result
                standing = session_standing(member.session_id, member.day, snapshot.result)
                fresh.append((snapshot.version, standing))
            else:
                standing = SessionStanding(member.session_id, member.day, *member.figures)
            standings.append(standing)
        if fresh and self.read_only is None:
            with self._write() as db:
                leagues.keep_standings(db, fresh)

        def replay(session_id: int) -> SessionResult:
            kept = replayed.get(session_id)
            return kept if kept is not None else self.result(session_id)

        return league_report(league, standings, seats, replays=replay if stats else None)

    def change_stamp(self) -> tuple[int, ...]:
        """Changes whenever any session or league is added, changed, archived or
        deleted: a window compares it to notice other tables (one small query)."""
        with self._read() as db:
            stamp = leagues.change_stamp(db)
        return stamp + self.pending_stamp()
