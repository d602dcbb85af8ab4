"""The list of past and open sessions (a table model over the store's
``list_sessions()``, :class:`~scorekeeper.storage.info.SessionInfo`) and the Open dialog.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.storage.info import SessionInfo
from ui.games import game_title

_Index = QModelIndex | QPersistentModelIndex


class SessionListModel(QAbstractTableModel):
    """Columns: number, game, players, deals, state, date."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[SessionInfo] = []

    def set_sessions(self, items: Sequence[SessionInfo]) -> None:
        self.beginResetModel()
        self._items = list(items)
        self.endResetModel()

    def session_id(self, row: int) -> int | None:
        if not 0 <= row < len(self._items):
            return None
        return self._items[row].id

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = (
            self.tr("No."),
            self.tr("Game"),
            self.tr("Players"),
            self.tr("Deals"),
            self.tr("State"),
            self.tr("Date"),
        )
        return titles[section] if 0 <= section < len(titles) else None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (0, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole or not 0 <= index.column() < 6:
            return None
        return self._cells(self._items[index.row()])[index.column()]

    def _cells(self, item: SessionInfo) -> tuple[str, ...]:
        when = item.date or item.created.strftime("%Y-%m-%d")
        note = " · ".join(x for x in (item.place, item.note) if x)
        players = ", ".join(item.players)
        return (
            str(item.id),
            game_title(item.game),
            f"{players} — {note}" if note else players,
            str(item.deal_count),
            self.tr("finished") if item.finished else self.tr("open"),
            when,
        )


def session_table(model: SessionListModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
    return view


class OpenSessionDialog(QDialog):
    """Pick a stored session: arrows to move, Enter to open, Escape to cancel."""

    def __init__(self, items: Sequence[SessionInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open session"))
        self.model = SessionListModel(self)
        self.model.set_sessions(items)
        self.view = session_table(self.model)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        if not items:
            layout.addWidget(QLabel(self.tr("No sessions yet.")))
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.resize(720, 420)
        if items:
            self.view.selectRow(0)
        self.view.setFocus()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.view.activated.connect(self._on_activated)

    def chosen(self) -> int | None:
        return self.model.session_id(self.view.currentIndex().row())

    def _on_activated(self, _index: QModelIndex) -> None:
        self.accept()
