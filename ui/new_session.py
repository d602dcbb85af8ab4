"""The "new session" dialog: game, players in seating order, first dealer, the
game's house-rule options, stake and settlement mode.

The record is checked with :func:`scorekeeper.session.parse_session` on every
change; the field it names is outlined in red with the reason below, and OK is
enabled only for a valid record. Names already used in earlier sessions are
offered as you type.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QRegularExpressionValidator, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import RecordError
from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.base import GameSpec
from scorekeeper.session import parse_session
from ui.options_form import OptionsForm
from ui.sessions import game_title

MAX_PLAYERS = 8
CURRENCIES = ("EUR", "HUF", "JPY", "USD", "GBP", "CHF", "chips")
_INVALID = "border: 2px solid #d32f2f;"


class NewSessionDialog(QDialog):
    def __init__(
        self, known_players: Sequence[str], parent: QWidget | None = None, game_id: str = "ulti"
    ) -> None:
        super().__init__(parent)
        self._dealer_chosen = False
        self.setWindowTitle(self.tr("New session"))
        self._build(known_players)
        self.game.setCurrentIndex(GAME_IDS.index(game_id))
        self._on_game_changed()
        self._connect()
        self.game.setFocus()

    # ----- building -----
    def _build(self, known_players: Sequence[str]) -> None:
        self.game = QComboBox()
        for game_id in GAME_IDS:
            self.game.addItem(game_title(game_id), game_id)
        self.count = QSpinBox()
        completer = QCompleter(list(known_players), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.names = [self._name_edit(i, completer) for i in range(MAX_PLAYERS)]
        self.first_dealer = QComboBox()
        self.options = OptionsForm()
        self._build_stake()
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("place, occasion… (optional)"))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("QLabel:enabled { color: #d32f2f; }")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._lay_out()

    def _name_edit(self, i: int, completer: QCompleter) -> QLineEdit:
        edit = QLineEdit()
        edit.setCompleter(completer)
        edit.setPlaceholderText(self.tr("Player {n}").format(n=i + 1))
        return edit

    def _build_stake(self) -> None:
        self.per_point = QLineEdit("1")
        self.per_point.setValidator(QRegularExpressionValidator(r"\d{0,7}([.,]\d{0,4})?"))
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.addItems(CURRENCIES)
        self.mode = QComboBox()
        self.mode.addItem(self.tr("per point (difference from the table's mean)"), "per-point")
        self.mode.addItem(self.tr("per game (each loser pays the winner)"), "per-game")

    def _lay_out(self) -> None:
        table = QGroupBox(self.tr("Table"))
        form = QFormLayout(table)
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("Number of &players:"), self.count)
        self._name_rows = []
        for i, edit in enumerate(self.names):
            label = QLabel(self.tr("Seat {n}:").format(n=i + 1))
            label.setBuddy(edit)
            form.addRow(label, edit)
            self._name_rows.append(label)
        form.addRow(self.tr("First &dealer:"), self.first_dealer)
        seat_hint = QLabel(
            self.tr("Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.")
        )
        seat_hint.setWordWrap(True)
        seat_hint.setEnabled(False)
        self.rules_box = QGroupBox(self.tr("House rules"))
        QVBoxLayout(self.rules_box).addWidget(self.options)
        money = QGroupBox(self.tr("Stake"))
        self.stake_form = stake_form = QFormLayout(money)
        self.amount_label = QLabel()
        self.amount_label.setBuddy(self.per_point)
        stake_form.addRow(self.amount_label, self.per_point)
        stake_form.addRow(self.tr("C&urrency:"), self.currency)
        stake_form.addRow(self.tr("&Settlement:"), self.mode)
        self.zero_sum_note = QLabel(
            self.tr("Every deal is zero-sum: each player's balance is his total × the amount.")
        )
        self.zero_sum_note.setWordWrap(True)
        stake_form.addRow(self.zero_sum_note)
        stake_form.addRow(self.tr("&Note:"), self.note)
        layout = QVBoxLayout(self)
        self.setMinimumWidth(560)
        for widget in (table, seat_hint, self.rules_box, money, self.error, self.buttons):
            layout.addWidget(widget)

    def _connect(self) -> None:
        self.game.currentIndexChanged.connect(self._on_game_changed)
        self.count.valueChanged.connect(self._on_count_changed)
        for edit in self.names:
            edit.textChanged.connect(self._on_names_changed)
        for widget in (self.first_dealer, self.currency, self.mode):
            widget.currentTextChanged.connect(self._on_changed)
        self.per_point.textChanged.connect(self._on_changed)
        self.first_dealer.activated.connect(self._on_dealer_chosen)
        self.mode.currentIndexChanged.connect(self._on_mode_changed)
        self.options.changed.connect(self._on_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence("Alt+Up"), self, lambda: self._move_seat(-1))
        QShortcut(QKeySequence("Alt+Down"), self, lambda: self._move_seat(1))

    # ----- state -----
    def spec(self) -> GameSpec[Any]:
        return get_game(self.game.currentData())

    def players(self) -> list[str]:
        return [e.text().strip() for e in self.names[: self.count.value()]]

    def record(self) -> dict[str, Any]:
        """The session record as entered (``spec/deal-format.md``, Session)."""
        stake = {
            "per_point": self.per_point.text().replace(",", ".") or "0",
            "currency": self.currency.currentText().strip(),
            "mode": self.mode.currentData(),
        }
        out: dict[str, Any] = {
            "game": self.spec().id,
            "players": self.players(),
            "first_dealer": self.first_dealer.currentText(),
            "rules": self.options.overrides(),
            "stake": stake,
            "date": datetime.date.today().isoformat(),
            "deals": [],
        }
        if self.note.text().strip():
            out["note"] = self.note.text().strip()
        return out

    def session_json(self) -> dict[str, Any]:
        """The record with the stake amount as a JSON number (validated first)."""
        out = self.record()
        amount = out["stake"]["per_point"]
        out["stake"]["per_point"] = int(amount) if amount.isdigit() else float(amount)
        return out

    # ----- slots -----
    def _on_game_changed(self) -> None:
        spec = self.spec()
        counts = spec.player_counts
        self.count.blockSignals(True)
        self.count.setRange(min(counts), max(counts))
        self.count.setValue(4 if 4 in counts else counts[0])
        self.count.blockSignals(False)
        self.options.set_options(spec.id, spec.options)
        self.rules_box.setVisible(bool(spec.options))
        if spec.zero_sum:
            self.mode.setCurrentIndex(0)
        self.stake_form.setRowVisible(self.mode, not spec.zero_sum)
        self.stake_form.setRowVisible(self.zero_sum_note, spec.zero_sum)
        self._on_mode_changed()
        self._on_count_changed()

    def _on_count_changed(self) -> None:
        n = self.count.value()
        for i, (label, edit) in enumerate(zip(self._name_rows, self.names, strict=True)):
            label.setVisible(i < n)
            edit.setVisible(i < n)
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
        self._on_changed()

    def _on_mode_changed(self) -> None:
        per_game = self.mode.currentData() == "per-game"
        self.amount_label.setText(
            self.tr("&Amount per lost game:") if per_game else self.tr("&Amount per point:")
        )

    def _on_dealer_chosen(self) -> None:
        self._dealer_chosen = True

    def _on_changed(self) -> None:
        error = self.problem()
        for widget in [*self.names, self.first_dealer, self.per_point, self.currency]:
            widget.setStyleSheet("")
        self.error.setText(self._describe(error) if error else "")
        missing_name = error is not None and error.reason == self.tr("a name is needed")
        self.error.setEnabled(not missing_name)  # a hint while filling in, not a fault
        marked = self._widget_for(error.field) if error is not None and not missing_name else None
        if marked is not None:
            marked.setStyleSheet(_INVALID)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(error is None)

    def problem(self) -> RecordError | None:
        players = self.players()
        for i, name in enumerate(players):
            if not name:
                return RecordError(f"players[{i}]", self.tr("a name is needed"))
        try:
            parse_session(self.record())
        except RecordError as err:
            return err
        return None

    def _describe(self, error: RecordError) -> str:
        if error.field.startswith("players[") and error.reason == self.tr("a name is needed"):
            seat = int(error.field[8:-1]) + 1
            return self.tr("Seat {n}: a name is needed.").format(n=seat)
        return f"{error.field}: {error.reason}"

    def _widget_for(self, field: str) -> QWidget | None:
        if field.startswith("players[") and field.endswith("]"):
            return self.names[int(field[8:-1])]
        if field == "players":
            return self._duplicate_name()
        by_field = {
            "first_dealer": self.first_dealer,
            "stake.per_point": self.per_point,
            "stake.currency": self.currency,
        }
        return by_field.get(field)

    def _duplicate_name(self) -> QWidget | None:
        seen: set[str] = set()
        for edit, name in zip(self.names, self.players(), strict=False):
            if name in seen:
                return edit
            seen.add(name)
        return None

    def _move_seat(self, step: int) -> None:
        n = self.count.value()
        focused = next((i for i, e in enumerate(self.names[:n]) if e.hasFocus()), None)
        if focused is None or not 0 <= focused + step < n:
            return
        a, b = self.names[focused], self.names[focused + step]
        text = a.text()
        a.setText(b.text())
        b.setText(text)
        b.setFocus()
