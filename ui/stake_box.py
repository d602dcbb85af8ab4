"""The "Stake" part of the new-session dialog: the amount per point (or per
lost game), the currency, the settlement mode (only for a game that is not
zero-sum) and a note on the session.

The box offers the game's default stake (``GameSpec.default_stake``, e.g. 1 EUR
per lost game of Marjapussi, 0.10 EUR a point of Ulti) when the game is chosen,
in the currency of the window's language (``HOME_CURRENCY``: yen in Japanese,
forint in Hungarian, else euro) at about the same money
(``DefaultStake.in_currency``: 10 JPY a point of Ulti). Choosing another currency
offers the amount in that one. Once the amount or the mode is changed by hand, no
more offers: a stake typed in stays when the game or the currency changes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from scorekeeper.games.base import HOME_CURRENCY, DefaultStake
from ui.choice_box import SearchComboBox

CURRENCIES = ("EUR", "HUF", "JPY", "USD", "GBP", "CHF", "chips")


class StakeBox(QGroupBox):
    """Emits ``changed`` when the amount, the currency or the mode changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, language: str = "en") -> None:
        super().__init__(QCoreApplication.translate("NewSessionDialog", "Stake"), parent)
        self.home_currency = HOME_CURRENCY.get(language, "EUR")
        self.offered: DefaultStake | None = None  # the game's offer, in its own currency
        self.per_point = QLineEdit("1")
        self.per_point.setValidator(QRegularExpressionValidator(r"\d{0,7}([.,]\d{0,4})?"))
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.addItems(CURRENCIES)
        self.mode = SearchComboBox()
        self.mode.addItem(
            QCoreApplication.translate(
                "NewSessionDialog", "per point (difference from the table's mean)"
            ),
            "per-point",
        )
        self.mode.addItem(
            QCoreApplication.translate("NewSessionDialog", "per game (each loser pays the winner)"),
            "per-game",
        )
        self.edited = False  # the amount or the mode was changed by hand: no more offers
        self.currency_chosen = False  # the currency was chosen by hand: offers use it
        self.note = QLineEdit()
        self.note.setPlaceholderText(
            QCoreApplication.translate("NewSessionDialog", "place, occasion… (optional)")
        )
        self._lay_out()
        self._connect()

    def _lay_out(self) -> None:
        self.stake_form = stake_form = QFormLayout(self)
        self.amount_label = QLabel()
        self.amount_label.setBuddy(self.per_point)
        stake_form.addRow(self.amount_label, self.per_point)
        stake_form.addRow(
            QCoreApplication.translate("NewSessionDialog", "C&urrency:"), self.currency
        )
        stake_form.addRow(QCoreApplication.translate("NewSessionDialog", "&Settlement:"), self.mode)
        self.zero_sum_note = QLabel(
            QCoreApplication.translate(
                "NewSessionDialog",
                "Every deal is zero-sum: each player's balance is his total × the amount.",
            )
        )
        self.zero_sum_note.setWordWrap(True)
        stake_form.addRow(self.zero_sum_note)
        stake_form.addRow(QCoreApplication.translate("NewSessionDialog", "&Note:"), self.note)

    def _connect(self) -> None:
        for widget in (self.currency, self.mode):
            widget.currentTextChanged.connect(self.changed)
        self.per_point.textChanged.connect(self.changed)
        self.mode.currentIndexChanged.connect(self._on_mode_changed)
        self.per_point.textEdited.connect(self._on_edited)
        self.mode.activated.connect(self._on_edited)
        self.currency.activated.connect(self._on_currency_chosen)
        self.currency.lineEdit().textEdited.connect(self._on_currency_chosen)

    def _on_edited(self) -> None:
        self.edited = True

    def _on_currency_chosen(self) -> None:
        self.currency_chosen = True
        if self.offered is not None and not self.edited:
            self.per_point.setText(self.offered.in_currency(self.currency.currentText()).amount)

    def offer(self, stake: DefaultStake) -> None:
        """Show a game's default stake in the chosen (or the home) currency, unless
        the amount or the mode was changed by hand."""
        if self.edited:
            return
        self.offered = stake
        currency = self.currency.currentText() if self.currency_chosen else self.home_currency
        shown = stake.in_currency(currency)
        self.per_point.setText(shown.amount)
        self.currency.setCurrentText(shown.currency)
        self.mode.setCurrentIndex(max(self.mode.findData(stake.mode), 0))

    def set_zero_sum(self, zero_sum: bool) -> None:
        """A zero-sum game is settled per point; the mode gives way to a note saying so."""
        if zero_sum:
            self.mode.setCurrentIndex(0)
        self.stake_form.setRowVisible(self.mode, not zero_sum)
        self.stake_form.setRowVisible(self.zero_sum_note, zero_sum)
        self._on_mode_changed()

    def stake_json(self) -> dict[str, Any]:
        """The stake as entered; the amount stays text until the record is valid."""
        return {
            "per_point": self.per_point.text().replace(",", ".") or "0",
            "currency": self.currency.currentText().strip(),
            "mode": self.mode.currentData(),
        }

    def _on_mode_changed(self) -> None:
        per_game = self.mode.currentData() == "per-game"
        self.amount_label.setText(
            QCoreApplication.translate("NewSessionDialog", "&Amount per lost game:")
            if per_game
            else QCoreApplication.translate("NewSessionDialog", "&Amount per point:")
        )
