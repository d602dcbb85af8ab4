"""A deal accepted from a phone, in the window's undo history (issue 26): the
phone's server stored it (``accept_pending``), the window noticed it at its next
look and pushes this step, already done, naming the device and who accepted.
Undoing it removes that deal like undoing any added deal; redo puts it back
between the same deals, under its own id (the inverse of
:class:`~.deals.DeleteDealCommand`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from scorekeeper.session.store import Applied, DeleteDeal, InsertDeal
from scorekeeper.sheet.phones import PhoneStep, device_words
from scorekeeper_ui.session.undo.command import StoreCommand
from scorekeeper_ui.session.undo.deals import Writer, neighbours, select_near
from scorekeeper_ui.widgets.i18n import show


def phone_step_text(step: PhoneStep) -> str:
    """ "deal 5 from phone 3f9a…, accepted by Anna" in the window's language."""
    pending = step.pending
    return QCoreApplication.translate(
        "undo", "deal {n} from {device}, accepted by {player}"
    ).format(
        n=step.position + 1,
        device=show(device_words(pending.decided_device or pending.device)),
        player=pending.decided_by or "",
    )


class PhoneDealCommand(StoreCommand):
    """A deal a phone's acceptance stored (see the module docstring)."""

    def __init__(self, writer: Writer, session_id: int, step: PhoneStep) -> None:
        super().__init__(phone_step_text(step), writer.refuse)
        self._w, self._session = writer, session_id
        self._id, self._deal = step.ref.id, step.deal
        writer.note(step.ref)
        self._stored = True  # the first redo (the push) writes nothing: it is stored
        self._place: tuple[int | None, int | None] = (None, None)

    def redo(self) -> None:
        if self._stored:
            self._stored = False
            return
        after, before = self._place
        change = InsertDeal(self._deal, after, before, deal_id=self._id)
        self._run(lambda: self._w.store.change(self._session, change), self._redone)

    def undo(self) -> None:
        self._run(
            lambda: self._w.store.change(self._session, DeleteDeal(self._w.ref(self._id))),
            self._undone,
        )

    def _undone(self, applied: Applied) -> None:
        self._place = neighbours(applied.snapshot.deals, applied.position)
        self._w.publish(applied, select_near(applied))

    def _redone(self, applied: Applied) -> None:
        self._w.note(applied.deal)
        self._w.publish(applied, applied.position)
