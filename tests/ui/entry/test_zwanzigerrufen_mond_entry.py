"""The Zwanzigerrufen deal form asks who lost and who caught the Mond when the house rule
``mondfang`` settles the Mondfang by player (docs/games/zwanzigerrufen.md "House rules"),
and only then. Typed the way a player would (Tab to each field, type, Enter); expected
deltas worked by hand. Dealer Ilse: Franz is forehand and declares, Hans his partner.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_entry import AUSTRIANS, commit, deltas, open_dialog, type_in

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def mond_boxes(d):
    f = d.editor.form
    return f.mond_players["mond_lost_by"], f.mond_players["mond_caught_by"]


@pytest.mark.parametrize("rule", ["catcher_gains", "between_players"])
def test_the_mond_players_are_asked_for_when_the_house_rule_needs_them(qtbot, rule):
    d = open_dialog(qtbot, "zwanzigerrufen", AUSTRIANS, "Ilse", rules={"mondfang": rule})
    f = d.editor.form
    lost, caught = mond_boxes(d)
    assert not lost.isVisibleTo(d) and not caught.isVisibleTo(d)  # no Mondfang yet
    type_in(
        qtbot,
        [
            (f.partner, ["H"]),
            (f.points[0], ["50"]),
            (f.tricks[0], ["5"]),
            (f.mondfang, ["de"]),  # the declarers lost the Mond
        ],
    )
    assert lost.isVisibleTo(d) and caught.isVisibleTo(d)
    type_in(qtbot, [(lost, ["F"]), (caught, ["G"])])  # Franz's Mond, Gerti's Sküs
    if rule == "catcher_gains":
        # game +1, Gerti's side (the defenders) gains 1: V = 0
        assert deltas(d) == {"Franz": 0, "Gerti": 0, "Hans": 0, "Ilse": 0}
    else:
        # V = game 1: Franz +1, Hans +1, Gerti −1, Ilse −1; Franz pays Gerti 1
        assert deltas(d) == {"Franz": 0, "Gerti": 0, "Hans": 1, "Ilse": -1}
    commit(qtbot, d)
    assert d.deal_json()["result"] == {
        "declarer_points": 50,
        "declarer_tricks": 5,
        "mondfang": "declarers",
        "mond_lost_by": "Franz",
        "mond_caught_by": "Gerti",
    }


def test_the_default_rule_does_not_ask_for_the_mond_players(qtbot):
    d = open_dialog(qtbot, "zwanzigerrufen", AUSTRIANS, "Ilse")
    f = d.editor.form
    type_in(
        qtbot,
        [(f.partner, ["H"]), (f.points[0], ["50"]), (f.tricks[0], ["5"]), (f.mondfang, ["de"])],
    )
    lost, caught = mond_boxes(d)
    assert not lost.isVisibleTo(d) and not caught.isVisibleTo(d)
    # side_pays: game +1, Mondfang −1 (the declarers lost it): V = 0
    assert deltas(d) == {"Franz": 0, "Gerti": 0, "Hans": 0, "Ilse": 0}
    commit(qtbot, d)
    assert "mond_lost_by" not in d.deal_json()["result"]


def test_a_missing_mond_player_is_named(qtbot):
    d = open_dialog(
        qtbot, "zwanzigerrufen", AUSTRIANS, "Ilse", rules={"mondfang": "between_players"}
    )
    f = d.editor.form
    type_in(
        qtbot,
        [(f.partner, ["H"]), (f.points[0], ["50"]), (f.tricks[0], ["5"]), (f.mondfang, ["de"])],
    )
    lost, _caught = mond_boxes(d)
    type_in(qtbot, [(lost, ["F"])])
    qtbot.keyClick(lost, Qt.Key.Key_Return)  # Enter does not commit an incomplete deal
    assert d.isVisible()
    assert d.editor.error_field() == "result.mond_caught_by"
    # the message names the field by its label: still to fill in
    assert d.editor.error.text().startswith("Mondfang: caught by (the Sküs)")
