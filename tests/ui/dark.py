"""The dark palette a dark desktop gives a Qt app, for the tests and the
screenshots (docs/screenshots.py).

Qt's Fusion style in dark mode (``qt_fusionPalette`` in Qt's qplatformtheme.cpp,
what Qt 6 uses where the platform reports a dark colour scheme) and KDE's
platform theme both hand the application a whole dark ``QPalette``; the app sets
none of its own, so this is what it meets. Qt's offscreen and plain X11
platforms report no colour scheme, so the palette is set on the application.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

Role, Group = QPalette.ColorRole, QPalette.ColorGroup


def dark_palette() -> QPalette:
    """Fusion's dark palette: light grey text on a 50-grey window, darker bases."""
    window_text = QColor(240, 240, 240)
    window = QColor(50, 50, 50)
    base = window.darker(140)
    mid = window.darker(130)
    dark = window.darker(150)
    palette = QPalette(window_text, window, window.lighter(150), dark, mid, window_text, base)
    palette.setColor(Role.Midlight, mid.lighter(110))
    palette.setColor(Role.Button, window)
    palette.setColor(Role.ButtonText, window_text)
    palette.setColor(Role.AlternateBase, base.lighter(130))
    palette.setColor(Role.ToolTipBase, window)
    palette.setColor(Role.ToolTipText, window_text)
    palette.setColor(Role.Shadow, dark.darker(135))
    palette.setColor(Role.HighlightedText, window_text)
    highlight = QColor(48, 140, 198)
    for group in (Group.Active, Group.Inactive):
        palette.setColor(group, Role.Highlight, highlight)
        palette.setColor(group, Role.Accent, highlight)
    palette.setColor(Role.Link, highlight)
    disabled = QColor(130, 130, 130)
    for role in (Role.Text, Role.WindowText, Role.ButtonText):
        palette.setColor(Group.Disabled, role, disabled)
    palette.setColor(Group.Disabled, Role.Base, window)
    palette.setColor(Group.Disabled, Role.Highlight, QColor(145, 145, 145))
    placeholder = QColor(window_text)
    placeholder.setAlpha(128)
    palette.setColor(Role.PlaceholderText, placeholder)
    return palette
