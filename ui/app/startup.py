"""Application set-up: the QApplication, translations, the window and the store.

``run(db_url)`` shows the window first and opens the store right after the
window's first paint (:mod:`ui.app.first_paint`): the welcome screen says
"opening…" and fills in when the store is ready (the default database when
``None``: no set-up on first start), then reopens the evening in progress
(:meth:`MainWindow.resume`). Nothing heavy (SQLAlchemy, the games, the
score sheet and its chart) is imported before that paint. When the store cannot be
opened the error is shown over the window and ``run`` returns 2, as it does when
the offer to restore a backup is declined. A language switch rebuilds the window
in the new language at once, reopening the session that was open (its undo
history starts afresh).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, QSize, Signal
from PySide6.QtWidgets import QApplication, QWidget

from scorekeeper.host.desktop import APP_ID
from scorekeeper.host.shipped import RESOURCES
from scorekeeper_ui.app.first_paint import after_paint, exit_mode
from scorekeeper_ui.app.main_window import MainWindow
from scorekeeper_ui.widgets import crash, dialogs
from scorekeeper_ui.widgets.i18n import Translations
from scorekeeper_ui.widgets.settings import AppSettings

if TYPE_CHECKING:
    from scorekeeper_ui.app.updates import UpdateCheck
    from scorekeeper_ui.club.actions import ClubStore

# The store opens after the window's first paint, or after this long if the
# window is not painted (started minimised, or on another desktop).
OPEN_UNPAINTED_MS = 1000


def make_application(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("Scorekeeper")
    app.setApplicationName("Scorekeeper")
    app.setApplicationDisplayName("Scorekeeper")
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)  # Wayland: the window belongs to the installed entry
    return app


ICONS_DIR = RESOURCES / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def app_icon() -> QtGui.QIcon:
    """The app's icon (resources/icons, rendered from scorekeeper.svg), every size
    the window and the taskbar may ask for: PNGs, so no SVG plug-in is loaded
    before the first paint (all six take some 2 ms)."""
    icon = QtGui.QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(ICONS_DIR / f"scorekeeper-{size}.png"), QSize(size, size))
    return icon


FONTS_DIR = RESOURCES / "fonts"


def use_shipped_fonts(app: QApplication) -> list[str]:
    """Register the fonts shipped in resources/fonts and fall back to them, so
    Hungarian and Japanese names render on a machine with no CJK font installed
    (Qt ships no fonts of its own). Some 15-30 ms (a 6 MB Japanese font): the
    :class:`Shell` does it after the first paint unless the window's own words
    need it (any language but English)."""
    database = QtGui.QFontDatabase  # by module: its enums are made when first used
    families: list[str] = []
    for path in sorted(FONTS_DIR.glob("*.ttf")):
        font_id = database.addApplicationFont(str(path))
        families += [f for f in database.applicationFontFamilies(font_id) if f not in families]
    base = app.font().family()
    QtGui.QFont.insertSubstitutions(base, [f for f in families if f != base])
    return families


def open_default_store(db_url: str | None) -> ClubStore:
    """The database store (imported here, lazily: sqlmodel is slow to import)."""
    from scorekeeper.storage import open_store

    return open_store(db_url)


def open_or_restore(
    db_url: str | None,
    parent: QWidget | None = None,
    opening: Callable[[str | None], ClubStore] = open_default_store,
) -> ClubStore | None:
    """The store (``opening(db_url)``: it may have been opened already, on the
    :class:`StoreOpener`'s thread); when the file is empty or missing beside
    backups, the offer to restore the newest (``None`` when declined: the file is
    left as it is), over ``parent``. The question is in the window's language;
    the storage's reason above it is English, as every storage error."""
    from scorekeeper.storage import EmptyDatabaseError, restore_backup

    try:
        return opening(db_url)
    except EmptyDatabaseError as err:
        offer = QCoreApplication.translate("app", "Restore the newest backup, {name}, now?")
        question = f"{err}\n\n{offer.format(name=err.backup.name)}"
        if not dialogs.confirm(parent, "Scorekeeper", question):
            return None
        restore_backup(db_url, err.backup)
        return open_default_store(db_url)


class StoreOpener(QObject):
    """Opens the store on a thread of its own (importing SQLAlchemy and checking
    the file take the better part of a second), so the window answers meanwhile;
    ``on_opened`` is then called in the window's thread, and :meth:`result` gives
    the store (or raises what its opening raised)."""

    _opened = Signal()

    def __init__(
        self, db_url: str | None, on_opened: Callable[[], object], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._db_url = db_url
        self._outcome: ClubStore | BaseException | None = None
        self._thread = threading.Thread(target=self._open, name="open the store", daemon=True)
        self._on_opened = on_opened
        # emitted on the thread, received in this object's thread: the window's (Qt is
        # imported by name here, after the first paint: PySide then makes its enums)
        from PySide6.QtCore import Qt

        self._opened.connect(self._on_opened_here, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        self._thread.start()

    def _open(self) -> None:
        try:
            self._outcome = open_default_store(self._db_url)
        except BaseException as err:  # given to the window's thread, raised there
            self._outcome = err
        self._opened.emit()

    def _on_opened_here(self) -> None:
        self._on_opened()

    def result(self, _db_url: str | None = None) -> ClubStore:
        """The store opened, or the exception its opening raised, raised again
        (an ``opening`` for :func:`open_or_restore`)."""
        self._thread.join()
        outcome, self._outcome = self._outcome, None
        if isinstance(outcome, BaseException):
            raise outcome
        assert outcome is not None
        return outcome

    def discard(self) -> None:
        """The app ends before the store was taken: wait for it and close it."""
        if self._thread.ident is None:
            return
        self._thread.join()
        if self._outcome is not None and not isinstance(self._outcome, BaseException):
            self._outcome.close()


class Shell:
    """Owns the translators, the (rebuildable) main window and, once open, the store.

    The shipped fonts are registered before anything they may be needed for is
    shown: at once when the window's language is not English or a store is given,
    else when the store is opened (after the first paint, before its sessions)."""

    def __init__(self, app: QApplication, store: ClubStore | None, settings: AppSettings) -> None:
        self.app = app
        self.store = store
        self.settings = settings
        self._fonts: list[str] | None = None
        self._opener: StoreOpener | None = None  # opening the store on its thread
        self.updates: UpdateCheck | None = None  # made on the welcome screen at start
        language = settings.language()
        if store is not None or language != "en":
            self.use_fonts()
        self.translations = Translations()
        self.translations.install(app, language)
        self.window = self._new_window()

    def use_fonts(self) -> list[str]:
        """The shipped font families, registered on the first call."""
        if self._fonts is None:
            self._fonts = use_shipped_fonts(self.app)
        return self._fonts

    def _new_window(self) -> MainWindow:
        window = MainWindow(self.store, self.settings)
        window.language_changed.connect(self._on_language_changed)
        return window

    def list_early(self, db_url: str | None) -> bool:
        """The welcome screen lists the sessions before the store is open, when
        storage can read them quickly (``quick_session_list``); whether it did."""
        from scorekeeper.storage.listing import quick_session_list

        items = quick_session_list(db_url)
        if items is None:
            return False
        self.use_fonts()  # before any name from the database is shown
        self.window.list_early(items)
        return True

    def open_store_later(self, db_url: str | None, then: Callable[[bool], object]) -> None:
        """:meth:`open_store` with the opening itself on a thread (:class:`StoreOpener`);
        ``then(opened)`` when it is done."""

        def opened() -> None:
            then(self.open_store(db_url, opener.result))

        opener = self._opener = StoreOpener(db_url, opened, self.app)
        opener.start()

    def open_store(
        self,
        db_url: str | None,
        opening: Callable[[str | None], ClubStore] = open_default_store,
    ) -> bool:
        """Open the store (or restore a backup, if the player agrees) and give it to
        the window; on failure say why over the window and end the app with 2."""
        self.use_fonts()  # before any name from the store is shown
        try:
            store = open_or_restore(db_url, self.window, opening)
        except Exception as err:  # no app without a database: say why, once
            crash.show_failure(self.window, "Scorekeeper", err, wait=True)
            store = None
        if store is None:
            self.app.exit(2)
            return False
        self.store = store
        self.window.attach_store(store)
        self.window.resume()  # the evening in progress, a deal left half-typed
        if self.window.shown() is None:  # the welcome screen: no game is being played
            self.check_for_updates()
        return True

    def check_for_updates(self) -> None:
        """Settings' "check for new versions", if on and due (ui.app.updates;
        imported here, after the first paint: urllib is not light)."""
        from scorekeeper_ui.app.updates import UpdateCheck

        self.updates = UpdateCheck(self.settings, lambda: self.window.statusBar())
        self.updates.start()

    def close(self) -> None:
        """The end: the window goes (if it is still up: its state was saved when
        it was closed), then the store."""
        self.window.hide()
        self.window.deleteLater()
        if self._opener is not None and self.store is None:
            self._opener.discard()
        if self.store is not None:
            self.store.close()

    def _on_language_changed(self, language: str) -> None:
        old = self.window
        session = None if old.is_example() else old.session_id()
        old.save_state()
        self.translations.install(self.app, language)
        self.window = self._new_window()
        self.window.take_phones(old)  # the phones' server is not stopped by a language
        if session is not None:
            self.window.open_session(session)
        self.window.show()
        old.deleteLater()
        old.hide()


def run(db_url: str | None = None) -> int:
    """Show the window, open the store after its first paint, run the app.
    ``SCOREKEEPER_EXIT_AFTER`` ends it early, for the benchmarks (ui.app.first_paint).
    An unexpected error is logged and shown in one dialog (:mod:`ui.crash`); the
    log file is opened after the first paint, with the store."""
    crash.install()
    app = make_application()
    mode = exit_mode()
    shell = Shell(app, None, AppSettings())
    try:
        shell.window.show()
        if mode == "paint":
            after_paint(shell.window, lambda: app.exit(0))
        else:
            after_paint(
                shell.window, lambda: _open(shell, db_url, mode), fallback_ms=OPEN_UNPAINTED_MS
            )
        return app.exec()
    finally:
        shell.close()


def _open(shell: Shell, db_url: str | None, mode: str | None) -> None:
    """After the first paint: the sessions listed at once when storage can read
    them quickly, then the store opened on its thread (after the list's paint).
    ``ready`` ends the app once the sessions are listed and painted, ``store`` once
    the store is attached and painted. The log file is opened with the store (after
    the list: it imports logging's handlers, subprocess and platform)."""
    if shell.list_early(db_url):
        if mode == "ready":
            _exit_after_paint(shell)
            return
        after_paint(shell.window, lambda: _open_later(shell, db_url, mode), fallback_ms=100)
        shell.window.update()
    else:
        _open_later(shell, db_url, mode)


def _open_later(shell: Shell, db_url: str | None, mode: str | None) -> None:
    crash.start_log(shell.translations.note())

    def opened(ok: bool) -> None:
        if ok and mode in ("ready", "store"):
            _exit_after_paint(shell)

    shell.open_store_later(db_url, opened)


def _exit_after_paint(shell: Shell) -> None:
    after_paint(shell.window, lambda: shell.app.exit(0))
    shell.window.update()  # paint the filled-in window whole
