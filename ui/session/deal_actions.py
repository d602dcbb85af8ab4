"""The deal actions the window owns (``MainWindow.deals``): new, insert, edit and
delete a deal, each an undoable command over the store (:mod:`ui.session.undo.deals`),
checked before it is pushed. A deal dialog opens with the session's context for its
position (:meth:`~scorekeeper.session.replay.SessionResult.context`); what was entered
is stored. They are handed what they use: the parent of their forms, the page (the
selected row), the undo stack, the draft file, the session shown
(:class:`~ui.session.display.ShownSession`), how the window opens a dialog and how it
says a refusal.

The store's change types and the undo commands are imported when a deal is
first changed: the window paints before any session (or store) is open.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from scorekeeper.errors import RecordError
from scorekeeper.words import glossary
from scorekeeper_ui.session import clock
from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.i18n import describe, show

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoCommand, QUndoStack
    from PySide6.QtWidgets import QDialog, QWidget

    from scorekeeper.session.replay import SessionResult
    from scorekeeper.session.store import DealChange, DealRef, SessionInfo, Snapshot
    from scorekeeper_ui.entry.drafts import Draft, DraftFile
    from scorekeeper_ui.session.display import ShownSession
    from scorekeeper_ui.session.page import SessionPage

DealDialogFactory = Callable[..., Any]


@dataclass(frozen=True)
class Place:
    """Where a deal form's deal goes: ``new`` after the last deal, ``insert`` before
    deal ``position``, ``edit`` the stored deal ``deal_id`` (at ``position``)."""

    kind: str
    position: int
    deal_id: int | None = None


def default_deal_dialog(*args: Any, **kwargs: Any) -> Any:
    from scorekeeper_ui.entry.editor import DealDialog

    return DealDialog(*args, **kwargs)


class DealActions:
    """The deals of the session shown: each form opens window-modal with the session's
    context for its place, and what it records is checked before it is pushed."""

    def __init__(
        self,
        parent: QWidget,
        page: SessionPage,
        undo_stack: QUndoStack,
        drafts: DraftFile,
        *,
        shown: Callable[[], ShownSession | None],
        open_dialog: Callable[[QDialog], None],
        refuse: Callable[[Exception], None],
        deal_dialog: DealDialogFactory = default_deal_dialog,
    ) -> None:
        self._parent = parent  # of the forms and the message boxes
        self._page = page  # the selected row
        self._stack = undo_stack
        self._drafts = drafts
        self._shown = shown
        self._open_dialog = open_dialog
        self._refuse = refuse  # a storage failure: the window says so
        self._deal_dialog = deal_dialog

    def _showing(self) -> ShownSession:
        shown = self._shown()
        assert shown is not None
        return shown

    # ----- the menu's and the keys' actions -----
    def new_deal(self) -> None:
        """Ctrl+D: a deal after the last one (after the agreed end, once agreed)."""
        shown = self._shown()
        if shown is not None and self._past_the_end_agreed(shown.result):
            self._new_deal()

    def insert_deal(self) -> None:
        """Ctrl+Shift+D or Ins: a forgotten deal, before the selected one."""
        row = self._page.current_row()
        if row is not None:
            self._insert_deal(row)

    def edit_deal(self) -> None:
        """Enter (or a double click on the row): the selected deal corrected."""
        row = self._page.current_row()
        if row is not None and self._shown() is not None:
            self._edit_deal(row)

    def delete_deal(self) -> None:
        """Del: the selected deal deleted, asking first; Ctrl+Z brings it back."""
        row = self._page.current_row()
        if row is None or self._shown() is None:
            return
        seen = self.deal_seen(row)
        question = QCoreApplication.translate(
            "MainWindow",
            "Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.",
        ).format(n=row + 1)
        title = QCoreApplication.translate("MainWindow", "Delete deal")
        if dialogs.confirm(self._parent, title, question):
            self.push_delete(*seen)

    # ----- the forms -----
    def _open_deal_dialog(
        self,
        place: Place,
        on_accept: Callable[[dict[str, Any]], None],
        record: Mapping[str, Any] | None = None,
        draft: Mapping[str, Any] | None = None,
    ) -> None:
        """The deal form for ``place``, filled with the stored ``record`` (editing)
        and then with a ``draft`` brought back; its draft is kept while it is open."""
        shown = self._showing()
        context = shown.result.context(place.position)
        dialog = self._deal_dialog(context, self._parent)
        if record is not None:
            dialog.set_record(record)
        if draft is not None:
            dialog.restore(draft)
        if not shown.example:  # an example's ids are not the database's
            self._keep_draft(dialog, place, shown.snapshot)
        dialog.accepted.connect(
            lambda: on_accept(self._entered(dialog.deal_json(), context.dealer))
        )
        self._open_dialog(dialog)

    def _keep_draft(self, dialog: Any, place: Place, snapshot: Snapshot) -> None:
        from scorekeeper_ui.entry.drafts import Draft, DraftKeeper

        created = snapshot.created
        draft = Draft(
            session_id=snapshot.session_id,
            session_created=None if created is None else created.isoformat(),
            kind=place.kind,
            position=place.position,
            deal_id=place.deal_id,
            record={},
        )
        DraftKeeper(dialog, self._drafts, draft)

    @staticmethod
    def _entered(deal: Mapping[str, Any], expected_dealer: str) -> dict[str, Any]:
        """Store what was entered: a dealer that follows the rotation is left out,
        so inserting a forgotten deal moves the later dealers along with it."""
        out = {k: v for k, v in deal.items() if k not in ("game", "players", "rules")}
        if out.get("dealer") == expected_dealer:
            del out["dealer"]
        return out

    def _past_the_end_agreed(self, result: SessionResult) -> bool:
        """Another deal after the agreed session end (``scorekeeper/session/end.py``)
        is allowed, once the players say so."""
        from scorekeeper.session.reaching import end_state

        state = end_state(result, clock.now())
        return (
            state is None
            or not state.reached
            or dialogs.confirm(
                self._parent,
                show(glossary.SESSION_END),
                QCoreApplication.translate(
                    "MainWindow", "The agreed end was reached. Record another deal?"
                )
                if state.agreed
                else QCoreApplication.translate(
                    "MainWindow", "The race was won. Record another deal, starting a new game?"
                ),
            )
        )

    def _new_deal(self, draft: Mapping[str, Any] | None = None) -> None:
        place = Place("new", len(self._showing().result.rows))
        self._open_deal_dialog(place, self.push_add, draft=draft)

    def _insert_deal(self, row: int, draft: Mapping[str, Any] | None = None) -> None:
        place = Place("insert", row)
        self._open_deal_dialog(place, lambda deal: self.push_add(deal, row), draft=draft)

    def _edit_deal(self, row: int, draft: Mapping[str, Any] | None = None) -> None:
        target, stored = self.deal_seen(row)  # the deal as shown when the form opened
        shown = dict(stored)
        shown.setdefault("dealer", self._showing().result.rows[row].deal.table.dealer)
        place = Place("edit", row, target.id)
        on_accept = lambda deal: self.push_edit(target, stored, deal)  # noqa: E731
        self._open_deal_dialog(place, on_accept, shown, draft)

    # ----- a draft left by a crash -----
    def draft_session(self, sessions: Mapping[int, SessionInfo]) -> SessionInfo | None:
        """On start: the session (of ``sessions``, by id) of a deal left half-typed
        when the app ended, to reopen and offer the deal back in; a draft for a
        session that is gone is dropped, with a word."""
        from scorekeeper_ui.entry.drafts import draft_session

        draft = self._drafts.read()
        info = None if draft is None else draft_session(draft, sessions)
        if draft is not None and info is None:
            self._drafts.remove()
            dialogs.show_info(
                self._parent,
                QCoreApplication.translate("MainWindow", "Deal not saved"),
                QCoreApplication.translate(
                    "MainWindow",
                    "A deal was being typed when Scorekeeper closed, for a session "
                    "that no longer exists. It has been dropped.",
                ),
            )
        return info

    def offer_draft(self) -> None:
        """A deal being typed for the session now shown when the app ended without
        saving it: offered back in its form; declined, it is thrown away."""
        from scorekeeper_ui.entry.drafts import same_session

        draft, shown = self._drafts.read(), self._shown()
        if draft is None or shown is None or shown.example:
            return
        snapshot = shown.snapshot
        if shown.store.read_only is not None or not same_session(
            draft, snapshot.session_id, snapshot.created
        ):
            return
        title = QCoreApplication.translate("MainWindow", "Deal not saved")
        question = QCoreApplication.translate(
            "MainWindow",
            "A deal was being typed for this session when Scorekeeper closed. Bring it back?",
        )
        if dialogs.offer(self._parent, title, question):
            self._restore_draft(draft)
        else:
            self._drafts.remove()

    def _restore_draft(self, draft: Draft) -> None:
        deals = self._showing().snapshot.deals
        if draft.kind == "edit":
            ids = [ref.id for ref in deals]
            if draft.deal_id not in ids:
                self._drafts.remove()
                gone = QCoreApplication.translate(
                    "MainWindow",
                    "The deal being corrected has been deleted since: the correction is dropped.",
                )
                title = QCoreApplication.translate("MainWindow", "Deal not saved")
                dialogs.show_info(self._parent, title, gone)
                return
            self._edit_deal(ids.index(draft.deal_id), draft.record)
        elif draft.kind == "insert" and draft.position < len(deals):
            self._insert_deal(draft.position, draft.record)
        else:
            self._new_deal(draft.record)

    # ----- the changes, checked before they are pushed -----
    def deal_seen(self, row: int) -> tuple[DealRef, Mapping[str, Any]]:
        """Deal ``row`` as the window shows it: its identity and its record as entered."""
        snapshot = self._showing().snapshot
        return snapshot.deals[row], snapshot.result.record.deals[row]

    def push_add(self, deal: dict[str, Any], position: int | None = None) -> None:
        """A new deal after the last one (``None``), or inserted at ``position``."""
        from scorekeeper.session.store import insert_at
        from scorekeeper_ui.session.undo.deals import AddDealCommand

        self._push(insert_at(deal, position, self._showing().snapshot.deals), AddDealCommand)

    def push_edit(self, target: DealRef, old: Mapping[str, Any], deal: dict[str, Any]) -> None:
        """Deal ``target`` (stored as ``old``) corrected to ``deal``."""
        from scorekeeper.session.store import ReplaceDeal
        from scorekeeper_ui.session.undo.deals import EditDealCommand

        change = ReplaceDeal(target, deal)
        self._push(change, lambda writer, checked: EditDealCommand(writer, checked, old))

    def push_delete(self, target: DealRef, old: Mapping[str, Any]) -> None:
        """Deal ``target`` (stored as ``old``) deleted."""
        from scorekeeper.session.store import DeleteDeal
        from scorekeeper_ui.session.undo.deals import DeleteDealCommand

        change = DeleteDeal(target)
        self._push(change, lambda writer, checked: DeleteDealCommand(writer, checked, old))

    def _push(self, change: DealChange, command: Callable[..., QUndoCommand]) -> None:
        """The store checks the change (one replay, nothing written); only a valid
        change is pushed, and the push writes what was checked."""
        from scorekeeper.session.store import StaleChangeError

        shown = self._showing()
        try:
            checked = shown.store.check(shown.session_id, change, shown.snapshot)
        except (RecordError, StaleChangeError) as err:
            dialogs.show_error(
                self._parent,
                QCoreApplication.translate("MainWindow", "The deal cannot be recorded"),
                describe(err),
            )
            return
        except Exception as err:  # a storage failure: say so, keep the window alive
            self._refuse(err)
            return
        self._stack.push(command(shown.writer, checked))
