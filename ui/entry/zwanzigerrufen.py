"""Zwanzigerrufen deal entry (``docs/deal-format.md`` "zwanzigerrufen"):
contract, declarer (forehand in a normal game), called tarock and partner,
announcements for or against the declaring side, Kontra on the game and on each
announced bonus, the declarers' points and tricks (the defenders' 88 − points
and 10 − tricks are filled in either way round), Pagat, Trull, four kings,
Mondfang (and, when the house rule ``mondfang`` settles it by player, who lost and
who caught the Mond); Zusammenwerfen throws the deal in. The fields' words, choices,
defaults and when each applies are the game's description
(``scorekeeper/games/zwanzigerrufen/entry.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QWidget

from scorekeeper.games.zwanzigerrufen.entry import BONUSES
from scorekeeper.games.zwanzigerrufen.record import TAROCKS
from scorekeeper_ui.entry.auction import PASS_WORDS
from scorekeeper_ui.entry.common import (
    ChoiceBox,
    GameForm,
    LevelBox,
    LinkedNumbers,
    NumberEdit,
    put,
)
from scorekeeper_ui.entry.described import Described
from scorekeeper_ui.entry.form_rows import add_rows, add_side_grid

CARD_POINTS, TRICKS = 88, 10  # docs/rules/zwanzigerrufen.md "Table"
MOND_PLAYERS = ("mond_lost_by", "mond_caught_by")
_BID_WORDS = {
    "normal": "normal",
    "suit-solo": "suit-solo",
    "farbensolo": "suit-solo",
    "solo": "solo",
}


class ZwanzigerrufenForm(GameForm):
    def _build_form(self) -> None:
        self.described = d = Described("zwanzigerrufen", self.rules)
        self.thrown_in = QCheckBox(d.text("thrown_in"))
        self.contract = self._choices("contract")
        self.declarer = ChoiceBox(d.items("declarer", self.players))
        self.called = self._choices("called")
        self.partner = ChoiceBox(d.items("partner", self.players))
        self.announced = {b: self._choices(f"announced.{b}") for b in BONUSES}
        self.kontra = {
            k: LevelBox(f"kontra.{k}", d.field(f"kontra.{k}").hi or 0) for k in ("game", *BONUSES)
        }
        self.points = [NumberEdit("result.declarer_points"), NumberEdit("defenders_points")]
        self.tricks = [NumberEdit("result.declarer_tricks"), NumberEdit("defenders_tricks")]
        self.linked = [LinkedNumbers(self.points, CARD_POINTS), LinkedNumbers(self.tricks, TRICKS)]
        self.pagat = self._choices("result.pagat")
        self.trull, self.four_kings, self.mondfang = (
            self._choices(f"result.{k}") for k in ("trull", "four_kings", "mondfang")
        )
        self.mond_players = {
            k: ChoiceBox(d.items(f"result.{k}", self.players)) for k in MOND_PLAYERS
        }
        self._mond_given = False  # a recorded deal named the Mond's players
        self._by_hand: set[str] = set()  # "contract", "declarer", "called": typed
        self._build()
        self._connect()

    def _choices(self, path: str) -> ChoiceBox:
        """A box of the description's choices, at its default."""
        box = ChoiceBox(self.described.items(path))
        box.set_value(self.described.default(path))
        return box

    def _result_grid(self) -> QWidget:
        """Points and tricks, a line per side: the declarers' typed in one go."""
        sides = (self.tr("declarers"), self.tr("defenders"))
        columns: list[tuple[str, Sequence[NumberEdit]]] = [
            (self.tr("Points"), self.points),
            (self.tr("Tricks"), self.tricks),
        ]
        grid = add_side_grid(
            self, sides, [(title, [e.path for e in edits], edits) for title, edits in columns]
        )
        self._fields["result"] = self.points[0]
        return grid

    def _rows(self) -> dict[str, QWidget]:
        """The described fields shown as rows of their own, by path, in the
        description's order (points and tricks are the grid's)."""
        return {
            "contract": self.contract,
            "declarer": self.declarer,
            "called": self.called,
            "partner": self.partner,
            **{f"announced.{b}": box for b, box in self.announced.items()},
            **{f"kontra.{k}": box for k, box in self.kontra.items()},
            "result.pagat": self.pagat,
            "result.trull": self.trull,
            "result.four_kings": self.four_kings,
            "result.mondfang": self.mondfang,
            **{f"result.{k}": box for k, box in self.mond_players.items()},
        }

    def _build(self) -> None:
        f, d = self.layout_, self.described
        rows = [(path, d.label(path), widget) for path, widget in self._rows().items()]
        add_rows(self, rows[:4])
        # The result the table counts comes right after who played; announcements and
        # Kontra, which a typical deal has none of, follow it (Tab reaches them later).
        self.result_row = self._result_grid()
        add_rows(self, rows[4:])
        f.addRow("", self.thrown_in)  # rare: last in the form and in the tab order
        self.register("thrown_in", self.thrown_in, label=d.name("thrown_in"))

    def _connect(self) -> None:
        self.thrown_in.toggled.connect(self._on_shape_changed)
        self.contract.currentIndexChanged.connect(self._on_contract_changed)
        for key, box in (
            ("contract", self.contract),
            ("declarer", self.declarer),
            ("called", self.called),
        ):
            box.activated.connect(lambda _i, key=key: self._by_hand.add(key))
        for box in self.announced.values():
            box.currentIndexChanged.connect(self._on_shape_changed)
        self.mondfang.currentIndexChanged.connect(self._on_shape_changed)

    def first_field(self) -> QWidget:
        """A normal game starts at the partner (contract, forehand and the XX above are
        filled in); a solo at the contract."""
        return self.partner if self.contract.value() == "normal" else self.contract

    def apply_auction(self, winner: str, bid: Any) -> None:
        """The auction log's winner and game (a called tarock is a normal game calling
        it), unless typed by hand."""
        contract = "normal" if bid in TAROCKS else bid
        if "contract" not in self._by_hand and contract in _BID_WORDS.values():
            self.contract.set_value(contract)
        if "called" not in self._by_hand and bid in TAROCKS:
            self.called.set_value(bid)
        if "declarer" not in self._by_hand and self.contract.value() != "normal":
            self.declarer.set_value(winner)

    def _on_contract_changed(self, _index: int) -> None:
        if self.contract.value() == "normal":
            self.declarer.set_value(self.bidders()[0])
        self._on_shape_changed()

    def _values(self) -> dict[str, Any]:
        """What the description's conditions read: the fields they name."""
        return {
            "thrown_in": self.thrown_in.isChecked(),
            "contract": self.contract.value(),
            "result.mondfang": self.mondfang.value(),
            **{f"announced.{b}": box.value() for b, box in self.announced.items()},
        }

    def _applies(self, path: str) -> bool:
        return self.described.applies(path, self._values())

    def _on_shape_changed(self, *_args: Any) -> None:
        """Show only what this deal needs."""
        self.declarer.setEnabled(self.contract.value() != "normal")  # normal: forehand
        rows = [(path, widget) for path, widget in self._rows().items()]
        rows.append(("result.declarer_points", self.result_row))
        for path, widget in rows:
            shown = self._asks_mond_players() if path.startswith("result.mond_") else None
            self.layout_.setRowVisible(widget, self._applies(path) if shown is None else shown)

    def _asks_mond_players(self) -> bool:
        """The Mond's players are asked for when the house rule settles the Mondfang by
        player (the description's condition), or a recorded deal named them, and a
        Mondfang is recorded."""
        if self._applies("result.mond_lost_by"):
            return True
        return (
            self._mond_given
            and not self.thrown_in.isChecked()
            and self.mondfang.value() is not None
        )

    def set_dealer(self, dealer: str) -> None:
        super().set_dealer(dealer)
        forehand = self.bidders()[0]
        if self.contract.value() == "normal" or not self.points[0].text():
            self.declarer.set_value(forehand)
        if self.partner.value() == forehand:
            self.partner.set_value(None)
        self._on_shape_changed()

    # --- the record ---------------------------------------------------------------

    def fields_json(self) -> dict[str, Any]:
        if self.thrown_in.isChecked():
            return {"thrown_in": True}
        contract = self.contract.value()
        out: dict[str, Any] = {"contract": contract, "declarer": self.declarer.value()}
        if self._applies("called"):  # a normal game
            out["called"] = self.called.value()
            put(out, "partner", self.partner.value())
        announced = {b: box.value() for b, box in self.announced.items() if box.value()}
        if announced:
            out["announced"] = announced
        shown = [k for k in self.kontra if self._applies(f"kontra.{k}")]  # hidden: not read
        levels = {k: self.kontra[k].value() for k in shown if self.kontra[k].value()}
        if levels:
            out["kontra"] = levels
        out["result"] = self._result_json()
        return out

    def _result_json(self) -> dict[str, Any]:
        for linked in self.linked:  # the defenders' text too: "3x" is refused there
            linked.values()
        result: dict[str, Any] = {}
        put(result, "declarer_points", self.points[0].value())
        put(result, "declarer_tricks", self.tricks[0].value())
        put(result, "pagat", self.pagat.value())
        for key, box in (
            ("trull", self.trull),
            ("four_kings", self.four_kings),
            ("mondfang", self.mondfang),
        ):
            put(result, key, box.value())
        if self._asks_mond_players():  # hidden: not read
            for key, box in self.mond_players.items():
                put(result, key, box.value())
        return result

    def set_record(self, raw: Mapping[str, Any]) -> None:
        self._by_hand = {"contract", "declarer", "called"}  # a recorded deal: as recorded
        self.thrown_in.setChecked(raw.get("thrown_in") is True)
        self.contract.set_value(raw.get("contract", self.described.default("contract")))
        self.declarer.set_value(raw.get("declarer"))
        self.called.set_value(raw.get("called"))
        self.partner.set_value(raw.get("partner"))
        announced = raw.get("announced") or {}
        kontra = raw.get("kontra") or {}
        for bonus, box in self.announced.items():
            box.set_value(announced.get(bonus))
        for key, level in self.kontra.items():
            level.setValue(int(kontra.get(key) or 0))
        result = raw.get("result") or {}
        points, tricks = result.get("declarer_points"), result.get("declarer_tricks")
        self.linked[0].set_values([points, None if points is None else CARD_POINTS - points])
        self.linked[1].set_values([tricks, None if tricks is None else TRICKS - tricks])
        self.pagat.set_value(result.get("pagat"))
        for key, box in (
            ("trull", self.trull),
            ("four_kings", self.four_kings),
            ("mondfang", self.mondfang),
        ):
            box.set_value(result.get(key))
        self._mond_given = any(result.get(k) is not None for k in MOND_PLAYERS)
        for key, box in self.mond_players.items():
            box.set_value(result.get(key))
        self._on_shape_changed()

    # --- the auction log --------------------------------------------------------------

    def read_bid(self, text: str, path: str) -> Any:
        word = text.strip().lower()
        if word in PASS_WORDS:
            return "pass"
        if word.upper() in TAROCKS:
            return word.upper()
        return _BID_WORDS.get(word, text)  # the parser names what is wrong
