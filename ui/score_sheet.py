"""The score sheet as a table model: one row per deal of a replayed session.

Columns: deal number, dealer, declarer (or soloist), contract (with the
game's kontra marks), short result, then one column per player showing the
running total of the current game and, in brackets, the deal's delta.
Double-round deals are tinted and marked ``×2``; a deal that ends a game is
bold and names the winner; a deal with a warning is marked ``!``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from scorekeeper.session import DealRow, SessionResult
from ui.i18n import show

_FIXED = 5  # columns before the players'
_Index = QModelIndex | QPersistentModelIndex


def number(n: int) -> str:
    """A whole number with a real minus sign (− reads better than - across a table)."""
    return str(n) if n >= 0 else f"−{-n}"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("±0" if n == 0 else f"−{-n}")


class ScoreSheetModel(QAbstractTableModel):
    """Read-only; ``set_result`` swaps in a new replay (after any change)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._result: SessionResult | None = None
        self._players: tuple[str, ...] = ()

    def set_result(self, result: SessionResult | None) -> None:
        self.beginResetModel()
        self._result = result
        self._players = result.record.players if result is not None else ()
        self.endResetModel()

    def result(self) -> SessionResult | None:
        return self._result

    def deal_row(self, row: int) -> DealRow | None:
        if self._result is None or not 0 <= row < len(self._result.rows):
            return None
        return self._result.rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._result is None:
            return 0
        return len(self._result.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else _FIXED + len(self._players)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = (
            self.tr("#"),
            self.tr("Dealer"),
            self.tr("Declarer"),
            self.tr("Contract"),
            self.tr("Result"),
        )
        if 0 <= section < _FIXED:
            return titles[section]
        if _FIXED <= section < _FIXED + len(self._players):
            return self._players[section - _FIXED]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.deal_row(index.row()) if index.isValid() else None
        if row is None or not 0 <= index.column() < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= _FIXED:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and row.game_over:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and row.double_round:
            return QBrush(_double_round_colour())
        return None

    def _text(self, row: DealRow, column: int) -> str:
        summary = row.outcome.summary
        if column >= _FIXED:
            player = self._players[column - _FIXED]
            return f"{number(row.totals[player])} ({signed(row.outcome.deltas.get(player, 0))})"
        if column == 0:
            marks = (" ×2" if row.double_round else "") + (" !" if row.warnings else "")
            return f"{row.index + 1}{marks}"
        if column == 4 and row.game_over:
            return self.tr("{result} — game {n} won by {names}").format(
                result=show(summary.result), n=row.game_number, names=" & ".join(row.winner)
            )
        cells = (row.deal.table.dealer, summary.declarer or "—", summary.contract, summary.result)
        return show(cells[column - 1])

    def _tooltip(self, row: DealRow) -> str:
        parts = []
        if row.double_round:
            parts.append(self.tr("Double round: this deal counts double."))
        if row.outcome.starts_double_round:
            parts.append(self.tr("Mondfang: the next 4 scored deals count double."))
        if row.game_over:
            parts.append(self.tr("This deal ends game {n}.").format(n=row.game_number))
        parts.extend(show(w) for w in row.warnings)
        return "\n".join(parts)


def _double_round_colour() -> QColor:
    """A soft amber that reads on both light and dark palettes."""
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    amber = QColor(255, 191, 0)
    alpha = 60 if base.lightness() > 128 else 90
    amber.setAlpha(alpha)
    return amber
