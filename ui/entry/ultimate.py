"""Ultimate deal entry: declarer, bid, trump, partner card and partner (partner
variant only), the declarer's points (``docs/deal-format.md`` "ultimate").

The fields' words, choices, defaults and when each applies are the game's
description (``scorekeeper/games/ultimate/entry.py``). Defaults: the player after
the dealer declares (he bids first), trump spades. The defenders' points are shown
as 100 − the declarer's (the deck's total).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QWidget

from scorekeeper_ui.entry.common import ChoiceBox, GameForm, NumberEdit, put
from scorekeeper_ui.entry.described import Described
from scorekeeper_ui.entry.form_rows import add_rows

DECK_POINTS = 100  # docs/rules/ultimate.md "Table": A 10, K Q J 5, 10 → 1, 5 → −1


class UltimateForm(GameForm):
    def _build_form(self) -> None:
        self.described = d = Described("ultimate", self.rules)
        self.thrown_in = QCheckBox(d.text("thrown_in"))
        self.declarer = ChoiceBox(d.items("declarer", self.players))
        self.bid = NumberEdit("bid")
        self.trump = ChoiceBox(d.items("trump"))
        self.trump.set_value(d.default("trump"))
        self.partner_card = QLineEdit()
        self.partner_card.setPlaceholderText(self.tr("e.g. QH, 10S"))
        self.partner_card.setMaximumWidth(90)
        self.partner = ChoiceBox(d.items("partner", self.players))
        self.points = NumberEdit("result.declarer_points")
        self.others = QLabel()
        self._by_hand: set[str] = set()  # "declarer", "bid": typed, not filled in
        self._build()
        self._connect()
        self._on_mode_changed()

    def _build(self) -> None:
        d = self.described
        fields: list[tuple[str, QWidget]] = [
            ("declarer", self.declarer),
            ("bid", self.bid),
            ("trump", self.trump),
            ("partner_card", self.partner_card),
            ("partner", self.partner),
            ("result.declarer_points", self.points),
        ]
        add_rows(self, [(path, d.label(path), widget) for path, widget in fields])
        self.layout_.addRow(self.tr("Defenders' points"), self.others)
        self.layout_.addRow("", self.thrown_in)  # rare: last in the form and the tab order
        self.register("thrown_in", self.thrown_in, label=d.name("thrown_in"))
        self.register("result", self.points)

    def _connect(self) -> None:
        self.thrown_in.toggled.connect(self._on_mode_changed)
        self.declarer.currentIndexChanged.connect(self._on_mode_changed)
        self.points.textChanged.connect(self._on_points_changed)
        self.declarer.activated.connect(lambda _i: self._by_hand.add("declarer"))
        self.bid.textEdited.connect(lambda _text: self._by_hand.add("bid"))

    def first_field(self) -> QWidget:
        """A deal with a declarer starts at the bid (the declarer above is filled in)."""
        return self.bid if self.declarer.value() is not None else self.declarer

    def apply_auction(self, winner: str | None, bid: Any) -> None:
        """The auction log's winner and final bid, unless typed by hand."""
        if "declarer" not in self._by_hand:
            self.declarer.set_value(winner)
        if "bid" not in self._by_hand and isinstance(bid, int):
            self.bid.set_value(bid)

    def _values(self) -> dict[str, Any]:
        """What the description's conditions read: the fields they name."""
        return {"thrown_in": self.thrown_in.isChecked(), "declarer": self.declarer.value()}

    def _applies(self, path: str) -> bool:
        return self.described.applies(path, self._values())

    def _on_mode_changed(self, *_args: Any) -> None:
        rows: tuple[tuple[str, QWidget], ...] = (
            ("declarer", self.declarer),
            ("bid", self.bid),
            ("trump", self.trump),
            ("partner_card", self.partner_card),
            ("partner", self.partner),
            ("result.declarer_points", self.points),
        )
        for path, widget in rows:
            self.layout_.setRowVisible(widget, self._applies(path))
        self.layout_.setRowVisible(self.others, self._applies("result.declarer_points"))

    def _on_points_changed(self, _text: str) -> None:
        try:
            value = self.points.value()
        except ValueError:
            value = None
        self.others.setText("" if value is None else str(DECK_POINTS - value))

    def set_dealer(self, dealer: str) -> None:
        super().set_dealer(dealer)
        if "declarer" not in self._by_hand:  # a fresh deal: the first bidder is likely
            self.declarer.set_value(self.bidders()[0])

    def fields_json(self) -> dict[str, Any]:
        if self.thrown_in.isChecked():
            return {"thrown_in": True}
        declarer = self.declarer.value()
        out: dict[str, Any] = {"declarer": declarer}
        if not self._applies("bid"):  # nobody declared: all passed
            return out
        put(out, "bid", self.bid.value())
        out["trump"] = self.trump.value()
        if self._applies("partner"):
            put(out, "partner_card", self.partner_card.text().strip().upper() or None)
            out["partner"] = self.partner.value()
        points = self.points.value()
        out["result"] = {} if points is None else {"declarer_points": points}
        return out

    def set_record(self, raw: Mapping[str, Any]) -> None:
        self._by_hand = {"declarer", "bid"}  # a recorded deal: as recorded
        self.thrown_in.setChecked(raw.get("thrown_in") is True)
        self.declarer.set_value(raw.get("declarer"))
        self.bid.set_value(raw.get("bid"))
        self.trump.set_value(raw.get("trump", self.described.default("trump")))
        self.partner_card.setText(str(raw.get("partner_card") or ""))
        self.partner.set_value(raw.get("partner"))
        result = raw.get("result") or {}
        self.points.set_value(result.get("declarer_points"))
        self._on_mode_changed()
