"""The default stake follows the currency (issue 11, item 6): the new-session form
offers the game's default in the currency chosen, rounded as a table would play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.games.base import DefaultStake
from scorekeeper_ui.library.new_session import NewSessionDialog


@pytest.mark.parametrize(
    ("default", "currency", "offered"),
    [
        # 0.10 EUR a point (Ulti): × 400 = 40 HUF → the nearest 1-2-5 figure, 50;
        # × 160 = 16 JPY → 20; × 10 = 1 chip; 1 USD = 1 EUR at the table
        (DefaultStake("0.10"), "HUF", "50"),
        (DefaultStake("0.10"), "JPY", "20"),
        (DefaultStake("0.10"), "chips", "1"),
        (DefaultStake("0.10"), "USD", "0.10"),
        # 1 EUR per lost game (Marjapussi): 400 HUF → 500, 160 JPY → 200, 10 chips
        (DefaultStake("1", "per-game"), "HUF", "500"),
        (DefaultStake("1", "per-game"), "JPY", "200"),
        (DefaultStake("1", "per-game"), "chips", "10"),
        # 0.50 EUR per lost game (Ultimate): 200 HUF, 80 JPY → 100
        (DefaultStake("0.50", "per-game"), "HUF", "200"),
        (DefaultStake("0.50", "per-game"), "JPY", "100"),
        (DefaultStake("0.10"), "SEK", None),  # not a currency of the list: no offer
    ],
    ids=lambda v: str(getattr(v, "amount", v)),
)
def test_default_amount_in_a_currency(default, currency, offered):
    assert default.in_currency(currency) == offered


def choose_currency(dialog, code: str) -> None:
    edit = dialog.currency.lineEdit()
    edit.selectAll()
    QTest.keyClicks(edit, code)
    QApplication.processEvents()


def test_the_form_offers_the_default_in_the_currency_chosen(qtbot):
    dialog = NewSessionDialog([], game_id="marjapussi")
    qtbot.addWidget(dialog)
    choose_currency(dialog, "JPY")
    assert (dialog.per_point.text(), dialog.mode.currentData()) == ("200", "per-game")
    dialog.game.setCurrentIndex(dialog.game.findData("ulti"))  # the currency stays
    assert (dialog.currency.currentText(), dialog.per_point.text()) == ("JPY", "20")
    dialog.per_point.selectAll()
    QTest.keyClicks(dialog.per_point, "30")  # typed: stays whatever is chosen next
    choose_currency(dialog, "HUF")
    dialog.game.setCurrentIndex(dialog.game.findData("huutopussi"))
    assert (dialog.currency.currentText(), dialog.per_point.text()) == ("HUF", "30")
    assert dialog.session_json()["stake"] == {
        "per_point": 30,
        "currency": "HUF",
        "mode": "per-game",
    }


def test_a_mode_chosen_stays_when_the_game_changes(qtbot):
    dialog = NewSessionDialog([], game_id="marjapussi")
    qtbot.addWidget(dialog)
    dialog.mode.setFocus()
    QTest.keyClick(dialog.mode, Qt.Key.Key_Up)  # per point
    dialog.mode.activated.emit(dialog.mode.currentIndex())
    dialog.game.setCurrentIndex(dialog.game.findData("huutopussi"))
    assert dialog.mode.currentData() == "per-point"
    assert dialog.per_point.text() == "1"  # Huutopussi's default amount, per point now
