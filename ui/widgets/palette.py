"""The few colours the window adds to the system palette: an error's red and a
warning's amber (the double-round tint is ``ui/session/score_sheet.py``'s), the grey of a
hint (``mute``), and the contrast rule the chart's lines follow (``readable``).

A hint (the preview's column heads, a house rule's explanation, "No sessions
yet") is a disabled label, so it looks and acts inactive; its text is the
window's text colour 40 % of the way to the window's own (5.5 : 1 on a light
window, 5 : 1 on a dark one), where Qt's disabled grey read at 1.6 : 1 on Fusion's
light grey window.

The app follows the system's light or dark palette (docs/ui.md, "Light and
dark"), so each colour comes in a light-window and a dark-window shade, chosen by
the palette's window colour, each with at least the 4.5 : 1 contrast of ordinary
text (WCAG AA) against its window: the red #d32f2f and the amber #b26a00 the
window used on every palette read at 2.6 and 3.0 : 1 on Fusion's dark grey.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

# (on a light window, on a dark window)
ERROR = (QColor("#c62828"), QColor("#ff8a80"))
WARNING = (QColor("#8a5300"), QColor("#ffb74d"))


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance of ``colour``."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio, 1 (the same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable(colour: QColor, background: QColor, ratio: float = 3.0) -> QColor:
    """``colour``, lightened on a dark ``background`` (darkened on a light one) in
    steps until it has ``ratio`` against it (3 : 1, WCAG's for lines and marks)."""
    colour = QColor(colour)
    lighten = luminance(background) < 0.18
    for _ in range(12):
        if contrast(colour, background) >= ratio:
            break
        colour = colour.lighter(115) if lighten else colour.darker(115)
    return colour


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def error_colour(palette: QPalette) -> QColor:
    return QColor(ERROR[is_dark(palette)])


def warning_colour(palette: QPalette) -> QColor:
    return QColor(WARNING[is_dark(palette)])


def invalid_style(palette: QPalette) -> str:
    """The frame of a field whose value is wrong."""
    return f"border: 2px solid {error_colour(palette).name()};"


MUTED_SHARE = 0.4  # of the way from the text colour to the window colour


def muted_colour(palette: QPalette) -> QColor:
    """The hint grey of ``palette``: its text colour, ``MUTED_SHARE`` of the way
    to its window colour."""
    text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)
    window = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Window)
    pairs = zip(_rgb(text), _rgb(window), strict=True)
    red, green, blue = (round(a + (b - a) * MUTED_SHARE) for a, b in pairs)
    return QColor(red, green, blue)


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


class _Muted(QObject):
    """Keeps a hint's grey in step with its palette (a light or dark switch)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.PaletteChange and isinstance(watched, QWidget):
            _set_muted(watched)
        return False


_MUTED = _Muted()


def mute(widget: QWidget) -> None:
    """Make ``widget`` a hint: disabled, its text in the palette's hint grey."""
    widget.setEnabled(False)
    _set_muted(widget)
    widget.installEventFilter(_MUTED)


def _set_muted(widget: QWidget) -> None:
    palette = widget.palette()
    colour = muted_colour(palette)
    disabled = QPalette.ColorGroup.Disabled
    if palette.color(disabled, QPalette.ColorRole.WindowText) != colour:
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
            palette.setColor(disabled, role, colour)
        widget.setPalette(palette)
