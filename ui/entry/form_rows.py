"""Rows of a deal form: labelled fields, each registered under its record path
and named by its label without the shortcut mark; and a grid of what each side
of the table took: one line per side, one column per quantity (card points,
tricks), each field named by its column and side ("Card points (soloist)",
"Tricks (defenders)"). A side's line is read, and tabbed, left to right: the
side a table counts is typed in one go (points, Tab, tricks), the other side
is filled in (:class:`~ui.entry.common.LinkedNumbers`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from scorekeeper_ui.entry.common import GameForm

# (the field's record path, the row's label, the field)
LabelledField = tuple[str, str, QWidget]
# (the side's name, the field's record path, the field)
SideField = tuple[str, str, QWidget]
# (the column's title, the record path of each side's field, each side's field)
SideColumn = tuple[str, Sequence[str], Sequence[QWidget]]


def add_rows(form: GameForm, rows: Sequence[LabelledField]) -> None:
    """Add one row per field to ``form``; each field is registered under its path."""
    for path, label, widget in rows:
        form.layout_.addRow(label, widget)
        form.register(path, widget, label=label.replace("&", ""))


def add_side_row(form: GameForm, label: str, fields: Sequence[SideField]) -> QWidget:
    """Add the row ``label`` to ``form``; each field is registered under its path."""
    box = QWidget()
    line = QHBoxLayout(box)
    line.setContentsMargins(0, 0, 0, 0)
    for side, path, widget in fields:
        line.addWidget(QLabel(side))
        line.addWidget(widget)
        form.register(path, widget, label=f"{label} ({side})")
    line.addStretch(1)
    form.layout_.addRow(label, box)
    return box


class SideGrid(QWidget):
    """What each side took: a line per side (its name first), a column per quantity."""

    def __init__(self, sides: Sequence[str], columns: Sequence[SideColumn]):
        super().__init__()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self._columns: list[list[QWidget]] = []
        for c, (title, _paths, widgets) in enumerate(columns):
            head = QLabel(title)
            grid.addWidget(head, 0, c + 1)
            self._columns.append([head, *widgets])
        for r, side in enumerate(sides):
            grid.addWidget(QLabel(side), r + 1, 0)
            for c, (_title, _paths, widgets) in enumerate(columns):
                grid.addWidget(widgets[r], r + 1, c + 1)
        grid.setColumnStretch(len(columns) + 1, 1)

    def set_column_visible(self, column: int, visible: bool) -> None:
        for widget in self._columns[column]:
            widget.setVisible(visible)


def add_side_grid(form: GameForm, sides: Sequence[str], columns: Sequence[SideColumn]) -> SideGrid:
    """Add the grid to ``form``; its fields are registered (and tabbed) a side's line
    at a time, left to right."""
    grid = SideGrid(sides, columns)
    for r, side in enumerate(sides):
        for title, paths, widgets in columns:
            form.register(paths[r], widgets[r], label=f"{title} ({side})")
    form.layout_.addRow("", grid)
    return grid
