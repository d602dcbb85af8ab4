"""Session ▸ Substitute a player…: someone leaves the table and a newcomer takes
the seat from the next deal on (``scorekeeper/substitution.py`` says how the seat,
the dealer, the scores and the money go on; ``docs/ui.md``).

The dialog asks who leaves (the people seated now) and the newcomer's name (names
from earlier sessions are offered as you type; Tab takes the suggestion, as in
the new-session form); in a race without partners (Ultimate, 3-player Huutopussi)
whether the newcomer starts the race at 0 rather than with the seat's score (the
option ``race_score``). OK checks the change with the core before anything is
written: a refusal (a name already at the table, ...) is shown in the dialog,
which stays open. The change is one undoable step (:class:`SubstituteCommand`)
over the store's ``update_session``: it was checked before ``push``, whose
``redo()`` writes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QCheckBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import RecordError
from scorekeeper.session import SessionResult, replay_json
from scorekeeper.session_store import SessionStore, Snapshot
from scorekeeper.storage.errors import StorageError
from scorekeeper.substitution import FIELD
from ui.choice_box import SearchComboBox
from ui.i18n import describe
from ui.palette import error_colour
from ui.seating import NameEdit

Check = Callable[[dict[str, Any]], None]  # raises RecordError for a change refused


def substitutions_with(result: SessionResult, change: dict[str, Any]) -> list[dict[str, Any]]:
    """The session's substitutions as entered, with ``change`` added at the end."""
    return [*[c.to_json() for c in result.record.substitutions], change]


def check_change(result: SessionResult, change: dict[str, Any]) -> None:
    """The session with ``change`` replayed by the core: raises :class:`RecordError`
    naming the field and the reason, writes nothing."""
    raw = result.record.to_json() | {FIELD: substitutions_with(result, change)}
    replay_json(raw)


class SubstituteDialog(QDialog):
    """Who leaves, who comes; from the next deal (``next_deal``, 1-based) on."""

    def __init__(
        self,
        seated: Sequence[str],
        known_players: Sequence[str],
        next_deal: int,
        check: Check,
        parent: QWidget | None = None,
        *,
        race_alone: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Substitute a player"))
        self._next_deal, self._check, self._race_alone = next_deal, check, race_alone
        self.leaver = SearchComboBox()
        self.leaver.addItems(list(seated))
        self.newcomer = NameEdit()
        completer = QCompleter([p for p in known_players if p not in seated], self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.newcomer.setCompleter(completer)
        self.when = QLabel(
            self.tr(
                "From deal {n} on (the next deal). The newcomer takes the seat's place."
            ).format(n=next_deal)
        )
        self.when.setWordWrap(True)
        # an option where the race is between players alone (``substitution.race_alone``)
        self.from_zero = QCheckBox(self.tr("The newcomer starts the race at &0"))
        self.from_zero.setToolTip(
            self.tr("Unchecked, the newcomer plays on with the seat's score of the running game.")
        )
        self.from_zero.setVisible(race_alone)
        self.error = QLabel()
        self.error.setWordWrap(True)
        red = error_colour(self.palette()).name()
        self.error.setStyleSheet(f"QLabel:enabled {{ color: {red}; }}")
        self.error.setVisible(False)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._lay_out()
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        self.newcomer.setFocus()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Who &leaves:"), self.leaver)
        form.addRow(self.tr("&Newcomer:"), self.newcomer)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.from_zero)
        layout.addWidget(self.when)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def change(self) -> dict[str, Any]:
        """The substitution as the session record holds it."""
        change: dict[str, Any] = {
            "from_deal": self._next_deal,
            "out": self.leaver.currentText(),
            "in": self.newcomer.text().strip(),
        }
        if self._race_alone and self.from_zero.isChecked():
            change["race_score"] = "zero"
        return change

    def _on_ok(self) -> None:
        try:
            self._check(self.change())
        except RecordError as err:
            self.error.setText(describe(err))
            self.error.setVisible(True)
            self.newcomer.setFocus()
            return
        self.accept()


class SubstituteCommand(QUndoCommand):
    """One substitution, undoable: redo writes the session's substitutions with it,
    undo as they were (the field removed when there were none)."""

    def __init__(
        self,
        store: SessionStore,
        session_id: int,
        result: SessionResult,
        change: dict[str, Any],
        publish: Callable[[Snapshot], None],
        refuse: Callable[[Exception], None],
    ) -> None:
        text = QCoreApplication.translate("undo", "{new} takes {old}'s seat")
        super().__init__(text.format(new=change["in"], old=change["out"]))
        self._store, self._session = store, session_id
        before = [c.to_json() for c in result.record.substitutions]
        self._before: list[dict[str, Any]] | None = before or None
        self._after = substitutions_with(result, change)
        self._publish, self._refuse = publish, refuse

    def redo(self) -> None:
        self._write(self._after)

    def undo(self) -> None:
        self._write(self._before)

    def _write(self, substitutions: list[dict[str, Any]] | None) -> None:
        try:
            self._store.update_session(self._session, **{FIELD: substitutions})
            snapshot = self._store.snapshot(self._session)
        except (RecordError, StorageError) as err:
            self.setObsolete(True)  # the stack drops it; nothing was written
            self._refuse(err)
            return
        self._publish(snapshot)
