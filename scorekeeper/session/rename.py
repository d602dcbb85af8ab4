"""Renaming a player of a session: the records as entered are rewritten.

The deals as entered are the only truth, so a new name for a player is written
into the session record wherever it names that player: ``players``,
``first_dealer``, who leaves and who comes in at a substitution
(:data:`SESSION_NAME_FIELDS`), and each deal's fields that name a player, which every game
declares (:data:`~scorekeeper.games.base.COMMON_NAME_FIELDS` and
:attr:`GameSpec.name_fields <scorekeeper.games.base.GameSpec.name_fields>`).
Only those fields change: a player called ``hearts`` keeps the hearts suit a
suit. A name is compared as the session reads it (:func:`clean_name`), so a deal
that spells the player in another Unicode form is renamed too. The renamed
session replays to the same scores under the new name
(``tests/session/test_rename.py``).

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
from scorekeeper.jsonio import check_text
from scorekeeper.words.text import Msg

# The session's own fields that name a person (paths as for the deals' fields): the
# first dealer, and who leaves and who takes the seat in each substitution.
SESSION_NAME_FIELDS = ("first_dealer", "substitutions[].out", "substitutions[].in")


def rename_player(raw: Mapping[str, Any], old: str, new: str) -> dict[str, Any]:
    """The session record ``raw`` with the player ``old`` called ``new``
    everywhere a field names them; ``raw`` is not changed. ``old`` is a seated
    player or a substitute who came in (``substitutions[j].in``). Raises
    :class:`RecordError` naming where ``old`` is written when ``old`` plays in
    no seat, or ``new`` is empty, too long, not valid text or another player's
    name."""
    players = [clean_name(p) if isinstance(p, str) else p for p in raw.get("players") or []]
    newcomers = {
        j: clean_name(s["in"])
        for j, s in enumerate(raw.get("substitutions") or [])
        if isinstance(s, Mapping) and isinstance(s.get("in"), str)
    }
    where, wanted = _where(players, newcomers, old)
    check_text(new, where)  # cleaning would drop a lone surrogate
    name = clean_name(new)
    people = list(dict.fromkeys([*players, *newcomers.values()]))
    if name != wanted and name in people:
        reason = Msg("{name} already sits at this table", name=name)
        raise RecordError(where, reason, Code.DUPLICATE)
    check_names([name if p == wanted else p for p in people])  # empty, too long
    fields = (*COMMON_NAME_FIELDS, *get_game(raw.get("game")).name_fields)
    out: dict[str, Any] = rename_in_deal(dict(raw), SESSION_NAME_FIELDS, wanted, name)
    out["players"] = [name if _is(p, wanted) else p for p in raw["players"]]
    out["deals"] = [rename_in_deal(deal, fields, wanted, name) for deal in raw.get("deals") or []]
    return out


def _where(players: Sequence[Any], newcomers: Mapping[int, str], old: str) -> tuple[str, str]:
    """The field that seats ``old`` (``players[i]`` or ``substitutions[j].in``) and
    the name as the session reads it."""
    wanted = clean_name(old)
    for i, player in enumerate(players):
        if player == wanted:
            return f"players[{i}]", wanted
    for j, newcomer in newcomers.items():
        if newcomer == wanted:
            return f"substitutions[{j}].in", wanted
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
