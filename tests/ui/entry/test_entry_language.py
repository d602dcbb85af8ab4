"""The deal form and the new-session form decide "still to fill in" or "wrong" by
the error's code, and say the reason in the window's language (here Japanese)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_entry_edit import EXAMPLES

from scorekeeper.errors import Code, RecordError
from scorekeeper_ui.entry.auction import read_number_bid
from scorekeeper_ui.entry.common import NumberEdit
from scorekeeper_ui.entry.editor import DealEditor
from scorekeeper_ui.library.new_session import NewSessionDialog
from scorekeeper_ui.widgets.i18n import Translations
from scorekeeper_ui.widgets.palette import ERROR
from tests.ui.contexts import deal_context
from tests.ui.ui_keys import shortcut, wait_dialog

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


@pytest.mark.parametrize("game_id", list(EXAMPLES))
def test_every_game_opens_its_form_as_still_to_fill_in(qtbot, japanese, game_id):
    players, rules, example = EXAMPLES[game_id]
    editor = DealEditor(deal_context(game_id, players, example["dealer"], rules))
    qtbot.addWidget(editor)
    assert editor.error_field() and editor.error.text().endswith(": 未入力")
    assert editor.error.styleSheet() == "" and editor.marked_widget() is None


def test_a_wrong_value_shows_the_japanese_reason(editor):
    # docs/rules/ultimate.md "Auction": bids are whole numbers up to 100, so 101 is wrong.
    editor.set_record(
        {"declarer": "Aki", "bid": 101, "trump": "spades", "result": {"declarer_points": 52}}
    )
    assert editor.error_field() == "bid"
    assert editor.error.text().endswith(": 101 は 1〜100 の範囲外です")
    assert editor.marked_widget() is editor.form.bid
    assert editor.form.bid.toolTip() == "101 は 1〜100 の範囲外です"
    assert ERROR[0].name() in editor.error.styleSheet()  # the light palette's red


def test_the_new_session_form_hints_at_empty_seats_and_says_why_in_japanese(qtbot, japanese):
    dialog = NewSessionDialog(["Anna", "Béla"])
    qtbot.addWidget(dialog)
    assert dialog.error.text() == "席 1: 名前を入力してください。"  # a hint while filling in ...
    assert not dialog.error.isEnabled()  # ... not a fault
    assert all(edit.styleSheet() == "" for edit in dialog.names)
    for edit, name in zip(dialog.names, ["Anna", "Béla", "Anna", "Dóra"], strict=False):
        edit.setText(name)
    assert dialog.error.text() == "players: 同じ名前が 2 回あります"
    assert dialog.error.isEnabled() and dialog.names[2].styleSheet() != ""


def test_text_the_form_cannot_read_carries_a_code(qtbot, japanese):
    edit = NumberEdit("bid")
    qtbot.addWidget(edit)
    edit.setText("abc")
    with pytest.raises(RecordError) as number:
        edit.value()
    assert (number.value.field, number.value.code) == ("bid", Code.NOT_INTEGER)
    assert number.value.render("ja") == "bid: 「abc」は整数ではありません"
    with pytest.raises(RecordError) as call:
        read_number_bid("zz", "bids[1].bid")
    assert (call.value.field, call.value.code) == ("bids[1].bid", Code.NOT_CHOICE)


def test_an_ulti_bid_word_the_form_cannot_read_is_said_in_japanese(qtbot, japanese):
    """The Ulti form reads the contract as typed words; an unknown word was refused in
    English whatever the window's language."""
    editor = DealEditor(deal_context("ulti", ["Anna", "Béla", "Csaba"], "Csaba"))
    qtbot.addWidget(editor)
    form = editor.form
    form.contract.setText("skat")
    assert form.bid_error == "「skat」は Ulti のビッドの言葉ではありません"
    with pytest.raises(RecordError) as call:
        form.read_bid("skat", "bids[0].bid")
    assert (call.value.field, call.value.code) == ("bids[0].bid", Code.NOT_CHOICE)
    assert call.value.render("ja") == "bids[0].bid: 「skat」は Ulti のビッドの言葉ではありません"
