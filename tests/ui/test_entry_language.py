"""The deal form decides "still to fill in" or "wrong" by the error's code, and says
the reason in the window's language (here Japanese)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from ui_keys import shortcut, wait_dialog

from ui.i18n import Translations

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
SESSION = {"game": "ultimate", "players": PLAYERS, "first_dealer": "Dai", "deals": []}


@pytest.fixture
def japanese(qapp):
    translations = Translations()
    translations.install(qapp, "ja")
    yield
    translations.install(qapp, "en")


@pytest.fixture
def editor(qtbot, japanese, make_window, store):
    window = make_window()
    window.open_session(store.create_session(SESSION))
    qtbot.waitUntil(window.page.table.hasFocus)
    shortcut(qtbot, window, Qt.Key.Key_D)
    dialog = wait_dialog(qtbot, window)
    yield dialog.editor
    dialog.reject()  # the next test's window gets the keyboard back


def test_a_new_deal_form_opens_as_still_to_fill_in(editor):
    assert editor.error_field()  # something is still to fill in ...
    assert editor.error.styleSheet() == ""  # ... which is not shown as a fault
    assert editor.marked_widget() is None
    assert "必須の項目がありません" not in editor.error.text()


def test_a_wrong_value_shows_the_japanese_reason(editor):
    # rules/ultimate.md "Auction": bids are whole numbers up to 100, so 101 is wrong.
    editor.set_record(
        {"declarer": "Aki", "bid": 101, "trump": "spades", "result": {"declarer_points": 52}}
    )
    assert editor.error_field() == "bid"
    assert editor.error.text().endswith(": 101 は 1〜100 の範囲外です")
    assert editor.marked_widget() is editor.form.bid
    assert editor.form.bid.toolTip() == "101 は 1〜100 の範囲外です"
    assert "#d32f2f" in editor.error.styleSheet()
