"""The "Table" part of the new-session dialog: the game, the number of players,
their names in seating order (names from earlier sessions are offered as you
type, Tab takes the suggestion; Alt+Up / Alt+Down move a player one seat) and
the first dealer, who is the last seat until chosen.

Two people of the same name (``Anna`` and ``Anna — Szeged``, told apart by a
note): when a seat's name is theirs, a choice beside it lists them, the one
without a note first (whom the name seats by default), and the person chosen is
seated (:meth:`SeatingBox.people`). A name of one person adds no step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from scorekeeper.games.base import clean_name
from scorekeeper.session.store import Person
from scorekeeper_ui.entry.games import GAMES
from scorekeeper_ui.widgets.choice_box import SearchComboBox

MAX_PLAYERS = 8


class NameEdit(QLineEdit):
    """A seat's name. While names are suggested, Tab takes the highlighted one (the
    first if none is) and moves on, as Enter would, instead of leaving the letters
    typed so far."""

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and _is_plain_tab(event):
            self._take_suggestion()
        return super().event(event)

    def _take_suggestion(self) -> None:
        completer = self.completer()
        popup = None if completer is None else completer.popup()
        if completer is None or popup is None or not popup.isVisible():
            return
        index = popup.currentIndex()
        name = index.data() if index.isValid() else completer.currentCompletion()
        popup.hide()
        if name:
            self.setText(str(name))


def _is_plain_tab(event: QKeyEvent) -> bool:
    return event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Tab


class SeatingBox(QGroupBox):
    """Emits ``changed`` when a name or the first dealer changes."""

    changed = Signal()

    def __init__(
        self,
        known_players: Sequence[str],
        parent: QWidget | None = None,
        people: Sequence[Person] = (),
    ) -> None:
        super().__init__(QCoreApplication.translate("NewSessionDialog", "Table"), parent)
        self._dealer_chosen = False
        self._namesakes = _namesakes(people)
        self.game = SearchComboBox()
        for game in GAMES:
            self.game.addItem(game.title, game.id)
        self.count = QSpinBox()
        completer = QCompleter(list(known_players), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.names: list[NameEdit] = []
        self.choices: list[QComboBox] = []  # who of two people of one name (hidden)
        for i in range(MAX_PLAYERS):
            self.names.append(self._name_edit(i, completer))
            self.choices.append(self._person_choice(i))
        self.first_dealer = SearchComboBox()
        self._lay_out()
        self._connect()

    def _name_edit(self, i: int, completer: QCompleter) -> NameEdit:
        edit = NameEdit()
        edit.setCompleter(completer)
        edit.setPlaceholderText(
            QCoreApplication.translate("NewSessionDialog", "Player {n}").format(n=i + 1)
        )
        return edit

    def _person_choice(self, i: int) -> QComboBox:
        choice = QComboBox()
        choice.setAccessibleName(
            QCoreApplication.translate("NewSessionDialog", "Which one, seat {n}").format(n=i + 1)
        )
        choice.hide()
        return choice

    def _lay_out(self) -> None:
        self.form = form = QFormLayout(self)  # the details dialog hides a row of it
        form.addRow(QCoreApplication.translate("NewSessionDialog", "&Game:"), self.game)
        form.addRow(
            QCoreApplication.translate("NewSessionDialog", "Number of &players:"), self.count
        )
        self._name_rows = []
        for i, edit in enumerate(self.names):
            label = QLabel(
                QCoreApplication.translate("NewSessionDialog", "Seat {n}:").format(n=i + 1)
            )
            label.setBuddy(edit)
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(self.choices[i])
            form.addRow(label, row)
            self._name_rows.append(label)
        form.addRow(
            QCoreApplication.translate("NewSessionDialog", "First &dealer:"), self.first_dealer
        )

    def _connect(self) -> None:
        self.count.valueChanged.connect(self._on_count_changed)
        for edit, choice in zip(self.names, self.choices, strict=True):
            edit.textChanged.connect(self._on_names_changed)
            edit.textChanged.connect(lambda text, c=choice: self._offer_people(c, text))
        self.first_dealer.currentTextChanged.connect(self.changed)
        self.first_dealer.activated.connect(self._on_dealer_chosen)

    # ----- state -----
    def players(self) -> list[str]:
        return [e.text().strip() for e in self.names[: self.count.value()]]

    def people(self) -> dict[str, str]:
        """The person (uuid) chosen for each name two people have, by the name."""
        return {
            name: str(choice.currentData())
            for name, choice in zip(self.players(), self.choices, strict=False)
            if choice.isVisibleTo(self) and choice.currentData()
        }

    def set_player_counts(self, counts: Sequence[int]) -> None:
        """The game's table sizes; four seats if it can, else its smallest table."""
        self.count.blockSignals(True)
        self.count.setRange(min(counts), max(counts))
        self.count.setValue(4 if 4 in counts else counts[0])
        self.count.blockSignals(False)
        self._on_count_changed()

    def duplicate_name(self) -> QWidget | None:
        """The seat whose name an earlier seat already has."""
        seen: set[str] = set()
        for edit, name in zip(self.names, self.players(), strict=False):
            if name in seen:
                return edit
            seen.add(name)
        return None

    def move_seat(self, step: int) -> None:
        """Swap the focused player with the next (``step`` 1) or previous (-1) seat."""
        n = self.count.value()
        focused = next((i for i, e in enumerate(self.names[:n]) if e.hasFocus()), None)
        if focused is None or not 0 <= focused + step < n:
            return
        a, b = self.names[focused], self.names[focused + step]
        text = a.text()
        a.setText(b.text())
        b.setText(text)
        b.setFocus()

    # ----- slots -----
    def _on_count_changed(self) -> None:
        n = self.count.value()
        for i, (label, edit) in enumerate(zip(self._name_rows, self.names, strict=True)):
            label.setVisible(i < n)
            edit.setVisible(i < n)
            self._offer_people(self.choices[i], edit.text())
        self._on_names_changed()

    def _on_names_changed(self) -> None:
        current = self.first_dealer.currentText()
        names = [p for p in self.players() if p]
        self.first_dealer.blockSignals(True)
        self.first_dealer.clear()
        self.first_dealer.addItems(names)
        if self._dealer_chosen and current in names:
            self.first_dealer.setCurrentText(current)
        elif names:  # the last seat deals, so seat 1 bids (or leads) first
            self.first_dealer.setCurrentIndex(len(names) - 1)
        self.first_dealer.blockSignals(False)
        self.changed.emit()

    def _offer_people(self, choice: QComboBox, text: str) -> None:
        """Two people or more go by the name typed: offer them, beside the seat."""
        found = self._namesakes.get(clean_name(text), ())
        if [choice.itemData(k) for k in range(choice.count())] != [p.uuid for p in found]:
            choice.clear()
            for person in found:
                choice.addItem(person.label(), person.uuid)
        choice.setVisible(bool(found) and self.names[self.choices.index(choice)].isVisibleTo(self))

    def _on_dealer_chosen(self) -> None:
        self._dealer_chosen = True


def _namesakes(people: Sequence[Person]) -> Mapping[str, tuple[Person, ...]]:
    """Each name two people or more have, with them: the one without a note first
    (the name seats them unless another is chosen)."""
    by_name: dict[str, list[Person]] = {}
    for person in people:
        by_name.setdefault(person.name, []).append(person)
    return {
        name: tuple(sorted(found, key=lambda p: (p.note != "", p.note)))
        for name, found in by_name.items()
        if len(found) > 1
    }
