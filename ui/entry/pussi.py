"""Marjapussi and Huutopussi deal entry (``docs/deal-format.md`` "marjapussi and
huutopussi"): declarer, final bid, contract (follows the bid until typed),
Kontra (Marjapussi), each side's card points and tricks (the last side is filled
in: Marjapussi 120 card points, Huutopussi 140 or, under its house rule
``card_values: 11-10-4-3-2``, 120; 9 tricks, 11 with 3 players),
who took the last trick, and who declared each marriage. Huutopussi: a redeal
is recorded as thrown in. The fields' words, choices, totals, the opening bid and
when each applies are the games' description (``scorekeeper/games/pussi/entry.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QWidget

from scorekeeper.games import get_game
from scorekeeper.sheet import side_name
from scorekeeper_ui.entry.common import (
    ChoiceBox,
    GameForm,
    LevelBox,
    LinkedNumbers,
    NumberEdit,
    int_list,
    put,
)
from scorekeeper_ui.entry.described import Described
from scorekeeper_ui.entry.form_rows import add_rows, add_side_grid


class PussiForm(GameForm):
    """The form both games share; a subclass names its game, whose description says
    the deck's total, the Kontra (Marjapussi), "nobody" (Marjapussi: all four may
    pass) and the redeal (Huutopussi)."""

    game_id = ""

    def _build_form(self) -> None:
        self.described = d = Described(self.game_id, self.rules)
        self.teams = get_game(self.game_id).teams(self.players)  # the game's declared sides
        self.sides = [side_name(side) for side in self.teams]
        n = len(self.sides)
        self.has_kontra, self.has_redeal = d.has("kontra"), d.has("thrown_in")
        self.redeal = QCheckBox()
        self.declarer = ChoiceBox(d.items("declarer", self.players))
        self.bid = NumberEdit("bid")
        self.contract = NumberEdit("contract")
        self.kontra = LevelBox("kontra", d.field("kontra").hi or 0 if self.has_kontra else 0)
        self.points = [NumberEdit(f"result.card_points[{i}]") for i in range(n)]
        self.tricks = [NumberEdit(f"result.tricks[{i}]") for i in range(n)]
        self.card_total = d.field("result.card_points").total_for(d.rules, n) or 0
        self.linked_points = LinkedNumbers(self.points, self.card_total)
        tricks = d.field("result.tricks").total_for(d.rules, n) or 0
        self.linked_tricks = LinkedNumbers(self.tricks, tricks)
        self.last_trick = ChoiceBox([(name, i) for i, name in enumerate(self.sides)])
        self.suits = d.field("result.marriages").keys
        self.marriages = {s: ChoiceBox([("—", None), *self.last_trick_items()]) for s in self.suits}
        self._contract_typed = False
        self._by_hand: set[str] = set()  # "declarer", "bid": typed, not filled in
        opening_bid = d.default("bid")  # offered selected: typing replaces it
        if opening_bid is not None:
            self.bid.set_value(opening_bid)
            self.contract.set_value(d.default("contract"))
        self._build()
        self._connect()
        self._on_mode_changed()

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """This class's strings live in its own context, also when the object is a
        Marjapussi or Huutopussi form (Qt would look under the subclass's name)."""
        return QCoreApplication.translate("PussiForm", text, disambiguation, n)

    def last_trick_items(self) -> list[tuple[str, Any]]:
        return [(name, i) for i, name in enumerate(self.sides)]

    def _result_grid(self) -> QWidget:
        """Card points and tricks, a line per side (each side's line tabbed in one go)."""
        d = self.described
        columns = [
            (d.text("result.card_points"), "result.card_points", self.points),
            (d.text("result.tricks"), "result.tricks", self.tricks),
        ]
        grid = add_side_grid(
            self,
            self.sides,
            [(title, [f"{path}[{i}]" for i in range(len(self.sides))], edits)
             for title, path, edits in columns],
        )  # fmt: skip
        for _title, path, edits in columns:
            self._fields[path] = edits[0]
        return grid

    def _build(self) -> None:
        f, d = self.layout_, self.described
        add_rows(
            self,
            [
                (path, d.label(path), widget)
                for path, widget in (
                    ("declarer", self.declarer),
                    ("bid", self.bid),
                    ("contract", self.contract),
                )
            ],
        )
        if self.has_kontra:
            f.addRow(d.label("kontra"), self.kontra)
            self.register("kontra", self.kontra, label=d.name("kontra"))
        # What a typical deal leaves at its default is skipped by Tab, reached by its
        # label's Alt+letter (Alt+C, Alt+K): the contract follows the bid, no Kontra.
        for rare in (self.contract, self.kontra):
            rare.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.result_row = self._result_grid()
        f.addRow(d.label("result.last_trick"), self.last_trick)
        self.register("result.last_trick", self.last_trick, label=d.name("result.last_trick"))
        marriages = d.text("result.marriages")
        for word, suit in d.items("result.marriages"):
            label = f"{marriages}: {word}"
            f.addRow(label, self.marriages[suit])
            self.register(f"result.marriages.{suit}", self.marriages[suit], label=label)
        self._fields["result"] = self.points[0]
        if self.has_redeal:  # rare: last in the form and in the tab order
            self.redeal.setText(d.text("thrown_in"))
            f.addRow("", self.redeal)
            self.register("thrown_in", self.redeal, label=d.name("thrown_in"))

    def _connect(self) -> None:
        self.redeal.toggled.connect(self._on_mode_changed)
        self.declarer.currentIndexChanged.connect(self._on_declarer_changed)
        self.declarer.activated.connect(lambda _i: self._by_hand.add("declarer"))
        self.bid.textEdited.connect(self._on_bid_edited)
        self.contract.textEdited.connect(self._on_contract_edited)

    def first_field(self) -> QWidget:
        """A deal with a declarer starts at the bid (the declarer above is filled in)."""
        return self.bid if self.declarer.value() is not None else self.declarer

    def apply_auction(self, winner: str | None, bid: Any) -> None:
        """The auction log's winner and final bid, unless typed by hand."""
        if "declarer" not in self._by_hand:
            self.declarer.set_value(winner)
        if "bid" not in self._by_hand and isinstance(bid, int):
            self.bid.set_value(bid)
            self._on_bid_edited(str(bid))

    def _applies(self, path: str) -> bool:
        """Whether the description's field applies to the deal as typed so far."""
        values = {"thrown_in": self.redeal.isChecked(), "declarer": self.declarer.value()}
        return self.described.applies(path, values)

    def _on_mode_changed(self, *_args: Any) -> None:
        rows: list[tuple[str, QWidget]] = [
            ("declarer", self.declarer),
            ("bid", self.bid),
            ("contract", self.contract),
            ("result.card_points", self.result_row),
            ("result.last_trick", self.last_trick),
            *(("result.marriages", box) for box in self.marriages.values()),
        ]
        if self.has_kontra:
            rows.append(("kontra", self.kontra))
        for path, widget in rows:
            self.layout_.setRowVisible(widget, self._applies(path))

    def _on_declarer_changed(self, _index: int) -> None:
        declarer = self.declarer.value()
        if declarer is not None:
            self.last_trick.set_value(self.side_of(declarer))
        self._on_mode_changed()

    def _on_bid_edited(self, text: str) -> None:
        if self.bid.hasFocus():
            self._by_hand.add("bid")
        if not self._contract_typed:  # the contract is at least the bid: start there
            self.contract.setText(text)

    def _on_contract_edited(self, text: str) -> None:
        self._contract_typed = bool(text)

    def side_of(self, player: str) -> int:
        return next(i for i, side in enumerate(self.teams) if player in side)

    def set_dealer(self, dealer: str) -> None:
        super().set_dealer(dealer)
        if "declarer" not in self._by_hand:  # a fresh deal: the first bidder is likely
            self.declarer.set_value(self.bidders()[0])

    # --- the record -------------------------------------------------------------

    def fields_json(self) -> dict[str, Any]:
        if self.redeal.isChecked():
            return {"thrown_in": True}
        declarer = self.declarer.value()
        out: dict[str, Any] = {"declarer": declarer}
        if self._applies("bid"):  # someone declared
            put(out, "bid", self.bid.value())
            put(out, "contract", self.contract.value())
            if self.has_kontra:
                out["kontra"] = self.kontra.value()
        out["result"] = self._result_json()
        return out

    def _result_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {}
        put(result, "card_points", int_list(self.linked_points.values()))
        put(result, "last_trick", self.last_trick.value())
        put(result, "tricks", int_list(self.linked_tricks.values()))
        declared = [(suit, box) for suit, box in self.marriages.items() if box.value() is not None]
        for i, (_suit, box) in enumerate(declared):  # errors name the list index
            self._fields[f"result.marriages[{i}]"] = box
        result["marriages"] = [{"side": box.value(), "suit": suit} for suit, box in declared]
        return result

    def set_record(self, raw: Mapping[str, Any]) -> None:
        self._by_hand = {"declarer", "bid"}  # a recorded deal: as recorded
        self.redeal.setChecked(raw.get("thrown_in") is True)
        self.declarer.set_value(raw.get("declarer"))
        self.bid.set_value(raw.get("bid"))
        self.contract.set_value(raw.get("contract"))
        self._contract_typed = raw.get("contract") is not None
        self.kontra.setValue(int(raw.get("kontra") or 0))
        result = raw.get("result") or {}
        self.linked_points.set_values(result.get("card_points") or [None] * len(self.sides))
        self.linked_tricks.set_values(result.get("tricks") or [None] * len(self.sides))
        self.last_trick.set_value(result.get("last_trick"))
        for box in self.marriages.values():
            box.set_value(None)
        for m in result.get("marriages") or []:
            if isinstance(m, Mapping) and m.get("suit") in self.marriages:
                self.marriages[m["suit"]].set_value(m.get("side"))
        self._on_mode_changed()


class MarjapussiForm(PussiForm):
    game_id = "marjapussi"


class HuutopussiForm(PussiForm):
    game_id = "huutopussi"
