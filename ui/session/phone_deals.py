"""The open session's deals from phones, which the window owns
(``MainWindow.phone_deals``; issue 26, ``docs/serve.md``): at each of the window's
looks (``ui/app/other_writers.py``) the store's pending stamp (one small query)
says whether a deal was entered, accepted or cancelled on a phone; only then are
the session's pending deals read again for the page's box (:class:`PendingBox`),
and each deal accepted from a phone since the session was opened joins the undo
history, naming the device and who accepted it (:class:`PhoneDealCommand`).

The deals a phone accepted before the session was opened are history already:
they are marked seen when it opens, as the window's own steps of an earlier
opening are not on its undo stack either.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from scorekeeper_ui.session.pending_box import PendingBox

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack

    from scorekeeper.sheet.phones import PhoneStep
    from scorekeeper_ui.session.display import ShownSession


class PhoneDeals:
    """The pending box and the phones' undo steps of the session ``shown()``."""

    def __init__(
        self, box: PendingBox, undo_stack: QUndoStack, *, shown: Callable[[], ShownSession | None]
    ) -> None:
        self._box, self._stack, self._shown = box, undo_stack, shown
        self._session: int | None = None  # the session the box and ``_seen`` are of
        self._stamp: object = None
        self._seen: set[str] = set()  # pending ids accepted and already on the stack

    def opened(self) -> None:
        """A session was opened (again): what phones accepted until now is history."""
        self._session = None
        self.look()

    def look(self) -> None:
        """Read the pending deals again when the stamp moved (or another session is
        shown); push the steps of deals accepted since."""
        from scorekeeper.session.store import StorageError  # (a session is open)

        shown = self._shown()
        if shown is None or shown.example:
            self._forget()
            return
        if QApplication.activeModalWidget() is not None:
            return  # not under an open form (as the other writers' look)
        try:
            self._look(shown)
        except StorageError:
            return  # busy or gone: the next look says so

    def _look(self, shown: ShownSession) -> None:
        from scorekeeper.session.pending import ACCEPTED
        from scorekeeper.sheet.phones import accepted_steps, pending_lines

        store, session = shown.store, shown.session_id
        if session != self._session:
            history = store.pending_history(session)
            self._seen = {p.id for p in history if p.state == ACCEPTED}
            self._session, self._stamp = session, None
        stamp = store.pending_stamp()
        if stamp == self._stamp:
            return
        steps = accepted_steps(store, session, self._seen)
        if steps is None:
            return  # the session moved while it was read: the next look
        self._stamp = stamp
        self._box.set_lines(pending_lines(store, session))
        for step in steps:
            self._push(shown, step)

    def _push(self, shown: ShownSession, step: PhoneStep) -> None:
        from scorekeeper_ui.session.undo.phone import PhoneDealCommand

        self._seen.add(step.pending.id)
        self._stack.push(PhoneDealCommand(shown.writer, shown.session_id, step))

    def _forget(self) -> None:
        self._session, self._stamp, self._seen = None, None, set()
        self._box.set_lines([])
