"""The Kontra levels of an Ulti deal (``docs/rules/ulti.md`` "Kontra"): one level 0–7
per trump component, applied to both defenders; one level per defender for a
no-trump component (betli and no-trump durchmars families), since there it
multiplies only the payment between the soloist and that defender. A level is
typed as its number (1 Kontra ×2 … 7 Kerekes bicikli ×128); anything else
("60", "x4") is refused at its box, never turned into another level.

Each level is a field at its record path: ``kontra.ulti`` or
``kontra.betli.Béla``. Levels left at 0 are not written. The boxes go up to the
house rule ``max_kontra`` (7 unless the table stops earlier).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QFormLayout, QWidget

from scorekeeper.games.ulti.bidtable import INFO, BidRow
from scorekeeper_ui.entry.common import LevelBox
from scorekeeper_ui.entry.ulti import bidtext

MAX_LEVEL = 7  # Kerekes bicikli ×128


def level_keys(row: BidRow | None, defenders: Sequence[str]) -> list[tuple[str, str]]:
    """(record path, label) of every level the contract allows."""
    if row is None:
        return []
    keys = []
    for c in row.components:
        name = bidtext.NAMES[c]
        if INFO[c].trump:
            keys.append((f"kontra.{c}", name))
        else:
            keys += [(f"kontra.{c}.{d}", f"{name} — {d}") for d in defenders]
    return keys


class KontraLevels(QWidget):
    """A column of level boxes, rebuilt when the contract or the defenders change."""

    def __init__(self, parent: QWidget | None = None, *, top: int = MAX_LEVEL):
        super().__init__(parent)
        self.top = top
        self.boxes: dict[str, LevelBox] = {}
        self.labels: dict[str, str] = {}
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)

    def rebuild(self, keys: Sequence[tuple[str, str]]) -> bool:
        """Show these levels (keeping the values of those that stay); False if unchanged."""
        if [k for k, _ in keys] == list(self.boxes):
            return False
        old = {k: box.text() for k, box in self.boxes.items()}  # as typed, even if refused
        while self.layout_.rowCount():
            self.layout_.removeRow(0)
        self.boxes, self.labels = {}, dict(keys)
        for path, label in keys:
            box = LevelBox(path, self.top)
            box.setText(old.get(path, "0"))
            self.layout_.addRow(label, box)
            self.boxes[path] = box
        return True

    def to_json(self) -> dict[str, Any]:
        """The levels above 0; raises RecordError for a box holding no level."""
        out: dict[str, Any] = {}
        for path, box in self.boxes.items():
            if box.value():
                _, component, *defender = path.split(".", 2)
                if defender:
                    out.setdefault(component, {})[defender[0]] = box.value()
                else:
                    out[component] = box.value()
        return out

    def set_json(self, kontra: Mapping[str, Any]) -> None:
        for path, box in self.boxes.items():
            _, component, *defender = path.split(".", 2)
            level = kontra.get(component, 0)
            if isinstance(level, Mapping):
                level = level.get(defender[0], 0) if defender else 0
            box.setValue(int(level or 0))
