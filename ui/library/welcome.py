"""The first screen: start a session, reopen a recent one, or explore an
example evening of each game (opened in an in-memory database, never saved).

The page is shown before the store is open (the window paints first): it says
the database is being opened, with *New session* off, until :meth:`WelcomePage.fill`
gives it the sessions and builds the list and the examples. What it shows before
that touches little more of Qt than a bare window does: the session list's model
makes PySide create the enums of Qt's namespace (tens of milliseconds) and the
examples' titles load the games (:mod:`ui.entry.games`), so both are built by ``fill``.

Archived sessions are left out of the list unless *Show archived* is ticked; Del
on the list (or its context menu) asks the window to delete, archive or unarchive
the selected session (``delete_requested``, ``archive_requested``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_ui.widgets.palette import mute

if TYPE_CHECKING:
    from PySide6.QtCore import QModelIndex
    from PySide6.QtWidgets import QTableView

    from scorekeeper.session.store import SessionInfo
    from scorekeeper_ui.library.session_list import SessionListModel


class WelcomePage(QWidget):
    new_requested = Signal()
    open_requested = Signal(int)
    example_requested = Signal(str)
    delete_requested = Signal(int)
    archive_requested = Signal(int, bool)
    model: SessionListModel  # the list of sessions, built by fill()
    recent: QTableView

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_button = QPushButton(self.tr("&New session…"))
        self.new_button.setDefault(True)
        self.new_button.setEnabled(False)
        title = QLabel(self.tr("Scorekeeper"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        title.setFont(font)
        intro = QLabel(
            self.tr(
                "Keeps the score of Ulti, Marjapussi, Huutopussi, Zwanzigerrufen "
                "and Ultimate at a real card table. Ctrl+N starts a session; "
                "Enter opens the session selected below."
            )
        )
        intro.setWordWrap(True)
        self.empty = QLabel(
            self.tr("No sessions yet: press Ctrl+N to start one, or open an example below.")
        )
        mute(self.empty)
        self.empty.hide()
        self._all: list[SessionInfo] = []  # every session; archived ones maybe hidden
        self.show_archived = QCheckBox(self.tr("Show &archived sessions"))
        self.show_archived.hide()  # shown with the list
        self.opening = QLabel(self.tr("Opening the database…"))
        mute(self.opening)
        self.example_buttons: dict[str, QPushButton] = {}
        new_row = QHBoxLayout()
        new_row.addWidget(self.new_button)
        new_row.addStretch(1)
        self._recent_label = QLabel(self.tr("&Recent sessions:"))
        self._recent_label.hide()  # shown with its buddy, the list (or "&" would show)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(title)
        self._layout.addWidget(intro)
        self._layout.addLayout(new_row)
        self._layout.addWidget(self._recent_label)
        self._layout.addWidget(self.opening)
        self._layout.addWidget(self.empty)
        self._layout.addWidget(self.show_archived)
        self._spare = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        self._layout.addSpacerItem(self._spare)  # the free room, until a list takes it
        self._layout.setStretch(self._layout.indexOf(self._spare), 1)
        self.new_button.clicked.connect(self._on_new_clicked)
        self.show_archived.toggled.connect(self._on_show_archived)

    def is_filled(self) -> bool:
        """Whether the store's sessions and the examples are shown (not "opening…")."""
        return self.opening.isHidden()

    def fill(self, items: Sequence[SessionInfo], *, can_create: bool, examples_dir: Path) -> None:
        """The store is open: its sessions, *New session* (when it can be written)
        and the examples found in ``examples_dir`` (the first time)."""
        if not self.is_filled():
            self._build_lists(examples_dir)
            self.opening.hide()
        self.new_button.setEnabled(can_create)
        self.set_sessions(items)

    def _build_lists(self, examples_dir: Path) -> None:
        from scorekeeper_ui.library.session_list import (
            SessionListModel,
            add_session_actions,
            session_table,
        )

        self.model = SessionListModel(self)
        self.recent = session_table(self.model)
        add_session_actions(
            self.recent, self.model, self.delete_requested.emit, self.archive_requested.emit
        )
        self._recent_label.setBuddy(self.recent)
        self._recent_label.show()
        self._layout.insertWidget(self._layout.indexOf(self._recent_label) + 1, self.recent, 1)
        self.recent.activated.connect(self._on_recent_activated)
        self.example_buttons = self._example_buttons(examples_dir)
        self._layout.addWidget(self._examples_box())

    def _example_buttons(self, folder: Path) -> dict[str, QPushButton]:
        from scorekeeper_ui.entry.games import GAMES

        buttons = {}
        for game in GAMES:
            button = QPushButton(game.title)
            button.setEnabled(game.example_path(folder).exists())
            button.clicked.connect(lambda _checked=False, g=game.id: self._on_example(g))
            buttons[game.id] = button
        return buttons

    def _examples_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Explore an example evening (opened as a copy, not saved)"))
        row = QHBoxLayout(box)
        for button in self.example_buttons.values():
            row.addWidget(button)
        return box

    def set_sessions(
        self, items: Sequence[SessionInfo], select: int | None = None, *, keep_place: bool = False
    ) -> None:
        """The sessions to list (archived ones shown only when asked); ``select``:
        the session to select, else the first row (or, ``keep_place``, the row
        selected before: after a delete, the next session)."""
        self._all = list(items)
        row = self.recent.currentIndex().row() if keep_place else 0
        shown = [i for i in items if self.show_archived.isChecked() or not i.archived]
        self.model.set_sessions(shown)
        self.recent.setVisible(bool(shown))
        # the list takes the window's free room (issue 28); with none, the room stays below
        self._layout.setStretch(self._layout.indexOf(self._spare), 0 if shown else 1)
        self.empty.setVisible(not items)
        self.show_archived.setVisible(any(i.archived for i in items))
        found = None if select is None else self.model.row_of(select)
        if shown:
            self.recent.selectRow(found if found is not None else min(max(row, 0), len(shown) - 1))

    def _on_show_archived(self, _checked: bool) -> None:
        self.set_sessions(self._all, keep_place=True)

    def focus_default(self) -> None:
        if self.is_filled() and self.model.rowCount():
            self.recent.setFocus()
        else:
            self.new_button.setFocus()

    def _on_new_clicked(self) -> None:
        self.new_requested.emit()

    def _on_recent_activated(self, index: QModelIndex) -> None:
        session_id = self.model.session_id(index.row())
        if session_id is not None:
            self.open_requested.emit(session_id)

    def _on_example(self, game_id: str) -> None:
        self.example_requested.emit(game_id)
