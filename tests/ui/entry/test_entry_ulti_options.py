"""Ulti deal entry under the table's house rule ``max_kontra`` (docs/games/ulti.md
"House rules"): the kontra boxes stop at the table's highest level."""

from __future__ import annotations

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper_ui.entry.editor import DealDialog
from tests.ui.contexts import deal_context
from tests.ui.ui_keys import shown, tab_to

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


def test_the_contract_picker_skips_four_aces_when_they_may_not_be_bid(qtbot, messages):
    # "ulti" matches parti + ulti, 40-100 + ulti, parti + ulti + four aces, ...: stepping
    # through every match never offers four aces under four_aces_bid: false.
    rules = {"four_aces_bid": False}
    d = shown(qtbot, DealDialog(deal_context("ulti", HUNGARIANS, "Dóra", rules)))
    f = d.editor.form
    f.contract.setText("ulti")
    assert f.rows and all("four-aces" not in row.components for row in f.rows)
    # Typed four aces: the rows stay, and the record says why the contract is refused.
    f.contract.setText("ulti negy asz")
    assert f.rows and d.editor.error_field() == "contract[2]"
    open_dialog = shown(qtbot, DealDialog(deal_context("ulti", HUNGARIANS, "Dóra")))
    open_dialog.editor.form.contract.setText("ulti")
    assert any("four-aces" in row.components for row in open_dialog.editor.form.rows)
