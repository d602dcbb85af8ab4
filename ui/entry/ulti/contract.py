"""Picking the Ulti contract (``docs/rules/ulti.md`` "Bids"): the typed text
("40 ulti", "piros betli") is matched against the bid table
(:mod:`ui.entry.ulti.bidtext`) and Up/Down step through the matching rows. The
auction log reads and writes its bids the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QLineEdit

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind
from scorekeeper_ui.entry.auction import PASS_WORDS
from scorekeeper_ui.entry.common import ChoiceBox, GameForm
from scorekeeper_ui.entry.ulti import bidtext


class BidEdit(QLineEdit):
    """The contract picker's text; Up/Down step through the matching rows."""

    stepped = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.stepped.emit(1 if event.key() == Qt.Key.Key_Down else -1)
            return
        super().keyPressEvent(event)


class ContractPicking(GameForm):
    """The Ulti form's contract: the rows matching the typed text and the one chosen.
    The form builds the widgets and shows what the contract needs in
    :meth:`_on_shape_changed`."""

    contract: BidEdit
    match_label: QLabel
    trump: ChoiceBox
    rows: tuple[BidRow, ...]
    choice: int
    bid_error: str

    def _on_shape_changed(self, *_args: Any) -> None:
        """Show only what the contract needs (the form does)."""

    def _on_contract_typed(self, text: str) -> None:
        self.bid_error = ""
        try:
            found = bidtext.match(text)
        except bidtext.BidTextError as err:
            self.rows, self.bid_error = (), _not_a_bid_word(err)
        else:
            self.rows = self._allowed(found.rows)
            if text.strip() and not found.rows:
                self.bid_error = QCoreApplication.translate(
                    "UltiForm", "no row of the bid table holds all of these"
                )
            if found.hearts:
                self.trump.set_value("hearts")
        self.choice = 0
        self._on_shape_changed()
        self.changed.emit()  # only now: the deal is scored with this text's rows

    def _allowed(self, rows: tuple[BidRow, ...]) -> tuple[BidRow, ...]:
        """House rule ``four_aces_bid: false``: rows with four aces are not offered,
        unless the text asks for four aces (then the record says why it is refused)."""
        if self.rules.get("four_aces_bid", True):
            return rows
        return tuple(r for r in rows if Component.FOUR_ACES not in r.components) or rows

    def _on_contract_stepped(self, step: int) -> None:
        if self.rows:
            self.choice = (self.choice + step) % len(self.rows)
            self._on_shape_changed()
            self.changed.emit()

    def row(self) -> BidRow | None:
        return self.rows[self.choice] if self.rows else None

    def _show_match(self) -> None:
        row = self.row()
        if row is None:
            self.match_label.setText(self.bid_error)
            return
        text = QCoreApplication.translate("UltiForm", "→ {0} (rank {1})").format(
            bidtext.row_label(row), row.rank
        )
        if len(self.rows) > 1:
            more = QCoreApplication.translate("UltiForm", "[↑↓: {0} more]")
            text += "  " + more.format(len(self.rows) - 1)
        self.match_label.setText(text)

    def is_trump_contract(self) -> bool:
        row = self.row()
        return row is None or row.kind is not Kind.NO_TRUMP

    # --- the auction log ---------------------------------------------------------------

    def read_bid(self, text: str, path: str) -> Any:
        if text.strip().lower() in PASS_WORDS:
            return "pass"
        try:
            found = bidtext.match(text)
        except bidtext.BidTextError as err:
            raise RecordError(path, _not_a_bid_word(err), Code.NOT_CHOICE) from None
        if found.best is None:
            return text
        hearts = found.best.kind is Kind.HEARTS
        return {"contract": [str(c) for c in found.best.components], "hearts": hearts}

    def write_bid(self, bid: Any) -> str:
        if isinstance(bid, Mapping):
            return bidtext.row_text(list(bid.get("contract", [])), bool(bid.get("hearts")))
        return str(bid)


def _not_a_bid_word(err: bidtext.BidTextError) -> str:
    """The reason shown at the field, in the window's language."""
    return QCoreApplication.translate("UltiForm", "“{word}” is not an Ulti bid word").format(
        word=err.word
    )
