"""The whole database in one JSON file: ``scorekeeper export --all`` and its import.

The file (``docs/storage.md``, "Whole-database export"; its JSON Schema is
``resources/schema/scorekeeper-database.schema.json``, published in
``docs/schema/``) holds every person (id, name, note, history), every session
record with its id and its deals' ids, ``people`` (each name as written -> the
person's id), ``archived`` and ``created_at``, and the leagues.

Reading a file writes nothing: :func:`read_database_file` checks it against the
schema, then the references inside it (ids unique, every person who played named
in ``people`` and listed in ``players``), then replays every session. Only a file
that passes all three is written, by ``Store.import_database``, in one
transaction. Any problem is one ``RecordError`` naming the JSON path
(``sessions[2].deals[4].id``) and the reason.

``jsonschema`` is imported here, and this module only when a database file is
read or written: the app's start-up does not pay for it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import Any

from sqlmodel import Session, col, select

from scorekeeper.errors import Code, RecordError
from scorekeeper.host.shipped import RESOURCES
from scorekeeper.identity import ID
from scorekeeper.session.replay import SessionResult
from scorekeeper.storage.ids import read_identified
from scorekeeper.storage.models import PlayerName, Seat, StoredPlayer, StoredSession
from scorekeeper.words.text import Msg

FORMAT = "scorekeeper-database"
VERSION = 1
SCHEMA = "scorekeeper-database.schema.json"
SESSION_SCHEMA = "session.schema.json"
# The fields a database file adds to a session record (not part of the record).
SESSION_EXTRAS = ("people", "archived", "created_at")


def is_database_file(raw: Any) -> bool:
    """``raw`` is a whole-database file (its ``format``), not a session record."""
    return isinstance(raw, dict) and raw.get("format") == FORMAT


# -- the schema -------------------------------------------------------------------


def schema_text(name: str) -> str:
    """The text of a shipped schema (``resources/schema/``): the one the docs publish."""
    return (RESOURCES / "schema" / name).read_text(encoding="utf-8")


@cache
def _validator(name: str) -> Any:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource

    schemas = {n: json.loads(schema_text(n)) for n in (SCHEMA, SESSION_SCHEMA)}
    registry: Registry[Any] = Registry().with_resources(
        (s["$id"], Resource.from_contents(s)) for s in schemas.values()
    )
    return Draft202012Validator(schemas[name], registry=registry)


def check_schema(raw: Any, name: str = SCHEMA) -> None:
    """Refuse ``raw`` unless it is valid against the shipped schema ``name``: the
    first error (in document order) as a ``RecordError`` naming its JSON path."""
    errors = sorted(_validator(name).iter_errors(raw), key=_order)
    if errors:
        raise _record_error(errors[0])


def _order(error: Any) -> tuple[Any, ...]:
    return tuple((0, p) if isinstance(p, int) else (1, str(p)) for p in error.absolute_path)


def json_path(parts: Iterable[Any]) -> str:
    """``["sessions", 2, "deals", 4, "id"]`` -> ``sessions[2].deals[4].id``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _record_error(error: Any) -> RecordError:
    """A schema error in the words of the core's errors, where it has them."""
    path = list(error.absolute_path)
    kind, value = error.validator, error.instance
    if kind == "required":
        missing = next((k for k in error.validator_value if k not in value), "?")
        return RecordError(json_path([*path, missing]), Msg("is missing"), Code.MISSING)
    if kind == "pattern" and error.validator_value == error.schema.get("pattern") and _uuid(error):
        shown = json.dumps(value, ensure_ascii=False)
        return RecordError(
            json_path(path), Msg("{value} is not a UUID", value=shown), Code.NOT_UUID
        )
    if kind == "additionalProperties" and isinstance(value, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = next((k for k in value if k not in allowed), "?")
        reason = Msg("unknown field; allowed here: {keys}", keys=", ".join(sorted(allowed)))
        return RecordError(json_path([*path, extra]), reason, Code.UNKNOWN_FIELD)
    reason = Msg("does not fit the schema: {reason}", reason=_brief(error.message))
    return RecordError(json_path(path) or "file", reason, Code.INVALID)


def _uuid(error: Any) -> bool:
    from scorekeeper.identity import UUID_PATTERN

    return bool(error.validator_value == UUID_PATTERN)


def _brief(text: str) -> str:
    return text if len(text) <= 200 else text[:199] + "…"


# -- reading a file ----------------------------------------------------------------


@dataclass(frozen=True)
class FileSession:
    """A session of a database file, checked: its record (with its ids), its
    replay, who each name is (player ids of the file), and the database's marks."""

    index: int  # where it stands in the file's ``sessions``
    record: dict[str, Any]
    result: SessionResult
    people: dict[str, str]  # name as written -> person id
    archived: bool
    created: datetime


@dataclass(frozen=True)
class DatabaseFile:
    """A database file that passed the schema, its references and every replay."""

    players: tuple[dict[str, Any], ...]
    sessions: tuple[FileSession, ...]
    leagues: tuple[dict[str, Any], ...]


def read_database_file(raw: Any) -> DatabaseFile:
    """Check a whole-database file without writing anything: the schema, the
    references inside it, then a replay of every session."""
    from scorekeeper.storage.store import validate

    check_schema(raw)
    players = raw["players"]
    _unique((p[ID] for p in players), "players[{n}].id")
    for index, player in enumerate(players):  # what writing them would refuse
        _name(player, index)
        for k, entry in enumerate(player["history"]):
            parse_time(entry["until"], f"players[{index}].history[{k}].until")
    known = {p[ID] for p in players}
    _unique_deals(raw["sessions"])
    _unique((s[ID] for s in raw["sessions"]), "sessions[{n}].id")
    sessions = []
    for index, entry in enumerate(raw["sessions"]):
        record = {k: v for k, v in entry.items() if k not in SESSION_EXTRAS}
        try:
            result = validate(record)
        except RecordError as err:
            raise err.within(f"sessions[{index}]") from None
        people = _people(entry["people"], result, known, f"sessions[{index}].people")
        created = parse_time(entry["created_at"], f"sessions[{index}].created_at")
        sessions.append(FileSession(index, record, result, people, entry["archived"], created))
    return DatabaseFile(tuple(players), tuple(sessions), tuple(raw["leagues"]))


def _unique(ids: Iterable[str], path: str) -> None:
    seen: dict[str, int] = {}
    for n, uuid in enumerate(ids):
        first = seen.setdefault(uuid, n)
        if first != n:
            reason = Msg("the same id as {other}", other=path.format(n=first))
            raise RecordError(path.format(n=n), reason, Code.DUPLICATE)


def _unique_deals(sessions: Sequence[Mapping[str, Any]]) -> None:
    seen: dict[str, str] = {}
    for i, session in enumerate(sessions):
        for k, deal in enumerate(session.get("deals", [])):
            path = f"sessions[{i}].deals[{k}].id"
            first = seen.setdefault(deal[ID], path)
            if first != path:
                raise RecordError(path, Msg("the same id as {other}", other=first), Code.DUPLICATE)


def _people(
    people: Mapping[str, str], result: SessionResult, known: set[str], path: str
) -> dict[str, str]:
    """``people`` names exactly everyone who played, each a person of the file."""
    from scorekeeper.games.base import clean_name

    cleaned = {clean_name(name): uuid for name, uuid in people.items()}
    played = result.record.people
    for name in played:
        if name not in cleaned:
            raise RecordError(path, Msg("{name} is missing", name=name), Code.MISSING)
    for name, uuid in people.items():
        if clean_name(name) not in played:
            reason = Msg("{name} did not play in the session", name=name)
            raise RecordError(f"{path}.{name}", reason, Code.NOT_PLAYER)
        if uuid not in known:
            reason = Msg("{value} is not the id of a player of the file", value=uuid)
            raise RecordError(f"{path}.{name}", reason, Code.NOT_PLAYER)
    return cleaned


def parse_time(text: str, path: str) -> datetime:
    """A time of the file (``2026-11-23T21:04:05Z``) as the database keeps it
    (naive UTC)."""
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        reason = Msg("{value} is not a time (ISO 8601, UTC)", value=json.dumps(text))
        raise RecordError(path, reason, Code.INVALID) from None
    return moment.astimezone(UTC).replace(tzinfo=None)


def time_text(moment: datetime) -> str:
    """A time the database keeps (naive UTC) as the file writes it."""
    return moment.replace(tzinfo=None).isoformat() + "Z"


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
    (``scorekeeper.league.model.league_json``)."""
    from scorekeeper.league.model import league_json
    from scorekeeper.storage.leagues import all_leagues

    return [league_json(league) for league in all_leagues(db)]


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
            row = StoredPlayer(uuid=player[ID], name=_name(player, index), note=player["note"])
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


def _name(player: Mapping[str, Any], index: int) -> str:
    from scorekeeper.games.base import check_names

    return check_names([player["name"]], f"players[{index}].name")[0]


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


@dataclass(frozen=True)
class Imported:
    """What became of one session of a database file (``what``: ``new``,
    ``identical``, ``skipped`` (stored and different; ``--replace`` replaces it)
    or ``replaced``); ``stored_deals``: the stored session's deals before."""

    index: int
    session_id: int
    what: str
    deals: int
    stored_deals: int = 0
