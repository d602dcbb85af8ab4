"""The "Session end" part of the new-session dialog: the end the players agree
(``scorekeeper/session/end.py``, ``docs/rules/ulti.md`` "Session end").

Ulti and Zwanzigerrufen: no agreed end (the default), after a number of deals,
when a total reaches a score, or at a time of day. The race games: a number of
games, 1 by default (the race is the evening). The default writes no ``end`` field,
so a session started without touching the box is stored as before, and the box
needs no keys.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTime, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QTimeEdit, QWidget

from scorekeeper.session.end import MOST
from scorekeeper.words import glossary
from scorekeeper_ui.widgets.choice_box import SearchComboBox
from scorekeeper_ui.widgets.i18n import show

DEFAULTS = {"deals": 20, "score": 100, "games": 1}
DEFAULT_TIME = QTime(23, 30)


class SessionEndBox(QGroupBox):
    """Emits ``changed`` when the kind of end or its value changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(show(glossary.SESSION_END), parent)
        self.kind = SearchComboBox()
        self.number = QSpinBox()
        self.time = QTimeEdit(DEFAULT_TIME)
        self.time.setDisplayFormat("HH:mm")
        self.number_label = QLabel()
        self.number_label.setBuddy(self.number)
        self.time_label = QLabel(QCoreApplication.translate("NewSessionDialog", "&Time:"))
        self.time_label.setBuddy(self.time)
        self.kind_label = QLabel(QCoreApplication.translate("NewSessionDialog", "&Ends:"))
        self.kind_label.setBuddy(self.kind)
        form = QFormLayout(self)
        form.addRow(self.kind_label, self.kind)
        form.addRow(self.number_label, self.number)
        form.addRow(self.time_label, self.time)
        self.set_race(False)
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self.number.valueChanged.connect(self.changed)
        self.time.timeChanged.connect(self.changed)

    def set_race(self, race: bool) -> None:
        """Offer the ends of a race game (games) or of a zero-sum game."""
        self.kind.blockSignals(True)
        self.kind.clear()
        if race:
            self.kind.addItem(
                QCoreApplication.translate("NewSessionDialog", "after games"), "games"
            )
        else:
            add = self.kind.addItem
            add(QCoreApplication.translate("NewSessionDialog", "no agreed end"), None)
            add(QCoreApplication.translate("NewSessionDialog", "after a number of deals"), "deals")
            add(
                QCoreApplication.translate("NewSessionDialog", "when a total reaches ± a score"),
                "score",
            )
            add(QCoreApplication.translate("NewSessionDialog", "at a time of day"), "time")
        self.kind.setCurrentIndex(0)
        self.kind.blockSignals(False)
        for widget in (self.kind, self.kind_label):  # a race game ends after games
            widget.setVisible(not race)
        self._on_kind_changed()

    def end_json(self) -> dict[str, Any] | None:
        """The record's ``end`` field, or ``None`` for the default (none written)."""
        kind = self.kind.currentData()
        if kind is None:
            return None
        if kind == "time":
            return {"time": self.time.time().toString("HH:mm")}
        if kind == "games" and self.number.value() == DEFAULTS["games"]:
            return None  # one game: the rules' reading, written as no end at all
        return {kind: self.number.value()}

    def show_end(self, end: Any) -> None:
        """Show a session's stored ``end`` (``None``: the default of its kind of game)."""
        kind, value = next(iter(end.items())) if isinstance(end, dict) and end else (None, None)
        if kind == "games" or (kind is None and self.kind.findData("games") >= 0):
            kind, value = "games", value or DEFAULTS["games"]
        self.kind.setCurrentIndex(max(self.kind.findData(kind), 0))
        if kind == "time" and isinstance(value, str):
            self.time.setTime(QTime.fromString(value, "HH:mm"))
        elif kind in DEFAULTS and isinstance(value, int):
            self.number.setValue(value)

    def _on_kind_changed(self) -> None:
        kind = self.kind.currentData()
        counted = kind in DEFAULTS
        for widget in (self.number, self.number_label):
            widget.setVisible(counted)
        for timed in (self.time, self.time_label):
            timed.setVisible(kind == "time")
        if counted:
            self.number.blockSignals(True)
            self.number.setRange(1, MOST[kind])
            self.number.setValue(DEFAULTS[kind])
            self.number.blockSignals(False)
            self.number_label.setText(_number_label(kind))
        self.changed.emit()


def _number_label(kind: str) -> str:
    labels = {
        "deals": QCoreApplication.translate("NewSessionDialog", "Dea&ls:"),
        "score": QCoreApplication.translate("NewSessionDialog", "Sc&ore (±):"),
        "games": QCoreApplication.translate("NewSessionDialog", "Ga&mes:"),
    }
    return labels[kind]
