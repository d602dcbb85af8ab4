"""Undoable changes to a session's details: a player renamed, the stake or the
house rules changed (``ui/session/details.py``). Small ``QUndoCommand``s over
store calls (:class:`~ui.session.undo.command.StoreCommand`), on the window's one
undo stack beside the deal commands (:mod:`ui.session.undo.deals`).

The dialog checks every change by replaying the changed session before any
command is pushed (``QUndoStack.push`` runs ``redo()`` at once). A rename keeps
each deal's identity and version (``Store.rename_player``), so the deal
commands below it on the stack still find their deals. When the store refuses a
step (another writer changed the session meanwhile), nothing is written, the
command says why (``refuse``) and marks itself obsolete, as the deal commands do.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack

from scorekeeper.session.store import SessionStore
from scorekeeper_ui.session.details import SessionChanges
from scorekeeper_ui.session.undo.command import Refuse, StoreCommand


@dataclass(frozen=True)
class SessionWriter:
    """The session the commands change, and how the window shows the session after
    a step (``show``) or says why a step was refused (``refuse``)."""

    store: SessionStore
    session_id: int
    show: Callable[[], None]
    refuse: Refuse


class RenamePlayerCommand(StoreCommand):
    def __init__(self, writer: SessionWriter, old: str, new: str) -> None:
        text = QCoreApplication.translate("undo", "rename {old} to {new}").format(old=old, new=new)
        super().__init__(text, writer.refuse)
        self._w = writer
        self._old, self._new = old, new

    def redo(self) -> None:
        self._rename(self._old, self._new)

    def undo(self) -> None:
        self._rename(self._new, self._old)

    def _rename(self, old: str, new: str) -> None:
        w = self._w
        self._run(lambda: w.store.rename_player(w.session_id, old, new), lambda _r: w.show())


class SessionFieldsCommand(StoreCommand):
    """Session fields written (``None`` removes one); undo writes the old ones back."""

    def __init__(
        self, writer: SessionWriter, text: str, new: dict[str, Any], old: dict[str, Any]
    ) -> None:
        super().__init__(text, writer.refuse)
        self._w = writer
        self._new, self._old = new, old

    def redo(self) -> None:
        self._write(self._new)

    def undo(self) -> None:
        self._write(self._old)

    def _write(self, fields: dict[str, Any]) -> None:
        w = self._w
        self._run(lambda: w.store.update_session(w.session_id, **fields), lambda _r: w.show())


def push_changes(stack: QUndoStack, writer: SessionWriter, changes: SessionChanges) -> None:
    """Each change one step of ``stack``: each rename, then the stake, the rules, the end."""
    for old, new in changes.renames:
        stack.push(RenamePlayerCommand(writer, old, new))
    if changes.stake is not None:
        text = QCoreApplication.translate("undo", "change the stake")
        stack.push(SessionFieldsCommand(writer, text, changes.stake, changes.old_stake))
    if changes.rules is not None:
        text = QCoreApplication.translate("undo", "change the house rules")
        stack.push(SessionFieldsCommand(writer, text, changes.rules, changes.old_rules))
    if changes.end is not None:
        text = QCoreApplication.translate("undo", "change the session end")
        stack.push(SessionFieldsCommand(writer, text, changes.end, changes.old_end))
