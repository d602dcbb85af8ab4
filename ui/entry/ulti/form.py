"""Ulti deal entry (``docs/deal-format.md`` "ulti", ``docs/rules/ulti.md``).

The contract is typed ("40 ulti", "piros betli") and matched against the bid
table (:mod:`ui.entry.ulti.bidtext`); Up/Down pick another matching row. Only what
the contract needs is shown: a trump contract asks for the trump suit, card
points, tricks, marriages, the last trick and the aces; a no-trump contract
only for the tricks. Kontra has one level per component, or per defender for a
no-trump component. The defenders' points (90 − soloist's) and tricks
(10 − soloist's) are filled in either way round. With 4 at the table the dealer
sits out.

The contract picking lives in :mod:`ui.entry.ulti.contract`, the result rows in
:mod:`ui.entry.ulti.result`. The fields' words, choices, defaults and when each
applies are the game's description (``scorekeeper/games/ulti/entry.py``); the
Kontra levels keep the bid text's component names (``Kontra: Betli — Béla``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QCheckBox, QLabel, QWidget

from scorekeeper.errors import RecordError
from scorekeeper.games.ulti.bidtable import BidRow
from scorekeeper_ui.entry.common import (
    ChoiceBox,
    LevelBox,
    LinkedNumbers,
    NumberEdit,
    player_items,
)
from scorekeeper_ui.entry.described import Described
from scorekeeper_ui.entry.ulti import bidtext
from scorekeeper_ui.entry.ulti.contract import BidEdit, ContractPicking
from scorekeeper_ui.entry.ulti.kontra import MAX_LEVEL, KontraLevels, level_keys
from scorekeeper_ui.entry.ulti.result import CARD_POINTS, TRICKS, ResultFields


class UltiForm(ContractPicking, ResultFields):
    pass_final = False  # docs/rules/ulti.md "Auction": a pass is not final

    def _build_form(self) -> None:
        self.described = d = Described("ulti", self.rules)
        self.soloist = ChoiceBox()
        self.contract = BidEdit()
        self.contract.setPlaceholderText(self.tr("type a bid: 40 ulti, piros betli, …"))
        self.match_label = QLabel()
        self.match_label.setWordWrap(True)
        self.trump = ChoiceBox(d.items("trump"))
        self.surrender = QCheckBox(d.text("surrender"))
        self.thrown_in = QCheckBox(d.text("thrown_in"))
        # house rule max_kontra: a box refuses a level the table does not allow
        self.kontra_box = KontraLevels(top=self.rules.get("max_kontra", MAX_LEVEL))
        self.points = [NumberEdit("result.soloist_points"), NumberEdit("defenders_points")]
        self.tricks = [NumberEdit("result.soloist_tricks"), NumberEdit("defenders_tricks")]
        self.linked = [LinkedNumbers(self.points, CARD_POINTS), LinkedNumbers(self.tricks, TRICKS)]
        self.marriages = {
            side: {suit: QCheckBox(word) for word, suit in d.items(f"result.marriages.{side}")}
            for side in ("soloist", "defenders")
        }
        self.last_winner = ChoiceBox()
        self.trump_seven = ChoiceBox()
        self.seven_early = QCheckBox(d.text("result.trump_seven_early"))
        self.aces = ChoiceBox(d.items("result.aces"))
        self.aces.set_value(d.default("result.aces"))
        self.rows: tuple[BidRow, ...] = ()
        self.choice = 0
        self.bid_error = ""
        self._by_hand: set[str] = set()  # "soloist", "contract": typed, not filled in
        self._build()
        self._connect()

    # --- building -------------------------------------------------------------

    def _build(self) -> None:
        f, d = self.layout_, self.described
        f.addRow(d.label("soloist"), self.soloist)
        self.register("soloist", self.soloist, label=d.name("soloist"))
        f.addRow(d.label("contract"), self.contract)
        # Not watched: _on_contract_typed reads the text first, then says "changed"
        # (scored before it, the deal kept the last text's error: one key behind).
        self.register("contract", self.contract, label=d.name("contract"), watch=False)
        f.addRow("", self.match_label)
        f.addRow(d.label("trump"), self.trump)
        self.register("trump", self.trump, label=d.name("trump"))
        # The result the table counts comes right after the contract; Kontra (a Tab
        # more), the marriages and the rest follow; a surrender is rare: last.
        self.result_grid = self._result_grid()
        f.addRow(self.tr("Kontra"), self.kontra_box)
        self.marriage_rows = [self._marriage_row(side) for side in ("soloist", "defenders")]
        rows: tuple[tuple[str, QWidget], ...] = (
            ("result.last_trick.winner", self.last_winner),
            ("result.last_trick.trump_seven", self.trump_seven),
            ("result.trump_seven_early", self.seven_early),
            ("result.aces", self.aces),
        )
        for path, widget in rows:
            f.addRow("" if widget is self.seven_early else d.label(path), widget)
            self.register(path, widget, label=d.name(path))
        f.addRow("", self.surrender)
        self.register("surrender", self.surrender, label=d.name("surrender"))
        f.addRow("", self.thrown_in)  # rare: last in the form and the tab order
        self.register("thrown_in", self.thrown_in, label=d.name("thrown_in"))
        self._fields["result.last_trick"] = self.last_winner
        self._fields["result"] = self.tricks[0]

    def _connect(self) -> None:
        self.contract.textChanged.connect(self._on_contract_typed)
        self.contract.stepped.connect(self._on_contract_stepped)
        self.soloist.currentIndexChanged.connect(self._on_soloist_changed)
        self.soloist.activated.connect(lambda _i: self._by_hand.add("soloist"))
        self.contract.textEdited.connect(lambda _text: self._by_hand.add("contract"))
        self.trump.currentIndexChanged.connect(self._on_shape_changed)
        self.surrender.toggled.connect(self._on_shape_changed)
        self.thrown_in.toggled.connect(self._on_shape_changed)

    # --- players ----------------------------------------------------------------------

    def active(self) -> list[str]:
        """docs/rules/ulti.md "Table": with 4 at the table the dealer sits out."""
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
        self.trump_seven.set_items(self.described.items("result.last_trick.trump_seven", active))
        if self.soloist.value() not in active:
            self.soloist.set_value(active[0])
        self._on_soloist_changed(0)

    def first_field(self) -> QWidget:
        """A deal starts at the contract (the soloist above is filled in)."""
        return self.contract

    def apply_auction(self, winner: str, bid: Any) -> None:
        """The auction log's last bidder and his bid, unless typed by hand."""
        if "soloist" not in self._by_hand:
            self.soloist.set_value(winner)
        if "contract" not in self._by_hand:
            self.contract.setText(self.write_bid(bid))

    def _on_soloist_changed(self, _index: int) -> None:
        self.last_winner.set_value(self.soloist.value())
        self._on_shape_changed()

    # --- showing only what the contract needs ---------------------------------------

    def _values(self) -> dict[str, Any]:
        """What the description's conditions read: the fields they name."""
        row = self.row()
        return {
            "thrown_in": self.thrown_in.isChecked(),
            "surrender": self.surrender.isChecked(),
            "contract": None if row is None else [str(c) for c in row.components],
        }

    def _applies(self, path: str) -> bool:
        return self.described.applies(path, self._values())

    def _on_shape_changed(self, *_args: Any) -> None:
        self._show_match()
        self._rebuild_kontra()
        f = self.layout_
        rows: tuple[tuple[str, QWidget], ...] = (
            ("soloist", self.soloist),
            ("contract", self.contract),
            ("contract", self.match_label),
            ("trump", self.trump),
            ("result.soloist_tricks", self.result_grid),
            ("result.marriages.soloist", self.marriage_rows[0]),
            ("result.marriages.defenders", self.marriage_rows[1]),
            ("result.last_trick.winner", self.last_winner),
            ("result.last_trick.trump_seven", self.trump_seven),
            ("result.trump_seven_early", self.seven_early),
            ("result.aces", self.aces),
            ("surrender", self.surrender),
        )
        for path, widget in rows:
            f.setRowVisible(widget, self._applies(path))
        f.setRowVisible(self.kontra_box, any(self._applies(p) for p in self._kontra_paths()))
        # no trump: only the tricks
        self.result_grid.set_column_visible(0, self._applies("result.soloist_points"))

    def _kontra_paths(self) -> list[str]:
        """The description's Kontra fields of the components bid."""
        row = self.row()
        return [] if row is None else [f"kontra.{c}" for c in row.components]

    @property
    def kontra(self) -> dict[str, LevelBox]:
        """The Kontra level boxes by record path (``kontra.ulti``, ``kontra.betli.Béla``)."""
        return self.kontra_box.boxes

    def _rebuild_kontra(self) -> None:
        keys = level_keys(self.row(), self.defenders())
        if not self.kontra_box.rebuild(keys):
            return
        self.unregister("kontra")
        at = self._chain.index(self.tricks[-1]) + 1  # the levels follow the result
        for i, (path, label) in enumerate(keys):
            box = self.kontra[path]
            self.register(path, box, label=self.tr("Kontra: {0}").format(label))
            self._chain.remove(box)
            self._chain.insert(at + i, box)
        self.chainChanged.emit()

    # --- the record ---------------------------------------------------------------------

    def fields_json(self) -> dict[str, Any]:
        if self.thrown_in.isChecked():
            return {"thrown_in": True}
        row = self.row()
        out: dict[str, Any] = {"soloist": self.soloist.value()}
        if self.bid_error:
            raise RecordError("contract", self.bid_error)
        if row is not None:
            out["contract"] = [str(c) for c in row.components]
        if self._applies("trump"):
            out["trump"] = self.trump.value()
        if self.surrender.isChecked():  # paid unmultiplied: the Kontra is hidden, not read
            out["surrender"] = True
            return out
        kontra = self.kontra_box.to_json()
        if kontra:
            out["kontra"] = kontra
        out["result"] = self._result_json(self._applies("result.soloist_points"))
        return out

    def set_record(self, raw: Mapping[str, Any]) -> None:
        self._by_hand = {"soloist", "contract"}  # a recorded deal: as recorded
        self.soloist.set_value(raw.get("soloist"))
        contract = raw.get("contract") or []
        hearts = raw.get("trump") == "hearts"
        self.contract.setText(bidtext.row_text(list(contract), hearts))
        self.trump.set_value(raw.get("trump"))
        self.surrender.setChecked(raw.get("surrender") is True)
        self.thrown_in.setChecked(raw.get("thrown_in") is True)
        self.kontra_box.set_json(raw.get("kontra") or {})
        self._set_result(raw.get("result") or {})
        self._on_shape_changed()
