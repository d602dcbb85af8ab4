"""The list of past and open sessions (a table model) and the Open dialog.

The store's ``list_sessions()`` lines are read by attribute or key (``id``,
``game``, ``players``, ``deal_count``, ``finished``, ``date``/``created``,
``place``, ``note``), so the list does not care whether they are dataclasses or dicts.
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

from ui.games import game_title

_Index = QModelIndex | QPersistentModelIndex


def field(item: Any, name: str, default: Any = None) -> Any:
    if isinstance(item, dict):
        return item.get(name, default)
    return getattr(item, name, default)


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list | tuple) else int(value or 0)


class SessionListModel(QAbstractTableModel):
    """Columns: number, game, players, deals, state, date."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[Any] = []

    def set_sessions(self, items: Sequence[Any]) -> None:
        self.beginResetModel()
        self._items = list(items)
        self.endResetModel()

    def session_id(self, row: int) -> int | None:
        if not 0 <= row < len(self._items):
            return None
        return int(field(self._items[row], "id"))

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

    def _cells(self, item: Any) -> tuple[str, ...]:
        finished = field(item, "finished", False)
        when = field(item, "date") or field(item, "created") or ""
        if hasattr(when, "strftime"):
            when = when.strftime("%Y-%m-%d")
        note = " · ".join(str(x) for x in (field(item, "place"), field(item, "note")) if x)
        players = ", ".join(field(item, "players", ()) or ())
        deals = field(item, "deal_count")
        return (
            str(field(item, "id")),
            game_title(str(field(item, "game", ""))),
            f"{players} — {note}" if note else players,
            str(_count(field(item, "deals", 0)) if deals is None else deals),
            self.tr("finished") if finished else self.tr("open"),
            str(when),
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

    def __init__(self, items: Sequence[Any], parent: QWidget | None = None) -> None:
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
