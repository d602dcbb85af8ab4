"""Rows of a deal form: labelled fields, each registered under its record path
and named by its label without the shortcut mark; and a row holding one field
per side of the table, each named by its side ("Card points (soloist)",
"Tricks (defenders)").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ui.entry.common import GameForm

# (the field's record path, the row's label, the field)
LabelledField = tuple[str, str, QWidget]
# (the side's name, the field's record path, the field)
SideField = tuple[str, str, QWidget]


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
