"""Work that waits for a window's paint: the store is opened right after the main
window's first paint (so the window appears before SQLAlchemy is imported and the
database checked), and the benchmarks end the process there.

``after_paint(widget, work)`` runs ``work`` once, on the turn of the event loop
after ``widget``'s next paint event: by then the painted frame has been handed to
the window system. ``fallback_ms`` also runs it after that long if no paint comes
(a window started minimised or on another desktop is not painted until it is
shown; its store must open all the same).

``SCOREKEEPER_EXIT_AFTER`` (for ``bench/figures_start.py``) ends the app with
status 0: ``paint`` right after the window's first paint (the store is not
opened), ``ready`` after the first paint that lists the sessions (read quickly
before the store is open when storage can: the window is usable), ``store``
after the first paint once the store is attached.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

EXIT_AFTER = "SCOREKEEPER_EXIT_AFTER"
EXIT_MODES = ("paint", "ready", "store")


class _PaintWatch(QObject):
    """An event filter on one widget that runs its work once, after a paint."""

    def __init__(self, widget: QWidget, work: Callable[[], object]) -> None:
        super().__init__(widget)
        self._work: Callable[[], object] | None = work
        self._widget = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self.run)  # once the frame is flushed
        return False

    def run(self) -> None:
        work, self._work = self._work, None
        if work is None:
            return
        self._widget.removeEventFilter(self)
        self.deleteLater()
        work()


def after_paint(
    widget: QWidget, work: Callable[[], object], *, fallback_ms: int | None = None
) -> None:
    """Run ``work`` once, after ``widget``'s next paint (or ``fallback_ms``, if given)."""
    watch = _PaintWatch(widget, work)
    if fallback_ms is not None:
        QTimer.singleShot(fallback_ms, watch, watch.run)


def exit_mode() -> str | None:
    """``paint``, ``ready`` or ``None`` (run normally), from ``SCOREKEEPER_EXIT_AFTER``."""
    mode = os.environ.get(EXIT_AFTER, "")
    if mode and mode not in EXIT_MODES:
        raise ValueError(f"{EXIT_AFTER}: must be one of {', '.join(EXIT_MODES)}, not {mode!r}")
    return mode or None
