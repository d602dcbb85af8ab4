"""The floor of the first-paint figure: a bare PySide6 ``QMainWindow`` holding a
``QTableView``, shown, and the process ends right after its first paint (the
same way ``SCOREKEEPER_EXIT_AFTER=paint`` ends the app: a zero-timer queued
from the window's first paint event, so the painted frame has been flushed).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/floor_window.py
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView


class Window(QMainWindow):
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        QTimer.singleShot(0, QApplication.quit)


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = Window()
    window.setCentralWidget(QTableView())
    window.resize(1180, 800)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
