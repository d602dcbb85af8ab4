"""Zwanzigerrufen deal entry (``docs/deal-format.md`` "zwanzigerrufen"):
contract, declarer (forehand in a normal game), called tarock and partner,
announcements for or against the declaring side, Kontra on the game and on each
announced bonus, the declarers' points and tricks (the defenders' 88 − points
and 10 − tricks are filled in either way round), Pagat, Trull, four kings,
Mondfang (and, when the house rule ``mondfang`` settles it by player, who lost and
who caught the Mond); Zusammenwerfen throws the deal in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QWidget

from scorekeeper_ui.entry.auction import PASS_WORDS
from scorekeeper_ui.entry.common import (
    ChoiceBox,
    GameForm,
    LevelBox,
    LinkedNumbers,
    NumberEdit,
    player_items,
    put,
)
from scorekeeper_ui.entry.form_rows import add_rows, add_side_grid

TAROCKS = ("XX", "XIX", "XVIII", "XVII", "XVI")  # docs/rules/zwanzigerrufen.md "Contracts"
BONUSES = ("absolut", "pagat", "valat")
CARD_POINTS, TRICKS = 88, 10  # docs/rules/zwanzigerrufen.md "Table"
# House rule ``mondfang`` values that need the Mond's players (scorekeeper.games.zwanzigerrufen)
MOND_PLAYERS_NEEDED = ("catcher_gains", "between_players")
MOND_PLAYERS = ("mond_lost_by", "mond_caught_by")
_BID_WORDS = {
    "normal": "normal",
    "suit-solo": "suit-solo",
    "farbensolo": "suit-solo",
    "solo": "solo",
}


class ZwanzigerrufenForm(GameForm):
    def _build_form(self) -> None:
        self.thrown_in = QCheckBox(self.tr("Zusammenwerfen (thrown in, same dealer again)"))
        self.contract = ChoiceBox(
            [
                (self.tr("normal game (calling a tarock)"), "normal"),
                (self.tr("suit solo (Farbensolo)"), "suit-solo"),
                (self.tr("solo (Schwarzer)"), "solo"),
            ]
        )
        self.declarer = ChoiceBox(player_items(self.players))
        self.called = ChoiceBox([(t, t) for t in TAROCKS])
        self.partner = ChoiceBox(player_items(self.players, "—"))
        stances = [
            ("—", None),
            (self.tr("for (dazu)"), "for"),
            (self.tr("against (dagegen)"), "against"),
        ]
        self.announced = {b: ChoiceBox(stances) for b in BONUSES}
        self.kontra = {k: LevelBox(f"kontra.{k}", 4) for k in ("game", *BONUSES)}
        self.points = [NumberEdit("result.declarer_points"), NumberEdit("defenders_points")]
        self.tricks = [NumberEdit("result.declarer_tricks"), NumberEdit("defenders_tricks")]
        self.linked = [LinkedNumbers(self.points, CARD_POINTS), LinkedNumbers(self.tricks, TRICKS)]
        self.pagat = ChoiceBox(self._pagat_items())
        sides = [
            ("—", None),
            (self.tr("declarers"), "declarers"),
            (self.tr("defenders"), "defenders"),
        ]
        self.trull, self.four_kings, self.mondfang = (ChoiceBox(sides) for _ in range(3))
        self.mond_players = {k: ChoiceBox(player_items(self.players, "—")) for k in MOND_PLAYERS}
        self._mond_given = False  # a recorded deal named the Mond's players
        self._by_hand: set[str] = set()  # "contract", "declarer", "called": typed
        self._build()
        self._connect()

    def _pagat_items(self) -> list[tuple[str, Any]]:
        return [
            (self.tr("— (not played last, not announced)"), None),
            (self.tr("declarers' Pagat won the last trick"), "declarers:won"),
            (self.tr("declarers' Pagat lost in the last trick"), "declarers:lost"),
            (self.tr("declarers' Pagat went before the last trick"), "declarers:early"),
            (self.tr("defenders' Pagat won the last trick"), "defenders:won"),
            (self.tr("defenders' Pagat lost in the last trick"), "defenders:lost"),
            (self.tr("defenders' Pagat went before the last trick"), "defenders:early"),
        ]

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

    def _build(self) -> None:
        f = self.layout_
        add_rows(
            self,
            (
                ("contract", self.tr("&Contract"), self.contract),
                ("declarer", self.tr("D&eclarer"), self.declarer),
                ("called", self.tr("Called &tarock"), self.called),
                ("partner", self.tr("&Partner (holder of the called tarock)"), self.partner),
            ),
        )
        # The result the table counts comes right after who played; announcements and
        # Kontra, which a typical deal has none of, follow it (Tab reaches them later).
        self.result_row = self._result_grid()
        add_rows(
            self,
            (
                ("announced.absolut", self.tr("Absolut announced"), self.announced["absolut"]),
                ("announced.pagat", self.tr("Pagat ultimo announced"), self.announced["pagat"]),
                ("announced.valat", self.tr("Valat announced"), self.announced["valat"]),
                ("kontra.game", self.tr("&Kontra on the game"), self.kontra["game"]),
                ("kontra.absolut", self.tr("Kontra on Absolut"), self.kontra["absolut"]),
                ("kontra.pagat", self.tr("Kontra on Pagat"), self.kontra["pagat"]),
                ("kontra.valat", self.tr("Kontra on Valat"), self.kontra["valat"]),
                ("result.pagat", self.tr("Pa&gat (I)"), self.pagat),
                ("result.trull", self.tr("Trull held by"), self.trull),
                ("result.four_kings", self.tr("Four kings held by"), self.four_kings),
                ("result.mondfang", self.tr("Mondfang: the Mond was lost by"), self.mondfang),
                (
                    "result.mond_lost_by",
                    self.tr("Mondfang: whose Mond was caught"),
                    self.mond_players["mond_lost_by"],
                ),
                (
                    "result.mond_caught_by",
                    self.tr("Mondfang: caught by (the Sküs)"),
                    self.mond_players["mond_caught_by"],
                ),
            ),
        )
        f.addRow("", self.thrown_in)  # rare: last in the form and in the tab order
        self.register("thrown_in", self.thrown_in, label=self.tr("Zusammenwerfen"))

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

    def _on_shape_changed(self, *_args: Any) -> None:
        """Show only what this deal needs."""
        played = not self.thrown_in.isChecked()
        normal = self.contract.value() == "normal"
        self.declarer.setEnabled(not normal)  # a normal game's declarer is forehand
        rows: list[tuple[QWidget, bool]] = [
            (self.contract, played),
            (self.declarer, played),
            (self.called, played and normal),
            (self.partner, played and normal),
            (self.result_row, played),
            (self.pagat, played),
            (self.trull, played),
            (self.four_kings, played),
            (self.mondfang, played),
            (self.kontra["game"], played),
        ]
        rows += [(box, self._asks_mond_players()) for box in self.mond_players.values()]
        for bonus in BONUSES:
            announced = self.announced[bonus].value() is not None
            rows += [(self.announced[bonus], played), (self.kontra[bonus], played and announced)]
        for widget, visible in rows:
            self.layout_.setRowVisible(widget, visible)

    def _asks_mond_players(self) -> bool:
        """The Mond's players are asked for when the house rule settles the Mondfang by
        player (or a recorded deal named them) and a Mondfang is recorded."""
        needed = self.rules.get("mondfang") in MOND_PLAYERS_NEEDED or self._mond_given
        played = not self.thrown_in.isChecked()
        return played and needed and self.mondfang.value() is not None

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
        if contract == "normal":
            out["called"] = self.called.value()
            put(out, "partner", self.partner.value())
        announced = {b: box.value() for b, box in self.announced.items() if box.value()}
        if announced:
            out["announced"] = announced
        shown = [k for k in self.kontra if k == "game" or k in announced]  # hidden: not read
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
        pagat = self.pagat.value()
        if pagat is not None:
            side, outcome = pagat.split(":")
            result["pagat"] = {"side": side, "outcome": outcome}
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
        self.contract.set_value(raw.get("contract", "normal"))
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
        pagat = result.get("pagat")
        self.pagat.set_value(f"{pagat['side']}:{pagat['outcome']}" if pagat else None)
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
