"""The main window's deal commands: new, insert, edit and delete a deal, each
an undoable command over the store (:mod:`ui.undo`), checked before it is
pushed. A deal dialog opens with the session's context for its position
(:meth:`~scorekeeper.session.replay.SessionResult.context`); what was entered is stored.

The store's change types and the undo commands are imported when a deal is
first changed: the window paints before any session (or store) is open.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from scorekeeper.errors import RecordError
from scorekeeper.words import glossary
from scorekeeper_ui.session import clock
from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.i18n import describe, show

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoCommand, QUndoStack
    from PySide6.QtWidgets import QDialog

    from scorekeeper.session.replay import SessionResult
    from scorekeeper.session.store import DealChange, DealRef, SessionStore, Snapshot
    from scorekeeper_ui.entry.drafts import Draft, DraftFile
    from scorekeeper_ui.session.page import SessionPage
    from scorekeeper_ui.session.undo import Writer

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


class DealActions(QMainWindow):
    """The deal half of :class:`~ui.main_window.MainWindow`, which holds the state
    and opens the dialogs."""

    _active: SessionStore
    _session_id: int | None
    _snapshot: Snapshot | None
    _result: SessionResult | None
    _writer: Writer
    _deal_dialog_factory: DealDialogFactory
    page: SessionPage
    undo_stack: QUndoStack
    _drafts: DraftFile

    def _on_refused(self, err: Exception) -> None:
        raise NotImplementedError

    def _open_dialog(self, dialog: QDialog) -> None:
        raise NotImplementedError

    def is_example(self) -> bool:
        raise NotImplementedError

    def _open_deal_dialog(
        self,
        place: Place,
        on_accept: Callable[[dict[str, Any]], None],
        record: Mapping[str, Any] | None = None,
        draft: Mapping[str, Any] | None = None,
    ) -> None:
        """The deal form for ``place``, filled with the stored ``record`` (editing)
        and then with a ``draft`` brought back; its draft is kept while it is open."""
        assert self._result is not None and self._snapshot is not None
        context = self._result.context(place.position)
        dialog = self._deal_dialog_factory(context, self)
        if record is not None:
            dialog.set_record(record)
        if draft is not None:
            dialog.restore(draft)
        if not self.is_example():  # an example's ids are not the database's
            self._keep_draft(dialog, place)
        dialog.accepted.connect(
            lambda: on_accept(self._entered(dialog.deal_json(), context.dealer))
        )
        self._open_dialog(dialog)

    def _keep_draft(self, dialog: Any, place: Place) -> None:
        from scorekeeper_ui.entry.drafts import Draft, DraftKeeper

        assert self._snapshot is not None
        created = self._snapshot.created
        draft = Draft(
            session_id=self._snapshot.session_id,
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

    def _on_new_deal(self) -> None:
        if self._result is not None and self._past_the_end_agreed():
            self._new_deal()

    def _past_the_end_agreed(self) -> bool:
        """Another deal after the agreed session end (``scorekeeper/session/end.py``)
        is allowed, once the players say so."""
        from scorekeeper.session.reaching import end_state

        assert self._result is not None
        state = end_state(self._result, clock.now())
        return (
            state is None
            or not state.reached
            or dialogs.confirm(
                self,
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
        assert self._result is not None
        place = Place("new", len(self._result.rows))
        self._open_deal_dialog(place, self._push_add, draft=draft)

    def _on_insert_deal(self) -> None:
        row = self.page.current_row()
        if row is not None:
            self._insert_deal(row)

    def _insert_deal(self, row: int, draft: Mapping[str, Any] | None = None) -> None:
        place = Place("insert", row)
        self._open_deal_dialog(place, lambda deal: self._push_add(deal, row), draft=draft)

    def _on_edit_deal(self) -> None:
        row = self.page.current_row()
        if row is not None and self._snapshot is not None:
            self._edit_deal(row)

    def _edit_deal(self, row: int, draft: Mapping[str, Any] | None = None) -> None:
        target, stored = self._deal_seen(row)  # the deal as shown when the form opened
        shown = dict(stored)
        assert self._result is not None
        shown.setdefault("dealer", self._result.rows[row].deal.table.dealer)
        place = Place("edit", row, target.id)
        on_accept = lambda deal: self._push_edit(target, stored, deal)  # noqa: E731
        self._open_deal_dialog(place, on_accept, shown, draft)

    # ----- a draft left by a crash -----
    def offer_draft(self) -> None:
        """A deal being typed for the session now shown when the app ended without
        saving it: offered back in its form; declined, it is thrown away."""
        from scorekeeper_ui.entry.drafts import same_session

        draft, snapshot = self._drafts.read(), self._snapshot
        if draft is None or snapshot is None or self.is_example():
            return
        if self._active.read_only is not None or not same_session(
            draft, snapshot.session_id, snapshot.created
        ):
            return
        title = QCoreApplication.translate("MainWindow", "Deal not saved")
        question = QCoreApplication.translate(
            "MainWindow",
            "A deal was being typed for this session when Scorekeeper closed. Bring it back?",
        )
        if dialogs.offer(self, title, question):
            self._restore_draft(draft)
        else:
            self._drafts.remove()

    def _restore_draft(self, draft: Draft) -> None:
        assert self._snapshot is not None
        if draft.kind == "edit":
            ids = [ref.id for ref in self._snapshot.deals]
            if draft.deal_id not in ids:
                self._drafts.remove()
                gone = QCoreApplication.translate(
                    "MainWindow",
                    "The deal being corrected has been deleted since: the correction is dropped.",
                )
                title = QCoreApplication.translate("MainWindow", "Deal not saved")
                dialogs.show_info(self, title, gone)
                return
            self._edit_deal(ids.index(draft.deal_id), draft.record)
        elif draft.kind == "insert" and draft.position < len(self._snapshot.deals):
            self._insert_deal(draft.position, draft.record)
        else:
            self._new_deal(draft.record)

    def _on_delete_deal(self) -> None:
        row = self.page.current_row()
        if row is None or self._snapshot is None:
            return
        seen = self._deal_seen(row)
        question = QCoreApplication.translate(
            "MainWindow",
            "Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.",
        ).format(n=row + 1)
        if dialogs.confirm(self, QCoreApplication.translate("MainWindow", "Delete deal"), question):
            self._push_delete(*seen)

    def _push_add(self, deal: dict[str, Any], position: int | None = None) -> None:
        """A new deal after the last one (``None``), or inserted at ``position``."""
        from scorekeeper.session.store import insert_at
        from scorekeeper_ui.session.undo import AddDealCommand

        assert self._snapshot is not None
        self._push(insert_at(deal, position, self._snapshot.deals), AddDealCommand)

    def _deal_seen(self, row: int) -> tuple[DealRef, Mapping[str, Any]]:
        """Deal ``row`` as the window shows it: its identity and its record as entered."""
        assert self._snapshot is not None
        return self._snapshot.deals[row], self._snapshot.result.record.deals[row]

    def _push_edit(self, target: DealRef, old: Mapping[str, Any], deal: dict[str, Any]) -> None:
        from scorekeeper.session.store import ReplaceDeal
        from scorekeeper_ui.session.undo import EditDealCommand

        change = ReplaceDeal(target, deal)
        self._push(change, lambda writer, checked: EditDealCommand(writer, checked, old))

    def _push_delete(self, target: DealRef, old: Mapping[str, Any]) -> None:
        from scorekeeper.session.store import DeleteDeal
        from scorekeeper_ui.session.undo import DeleteDealCommand

        change = DeleteDeal(target)
        self._push(change, lambda writer, checked: DeleteDealCommand(writer, checked, old))

    def _push(self, change: DealChange, command: Callable[..., QUndoCommand]) -> None:
        """The store checks the change (one replay, nothing written); only a valid
        change is pushed, and the push writes what was checked."""
        from scorekeeper.session.store import StaleChangeError

        assert self._snapshot is not None
        try:
            checked = self._active.check(self._snapshot.session_id, change, self._snapshot)
        except (RecordError, StaleChangeError) as err:
            dialogs.show_error(
                self,
                QCoreApplication.translate("MainWindow", "The deal cannot be recorded"),
                describe(err),
            )
            return
        except Exception as err:  # a storage failure: say so, keep the window alive
            self._on_refused(err)
            return
        self.undo_stack.push(command(self._writer, checked))
