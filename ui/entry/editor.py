"""Deal entry: :class:`DealEditor` (a game's form, the auction log, the live
preview) and :class:`DealDialog` (the editor with OK/Cancel).

The editor is given the session's :class:`~scorekeeper.session.replay.DealContext` of
its position (dealer by the rotation, double round, running scores, rules). On
every keystroke it builds the deal record from the fields and scores it with
:func:`~scorekeeper.session.replay.settle_deal`, the very call the replay makes: the
preview shows the row the score sheet will record (deltas, totals after, the
breakdown, warnings, the double round), or the error is marked on the field it
names. Whether a field is still to fill in or wrong is the error's code; its
reason is said in the window's language. Enter commits only a valid deal.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Outcome
from scorekeeper.session.replay import DealContext, DealRow, settle_deal
from scorekeeper.sheet import sheet_row
from scorekeeper_ui.entry.auction import AuctionEditor, auction_winner
from scorekeeper_ui.entry.common import ChoiceBox, player_items
from scorekeeper_ui.entry.games import game_entry
from scorekeeper_ui.entry.preview import PreviewPane
from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.i18n import show
from scorekeeper_ui.widgets.palette import error_colour, invalid_style
from scorekeeper_ui.widgets.screen_fit import grow_to_fit, limit_to_screen, scrolling


class DealEditor(QWidget):
    """The deal at one position of a session: edit it, see its row, commit it."""

    validityChanged = Signal(bool)
    committed = Signal()
    edited = Signal()  # the record changed (typed, or filled in by set_record)

    def __init__(self, context: DealContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.game = context.game
        self.players = context.players
        self.rules = dict(context.rules)
        self.dealer_box = ChoiceBox(player_items(self.players))
        self.dealer_box.set_value(context.dealer)
        self.dealer_box.setAccessibleName(self.tr("Dealer"))
        self.form = game_entry(self.game.id).make_form(self.players, context.dealer, self.rules)
        self.auction = AuctionEditor(self.form.read_bid, pass_final=self.form.pass_final)
        self.error = QLabel()
        self.preview = PreviewPane(self.players)
        self.row: DealRow | None = None  # the row the sheet will show for this deal
        self._scored: dict[str, Any] | None = None  # the record last scored (valid or not)
        self._filling = False  # set_record is filling the fields: score once, at the end
        self._valid = False
        self._marked: QWidget | None = None
        self._readable: dict[str, Any] = {}  # the record last read from the fields
        self._baseline: dict[str, Any] | None = None  # as opened: see is_changed
        self._build()
        self._connect()
        self._apply_tab_order()
        self._refresh()
        self.mark_unchanged()

    @property
    def outcome(self) -> Outcome | None:
        return self.row.outcome if self.row is not None else None

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
        self.auction.calls.textChanged.connect(self._on_calls_typed)
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
        if self.row is None or raw != self._scored:
            settle_deal(self.context, raw)  # not valid as it stands: raise why
        return raw

    def _raw(self) -> dict[str, Any]:
        raw: dict[str, Any] = {"dealer": self.dealer()}
        raw.update(self.form.fields_json())
        bids = self.auction.entries(self.form.bidders())
        if bids is not None:
            raw["bids"] = bids
        return raw

    def set_record(self, deal_json: Mapping[str, Any]) -> None:
        """Show an existing deal for editing; it is scored once every field holds it."""
        self._filling = True
        try:
            if deal_json.get("dealer") in self.players:
                self.dealer_box.set_value(deal_json["dealer"])
            self.form.set_record(deal_json)
            bids = deal_json.get("bids")
            self.auction.set_entries(bids if isinstance(bids, list) else [], self.form.write_bid)
        finally:
            self._filling = False
        self._refresh()

    def is_valid(self) -> bool:
        return self._valid

    def draft_record(self) -> dict[str, Any]:
        """The record as the fields hold it, valid or not, for the draft file. Text
        a field cannot read (``4x`` in a number) keeps that field's last reading."""
        return dict(self._readable)

    def mark_unchanged(self) -> None:
        """What the fields hold now is what the form was opened with."""
        self._baseline = self._reading()

    def is_changed(self) -> bool:
        """Whether anything was typed since :meth:`mark_unchanged` (unreadable text is)."""
        reading = self._reading()
        return reading is None or reading != self._baseline

    def _reading(self) -> dict[str, Any] | None:
        try:
            return self._raw()
        except RecordError:
            return None

    def focus_first(self) -> None:
        """Focus the first field a typical deal types, its text selected (typing
        replaces a default, as when Tab reaches a field)."""
        first = self.form.first_field() or self.dealer_box
        first.setFocus()
        if isinstance(first, QLineEdit):
            first.selectAll()

    # --- live preview and errors ------------------------------------------------

    def _on_calls_typed(self, _text: str) -> None:
        """The log's winner and final bid go into the declarer and bid fields (unless
        typed there by hand); then the deal is scored once."""
        try:
            bids = self.auction.entries(self.form.bidders())
        except RecordError:
            bids = None  # the log's own error is shown by _refresh
        won = auction_winner(bids) if bids else None
        if won is not None and not self._filling:
            self._filling = True
            try:
                self.form.apply_auction(*won)
            finally:
                self._filling = False
        self._refresh()

    def _on_dealer_changed(self, _index: int) -> None:
        self.form.set_dealer(self.dealer())
        self._refresh()

    def _refresh(self, *_args: Any) -> None:
        """Score the deal as the fields now hold it (once per change of the record)."""
        if self._filling:
            return
        try:
            raw = self._raw()
        except RecordError as err:  # text the form cannot read: nothing to score
            self.row = self._scored = None
            self._show_error(err)
        else:
            self._readable = raw
            if raw != self._scored:
                self._score(raw)
        self._set_valid(self.row is not None)
        self.edited.emit()

    def _score(self, raw: dict[str, Any]) -> None:
        self._scored = raw
        try:
            self.row = settle_deal(self.context, raw)
        except RecordError as err:
            self.row = None
            self._show_error(err)
        else:
            self._clear_error()
            self.preview.show_row(sheet_row(self.row, self.context.record))

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
        missing = err.code == Code.MISSING
        reason = show(err.message)
        text = self.tr("{0}: still to fill in").format(name) if missing else f"{name}: {reason}"
        self.error.setText(text)
        red = error_colour(self.palette()).name()
        self.error.setStyleSheet("" if missing else f"color: {red};")
        self.error.setProperty("field", err.field)
        self.preview.show_incomplete()
        if widget is not None and not missing:
            widget.setStyleSheet(invalid_style(self.palette()))
            widget.setToolTip(reason)
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

    def __init__(self, context: DealContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal — {0}").format(context.game.title))
        self.editor = DealEditor(context)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setAutoDefault(False)
        self.ok.setDefault(False)
        self._layout = layout = QVBoxLayout(self)
        self._area = scrolling(self.editor)
        layout.addWidget(self._area, 1)  # a small screen scrolls the form,
        layout.addWidget(self.buttons)  # never OK/Cancel (ui/widgets/screen_fit.py)
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        self.editor.validityChanged.connect(self.ok.setEnabled)
        self.editor.committed.connect(self._on_ok)
        self.ok.setEnabled(self.editor.is_valid())
        self.editor.focus_first()
        self.editor.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:
        limit_to_screen(self)
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The form grew (a bonus announced, the auction log opened): the dialog
        grows with it where the screen has room, once the layout has settled."""
        grew = watched is self.editor and event.type() == QEvent.Type.LayoutRequest
        if grew and self.isVisible():
            QTimer.singleShot(0, self, self._grow)
        return super().eventFilter(watched, event)

    def _grow(self) -> None:
        if self.isVisible():
            self._area.updateGeometry()  # its size hint is its form's, which changed
            self._layout.activate()
            grow_to_fit(self)

    def set_record(self, deal_json: Mapping[str, Any]) -> None:
        """Open a recorded deal for editing: the form is unchanged as filled."""
        self.editor.set_record(deal_json)
        self.editor.mark_unchanged()

    def restore(self, deal_json: Mapping[str, Any]) -> None:
        """Fill the form with a draft: changes typed before, still to be saved."""
        self.editor.set_record(deal_json)

    def deal_json(self) -> dict[str, Any]:
        """The entered deal (what a session's ``deals[i]`` holds)."""
        return self.editor.record()

    def _on_ok(self) -> None:
        if self.editor.is_valid():
            self.accept()

    def reject(self) -> None:
        """Esc, Cancel and the close button: a changed form asks first."""
        if self.editor.is_changed() and not dialogs.confirm(
            self,
            self.tr("Discard the deal?"),
            self.tr(
                "The deal you typed is not saved. Throw it away? No keeps the form open, as typed."
            ),
        ):
            return
        super().reject()
