"""Qt ships no fonts: the window registers the fonts shipped in resources/fonts so
Japanese and Hungarian names render on a machine without a CJK font."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from scorekeeper_ui.app.startup import use_shipped_fonts


def test_shipped_fonts_are_registered_and_used_as_fallback(qapp: QApplication) -> None:
    families = use_shipped_fonts(qapp)
    assert "IPAexGothic" in families and "DejaVu Sans" in families
    assert "IPAexGothic" in QFontDatabase.families()
    base = qapp.font().family()
    assert "ipaexgothic" in [f.lower() for f in QFont.substitutes(base)] or base == "IPAexGothic"
