"""One league's report: its title lines, then four tabs: standings, statistics
(with the switch that hides them), the season chart and the evenings.

It shows a :class:`~scorekeeper.league.sheet.LeagueSheet` (the core's report in
the window's language); the tables are :class:`TextTable` models of the sheet's
rows, the chart the running-totals chart (``ui/session/chart.py``) drawing the sheet's
season lines, evening by evening. The statistics switch is the viewer's; a league
that hides its statistics (``hide_stats``) turns it off and disables it (the
league's editor changes that).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.league.sheet import LeagueSheet
from scorekeeper_ui.session.chart import RunningTotalsChart
from scorekeeper_ui.widgets.palette import mute

Index = QModelIndex | QPersistentModelIndex
RIGHT_STANDINGS = frozenset({0, 2, 3, 4, 5, 6})  # rank and the figures
RIGHT_STATS = frozenset({2, 3, 4})  # kontra given, kontra won, average


class TextTable(QAbstractTableModel):
    """Rows of texts under a header; the columns ``right`` (figures) right-aligned."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._head: tuple[str, ...] = ()
        self._rows: tuple[tuple[str, ...], ...] = ()
        self._right: frozenset[int] = frozenset()

    def set_rows(
        self, head: Sequence[str], rows: Sequence[Sequence[str]], right: frozenset[int]
    ) -> None:
        self.beginResetModel()
        self._head, self._rows, self._right = tuple(head), tuple(map(tuple, rows)), right
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._head)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = (
                Qt.AlignmentFlag.AlignRight
                if index.column() in self._right
                else Qt.AlignmentFlag.AlignLeft
            )
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._head[section] if 0 <= section < len(self._head) else None
        return None

    def cell(self, row: int, column: int) -> str:
        return self._rows[row][column]


def _table(model: TextTable) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setWordWrap(False)
    return view


def _fit_columns(view: QTableView, stretch: int) -> None:
    """Every column as wide as its texts; the player's (``stretch``) takes the rest."""
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if 0 <= stretch < header.count():
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)


class LeagueReportView(QWidget):
    stats_toggled = Signal(bool)  # the viewer's switch: the window reads the report again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)  # a long name (or a refusal) never widens the window
        self.subtitle = QLabel()
        self.subtitle.setTextFormat(Qt.TextFormat.PlainText)
        self.subtitle.setWordWrap(True)
        self.stats_switch = QCheckBox(self.tr("Show &statistics"))
        self.stats_switch.setChecked(True)
        self.standings = TextTable(self)
        self.stats = TextTable(self)
        self.standings_view = _table(self.standings)
        self.stats_view = _table(self.stats)
        self.stats_hidden = QLabel(self.tr("The statistics are hidden."))
        self.stats_hidden.setWordWrap(True)
        mute(self.stats_hidden)
        self.chart = RunningTotalsChart()
        self.chart.setMinimumHeight(150)
        self.evenings = QListWidget()
        self.tabs = QTabWidget()
        self._lay_out()
        self.stats_switch.toggled.connect(self.stats_toggled.emit)

    def _lay_out(self) -> None:
        stats_page = QWidget()
        stats_layout = QVBoxLayout(stats_page)
        stats_layout.setContentsMargins(0, 0, 0, 0)
        stats_layout.addWidget(self.stats_hidden, 0, Qt.AlignmentFlag.AlignTop)
        stats_layout.addWidget(self.stats_view, 1)
        self.tabs.addTab(self.standings_view, self.tr("S&tandings"))
        self.tabs.addTab(stats_page, self.tr("Stat&istics"))
        self.tabs.addTab(self.chart, self.tr("Season &chart"))
        self.tabs.addTab(self.evenings, self.tr("E&venings"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.stats_switch)
        layout.addWidget(self.tabs, 1)

    def show_sheet(self, sheet: LeagueSheet | None, *, league_hides: bool = False) -> None:
        """Show ``sheet`` (``None``: no league chosen); ``league_hides``: the
        league hides its statistics, so the switch is off and disabled."""
        self.stats_switch.blockSignals(True)
        if league_hides:
            self.stats_switch.setChecked(False)
        self.stats_switch.setEnabled(sheet is not None and not league_hides)
        self.stats_switch.setToolTip(
            self.tr("This league hides its statistics (Edit… changes it).") if league_hides else ""
        )
        self.stats_switch.blockSignals(False)
        if sheet is None:
            self._clear()
            return
        self.title.setText(sheet.title)
        self.subtitle.setText(" · ".join(sheet.subtitle))
        self.standings.set_rows(sheet.standings_head, sheet.standings, RIGHT_STANDINGS)
        self.stats.set_rows(sheet.stats_head, sheet.stats, RIGHT_STATS)
        _fit_columns(self.standings_view, 1)  # the player
        _fit_columns(self.stats_view, 1)  # the contracts declared
        self.stats_view.setVisible(bool(sheet.stats))
        self.stats_hidden.setVisible(not sheet.stats)
        self.chart.set_lines(sheet.season, max(len(sheet.season_dates), 1), sheet.h["evening"])
        self.evenings.clear()
        self.evenings.addItems(list(sheet.evenings) or [sheet.h["no_evenings"]])

    def _clear(self) -> None:
        self.title.setText(self.tr("No league chosen"))
        self.subtitle.setText("")
        self.standings.set_rows((), (), frozenset())
        self.stats.set_rows((), (), frozenset())
        self.chart.set_lines((), 1, "")
        self.evenings.clear()

    def shows_stats(self) -> bool:
        return self.stats_switch.isChecked()
