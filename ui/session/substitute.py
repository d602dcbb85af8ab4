"""Session ▸ Substitute a player…: someone leaves the table and a newcomer takes
the seat from the next deal on (``scorekeeper/session/substitution.py`` says how the seat,
the dealer, the scores and the money go on; ``docs/ui.md``).

The dialog asks who leaves (the people seated now) and the newcomer's name (names
from earlier sessions are offered as you type; Tab takes the suggestion, as in
the new-session form); in a race without partners (Ultimate, 3-player Huutopussi)
whether the newcomer starts the race at 0 rather than with the seat's score (the
option ``race_score``). OK checks the change with the core before anything is
written: a refusal (a name already at the table, ...) is shown in the dialog,
which stays open. The change is one undoable step (:func:`substitute_fields` for the
session fields command of :mod:`ui.session_undo`): it was checked before ``push``, whose
``redo()`` writes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
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
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.session.substitution import FIELD
from scorekeeper_ui.session.fields.seating import NameEdit
from scorekeeper_ui.widgets.choice_box import SearchComboBox
from scorekeeper_ui.widgets.i18n import describe
from scorekeeper_ui.widgets.palette import error_colour

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


def substitute_fields(
    result: SessionResult, change: dict[str, Any]
) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """One substitution as an undoable step of session fields (``ui/session/undo/details.py``):
    its undo text, the session's substitutions with it, and as they were (the field
    removed when there were none)."""
    text = QCoreApplication.translate("undo", "{new} takes {old}'s seat")
    before = [c.to_json() for c in result.record.substitutions]
    return (
        text.format(new=change["in"], old=change["out"]),
        {FIELD: substitutions_with(result, change)},
        {FIELD: before or None},
    )
