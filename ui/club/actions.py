"""The Club menu, which the window owns (``MainWindow.club``): Players… (the people
who played: rename, note, merge; ``ui/club/players.py``), Leagues… (the league
window beside the main one, ``ui/club/league/``) and Phones… (the phones' server
and its links, a window beside the main one, ``ui/club/phones/``). The dialogs'
modules are imported when first opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from scorekeeper_ui.club.league.window import LeagueStore, LeagueWindow
    from scorekeeper_ui.club.phones.server import PhoneServer, ServedStore
    from scorekeeper_ui.club.phones.window import PhonesWindow
    from scorekeeper_ui.widgets.settings import AppSettings

    class ClubStore(ServedStore, LeagueStore, Protocol):
        """The club's store: its people and sessions, and its leagues (the window's
        store; ``scorekeeper.storage.Store`` is one), served to phones too."""


class ClubActions:
    """Opens the players' dialog (through ``open_dialog``) and the league window over
    ``parent``; ``check`` is the window's look for other writers' changes, which the
    league window asks for when it is activated."""

    def __init__(
        self,
        parent: QWidget,
        store: ClubStore,
        settings: AppSettings,
        *,
        open_dialog: Callable[[QDialog], None],
        check: Callable[[], None],
    ) -> None:
        self._parent = parent
        self._store = store
        self._settings = settings
        self._open_dialog = open_dialog
        self._check = check
        self.league_window: LeagueWindow | None = None  # made when first asked for
        self.phones_window: PhonesWindow | None = None  # made when first asked for
        self.phone_server: PhoneServer | None = None  # made with the phones' window

    def show_players(self) -> None:
        """Club ▸ Players…: rename, note, merge people. Every form reads the names it
        suggests from the store when it opens, so nothing is kept here to refresh."""
        from scorekeeper_ui.club.players import PlayersDialog

        self._open_dialog(PlayersDialog(self._store, self._parent))

    def show_leagues(self) -> None:
        """Club ▸ Leagues…: the league window, beside the main one."""
        from scorekeeper_ui.club.league.window import LeagueWindow

        if self.league_window is None:
            self.league_window = LeagueWindow(
                self._store, self._settings, check=self._check, parent=self._parent
            )
        else:
            self.league_window.refresh()
        self.league_window.show()
        self.league_window.raise_()
        self.league_window.activateWindow()

    def leagues_shown(self) -> bool:
        """Whether the league window is up (it follows other writers' changes then)."""
        return self.league_window is not None and self.league_window.isVisible()

    def refresh_leagues(self) -> None:
        if self.league_window is not None:
            self.league_window.refresh()

    def show_phones(self) -> None:
        """Club ▸ Phones…: the phones' server (off until switched on), beside the
        main window."""
        from scorekeeper_ui.club.phones.server import PhoneServer
        from scorekeeper_ui.club.phones.window import PhonesWindow

        if self.phone_server is None:
            self.phone_server = PhoneServer(self._store)
        if self.phones_window is None:
            self.phones_window = PhonesWindow(
                self.phone_server, self._store, self._settings, parent=self._parent
            )
        self.phones_window.show()
        self.phones_window.raise_()
        self.phones_window.activateWindow()

    def stop_phones(self) -> None:
        """The window closes: the server stops (no thread left, the port free)."""
        if self.phones_window is not None:
            self.phones_window.switch_off()
        elif self.phone_server is not None:
            self.phone_server.stop()

    def take_phones(self, before: ClubActions) -> None:
        """The window is built again (another language): the server, running or
        not, and the evening's links go on in this one."""
        self.phone_server, before.phone_server = before.phone_server, None
        before.phones_window = None  # goes with the old window
