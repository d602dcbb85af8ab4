"""Undoable changes to a session's deals: small ``QUndoCommand``s over store calls,
addressed to deals by identity (``scorekeeper/session/store.py``, ``docs/storage.md``).

A command is made from a change the store has already checked
(:meth:`SessionStore.check`), because ``QUndoStack.push`` runs ``redo()`` at once
and a failing redo would leave the command on the stack; the first ``redo()``
writes that checked change (:meth:`SessionStore.apply`, no second replay).

Undo and redo name the deal by its row id and expect the version this window
last wrote to it (the ledger of the :class:`Writer` the commands of one stack
share). When
another writer changed that deal, or the deals around the place a deal goes back
to, the store refuses (``StaleChangeError``) and writes nothing; the command says
why (``refuse``), marks itself obsolete (the stack drops it) and leaves the other
writer's deals alone (:class:`~ui.session.undo.command.StoreCommand`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from scorekeeper.session.store import (
    Applied,
    Checked,
    DealChange,
    DealRef,
    DeleteDeal,
    InsertDeal,
    ReplaceDeal,
    SessionStore,
    insert_at,
)
from scorekeeper_ui.session.undo.command import Refuse, StoreCommand

Publish = Callable[[Applied, int | None], None]  # a change as written, the row to select
Shown = Callable[[Applied], None]  # a change written: the window shows it


@dataclass
class Writer:
    """What the commands of one window's stack share: the store, how the window
    shows a change (the :class:`Applied`: the session after it and the place of
    the change, so the window redraws only from there) or a refusal, and the
    ledger (deal id -> the version this window last wrote or saw when it changed
    that deal)."""

    store: SessionStore
    publish: Publish
    refuse: Refuse
    ledger: dict[int, int] = field(default_factory=dict)

    def ref(self, deal_id: int) -> DealRef:
        return DealRef(deal_id, self.ledger[deal_id])

    def note(self, ref: DealRef | None) -> None:
        if ref is not None:
            self.ledger[ref.id] = ref.version


class _DealCommand(StoreCommand):
    """A change of one deal: the first redo writes what was checked before the push;
    later ones, and undo, name the deal by its id and the version in the ledger."""

    def __init__(self, writer: Writer, checked: Checked, text: str) -> None:
        super().__init__(text, writer.refuse)
        self._w = writer
        self._checked: Checked | None = checked
        self._session = checked.session_id

    def _redo_with(self, change: Callable[[], DealChange], then: Shown) -> None:
        checked, self._checked = self._checked, None
        if checked is not None:  # just pushed: write what was checked
            self._run(lambda: self._w.store.apply(checked), then)
        else:
            self._change(change, then)

    def _change(self, change: Callable[[], DealChange], then: Shown) -> None:
        """Write ``change()``, made when it is written (the ledger's versions then)."""
        self._run(lambda: self._w.store.change(self._session, change()), then)


def neighbours(deals: tuple[DealRef, ...], at: int) -> tuple[int | None, int | None]:
    """The ids of the deals on either side of the gap before position ``at``."""
    gap = insert_at({}, at, deals)
    return gap.after, gap.before


def select_near(applied: Applied) -> int | None:
    rows = len(applied.snapshot.deals)
    return min(applied.position, rows - 1) if rows else None


class AddDealCommand(_DealCommand):
    """A new deal (after the last one, or inserted before another)."""

    def __init__(self, writer: Writer, checked: Checked) -> None:
        change = checked.change
        assert isinstance(change, InsertDeal)
        at_end = change.at_end
        text = (
            QCoreApplication.translate("undo", "add deal")
            if at_end
            else QCoreApplication.translate("undo", "insert deal {n}").format(
                n=checked.position + 1
            )
        )
        super().__init__(writer, checked, text)
        self._deal = change.deal
        self._id = 0
        self._place: tuple[int | None, int | None] = (None, None)

    def redo(self) -> None:
        self._redo_with(self._redo_change, self._redone)

    def undo(self) -> None:
        self._change(self._undo_change, self._undone)

    def _redone(self, applied: Applied) -> None:
        assert applied.deal is not None
        self._id = applied.deal.id
        self._w.note(applied.deal)
        at, deals = applied.position, applied.snapshot.deals
        self._place = neighbours(deals[:at] + deals[at + 1 :], at)
        self._w.publish(applied, applied.position)

    def _undo_change(self) -> DealChange:
        return DeleteDeal(self._w.ref(self._id))

    def _undone(self, applied: Applied) -> None:
        self._w.publish(applied, select_near(applied))

    def _redo_change(self) -> DealChange:
        after, before = self._place
        return InsertDeal(self._deal, after, before, deal_id=self._id)


class EditDealCommand(_DealCommand):
    """A deal corrected: everything after it is replayed."""

    def __init__(self, writer: Writer, checked: Checked, old: Mapping[str, Any]) -> None:
        change = checked.change
        assert isinstance(change, ReplaceDeal)
        text = QCoreApplication.translate("undo", "edit deal {n}").format(n=checked.position + 1)
        super().__init__(writer, checked, text)
        self._id = change.target.id
        self._new, self._old = change.deal, dict(old)

    def redo(self) -> None:
        self._redo_with(self._redo_change, self._redone)

    def undo(self) -> None:
        self._change(self._undo_change, self._undone)

    def _redone(self, applied: Applied) -> None:
        self._w.note(applied.deal)
        self._w.publish(applied, applied.position)

    def _undone(self, applied: Applied) -> None:
        self._redone(applied)

    def _undo_change(self) -> DealChange:
        return ReplaceDeal(self._w.ref(self._id), self._old)

    def _redo_change(self) -> DealChange:
        return ReplaceDeal(self._w.ref(self._id), self._new)


class DeleteDealCommand(_DealCommand):
    """A deal removed; undo puts it back between the same two deals, under its own id."""

    def __init__(self, writer: Writer, checked: Checked, old: Mapping[str, Any]) -> None:
        change = checked.change
        assert isinstance(change, DeleteDeal)
        text = QCoreApplication.translate("undo", "delete deal {n}").format(n=checked.position + 1)
        super().__init__(writer, checked, text)
        self._id = change.target.id
        self._old = dict(old)
        writer.note(change.target)
        self._place: tuple[int | None, int | None] = (None, None)

    def redo(self) -> None:
        self._redo_with(self._redo_change, self._redone)

    def undo(self) -> None:
        self._change(self._undo_change, self._undone)

    def _redone(self, applied: Applied) -> None:
        self._place = neighbours(applied.snapshot.deals, applied.position)
        self._w.publish(applied, select_near(applied))

    def _redo_change(self) -> DealChange:
        return DeleteDeal(self._w.ref(self._id))

    def _undo_change(self) -> DealChange:
        after, before = self._place
        return InsertDeal(self._old, after, before, deal_id=self._id)

    def _undone(self, applied: Applied) -> None:
        self._w.note(applied.deal)
        self._w.publish(applied, applied.position)
