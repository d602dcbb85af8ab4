"""Every message box and file chooser of the app, in one place.

Widgets call these functions instead of building ``QMessageBox`` or
``QFileDialog`` themselves, so the tests replace them (monkeypatch) and never
wait on a real modal.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """A problem the player must read (invalid file, failed save, ...)."""
    QMessageBox.warning(parent, title, text)


def show_info(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.information(parent, title, text)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes/No with No as the default, for anything that throws work away."""
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def json_filter() -> str:
    return QCoreApplication.translate("dialogs", "Session records (*.json);;All files (*)")


def pdf_filter() -> str:
    return QCoreApplication.translate("dialogs", "PDF files (*.pdf)")


def ask_open_path(parent: QWidget | None, title: str, name_filter: str) -> str | None:
    path, _ = QFileDialog.getOpenFileName(parent, title, "", name_filter)
    return path or None


def ask_save_path(
    parent: QWidget | None, title: str, suggested: str, name_filter: str
) -> str | None:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, name_filter)
    return path or None
