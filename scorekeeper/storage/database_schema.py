"""The JSON Schemas the app ships (``resources/schema/``, published in
``docs/schema/``), written from the code that reads what they describe.

The whole-database file's (``docs/storage.md``, "Whole-database export"): the
people, every session (a session record, :mod:`scorekeeper.session.schema`, with
its ids and the database's ``people``, ``archived`` and ``created_at``), the
leagues (:func:`scorekeeper.league.model.parse_league` reads them). Its games are
the registry's. ``resources/schema/rebuild.py`` writes both files from
:func:`schema_texts`; ``tests/session/test_schema.py`` checks the shipped files
are these texts.
"""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.games import GAME_IDS
from scorekeeper.jsonio import NAME_LENGTH
from scorekeeper.session.schema import DRAFT, SESSION_ID, Schema, ref, session_schema
from scorekeeper.storage.people import NOTE_LENGTH

DATABASE_SCHEMA = "scorekeeper-database.schema.json"
SESSION_SCHEMA = "session.schema.json"
# 2026-11-23T21:04:05Z, with at most 6 digits of a second's fraction
_TIME = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?Z$"


def schema_texts() -> dict[str, str]:
    """Each shipped schema's file name and text (what the files must hold)."""
    return {
        DATABASE_SCHEMA: _text(database_schema()),
        SESSION_SCHEMA: _text(session_schema()),
    }


def _text(schema: Schema) -> str:
    return json.dumps(schema, ensure_ascii=False, indent=2) + "\n"


def database_schema() -> Schema:
    """The schema of a whole-database file (``scorekeeper export --all``)."""
    return {
        "$schema": DRAFT,
        "$id": SESSION_ID.replace(SESSION_SCHEMA, DATABASE_SCHEMA),
        "title": "Scorekeeper database file",
        "description": (
            "Everything a Scorekeeper database holds, in one file: the people, every session "
            'with its deals, and the leagues (docs/storage.md, "Whole-database export"). '
            "`scorekeeper export --all -o FILE` writes it, `scorekeeper import FILE` reads it "
            "(recognised by its format). Generated (resources/schema/rebuild.py)."
        ),
        "type": "object",
        "required": ["format", "version", "exported_at", "players", "sessions", "leagues"],
        "properties": {
            "format": {"const": "scorekeeper-database"},
            "version": {"const": 1},
            "exported_at": ref("time"),
            "players": {"type": "array", "items": ref("player")},
            "sessions": {"type": "array", "items": ref("session")},
            "leagues": {"type": "array", "items": ref("league")},
        },
        "additionalProperties": False,
        "$defs": _defs(),
    }


def _defs() -> Schema:
    return {
        "uuid": {"$ref": f"{SESSION_SCHEMA}#/$defs/uuid"},
        "time": {
            "description": "A moment in UTC, ISO 8601 with a Z: 2026-11-23T21:04:05Z "
            "(fractions of a second allowed).",
            "type": "string",
            "pattern": _TIME,
            "maxLength": len("2026-11-23T21:04:05.123456Z"),
        },
        "day": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "maxLength": 10},
        "player": _player(),
        "history": _history(),
        "session": _session(),
        "league": _league(),
    }


def _named(properties: Schema) -> Schema:
    """A person's name and note as the database keeps them."""
    return {
        "name": {"type": "string", "minLength": 1, "maxLength": NAME_LENGTH},
        "note": {"type": "string", "maxLength": NOTE_LENGTH},
        **properties,
    }


def _player() -> Schema:
    return {
        "description": "A person: who they are (id), what they are called now (name), what "
        'tells two people of the same name apart (note, "" for most), and their history.',
        "type": "object",
        "required": ["id", "name", "note", "history"],
        "properties": _named(
            {"id": ref("uuid"), "history": {"type": "array", "items": ref("history")}}
        ),
        "additionalProperties": False,
    }


def _history() -> Schema:
    return {
        "description": "A name the person was called until a rename, or (with merged_id) an "
        "entry merged into them: its identity, so a file that still names it finds this person.",
        "type": "object",
        "required": ["name", "note", "until"],
        "properties": {"merged_id": ref("uuid"), **_named({"until": ref("time")})},
        "additionalProperties": False,
    }


def _session() -> Schema:
    return {
        "description": "A session record (session.schema.json) with its id and its deals' ids, "
        "and who each name in it is.",
        "allOf": [{"$ref": SESSION_SCHEMA}],
        "required": ["id", "people", "archived", "created_at"],
        "properties": {
            "deals": {"type": "array", "items": {"required": ["id"]}},
            "people": {
                "description": "Everyone who played (substitutes too): the name as the record "
                "writes it -> the person's id.",
                "type": "object",
                "additionalProperties": ref("uuid"),
            },
            "archived": {"type": "boolean"},
            "created_at": ref("time"),
        },
    }


def _league() -> Schema:
    text = {"type": "string", "pattern": "\\S"}  # not blank (the league reads it stripped)
    season = {"from": ref("day"), "to": ref("day")}
    return {
        "description": "A league: a game, a season's dates, its tables; hide_stats hides the "
        "per-player statistics.",
        "type": "object",
        "required": ["id", "name", "game", "season", "tables", "hide_stats"],
        "properties": {
            "id": ref("uuid"),
            "name": text | {"maxLength": NAME_LENGTH},
            "game": {"enum": list(GAME_IDS)},
            "season": _exactly(season),
            "tables": {"type": "array", "items": text},
            "hide_stats": {"type": "boolean"},
        },
        "additionalProperties": False,
    }


def _exactly(properties: dict[str, Any]) -> Schema:
    return {
        "type": "object",
        "required": list(properties),
        "properties": properties,
        "additionalProperties": False,
    }
