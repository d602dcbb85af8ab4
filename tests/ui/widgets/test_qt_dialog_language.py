"""Qt's own dialogs speak the window's language (issue 11, item 7): Qt's file dialog
(the non-native one, which Linux desktops without a platform theme get) said "Look in"
and "Files of type" in a Japanese window. Qt 6 gave those labels mnemonics
("&Look in:", "Files of &type:") and the qtbase_ja.qm shipped with PySide6 has only
the old texts; resources/i18n/qtbase_missing_ja.ts adds them. The message boxes'
standard buttons come from qtbase_ja itself.

Expected texts, by hand: the two added labels as Windows' Japanese file dialog says
them (ファイルの場所, ファイルの種類) with the English mnemonic letters; the rest
Qt's Japanese catalog's words (ファイル名(&N):, 開く(&O), 保存(&S), キャンセル,
はい(&Y), いいえ(&N))."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QPushButton, QWidget

from scorekeeper_ui.widgets.i18n import Translations


@pytest.fixture
def translations(qapp):
    installed = Translations()
    yield lambda language: installed.install(qapp, language)
    installed.install(qapp, "en")


def file_dialog(qtbot, mode: QFileDialog.AcceptMode) -> QFileDialog:
    dialog = QFileDialog(None, "Scorekeeper", "", "Session records (*.json)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(mode)
    qtbot.addWidget(dialog)
    return dialog


def label(dialog: QWidget, name: str) -> str:
    found = dialog.findChild(QLabel, name)
    assert found is not None
    return found.text()


def words(dialog: QWidget) -> list[str]:
    """Every text the dialog shows: labels, buttons, tooltips."""
    texts = [w.text() for w in dialog.findChildren(QLabel)]
    texts += [b.text() for b in dialog.findChildren(QPushButton)]
    texts += [w.toolTip() for w in dialog.findChildren(QWidget)]
    return [t for t in texts if t]


def test_the_file_dialog_labels_are_japanese(qtbot, translations) -> None:
    translations("ja")
    dialog = file_dialog(qtbot, QFileDialog.AcceptMode.AcceptOpen)
    assert label(dialog, "lookInLabel") == "ファイルの場所(&L):"
    assert label(dialog, "fileTypeLabel") == "ファイルの種類(&T):"
    assert label(dialog, "fileNameLabel") == "ファイル名(&N):"
    assert sorted(b.text() for b in dialog.findChildren(QPushButton)) == ["キャンセル", "開く(&O)"]
    # No English word left anywhere (a mnemonic "(&L)" is no word).
    english = [t for t in words(dialog) if re.search("[A-Za-z]", re.sub(r"\(&.\)", "", t))]
    assert english == []


def test_the_save_dialog_is_japanese_too(qtbot, translations) -> None:
    translations("ja")
    dialog = file_dialog(qtbot, QFileDialog.AcceptMode.AcceptSave)
    assert "保存(&S)" in [b.text() for b in dialog.findChildren(QPushButton)]
    assert label(dialog, "lookInLabel") == "ファイルの場所(&L):"


def test_back_in_english_the_labels_are_english(qtbot, translations) -> None:
    translations("ja")
    translations("en")
    dialog = file_dialog(qtbot, QFileDialog.AcceptMode.AcceptOpen)
    assert label(dialog, "lookInLabel") == "&Look in:"
    assert label(dialog, "fileTypeLabel") == "Files of &type:"


def test_message_box_buttons_are_japanese(qtbot, translations) -> None:
    translations("ja")
    box = QMessageBox()
    qtbot.addWidget(box)
    buttons = QMessageBox.StandardButton
    # The buttons of ui.dialogs: confirm's Yes/No, show_error's and show_info's OK.
    box.setStandardButtons(buttons.Yes | buttons.No | buttons.Ok)
    texts = {box.button(b).text() for b in (buttons.Yes, buttons.No, buttons.Ok)}
    assert texts == {"はい(&Y)", "いいえ(&N)", "OK"}
