"""The live preview beside a deal form: the row the score sheet will record for
the deal being typed (:class:`~scorekeeper.session.replay.DealRow`) — every player's
delta and the running total it leads to, the double round, the breakdown and the
warnings in words — or that it is not complete yet."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from scorekeeper.sheet import SheetRow
from scorekeeper_ui.widgets.i18n import show
from scorekeeper_ui.widgets.palette import mute, warning_colour


class PreviewPane(QFrame):
    """Deltas per player and the breakdown lines of the deal being typed."""

    def __init__(self, players: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.players = tuple(players)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(300)
        self.deltas: dict[str, QLabel] = {}
        self.totals: dict[str, QLabel] = {}
        self.marks = QLabel()  # the sheet row's marks: double round, thrown in, Mondfang, game end
        self.breakdown = QLabel()
        self.warnings = QLabel()
        self._build()

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Preview"))
        title.setStyleSheet("font-weight: bold;")
        layout.addWidget(title)
        grid = QGridLayout()
        grid.addWidget(self._small(self.tr("this deal")), 0, 1)
        grid.addWidget(self._small(self.tr("total after")), 0, 2)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        big.setBold(True)
        for row, player in enumerate(self.players, start=1):
            grid.addWidget(QLabel(player), row, 0)
            delta = QLabel("–")
            delta.setFont(big)
            delta.setAlignment(Qt.AlignmentFlag.AlignRight)
            delta.setObjectName(f"delta:{player}")
            grid.addWidget(delta, row, 1)
            self.deltas[player] = delta
            total = QLabel()
            total.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(total, row, 2)
            self.totals[player] = total
        layout.addLayout(grid)
        for label in (self.marks, self.breakdown, self.warnings):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        self.warnings.setStyleSheet(f"color: {warning_colour(self.palette()).name()};")
        layout.addStretch(1)

    @staticmethod
    def _small(text: str) -> QLabel:
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignRight)
        mute(label)  # the palette's hint grey: readable in light and dark
        return label

    def show_row(self, row: SheetRow) -> None:
        """Show the row the sheet will record for this deal, as the sheet writes it:
        its figures, its marks (double round, thrown in, Mondfang, game end), its
        breakdown and its warnings."""
        for i, player in enumerate(self.players):
            self.deltas[player].setText(row.delta_text(i))
            self.totals[player].setText(row.total_text(i))
        self.marks.setText(" · ".join(show(mark) for mark in row.marks))
        self.breakdown.setText("\n\n".join(show(line) for line in row.lines))
        self.warnings.setText("\n".join(show(w) for w in row.warnings))

    def show_incomplete(self) -> None:
        for player in self.players:
            self.deltas[player].setText("–")
            self.totals[player].setText("")
        self.marks.setText("")
        self.breakdown.setText(self.tr("The preview appears once the deal is complete and valid."))
        self.warnings.setText("")

    def delta_texts(self) -> dict[str, str]:
        """What the preview shows per player (for tests and screen readers)."""
        return {p: label.text() for p, label in self.deltas.items()}
