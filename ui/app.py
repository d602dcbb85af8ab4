"""Application set-up: the QApplication, translations, the store and the window.

``run(db_url)`` opens the store (the default database when ``None``: no set-up
on first start), shows the window and returns the exit status. A language
switch rebuilds the window in the new language at once, reopening the session
that was open (its undo history starts afresh).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from scorekeeper.session_store import SessionStore
from ui import dialogs
from ui.i18n import Translations, describe
from ui.main_window import MainWindow
from ui.settings import AppSettings


def make_application(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("Scorekeeper")
    app.setApplicationName("Scorekeeper")
    app.setApplicationDisplayName("Scorekeeper")
    use_shipped_fonts(app)
    return app


FONTS_DIR = Path(__file__).resolve().parent.parent / "resources" / "fonts"


def use_shipped_fonts(app: QApplication) -> list[str]:
    """Register the fonts shipped in resources/fonts and fall back to them, so
    Hungarian and Japanese names render on a machine with no CJK font installed
    (Qt ships no fonts of its own)."""
    families: list[str] = []
    for path in sorted(FONTS_DIR.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    base = app.font().family()
    QFont.insertSubstitutions(base, [f for f in families if f != base])
    return families


def open_default_store(db_url: str | None) -> SessionStore:
    """The database store (imported here, lazily: sqlmodel is slow to import)."""
    from scorekeeper.storage import open_store

    return open_store(db_url)


def open_or_restore(db_url: str | None) -> SessionStore | None:
    """The store; when the file is empty or missing beside backups, the offer to
    restore the newest (``None`` when declined: the file is left as it is). The
    translators are installed once a store is open, so the offer is in English."""
    from scorekeeper.storage import EmptyDatabaseError, restore_backup

    try:
        return open_default_store(db_url)
    except EmptyDatabaseError as err:
        offer = QCoreApplication.translate("app", "Restore the newest backup, {name}, now?")
        question = f"{err}\n\n{offer.format(name=err.backup.name)}"
        if not dialogs.confirm(None, "Scorekeeper", question):
            return None
        restore_backup(db_url, err.backup)
        return open_default_store(db_url)


class Shell:
    """Owns the store, the translators and the (rebuildable) main window."""

    def __init__(self, app: QApplication, store: SessionStore, settings: AppSettings) -> None:
        self.app = app
        self.store = store
        self.settings = settings
        self.translations = Translations()
        self.translations.install(app, settings.language())
        self.window = self._new_window()

    def _new_window(self) -> MainWindow:
        window = MainWindow(self.store, self.settings)
        window.language_changed.connect(self._on_language_changed)
        return window

    def _on_language_changed(self, language: str) -> None:
        old = self.window
        session = None if old.is_example() else old.session_id()
        old.save_state()
        self.translations.install(self.app, language)
        self.window = self._new_window()
        if session is not None:
            self.window.open_session(session)
        self.window.show()
        old.deleteLater()
        old.hide()


def run(db_url: str | None = None) -> int:
    app = make_application()
    settings = AppSettings()
    try:
        store = open_or_restore(db_url)
    except Exception as err:  # no window without a database: say why, once
        dialogs.show_error(None, "Scorekeeper", describe(err))
        return 2
    if store is None:
        return 2
    try:
        shell = Shell(app, store, settings)
        shell.window.show()
        return app.exec()
    finally:
        store.close()
