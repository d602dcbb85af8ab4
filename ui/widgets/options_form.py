"""A form of a game's house-rule options: one field per option, its one-line
explanation underneath and the seed's default named; ``overrides()`` gives the
``rules`` object of the session record (only what differs from the default).
The words (titles, explanations, values) are the options' own, declared with each
game's options in its package (``Option.title``, ``Option.help``, ``Option.word``,
the same the PDF prints), rendered with :func:`ui.i18n.show`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from scorekeeper.games.base import Option
from scorekeeper.session import presets
from scorekeeper_ui.widgets.choice_box import SearchComboBox
from scorekeeper_ui.widgets.i18n import show
from scorekeeper_ui.widgets.palette import mute


class RuleNumber(QLineEdit):
    """A whole-number house rule within the option's range: it holds what was typed.
    Text out of range or not a number is the session's error at this field (the
    core says why: "500 is not between 1 and 100") and keeps OK shut; it is never
    rewritten into another number (a spin box turned a typed 500 into 100, and
    "60" past the end into 6). Up/Down step it within the range."""

    def __init__(self, lo: int, hi: int, value: int, parent: QWidget | None = None):
        super().__init__(str(value), parent)
        self.lo, self.hi = lo, hi
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMaximumWidth(90)

    def value(self) -> int | str:
        """The number typed, or the text itself when it is none (the core refuses it)."""
        text = self.text().strip()
        return int(text) if text.isdecimal() and text.isascii() else text

    def setValue(self, value: int) -> None:
        self.setText(str(value))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1}.get(Qt.Key(event.key()))
        value = self.value()
        if step is None or not isinstance(value, int):
            super().keyPressEvent(event)  # a refused text stays as typed until changed
            return
        self.setValue(min(max(value + step, self.lo), self.hi))
        self.selectAll()


MIN_VALUE_CHARS = 12  # an option's box shows at least this many characters


class OptionsForm(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._form = QFormLayout(self)
        self._fields: dict[str, tuple[Option, QWidget]] = {}

    def set_options(self, game_id: str, options: Sequence[Option]) -> None:
        while self._form.rowCount():
            self._form.removeRow(0)
        self._fields = {}
        for option in options:
            field = self._field(option)
            self._fields[option.key] = (option, field)
            self._form.addRow(show(option.title) + ":", _with_help(field, option))

    def _field(self, option: Option) -> QWidget:
        if option.choices is None:
            assert option.lo is not None and option.hi is not None  # a whole number's range
            number = RuleNumber(option.lo, option.hi, int(option.default))
            number.textChanged.connect(self._on_changed)
            return number
        combo = SearchComboBox()
        for choice in option.choices:
            combo.addItem(show(option.word(choice)), choice)
        combo.setCurrentIndex(list(option.choices).index(option.default))
        # A long value ("adds a flat 6 (12 announced)") must not widen the form past
        # a small screen: the box is as wide as the form gives it, its open list as
        # wide as its longest value.
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(MIN_VALUE_CHARS)
        metrics = combo.fontMetrics()
        widest = max(metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
        combo.view().setMinimumWidth(widest + 2 * metrics.averageCharWidth() + 8)
        combo.currentIndexChanged.connect(self._on_changed)
        return combo

    def value(self, key: str) -> Any:
        option, field = self._fields[key]
        if isinstance(field, RuleNumber):
            return field.value()
        assert isinstance(field, QComboBox)
        return option.choices[field.currentIndex()] if option.choices else None

    def set_values(self, rules: dict[str, Any]) -> None:
        """Show ``rules`` (every option's value; a session's rules in force)."""
        for key, (option, field) in self._fields.items():
            if isinstance(field, RuleNumber):
                field.setValue(int(rules[key]))
            elif option.choices is not None:
                assert isinstance(field, QComboBox)
                field.setCurrentIndex(list(option.choices).index(rules[key]))

    def values(self) -> dict[str, Any]:
        """Every option's value as shown."""
        return {key: self.value(key) for key in self._fields}

    def overrides(self) -> dict[str, Any]:
        """The options shown away from their defaults (what a record's ``rules`` holds)."""
        return presets.overrides(
            [option for option, _field in self._fields.values()], self.values()
        )

    def field(self, key: str) -> QWidget:
        return self._fields[key][1]

    def title(self, key: str) -> str:
        """The option's name, as its row says it."""
        option, _field = self._fields[key]
        return show(option.title)

    def fields(self) -> list[QWidget]:
        """The option fields, top to bottom (the order Tab should visit them)."""
        return [field for _option, field in self._fields.values()]

    def _on_changed(self) -> None:
        self.changed.emit()


def _with_help(field: QWidget, option: Option) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(1)
    layout.addWidget(field)
    default = show(option.word(option.default))
    default_text = QCoreApplication.translate("options", "(default: {value})")
    hint = QLabel(show(option.help) + " " + default_text.format(value=default))
    hint.setWordWrap(True)
    font = hint.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    hint.setFont(font)
    mute(hint)  # the palette's hint grey, in light and dark
    layout.addWidget(hint)
    return box
