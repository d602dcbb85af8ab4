"""Field widgets shared by the deal forms, and the base class of a game's form.

Every field is registered under the JSON path of the deal record it fills
(``result.card_points[0]``, ``kontra.ulti``, ...), so a
:class:`~scorekeeper.errors.RecordError` from the game's parser can be shown on
the widget it is about (:meth:`GameForm.widget_for`). Fields are keyboard-first:
combo boxes select by typing the first letters, number fields select their text
when Tab reaches them so typing replaces it, check boxes toggle with Space.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QWidget

from scorekeeper.errors import Code, RecordError
from scorekeeper.words import glossary
from scorekeeper_ui.entry.auction import read_number_bid
from scorekeeper_ui.widgets.choice_box import SearchComboBox
from scorekeeper_ui.widgets.i18n import show


class ChoiceBox(SearchComboBox):
    """A combo box of (label, JSON value) pairs; ``value()`` is the JSON value."""

    def __init__(self, items: Sequence[tuple[str, Any]] = (), parent: QWidget | None = None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.set_items(items)

    def set_items(self, items: Sequence[tuple[str, Any]]) -> None:
        """Replace the items, keeping the current value when it is still offered."""
        current = self.value() if self.count() else None
        self.blockSignals(True)
        self.clear()
        for label, value in items:
            self.addItem(label, value)
        self.blockSignals(False)
        self.set_value(current)

    def value(self) -> Any:
        return self.currentData()

    def set_value(self, value: Any) -> None:
        for i in range(self.count()):
            data = self.itemData(i)
            if data == value and type(data) is type(value):
                self.setCurrentIndex(i)
                return
        if self.count() and self.currentIndex() < 0:
            self.setCurrentIndex(0)


def player_items(players: Sequence[str], none_label: str | None = None) -> list[tuple[str, Any]]:
    """Combo items for a player field, with an optional first "nobody" item (JSON null)."""
    items: list[tuple[str, Any]] = [] if none_label is None else [(none_label, None)]
    return items + [(p, p) for p in players]


def suit_name(suit: str, *, hungarian_pack: bool = False) -> str:
    """A suit's name in the user's language, the glossary's (JSON ids stay English);
    ``hungarian_pack``: Ulti's cards (:func:`scorekeeper.words.glossary.suit`)."""
    return show(glossary.suit(suit, hungarian_pack=hungarian_pack))


class NumberEdit(QLineEdit):
    """A whole-number field: empty means "not given"; other text is an error."""

    def __init__(self, path: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.path = path
        self.setMinimumWidth(64)
        self.setMaximumWidth(90)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)

    def value(self) -> int | None:
        text = self.text().strip().replace("−", "-")
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            reason = QCoreApplication.translate("entry", "“{0}” is not a whole number")
            raise RecordError(self.path, reason.format(text), Code.NOT_INTEGER) from None

    def set_value(self, value: int | None) -> None:
        self.setText("" if value is None else str(value))


class LevelBox(NumberEdit):
    """A doubling level, 0 (none) to ``maximum``, each one doubling (1 = ×2, 2 = ×4 …):
    typed as a whole number (empty is 0), Up/Down step it. Anything else is
    refused with the reason and stays as typed; never rewritten to another level
    (a spin box turned a typed "60" into 6, ×64)."""

    def __init__(self, path: str, maximum: int, parent: QWidget | None = None):
        super().__init__(path, parent)
        self.maximum = maximum
        self.setMinimumWidth(48)
        self.setMaximumWidth(70)
        self.setText("0")

    def value(self) -> int:  # never None: empty is level 0
        text = self.text().strip()
        if not text:
            return 0
        level = int(text) if text.isdecimal() and text.isascii() else -1
        if not 0 <= level <= self.maximum:
            reason = QCoreApplication.translate(
                "entry", "“{0}” is not a level: type 0 to {1} (1 = ×2 … {1} = ×{2})"
            )
            code = Code.OUT_OF_RANGE if level >= 0 else Code.NOT_INTEGER
            raise RecordError(self.path, reason.format(text, self.maximum, 2**self.maximum), code)
        return level

    def setValue(self, level: int) -> None:
        self.setText(str(level))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1}.get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
            return
        try:
            level = self.value()
        except RecordError:
            return  # a refused text stays as typed until the player changes it
        self.setValue(min(max(level + step, 0), self.maximum))
        self.selectAll()


class LinkedNumbers:
    """Number fields that must add up to ``total`` (the sides' card points or
    tricks): after an edit, the field edited longest ago is filled with what is
    left once every other field holds a number."""

    def __init__(self, edits: Sequence[NumberEdit], total: int):
        self.edits = list(edits)
        self.total = total
        self._order = list(range(len(edits)))[::-1]  # least recently edited first
        for i, edit in enumerate(self.edits):
            edit.textEdited.connect(lambda _text, i=i: self._on_edited(i))

    def _on_edited(self, index: int) -> None:
        self._order.remove(index)
        self._order.append(index)
        target = self._order[0]
        others = [e for i, e in enumerate(self.edits) if i != target]
        try:
            values = [e.value() for e in others]
        except RecordError:
            return
        if any(v is None for v in values):
            return
        self.edits[target].set_value(self.total - sum(v for v in values if v is not None))

    def values(self) -> list[int | None]:
        return [e.value() for e in self.edits]

    def set_values(self, values: Sequence[int | None]) -> None:
        for edit, value in zip(self.edits, values, strict=False):
            edit.set_value(value)


def int_list(values: Sequence[int | None]) -> list[int] | None:
    """The array for the record, or None (left out) while a value is missing."""
    return None if any(v is None for v in values) else [v for v in values if v is not None]


def put(out: dict[str, Any], key: str, value: Any) -> None:
    """Set ``key`` unless the value is missing (None): the parser then says "is missing"."""
    if value is not None:
        out[key] = value


class GameForm(QWidget):
    """The game-specific part of a deal entry. Subclasses build their fields in
    :meth:`_build_form`, register them with :meth:`register` and implement
    :meth:`fields_json` and :meth:`set_record`."""

    changed = Signal()
    chainChanged = Signal()

    def __init__(
        self,
        players: Sequence[str],
        dealer: str,
        rules: Mapping[str, Any],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.players = tuple(players)
        self.dealer = dealer
        self.rules = dict(rules)
        self._fields: dict[str, QWidget] = {}
        self._chain: list[QWidget] = []
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self._build_form()
        self.set_dealer(dealer)

    def _build_form(self) -> None:
        """Build the game's fields (``players``, ``dealer`` and ``rules`` are set)."""

    # --- building -------------------------------------------------------------

    def register(
        self, path: str, widget: QWidget, *, label: str = "", watch: bool = True
    ) -> QWidget:
        """Name ``widget`` as the place of field ``path``; it joins the tab chain.
        A field whose own slot reads its new value first (``watch=False``) emits
        ``changed`` itself, so the editor never scores the value before."""
        self._fields[path] = widget
        if label:
            widget.setAccessibleName(label)
        if widget not in self._chain:
            self._chain.append(widget)
        if watch:
            self._watch(widget)
        return widget

    def unregister(self, prefix: str) -> None:
        for path in [p for p in self._fields if p == prefix or p.startswith(prefix + ".")]:
            widget = self._fields.pop(path)
            if widget in self._chain:
                self._chain.remove(widget)

    def _watch(self, widget: QWidget) -> None:
        signal: Callable[..., Any] | None = None
        if isinstance(widget, QLineEdit):
            signal = widget.textChanged.connect
        elif isinstance(widget, QComboBox):
            signal = widget.currentIndexChanged.connect
        elif isinstance(widget, QCheckBox):
            signal = widget.toggled.connect
        if signal is not None:
            signal(self._on_field_changed)

    def _on_field_changed(self, *_args: Any) -> None:
        self.changed.emit()

    # --- what the editor uses -------------------------------------------------

    def tab_chain(self) -> list[QWidget]:
        """The fields in the order Tab visits them."""
        return list(self._chain)

    def widget_for(self, path: str) -> QWidget | None:
        """The widget of ``path`` or of the nearest enclosing field."""
        while path:
            if path in self._fields:
                return self._fields[path]
            cut = max(path.rfind("."), path.rfind("["))
            path = path[:cut] if cut > 0 else ""
        return None

    def set_dealer(self, dealer: str) -> None:
        """The dealer changed (who sits out, who is forehand)."""
        self.dealer = dealer

    def first_field(self) -> QWidget | None:
        """Where the focus starts: the first field a typical deal types (the fields
        above it hold defaults, a Shift+Tab away)."""
        return self._chain[0] if self._chain else None

    def apply_auction(self, winner: str, bid: Any) -> None:
        """The auction log was typed: ``winner`` declares ``bid`` (the game's JSON
        bid). Fields typed by hand keep what was typed."""

    # --- the auction log (defaults: numeric bids, a pass is final) -------------

    pass_final = True

    def bidders(self) -> list[str]:
        """Who bids, in turn, starting after the dealer."""
        seat = self.players.index(self.dealer)
        n = len(self.players)
        return [self.players[(seat + k) % n] for k in range(1, n + 1)]

    def read_bid(self, text: str, path: str) -> Any:
        return read_number_bid(text, path)

    def write_bid(self, bid: Any) -> str:
        return str(bid)

    def fields_json(self) -> dict[str, Any]:
        """The game's fields of the deal record; raises RecordError for unreadable text."""
        raise NotImplementedError

    def set_record(self, raw: Mapping[str, Any]) -> None:
        """Fill the fields from a deal record (as in a session's ``deals[i]``)."""
        raise NotImplementedError
