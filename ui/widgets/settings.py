"""What the app remembers between runs (``QSettings``); the dialog that changes
it is :mod:`ui.settings_dialog` (imported when opened: not before the first paint).

Remembered: the language (``en``/``ja``; empty = follow the system), the main
window's geometry and splitter state, the session screen's zoom, the session
shown last (reopened on the next start while it is not finished; cleared when it is
closed with Ctrl+W), the folder last used for each kind of file (``folders/json``,
``folders/pdf``) and whether to check for new versions (``updates/check``, off until
the player turns it on) with the time of the last check (``updates/last``).
Light and dark colours are not a setting: the app follows the system palette.
The app's other small files (the draft of a deal being typed, :mod:`ui.drafts`)
live in :meth:`AppSettings.folder`.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QByteArray, QLocale, QSettings

LANGUAGES = ("en", "ja", "hu", "fi", "de")
# The window's language on first start, from the system's (English otherwise).
SYSTEM_LANGUAGES = {
    QLocale.Language.Japanese: "ja",
    QLocale.Language.Hungarian: "hu",
    QLocale.Language.Finnish: "fi",
    QLocale.Language.German: "de",
}
ZOOM_LIMITS = (0.5, 3.0)  # the smallest and largest zoom of a screen
ZOOM_STEP = 1.15  # one Ctrl+plus


def zoomed(factor: float, steps: int) -> float:
    """``factor`` after ``steps`` Ctrl+plus (+) or Ctrl+minus (−), within the limits;
    0 steps (Ctrl+0) is back to 1."""
    return 1.0 if steps == 0 else within_zoom(factor * ZOOM_STEP**steps)


def within_zoom(factor: float) -> float:
    low, high = ZOOM_LIMITS
    return min(high, max(low, factor))


class AppSettings:
    """Typed access to the app's ``QSettings`` (one instance, passed around)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        # An INI file in the user's config folder on every system (tests redirect it
        # with QSettings.setPath).
        self._s = (
            settings
            if settings is not None
            else QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Scorekeeper", "Scorekeeper"
            )
        )

    def language(self) -> str:
        value = str(self._s.value("language", "") or "")
        if value in LANGUAGES:
            return value
        return SYSTEM_LANGUAGES.get(QLocale.system().language(), "en")

    def set_language(self, code: str) -> None:
        self._s.setValue("language", code)

    def bytes(self, key: str) -> QByteArray | None:
        value = self._s.value(key)
        return value if isinstance(value, QByteArray) else None

    def set_bytes(self, key: str, value: QByteArray) -> None:
        self._s.setValue(key, value)

    def last_session(self) -> int | None:
        value = self._s.value("last_session")
        try:
            return int(str(value)) if value not in (None, "") else None
        except ValueError:
            return None

    def set_last_session(self, session_id: int | None) -> None:
        self._s.setValue("last_session", "" if session_id is None else session_id)

    def zoom(self) -> float:
        """The session screen's zoom (Ctrl+plus / Ctrl+minus), 1.0 when unset."""
        try:
            value = float(str(self._s.value("view/zoom", 1.0)))
        except ValueError:
            return 1.0
        return within_zoom(value)

    def set_zoom(self, factor: float) -> None:
        self._s.setValue("view/zoom", factor)

    def folder(self) -> Path:
        """The folder of the settings file: the app's own small files go beside it."""
        return Path(self._s.fileName()).parent

    def last_folder(self, kind: str) -> str | None:
        """The folder a file of ``kind`` (``json``, ``pdf``) was last opened from or
        saved to, if any."""
        value = str(self._s.value(f"folders/{kind}", "") or "")
        return value or None

    def set_last_folder(self, kind: str, folder: str) -> None:
        self._s.setValue(f"folders/{kind}", folder)

    def phones_address(self) -> str | None:
        """The address the phones' server listened on last (Club ▸ Phones…)."""
        value = str(self._s.value("phones/address", "") or "")
        return value or None

    def phones_port(self, default: int) -> int:
        try:
            value = int(str(self._s.value("phones/port", default)))
        except ValueError:
            return default
        return value if 0 < value < 65536 else default

    def set_phones_server(self, address: str, port: int) -> None:
        self._s.setValue("phones/address", address)
        self._s.setValue("phones/port", port)

    def check_updates(self) -> bool:
        """Whether to ask the release feed for a new version at start (off by default)."""
        return str(self._s.value("updates/check", "false")).lower() == "true"

    def set_check_updates(self, on: bool) -> None:
        self._s.setValue("updates/check", "true" if on else "false")

    def last_update_check(self) -> datetime | None:
        try:
            return datetime.fromisoformat(str(self._s.value("updates/last", "")))
        except ValueError:
            return None

    def set_last_update_check(self, when: datetime) -> None:
        self._s.setValue("updates/last", when.isoformat())

    def sync(self) -> None:
        self._s.sync()
