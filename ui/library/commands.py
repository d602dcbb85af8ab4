"""Deleting and archiving whole sessions, undoably (Ctrl+Z, or the status bar's Undo).

A session deleted is kept by the command as the store gave it back
(:class:`~scorekeeper.session.store.RemovedSession`): undo puts it back under its
own id, with its ``created_at``, its deals and its archive mark, at a later version
(``Store.restore_session``); redo deletes it again. Archiving only files a session
away (it leaves the welcome list); undo brings it back. Like the deal commands
(:class:`~ui.session.undo.command.StoreCommand`), a command the store refuses says
why, marks itself obsolete (the stack drops it) and writes nothing.

These commands live on the window's stack while the welcome screen is shown (a
session's own stack is cleared when it is opened or closed).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from scorekeeper.session.store import RemovedSession, SessionStore
from scorekeeper_ui.session.undo.command import Refuse, StoreCommand


@dataclass
class Library:
    """What the session commands share: the store, how the window shows the list
    of sessions after a change (the id to select, if any), and a refusal."""

    store: SessionStore
    shown: Callable[[int | None], None]
    refuse: Refuse


class _SessionCommand(StoreCommand):
    def __init__(self, library: Library, session_id: int, text: str) -> None:
        super().__init__(text, library.refuse)
        self._lib = library
        self._id = session_id

    def _write(self, write: Callable[[], object], *, select: bool) -> None:
        """Write; then show the sessions, this one selected when ``select``."""
        self._run(write, lambda _done: self._lib.shown(self._id if select else None))


class DeleteSessionCommand(_SessionCommand):
    """A session deleted; undo puts it back exactly (``Store.restore_session``)."""

    def __init__(self, library: Library, session_id: int) -> None:
        text = QCoreApplication.translate("undo", "delete session {n}").format(n=session_id)
        super().__init__(library, session_id, text)
        self._removed: RemovedSession | None = None

    def redo(self) -> None:
        self._write(self._remove, select=False)

    def _remove(self) -> None:
        self._removed = self._lib.store.remove_session(self._id)

    def undo(self) -> None:
        removed = self._removed
        assert removed is not None
        self._write(lambda: self._restore(removed), select=True)

    def _restore(self, removed: RemovedSession) -> None:
        self._id = self._lib.store.restore_session(removed)  # a new id if its was taken


class ArchiveSessionCommand(_SessionCommand):
    """A session archived (``archived=True``) or brought back; undo does the other."""

    def __init__(self, library: Library, session_id: int, archived: bool) -> None:
        text = (
            QCoreApplication.translate("undo", "archive session {n}")
            if archived
            else QCoreApplication.translate("undo", "unarchive session {n}")
        ).format(n=session_id)
        super().__init__(library, session_id, text)
        self._archived = archived

    def redo(self) -> None:
        self._set(self._archived)

    def undo(self) -> None:
        self._set(not self._archived)

    def _set(self, archived: bool) -> None:
        self._write(lambda: self._lib.store.archive_session(self._id, archived), select=True)
