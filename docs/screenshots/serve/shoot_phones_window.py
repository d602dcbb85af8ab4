"""Club ▸ Phones… in a real window: the main window with a pending deal from a
phone under the totals, and the Phones window beside it with its server on at
127.0.0.1, a phone having opened the follow link (``docs/serve.md``, "In the
window").

    Xvfb :99 -screen 0 1840x900x24 &
    DISPLAY=:99 .venv/bin/python docs/screenshots/serve/shoot_phones_window.py

Writes ``phones-window-<lang>.png`` (the links tab) and ``phones-organiser-<lang>.png``
(the organiser's tab), English and Japanese, beside this script, each through
ImageMagick's ``import -window root``. One run per shot (each in a process of its
own: a fresh application in its language).
"""

from __future__ import annotations

import http.cookiejar
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
PORT = 8799
SHOTS = [("en", 0, "window"), ("en", 1, "organiser"), ("ja", 0, "window"), ("ja", 1, "organiser")]


def main() -> int:
    if len(sys.argv) == 1:
        for language, tab, name in SHOTS:
            out = HERE / f"phones-{name}-{language}.png"
            subprocess.run([sys.executable, __file__, language, str(tab), str(out)], check=True)
        return 0
    shoot(sys.argv[1], int(sys.argv[2]), sys.argv[3])
    return 0


def shoot(language: str, tab: int, out: str) -> None:
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    folder = Path(tempfile.mkdtemp())
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    app = QApplication(sys.argv)
    from scorekeeper_ui.widgets.i18n import Translations

    translations = Translations()
    translations.install(app, language)
    window, phones = evening(folder)
    phones.tabs.setCurrentIndex(tab)

    def take() -> None:
        subprocess.run(["import", "-window", "root", out], check=True)
        phones.switch_off()
        app.quit()

    QTimer.singleShot(2500, take)
    app.exec()
    window.close()


def evening(folder: Path) -> tuple[Any, Any]:
    sys.path.insert(0, str(ROOT))
    from scorekeeper.sheet.phones import phone_device
    from scorekeeper.storage import open_store
    from scorekeeper_ui.app.main_window import MainWindow
    from scorekeeper_ui.widgets.settings import AppSettings
    from tests.storage.storage_records import THREE_DEALS, ult, ultimate_session

    store = open_store(str(folder / "club.sqlite"))
    table = store.create_session(ultimate_session(*THREE_DEALS))
    store.propose_deal(table, ult("Ben", 41, 50), phone_device("3f9a1c2b"))
    window = MainWindow(store, AppSettings())
    window.resize(900, 700)
    window.move(0, 0)
    window.show()
    window.open_session(table)
    window.show_phones()
    phones = window.club.phones_window
    loopback = next(i for i, c in enumerate(phones.choices) if c.address == "127.0.0.1")
    phones.address.setCurrentIndex(loopback)
    phones.port.setValue(PORT)
    phones.switch_on()
    cookies = urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
    urllib.request.build_opener(cookies).open(phones.server.links()[0][2], timeout=5)
    phones.move(920, 0)
    phones.resize(900, 860)
    phones.refresh()
    return window, phones


if __name__ == "__main__":
    raise SystemExit(main())
