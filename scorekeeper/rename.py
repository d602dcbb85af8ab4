"""Renaming a player of a session: the records as entered are rewritten.

The deals as entered are the only truth, so a new name for a player is written
into the session record wherever it names that player: ``players``,
``first_dealer``, and each deal's fields that name a player, which every game
declares (:data:`~scorekeeper.games.base.COMMON_NAME_FIELDS` and
:attr:`GameSpec.name_fields <scorekeeper.games.base.GameSpec.name_fields>`).
Only those fields change: a player called ``hearts`` keeps the hearts suit a
suit. A name is compared as the session reads it (:func:`clean_name`), so a deal
that spells the player in another Unicode form is renamed too. The renamed
session replays to the same scores under the new name
(``tests/test_rename.py``).

Field paths: ``a.b`` the value at ``a`` then ``b``; ``a[]`` each element of the
array ``a``; ``*`` each value of an object; ``{}`` (last) the keys of an object.
A path that does not fit the record (a field left out, a level given as a
number where a per-defender object could be) is skipped: what is not there
names nobody.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game
from scorekeeper.games.base import COMMON_NAME_FIELDS, check_names, clean_name
from scorekeeper.text import Msg


def rename_player(raw: Mapping[str, Any], old: str, new: str) -> dict[str, Any]:
    """The session record ``raw`` with the player ``old`` called ``new``
    everywhere a field names them; ``raw`` is not changed. Raises
    :class:`RecordError` naming ``players[i]`` when ``old`` is not seated or
    ``new`` is empty, too long or another player's name."""
    players = [clean_name(p) if isinstance(p, str) else p for p in raw.get("players") or []]
    seat = _seat(players, old)
    name = clean_name(new)
    if name != players[seat] and name in players:
        reason = Msg("{name} already sits at this table", name=name)
        raise RecordError(f"players[{seat}]", reason, Code.DUPLICATE)
    check_names([name if i == seat else p for i, p in enumerate(players)])  # empty, too long
    fields = (*COMMON_NAME_FIELDS, *get_game(raw.get("game")).name_fields)
    out = dict(raw)
    out["players"] = [name if i == seat else p for i, p in enumerate(raw["players"])]
    if _is(raw.get("first_dealer"), players[seat]):
        out["first_dealer"] = name
    out["deals"] = [
        rename_in_deal(deal, fields, players[seat], name) for deal in raw.get("deals") or []
    ]
    return out


def _seat(players: Sequence[Any], old: str) -> int:
    wanted = clean_name(old)
    for i, player in enumerate(players):
        if player == wanted:
            return i
    reason = Msg("{value} is not a player at this table", value=old)
    raise RecordError("players", reason, Code.NOT_PLAYER)


def rename_in_deal(deal: Any, fields: Sequence[str], old: str, new: str) -> Any:
    """The deal record with ``old`` called ``new`` in each of ``fields`` (paths)."""
    for path in fields:
        deal = _rename_at(deal, path.replace("[]", ".[]").split("."), old, new)
    return deal


def _rename_at(value: Any, steps: Sequence[str], old: str, new: str) -> Any:
    """``value`` with the name at ``steps`` renamed (a copy where anything changed)."""
    if not steps:
        return new if _is(value, old) else value
    step, rest = steps[0], steps[1:]
    if step == "[]":
        if not isinstance(value, list):
            return value
        return [_rename_at(v, rest, old, new) for v in value]
    if not isinstance(value, Mapping):
        return value
    if step == "{}":
        return {(new if _is(k, old) else k): v for k, v in value.items()}
    if step == "*":
        return {k: _rename_at(v, rest, old, new) for k, v in value.items()}
    if step not in value:
        return value
    return {**value, step: _rename_at(value[step], rest, old, new)}


def _is(value: Any, name: str) -> bool:
    return isinstance(value, str) and (value == name or clean_name(value) == name)
