"""Every message box and file chooser of the app, in one place.

Widgets call these functions instead of building ``QMessageBox`` or
``QFileDialog`` themselves, so the tests replace them (monkeypatch) and never
wait on a real modal. The two classes are reached through ``QtWidgets`` when a
box is shown: importing them by name makes PySide create their enums at once,
before the window's first paint.

A file chooser opens in the folder last used for that kind of file (``json``
session records, ``csv`` and ``pdf`` score sheets; remembered in the settings), else in the
user's Documents folder, else at home: never in the working directory the app was
started from.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorekeeper_ui.widgets.settings import AppSettings


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """A problem the player must read (invalid file, failed save, ...)."""
    QtWidgets.QMessageBox.warning(parent, title, text)


def show_info(parent: QWidget | None, title: str, text: str) -> None:
    QtWidgets.QMessageBox.information(parent, title, text)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes/No with No as the default, for anything that throws work away."""
    return _yes(parent, title, text, default_yes=False)


def offer(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes/No with Yes as the default, for getting work back (a draft left by a crash)."""
    return _yes(parent, title, text, default_yes=True)


def _yes(parent: QWidget | None, title: str, text: str, *, default_yes: bool) -> bool:
    button = QtWidgets.QMessageBox.StandardButton
    default = button.Yes if default_yes else button.No
    answer = QtWidgets.QMessageBox.question(parent, title, text, button.Yes | button.No, default)
    return answer == button.Yes


def skip_or_replace(parent: QWidget | None, title: str, text: str) -> str:
    """A file holds a session that is stored already and differs: ``"skip"`` (keep
    the stored one, the default), ``"replace"`` (the file's overwrites it) or
    ``"cancel"``."""
    box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Question, title, text, parent=parent)
    role = QtWidgets.QMessageBox.ButtonRole
    skip = box.addButton(QCoreApplication.translate("dialogs", "Skip"), role.AcceptRole)
    replace = box.addButton(QCoreApplication.translate("dialogs", "Replace"), role.DestructiveRole)
    cancel = box.addButton(QtWidgets.QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(skip)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    return "skip" if clicked is skip else "replace" if clicked is replace else "cancel"


def json_filter() -> str:
    return QCoreApplication.translate("dialogs", "Session records (*.json);;All files (*)")


def csv_filter() -> str:
    return QCoreApplication.translate("dialogs", "CSV files (*.csv)")


def pdf_filter() -> str:
    return QCoreApplication.translate("dialogs", "PDF files (*.pdf)")


def start_folder(settings: AppSettings, kind: str) -> str:
    """Where a chooser for a file of ``kind`` opens: the folder last used for that
    kind while it still exists, else the user's Documents folder, else home."""
    remembered = settings.last_folder(kind)
    if remembered and Path(remembered).is_dir():
        return remembered
    paths = QtCore.QStandardPaths
    documents = paths.writableLocation(paths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return documents
    return str(Path.home())


def ask_open_path(
    parent: QWidget | None, title: str, name_filter: str, settings: AppSettings, kind: str
) -> str | None:
    path, _ = QtWidgets.QFileDialog.getOpenFileName(
        parent, title, start_folder(settings, kind), name_filter
    )
    return _remembered(settings, kind, path)


def ask_save_path(
    parent: QWidget | None,
    title: str,
    suggested: str,
    name_filter: str,
    settings: AppSettings,
    kind: str,
) -> str | None:
    """A file name to write, the ``suggested`` name offered in the start folder."""
    start = str(Path(start_folder(settings, kind)) / suggested)
    path, _ = QtWidgets.QFileDialog.getSaveFileName(parent, title, start, name_filter)
    return _remembered(settings, kind, path)


def _remembered(settings: AppSettings, kind: str, path: str) -> str | None:
    """``path`` (None when the chooser was cancelled), its folder remembered."""
    if not path:
        return None
    settings.set_last_folder(kind, str(Path(path).parent))
    return path
