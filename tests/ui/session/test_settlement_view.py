"""The window's settlement view says how the balances were reached with the sheet
model's own lines (the same as the PDF and ``scorekeeper show``:
tests/test_settlement_explained.py), and the new-session form offers each game's
default stake."""

from __future__ import annotations

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper_ui.library.new_session import NewSessionDialog
from scorekeeper_ui.session.settlement_view import SettlementDialog
from tests.test_settlement_explained import (
    PER_GAME,
    PER_GAME_LINES,
    PER_POINT,
    PER_POINT_LINES,
    session,
)


def test_settlement_view_shows_and_copies_the_explanation(qtbot):
    for stake, expected in ((PER_POINT, PER_POINT_LINES), (PER_GAME, PER_GAME_LINES)):
        dialog = SettlementDialog(score_sheet(replay_json(session(stake))))
        qtbot.addWidget(dialog)
        assert dialog.explanation.text().split("\n") == expected
        copied = dialog.text().split("\n")
        start = copied.index(expected[0])
        assert copied[start : start + len(expected)] == expected


def test_the_settlement_tables_are_as_tall_as_their_rows(qtbot):
    """At 1024×600 and 1920×1080 alike (docs/screenshots.md) the balances of four
    players sat in a table with a band of empty grey under them, and the payments
    too: each table is as tall as its header and rows."""
    dialog = SettlementDialog(score_sheet(replay_json(session(PER_POINT))))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for view in (dialog.balances, dialog.payments):
        rows = view.model().rowCount()
        assert rows > 0
        content = view.horizontalHeader().height() + view.verticalHeader().length()
        assert view.viewport().height() + view.horizontalHeader().height() - content <= 2
        assert view.verticalScrollBar().maximum() == 0  # and every row shows


def test_new_session_offers_each_games_default_stake(qtbot):
    dialog = NewSessionDialog([], game_id="marjapussi")
    qtbot.addWidget(dialog)
    # Marjapussi: 1 EUR per lost game.
    assert (dialog.per_point.text(), dialog.mode.currentData()) == ("1", "per-game")
    assert dialog.currency.currentText() == "EUR"
    dialog.game.setCurrentIndex(dialog.game.findData("ulti"))
    # Ulti (zero-sum): 0.10 EUR a point.
    assert (dialog.per_point.text(), dialog.mode.currentData()) == ("0.10", "per-point")
    dialog.game.setCurrentIndex(dialog.game.findData("ultimate"))
    assert (dialog.per_point.text(), dialog.mode.currentData()) == ("0.50", "per-game")


def test_a_stake_typed_in_stays_when_the_game_changes(qtbot):
    dialog = NewSessionDialog([], game_id="ultimate")
    qtbot.addWidget(dialog)
    dialog.per_point.selectAll()
    QTest.keyClicks(dialog.per_point, "2")
    QApplication.processEvents()
    dialog.game.setCurrentIndex(dialog.game.findData("huutopussi"))
    assert dialog.per_point.text() == "2"
    assert dialog.mode.currentData() == "per-game"


def test_in_japanese_the_default_stake_is_offered_in_yen(qtbot):
    """Issue 11: the default stake was always in euros, also for the Japanese club.
    In Japanese the form offers yen (``HOME_CURRENCY``) in the round figures a table
    plays for (``TABLE_RATES``: 160 JPY to the euro, rounded to 1, 2 or 5 × 10ⁿ):
    Ulti 0.10 EUR a point → 16 → 20 JPY a point; Marjapussi 1 EUR a lost game → 160 →
    200 JPY; Ultimate 0.50 EUR a lost game → 80 → 100 JPY."""
    from scorekeeper_ui.widgets import i18n

    saved = i18n._language
    i18n._language = "ja"
    try:
        dialog = NewSessionDialog([], game_id="ulti")
    finally:
        i18n._language = saved
    qtbot.addWidget(dialog)
    assert (dialog.per_point.text(), dialog.currency.currentText()) == ("20", "JPY")
    dialog.game.setCurrentIndex(dialog.game.findData("marjapussi"))
    assert (dialog.per_point.text(), dialog.mode.currentData()) == ("200", "per-game")
    dialog.game.setCurrentIndex(dialog.game.findData("ultimate"))
    assert (dialog.per_point.text(), dialog.currency.currentText()) == ("100", "JPY")


def test_an_amount_typed_in_stays_when_the_currency_changes(qtbot):
    dialog = NewSessionDialog([], game_id="ulti")
    qtbot.addWidget(dialog)
    dialog.per_point.selectAll()
    QTest.keyClicks(dialog.per_point, "0.2")
    dialog.currency.lineEdit().selectAll()
    QTest.keyClicks(dialog.currency.lineEdit(), "CHF")
    assert (dialog.per_point.text(), dialog.currency.currentText()) == ("0.2", "CHF")
