"""The organiser's view in the window (issue 26, "Organiser"), the same as the
organiser's page and through the same core functions: every shared table (its
game, deals, totals and pending deals, from the store), the phones connected
(table, role, last seen: ``Keyring.devices``) each with Revoke
(``Keyring.revoke_device``), Hide running standings (``Keyring.hide_standings``,
the same switch as the organiser's page: the box shows ``Keyring.standings_hidden``
at each refresh, so a change made on the page shows here), and End the evening
(``Keyring.end_evening``, which the window's :class:`~.server.PhoneServer` calls,
after a confirmation).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.serve.words import HIDE_STANDINGS
from scorekeeper.words.figures import number
from scorekeeper_ui.widgets.i18n import show

if TYPE_CHECKING:
    from scorekeeper.serve import Device, Keyring, Role
    from scorekeeper.session.store import SessionStore
    from scorekeeper.words.text import Msg


class OrganiserView(QWidget):
    """The tables and the phones; ``end_evening`` is called when End the evening is
    pressed (the window confirms first)."""

    def __init__(self, end_evening: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tables = _table(
            [
                QCoreApplication.translate("Phones", "Session"),
                QCoreApplication.translate("Phones", "Game"),
                QCoreApplication.translate("Phones", "Deals"),
                QCoreApplication.translate("Phones", "Totals"),
                QCoreApplication.translate("Phones", "Pending deals"),
            ]
        )
        self.devices = _table(
            [
                QCoreApplication.translate("Phones", "Phone"),
                QCoreApplication.translate("Phones", "Session"),
                QCoreApplication.translate("Phones", "Role"),
                QCoreApplication.translate("Phones", "Last seen"),
                "",
            ]
        )
        self.end = QPushButton(QCoreApplication.translate("Phones", "&End the evening…"), self)
        self.end.setToolTip(
            QCoreApplication.translate("Phones", "Every link and every phone expires now.")
        )
        # The organiser page's word for the same switch (scorekeeper/serve/words.py),
        # translated once in the core catalogs.
        self.hide_standings = QCheckBox(show(HIDE_STANDINGS), self)
        self.hide_standings.setEnabled(False)
        self._keyring: Keyring | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(QCoreApplication.translate("Phones", "Tables"), self))
        layout.addWidget(self.tables, 2)
        layout.addWidget(QLabel(QCoreApplication.translate("Phones", "Phones connected"), self))
        self.devices.horizontalHeader().setStretchLastSection(False)  # Revoke: its own size
        layout.addWidget(self.devices, 1)
        layout.addWidget(self.hide_standings)
        layout.addWidget(self.end)
        self.end.clicked.connect(end_evening)
        self.hide_standings.toggled.connect(self._on_hide_standings_toggled)

    def refresh(self, store: SessionStore, keyring: Keyring | None) -> None:
        """Read the tables and the phones again (``keyring`` ``None``: none shared)."""
        self._keyring = keyring
        tables = [] if keyring is None else keyring.tables()
        self._fill_tables(store, tables)
        self._fill_devices([] if keyring is None else keyring.devices())
        self.end.setEnabled(keyring is not None)
        self.hide_standings.setEnabled(keyring is not None)
        if keyring is not None:
            self.hide_standings.setChecked(keyring.standings_hidden)

    def _on_hide_standings_toggled(self, hidden: bool) -> None:
        if self._keyring is not None:
            self._keyring.hide_standings(hidden)

    def _fill_tables(self, store: SessionStore, tables: Sequence[int]) -> None:
        from scorekeeper.sheet.phones import pending_lines
        from scorekeeper_ui.entry.games import game_title
        from scorekeeper_ui.session.pending_box import pending_text

        games = {info.id: info.game for info in store.list_sessions()}
        shared = [t for t in tables if t in games]  # a session deleted since is left out
        self.tables.setRowCount(len(shared))
        for row, table in enumerate(shared):
            tally = store.tally(table)
            totals = ", ".join(f"{p} {number(n)}" for p, n in tally.totals.items())
            waiting = pending_lines(store, table)
            cells = (
                str(table),
                game_title(games[table]),
                str(tally.deals),
                totals,
                "\n".join(pending_text(line) for line in waiting) or "—",
            )
            for column, text in enumerate(cells):
                self.tables.setItem(row, column, QTableWidgetItem(text))
        self.tables.resizeRowsToContents()

    def _fill_devices(self, devices: Sequence[Device]) -> None:
        rows = [(d, g) for d in devices for g in d.grants]
        self.devices.setRowCount(len(rows))
        for row, (device, grant) in enumerate(rows):
            seen = datetime.fromtimestamp(device.last_seen).strftime("%H:%M:%S")
            table = "—" if grant.table is None else str(grant.table)
            cells = (device.id, table, show(_role(grant.role)), seen)
            for column, text in enumerate(cells):
                self.devices.setItem(row, column, QTableWidgetItem(text))
            revoke = QPushButton(QCoreApplication.translate("Phones", "Revoke"))
            revoke.clicked.connect(lambda _=False, d=device.id: self.revoke(d))
            self.devices.setCellWidget(row, 4, revoke)

    def revoke(self, device_id: str) -> None:
        """This phone opens nothing any more (its open page stops updating)."""
        if self._keyring is not None:
            self._keyring.revoke_device(device_id)
            self._fill_devices(self._keyring.devices())


def _role(role: Role) -> Msg:
    from scorekeeper.serve.sharing import ROLE_WORDS

    return ROLE_WORDS[role]


def _table(headings: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headings))
    table.setHorizontalHeaderLabels(headings)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().hide()
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return table
