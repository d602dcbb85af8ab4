"""The JSON Schema of a session record, worked out from what its reader reads.

The published schema (``resources/schema/session.schema.json``, linked from
``docs/schema/``; the whole-database file's refers to it) says what a stored
session record may hold: what :func:`~scorekeeper.session.record.parse_session`,
the replay and the store accept, where JSON Schema can say it. Its game-dependent
parts come from the games' declarations (``GameSpec``): the player counts, each
house rule's choices or range, the presets, the agreed ends (a race's games, or
deals, score and time), where a newcomer's ``race_score`` may be given (a race
without partners: :func:`~scorekeeper.session.substitution.race_alone`) and the
fields of a deal record (``COMMON_KEYS`` and ``GameSpec.record_fields``). The
session's own fields take their bounds from the modules that read them.

``resources/schema/rebuild.py`` writes the file from :func:`session_schema`;
``tests/session/test_schema.py`` checks that the shipped file is what it writes
and that the schema accepts what the reader accepts, value by value.

What a schema cannot say stays the replay's: a name among the players (the
first dealer, a deal's declarer, a substitution's ``out``), a name once cleaned
(``games.base.clean_name``), a deal number up to the next deal, rule changes in
deal order, a stake written as a decimal text, the values of a game's own deal
fields, and ``2.0`` for ``2`` (one number to JSON Schema, not a whole number to
the reader). ``people``, ``archived`` and ``created_at``, which the database
refuses in a session record, are the fields the whole-database file's schema adds
to this one.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.base import COMMON_KEYS, GameSpec, Option
from scorekeeper.identity import UUID_PATTERN
from scorekeeper.jsonio import MAX_TEXT
from scorekeeper.session import presets, substitution
from scorekeeper.session.end import MOST, RACE_KINDS, TIME, ZERO_SUM_KINDS
from scorekeeper.session.rule_changes import LAST_DEAL
from scorekeeper.settlement import MAX_MONEY_TEXT, MAX_STAKE, MODES

Schema = dict[str, Any]

DRAFT = "https://json-schema.org/draft/2020-12/schema"
SESSION_ID = "https://scorekeeper.invalid/schema/session.schema.json"
NULL: Schema = {"type": "null"}


def ref(name: str) -> Schema:
    return {"$ref": f"#/$defs/{name}"}


def session_schema() -> Schema:
    """The schema of a session record (``docs/deal-format.md``, "Session")."""
    return {
        "$schema": DRAFT,
        "$id": SESSION_ID,
        "title": "Scorekeeper session record",
        "description": (
            "One session as docs/deal-format.md writes it: the players, the rules and stake, "
            "and the deals as entered. Generated from the games' declarations "
            "(resources/schema/rebuild.py). What a schema cannot say (a name among the "
            "players, a deal number up to the next deal, the values of a game's own deal "
            "fields) is checked by the replay (scorekeeper.session.replay). The app may add "
            "fields: any other field of a session is kept as it is."
        ),
        "type": "object",
        "required": ["game", "players", "first_dealer"],
        "properties": _session_fields(),
        "allOf": [_when_game(game_id) for game_id in GAME_IDS],
        "$defs": {**_common_defs(), **_game_defs()},
    }


def _session_fields() -> Schema:
    counts = [n for game_id in GAME_IDS for n in get_game(game_id).player_counts]
    text_or_null = {"type": ["string", "null"]}
    return {
        "id": ref("uuid") | {"description": "The session's identity (added by the app)."},
        "game": {"enum": list(GAME_IDS)},
        "players": _players(min(counts), max(counts)) | {"uniqueItems": True},
        "first_dealer": ref("name"),
        "rules": {"type": ["object", "null"]},
        "stake": ref("stake"),
        "date": text_or_null,
        "place": text_or_null,
        "note": text_or_null,
        "rule_changes": {"type": ["array", "null"], "items": ref("rule_change")},
        "preset": {"type": "string", "description": "The tradition the session started from."},
        "substitutions": {"type": "array", "items": ref("substitution")},
        "end": ref("end"),
        "deals": {"type": "array", "items": ref("deal")},
    }


def _players(lo: int, hi: int) -> Schema:
    return {"type": "array", "minItems": lo, "maxItems": hi, "items": ref("name")}


def _common_defs() -> Schema:
    """What every game shares: names, ids, money, the app's session fields, a deal."""
    return {
        "uuid": {
            "description": "A UUID in its canonical text: lowercase hex digits, 8-4-4-4-12.",
            "type": "string",
            "pattern": UUID_PATTERN,
            "maxLength": 36,
        },
        "name": {"type": "string", "minLength": 1, "maxLength": MAX_TEXT},
        "amount": _amount(),
        "stake": _stake(),
        "rule_change": _rule_change(),
        "substitution": _substitution(),
        "end": _end(),
        "deal": _deal(),
        "bids": _bids(),
    }


def _amount(*, positive: bool = False) -> Schema:
    """A stake: a number from 0 (above 0 when ``positive``) to the largest stake,
    or a decimal in a text (its value is the reader's to check)."""
    low = {"exclusiveMinimum": 0} if positive else {"minimum": 0}
    return {
        "description": 'An amount of money: a number, or a decimal in a text ("0.05").',
        "anyOf": [
            {"type": "number", **low, "maximum": MAX_STAKE},
            {"type": "string", "maxLength": MAX_MONEY_TEXT},
        ],
    }


def _stake() -> Schema:
    paid_per_game = {
        "properties": {"mode": {"const": "per-game"}, "per_game": {"not": NULL}},
        "required": ["mode", "per_game"],
    }
    return {
        "description": "Absent or null: chips (no money).",
        "type": ["object", "null"],
        "properties": {
            "per_point": ref("amount"),
            "per_game": {"anyOf": [_amount(positive=True), NULL]},
            "currency": {"type": "string", "pattern": "\\S", "maxLength": MAX_TEXT},
            "mode": {"enum": list(MODES)},
        },
        # The amount that is paid is above 0: per point, unless per lost game.
        "if": paid_per_game,
        "else": {"properties": {"per_point": {"not": {"const": 0}}}},
    }


def _rule_change() -> Schema:
    return {
        "type": "object",
        "required": ["from_deal", "rules"],
        "properties": {
            "from_deal": {"type": "integer", "minimum": 2, "maximum": LAST_DEAL},
            "rules": {"type": ["object", "null"]},
        },
        "additionalProperties": False,
    }


def _substitution() -> Schema:
    return {
        "type": "object",
        "required": ["from_deal", "out", "in"],
        "properties": {
            "from_deal": {"type": "integer", "minimum": 2, "maximum": substitution.MAX_DEAL},
            "out": ref("name"),
            "in": ref("name"),
            "race_score": {
                "description": "A race without partners only: seat (the default) or zero.",
                "enum": [*substitution.RACE_SCORES, None],
            },
        },
        "additionalProperties": False,
    }


def _end() -> Schema:
    whole = {
        kind: {"type": "integer", "minimum": 1, "maximum": most} for kind, most in MOST.items()
    }
    time = {"type": "string", "pattern": f"^{TIME}$", "maxLength": 5}
    return {
        "description": "The end the players agreed: exactly one of its kinds.",
        "type": ["object", "null"],
        "minProperties": 1,
        "maxProperties": 1,
        "properties": {**whole, "time": time},
        "additionalProperties": False,
    }


def _deal() -> Schema:
    """A deal of any game: the common fields (each game's deal narrows it)."""
    return {
        "description": (
            "One deal as entered. The common fields are typed here; each game's deal "
            "(<game>.deal) names the fields it reads, whose values its parse checks."
        ),
        "type": "object",
        "properties": {
            "id": ref("uuid") | {"description": "The deal's identity (added by the app)."},
            "game": {"enum": list(GAME_IDS)},
            "players": {"type": "array", "items": ref("name")},
            "dealer": ref("name"),
            "rules": {"type": ["object", "null"]},
            "thrown_in": {"type": "boolean"},
            "bids": ref("bids"),
        },
    }


def _bids() -> Schema:
    entry = {
        "type": "object",
        "required": ["player", "bid"],
        "properties": {"player": ref("name"), "bid": True},
        "additionalProperties": False,
    }
    return {"description": "The auction log.", "type": "array", "items": entry}


# -- each game ---------------------------------------------------------------------


def _when_game(game_id: str) -> Schema:
    return {
        "if": {"properties": {"game": {"const": game_id}}, "required": ["game"]},
        "then": ref(f"{game_id}.session"),
    }


def _game_defs() -> Schema:
    defs: Schema = {}
    for game_id in GAME_IDS:
        game = get_game(game_id)
        defs[f"{game_id}.session"] = _game_session(game)
        defs[f"{game_id}.rules"] = _rules(game.options)
        defs[f"{game_id}.deal"] = _game_deal(game)
    return defs


def _game_session(game: GameSpec[Any]) -> Schema:
    rules = ref(f"{game.id}.rules")
    out: Schema = {
        "properties": {
            "players": _counts(game.player_counts),
            "rules": rules,
            "rule_changes": {"items": {"properties": {"rules": rules}}},
            "preset": {"enum": [p.key for p in presets.presets(game)]},
            "end": {"propertyNames": {"enum": list(_end_kinds(game))}},
            "deals": {"items": ref(f"{game.id}.deal")},
        }
    }
    seated = [n for n in game.player_counts if not _race_alone(game, n)]
    if seated:
        out["allOf"] = [_no_race_score(n, len(game.player_counts) == 1) for n in seated]
    return out


def _counts(counts: tuple[int, ...]) -> Schema:
    if list(counts) == list(range(min(counts), max(counts) + 1)):
        return {"minItems": min(counts), "maxItems": max(counts)}
    return {"anyOf": [{"minItems": n, "maxItems": n} for n in counts]}


def _end_kinds(game: GameSpec[Any]) -> tuple[str, ...]:
    return RACE_KINDS if game.target is not None else ZERO_SUM_KINDS


def _race_alone(game: GameSpec[Any], count: int) -> bool:
    return substitution.race_alone(game, [f"p{i}" for i in range(count)])


def _no_race_score(count: int, always: bool) -> Schema:
    """At a table of ``count`` a newcomer's ``race_score`` is refused (a zero-sum
    game, or partners): only null, which the reader reads as not given."""
    refused = {"properties": {"substitutions": {"items": {"properties": {"race_score": NULL}}}}}
    if always:
        return refused
    return {
        "if": {"properties": {"players": {"minItems": count, "maxItems": count}}},
        "then": refused,
    }


def _rules(options: tuple[Option, ...]) -> Schema:
    return {
        "description": "The game's house rules (docs/deal-format.md); absent: the default.",
        "type": ["object", "null"],
        "properties": {o.key: _option(o) for o in options},
        "additionalProperties": False,
    }


def _option(option: Option) -> Schema:
    if option.choices is not None:
        return {"enum": list(option.choices), "default": option.default}
    return {
        "type": "integer",
        "minimum": option.lo,
        "maximum": option.hi,
        "default": option.default,
    }


def _game_deal(game: GameSpec[Any]) -> Schema:
    common = _deal()["properties"]
    own = {key: True for key in sorted(game.record_fields - COMMON_KEYS)}
    return {
        "type": "object",
        "properties": {
            **common,
            "game": {"const": game.id},
            "players": common["players"] | _counts(game.player_counts),
            "rules": ref(f"{game.id}.rules"),
            **own,
        },
        "additionalProperties": False,
    }
