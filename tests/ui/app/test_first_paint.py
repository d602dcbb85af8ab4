"""Issue 10: the window paints first and opens the database after it. Before the
store is open the welcome screen says so and only Settings and Quit work; then it
fills in (sessions, examples) and the store's state (read-only, warnings, a
damaged file, an emptied one beside backups) is told as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject

from scorekeeper.storage import open_store
from scorekeeper_ui.app import startup as app
from scorekeeper_ui.app.main_window import MainWindow
from scorekeeper_ui.widgets.settings import AppSettings

SESSION = {
    "game": "ultimate",
    "players": ["田中", "Őrs", "Zsófi"],
    "first_dealer": "Zsófi",
    "deals": [{"declarer": "Őrs", "bid": 30, "trump": "hearts", "result": {"declarer_points": 35}}],
}
HEAVY = (
    "sqlalchemy",
    "sqlmodel",
    "alembic",
    "reportlab",
    "babel",
    "scorekeeper_ui.session.chart",  # the running-totals chart, with the session screen
    "scorekeeper.games",  # the rules: every game module
    "scorekeeper.session.replay",  # the replay
    "scorekeeper.sheet",
    "scorekeeper_ui.session.page",
    "scorekeeper_ui.entry.editor",  # the deal forms (drafts and the games list are light)
    "scorekeeper_ui.entry.common",
    "scorekeeper.serve",  # the phones' server: only when Club ▸ Phones is switched on
    "starlette",
    "uvicorn",
    "jinja2",
)
BEFORE_THE_STORE = ("quit", "settings")


def modules_at_first_paint(db: Path, tmp_path: Path) -> list[str]:
    code = (
        "import sys; from scorekeeper_ui.launcher import main; rc = main(['--db', sys.argv[1]]); "
        "print('\\n'.join(sorted(sys.modules))); sys.exit(rc)"
    )
    env = dict(os.environ)
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "SCOREKEEPER_EXIT_AFTER": "paint",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    run = subprocess.run(
        [sys.executable, "-c", code, str(db)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert run.returncode == 0, run.stderr
    return run.stdout.split()


def test_nothing_heavy_is_imported_before_the_first_paint(tmp_path):
    db = tmp_path / "scorekeeper.sqlite"
    modules = modules_at_first_paint(db, tmp_path)
    assert "scorekeeper_ui.app.main_window" in modules and "PySide6.QtWidgets" in modules
    loaded = [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)]
    assert loaded == []
    assert not db.exists()  # nothing before the paint touched the database


class PaintLog(QObject):
    """Writes down the paints of a window: whether its store was open then."""

    def __init__(self, window: MainWindow, log: list[str]) -> None:
        super().__init__(window)
        self._window, self._log = window, log
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            store = "" if self._window.has_store() else " before the store"
            self._log.append("paint" + store)
        return False


def logged_windows(monkeypatch: pytest.MonkeyPatch, log: list[str]) -> None:
    """Every window the shell builds logs its paints and the moment its store is given."""
    build = app.Shell._new_window

    def new_window(shell: app.Shell) -> MainWindow:
        log.append("window")
        window = build(shell)
        PaintLog(window, log)
        window.store_attached.connect(lambda: log.append("store"))
        return window

    monkeypatch.setattr(app.Shell, "_new_window", new_window)


def test_the_window_paints_before_the_store_is_opened(tmp_path, messages, monkeypatch, qapp):
    db = tmp_path / "scorekeeper.sqlite"
    with open_store(str(db)) as store:
        store.create_session(SESSION)
    log: list[str] = []
    logged_windows(monkeypatch, log)
    monkeypatch.setenv("SCOREKEEPER_EXIT_AFTER", "store")  # end once the store is attached
    assert app.run(str(db)) == 0
    assert log[:2] == ["window", "paint before the store"]
    assert log.index("store") > 1 and log[-1] == "paint"  # the filled-in window is painted
    assert messages == []


def test_ready_is_the_sessions_listed_before_the_store_is_open(
    tmp_path, messages, monkeypatch, qapp
):
    """Issue 28: the welcome screen lists the sessions (storage's quick read) and is
    painted before SQLAlchemy is imported; ``ready`` ends the app there."""
    db = tmp_path / "scorekeeper.sqlite"
    with open_store(str(db)) as store:
        store.create_session(SESSION)
    log: list[str] = []
    listed: list[int] = []
    build = app.Shell._new_window

    def new_window(shell: app.Shell) -> MainWindow:
        window = build(shell)
        PaintLog(window, log)
        window.store_attached.connect(lambda: log.append("store"))
        return window

    monkeypatch.setattr(app.Shell, "_new_window", new_window)
    early = MainWindow.list_early
    monkeypatch.setattr(
        MainWindow,
        "list_early",
        lambda window, items: listed.append(len(items)) or early(window, items),
    )
    monkeypatch.setenv("SCOREKEEPER_EXIT_AFTER", "ready")
    assert app.run(str(db)) == 0
    assert listed == [1] and "store" not in log
    assert log[-1] == "paint before the store"
    assert messages == []


def test_a_session_chosen_in_the_early_list_opens_with_the_store(qtbot, store):
    from scorekeeper.storage.listing import quick_session_list

    sid = store.create_session(SESSION)
    window = MainWindow(None, AppSettings())
    qtbot.addWidget(window)
    window.show()
    window.list_early(store.list_sessions())
    assert window.welcome.is_filled() and window.welcome.model.rowCount() == 1
    assert not window.welcome.new_button.isEnabled()  # writable or not: the store says
    window.welcome.recent.activated.emit(window.welcome.model.index(0, 0))
    assert window.result() is None  # no store yet: nothing opened, nothing lost
    window.attach_store(store)
    window.resume()
    assert window.session_id() == sid
    assert quick_session_list("sqlite://") is None  # an in-memory database: the store only


def test_before_the_store_only_settings_and_quit_work(qtbot):
    window = MainWindow(None, AppSettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.has_store() and not window.welcome.is_filled()
    assert window.welcome.opening.isVisible()
    assert not window.welcome.new_button.isEnabled()
    for name, action in window.menu_actions.items():
        if name not in ("undo", "redo"):  # the undo stack's own (off: it is empty)
            assert action.isEnabled() == (name in BEFORE_THE_STORE), name
    window.close()  # closing before the store is open keeps the geometry
    assert AppSettings().bytes("window/geometry") is not None


def test_the_welcome_screen_fills_in_when_the_store_is_attached(qtbot, store):
    store.create_session(SESSION)
    window = MainWindow(None, AppSettings())
    qtbot.addWidget(window)
    window.show()
    window.attach_store(store)
    assert window.welcome.is_filled() and not window.welcome.opening.isVisible()
    assert window.welcome.model.rowCount() == 1
    assert window.welcome.new_button.isEnabled()
    assert sorted(window.welcome.example_buttons) == sorted(
        ["ulti", "marjapussi", "huutopussi", "zwanzigerrufen", "ultimate"]
    )
    for name in ("new_session", "open", "import_json", "settings", "quit"):
        assert window.menu_actions[name].isEnabled(), name
    assert not window.menu_actions["new_deal"].isEnabled()  # no session is open yet
    window.welcome.recent.activated.emit(window.welcome.model.index(0, 0))
    assert window.result() is not None and window.result().record.players[0] == "田中"


def test_a_store_attached_late_tells_its_state_once(qtbot, store, messages):
    store.read_only = "the file is read-only"
    store.warnings = ("scorekeeper.sqlite: today's backup could not be written (disk full)",)
    window = MainWindow(None, AppSettings())
    qtbot.addWidget(window)
    window.show()
    assert "read-only" not in window.windowTitle()
    window.attach_store(store)
    assert "read-only: the file is read-only" in window.windowTitle()
    assert not window.menu_actions["new_session"].isEnabled()
    assert not window.welcome.new_button.isEnabled()
    qtbot.waitUntil(lambda: len(messages) == 1)
    assert messages[0][0] == "info" and "backup could not be written" in messages[0][2]


@pytest.mark.parametrize(
    ("content", "reason"),
    [(b"not a database " * 200, "not an SQLite file"), (None, "it is a folder")],
    ids=["damaged-file", "folder"],
)
def test_a_database_that_cannot_be_opened_is_said_over_the_window(
    tmp_path, messages, qapp, content, reason
):
    db = tmp_path / "scorekeeper.sqlite"
    if content is None:
        db.mkdir()
    else:
        db.write_bytes(content)
    assert app.run(str(db)) == 2
    [(kind, title, text)] = messages
    assert kind == "error" and title == "Scorekeeper" and reason in text
    if content is not None:
        assert db.read_bytes() == content  # left untouched


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", ["window", "fonts", "store"]), ("ja", ["fonts", "window", "store"])],
    ids=["english-after-the-paint", "japanese-before-the-window"],
)
def test_the_shipped_fonts_come_before_any_text_that_needs_them(
    qapp, tmp_path, monkeypatch, language, expected
):
    """Japanese window texts need IPAexGothic at the first paint; English ones
    only when the store's names (田中, Őrs) are shown."""
    log: list[str] = []
    monkeypatch.setattr(app, "use_shipped_fonts", lambda _app: log.append("fonts") or [])
    logged_windows(monkeypatch, log)
    settings = AppSettings()
    settings.set_language(language)
    shell = app.Shell(qapp, None, settings)
    try:
        assert shell.open_store(str(tmp_path / "scorekeeper.sqlite"))
        assert shell.window.welcome.is_filled()
    finally:
        shell.translations.install(qapp, "en")
        shell.close()
    assert [e for e in log if not e.startswith("paint")] == expected


def test_an_unknown_exit_hook_is_refused(monkeypatch):
    from scorekeeper_ui.app.first_paint import exit_mode

    monkeypatch.setenv("SCOREKEEPER_EXIT_AFTER", "later")
    with pytest.raises(ValueError, match="SCOREKEEPER_EXIT_AFTER: must be one of paint, ready"):
        exit_mode()


def test_work_after_a_paint_runs_once_and_also_for_a_window_never_painted(qtbot):
    from PySide6.QtWidgets import QWidget

    from scorekeeper_ui.app.first_paint import after_paint

    painted, both, hidden = QWidget(), QWidget(), QWidget()
    for widget in (painted, both, hidden):
        qtbot.addWidget(widget)
    runs: list[str] = []
    after_paint(painted, lambda: runs.append("painted"), fallback_ms=60_000)
    after_paint(both, lambda: runs.append("both"), fallback_ms=50)
    after_paint(hidden, lambda: runs.append("hidden"), fallback_ms=50)  # minimised, say
    painted.show()
    both.show()
    qtbot.waitUntil(lambda: "painted" in runs)  # not waiting for its fallback
    qtbot.waitUntil(lambda: "hidden" in runs)
    qtbot.wait(200)  # both the paint and the fallback of "both" have come
    assert sorted(runs) == ["both", "hidden", "painted"]
