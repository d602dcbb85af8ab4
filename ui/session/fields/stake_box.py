"""The "Stake" part of the new-session dialog: the amount per point (or per
lost game), the currency, the settlement mode (only for a game that is not
zero-sum) and a note on the session.

The box offers the game's default stake (``GameSpec.default_stake``, e.g. 1 EUR
per lost game of Marjapussi, 0.10 EUR a point of Ulti) when the game is chosen,
in the currency of the window's language (``HOME_CURRENCY``: yen in Japanese,
forint in Hungarian, else euro) or the currency chosen (500 HUF, 200 JPY per lost
game of Marjapussi: ``DefaultStake.in_currency``). What is changed by hand stays
when the game or the currency changes: an amount typed in, a currency or a mode
chosen.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from scorekeeper.games.base import HOME_CURRENCY, DefaultStake
from scorekeeper_ui.widgets.choice_box import SearchComboBox

CURRENCIES = ("EUR", "HUF", "JPY", "USD", "GBP", "CHF", "chips")


class StakeBox(QGroupBox):
    """Emits ``changed`` when the amount, the currency or the mode changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, language: str = "en") -> None:
        super().__init__(QCoreApplication.translate("NewSessionDialog", "Stake"), parent)
        self.home_currency = HOME_CURRENCY.get(language, "EUR")
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
        # Changed by hand, so no game's default replaces it: the amount, the
        # currency (the default is then offered in it), the mode.
        self.amount_typed = self.currency_chosen = self.mode_chosen = False
        self._offered: DefaultStake | None = None
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
        self.per_point.textEdited.connect(self._on_amount_typed)
        self.mode.activated.connect(self._on_mode_chosen)
        self.currency.activated.connect(self._on_currency_chosen)
        typed = self.currency.lineEdit()  # the box is editable: it has one
        assert typed is not None
        typed.textEdited.connect(self._on_currency_chosen)

    @property
    def edited(self) -> bool:
        """Anything of the stake was changed by hand."""
        return self.amount_typed or self.currency_chosen or self.mode_chosen

    def _on_amount_typed(self) -> None:
        self.amount_typed = True

    def _on_mode_chosen(self) -> None:
        self.mode_chosen = True

    def _on_currency_chosen(self) -> None:
        """A currency chosen by hand: the game's default amount in it, until an
        amount is typed (1 EUR per lost game is 500 HUF, 200 JPY: ``DefaultStake``)."""
        self.currency_chosen = True
        if self._offered is not None:
            self._offer_amount(self._offered)

    def offer(self, stake: DefaultStake) -> None:
        """Show a game's default stake, except what was changed by hand: a typed
        amount and a chosen mode stay; a chosen currency stays, the amount offered
        in it."""
        self._offered = stake
        if not self.currency_chosen:
            self.currency.setCurrentText(self.home_currency)
        self._offer_amount(stake)
        if not self.mode_chosen:
            self.mode.setCurrentIndex(max(self.mode.findData(stake.mode), 0))

    def _offer_amount(self, stake: DefaultStake) -> None:
        amount = stake.in_currency(self.currency.currentText().strip())
        if not self.amount_typed and amount is not None:
            self.per_point.setText(amount)

    def show_stake(self, stake: dict[str, Any]) -> None:
        """Show a session's stake (``Stake.to_json()``); no game's default is offered
        over it. Per lost game, the amount is ``per_game`` where the stake has one."""
        per_game = stake.get("mode") == "per-game" and stake.get("per_game") is not None
        amount = stake["per_game"] if per_game else stake["per_point"]
        self.per_point.setText(format(Decimal(str(amount)), "f"))  # 1e-06 as 0.000001
        self.currency.setCurrentText(stake["currency"])
        self.mode.setCurrentIndex(max(self.mode.findData(stake["mode"]), 0))
        self.amount_typed = self.currency_chosen = self.mode_chosen = True

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
