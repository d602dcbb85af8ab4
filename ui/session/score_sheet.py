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

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from scorekeeper.session.replay import SessionResult
from scorekeeper.sheet import COLUMNS, ScoreSheet, SheetRow, score_sheet, seat_columns
from scorekeeper.words import glossary
from scorekeeper_ui.session import clock
from scorekeeper_ui.widgets.i18n import show

_FIXED = len(COLUMNS)  # columns before the players'
PLAYER_COLUMNS = _FIXED  # the first player's column
CONTRACT_COLUMN = COLUMNS.index(glossary.CONTRACT)
_RESULT = COLUMNS.index(glossary.RESULT)
_Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Read-only; ``set_result`` swaps in a new replay (after any change).

    After one change to the deals shown (a deal added, inserted, corrected or
    deleted at row ``unchanged``), the rows before it are the same: the sheet
    model builds only the rows from there on (``score_sheet(previous=...)``) and
    the model says which rows came, went or changed (``rowsInserted``,
    ``rowsRemoved``, ``dataChanged``) instead of resetting, so the view keeps its
    state and redraws only those rows. Whether a deal came or went is told by the
    number of rows: one more, one fewer, or as many (corrected)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheet: ScoreSheet | None = None
        self._columns = 0

    def set_result(self, result: SessionResult | None, *, unchanged: int | None = None) -> range:
        """Show ``result``; ``unchanged``: the row of the one change since the result
        shown (``None``: anything may differ). Returns the rows whose cells are new."""
        old = self._sheet
        if old is None or result is None or unchanged is None:
            return self._reset(result)
        if not _one_change(old, result, unchanged):
            return self._reset(result)
        at, came = unchanged, len(result.rows) - len(old.rows)
        sheet = score_sheet(result, now=clock.now(), previous=old, unchanged=at)
        if came > 0:
            self.beginInsertRows(QModelIndex(), at, at)
        elif came < 0:
            self.beginRemoveRows(QModelIndex(), at, at)
        self._sheet = sheet
        if came > 0:
            self.endInsertRows()
        elif came < 0:
            self.endRemoveRows()
        changed = range(at + max(came, 0), len(sheet.rows))  # an inserted row is new
        if changed:
            last = self.index(changed[-1], self._columns - 1)
            self.dataChanged.emit(self.index(changed[0], 0), last)
        return range(at, len(sheet.rows))

    def _reset(self, result: SessionResult | None) -> range:
        self.beginResetModel()
        self._sheet = score_sheet(result, now=clock.now()) if result is not None else None
        self._columns = _FIXED + len(self._sheet.players) if self._sheet is not None else 0
        self.endResetModel()
        return range(self.rowCount())

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
        return 0 if parent.isValid() else self._columns

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
        # The view asks seven roles of every cell it paints: answer the ones the
        # sheet has nothing for before looking at the cell.
        answer = _ROLES.get(role)
        if answer is None:
            return None
        row = self.sheet_row(index.row())
        column = index.column()
        if row is None or not 0 <= column < self._columns:
            return None
        return answer(row, column)


def _tooltip(row: SheetRow, _column: int) -> str:
    return "\n".join(show(note) for note in row.notes)


def _alignment(_row: SheetRow, column: int) -> int | None:
    return _RIGHT if column >= _FIXED else None


def _font(row: SheetRow, _column: int) -> QFont | None:
    if row.game_end is None:
        return None
    font = QFont()
    font.setBold(True)
    return font


def _background(row: SheetRow, _column: int) -> QBrush | None:
    return QBrush(_double_round_colour()) if row.double_round else None


def _one_change(old: ScoreSheet, result: SessionResult, at: int) -> bool:
    """Whether ``result`` can be the session of ``old`` after one deal was added,
    inserted, corrected or deleted at row ``at``."""
    came = len(result.rows) - len(old.rows)  # 1: added or inserted, -1: deleted
    record = result.record
    same_table = old.players == seat_columns(record) and old.game == record.game.title
    return same_table and came in (-1, 0, 1) and 0 <= at < len(old.rows) + (came == 1)


def cell_text(row: SheetRow, column: int) -> str:
    """The window's text of a cell: the sheet's, a player's as ``total (delta)``."""
    if column >= _FIXED:
        return row.player_cell(column - _FIXED)
    if column == _RESULT and (row.game_end is not None or row.seat_changes):
        ends = [row.game_end.title] if row.game_end is not None else []
        marks = " — ".join(show(m) for m in (row.result, *row.seat_changes, *ends))
        return marks
    cells = (row.label, row.dealer, row.declarer or "—", row.contract, row.result)
    return show(cells[column])


_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ROLES: dict[int, Callable[[SheetRow, int], Any]] = {
    Qt.ItemDataRole.DisplayRole: cell_text,
    Qt.ItemDataRole.ToolTipRole: _tooltip,
    Qt.ItemDataRole.TextAlignmentRole: _alignment,
    Qt.ItemDataRole.FontRole: _font,
    Qt.ItemDataRole.BackgroundRole: _background,
}


def _double_round_colour() -> QColor:
    """A soft amber that reads on both light and dark palettes."""
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    amber = QColor(255, 191, 0)
    alpha = 60 if base.lightness() > 128 else 90
    amber.setAlpha(alpha)
    return amber
