"""The few colours the window adds to the system palette: an error's red and a
warning's amber (the double-round tint is ``ui/score_sheet.py``'s).

The app follows the system's light or dark palette (docs/ui.md, "Light and
dark"), so each colour comes in a light-window and a dark-window shade, chosen by
the palette's window colour, each with at least the 4.5 : 1 contrast of ordinary
text (WCAG AA) against its window: the red #d32f2f and the amber #b26a00 the
window used on every palette read at 2.6 and 3.0 : 1 on Fusion's dark grey.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

# (on a light window, on a dark window)
ERROR = (QColor("#c62828"), QColor("#ff8a80"))
WARNING = (QColor("#8a5300"), QColor("#ffb74d"))


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def error_colour(palette: QPalette) -> QColor:
    return QColor(ERROR[is_dark(palette)])


def warning_colour(palette: QPalette) -> QColor:
    return QColor(WARNING[is_dark(palette)])


def invalid_style(palette: QPalette) -> str:
    """The frame of a field whose value is wrong."""
    return f"border: 2px solid {error_colour(palette).name()};"
