"""Unexpected errors in the window: the traceback goes to the log file
(:mod:`scorekeeper.host.logfile`) and one dialog says so, with a "Copy details"
button that puts the traceback, the versions and the platform on the clipboard
for a bug report (``docs/ui.md``, "When something goes wrong").

:func:`install` (``ui.app.run``) makes :func:`report` the exception hook of the
process: ``sys.excepthook`` (an exception that escapes a slot or an event
handler: PySide hands it there, and the app goes on) and
``threading.excepthook`` (a worker thread's; the dialog is shown by the main
thread). :func:`start_log` opens the log file after the window's first paint
(``logging`` is not imported before it); until then :mod:`faulthandler` writes
to standard error, after it to ``faults.log`` beside the log.

A burst of errors (a failing paint, a timer) makes one dialog, not one each:
while it is open, later errors are logged, counted in it and added to what
"Copy details" copies. The core's refusals (a record that cannot be right, a
storage error, a file that cannot be read or written) are not errors of the
program: :func:`show_failure` shows them as before, in the window's language,
and reports only the rest.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QWidget

_reporter: _Reporter | None = None
_dialog: ErrorDialog | None = None


class _Reporter(QObject):
    """Lives in the main thread: a worker thread's error reaches the dialog through
    its signal (a queued call)."""

    failed = Signal(str, str, object)  # summary, traceback, the log file or None

    def __init__(self) -> None:
        super().__init__()
        self.failed.connect(_show)


def install() -> None:
    """:func:`report` as ``sys.excepthook`` and ``threading.excepthook``;
    :mod:`faulthandler` on (standard error until :func:`start_log`)."""
    global _reporter
    if _reporter is None:
        _reporter = _Reporter()
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    import contextlib
    import faulthandler

    if not faulthandler.is_enabled() and sys.stderr is not None:
        # a standard error without a file descriptor (pythonw): none until the log
        with contextlib.suppress(RuntimeError, ValueError, OSError):
            faulthandler.enable(all_threads=True)


def start_log(*notes: str) -> Path | None:
    """Open the log file (and faults.log) and note the start in it, then each of
    ``notes`` on a line; the log file, or ``None`` when it cannot be written
    (errors are still shown)."""
    from scorekeeper.host import logfile

    try:
        path = logfile.start()
        logfile.logger().info("started; %s", logfile.about(qt_versions()).replace("\n", "; "))
        for note in notes:
            logfile.logger().info("%s", note)
    except OSError:
        return None
    return path


def qt_versions() -> str:
    import PySide6
    from PySide6.QtCore import qVersion

    return f"PySide6 {PySide6.__version__}, Qt {qVersion()}"


def expected(error: BaseException) -> bool:
    """A refusal the player reads as it is (not a bug): a record that cannot be
    right, a storage error, a file that cannot be read or written."""
    from scorekeeper.errors import RecordError
    from scorekeeper.host.json_files import CommandError
    from scorekeeper.session.store import StorageError  # (after the first paint)

    return isinstance(error, RecordError | StorageError | CommandError | OSError)


def show_failure(
    parent: QWidget | None, title: str, error: BaseException, *, wait: bool = False
) -> None:
    """What the window's ``except Exception`` do: a refusal as one message under
    ``title`` (:func:`ui.widgets.dialogs.show_error`), anything else goes to :func:`report`
    (``wait``: until the error dialog is closed, as a message box would)."""
    from scorekeeper_ui.widgets import dialogs
    from scorekeeper_ui.widgets.i18n import describe

    if expected(error):
        dialogs.show_error(parent, title, describe(error))
    else:
        report(error, wait=wait)


def report(error: BaseException, *, wait: bool = False) -> None:
    """``error``'s traceback into the log file and the one error dialog (from
    any thread; the dialog is shown by the main thread). ``wait``: the main
    thread returns when the dialog is closed (the app is about to end)."""
    from scorekeeper.host import logfile

    where = logfile.log_exception(error)
    summary = f"{type(error).__name__}: {error}"
    details = logfile.traceback_text(error)
    if sys.stderr is not None:  # a terminal's reader sees it as before
        sys.stderr.write(details)
    if threading.current_thread() is threading.main_thread():
        _show(summary, details, where)
        if wait and _dialog is not None:
            _dialog.exec()
    elif _reporter is not None:
        _reporter.failed.emit(summary, details, where)


def current_dialog() -> ErrorDialog | None:
    """The error dialog on screen, if any."""
    return _dialog


def _excepthook(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    try:
        report(error.with_traceback(trace))
    except Exception:  # the report itself failed: Python's own print, at least
        sys.__excepthook__(kind, error, trace)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None or issubclass(args.exc_type, SystemExit):
        return
    try:
        report(args.exc_value.with_traceback(args.exc_traceback))
    except Exception:
        threading.__excepthook__(args)


def _show(summary: str, details: str, where: Path | None) -> None:
    """The error dialog, or one more error in the one already shown."""
    global _dialog
    if QApplication.instance() is None:
        return  # no window: the log has it
    if _dialog is None:
        _dialog = ErrorDialog(summary, details, where)
        _dialog.finished.connect(_closed)
        _dialog.show()
        _dialog.raise_()
        _dialog.activateWindow()
    else:
        _dialog.add(details)


def _closed() -> None:
    global _dialog
    if _dialog is not None:
        _dialog.deleteLater()
    _dialog = None


class ErrorDialog(QDialog):
    """What the player sees of an unexpected error: what it was, where the log
    file is, "Copy details" and Close. Application-modal but not a nested event
    loop: it is shown from inside the failed slot."""

    def __init__(self, summary: str, details: str, where: Path | None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QVBoxLayout

        super().__init__(None)
        self.setWindowTitle(self.tr("Scorekeeper: an unexpected error"))
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.details = [details]
        layout = QVBoxLayout(self)
        message = QLabel(
            self.tr("Scorekeeper met an error it did not expect:") + f"\n\n{summary}", self
        )
        message.setWordWrap(True)
        message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if where is None:
            log_text = self.tr("The log file could not be written.")
        else:
            log_text = self.tr("The details are in the log file:\n{path}").format(path=where)
        log = QLabel(log_text, self)
        log.setWordWrap(True)
        log.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        report_text = self.tr(
            "Copy details puts them on the clipboard, to paste into a bug report."
        )
        hint = QLabel(report_text, self)
        hint.setWordWrap(True)
        self.more: QLabel = QLabel(self)
        self.more.setWordWrap(True)
        self.more.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self.tr("&Copy details"), self)
        self.copy_button.setAutoDefault(False)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        for widget in (message, log, hint, self.more, buttons):
            layout.addWidget(widget)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus()
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)

    def add(self, details: str) -> None:
        """One more error of the burst."""
        self.details.append(details)
        self.more.setText(
            self.tr("More errors came after it: {count}. They are in the log file too.").format(
                count=len(self.details) - 1
            )
        )
        self.more.show()

    def details_text(self) -> str:
        """What "Copy details" copies: the versions, the platform, every traceback."""
        from scorekeeper.host.logfile import about

        return about(qt_versions()) + "\n\n" + "\n".join(self.details)

    def copy_details(self) -> None:
        QApplication.clipboard().setText(self.details_text())
        self.copy_button.setText(self.tr("Copied"))
