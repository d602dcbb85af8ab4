"""Settings ▸ "Check for new versions": at start, on the welcome screen, at most
once a day, one request to the release feed (:mod:`scorekeeper.host.releases`) in a
thread of its own; when a newer version is out, a note in the status bar with its
link (non-modal: the player reads it or not). Off until the player turns it on;
not asked while a session is open (the evening goes on undisturbed); without
network, nothing is said.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QStatusBar

from scorekeeper import installed_version
from scorekeeper.host import releases
from scorekeeper_ui.widgets.settings import AppSettings


class UpdateCheck(QObject):
    """Asks the feed (when on and due) and puts the note on the status bar ``bar()``
    gives (the window's at that moment: a language switch rebuilds the window).
    ``found`` is emitted by the worker thread and received in this object's (the
    main) thread; the object has no Qt parent, its owner keeps it."""

    found = Signal(str, str)  # the new version, its page
    finished = Signal()  # the question was answered, or could not be

    def __init__(
        self,
        settings: AppSettings,
        bar: Callable[[], QStatusBar],
        *,
        feed: str | None = None,  # the release feed (a test gives its own): else pyproject's
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        super().__init__()
        self._settings, self._bar, self._now = settings, bar, now
        self._feed = feed  # None: pyproject's, looked up only when the check is on and due
        self.note: QLabel | None = None
        self.found.connect(self._on_found)

    def start(self) -> bool:
        """Ask the feed in a thread if the player wants it and a day has passed;
        whether it was asked."""
        now = self._now()
        if not self._settings.check_updates() or not releases.due(
            self._settings.last_update_check(), now
        ):
            return False
        # The installed metadata is read only now (most players leave the check off).
        feed = self._feed or releases.release_feed()
        if feed is None:  # no release page is known: nothing to ask
            return False
        self._settings.set_last_update_check(now)
        self._settings.sync()
        threading.Thread(target=self._ask, args=(feed,), name="update-check", daemon=True).start()
        return True

    def _ask(self, feed: str) -> None:
        release = releases.newer_release(installed_version(), feed)
        if release is not None:
            self.found.emit(release.version, release.url)
        self.finished.emit()

    def _on_found(self, version: str, url: str) -> None:
        text = QCoreApplication.translate(
            "updates", 'Scorekeeper {version} is out: <a href="{url}">download it</a>'
        )
        self.note = QLabel(text.format(version=version, url=url))
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.setOpenExternalLinks(True)
        self._bar().addPermanentWidget(self.note)
