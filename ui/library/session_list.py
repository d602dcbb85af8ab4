"""The list of past and open sessions (a table model over the store's
``list_sessions()``, :class:`~scorekeeper.session.store.SessionInfo`) and the Open dialog.

In both lists Del deletes the selected session and the context menu (right click,
or the Menu key) deletes, archives or unarchives it (:func:`add_session_actions`);
the window asks, does it and offers the undo (:mod:`ui.session_commands`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QKeySequence, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.session.store import SessionInfo
from scorekeeper_ui.entry.games import game_title


class SessionListModel(QStandardItemModel):
    """Columns: number, game, players, deals, state, date.

    The cells are Qt's own items, made once per list: the view asks each cell for
    eight roles, three times over when it sizes its columns to their contents, and
    a few hundred sessions would cost tens of thousands of calls into Python."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, 6, parent)
        self._items: list[SessionInfo] = []

    def set_sessions(self, items: Sequence[SessionInfo]) -> None:
        self.beginResetModel()
        self.blockSignals(True)  # one reset, not a signal per row
        try:
            self._items = list(items)
            self.setRowCount(0)
            for item in self._items:
                self.appendRow(self._row(item))
        finally:
            self.blockSignals(False)
        self.endResetModel()

    def _row(self, item: SessionInfo) -> list[QStandardItem]:
        cells = [QStandardItem(text) for text in self._cells(item)]
        for k, cell in enumerate(cells):
            cell.setFlags(_FLAGS)
            if k in (0, 3):
                cell.setTextAlignment(_RIGHT)
        return cells

    def session_id(self, row: int) -> int | None:
        item = self.info(row)
        return None if item is None else item.id

    def info(self, row: int) -> SessionInfo | None:
        return self._items[row] if 0 <= row < len(self._items) else None

    def row_of(self, session_id: int) -> int | None:
        rows = [row for row, item in enumerate(self._items) if item.id == session_id]
        return rows[0] if rows else None

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

    def _cells(self, item: SessionInfo) -> tuple[str, ...]:
        when = item.date or item.created.strftime("%Y-%m-%d")
        note = " · ".join(x for x in (item.place, item.note) if x)
        players = ", ".join(item.players)
        return (
            str(item.id),
            game_title(item.game),
            f"{players} — {note}" if note else players,
            str(item.deal_count),
            self._state(item),
            when,
        )

    def _state(self, item: SessionInfo) -> str:
        state = self.tr("finished") if item.finished else self.tr("open")
        return self.tr("{state}, archived").format(state=state) if item.archived else state


_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled  # as a table model's
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


DeleteSession = Callable[[int], None]  # the session id
ArchiveSession = Callable[[int, bool], None]  # the session id, archive (True) or bring back


def add_session_actions(
    view: QTableView, model: SessionListModel, delete: DeleteSession, archive: ArchiveSession
) -> QAction:
    """Del on ``view`` deletes the selected session; its context menu deletes,
    archives or unarchives it. Returns the Del action."""

    def selected() -> SessionInfo | None:
        return model.info(view.currentIndex().row())

    def on_delete() -> None:
        item = selected()
        if item is not None:
            delete(item.id)

    def on_menu(at: QPoint) -> None:
        item = selected()
        if item is None:
            return
        menu = QMenu(view)
        menu.addAction(remove)
        flip = menu.addAction(
            QCoreApplication.translate("SessionList", "&Unarchive session")
            if item.archived
            else QCoreApplication.translate("SessionList", "&Archive session")
        )
        flip.triggered.connect(lambda _checked=False: archive(item.id, not item.archived))
        menu.popup(view.viewport().mapToGlobal(at))

    remove = QAction(QCoreApplication.translate("SessionList", "&Delete session…"), view)
    remove.setShortcut(QKeySequence(Qt.Key.Key_Delete))
    remove.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    remove.triggered.connect(lambda _checked=False: on_delete())
    view.addAction(remove)
    view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    view.customContextMenuRequested.connect(on_menu)
    return remove


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
    """Pick a stored session: arrows to move, Enter to open, Escape to cancel; Del
    deletes the selected one (archived sessions are listed too, marked)."""

    delete_requested = Signal(int)
    archive_requested = Signal(int, bool)

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
        add_session_actions(
            self.view, self.model, self.delete_requested.emit, self.archive_requested.emit
        )

    def set_sessions(
        self, items: Sequence[SessionInfo], select: int | None = None, *, keep_place: bool = False
    ) -> None:
        """The list again after a delete, an archive or their undo."""
        row = self.view.currentIndex().row() if keep_place else 0
        self.model.set_sessions(items)
        found = None if select is None else self.model.row_of(select)
        if items:
            self.view.selectRow(found if found is not None else min(max(row, 0), len(items) - 1))

    def chosen(self) -> int | None:
        return self.model.session_id(self.view.currentIndex().row())

    def _on_activated(self, _index: QModelIndex) -> None:
        self.accept()
