"""The whole database copied out to a database file, and a checked file copied
in (``scorekeeper/storage/database_file.py`` says what the file holds and checks
it; ``Store.database_json`` and ``Store.import_database`` run these in one
transaction).

Importing writes the file's people first (:func:`put_players`: each found by id,
by an id merged into a person here, or by name and note, else added), then each
session by its id (:func:`import_session`: a new one is stored, one stored
already is left as it is, identical or ``skipped``, or with ``replace``
replaced in place), then the leagues. Called inside the store's transactions;
they never commit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlmodel import Session, col, select

from scorekeeper.errors import RecordError
from scorekeeper.identity import ID, same_record
from scorekeeper.storage.database_file import (
    FORMAT,
    VERSION,
    DatabaseFile,
    FileSession,
    Imported,
    parse_time,
    player_name,
    time_text,
)
from scorekeeper.storage.ids import check_ids_free, read_identified, session_with_uuid
from scorekeeper.storage.models import PlayerName, Seat, StoredPlayer, StoredSession, utc_now
from scorekeeper.storage.sessions import put_record, session_row

# -- writing a file ----------------------------------------------------------------


def export_database(db: Session) -> dict[str, Any]:
    """Everything the database holds, as one database file (``exported_at`` now)."""
    players = db.exec(select(StoredPlayer).order_by(col(StoredPlayer.id))).all()
    uuids = {p.id: p.uuid for p in players}
    history: dict[int, list[PlayerName]] = {}
    for entry in db.exec(
        select(PlayerName).order_by(col(PlayerName.until), col(PlayerName.id))
    ).all():
        history.setdefault(entry.player_id, []).append(entry)
    seats: dict[int, dict[str, str]] = {}
    for seat in db.exec(select(Seat).order_by(col(Seat.session_id), col(Seat.seat))).all():
        seats.setdefault(seat.session_id, {})[seat.name] = uuids[seat.player_id]
    sessions = []
    for row in db.exec(select(StoredSession).order_by(col(StoredSession.id))).all():
        record = read_identified(db, row)
        assert row.id is not None
        record["people"] = _in_play_order(seats.get(row.id, {}))
        record["archived"] = row.archived_at is not None
        record["created_at"] = time_text(row.created_at)
        sessions.append(record)
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": time_text(datetime.now(UTC)),
        "players": [_player_json(p, history.get(p.id or 0, [])) for p in players],
        "sessions": sessions,
        "leagues": export_leagues(db),
    }


def _in_play_order(people: dict[str, str]) -> dict[str, str]:
    return dict(people)  # seats were read in order: 0, 1, ... after -1, -2 (newcomers)


def _player_json(player: StoredPlayer, history: Sequence[PlayerName]) -> dict[str, Any]:
    return {
        "id": player.uuid,
        "name": player.name,
        "note": player.note,
        "history": [history_json(h) for h in history],
    }


def history_json(entry: PlayerName) -> dict[str, Any]:
    out: dict[str, Any] = {"merged_id": entry.merged_uuid} if entry.merged_uuid else {}
    out.update(name=entry.name, note=entry.note, until=time_text(entry.until))
    return out


# -- leagues ----------------------------------------------------------------------


def export_leagues(db: Session) -> list[dict[str, Any]]:
    """The leagues of the database, each as the schema's ``league``:
    ``{"id", "name", "game", "season": {"from", "to"}, "tables", "hide_stats"}``
    (``scorekeeper.league.model.league_json``), in the order they were stored, as
    the people and the sessions are: imported, they are stored in that order, so
    the database imported writes the same file."""
    from scorekeeper.league.model import league_json
    from scorekeeper.storage.leagues import league_of
    from scorekeeper.storage.models import StoredLeague

    rows = db.exec(select(StoredLeague).order_by(col(StoredLeague.id))).all()
    return [league_json(league_of(row)) for row in rows]


def import_leagues(
    db: Session, leagues: Sequence[Mapping[str, Any]], *, replace: bool = False
) -> int:
    """Store the leagues of a database file, matched by ``id`` like its sessions: a
    new one is added, one stored already is left as it is unless ``replace``. Each
    is checked as the league it is (``parse_league``: a bad one is refused naming
    ``leagues[i].<field>``, and the whole import with it). Returns how many were
    added or replaced."""
    from scorekeeper.league.model import parse_league
    from scorekeeper.storage.leagues import league_of, save_league
    from scorekeeper.storage.models import StoredLeague

    written = 0
    for i, raw in enumerate(leagues):
        try:
            league = parse_league(dict(raw))
        except RecordError as err:
            field = err.field.removeprefix("league").lstrip(".")
            raise RecordError(
                f"leagues[{i}]" + (f".{field}" if field else ""), err.message, err.code
            ) from None
        stored = db.exec(select(StoredLeague).where(StoredLeague.uuid == league.uuid)).first()
        if stored is not None and (not replace or league_of(stored) == league.with_id(stored.id)):
            continue
        save_league(db, league if stored is None else league.with_id(stored.id), f"leagues[{i}]")
        written += 1
    return written


# -- importing a file: the people ----------------------------------------------------


def put_players(db: Session, players: Sequence[Mapping[str, Any]]) -> tuple[dict[str, int], int]:
    """Find or add each person of a database file: by id, then by an id merged into
    a person here (their history), then by name and note (this database's one
    person of that name and note: they are now known by the file's id too, as a
    merged entry); anyone else is added with their history. Returns the person
    (row id) of each file id, and how many were added."""
    ids: dict[str, int] = {}
    added = 0
    for index, player in enumerate(players):
        row, by_name = _known_player(db, player)
        if row is None:
            name = player_name(player, index)
            row = StoredPlayer(uuid=player[ID], name=name, note=player["note"])
            db.add(row)
            db.flush()
            added += 1
        assert row.id is not None
        if by_name:
            db.add(
                PlayerName(player_id=row.id, name=row.name, note=row.note, merged_uuid=player[ID])
            )
        _add_history(db, row.id, player["history"], f"players[{index}].history")
        ids[player[ID]] = row.id
    db.flush()
    return ids, added


def _known_player(db: Session, player: Mapping[str, Any]) -> tuple[StoredPlayer | None, bool]:
    from scorekeeper.games.base import clean_name

    found = db.exec(select(StoredPlayer).where(col(StoredPlayer.uuid) == player[ID])).first()
    if found is not None:
        return found, False
    merged = db.exec(
        select(PlayerName.player_id).where(col(PlayerName.merged_uuid) == player[ID])
    ).first()
    if merged is not None:
        return db.get(StoredPlayer, merged), False
    same = db.exec(
        select(StoredPlayer).where(
            col(StoredPlayer.name) == clean_name(player["name"]),
            col(StoredPlayer.note) == player["note"],
        )
    ).first()
    return same, same is not None


def _add_history(
    db: Session, player_id: int, history: Sequence[Mapping[str, Any]], path: str
) -> None:
    """The file's history entries this person does not have yet."""
    have = {
        (h.merged_uuid, h.name, h.note, h.until)
        for h in db.exec(select(PlayerName).where(col(PlayerName.player_id) == player_id)).all()
    }
    for k, entry in enumerate(history):
        until = parse_time(entry["until"], f"{path}[{k}].until")
        key = (entry.get("merged_id"), entry["name"], entry["note"], until)
        if key not in have:
            have.add(key)
            db.add(
                PlayerName(
                    player_id=player_id,
                    name=entry["name"],
                    note=entry["note"],
                    until=until,
                    merged_uuid=entry.get("merged_id"),
                )
            )


# -- importing a file: the sessions --------------------------------------------------


def import_file(
    db: Session, data: DatabaseFile, *, replace: bool, where: str
) -> tuple[list[Imported], int]:
    """Write a checked database file: its people, each of its sessions, its
    leagues (``where``: the database, as errors name it). Returns each session's
    outcome and the number of people added."""
    ids, added = put_players(db, data.players)
    done = []
    for entry in data.sessions:
        chosen = {name: ids[uuid] for name, uuid in entry.people.items()}
        try:
            done.append(import_session(db, entry, chosen, replace=replace, where=where))
        except RecordError as err:
            raise err.within(f"sessions[{entry.index}]") from None
    import_leagues(db, data.leagues, replace=replace)
    return done, added


def import_session(
    db: Session, entry: FileSession, chosen: dict[str, int], *, replace: bool, where: str
) -> Imported:
    """One session of a database file, by its id (see :func:`import_file`);
    ``chosen``: the player row of each name as written."""
    record, deals = entry.record, len(entry.record.get("deals", []))
    stored = session_with_uuid(db, record[ID])
    archived = utc_now() if entry.archived else None
    if stored is None:
        check_ids_free(db, record, None)
        row = StoredSession(game="", first_dealer="", version=0, archived_at=archived)
        put_record(db, row, record, entry.result, entry.created, chosen=chosen)
        assert row.id is not None
        return Imported(entry.index, row.id, "new", deals)
    row = session_row(db, stored, where, lock=True)
    before = read_identified(db, row)
    if same_record(before, record):
        return Imported(entry.index, stored, "identical", deals, deals)
    if not replace:
        return Imported(entry.index, stored, "skipped", deals, len(before["deals"]))
    check_ids_free(db, record, stored)
    if entry.archived != (row.archived_at is not None):
        row.archived_at = archived
    put_record(db, row, record, entry.result, row.created_at, chosen=chosen)
    return Imported(entry.index, stored, "replaced", deals, len(before["deals"]))
