"""The whole database in one JSON file: ``scorekeeper export --all`` and its import.

The file (``docs/storage.md``, "Whole-database export"; its JSON Schema is
``resources/schema/scorekeeper-database.schema.json``, published in
``docs/schema/``) holds every person (id, name, note, history), every session
record with its id and its deals' ids, ``people`` (each name as written -> the
person's id), ``archived`` and ``created_at``, and the leagues.

Reading a file writes nothing: :func:`read_database_file` checks it against the
schema, then the references inside it (ids unique, every person who played named
in ``people`` and listed in ``players``), then replays every session. Only a file
that passes all three is written, by ``Store.import_database``
(:mod:`scorekeeper.storage.database_copy` writes it into the tables, and reads
them out into a file), in one transaction. Any problem is one ``RecordError``
naming the JSON path (``sessions[2].deals[4].id``) and the reason.

The schemas are checked by :mod:`scorekeeper.storage.json_schema` (our own
validator for the keywords they use, standard library only; the tests hold it to
``jsonschema``), imported with this module only when a database file is read or
written: the app's start-up does not pay for it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.host.shipped import RESOURCES
from scorekeeper.identity import ID
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.storage.json_schema import SchemaError, Validator
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
def validator(name: str) -> Validator:
    """The shipped schema ``name``'s validator (each schema may refer to the other)."""
    schemas = {n: json.loads(schema_text(n)) for n in (SCHEMA, SESSION_SCHEMA)}
    return Validator(schemas, name)


def check_schema(raw: Any, name: str = SCHEMA) -> None:
    """Refuse ``raw`` unless it is valid against the shipped schema ``name``: the
    first error (in document order) as a ``RecordError`` naming its JSON path."""
    error = first_error(validator(name).iter_errors(raw))
    if error is not None:
        raise record_error(error)


def first_error(errors: Iterable[SchemaError]) -> SchemaError | None:
    """The first error in document order (of those at one place, the first found)."""
    return min(errors, key=_order, default=None)


def _order(error: SchemaError) -> tuple[tuple[int, Any], ...]:
    return tuple((0, p) if isinstance(p, int) else (1, str(p)) for p in error.path)


def json_path(parts: Iterable[Any]) -> str:
    """``["sessions", 2, "deals", 4, "id"]`` -> ``sessions[2].deals[4].id``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def record_error(error: SchemaError) -> RecordError:
    """A schema error in the words of the core's errors, where it has them."""
    path = list(error.path)
    kind, value = error.keyword, error.instance
    if kind == "required":
        missing = next((k for k in error.value if k not in value), "?")
        return RecordError(json_path([*path, missing]), Msg("is missing"), Code.MISSING)
    if kind in ("pattern", "maxLength") and _uuid(error):  # maxLength: "...\n"
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


def _uuid(error: SchemaError) -> bool:
    """The error is the schema's ``uuid``'s (its pattern is the identity's)."""
    from scorekeeper.identity import UUID_PATTERN

    return bool(error.schema.get("pattern") == UUID_PATTERN)


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
    try:
        check_schema(raw)
    except RecordError as err:
        raise _in_the_readers_words(raw, err) from None
    players = raw["players"]
    _unique((p[ID] for p in players), "players[{n}].id")
    for index, player in enumerate(players):  # what writing them would refuse
        player_name(player, index)
        for k, entry in enumerate(player["history"]):
            parse_time(entry["until"], f"players[{index}].history[{k}].until")
    known = {p[ID] for p in players}
    _unique_deals(raw["sessions"])
    _unique((s[ID] for s in raw["sessions"]), "sessions[{n}].id")
    sessions = []
    for index, entry in enumerate(raw["sessions"]):
        record = {k: v for k, v in entry.items() if k not in SESSION_EXTRAS}
        try:
            result = replay_json(record)
        except RecordError as err:
            raise err.within(f"sessions[{index}]") from None
        people = _people(entry["people"], result, known, f"sessions[{index}].people")
        created = parse_time(entry["created_at"], f"sessions[{index}].created_at")
        sessions.append(FileSession(index, record, result, people, entry["archived"], created))
    return DatabaseFile(tuple(players), tuple(sessions), tuple(raw["leagues"]))


def _in_the_readers_words(raw: Any, err: RecordError) -> RecordError:
    """A session the schema refuses, refused by its reader (the two agree:
    ``tests/session/test_schema.py``): the reader's reason, in the reader's words
    (the window's language); any other refusal as the schema said it."""
    found = re.match(r"sessions\[(\d+)\]", err.field)
    if found is None:
        return err
    entry = raw["sessions"][int(found[1])]
    if not isinstance(entry, Mapping):
        return err
    try:
        replay_json({k: v for k, v in entry.items() if k not in SESSION_EXTRAS})
    except RecordError as words:
        return words.within(found[0])
    return err


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


def player_name(player: Mapping[str, Any], index: int) -> str:
    """The name of ``players[index]`` as the database would keep it, or refused."""
    from scorekeeper.games.base import check_names

    return check_names([player["name"]], f"players[{index}].name")[0]


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
