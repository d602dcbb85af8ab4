"""A form of a game's house-rule options: one field per option, its one-line
explanation underneath and the seed's default named; ``overrides()`` gives the
``rules`` object of the session record (only what differs from the default).
The words (titles, explanations, values) are the core's
(:mod:`scorekeeper.games.option_words`, the same the PDF prints), rendered with
:func:`ui.i18n.show`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from scorekeeper.games.base import Option
from scorekeeper.games.option_words import option_title, option_value
from ui.choice_box import SearchComboBox
from ui.i18n import show
from ui.palette import mute


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
            self._form.addRow(show(option_title(option.key)) + ":", _with_help(field, option))

    def _field(self, option: Option) -> QWidget:
        if option.choices is None:
            assert option.lo is not None and option.hi is not None  # a whole number's range
            spin = QSpinBox()
            spin.setRange(option.lo, option.hi)  # the option's declared range
            spin.setValue(int(option.default))
            spin.valueChanged.connect(self._on_changed)
            return spin
        combo = SearchComboBox()
        for choice in option.choices:
            combo.addItem(show(option_value(choice)), choice)
        combo.setCurrentIndex(list(option.choices).index(option.default))
        combo.currentIndexChanged.connect(self._on_changed)
        return combo

    def value(self, key: str) -> Any:
        option, field = self._fields[key]
        if isinstance(field, QSpinBox):
            return field.value()
        assert isinstance(field, QComboBox)
        return option.choices[field.currentIndex()] if option.choices else None

    def set_values(self, rules: dict[str, Any]) -> None:
        """Show ``rules`` (every option's value; a session's rules in force)."""
        for key, (option, field) in self._fields.items():
            if isinstance(field, QSpinBox):
                field.setValue(int(rules[key]))
            elif option.choices is not None:
                assert isinstance(field, QComboBox)
                field.setCurrentIndex(list(option.choices).index(rules[key]))

    def values(self) -> dict[str, Any]:
        """Every option's value as shown."""
        return {key: self.value(key) for key in self._fields}

    def overrides(self) -> dict[str, Any]:
        out = {}
        for key, (option, _field) in self._fields.items():
            value = self.value(key)
            if value != option.default or type(value) is not type(option.default):
                out[key] = value
        return out

    def field(self, key: str) -> QWidget:
        return self._fields[key][1]

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
    default = show(option_value(option.default))
    default_text = QCoreApplication.translate("options", "(default: {value})")
    hint = QLabel(show(option.help) + " " + default_text.format(value=default))
    hint.setWordWrap(True)
    font = hint.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    hint.setFont(font)
    mute(hint)  # the palette's hint grey, in light and dark
    layout.addWidget(hint)
    return box
