"""Deal entry: :class:`DealEditor` (a game's form, the auction log, the live
preview) and :class:`DealDialog` (the editor with OK/Cancel).

On every keystroke the editor builds the deal record from the fields, runs the
game's parser and settles it (``parse_deal(...).settle(Context(scores=...))``):
the preview shows every player's delta and the breakdown, or the error is
marked on the field it names. Enter commits only a valid deal.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context, GameSpec, Outcome
from ui.entry.auction import AuctionEditor
from ui.entry.common import INVALID_STYLE, ChoiceBox, player_items
from ui.entry.preview import PreviewPane
from ui.games import game_entry

_COMMON = ("game", "players", "rules")


class DealEditor(QWidget):
    """One deal of ``game`` at this table: edit it, see its score, commit it."""

    validityChanged = Signal(bool)
    committed = Signal()

    def __init__(
        self,
        game: GameSpec[Any],
        players: Sequence[str],
        dealer: str,
        rules: Mapping[str, Any],
        context_scores: Mapping[str, int] | None = None,
        parent: QWidget | None = None,
        *,
        double_round: bool = False,
    ):
        super().__init__(parent)
        self.game = game
        self.players = tuple(players)
        self.rules = dict(rules)
        # What the session knows before this deal: the running scores of the current
        # game, and (Zwanzigerrufen) whether a double round is in force.
        self.context = Context(scores=dict(context_scores or {}), double_round=double_round)
        self.dealer_box = ChoiceBox(player_items(self.players))
        self.dealer_box.set_value(dealer)
        self.dealer_box.setAccessibleName(self.tr("Dealer"))
        self.form = game_entry(game.id).make_form(self.players, dealer, self.rules)
        self.auction = AuctionEditor(self.form.read_bid, pass_final=self.form.pass_final)
        self.error = QLabel()
        self.preview = PreviewPane(self.players, context_scores)
        self.outcome: Outcome | None = None
        self._valid = False
        self._marked: QWidget | None = None
        self._build()
        self._connect()
        self._apply_tab_order()
        self._refresh()

    def _build(self) -> None:
        left = QVBoxLayout()
        self.form.layout_.insertRow(0, self.tr("&Dealer"), self.dealer_box)
        left.addWidget(self.form)
        left.addWidget(self.auction)
        self.error.setWordWrap(True)
        self.error.setObjectName("entryError")
        left.addWidget(self.error)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.preview, 2)

    def _connect(self) -> None:
        self.dealer_box.currentIndexChanged.connect(self._on_dealer_changed)
        self.form.changed.connect(self._refresh)
        self.form.chainChanged.connect(self._apply_tab_order)
        self.auction.calls.textChanged.connect(self._refresh)
        self.auction.toggle.toggled.connect(self._refresh)

    def _apply_tab_order(self) -> None:
        chain = [self.dealer_box, *self.form.tab_chain(), self.auction.toggle, self.auction.calls]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- the record -----------------------------------------------------------

    def dealer(self) -> str:
        return str(self.dealer_box.value())

    def record(self) -> dict[str, Any]:
        """The deal as a session's ``deals[i]`` holds it; raises RecordError if invalid."""
        raw = self._raw()
        parse_deal(self._full(raw))
        return raw

    def _raw(self) -> dict[str, Any]:
        raw: dict[str, Any] = {"dealer": self.dealer()}
        raw.update(self.form.fields_json())
        bids = self.auction.entries(self.form.bidders())
        if bids is not None:
            raw["bids"] = bids
        return raw

    def _full(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        full: dict[str, Any] = {
            "game": self.game.id,
            "players": list(self.players),
            "rules": dict(self.rules),
        }
        full.update(raw)
        return full

    def set_record(self, deal_json: Mapping[str, Any]) -> None:
        """Show an existing deal for editing."""
        if deal_json.get("dealer") in self.players:
            self.dealer_box.set_value(deal_json["dealer"])
        self.form.set_record(deal_json)
        bids = deal_json.get("bids")
        self.auction.set_entries(bids if isinstance(bids, list) else [], self.form.write_bid)
        self._refresh()

    def is_valid(self) -> bool:
        return self._valid

    def focus_first(self) -> None:
        chain = self.form.tab_chain()
        (chain[0] if chain else self.dealer_box).setFocus()

    # --- live preview and errors ------------------------------------------------

    def _on_dealer_changed(self, _index: int) -> None:
        self.form.set_dealer(self.dealer())
        self._refresh()

    def _refresh(self, *_args: Any) -> None:
        try:
            self.outcome = parse_deal(self._full(self._raw())).settle(self.context)
        except RecordError as err:
            self.outcome = None
            self._show_error(err)
        else:
            self._clear_error()
            self.preview.show_outcome(self.outcome)
        self._set_valid(self.outcome is not None)

    def _set_valid(self, valid: bool) -> None:
        if valid != self._valid:
            self._valid = valid
            self.validityChanged.emit(valid)

    def _widget_for(self, path: str) -> QWidget | None:
        if path == "dealer":
            return self.dealer_box
        if path.startswith("bids"):
            return self.auction.calls
        return self.form.widget_for(path)

    def _show_error(self, err: RecordError) -> None:
        self._clear_error()
        widget = self._widget_for(err.field)
        name = (widget.accessibleName() if widget else "") or err.field
        missing = err.reason == "is missing"
        text = self.tr("{0}: still to fill in").format(name) if missing else f"{name}: {err.reason}"
        self.error.setText(text)
        self.error.setStyleSheet("" if missing else "color: #d32f2f;")
        self.error.setProperty("field", err.field)
        self.preview.show_incomplete()
        if widget is not None and not missing:
            widget.setStyleSheet(INVALID_STYLE)
            widget.setToolTip(err.reason)
            self._marked = widget

    def _clear_error(self) -> None:
        if self._marked is not None:
            self._marked.setStyleSheet("")
            self._marked.setToolTip("")
            self._marked = None
        self.error.setText("")
        self.error.setProperty("field", "")

    def error_field(self) -> str:
        """The record path of the error shown ("" when the deal is valid)."""
        return str(self.error.property("field") or "")

    def marked_widget(self) -> QWidget | None:
        return self._marked

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # never let an invalid deal through to a default button
            if self._valid:
                self.committed.emit()
            return
        super().keyPressEvent(event)


class DealDialog(QDialog):
    """A :class:`DealEditor` with OK/Cancel; OK (and Enter) only for a valid deal."""

    def __init__(
        self,
        game: GameSpec[Any],
        players: Sequence[str],
        dealer: str,
        rules: Mapping[str, Any],
        context_scores: Mapping[str, int] | None = None,
        parent: QWidget | None = None,
        *,
        double_round: bool = False,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal — {0}").format(game.title))
        self.editor = DealEditor(
            game, players, dealer, rules, context_scores, double_round=double_round
        )
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setAutoDefault(False)
        self.ok.setDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.editor)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        self.editor.validityChanged.connect(self.ok.setEnabled)
        self.editor.committed.connect(self._on_ok)
        self.ok.setEnabled(self.editor.is_valid())
        self.editor.focus_first()

    def set_record(self, deal_json: Mapping[str, Any]) -> None:
        self.editor.set_record(deal_json)

    def deal_json(self) -> dict[str, Any]:
        """The entered deal (what a session's ``deals[i]`` holds)."""
        return self.editor.record()

    def _on_ok(self) -> None:
        if self.editor.is_valid():
            self.accept()
