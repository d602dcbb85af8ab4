"""Session records <-> table rows: the session JSON stored as entered.

``rules`` and ``stake`` keep their JSON text (``NULL`` when the record had
none), ``date``/``place``/``note`` get their own columns, any other field goes
in ``extra`` (so does a ``date``, ``place`` or ``note`` given as ``null``, which
its column could not tell from an absent one): reading them back gives the
record that was stored. The players and the first dealer are stored as the
session reads them (``games.base.clean_name``: NFC, no control characters).

A stored text that is not JSON (a damaged file) is reported with its session and
deal, pointing to ``scorekeeper restore``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.games.base import clean_name
from scorekeeper.jsonio import check_limits
from scorekeeper.storage.database_file import SESSION_EXTRAS
from scorekeeper.storage.errors import DamagedDatabaseError
from scorekeeper.storage.models import StoredSession

TEXT_FIELDS = ("date", "place", "note")
# ``id`` has a column of its own too: the session's ``uuid`` (storage/ids.py).
_OWN_KEYS = ("game", "players", "first_dealer", "rules", "stake", *TEXT_FIELDS, "deals", "id")


# One encoder each, made once (``json.dumps`` with options makes a new one per call).
_STORED = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
_PLAIN = json.JSONEncoder(allow_nan=False)


def dumps(value: Any) -> str:
    """The JSON text a record is stored as: compact, its letters as they are."""
    return _STORED.encode(value)


def as_json(value: Any, path: str) -> Any:
    """A private copy of ``value`` that is plain JSON within the input limits
    (refuses sets, NaN, objects, a record nested too deep...)."""
    check_limits(value)
    try:
        return json.loads(_PLAIN.encode(value))
    except (TypeError, ValueError) as err:
        raise RecordError(path, f"is not plain JSON ({err})") from None


def apply_fields(row: StoredSession, raw: Mapping[str, Any]) -> None:
    """Copy a validated session record's fields (not players or deals) onto ``row``."""
    for key in SESSION_EXTRAS:  # the database's own: its file would write its values
        if key in raw:
            raise RecordError(key, "is a field of the whole-database file, not of a session")
    for key in TEXT_FIELDS:
        value = raw.get(key)
        if value is not None and not isinstance(value, str):
            raise RecordError(key, f"{dumps(value)} is not text")
    row.game = raw["game"]
    row.first_dealer = clean_name(raw["first_dealer"])
    row.rules = dumps(raw["rules"]) if "rules" in raw else None
    row.stake = dumps(raw["stake"]) if "stake" in raw else None
    row.date, row.place, row.note = (raw.get(k) for k in TEXT_FIELDS)
    row.extra = extra_text(raw)


def extra_text(raw: Mapping[str, Any]) -> str | None:
    """The ``extra`` column of a session record: every field without a column of
    its own (``rule_changes``, ``substitutions``, ``end``, anything else)."""
    extra = {k: v for k, v in raw.items() if k not in _OWN_KEYS or _null_text(raw, k)}
    return dumps(extra) if extra else None


def _null_text(raw: Mapping[str, Any], key: str) -> bool:
    """``"date": null`` (or place, note): kept in ``extra`` to be given back as null."""
    return key in TEXT_FIELDS and raw[key] is None


def session_json(
    row: StoredSession, players: Sequence[str], deals: Sequence[str]
) -> dict[str, Any]:
    """The session record as it was stored."""
    out: dict[str, Any] = {
        "game": row.game,
        "players": list(players),
        "first_dealer": row.first_dealer,
    }
    if row.rules is not None:
        out["rules"] = _stored(row.rules, row, "rules")
    if row.stake is not None:
        out["stake"] = _stored(row.stake, row, "stake")
    for key, value in zip(TEXT_FIELDS, (row.date, row.place, row.note), strict=True):
        if value is not None:
            out[key] = value
    if row.extra:
        out.update(_stored(row.extra, row, "extra fields"))
    out["deals"] = [_stored(d, row, f"deal {i + 1}") for i, d in enumerate(deals)]
    return out


def _stored(text: str, row: StoredSession, what: str) -> Any:
    """A stored JSON text; text that is not JSON is a damaged database."""
    try:
        return json.loads(text)
    except ValueError:  # JSONDecodeError, or a number too long to convert
        raise DamagedDatabaseError(
            f"session {row.id}, {what}: the stored record is not JSON (the database is "
            "damaged; `scorekeeper restore` lists the backups)"
        ) from None
