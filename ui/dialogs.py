"""Every message box and file chooser of the app, in one place.

Widgets call these functions instead of building ``QMessageBox`` or
``QFileDialog`` themselves, so the tests replace them (monkeypatch) and never
wait on a real modal. The two classes are reached through ``QtWidgets`` when a
box is shown: importing them by name makes PySide create their enums at once,
before the window's first paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtWidgets
from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """A problem the player must read (invalid file, failed save, ...)."""
    QtWidgets.QMessageBox.warning(parent, title, text)


def show_info(parent: QWidget | None, title: str, text: str) -> None:
    QtWidgets.QMessageBox.information(parent, title, text)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes/No with No as the default, for anything that throws work away."""
    box = QtWidgets.QMessageBox
    answer = box.question(
        parent,
        title,
        text,
        box.StandardButton.Yes | box.StandardButton.No,
        box.StandardButton.No,
    )
    return answer == box.StandardButton.Yes


def offer(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes/No with Yes as the default, for getting work back (a draft left by a crash)."""
    box = QtWidgets.QMessageBox
    answer = box.question(
        parent,
        title,
        text,
        box.StandardButton.Yes | box.StandardButton.No,
        box.StandardButton.Yes,
    )
    return answer == box.StandardButton.Yes


def json_filter() -> str:
    return QCoreApplication.translate("dialogs", "Session records (*.json);;All files (*)")


def pdf_filter() -> str:
    return QCoreApplication.translate("dialogs", "PDF files (*.pdf)")


def ask_open_path(parent: QWidget | None, title: str, name_filter: str) -> str | None:
    path, _ = QtWidgets.QFileDialog.getOpenFileName(parent, title, "", name_filter)
    return path or None


def ask_save_path(
    parent: QWidget | None, title: str, suggested: str, name_filter: str
) -> str | None:
    path, _ = QtWidgets.QFileDialog.getSaveFileName(parent, title, suggested, name_filter)
    return path or None
