"""PySide6 6.12.0 on Python 3.11 drops a reference to None on every Qt call that
returns nothing; after a few thousand calls the interpreter aborts
(``none_dealloc``). pyproject.toml caps PySide6 below 6.12 on Python 3.11 only (an
environment marker); this guards the cap there and 6.12 itself on 3.12 and newer."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLineEdit


def test_qt_calls_do_not_leak_references_to_none(qtbot):
    edit = QLineEdit()
    qtbot.addWidget(edit)
    before = sys.getrefcount(None)
    for _ in range(1000):
        edit.setText("1")
    # A leaking binding loses exactly 1000 here; a healthy one stays within noise.
    assert abs(sys.getrefcount(None) - before) < 100
