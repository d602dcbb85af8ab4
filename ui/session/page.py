"""The screen of an open session: the totals in large type (readable across the
table) with the next dealer, the score sheet, the running-totals chart and the
breakdown in words of the selected deal."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QItemSelection, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.session.end import EndState
from scorekeeper.session.replay import SessionResult
from scorekeeper.sheet import ScoreSheet, SheetRow
from scorekeeper.words.figures import number
from scorekeeper.words.text import Msg
from scorekeeper_ui.session.chart import RunningTotalsChart
from scorekeeper_ui.session.pending_box import PendingBox
from scorekeeper_ui.session.score_sheet import ScoreSheetModel
from scorekeeper_ui.session.sheet_columns import SheetColumns
from scorekeeper_ui.widgets.i18n import show


class TotalsBanner(QFrame):
    """One column per side (a player, or partners who share a score): its name over
    the running total of the current game (``ScoreSheet.side_scores``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.zoom = 1.0
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._grid = QGridLayout(self)
        self.status = QLabel(self)
        self.status.setFont(_font(1.3 * self.zoom, bold=False))
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A long status (German or Hungarian, a race's game and its end) wraps onto a
        # second line rather than widening the window past a small screen.
        self.status.setWordWrap(True)
        self.totals: dict[str, QLabel] = {}
        self._names: list[QLabel] = []
        self._sheet: ScoreSheet | None = None
        self._end: EndState | None = None  # a time end seen again by the clock

    def set_zoom(self, factor: float, sheet: ScoreSheet | None) -> None:
        self.zoom = factor
        for name in self._names:
            name.setFont(_font(1.4 * factor, bold=False))
        if sheet is not None:
            self.set_sheet(sheet)

    def set_sheet(self, sheet: ScoreSheet) -> None:
        self._sheet, self._end = sheet, sheet.end
        scores = dict(sheet.side_scores)
        if tuple(self.totals) != tuple(scores):
            self._rebuild(tuple(scores))
        ahead = leaders(scores)
        for side, label in self.totals.items():
            label.setText(number(scores[side]))
            label.setFont(_font(3.0 * self.zoom, bold=side in ahead))
        self._set_status()

    def set_end(self, end: EndState | None) -> None:
        """The session end as the clock finds it now (a time end passes without a deal)."""
        self._end = end
        if self._sheet is not None:
            self._set_status()

    def _set_status(self) -> None:
        assert self._sheet is not None
        self.status.setText(status_text(self._sheet, self._end))
        ended = self._end is not None and self._end.reached  # the window says so: bold
        self.status.setFont(_font(1.3 * self.zoom, bold=ended))

    def _rebuild(self, sides: tuple[str, ...]) -> None:
        for label in [*self.totals.values(), *self._names]:
            self._grid.removeWidget(label)
            label.hide()  # at once: deleteLater waits for the event loop
            label.deleteLater()
        self.totals, self._names = {}, []
        for column, side in enumerate(sides):
            name = QLabel(side, self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            name.setFont(_font(1.4 * self.zoom, bold=False))
            total = QLabel("0", self)
            total.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._grid.addWidget(name, 0, column)
            self._grid.addWidget(total, 1, column)
            name.show()
            total.show()
            self._names.append(name)
            self.totals[side] = total
        self._grid.addWidget(self.status, 2, 0, 1, max(1, len(sides)))


def leaders(scores: dict[str, int]) -> set[str]:
    """The sides whose total is shown in bold: the highest, unless it is 0."""
    top = max(scores.values(), default=0)
    return {side for side, score in scores.items() if score == top and top != 0}


def status_text(sheet: ScoreSheet, end: EndState | None = None) -> str:
    """The banner's line under the totals: next dealer, game and target, double
    round, the last game won, the session end (``end``, else the sheet's: "3 deals
    left", "ends at 23:30", "the agreed end was reached after deal 20"; a race
    game's one game by default only once it is reached). The table view shows it too."""
    parts = [show(Msg("Next dealer: {name}", name=sheet.next_dealer))]
    if sheet.target is not None:
        parts.append(
            QCoreApplication.translate("TotalsBanner", "game {n} to {target}").format(
                n=sheet.game_number, target=sheet.target
            )
        )
    if sheet.double_rounds_left:
        parts.append(
            QCoreApplication.translate(
                "TotalsBanner", "double round: {n} more deals count double"
            ).format(n=sheet.double_rounds_left)
        )
    finished = [g for g in sheet.games if g.winner]
    if finished:
        parts.append(show(finished[-1].title))
    state = end if end is not None else sheet.end
    if state is not None and state.line is not None:
        parts.append(show(state.text))
    return " · ".join(parts)


def _font(scale: float, *, bold: bool) -> QFont:
    font = QFont()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    return font


class SessionPage(QWidget):
    """Emits ``row_activated`` (Enter or double-click on a deal)."""

    row_activated = Signal(int)
    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = TotalsBanner()
        self.pending = PendingBox()  # deals entered on phones, not in the sheet yet
        self.model = ScoreSheetModel(self)
        self.table = _sheet_view(self.model)
        self.columns = SheetColumns(self.table, self.model)
        self.chart = RunningTotalsChart()
        self.zoom = 1.0
        self.breakdown = QPlainTextEdit()
        self.breakdown.setReadOnly(True)
        self.breakdown.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(self.breakdown)
        lower.addWidget(self.chart)
        lower.setSizes([400, 500])
        self.splitter.addWidget(lower)
        self.splitter.setSizes([380, 260])
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.pending)
        layout.addWidget(self.splitter, 1)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.table.activated.connect(self._on_activated)

    def set_result(
        self, result: SessionResult, select: int | None = None, *, unchanged: int | None = None
    ) -> None:
        """Show ``result`` and select row ``select`` (``None``: the last).
        ``unchanged``: the row of the one change (a deal added, inserted, corrected
        or deleted there) since the result shown; the rows before it are not drawn
        or measured again (``None``: show it anew)."""
        rows = self.model.set_result(result, unchanged=unchanged)
        sheet = self.model.sheet()
        assert sheet is not None
        self.banner.set_sheet(sheet)
        self.chart.set_sheet(sheet, unchanged=unchanged)
        self.columns.fit(rows, fresh=unchanged is None)
        row = len(sheet.rows) - 1 if select is None else select
        if 0 <= row < len(sheet.rows):
            if row == self.current_row():
                self._show_breakdown(row)  # the same row, with what the change made of it
            else:
                self.table.selectRow(row)  # says selectionChanged: the breakdown follows
            self.table.scrollTo(self.model.index(row, 0))
        else:
            self.breakdown.setPlainText(self.tr("No deals yet. Ctrl+D enters the first one."))

    def set_zoom(self, factor: float) -> None:
        """Scale the banner, the score sheet and the breakdown by ``factor`` (Ctrl+plus,
        Ctrl+minus); the columns are measured again in the new size."""
        self.zoom = factor
        font = QFont()
        font.setPointSizeF(font.pointSizeF() * factor)
        for widget in (self.table, self.table.horizontalHeader(), self.breakdown):
            widget.setFont(font)
        rows = QFontMetricsF(font).height() * 1.5
        self.table.verticalHeader().setDefaultSectionSize(round(rows))
        sheet = self.model.sheet()
        self.banner.set_zoom(factor, sheet)
        if sheet is not None:
            self.columns.fit(range(len(sheet.rows)), fresh=True)

    def current_row(self) -> int | None:
        indexes = self.table.selectionModel().selectedRows()
        return indexes[0].row() if indexes else None

    def _on_selection_changed(self, _new: QItemSelection, _old: QItemSelection) -> None:
        row = self.current_row()
        if row is not None:
            self._show_breakdown(row)
        self.selection_changed.emit()

    def _show_breakdown(self, row: int) -> None:
        deal, sheet = self.model.sheet_row(row), self.model.sheet()
        if deal is not None and sheet is not None:
            self.breakdown.setPlainText(breakdown_text(deal, deal.seated or sheet.players))

    def _on_activated(self) -> None:
        row = self.current_row()
        if row is not None:
            self.row_activated.emit(row)


def breakdown_text(row: SheetRow, players: Sequence[str]) -> str:
    """The selected deal in words: its breakdown lines, every player's delta and
    running total, its marks and warnings (all from the sheet model)."""
    lines = [
        QCoreApplication.translate("SessionPage", "Deal {n} — dealer {dealer}").format(
            n=row.number, dealer=row.dealer
        ),
        "",
        *(show(line) for line in row.lines),
        "",
    ]
    for i, player in enumerate(players):
        delta = row.delta_text(i)  # a thrown-in deal scores nothing and shows no delta
        lines.append(
            f"{player}: {delta} → {row.total_text(i)}"
            if delta
            else f"{player}: {row.total_text(i)}"
        )
    lines.extend(show(mark) for mark in row.marks)
    for warning in row.warnings:
        lines.append(
            QCoreApplication.translate("SessionPage", "Note: {warning}").format(
                warning=show(warning)
            )
        )
    return "\n".join(lines)


def _sheet_view(model: ScoreSheetModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setStretchLastSection(False)
    view.setWordWrap(False)
    return view
