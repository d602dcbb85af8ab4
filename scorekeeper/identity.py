"""Records have identity: a session and each of its deals may carry an ``"id"``,
a UUID in its canonical text (``docs/deal-format.md``, "Identity").

The canonical text is the one :class:`uuid.UUID` writes: 32 lowercase hex digits
in groups of 8-4-4-4-12 with hyphens (36 characters). Any other spelling of a
UUID (uppercase, braces, no hyphens) is refused rather than rewritten, so the id
a file carries is the id the database keeps, character for character, and the
JSON Schema (``resources/schema/``) says the same with one pattern.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache

from scorekeeper.errors import Code, RecordError
from scorekeeper.words.text import Msg

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ID = "id"
"""The field of a session record and of a deal that holds its identity."""

UUID_PATTERN = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"


@cache
def _uuid() -> re.Pattern[str]:
    """The pattern, compiled when first used (most records carry no id)."""
    return re.compile(UUID_PATTERN.replace("$", r"\Z"))


def is_uuid(value: Any) -> bool:
    """``value`` is a UUID in its canonical text."""
    return type(value) is str and _uuid().match(value) is not None


def check_uuid(value: Any, path: str) -> str:
    """``value`` if it is a canonical UUID, else a ``RecordError`` naming ``path``."""
    if is_uuid(value):
        return str(value)
    shown = value[:60] if isinstance(value, str) else value  # a JSON literal, briefly
    text = json.dumps(shown, ensure_ascii=False) if _literal(shown) else type(value).__name__
    raise RecordError(path, Msg("{value} is not a UUID", value=text), Code.NOT_UUID)


def _literal(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def record_id(raw: Any, path: str = ID) -> str | None:
    """The ``id`` of a session or deal record, checked; ``None`` when it has none."""
    if not isinstance(raw, Mapping) or ID not in raw:
        return None
    return check_uuid(raw[ID], path)


def without_id(raw: Mapping[str, Any]) -> Mapping[str, Any]:
    """``raw`` without its ``id`` (a shallow copy when it has one, else ``raw``)."""
    if ID not in raw:
        return raw
    return {k: v for k, v in raw.items() if k != ID}


def check_deal_ids(deals: Any) -> None:
    """No two deals of a session carry the same ``id`` (each is checked when its
    deal is read)."""
    if not isinstance(deals, list):
        return
    seen: dict[str, int] = {}
    for index, deal in enumerate(deals):
        if type(deal) is not dict or type(deal.get(ID)) is not str:
            continue  # no id (a wrong one is refused where its deal is read)
        first = seen.setdefault(deal[ID], index)
        if first != index:
            reason = Msg("the same id as deals[{first}]", first=first)
            raise RecordError(f"deals[{index}].{ID}", reason, Code.DUPLICATE)


def same_record(stored: Mapping[str, Any], raw: Mapping[str, Any]) -> bool:
    """``raw`` (a file) says what the stored record says: equal apart from the ids
    it leaves out (a deal without ``id`` in the file is compared by content only)."""
    mine = [without_id(d) if isinstance(d, Mapping) else d for d in raw.get("deals", [])]
    theirs = [without_id(d) for d in stored.get("deals", [])]
    if without_id({**raw, "deals": mine}) != without_id({**stored, "deals": theirs}):
        return False
    given = [d.get(ID) for d in raw.get("deals", []) if isinstance(d, Mapping)]
    kept = [d.get(ID) for d in stored.get("deals", [])]
    ids_match = all(g is None or g == k for g, k in zip(given, kept, strict=True))
    return raw.get(ID, stored.get(ID)) == stored.get(ID) and ids_match
