"""The screen of an open session: the totals in large type (readable across the
table) with the next dealer, the score sheet, the running-totals chart and the
breakdown in words of the selected deal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QItemSelection, Qt, Signal
from PySide6.QtGui import QFont
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

from scorekeeper.session import DealRow, SessionResult
from ui.chart import RunningTotalsChart
from ui.i18n import show
from ui.score_sheet import ScoreSheetModel, number, signed


class TotalsBanner(QFrame):
    """One column per player: name over the running total of the current game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._grid = QGridLayout(self)
        self.status = QLabel(self)
        self.status.setFont(_font(1.3, bold=False))
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.totals: dict[str, QLabel] = {}
        self._names: list[QLabel] = []

    def set_result(self, result: SessionResult) -> None:
        players = result.record.players
        if tuple(self.totals) != players:
            self._rebuild(players)
        scores = result.games[-1].scores if result.games else result.totals
        top = max(scores.values(), default=0)
        for player, label in self.totals.items():
            label.setText(number(scores[player]))
            label.setFont(_font(3.0, bold=scores[player] == top and top != 0))
        self.status.setText(self._status(result))

    def _rebuild(self, players: tuple[str, ...]) -> None:
        for label in [*self.totals.values(), *self._names]:
            self._grid.removeWidget(label)
            label.hide()  # at once: deleteLater waits for the event loop
            label.deleteLater()
        self.totals, self._names = {}, []
        for column, player in enumerate(players):
            name = QLabel(player, self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            name.setFont(_font(1.4, bold=False))
            total = QLabel("0", self)
            total.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._grid.addWidget(name, 0, column)
            self._grid.addWidget(total, 1, column)
            name.show()
            total.show()
            self._names.append(name)
            self.totals[player] = total
        self._grid.addWidget(self.status, 2, 0, 1, max(1, len(players)))

    def _status(self, result: SessionResult) -> str:
        parts = [self.tr("Next dealer: {name}").format(name=result.next_dealer)]
        target = result.record.game.target
        if target is not None:
            parts.append(
                self.tr("game {n} to {target}").format(
                    n=result.games[-1].number if result.games else 1, target=target
                )
            )
        if result.double_rounds_left:
            parts.append(
                self.tr("double round: {n} more deals count double").format(
                    n=result.double_rounds_left
                )
            )
        finished = [g for g in result.games if g.winner]
        if finished:
            parts.append(
                self.tr("last game won by {names}").format(names=" & ".join(finished[-1].winner))
            )
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
        self.model = ScoreSheetModel(self)
        self.table = _sheet_view(self.model)
        self.chart = RunningTotalsChart()
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
        layout.addWidget(self.splitter, 1)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.table.activated.connect(self._on_activated)

    def set_result(self, result: SessionResult, select: int | None = None) -> None:
        self.model.set_result(result)
        self.banner.set_result(result)
        self.chart.set_result(result)
        self.table.resizeColumnsToContents()
        self._widen_player_columns(result)
        row = len(result.rows) - 1 if select is None else select
        if 0 <= row < len(result.rows):
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))
        else:
            self.breakdown.setPlainText(self.tr("No deals yet. Ctrl+D enters the first one."))

    def _widen_player_columns(self, result: SessionResult) -> None:
        """Player columns share one width, so the numbers line up across the sheet."""
        columns = range(5, 5 + len(result.record.players))
        width = max([self.table.columnWidth(c) for c in columns] + [90])
        for c in columns:
            self.table.setColumnWidth(c, width)
        # the contract takes what is left, so the players' columns end at the right edge
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)

    def current_row(self) -> int | None:
        indexes = self.table.selectionModel().selectedRows()
        return indexes[0].row() if indexes else None

    def _on_selection_changed(self, _new: QItemSelection, _old: QItemSelection) -> None:
        row = self.current_row()
        deal = self.model.deal_row(row) if row is not None else None
        if deal is not None:
            self.breakdown.setPlainText(breakdown_text(deal, self.model.result()))
        self.selection_changed.emit()

    def _on_activated(self) -> None:
        row = self.current_row()
        if row is not None:
            self.row_activated.emit(row)


def breakdown_text(row: DealRow, result: SessionResult | None) -> str:
    lines = [
        QCoreApplication.translate("SessionPage", "Deal {n} — dealer {dealer}").format(
            n=row.index + 1, dealer=row.deal.table.dealer
        )
    ]
    if row.double_round:
        lines.append(QCoreApplication.translate("SessionPage", "Double round: counts double."))
    lines.append("")
    lines.extend(show(line) for line in row.outcome.lines)
    lines.append("")
    players = result.record.players if result is not None else tuple(row.outcome.deltas)
    for player in players:
        lines.append(
            f"{player}: {signed(row.outcome.deltas.get(player, 0))} → {number(row.totals[player])}"
        )
    if row.outcome.starts_double_round:
        lines.append(
            QCoreApplication.translate(
                "SessionPage", "Mondfang: the next 4 scored deals count double."
            )
        )
    if row.game_over:
        lines.append(
            QCoreApplication.translate("SessionPage", "Game {n} won by {names}.").format(
                n=row.game_number, names=" & ".join(row.winner)
            )
        )
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
