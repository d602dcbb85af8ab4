"""The status bar's notes that offer a next step, which the window owns
(``MainWindow.notes``): "Session 3 deleted." with an *Undo* button beside it, and
"the agreed end was reached …" with a *Settlement…* button (Ctrl+T). A button goes
when its note does (a new message, or the message cleared).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QPushButton

from scorekeeper_ui.widgets.i18n import show

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QStatusBar

    from scorekeeper.session.end import EndState


class StatusNotes(QObject):
    """The notes of ``bar``: *Undo* undoes the last step of ``undo_stack``,
    *Settlement…* calls ``settle``."""

    def __init__(self, bar: QStatusBar, undo_stack: QUndoStack, settle: Callable[[], None]) -> None:
        super().__init__(bar)
        self._bar, self._stack = bar, undo_stack
        self.undo_button = QPushButton(QCoreApplication.translate("MainWindow", "Undo"))
        self.settle_button = QPushButton(QCoreApplication.translate("MainWindow", "Settlement…"))
        self._end_seen: tuple[int | None, bool] = (None, False)  # session, its end reached
        self.undo_button.clicked.connect(undo_stack.undo)
        self.settle_button.clicked.connect(settle)
        for button in (self.undo_button, self.settle_button):
            button.hide()
            bar.addPermanentWidget(button)
        bar.messageChanged.connect(self._on_message_changed)

    def say_undoable(self, text: str) -> None:
        """``text`` with *Undo* beside it, unless the step was refused (nothing to undo)."""
        if self._stack.canUndo():  # not refused
            self._bar.showMessage(text, 20000)
            self.settle_button.hide()
            self.undo_button.show()

    def say_end(self, session_id: int | None, end: EndState | None) -> None:
        """The session's end as now found: when a deal (or the clock) has just
        reached it, the status bar says so and offers the settlement."""
        reached = end is not None and end.reached
        if reached and self._end_seen == (session_id, False):
            assert end is not None and end.line is not None  # a reached end has its line
            text = QCoreApplication.translate("MainWindow", "{end}. Ctrl+T shows the settlement.")
            self._bar.showMessage(text.format(end=show(end.line)))
            self.settle_button.show()
        self._end_seen = (session_id, reached)

    def drop_undo_when_spent(self) -> None:
        """*Undo* goes once there is nothing left to undo."""
        if not self._stack.canUndo():
            self.undo_button.hide()

    def _on_message_changed(self, text: str) -> None:
        if not text:
            self.undo_button.hide()
            self.settle_button.hide()
