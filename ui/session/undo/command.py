"""What every undo step of the window shares: one store call, then the window shows
what was written; a call the store refuses is said and the step is dropped.

``QUndoStack.push`` runs ``redo()`` at once, so a step is pushed only after what it
writes was checked (the deal commands: :meth:`SessionStore.check`; the session's
details: the dialog's replay; deleting or archiving a session needs no check). When
the store refuses a step all the same (another writer changed the session since,
``StaleChangeError``; a storage error), nothing is written: the step says why
(``refuse``) and marks itself obsolete, so the stack drops it. The step's text is what
the stack's Undo and Redo actions say ("undo add deal").

The steps: the deals' (:mod:`.deals`), the session details' (:mod:`.details`) and whole
sessions deleted or archived (``ui/library/commands.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtGui import QUndoCommand

from scorekeeper.errors import RecordError
from scorekeeper.session.store import StorageError

Refuse = Callable[[Exception], None]  # why nothing was changed
Written = TypeVar("Written")


class StoreCommand(QUndoCommand):
    """One undoable step over store calls; ``text`` names it, ``refuse`` says why
    the store refused it."""

    def __init__(self, text: str, refuse: Refuse) -> None:
        super().__init__(text)
        self._refuse = refuse

    def _run(self, write: Callable[[], Written], then: Callable[[Written], object]) -> None:
        """Call the store (``write``), then show what it wrote (``then``); a refusal
        writes nothing and drops this step from the stack."""
        try:
            written = write()
        except (RecordError, StorageError) as err:  # StaleChangeError is a StorageError
            self.setObsolete(True)  # the stack drops it; nothing was written
            self._refuse(err)
            return
        then(written)
