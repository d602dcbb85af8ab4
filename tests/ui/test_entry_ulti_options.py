"""Ulti deal entry under the table's house rule ``max_kontra`` (docs/games/ulti.md
"House rules"): the kontra boxes stop at the table's highest level."""

from __future__ import annotations

import pytest
from contexts import deal_context
from ui_keys import shown, tab_to

from scorekeeper.errors import Code, RecordError
from ui.entry import DealDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

HUNGARIANS = ["Anna", "Béla", "Csaba", "Dóra"]


def test_a_kontra_box_refuses_a_level_above_max_kontra(qtbot, messages):
    d = shown(qtbot, DealDialog(deal_context("ulti", HUNGARIANS, "Dóra", {"max_kontra": 2})))
    f = d.editor.form
    f.contract.setText("40 ulti")
    box = f.kontra["kontra.ulti"]
    tab_to(qtbot, box)
    box.selectAll()
    qtbot.keyClicks(box, "3")
    assert d.editor.error_field() == "kontra.ulti"
    assert not d.ok.isEnabled()
    with pytest.raises(RecordError) as err:  # the box itself, before the record is read
        box.value()
    assert err.value.code is Code.OUT_OF_RANGE
    box.selectAll()
    qtbot.keyClicks(box, "2")
    assert box.value() == 2
    assert d.editor.error_field() != "kontra.ulti"
