"""The main window's deal commands: new, insert, edit and delete a deal, each
an undoable command over the store (:mod:`ui.undo`), checked before it is
pushed. A deal dialog opens with the session's context for its position
(:meth:`~scorekeeper.session.SessionResult.context`); what was entered is stored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialog, QMainWindow

from scorekeeper.errors import RecordError
from scorekeeper.session import SessionResult
from ui import dialogs
from ui.session_page import SessionPage
from ui.undo import AddDeal, DeleteDeal, ReplaceDeal

DealDialogFactory = Callable[..., Any]


def default_deal_dialog(*args: Any, **kwargs: Any) -> Any:
    from ui.entry import DealDialog

    return DealDialog(*args, **kwargs)


class DealActions(QMainWindow):
    """The deal half of :class:`~ui.main_window.MainWindow`, which holds the state
    and opens the dialogs."""

    _active: Any
    _session_id: int | None
    _result: SessionResult | None
    _deal_dialog_factory: DealDialogFactory
    page: SessionPage
    undo_stack: QUndoStack

    def _publish(self, result: SessionResult, select: int | None) -> None:
        raise NotImplementedError

    def _open_dialog(self, dialog: QDialog) -> None:
        raise NotImplementedError

    def _open_deal_dialog(
        self,
        position: int,
        on_accept: Callable[[dict[str, Any]], None],
        record: Mapping[str, Any] | None = None,
    ) -> None:
        assert self._result is not None
        context = self._result.context(position)
        dialog = self._deal_dialog_factory(context, self)
        if record is not None:
            dialog.set_record(record)
        dialog.accepted.connect(
            lambda: on_accept(self._entered(dialog.deal_json(), context.dealer))
        )
        self._open_dialog(dialog)

    @staticmethod
    def _entered(deal: Mapping[str, Any], expected_dealer: str) -> dict[str, Any]:
        """Store what was entered: a dealer that follows the rotation is left out,
        so inserting a forgotten deal moves the later dealers along with it."""
        out = {k: v for k, v in deal.items() if k not in ("game", "players", "rules")}
        if out.get("dealer") == expected_dealer:
            del out["dealer"]
        return out

    def _on_new_deal(self) -> None:
        if self._result is not None:
            self._open_deal_dialog(len(self._result.rows), self._push_add)

    def _on_insert_deal(self) -> None:
        row = self.page.current_row()
        if row is not None:
            self._open_deal_dialog(row, lambda deal: self._push_add(deal, row))

    def _on_edit_deal(self) -> None:
        row = self.page.current_row()
        if row is None or self._session_id is None:
            return
        session_id = self._session_id
        stored = self._active.session_json(session_id)["deals"][row]
        shown = dict(stored)
        assert self._result is not None
        shown.setdefault("dealer", self._result.rows[row].deal.table.dealer)
        self._open_deal_dialog(
            row,
            lambda deal: self._push(
                ReplaceDeal(self._active, session_id, self._publish, row, deal)
            ),
            shown,
        )

    def _on_delete_deal(self) -> None:
        row = self.page.current_row()
        if row is None or self._session_id is None:
            return
        question = QCoreApplication.translate(
            "MainWindow",
            "Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.",
        ).format(n=row + 1)
        if dialogs.confirm(self, QCoreApplication.translate("MainWindow", "Delete deal"), question):
            self._push(DeleteDeal(self._active, self._session_id, self._publish, row))

    def _push_add(self, deal: dict[str, Any], position: int | None = None) -> None:
        assert self._session_id is not None
        self._push(AddDeal(self._active, self._session_id, self._publish, deal, position))

    def _push(self, command: AddDeal | ReplaceDeal | DeleteDeal) -> None:
        """Check first, then push (push runs redo, which saves)."""
        try:
            command.check()
        except RecordError as err:
            dialogs.show_error(
                self,
                QCoreApplication.translate("MainWindow", "The deal cannot be recorded"),
                str(err),
            )
            return
        try:
            self.undo_stack.push(command)
        except Exception as err:  # a storage failure: say so, keep the window alive
            dialogs.show_error(
                self, QCoreApplication.translate("MainWindow", "The change was not saved"), str(err)
            )
