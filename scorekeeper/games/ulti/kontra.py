"""Kontra levels of an Ulti deal (rules/ulti.md "Kontra").

Defenders may double any subset of the bid components, the soloist redouble
any of those, and so on up to level 7 (×128). A trump component has one level
for both defenders; a no-trump component (betli and no-trump durchmars
families) may carry a level per defender, multiplying only the payment between
the soloist and that defender. In the record a level is a whole number 0–7, or
for a no-trump component an object ``{DEFENDER: level}`` (defenders left out: 0).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.games.base import Reader, check_int, check_player
from scorekeeper.games.ulti.bidtable import INFO, Component
from scorekeeper.games.ulti.names import component_name, level_name
from scorekeeper.i18n import _

MAX_LEVEL = 7
# The levels' names in English; a text shows them through names.level_name.
LEVEL_NAMES = (
    "Kontra",
    "Rekontra",
    "Szubkontra",
    "Mordkontra",
    "Hirskontra",
    "Fedák Sári",
    "Kerekes bicikli",
)


@dataclass(frozen=True)
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


def parse_kontra(
    raw: Any, contract: Sequence[Component], defenders: Sequence[str]
) -> tuple[Kontra, ...]:
    """The ``kontra`` object: component id -> level (or defender -> level)."""
    reader = Reader(raw, "kontra")
    return tuple(_one(reader, key, contract, defenders) for key in reader.data)


def _one(
    reader: Reader, key: Any, contract: Sequence[Component], defenders: Sequence[str]
) -> Kontra:
    path = reader.at(str(key))
    if key not in set(Component):
        raise RecordError(path, _("{key} is not a contract component").format(key=repr(key)))
    component = Component(key)
    if component not in contract:
        raise RecordError(
            path,
            _("{component} was not bid, so it cannot be doubled").format(
                component=component_name(component)
            ),
        )
    value = reader.data[key]
    if isinstance(value, Mapping):
        return _per_defender(component, value, path, defenders)
    return Kontra(component, level=check_int(value, path, 0, MAX_LEVEL))


def _per_defender(
    component: Component, raw: Mapping[str, Any], path: str, defenders: Sequence[str]
) -> Kontra:
    # rules/ulti.md "Kontra": only no-trump components are doubled per defender.
    if INFO[component].trump:
        raise RecordError(
            path,
            _("{component} has one level for both defenders (0–{max})").format(
                component=component_name(component), max=MAX_LEVEL
            ),
        )
    levels = []
    for name, level in raw.items():
        where = f"{path}.{name}"
        levels.append((_defender(name, where, defenders), check_int(level, where, 0, MAX_LEVEL)))
    return Kontra(component, per_defender=tuple(levels))


def _defender(name: Any, path: str, defenders: Sequence[str]) -> str:
    if isinstance(name, str) and name not in defenders:
        raise RecordError(path, _("{player} is not a defender in this deal").format(player=name))
    return check_player(name, path, defenders)


def multiplier(level: int) -> str:
    """``Kontra ×2`` style text for a level (empty for 0)."""
    return "" if level == 0 else f"{level_name(level)} ×{2**level}"


def any_kontra(kontras: Sequence[Kontra], defenders: Sequence[str]) -> bool:
    return any(k.level_for(d) > 0 for k in kontras for d in defenders)
