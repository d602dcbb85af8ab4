"""A league's definition: its name, game, season (from and to, date fields with a
calendar), its tables and whether its statistics are hidden.

The tables are a list of places to tick: every place the stored sessions name,
and the league's own; a place not played yet is typed in and added. No table
ticked means every table (the core's reading of an empty ``tables``).

OK reads the form into the league's JSON and hands it to ``save`` (the window's:
the core checks it, ``parse_league``, and the store writes it). A refusal
(:class:`~scorekeeper.errors.RecordError`) is shown next to the field it names
(``league.name``, ``league.season.to``, …) with the field outlined; the dialog
stays open with everything as typed.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import RecordError
from scorekeeper.words.text import render
from scorekeeper_ui.widgets import crash
from scorekeeper_ui.widgets.i18n import describe, language
from scorekeeper_ui.widgets.palette import error_colour, invalid_style

if TYPE_CHECKING:
    from scorekeeper.league.model import League

FIELDS = ("name", "game", "season", "tables", "hide_stats")
NAME_LIMIT = 100


def field_of(path: str) -> str:
    """The form's field for an error's path: ``league.season.to`` → ``season``,
    ``league.tables`` → ``tables``; anything else is shown under the form (``""``)."""
    path = path.removeprefix("league.")
    head = path.split(".", 1)[0].split("[", 1)[0]
    return head if head in FIELDS else ""


def _qdate(day: datetime.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _iso(date: QDate) -> str:
    return date.toString("yyyy-MM-dd")


class LeagueDialog(QDialog):
    def __init__(
        self,
        league: League | None,
        places: Iterable[str],
        save: Callable[[Mapping[str, Any]], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._league = league
        self._save = save
        self.setWindowTitle(self.tr("Edit league") if league else self.tr("New league"))
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LIMIT)
        self.game = QComboBox()
        self.season_from, self.season_to = QDateEdit(), QDateEdit()
        for edit in (self.season_from, self.season_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.tables = QListWidget()
        self.tables.setMaximumHeight(110)
        self.new_table = QLineEdit()
        self.new_table.setPlaceholderText(self.tr("Another table or place"))
        self.add_table = QPushButton(self.tr("&Add"))
        self.hide_stats = QCheckBox(self.tr("&Hide statistics (only the standings are shown)"))
        red = error_colour(self.palette()).name()
        self.errors: dict[str, QLabel] = {}
        for key in (*FIELDS, ""):
            label = QLabel()
            label.setWordWrap(True)
            label.setStyleSheet(f"QLabel {{ color: {red}; }}")
            label.hide()
            self.errors[key] = label
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._fill(league, places)
        self._lay_out()
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        self.add_table.clicked.connect(self._on_add_table)
        self.new_table.installEventFilter(self)  # Enter there adds the table, not OK
        self.name.setFocus()

    def _fill(self, league: League | None, places: Iterable[str]) -> None:
        from scorekeeper_ui.entry.games import GAMES

        for entry in GAMES:
            self.game.addItem(entry.title, entry.id)
        today = datetime.date.today()
        start = league.season_from if league else datetime.date(today.year, 1, 1)
        end = league.season_to if league else datetime.date(today.year, 12, 31)
        self.season_from.setDate(_qdate(start))
        self.season_to.setDate(_qdate(end))
        chosen = tuple(league.tables) if league else ()
        for place in dict.fromkeys([*sorted(set(places)), *chosen]):
            self._add_place(place, place in chosen)
        if league:
            self.name.setText(league.name)
            self.game.setCurrentIndex(max(self.game.findData(league.game), 0))
            self.hide_stats.setChecked(league.hide_stats)

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow("", self.errors["name"])
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow("", self.errors["game"])
        season = QHBoxLayout()
        season.addWidget(self.season_from)
        to = QLabel(self.tr("t&o"))
        to.setBuddy(self.season_to)
        season.addWidget(to)
        season.addWidget(self.season_to)
        season.addStretch(1)
        form.addRow(self.tr("&Season from:"), season)
        season_label = _last_label(form)
        if isinstance(season_label, QLabel):
            season_label.setBuddy(self.season_from)
        form.addRow("", self.errors["season"])
        adding = QHBoxLayout()
        adding.addWidget(self.new_table, 1)
        adding.addWidget(self.add_table)
        tables = QVBoxLayout()
        tables.addWidget(self.tables)
        tables.addLayout(adding)
        form.addRow(self.tr("&Tables:"), tables)
        tables_label = _last_label(form)
        if isinstance(tables_label, QLabel):
            tables_label.setBuddy(self.tables)
        note = QLabel(self.tr("None ticked: every table's evenings count."))
        note.setWordWrap(True)
        form.addRow("", note)
        form.addRow("", self.errors["tables"])
        form.addRow("", self.hide_stats)
        form.addRow("", self.errors["hide_stats"])
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.errors[""])
        layout.addWidget(self.buttons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the field of a new table adds what is typed there and keeps the
        form open (the dialog's default button, OK, would take the Enter too); in
        the empty field Enter is OK, as in every other field."""
        if (
            watched is self.new_table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.new_table.text().strip()
        ):
            self._on_add_table()
            return True
        return super().eventFilter(watched, event)

    def _add_place(self, place: str, checked: bool) -> QListWidgetItem:
        item = QListWidgetItem(place)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.tables.addItem(item)
        return item

    def _on_add_table(self) -> None:
        place = self.new_table.text().strip()
        if not place:
            return
        found = self.tables.findItems(place, Qt.MatchFlag.MatchExactly)
        item = found[0] if found else self._add_place(place, True)
        item.setCheckState(Qt.CheckState.Checked)
        self.tables.setCurrentItem(item)
        self.new_table.clear()

    def chosen_tables(self) -> list[str]:
        items = (self.tables.item(i) for i in range(self.tables.count()))
        return [i.text() for i in items if i.checkState() == Qt.CheckState.Checked]

    def league_json(self) -> dict[str, Any]:
        """The form as the league's JSON (``docs/storage.md``, "Leagues")."""
        raw: dict[str, Any] = {
            "name": self.name.text(),
            "game": self.game.currentData(),
            "season": {"from": _iso(self.season_from.date()), "to": _iso(self.season_to.date())},
            "tables": self.chosen_tables(),
            "hide_stats": self.hide_stats.isChecked(),
        }
        if self._league is not None and self._league.uuid is not None:
            raw["id"] = self._league.uuid  # its identity stays (docs/league.md)
        return raw

    def _on_ok(self) -> None:
        if self.new_table.text().strip():
            self._on_add_table()  # typed but not added: what the player meant
        self._clear_errors()
        try:
            self._save(self.league_json())
        except RecordError as err:
            self.show_error(err)
            return
        except Exception as err:  # storage: read-only, busy, gone; said, the form kept
            if not crash.expected(err):
                crash.report(err)
            self.errors[""].setText(describe(err))
            self.errors[""].show()
            return
        self.accept()

    def _clear_errors(self) -> None:
        for label in self.errors.values():
            label.hide()
        for widget in self._widgets().values():
            widget.setStyleSheet("")

    def _widgets(self) -> dict[str, QWidget]:
        return {
            "name": self.name,
            "game": self.game,
            "season": self.season_to,
            "tables": self.tables,
            "hide_stats": self.hide_stats,
        }

    def show_error(self, err: RecordError) -> None:
        """The refusal next to its field, the field outlined and focused."""
        key = field_of(err.field)
        label = self.errors[key]
        label.setText(render(err.message, language()) if key else err.render(language()))
        label.show()
        widget = self._widgets().get(key)
        if widget is not None:
            if err.field.removeprefix("league.").startswith("season.from"):
                widget = self.season_from
            widget.setStyleSheet(invalid_style(self.palette()))
            widget.setFocus()


def _last_label(form: QFormLayout) -> QWidget | None:
    """The label ``form`` made for its last row (``addRow`` with a text)."""
    item = form.itemAt(form.rowCount() - 1, QFormLayout.ItemRole.LabelRole)
    return None if item is None else item.widget()
