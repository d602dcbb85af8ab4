"""Marjapussi deal entry under the house rule ``card_values`` (docs/games/marjapussi.md
"House rules"): the other side's card points are filled in from the pack's total."""

from __future__ import annotations

import pytest

from scorekeeper_ui.entry.editor import DealDialog
from tests.ui.contexts import deal_context
from tests.ui.ui_keys import shown, tab_to

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FINNS = ["Aino", "Eero", "Helmi", "Onni"]


@pytest.mark.parametrize(("values", "other"), [("11-10-4-3-2", "20"), ("10-10-5-5-5", "40")])
def test_the_other_sides_card_points_follow_the_card_values(qtbot, messages, values, other):
    # 11-10-4-3-2: 120 - 100 = 20; 10-10-5-5-5: 140 - 100 = 40.
    context = deal_context("marjapussi", FINNS, "Onni", {"card_values": values})
    d = shown(qtbot, DealDialog(context))
    f = d.editor.form
    tab_to(qtbot, f.points[0])
    qtbot.keyClicks(f.points[0], "100")
    assert f.points[1].text() == other
