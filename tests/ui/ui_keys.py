"""Driving the window with the keyboard only, as a player at the table would."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QWidget

Step = tuple[QWidget, Sequence[Any]]


class KeyCount:
    """``qtbot`` that counts every key press a test sends, as a player would count
    them: a key (Tab, Enter, Ctrl+D — a shortcut is one press) is 1, every
    character typed is 1. Mouse clicks are refused: these tests are keys only.
    Everything else (``waitUntil``, ``waitSignal`` …) is ``qtbot``'s own."""

    def __init__(self, qtbot: Any):
        self._qtbot = qtbot
        self.presses = 0

    def keyClick(self, widget: QWidget, key: Any, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        self.presses += 1
        self._qtbot.keyClick(widget, key, modifier)

    def keyClicks(self, widget: QWidget, text: str) -> None:
        self.presses += len(text)
        self._qtbot.keyClicks(widget, text)

    def typed(self, count: int) -> None:
        """Characters sent as key events by hand (``type_text``'s é, ó)."""
        self.presses += count

    def _no_mouse(self, *_args: Any, **_kwargs: Any) -> None:
        raise AssertionError("a keys-only test clicked the mouse")

    mouseClick = mousePress = mouseRelease = mouseDClick = _no_mouse

    def __getattr__(self, name: str) -> Any:
        return getattr(self._qtbot, name)


def type_text(qtbot, widget: QWidget, text: str) -> None:
    """Like ``qtbot.keyClicks``, but also for letters QTest has no key for (é, ó):
    those arrive as a key event carrying the text, as a keyboard layout sends them."""
    for char in text:
        if char.isascii():
            qtbot.keyClicks(widget, char)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))
        if isinstance(qtbot, KeyCount):
            qtbot.typed(1)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(focused(), key, modifier)


def shortcut(
    qtbot, window: QWidget, key: Qt.Key, modifier=Qt.KeyboardModifier.ControlModifier
) -> None:
    """A window shortcut (Ctrl+D, ...) pressed while the window has the focus (a
    widget of its own: one an earlier test left focused would take the keys)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: _inside(window, QApplication.focusWidget()))
    qtbot.keyClick(focused(), key, modifier)


def shown(qtbot, dialog: Any) -> Any:
    """``dialog`` shown, active and with a focused field, as a player opens it."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: _inside(dialog, QApplication.focusWidget()))
    return dialog


def _inside(window: QWidget, widget: QWidget | None) -> bool:
    """``widget`` is ``window`` or in it (not a field a window of an earlier test
    still holds the focus in)."""
    return widget is not None and (widget is window or window.isAncestorOf(widget))


def alt(qtbot, letter: str) -> None:
    """Alt+letter: the label's mnemonic takes the focus to its field (one press)."""
    qtbot.keyClick(focused(), letter, Qt.KeyboardModifier.AltModifier)


def mnemonic(widget: QWidget) -> str:
    """The Alt+letter of the label naming ``widget`` (its buddy)."""
    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget and "&" in label.text():
            return label.text()[label.text().index("&") + 1].lower()
    raise AssertionError(f"no Alt+letter reaches {widget.accessibleName() or widget}")


def tab_to(qtbot, widget: QWidget) -> None:
    """Press Tab until ``widget`` has focus: every field is reachable by keyboard. A
    field off the Tab path (one a typical deal leaves alone) by its label's Alt+letter."""
    if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus and focused() is not widget:
        alt(qtbot, mnemonic(widget))
        assert focused() is widget, f"Alt+{mnemonic(widget)} misses {widget.accessibleName()}"
        return
    for _ in range(60):
        if QApplication.focusWidget() is widget:
            return
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget.accessibleName() or widget}")


def type_in(qtbot, steps: Sequence[Step]) -> None:
    for widget, keys in steps:
        tab_to(qtbot, widget)
        for key in keys:
            if isinstance(key, str):
                qtbot.keyClicks(widget, key)
            else:
                qtbot.keyClick(widget, key)


def wait_dialog(qtbot, window: Any) -> Any:
    """The dialog the window just opened, shown and holding the focus."""
    dialog = window.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(
        lambda: (
            dialog.isAncestorOf(QApplication.focusWidget() or dialog)
            and QApplication.focusWidget() is not None
        )
    )
    return dialog


def enter(qtbot, dialog: Any) -> None:
    """Enter in the focused field; the dialog must close accepted."""
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(focused(), Qt.Key.Key_Return)


def tab_cycle(qtbot) -> list[QWidget]:
    """Every widget Tab visits, from the focused one until Tab comes back to it."""
    start = focused()
    chain = [start]
    for _ in range(80):
        press(qtbot, Qt.Key.Key_Tab)
        if focused() is start:
            return chain
        chain.append(focused())
    raise AssertionError("Tab never comes back to where it started")


def screen_order(widgets: Sequence[QWidget], window: QWidget) -> list[QWidget]:
    """``widgets`` as a reader sees them in ``window``: rows top to bottom (one widget
    wholly above another comes first), left to right within a row. A form longer than
    its scroll area is read whole where the scroll area stands: its fields, scrolled
    out of view or not, come before what is below the area (the OK and Cancel buttons)."""

    def area(widget: QWidget) -> QAbstractScrollArea | None:
        parent = widget.parentWidget()
        while parent is not None and parent is not window:
            if isinstance(parent, QAbstractScrollArea):
                return parent
            parent = parent.parentWidget()
        return None

    def outside(widget: QWidget, its_area: QWidget | None, other: QWidget) -> QWidget:
        """``widget``, or its scroll area when ``other`` is neither in it nor it."""
        if its_area is None or its_area is other or its_area.isAncestorOf(other):
            return widget
        return its_area

    def place(widget: QWidget, within: QWidget) -> tuple[int, int, int]:
        corner = widget.mapTo(within, QPoint(0, 0))
        return corner.y(), corner.y() + widget.height(), corner.x()

    def before(a: QWidget, b: QWidget) -> int:
        area_a, area_b = area(a), area(b)
        within: QWidget = window
        if area_a is not None and area_a is area_b:
            within = area_a  # both in one scrolled form: their places in it
        else:  # one outside the other's form: the form stands where its area is
            a, b = outside(a, area_a, b), outside(b, area_b, a)
        (top_a, bottom_a, x_a), (top_b, bottom_b, x_b) = place(a, within), place(b, within)
        if bottom_a <= top_b or bottom_b <= top_a:
            return -1 if top_a < top_b else 1
        return (x_a > x_b) - (x_a < x_b)

    return sorted(widgets, key=functools.cmp_to_key(before))


def from_first(chain: Sequence[QWidget], first: QWidget) -> list[QWidget]:
    """The Tab cycle read from ``first`` (Tab goes round: where it starts is arbitrary)."""
    at = list(chain).index(first)
    return [*chain[at:], *chain[:at]]
