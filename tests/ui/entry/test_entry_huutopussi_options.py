"""Huutopussi deal entry under the house rule ``card_values: 11-10-4-3-2`` (the Finnish
common A 11, 10 10, K 4, Q 3, J 2 with last trick 10; docs/games/huutopussi.md): the form
fills the last side in from a pack of 120 card points, not 140."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper_ui.entry.editor import DealDialog
from tests.ui.contexts import deal_context
from tests.ui.ui_keys import shown, tab_to

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FINNS = ["Aino", "Eero", "Helmi", "Onni"]
FINNISH = {"card_values": "11-10-4-3-2", "last_trick": 10}


def test_finnish_card_values_fill_the_other_side_from_120(qtbot):
    # Aino bids 70, contract 75 (typed); her side takes 67 card points in 5 tricks and the
    # last trick: 67 + 10 = 77 >= 75 -> +75; the opponents 120 - 67 = 53 (unrounded) -> +53.
    d = shown(qtbot, DealDialog(deal_context("huutopussi", FINNS, "Onni", FINNISH)))
    f = d.editor.form
    for widget, keys in [
        (f.bid, "70"),
        (f.contract, "75"),
        (f.points[0], "67"),
        (f.tricks[0], "5"),
    ]:
        tab_to(qtbot, widget)
        qtbot.keyClicks(widget, keys)
    assert f.points[1].text() == "53" and f.tricks[1].text() == "4"
    shown_deltas = d.editor.preview.delta_texts()
    assert shown_deltas["Aino"] == "+75" and shown_deltas["Eero"] == "+53"
    with qtbot.waitSignal(d.editor.committed, timeout=1000):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert d.deal_json()["result"]["card_points"] == [67, 53]
