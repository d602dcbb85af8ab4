"""The new-session dialog offers the game's presets (ui/library/new_session.py): choosing
one sets every house rule to its tradition's value and the record names it; an
option changed after is said under the preset as changed; Session details says
the session's preset. The tradition is made here (Huutopussi with läpäri on
taking no trick), as in tests/session/test_presets.py."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scorekeeper.games import huutopussi as huutopussi_module
from scorekeeper.games.base import Preset
from scorekeeper.words.text import Msg
from scorekeeper_ui.library.new_session import NewSessionDialog

TRICKS = Preset("by_tricks", Msg("Läpäri by tricks"), "a test's tradition", {"lapari": "tricks"})


@pytest.fixture(autouse=True)
def tradition(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = dataclasses.replace(huutopussi_module.SPEC, presets=(TRICKS,))
    monkeypatch.setattr(huutopussi_module, "SPEC", spec)


def fill(dialog: NewSessionDialog) -> None:
    for edit, name in zip(dialog.names, ["Aino", "Eero", "Helmi", "Onni"], strict=False):
        edit.setText(name)


def test_a_preset_sets_the_rules_and_the_record_names_it(qtbot):
    dialog = NewSessionDialog([], game_id="huutopussi")
    qtbot.addWidget(dialog)
    fill(dialog)
    assert [dialog.preset.itemData(i) for i in range(dialog.preset.count())] == [
        "seed",
        "by_tricks",
    ]
    assert dialog.preset_note.text() == ""  # the seed's rules as they are: nothing to say
    assert "preset" not in dialog.record()  # the seed's: the record as before
    dialog.preset.setFocus()
    QTest.keyClick(dialog.preset, Qt.Key.Key_Down)
    dialog.preset.activated.emit(dialog.preset.currentIndex())
    assert dialog.options.value("lapari") == "tricks"
    record = dialog.record()
    assert (record["preset"], record["rules"]) == ("by_tricks", {"lapari": "tricks"})
    assert dialog.preset_note.text() == "a test's tradition"  # where it comes from
    assert dialog.problem() is None


def test_an_option_changed_after_the_preset_is_said_as_changed(qtbot):
    dialog = NewSessionDialog([], game_id="huutopussi")
    qtbot.addWidget(dialog)
    fill(dialog)
    dialog.preset.setCurrentIndex(1)
    dialog.preset.activated.emit(1)
    lapari = dialog.options.field("lapari")
    lapari.setCurrentIndex(0)  # back to the seed's value, points
    record = dialog.record()
    assert (record["preset"], record["rules"]) == ("by_tricks", {})
    assert dialog.preset_note.text().splitlines() == [
        "Preset: Läpäri by tricks (changed: Läpäri: points)",
        "a test's tradition",
    ]


def test_a_game_without_presets_offers_only_the_seed(qtbot):
    dialog = NewSessionDialog([], game_id="ultimate")
    qtbot.addWidget(dialog)
    assert dialog.preset.count() == 1 and not dialog.preset.isEnabled()


def test_session_details_say_the_preset_and_what_changed(qtbot):
    from scorekeeper.session.replay import replay_json
    from scorekeeper_ui.session.details import SessionDetailsDialog

    stored = {
        "game": "huutopussi",
        "players": ["Aino", "Eero", "Helmi", "Onni"],
        "first_dealer": "Onni",
        "preset": "by_tricks",
        "rules": {"lapari": "tricks"},
        "deals": [],
    }
    dialog = SessionDetailsDialog(stored, replay_json(stored), [])
    qtbot.addWidget(dialog)
    assert dialog.preset_note.text() == "Preset: Läpäri by tricks"
    dialog.options.field("lapari").setCurrentIndex(0)  # points, from the next deal on
    assert dialog.preset_note.text() == "Preset: Läpäri by tricks (changed: Läpäri: points)"
