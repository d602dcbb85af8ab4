"""Settlement at any time: every player's balance and who pays whom, in the
session's currency, with a button that copies the lot as plain text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.session import SessionResult
from ui.score_sheet import number

_Index = QModelIndex | QPersistentModelIndex


def money(amount: int, currency: str, exponent: int) -> str:
    """Minor units as ``12.50 EUR`` / ``−300 JPY`` (a real minus sign)."""
    sign = "−" if amount < 0 else ""
    whole, part = divmod(abs(amount), 10**exponent)
    text = f"{whole}.{part:0{exponent}d}" if exponent else str(whole)
    return f"{sign}{text} {currency}"


class _SettlementModel(QAbstractTableModel):
    """A three-column table over the settlement; subclasses name the rows, the
    column titles and the cells. Columns from ``_first_amount`` on are right-aligned."""

    _first_amount = 1

    def __init__(self, result: SessionResult, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._result = result

    def _row_count(self) -> int:
        raise NotImplementedError

    def _titles(self) -> tuple[str, str, str]:
        raise NotImplementedError

    def _cells(self, row: int) -> tuple[str, str, str]:
        raise NotImplementedError

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._row_count()

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return self._titles()[section] if 0 <= section < 3 else None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= self._first_amount:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._cells(index.row())[index.column()] if 0 <= index.column() < 3 else None

    def _money(self, amount: int) -> str:
        stake = self._result.record.stake
        return money(amount, stake.currency, stake.exponent)


class BalancesModel(_SettlementModel):
    """Rows: players; columns: points total, balance."""

    def _row_count(self) -> int:
        return len(self._result.record.players)

    def _titles(self) -> tuple[str, str, str]:
        return (self.tr("Player"), self.tr("Points"), self.tr("Balance"))

    def _cells(self, row: int) -> tuple[str, str, str]:
        player = self._result.record.players[row]
        totals, balances = self._result.totals, self._result.balances
        return (player, number(totals[player]), self._money(balances[player]))


class PaymentsModel(_SettlementModel):
    """Rows: payments; columns: payer, payee, amount."""

    _first_amount = 2

    def _row_count(self) -> int:
        return len(self._result.payments)

    def _titles(self) -> tuple[str, str, str]:
        return (self.tr("Pays"), self.tr("To"), self.tr("Amount"))

    def _cells(self, row: int) -> tuple[str, str, str]:
        payment = self._result.payments[row]
        return (payment.payer, payment.payee, self._money(payment.amount))


class SettlementDialog(QDialog):
    def __init__(self, result: SessionResult, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._result = result
        self.setWindowTitle(self.tr("Settlement"))
        self.balances = _table(BalancesModel(result, self))
        self.payments = _table(PaymentsModel(result, self))
        self.copy_button = QPushButton(self.tr("&Copy as text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self._stake_text()))
        layout.addWidget(self.balances)
        layout.addWidget(
            QLabel(self.tr("Payments:") if result.payments else self.tr("Nobody owes anything."))
        )
        layout.addWidget(self.payments)
        layout.addWidget(buttons)
        self.resize(460, 420)
        self.copy_button.clicked.connect(self._on_copy)
        buttons.rejected.connect(self.reject)

    def _stake_text(self) -> str:
        stake = self._result.record.stake
        per_point = money(int(stake.minor(stake.per_point)), stake.currency, stake.exponent)
        if stake.mode == "per-game" and not self._result.record.game.zero_sum:
            return self.tr("Settled per lost game ({currency}).").format(currency=stake.currency)
        return self.tr("Stake: {amount} per point.").format(amount=per_point)

    def text(self) -> str:
        """The settlement as plain text (what the copy button puts on the clipboard)."""
        stake = self._result.record.stake
        lines = [self._stake_text()]
        for player in self._result.record.players:
            balance = money(self._result.balances[player], stake.currency, stake.exponent)
            lines.append(
                self.tr("{player}: {points} points, {balance}").format(
                    player=player, points=number(self._result.totals[player]), balance=balance
                )
            )
        for p in self._result.payments:
            lines.append(
                self.tr("{payer} pays {payee} {amount}").format(
                    payer=p.payer,
                    payee=p.payee,
                    amount=money(p.amount, stake.currency, stake.exponent),
                )
            )
        return "\n".join(lines)

    def _on_copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())


def _table(model: QAbstractTableModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.setSelectionMode(QTableView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return view
