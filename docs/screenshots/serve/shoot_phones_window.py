"""Club ▸ Phones… on a real X display (Xvfb), server on at 127.0.0.1, in one language."""
import sys, tempfile, subprocess, time
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
lang, out, tab = sys.argv[1], sys.argv[2], int(sys.argv[3])
tmp = Path(tempfile.mkdtemp())
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
app = QApplication(sys.argv)
from scorekeeper_ui.widgets.i18n import Translations
t = Translations(); t.install(app, lang)
from scorekeeper.storage import open_store
from scorekeeper.sheet.phones import phone_device
sys.path.insert(0, "/work/wt-window")
from tests.storage.storage_records import THREE_DEALS, ult, ultimate_session
store = open_store(str(tmp / "club.sqlite"))
a = store.create_session(ultimate_session(*THREE_DEALS))
store.propose_deal(a, ult("Ben", 41, 50), phone_device("3f9a1c2b"))
from scorekeeper_ui.app.main_window import MainWindow
from scorekeeper_ui.widgets.settings import AppSettings
w = MainWindow(store, AppSettings()); w.resize(900, 700); w.move(0, 0); w.show()
w.open_session(a)
w.show_phones()
p = w.club.phones_window
i = next(i for i, c in enumerate(p.choices) if c.address == "127.0.0.1")
p.address.setCurrentIndex(i); p.port.setValue(8799)
p.switch_on()
import urllib.request, http.cookiejar
op = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
op.open(p.server.links()[0][2], timeout=5)
p.tabs.setCurrentIndex(tab)
p.move(920, 0); p.resize(900, 860)
p.refresh()
def shot():
    subprocess.run(["import", "-window", "root", out], check=True)
    p.switch_off(); app.quit()
QTimer.singleShot(2500, shot)
app.exec()
