"""Changes to the open session itself, which the window owns (``MainWindow.edits``):
its details (Session ▸ Session details…, Ctrl+Shift+E: names, stake, house rules,
the agreed end; ``ui/session/details.py``) and a player substituted (Session ▸
Substitute a player…, Ctrl+Shift+U; ``ui/session/substitute.py``). Each dialog checks
what it changes before it closes; each change is then one step of the undo stack
(``ui/session/undo/details.py``), and the session is read again after it.

The dialogs' modules are imported when they are first opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.i18n import describe

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QDialog, QWidget

    from scorekeeper.session.replay import SessionResult
    from scorekeeper.session.store import SessionStore
    from scorekeeper_ui.session.details import SessionDetailsDialog
    from scorekeeper_ui.session.display import ShownSession
    from scorekeeper_ui.session.undo.details import SessionWriter


class SessionEdits:
    """Opens the session's details and the substitution, and pushes what they change.
    ``store`` is the window's (the names it suggests), ``shown`` the session shown,
    ``reload`` draws it again from its store, ``refuse`` says why a step was refused."""

    def __init__(
        self,
        parent: QWidget,
        store: SessionStore,
        undo_stack: QUndoStack,
        *,
        shown: Callable[[], ShownSession | None],
        open_dialog: Callable[[QDialog], None],
        reload: Callable[[], None],
        refuse: Callable[[Exception], None],
    ) -> None:
        self._parent = parent
        self._store = store
        self._stack = undo_stack
        self._shown = shown
        self._open_dialog = open_dialog
        self._reload = reload
        self._refuse = refuse

    def edit_details(self) -> None:
        """Ctrl+Shift+E: names, stake and house rules of the open session."""
        from scorekeeper_ui.session.details import SessionDetailsDialog

        shown = self._shown()
        if shown is None:
            return
        stored = shown.store.session_json(shown.session_id)
        known = self._store.known_players()
        dialog = SessionDetailsDialog(stored, shown.result, known, self._parent)
        dialog.accepted.connect(lambda: self._on_details_accepted(dialog))
        self._open_dialog(dialog)

    def _on_details_accepted(self, dialog: SessionDetailsDialog) -> None:
        from scorekeeper.errors import RecordError
        from scorekeeper_ui.session.undo.details import push_changes

        writer = self._writer()
        if writer is None:
            return
        try:
            changes = dialog.changes()  # checked again: OK is only enabled when valid
        except RecordError as err:
            title = QCoreApplication.translate("MainWindow", "The change was not saved")
            dialogs.show_error(self._parent, title, describe(err))
            return
        push_changes(self._stack, writer, changes)

    def substitute_player(self) -> None:
        """Ctrl+Shift+U: another player takes a seat from the next deal on."""
        from scorekeeper.session.substitution import race_alone
        from scorekeeper_ui.session.substitute import SubstituteDialog, check_change

        shown = self._shown()
        if shown is None:
            return
        result = shown.result
        dialog = SubstituteDialog(
            result.next_context().players,
            self._store.known_players(),
            len(result.rows) + 1,
            lambda change: check_change(result, change),
            self._parent,
            race_alone=race_alone(result.record.game, result.record.players),
        )
        dialog.accepted.connect(lambda: self._on_substitute_accepted(result, dialog.change()))
        self._open_dialog(dialog)

    def _on_substitute_accepted(self, result: SessionResult, change: dict[str, Any]) -> None:
        from scorekeeper_ui.session.substitute import substitute_fields
        from scorekeeper_ui.session.undo.details import SessionFieldsCommand

        writer = self._writer()
        if writer is None:
            return
        text, new, old = substitute_fields(result, change)
        # checked by the dialog (check_change) before: push runs redo at once
        self._stack.push(SessionFieldsCommand(writer, text, new, old))

    def _writer(self) -> SessionWriter | None:
        """The session shown, for its undo steps (none when it was closed meanwhile)."""
        from scorekeeper_ui.session.undo.details import SessionWriter

        shown = self._shown()
        if shown is None:
            return None
        return SessionWriter(shown.store, shown.session_id, self._reload, self._refuse)
