"""Windows that fit the screen they open on (a 1024×600 netbook at the card table
as much as a 4K monitor).

A window asks for the size it would like; the main window and the table view
would like at least ``ROOMY`` of a large screen. A window gets at most ``SHARE`` of the
screen's available area (the desktop's panels already left out, room kept for
the title bar), centred on it. A size restored from the last run is kept only
while it still fits the screen the window opens on (a laptop unplugged from its
monitor). Dialogs are limited the same way; their forms scroll inside them
(``scrolling``), so OK and Cancel stay on the screen; a form that grows while
open grows its dialog as far as that (``grow_to_fit``). Qt scales by the screen's
device pixel ratio itself (high-DPI): every size here is in device-independent
pixels.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

SHARE = 0.94  # of the available width and height a window may take
ROOMY = 0.8  # of a large screen's width and height the main windows open at


def fitted(wanted: QSize, available: QRect) -> QRect:
    """The geometry for a window that would like ``wanted`` on a screen whose
    available area is ``available``: no larger than ``SHARE`` of it, centred."""
    width = min(wanted.width(), int(available.width() * SHARE))
    height = min(wanted.height(), int(available.height() * SHARE))
    left = available.x() + (available.width() - width) // 2
    top = available.y() + (available.height() - height) // 2
    return QRect(left, top, width, height)


def available(widget: QWidget) -> QRect:
    """The available area of the screen ``widget`` is on (or the primary screen)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_window(widget: QWidget, wanted: QSize) -> None:
    """Give ``widget`` the size it would like, or as much of the screen as it may."""
    widget.setGeometry(fitted(wanted, available(widget)))


def roomy(wanted: QSize, available: QRect) -> QSize:
    """What a main window would like on a screen: ``wanted``, or ``ROOMY`` of a
    larger screen (the totals and the sheet grow with the window, so a 1920 × 1080
    screen is used, not left black around 1180 × 800)."""
    share = QSize(int(available.width() * ROOMY), int(available.height() * ROOMY))
    return wanted.expandedTo(share)


def fit_main_window(widget: QWidget, wanted: QSize) -> None:
    """:func:`fit_window` with :func:`roomy`: the window and the table view."""
    fit_window(widget, roomy(wanted, available(widget)))


def keep_on_screen(widget: QWidget, wanted: QSize) -> None:
    """After a restored geometry: refit ``widget`` when it no longer fits its screen."""
    area = available(widget)
    if not area.contains(widget.frameGeometry()) and not area.contains(widget.geometry()):
        fit_window(widget, wanted.boundedTo(widget.size()))


def limit_to_screen(widget: QWidget) -> None:
    """A dialog never grows past ``SHARE`` of its screen (its form scrolls instead),
    and opens as tall as its form where the screen has room (Qt would stop at two
    thirds of the screen)."""
    area = available(widget)
    widget.setMaximumSize(int(area.width() * SHARE), int(area.height() * SHARE))
    wanted = widget.sizeHint().expandedTo(widget.minimumSize())
    widget.resize(wanted.boundedTo(widget.maximumSize()).expandedTo(widget.size()))


def grow_to_fit(widget: QWidget) -> None:
    """A dialog whose form grew while open (rows shown as the player announces a
    bonus, the auction log opened) grows with it as far as ``limit_to_screen``
    lets it, instead of scrolling on a screen with room, and is moved back onto
    its screen if it grew past an edge. It never shrinks (the OK button stays
    where the player saw it)."""
    limit_to_screen(widget)
    area, frame = available(widget), widget.frameGeometry()
    left = max(area.left(), min(frame.left(), area.right() - frame.width() + 1))
    top = max(area.top(), min(frame.top(), area.bottom() - frame.height() + 1))
    if (left, top) != (frame.left(), frame.top()):
        widget.move(widget.x() + left - frame.left(), widget.y() + top - frame.top())


class _Scrolling(QScrollArea):
    """Asks for its content's whole size (a plain QScrollArea asks for much less, so
    a dialog would open with a scroll bar on a screen with room to spare)."""

    def sizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())


def scrolling(content: QWidget) -> QScrollArea:
    """``content`` in a frameless scroll area that scrolls only vertically and only
    when the screen is too small for it."""
    area = _Scrolling()
    area.setWidget(content)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setMinimumWidth(content.minimumSizeHint().width())
    return area
