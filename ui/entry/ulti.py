"""Ulti deal entry (``spec/deal-format.md`` "ulti", ``rules/ulti.md``).

The contract is typed ("40 ulti", "piros betli") and matched against the bid
table (:mod:`ui.entry.bidtext`); Up/Down pick another matching row. Only what
the contract needs is shown: a trump contract asks for the trump suit, card
points, tricks, marriages, the last trick and the aces; a no-trump contract
only for the tricks. Kontra has one level per component, or per defender for a
no-trump component. The defenders' points (90 − soloist's) and tricks
(10 − soloist's) are filled in either way round. With 4 at the table the dealer
sits out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from scorekeeper.errors import RecordError
from scorekeeper.games.ulti.bidtable import BidRow, Kind
from ui.entry import bidtext
from ui.entry.auction import PASS_WORDS
from ui.entry.common import (
    ChoiceBox,
    GameForm,
    LevelBox,
    LinkedNumbers,
    NumberEdit,
    player_items,
    put,
    suit_items,
    suit_name,
)
from ui.entry.ulti_kontra import KontraLevels, level_keys

SUITS = ("bells", "leaves", "acorns", "hearts")
CARD_POINTS, TRICKS = 90, 10  # rules/ulti.md "Card points and marriages"


class BidEdit(QLineEdit):
    """The contract picker's text; Up/Down step through the matching rows."""

    stepped = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.stepped.emit(1 if event.key() == Qt.Key.Key_Down else -1)
            return
        super().keyPressEvent(event)


class UltiForm(GameForm):
    pass_final = False  # rules/ulti.md "Auction": a pass is not final

    def __init__(
        self,
        players: Sequence[str],
        dealer: str,
        rules: Mapping[str, Any],
        parent: QWidget | None = None,
    ):
        super().__init__(players, dealer, rules, parent)
        self.soloist = ChoiceBox()
        self.contract = BidEdit()
        self.contract.setPlaceholderText(self.tr("type a bid: 40 ulti, piros betli, …"))
        self.match_label = QLabel()
        self.match_label.setWordWrap(True)
        self.trump = ChoiceBox([("—", None), *suit_items(SUITS)])
        self.surrender = QCheckBox(self.tr("The soloist gave up before the first card"))
        self.kontra_box = KontraLevels()
        self.points = [NumberEdit("result.soloist_points"), NumberEdit("defenders_points")]
        self.tricks = [NumberEdit("result.soloist_tricks"), NumberEdit("defenders_tricks")]
        self.linked = [LinkedNumbers(self.points, CARD_POINTS), LinkedNumbers(self.tricks, TRICKS)]
        self.marriages = {
            side: {s: QCheckBox(suit_name(s)) for s in SUITS} for side in ("soloist", "defenders")
        }
        self.last_winner = ChoiceBox()
        self.trump_seven = ChoiceBox()
        self.seven_early = QCheckBox(self.tr("The soloist's trump 7 went before the last trick"))
        self.aces = ChoiceBox(
            [
                (self.tr("split"), "split"),
                (self.tr("soloist"), "soloist"),
                (self.tr("defenders"), "defenders"),
            ]
        )
        self.rows: tuple[BidRow, ...] = ()
        self.choice = 0
        self.bid_error = ""
        self._build()
        self._connect()
        self.set_dealer(dealer)

    # --- building -------------------------------------------------------------

    def _build(self) -> None:
        f = self.layout_
        f.addRow(self.tr("&Soloist"), self.soloist)
        self.register("soloist", self.soloist, label=self.tr("Soloist"))
        f.addRow(self.tr("&Contract"), self.contract)
        self.register("contract", self.contract, label=self.tr("Contract"))
        f.addRow("", self.match_label)
        f.addRow(self.tr("&Trump"), self.trump)
        self.register("trump", self.trump, label=self.tr("Trump"))
        f.addRow("", self.surrender)
        self.register("surrender", self.surrender, label=self.tr("Surrender"))
        f.addRow(self.tr("Kontra"), self.kontra_box)
        self.points_row = self._pair(self.tr("Card points"), self.points)
        self.tricks_row = self._pair(self.tr("Tricks"), self.tricks)
        self.marriage_rows = [self._marriage_row(side) for side in ("soloist", "defenders")]
        rows: tuple[tuple[str, str, QWidget], ...] = (
            ("result.last_trick.winner", self.tr("&Last trick won by"), self.last_winner),
            (
                "result.last_trick.trump_seven",
                self.tr("Trump 7 in the last trick"),
                self.trump_seven,
            ),
            ("result.trump_seven_early", "", self.seven_early),
            ("result.aces", self.tr("All four &aces taken by"), self.aces),
        )
        for path, label, widget in rows:
            f.addRow(label, widget)
            name = label.replace("&", "") or self.seven_early.text()
            self.register(path, widget, label=name)
        self._fields["result.last_trick"] = self.last_winner
        self._fields["result"] = self.tricks[0]

    def _pair(self, label: str, edits: Sequence[NumberEdit]) -> QWidget:
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        for edit, side in zip(edits, (self.tr("soloist"), self.tr("defenders")), strict=True):
            line.addWidget(QLabel(side))
            line.addWidget(edit)
            self.register(edit.path, edit, label=f"{label} ({side})")
        line.addStretch(1)
        self.layout_.addRow(label, box)
        return box

    def _marriage_row(self, side: str) -> QWidget:
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        for check in self.marriages[side].values():
            line.addWidget(check)
            self.register(f"result.marriages.{side}", check)
        line.addStretch(1)
        label = (
            self.tr("Marriages shown by the soloist")
            if side == "soloist"
            else self.tr("Marriages shown by the defenders")
        )
        self.layout_.addRow(label, box)
        self._fields[f"result.marriages.{side}"] = next(iter(self.marriages[side].values()))
        return box

    def _connect(self) -> None:
        self.contract.textChanged.connect(self._on_contract_typed)
        self.contract.stepped.connect(self._on_contract_stepped)
        self.soloist.currentIndexChanged.connect(self._on_soloist_changed)
        self.trump.currentIndexChanged.connect(self._on_shape_changed)
        self.surrender.toggled.connect(self._on_shape_changed)

    # --- the contract ------------------------------------------------------------

    def _on_contract_typed(self, text: str) -> None:
        self.bid_error = ""
        try:
            found = bidtext.match(text)
        except bidtext.BidTextError as err:
            self.rows, self.bid_error = (), str(err)
        else:
            self.rows = found.rows
            if text.strip() and not found.rows:
                self.bid_error = self.tr("no row of the bid table holds all of these")
            if found.hearts:
                self.trump.set_value("hearts")
        self.choice = 0
        self._on_shape_changed()

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
        text = self.tr("→ {0} (rank {1})").format(bidtext.row_label(row), row.rank)
        if len(self.rows) > 1:
            text += "  " + self.tr("[↑↓: {0} more]").format(len(self.rows) - 1)
        self.match_label.setText(text)

    def is_trump_contract(self) -> bool:
        row = self.row()
        return row is None or row.kind is not Kind.NO_TRUMP

    # --- players ----------------------------------------------------------------------

    def active(self) -> list[str]:
        """rules/ulti.md "Table": with 4 at the table the dealer sits out."""
        order = self.bidders()
        return [p for p in order if len(self.players) == 3 or p != self.dealer]

    def bidders(self) -> list[str]:
        order = super().bidders()
        return [p for p in order if len(self.players) == 3 or p != self.dealer]

    def defenders(self) -> list[str]:
        return [p for p in self.active() if p != self.soloist.value()]

    def set_dealer(self, dealer: str) -> None:
        super().set_dealer(dealer)
        active = self.active()
        self.soloist.set_items(player_items(active))
        self.last_winner.set_items(player_items(active))
        self.trump_seven.set_items(player_items(active, self.tr("nobody")))
        if self.soloist.value() not in active:
            self.soloist.set_value(active[0])
        self._on_soloist_changed(0)

    def _on_soloist_changed(self, _index: int) -> None:
        self.last_winner.set_value(self.soloist.value())
        self._on_shape_changed()

    # --- showing only what the contract needs ---------------------------------------

    def _on_shape_changed(self, *_args: Any) -> None:
        self._show_match()
        self._rebuild_kontra()
        trump = self.is_trump_contract()
        played = not self.surrender.isChecked()
        f = self.layout_
        f.setRowVisible(self.trump, trump)
        f.setRowVisible(self.kontra_box, played and bool(self.kontra))
        f.setRowVisible(self.tricks_row, played)
        for widget in (
            self.points_row,
            *self.marriage_rows,
            self.last_winner,
            self.trump_seven,
            self.seven_early,
            self.aces,
        ):
            f.setRowVisible(widget, played and trump)

    @property
    def kontra(self) -> dict[str, LevelBox]:
        """The Kontra level boxes by record path (``kontra.ulti``, ``kontra.betli.Béla``)."""
        return self.kontra_box.boxes

    def _rebuild_kontra(self) -> None:
        keys = level_keys(self.row(), self.defenders())
        if not self.kontra_box.rebuild(keys):
            return
        self.unregister("kontra")
        at = self._chain.index(self.surrender) + 1  # the levels follow in the tab chain
        for i, (path, label) in enumerate(keys):
            box = self.kontra[path]
            self.register(path, box, label=self.tr("Kontra: {0}").format(label))
            self._chain.remove(box)
            self._chain.insert(at + i, box)
        self.chainChanged.emit()

    # --- the record ---------------------------------------------------------------------

    def fields_json(self) -> dict[str, Any]:
        row = self.row()
        out: dict[str, Any] = {"soloist": self.soloist.value()}
        if self.bid_error:
            raise RecordError("contract", self.bid_error)
        if row is not None:
            out["contract"] = [str(c) for c in row.components]
        if self.is_trump_contract():
            out["trump"] = self.trump.value()
        kontra = self.kontra_box.to_json()
        if kontra:
            out["kontra"] = kontra
        if self.surrender.isChecked():
            out["surrender"] = True
        else:
            out["result"] = self._result_json()
        return out

    def _result_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {}
        put(result, "soloist_tricks", self.tricks[0].value())
        if not self.is_trump_contract():
            return result
        put(result, "soloist_points", self.points[0].value())
        shown = {
            side: [s for s, check in checks.items() if check.isChecked()]
            for side, checks in self.marriages.items()
        }
        if any(shown.values()):
            result["marriages"] = {side: suits for side, suits in shown.items() if suits}
        last: dict[str, Any] = {"winner": self.last_winner.value()}
        put(last, "trump_seven", self.trump_seven.value())
        result["last_trick"] = last
        if self.seven_early.isChecked():
            result["trump_seven_early"] = True
        result["aces"] = self.aces.value()
        return result

    def set_record(self, raw: Mapping[str, Any]) -> None:
        self.soloist.set_value(raw.get("soloist"))
        contract = raw.get("contract") or []
        hearts = raw.get("trump") == "hearts"
        self.contract.setText(bidtext.row_text(list(contract), hearts))
        self.trump.set_value(raw.get("trump"))
        self.surrender.setChecked(raw.get("surrender") is True)
        self.kontra_box.set_json(raw.get("kontra") or {})
        self._set_result(raw.get("result") or {})
        self._on_shape_changed()

    def _set_result(self, result: Mapping[str, Any]) -> None:
        points, tricks = result.get("soloist_points"), result.get("soloist_tricks")
        self.linked[0].set_values([points, None if points is None else CARD_POINTS - points])
        self.linked[1].set_values([tricks, None if tricks is None else TRICKS - tricks])
        shown = result.get("marriages") or {}
        for side, checks in self.marriages.items():
            for suit, check in checks.items():
                check.setChecked(suit in (shown.get(side) or []))
        last = result.get("last_trick") or {}
        self.last_winner.set_value(last.get("winner", self.soloist.value()))
        self.trump_seven.set_value(last.get("trump_seven"))
        self.seven_early.setChecked(result.get("trump_seven_early") is True)
        self.aces.set_value(result.get("aces", "split"))

    # --- the auction log ---------------------------------------------------------------

    def read_bid(self, text: str, path: str) -> Any:
        if text.strip().lower() in PASS_WORDS:
            return "pass"
        try:
            found = bidtext.match(text)
        except bidtext.BidTextError as err:
            raise RecordError(path, str(err)) from None
        if found.best is None:
            return text
        hearts = found.best.kind is Kind.HEARTS
        return {"contract": [str(c) for c in found.best.components], "hearts": hearts}

    def write_bid(self, bid: Any) -> str:
        if isinstance(bid, Mapping):
            return bidtext.row_text(list(bid.get("contract", [])), bool(bid.get("hearts")))
        return str(bid)
