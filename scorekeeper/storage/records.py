"""Session records <-> table rows: the session JSON stored as entered.

``rules`` and ``stake`` keep their JSON text (``NULL`` when the record had
none), ``date``/``place``/``note`` get their own columns, any other field goes
in ``extra``: reading them back gives the record that was stored.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.storage.models import StoredSession

TEXT_FIELDS = ("date", "place", "note")
_OWN_KEYS = ("game", "players", "first_dealer", "rules", "stake", *TEXT_FIELDS, "deals")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def as_json(value: Any, path: str) -> Any:
    """A private copy of ``value`` that is plain JSON (refuses sets, NaN, objects...)."""
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError) as err:
        raise RecordError(path, f"is not plain JSON ({err})") from None


def apply_fields(row: StoredSession, raw: Mapping[str, Any]) -> None:
    """Copy a validated session record's fields (not players or deals) onto ``row``."""
    for key in TEXT_FIELDS:
        value = raw.get(key)
        if value is not None and not isinstance(value, str):
            raise RecordError(key, f"{dumps(value)} is not text")
    row.game = raw["game"]
    row.first_dealer = raw["first_dealer"]
    row.rules = dumps(raw["rules"]) if "rules" in raw else None
    row.stake = dumps(raw["stake"]) if "stake" in raw else None
    row.date, row.place, row.note = (raw.get(k) for k in TEXT_FIELDS)
    extra = {k: v for k, v in raw.items() if k not in _OWN_KEYS}
    row.extra = dumps(extra) if extra else None


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
        out["rules"] = json.loads(row.rules)
    if row.stake is not None:
        out["stake"] = json.loads(row.stake)
    for key, value in zip(TEXT_FIELDS, (row.date, row.place, row.note), strict=True):
        if value is not None:
            out[key] = value
    if row.extra:
        out.update(json.loads(row.extra))
    out["deals"] = [json.loads(d) for d in deals]
    return out
