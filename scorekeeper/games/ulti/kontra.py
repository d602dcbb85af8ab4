"""Kontra levels of an Ulti deal (docs/rules/ulti.md "Kontra").

Defenders may double any subset of the bid components, the soloist redouble
any of those, and so on up to level 7 (×128). A trump component has one level
for both defenders; a no-trump component (betli and no-trump durchmars
families) may carry a level per defender, multiplying only the payment between
the soloist and that defender. In the record a level is a whole number 0–7, or
for a no-trump component an object ``{DEFENDER: level}`` (defenders left out: 0).
A key that is no component id is an unknown field (a misspelt ``ultii`` must not
be scored as undoubled); a component that was not bid cannot be doubled.

House rule ``max_kontra`` (1–7, default 7): the highest level the table allows
(tournaments stop at Rekontra, 2; Tepsi/UltiCalculator at Fedák Sári, 6). A level
above it was never said at this table: the record is refused, naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import (
    Reader,
    check_int,
    check_player,
    clean_name,
    multiplier_text,
)
from scorekeeper.games.ulti.bidtable import INFO, Component
from scorekeeper.games.ulti.names import component_name
from scorekeeper.values import frozen
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg

MAX_LEVEL = 7
_IDS = tuple(c.value for c in Component)
# The levels' names: Hungarian in every language but Japanese, which writes them as
# the club's rule page does (コントラ, レコントラ, スブコントラ … ケレケスビシクリ).
LEVEL_NAMES: tuple[Msg, ...] = (
    glossary.KONTRA,
    Msg("Rekontra"),
    Msg("Szubkontra"),
    Msg("Mordkontra"),
    Msg("Hirskontra"),
    Msg("Fedák Sári"),
    Msg("Kerekes bicikli"),
)


@frozen
class Kontra:
    """The kontra on one component: one level, or levels per defender."""

    component: Component
    level: int | None = None
    per_defender: tuple[tuple[str, int], ...] | None = None

    def level_for(self, defender: str) -> int:
        if self.per_defender is None:
            return self.level or 0
        return dict(self.per_defender).get(defender, 0)

    def to_json(self) -> int | dict[str, int]:
        if self.per_defender is None:
            return self.level or 0
        return dict(self.per_defender)


def level_of(kontras: Sequence[Kontra], component: Component, defender: str) -> int:
    """The kontra level of ``component`` between the soloist and ``defender``."""
    for kontra in kontras:
        if kontra.component is component:
            return kontra.level_for(defender)
    return 0


def levels_of(
    kontras: Sequence[Kontra], component: Component, defenders: Sequence[str]
) -> dict[str, int]:
    """:func:`level_of` ``component`` for each of ``defenders``."""
    if not kontras:  # most deals: nobody doubled anything
        return dict.fromkeys(defenders, 0)
    return {d: level_of(kontras, component, d) for d in defenders}


def parse_kontra(
    raw: Any, contract: Sequence[Component], defenders: Sequence[str], top: int = MAX_LEVEL
) -> tuple[Kontra, ...]:
    """The ``kontra`` object: component id -> level (or defender -> level);
    ``top`` is the house rule ``max_kontra``."""
    reader = Reader(raw, "kontra")
    reader.only(_IDS)  # a misspelt component must not be scored as undoubled
    return tuple(_one(reader, key, contract, defenders, top) for key in reader.data)


def _level(raw: Any, path: str, top: int) -> int:
    """A level 0–7, refused above the house rule ``max_kontra``."""
    level = check_int(raw, path, 0, MAX_LEVEL)
    if level > top:
        reason = Msg(
            "{level} ({name}) is above the house rule max_kontra: {top} ({top_name})",
            level=level,
            name=LEVEL_NAMES[level - 1],
            top=top,
            top_name=LEVEL_NAMES[top - 1],
        )
        raise RecordError(path, reason, Code.INVALID)
    return level


def _one(
    reader: Reader, key: Any, contract: Sequence[Component], defenders: Sequence[str], top: int
) -> Kontra:
    path = reader.at(str(key))
    component = Component(key)
    if component not in contract:
        reason = Msg(
            "{component} was not bid, so it cannot be doubled", component=component_name(component)
        )
        raise RecordError(path, reason, Code.INVALID)
    value = reader.data[key]
    if isinstance(value, Mapping):
        return _per_defender(component, value, path, defenders, top)
    return Kontra(component, level=_level(value, path, top))


def _per_defender(
    component: Component, raw: Mapping[str, Any], path: str, defenders: Sequence[str], top: int
) -> Kontra:
    # docs/rules/ulti.md "Kontra": only no-trump components are doubled per defender.
    if INFO[component].trump:
        reason = Msg(
            "{component} has one level for both defenders (0–{max})",
            component=component_name(component),
            max=top,
        )
        raise RecordError(path, reason, Code.INVALID)
    levels = []
    for name, level in raw.items():
        where = f"{path}.{name}"
        levels.append((_defender(name, where, defenders), _level(level, where, top)))
    return Kontra(component, per_defender=tuple(levels))


def _defender(name: Any, path: str, defenders: Sequence[str]) -> str:
    if isinstance(name, str) and clean_name(name) not in defenders:
        reason = Msg("{player} is not a defender in this deal", player=name)
        raise RecordError(path, reason, Code.INVALID)
    return check_player(name, path, defenders)


@cache  # 8 levels; asked for by every doubled line
def multiplier(level: int) -> Msg | None:
    """``Kontra ×2`` for a level (None for 0)."""
    return multiplier_text(level, LEVEL_NAMES)


def any_kontra(kontras: Sequence[Kontra], defenders: Sequence[str]) -> bool:
    return any(k.level_for(d) > 0 for k in kontras for d in defenders)
