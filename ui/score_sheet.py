"""The score sheet as a table model: the core's sheet model
(:mod:`scorekeeper.sheet`) rendered for the window, one row per deal.

Columns: the sheet's (deal number, dealer, declarer, contract with the game's
kontra marks, short result), then one column per player showing the running
total of the current game and, in brackets, the deal's delta. Double-round deals
are tinted and marked ``×2``; a deal that ends a game is bold and names the
winner; a deal with a warning is marked ``!``. Every cell and mark comes from the
sheet model; words are rendered with :func:`ui.i18n.show`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from scorekeeper.session import SessionResult
from scorekeeper.sheet import COLUMNS, ScoreSheet, SheetRow, score_sheet
from ui.i18n import show

_FIXED = len(COLUMNS)  # columns before the players'
_Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Read-only; ``set_result`` swaps in a new replay (after any change)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheet: ScoreSheet | None = None

    def set_result(self, result: SessionResult | None) -> None:
        self.beginResetModel()
        self._sheet = score_sheet(result) if result is not None else None
        self.endResetModel()

    def sheet(self) -> ScoreSheet | None:
        return self._sheet

    def sheet_row(self, row: int) -> SheetRow | None:
        if self._sheet is None or not 0 <= row < len(self._sheet.rows):
            return None
        return self._sheet.rows[row]

    def _players(self) -> tuple[str, ...]:
        return self._sheet.players if self._sheet is not None else ()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._sheet is None:
            return 0
        return len(self._sheet.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else _FIXED + len(self._players())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if 0 <= section < _FIXED:
            return show(COLUMNS[section])
        players = self._players()
        if _FIXED <= section < _FIXED + len(players):
            return players[section - _FIXED]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.sheet_row(index.row()) if index.isValid() else None
        if row is None or not 0 <= index.column() < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return cell_text(row, index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(show(note) for note in row.notes)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= _FIXED:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and row.game_end is not None:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and row.double_round:
            return QBrush(_double_round_colour())
        return None


def cell_text(row: SheetRow, column: int) -> str:
    """The window's text of a cell: the sheet's, a player's as ``total (delta)``."""
    if column >= _FIXED:
        return row.player_cell(column - _FIXED)
    if column == 4 and row.game_end is not None:
        return f"{show(row.result)} — {show(row.game_end.title)}"
    cells = (row.label, row.dealer, row.declarer or "—", row.contract, row.result)
    return show(cells[column])


def _double_round_colour() -> QColor:
    """A soft amber that reads on both light and dark palettes."""
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    amber = QColor(255, 191, 0)
    alpha = 60 if base.lightness() > 128 else 90
    amber.setAlpha(alpha)
    return amber
