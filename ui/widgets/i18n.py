"""Translations: the app's own ``resources/i18n/scorekeeper_<lang>.qm`` and Qt's
standard strings (dialog buttons, the file dialog), installed on the application, and the language
the window renders the core's words in (:func:`language`: every ``Msg`` the core
gives is rendered with it, at the moment it is shown)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from scorekeeper.errors import RecordError
from scorekeeper.host.files import WriteError
from scorekeeper.host.shipped import RESOURCES
from scorekeeper.words import catalog as core_i18n
from scorekeeper.words.text import Text, render

I18N_DIR = RESOURCES / "i18n"
_language = "en"


def language() -> str:
    """The language the window shows (``en`` until a translation is installed)."""
    return _language


def show(value: Text | int) -> str:
    """A core text (``Msg``, a name, a number) as the window shows it now."""
    return render(value, _language)


def describe(error: BaseException) -> str:
    """An error as the window shows it: the core's refusals (a record that cannot be
    right, a change another writer overtook, a file that cannot be written) in the
    window's language."""
    from scorekeeper.session.store import StorageError  # (after the first paint)

    if isinstance(error, RecordError | StorageError):  # StaleChangeError is one
        return error.render(_language)
    if isinstance(error, WriteError):
        return error.message.render(_language)
    return str(error)


class Translations:
    """Holds the installed translators so a language switch can replace them."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []

    def install(self, app: QCoreApplication, language: str) -> None:
        global _language
        _language = language if language in core_i18n.LANGUAGES else "en"
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        QLocale.setDefault(QLocale(language))
        if language == "en":
            return
        own = QTranslator(app)
        if own.load(f"scorekeeper_{language}", str(I18N_DIR)):
            app.installTranslator(own)
            self._installed.append(own)
        qt = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{language}", qt_dir):
            app.installTranslator(qt)
            self._installed.append(qt)
        # Qt's strings its own catalog lacks (resources/i18n/qtbase_missing_ja.ts).
        missing = QTranslator(app)
        if missing.load(f"qtbase_missing_{language}", str(I18N_DIR)):
            app.installTranslator(missing)
            self._installed.append(missing)

    def note(self) -> str:
        """The catalogs installed, as the log file's start says them (the bundle's
        smoke test reads Qt's own ``qtbase_<lang>.qm`` there: packaging/smoke.py)."""
        files = [translator.filePath() for translator in self._installed]
        return "catalogs: " + (", ".join(files) or "none (English)")
