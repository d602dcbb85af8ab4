"""Issue 14: an unexpected error in the window (an exception escaping a slot, a
worker thread's, one met by an ``except Exception`` of the window) writes its
traceback to the log file and shows one dialog, whatever the number of errors
in a burst, with "Copy details" putting the traceback, the versions and the
platform on the clipboard. The core's refusals are shown as before.

``qt_no_exception_capture``: pytest-qt would take ``sys.excepthook`` itself (and
fail the test on the error these tests cause on purpose)."""

from __future__ import annotations

import platform
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from scorekeeper import __version__
from scorekeeper.errors import Msg, RecordError
from scorekeeper.session.store import StorageError
from scorekeeper_ui.widgets import crash

pytestmark = pytest.mark.qt_no_exception_capture


@pytest.fixture
def hooks(monkeypatch, tmp_path):
    """``crash.install()`` for one test: the hooks are put back after it, and any
    error dialog left open is closed. The log folder: the test's."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    crash.install()
    yield tmp_path / "logs" / "scorekeeper.log"
    dialog = crash.current_dialog()
    if dialog is not None:
        dialog.reject()


def error_dialogs() -> list[crash.ErrorDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, crash.ErrorDialog)]


def failing_button(qtbot, message: str) -> QPushButton:
    def forced_failure() -> None:
        raise ZeroDivisionError(message)

    button = QPushButton("fail")
    qtbot.addWidget(button)
    button.clicked.connect(forced_failure)
    return button


def test_an_error_in_a_slot_is_logged_and_shown_once(qtbot, hooks):
    log = hooks
    button = failing_button(qtbot, "forced in a slot")
    button.click()  # PySide hands the exception to sys.excepthook; the app goes on

    text = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "in forced_failure" in text and "ZeroDivisionError: forced in a slot" in text
    dialog = crash.current_dialog()
    assert dialog is not None and dialog.isVisible()
    assert error_dialogs() == [dialog]
    labels = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "ZeroDivisionError: forced in a slot" in labels and str(log) in labels

    button.click()  # a burst: two more, the same one dialog
    button.click()
    assert log.read_text(encoding="utf-8").count("ZeroDivisionError: forced in a slot") == 3
    assert [d for d in error_dialogs() if d.isVisible()] == [dialog]
    assert dialog.more.isVisible() and "2" in dialog.more.text()

    QApplication.clipboard().clear()
    dialog.copy_button.click()
    copied = QApplication.clipboard().text()
    assert copied.count("ZeroDivisionError: forced in a slot") == 3
    assert copied.count("Traceback (most recent call last)") == 3
    assert "in forced_failure" in copied
    assert f"Scorekeeper {__version__}" in copied
    assert f"Python {platform.python_version()}" in copied
    assert platform.platform() in copied and "PySide6 " in copied
    assert dialog.isVisible()  # copying does not close it

    dialog.reject()  # closed: the next error has a dialog of its own
    assert crash.current_dialog() is None
    button.click()
    again = crash.current_dialog()
    assert again is not None and again is not dialog and not again.more.isVisible()


def test_a_worker_threads_error_is_shown_by_the_main_thread(qtbot, hooks):
    def work() -> None:
        raise KeyError("forced in a thread")

    thread = threading.Thread(target=work, name="worker-7")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: crash.current_dialog() is not None)
    text = hooks.read_text(encoding="utf-8")
    assert "[worker-7]" in text and "KeyError: 'forced in a thread'" in text
    assert len([d for d in error_dialogs() if d.isVisible()]) == 1


def test_the_dialog_says_when_the_log_cannot_be_written(qtbot, hooks, monkeypatch, tmp_path):
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv("SCOREKEEPER_LOG_DIR", str(blocked / "logs"))
    failing_button(qtbot, "no log").click()
    dialog = crash.current_dialog()
    assert dialog is not None
    labels = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "The log file could not be written." in labels
    assert "ZeroDivisionError: no log" in dialog.details_text()


def test_an_unexpected_error_when_opening_a_session_goes_to_the_log(
    qtbot, hooks, make_window, store, messages, monkeypatch
):
    """One of the window's ``except Exception``: a refusal is a message box as
    before; anything else is a bug, logged and shown in the error dialog."""
    window = make_window()
    monkeypatch.setattr(
        store, "snapshot", lambda _id: (_ for _ in ()).throw(StorageError("db: busy"))
    )
    window.open_session(7)
    assert messages == [("error", "Cannot open the session", "db: busy")]
    assert crash.current_dialog() is None and not hooks.exists()

    monkeypatch.setattr(store, "snapshot", lambda _id: {}["forced"])
    window.open_session(7)
    assert len(messages) == 1  # no message box for it
    assert crash.current_dialog() is not None
    text = hooks.read_text(encoding="utf-8")
    assert "KeyError: 'forced'" in text and "in open_session" in text


def test_a_refused_new_session_is_still_a_message(qtbot, hooks, make_window, store, messages):
    window = make_window()

    class Dialog:
        def session_json(self):
            return {"game": "ulti"}

        def people(self):
            return None

    window.library.create_session(Dialog())
    assert [m[:2] for m in messages] == [("error", "Cannot create the session")]
    assert crash.current_dialog() is None and not hooks.exists()


def test_expected_errors():
    assert crash.expected(RecordError("players", Msg("two players have one name")))
    assert crash.expected(StorageError("db: locked"))
    assert crash.expected(OSError(28, "No space left on device"))
    assert not crash.expected(ZeroDivisionError("a bug"))
    assert not crash.expected(AttributeError("a bug"))


def test_the_log_folder_is_the_tests(hooks):
    assert Path(hooks).parent.name == "logs"
