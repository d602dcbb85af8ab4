"""Whole sessions, which the window owns (``MainWindow.library``): a new one (File ▸
New session…, Ctrl+N), one chosen to open (File ▸ Open session…, Ctrl+O), one deleted
or archived (the lists' Del and context menu, Session ▸ Delete/Archive session), each
deletion and archiving an undoable command of ``ui/library/commands.py`` on the
window's stack. The open session is closed before it is deleted or archived.

The dialogs' and the commands' modules are imported when first needed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from scorekeeper_ui.widgets import crash, dialogs

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QDialog, QWidget

    from scorekeeper.session.store import SessionInfo, SessionStore
    from scorekeeper_ui.library.commands import Library
    from scorekeeper_ui.library.new_session import NewSessionDialog
    from scorekeeper_ui.library.session_list import OpenSessionDialog
    from scorekeeper_ui.library.welcome import WelcomePage


class LibraryActions:
    """What the window does with whole sessions. It is handed the window's store, its
    welcome page (the list shown when no session is open), the undo stack, how the
    window opens a dialog and which it opened last (a list shown in the Open dialog
    follows a deletion), and the window's part: which session is open, opening and
    closing one, a note with Undo in the status bar, and how a refusal is said."""

    def __init__(
        self,
        parent: QWidget,
        store: SessionStore,
        welcome: WelcomePage,
        undo_stack: QUndoStack,
        *,
        open_dialog: Callable[[QDialog], None],
        last_dialog: Callable[[], QDialog | None],
        shown_id: Callable[[], int | None],
        open_session: Callable[[int], None],
        close_session: Callable[[], None],
        say_undoable: Callable[[str], None],
        refuse: Callable[[Exception], None],
    ) -> None:
        self._parent = parent
        self._store = store
        self._welcome = welcome
        self._stack = undo_stack
        self._open_dialog = open_dialog
        self._last_dialog = last_dialog
        self._shown_id = shown_id
        self._open_session = open_session
        self._close_session = close_session
        self._say_undoable = say_undoable
        self._refuse = refuse

    # ----- a new session, a session opened -----
    def new_session(self) -> None:
        """Ctrl+N (or the welcome screen's New session): the new-session form."""
        from scorekeeper_ui.library.new_session import NewSessionDialog

        store = self._store
        dialog = NewSessionDialog(store.known_players(), self._parent, people=store.people())
        dialog.accepted.connect(lambda: self.create_session(dialog))
        self._open_dialog(dialog)

    def create_session(self, dialog: NewSessionDialog) -> None:
        """The session the new-session form holds, stored and opened."""
        try:
            session_id = self._store.create_session(dialog.session_json(), people=dialog.people())
        except Exception as err:  # RecordError, or a storage error; else a bug: ui.crash
            title = QCoreApplication.translate("MainWindow", "Cannot create the session")
            crash.show_failure(self._parent, title, err)
            return
        self._open_session(session_id)

    def choose_session(self) -> None:
        """Ctrl+O: every session (archived ones too), to open one, delete or archive it."""
        from scorekeeper_ui.library.session_list import OpenSessionDialog

        dialog = OpenSessionDialog(self._store.list_sessions(), self._parent)
        dialog.accepted.connect(lambda: self._on_chosen(dialog))
        dialog.delete_requested.connect(self.delete_session)
        dialog.archive_requested.connect(self.archive_session)
        self._open_dialog(dialog)

    def _on_chosen(self, dialog: OpenSessionDialog) -> None:
        session_id = dialog.chosen()
        if session_id is not None:
            self._open_session(session_id)

    def refresh_welcome(self) -> None:
        """The welcome screen's sessions read again (another table changed them), the
        selected one still selected (or its row); not before it is filled in."""
        welcome = self._welcome
        if not welcome.is_filled():
            return
        row = welcome.recent.currentIndex().row()
        selected = welcome.model.session_id(row) if row >= 0 else None
        welcome.set_sessions(self._store.list_sessions(), selected, keep_place=True)

    # ----- deleting and archiving (ui/library/commands.py) -----
    def delete_session(self, session_id: int) -> None:
        """Delete a session (asking first when it has deals); Ctrl+Z puts it back.
        The open session is closed first (back to the welcome screen)."""
        from scorekeeper_ui.library.commands import DeleteSessionCommand

        info = self._session_info(session_id)
        if info is None:
            return
        if info.deal_count and not dialogs.confirm(
            self._parent,
            QCoreApplication.translate("MainWindow", "Delete session"),
            QCoreApplication.translate(
                "MainWindow",
                "Delete session {n} ({players}) and its {count} deals? "
                "Ctrl+Z (Undo) brings it back.",
            ).format(n=session_id, players=", ".join(info.players), count=info.deal_count),
        ):
            return
        if session_id == self._shown_id():
            self._close_session()
        self._stack.push(DeleteSessionCommand(self._library(), session_id))
        said = QCoreApplication.translate("MainWindow", "Session {n} deleted.")
        self._say_undoable(said.format(n=session_id))

    def archive_session(self, session_id: int, archived: bool = True) -> None:
        """Archive a session (it leaves the welcome list) or bring it back; undoable.
        The open session is closed first."""
        from scorekeeper_ui.library.commands import ArchiveSessionCommand

        if session_id == self._shown_id():
            self._close_session()
        self._stack.push(ArchiveSessionCommand(self._library(), session_id, archived))
        said = (
            QCoreApplication.translate("MainWindow", "Session {n} archived.")
            if archived
            else QCoreApplication.translate("MainWindow", "Session {n} unarchived.")
        )
        self._say_undoable(said.format(n=session_id))

    def _session_info(self, session_id: int) -> SessionInfo | None:
        found = [i for i in self._store.list_sessions() if i.id == session_id]
        return found[0] if found else None

    def _library(self) -> Library:
        from scorekeeper_ui.library.commands import Library

        return Library(self._store, self._on_sessions_changed, self._refuse)

    def _on_sessions_changed(self, select: int | None) -> None:
        """A session was deleted, archived or put back: the lists show it."""
        items = self._store.list_sessions()
        if self._shown_id() is None:
            self._welcome.set_sessions(items, select, keep_place=select is None)
        from scorekeeper_ui.library.session_list import OpenSessionDialog

        dialog = self._last_dialog()
        if isinstance(dialog, OpenSessionDialog) and dialog.isVisible():
            dialog.set_sessions(items, select, keep_place=select is None)
