"""Other windows and programs writing to the same database (``docs/ui.md``, "Several
tables at once"), which the window watches through what it owns (``MainWindow.others``).

Every 2 seconds, and when the window is activated, one look: the clock (a time end
passes without a deal), the open session's version (one small query; a replay only
when another writer changed it), its deals from phones (the pending stamp: one small
query; ``ui/session/phone_deals.py``), then the store's change stamp while the welcome list
or the league window is shown (one small query; the lists are read again only when
the stamp moved).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from scorekeeper.session.store import SessionStore
    from scorekeeper_ui.club.actions import ClubActions
    from scorekeeper_ui.session.display import SessionDisplay

LOOK_EVERY_MS = 2000  # how often the window looks for other writers' changes


class OtherWriters(QObject):
    """The looks over ``store``: the session on ``display``, the welcome list
    (``welcome_shown``: it is on the screen; ``refresh_welcome`` reads it again) and
    the league window of ``club``."""

    def __init__(
        self,
        parent: QObject,
        store: SessionStore,
        display: SessionDisplay,
        club: ClubActions,
        *,
        welcome_shown: Callable[[], bool],
        refresh_welcome: Callable[[], None],
        phones: Callable[[], None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self._store, self._display, self._club = store, display, club
        self._welcome_shown, self._refresh_welcome = welcome_shown, refresh_welcome
        self._phones = phones  # the open session's deals from phones (pending, accepted)
        self._stamp: object = None  # the store's change stamp when the lists were read
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_EVERY_MS)
        self.timer.timeout.connect(self.look)

    def look(self) -> None:
        """The open session (its deals from phones too), then the lists."""
        self._display.clock()
        self._display.check_version()
        self._phones()
        self.check_stamp()

    def mark(self) -> None:
        """The lists are read now: a change after this moves the stamp."""
        self._stamp = self._change_stamp()

    def check_stamp(self) -> None:
        """Another table created, changed or deleted a session, or a league
        changed (the store's change stamp moved): the welcome list and the league
        window show it. One small query while either is shown, nothing more when
        the stamp did not move."""
        leagues = self._club.leagues_shown()
        welcome = self._welcome_shown()
        if not (leagues or welcome):
            return
        stamp = self._change_stamp()
        if stamp is None or stamp == self._stamp:
            return
        self._stamp = stamp
        if welcome:
            self._refresh_welcome()
        if leagues:
            self._club.refresh_leagues()

    def _change_stamp(self) -> object:
        from scorekeeper.session.store import StorageError  # (the store is open)

        try:
            return self._store.change_stamp()
        except StorageError:
            return None  # busy or gone: the next look, or the next change, says so
