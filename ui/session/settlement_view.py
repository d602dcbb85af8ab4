"""Settlement at any time: every player's balance, how it was reached and who
pays whom, in the session's currency, with a button that copies the lot as plain
text. Points, money, the stake and the explanation (each game and its worth at
the stake, what the points sum, each balance's arithmetic) are the sheet model's
(:mod:`scorekeeper.sheet`, :mod:`scorekeeper.sheet.settling`: the one money
formatter, the same lines as on the PDF and in ``scorekeeper show``).

Each table is as tall as its rows, and the dialog as tall as its content, at most
94 % of the screen (``ui/widgets/screen_fit.py``): on a small screen the tables scroll."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.sheet import ScoreSheet
from scorekeeper.words import glossary
from scorekeeper_ui.widgets.i18n import show
from scorekeeper_ui.widgets.screen_fit import limit_to_screen

_Index = QModelIndex | QPersistentModelIndex


class _SettlementModel(QAbstractTableModel):
    """A three-column table over the settlement; subclasses name the rows, the
    column titles and the cells. Columns from ``_first_amount`` on are right-aligned."""

    _first_amount = 1

    def __init__(self, sheet: ScoreSheet, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheet = sheet

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


class BalancesModel(_SettlementModel):
    """Rows: players; columns: points total, balance."""

    def _row_count(self) -> int:
        return len(self._sheet.totals)

    def _titles(self) -> tuple[str, str, str]:
        return (show(glossary.PLAYER), show(glossary.POINTS), show(glossary.BALANCE))

    def _cells(self, row: int) -> tuple[str, str, str]:
        line = self._sheet.totals[row]
        return (line.player, line.points_text, line.balance_text)


class PaymentsModel(_SettlementModel):
    """Rows: payments; columns: payer, payee, amount."""

    _first_amount = 2

    def _row_count(self) -> int:
        return len(self._sheet.payments)

    def _titles(self) -> tuple[str, str, str]:
        return (self.tr("Pays"), self.tr("To"), self.tr("Amount"))

    def _cells(self, row: int) -> tuple[str, str, str]:
        payment = self._sheet.payments[row]
        return (payment.payer, payment.payee, payment.amount_text)


class SettlementDialog(QDialog):
    def __init__(self, sheet: ScoreSheet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sheet = sheet
        self.setWindowTitle(show(glossary.SETTLEMENT))
        self.balances = _table(BalancesModel(self._sheet, self))
        self.payments = _table(PaymentsModel(self._sheet, self))
        self.copy_button = QPushButton(self.tr("&Copy as text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self._stake_text()))
        layout.addWidget(self.balances)
        self.explanation = QLabel("\n".join(self._explanation()))
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.explanation)
        layout.addWidget(
            QLabel(
                show(glossary.PAYMENTS) + ":"
                if self._sheet.payments
                else show(glossary.NOBODY_OWES)
            )
        )
        layout.addWidget(self.payments)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.resize(620, self.sizeHint().height())
        self.copy_button.clicked.connect(self._on_copy)
        buttons.rejected.connect(self.reject)

    def showEvent(self, event: QShowEvent) -> None:
        limit_to_screen(self)  # never past the screen: the tables scroll instead
        super().showEvent(event)

    def _stake_text(self) -> str:
        return f"{show(glossary.STAKE)}: {show(self._sheet.stake)}"

    def _explanation(self) -> list[str]:
        return [show(line) for line in self._sheet.settlement]

    def text(self) -> str:
        """The settlement as plain text (what the copy button puts on the clipboard)."""
        lines = [self._stake_text()]
        for line in self._sheet.totals:
            lines.append(
                self.tr("{player}: {points} points, {balance}").format(
                    player=line.player, points=line.points_text, balance=line.balance_text
                )
            )
        lines.extend(self._explanation())
        lines.extend(show(p.text) for p in self._sheet.payments)
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
    # as tall as its rows (a grey band under four players' rows looked like a fault),
    # shorter when the screen is: then it scrolls
    view.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
    return view
