"""The application shell: launcher, first start, the new-session form's checks,
examples, import and export, settings (language, window state)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from scorekeeper.sheet import score_sheet
from scorekeeper.words.text import render
from scorekeeper_ui.launcher import window_database
from scorekeeper_ui.library.new_session import NewSessionDialog
from scorekeeper_ui.session.page import breakdown_text
from scorekeeper_ui.widgets.i18n import language as window_language
from scorekeeper_ui.widgets.settings import AppSettings
from tests.ui.ui_keys import enter, shortcut, tab_to, type_text, wait_dialog

ULTIMATE = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "date": "2026-11-20",
    "deals": [{"declarer": "Aki", "bid": 30, "trump": "hearts", "result": {"declarer_points": 35}}],
}


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], (True, None)),
        (["--db", "x.sqlite"], (True, "x.sqlite")),
        (["--db=x.sqlite"], (True, "x.sqlite")),
        (["settle", "-"], (False, None)),
        (["--db", "x.sqlite", "sessions"], (False, None)),
    ],
    ids=["no-args-window", "db-only-window", "db-equals-window", "command", "db-and-command"],
)
def test_launcher_decides_window_or_command(argv, expected):
    assert window_database(argv) == expected


def test_launcher_runs_commands_without_qt(tmp_path):
    deal = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "dealer": "Chie"}
    deal |= {"declarer": "Aki", "bid": 30, "trump": "hearts", "result": {"declarer_points": 20}}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(deal))
    code = (
        "import sys; from scorekeeper_ui.launcher import main; rc = main(['settle', sys.argv[1]]);"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'; "
        "sys.exit(rc)"
    )
    run = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    # 20 < 30: Ben and Chie +⌊30 / 2⌋ = +15 (docs/rules/ultimate.md "Scoring one deal").
    assert json.loads(run.stdout)["deltas"] == {"Aki": 0, "Ben": 15, "Chie": 15}


def test_first_start_shows_the_welcome_screen(make_window):
    window = make_window()
    assert window.stack.currentWidget() is window.welcome
    assert window.welcome.model.rowCount() == 0
    assert not window.menu_actions["new_deal"].isEnabled()


def test_new_session_marks_the_field_and_blocks_ok(qtbot):
    dialog = NewSessionDialog(["Anna", "Béla"])
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and "Seat 1" in dialog.error.text()
    for edit, name in zip(dialog.names, ["Anna", "Béla", "Anna", "Dóra"], strict=False):
        edit.setText(name)
    assert not ok.isEnabled()
    assert dialog.error.text() == "players: the same name appears twice"
    assert dialog.names[2].styleSheet() != ""  # the second Anna is outlined
    dialog.names[2].setText("Csaba")
    assert ok.isEnabled() and dialog.first_dealer.currentText() == "Dóra"
    assert dialog.session_json()["stake"] == {  # Ulti's default stake: 0.10 EUR a point
        "per_point": 0.1,
        "currency": "EUR",
        "mode": "per-point",
    }


def test_new_session_options_and_player_counts(qtbot):
    dialog = NewSessionDialog([], game_id="ultimate")
    qtbot.addWidget(dialog)
    assert (dialog.count.minimum(), dialog.count.maximum()) == (3, 8)
    for i, name in enumerate(["A", "B", "C", "D"]):
        dialog.names[i].setText(name)
    dialog.options.field("partner_variant").setCurrentIndex(1)
    dialog.options.field("min_bid").setValue(5)
    dialog.per_point.setText("0,5")
    dialog.mode.setCurrentIndex(1)
    record = dialog.session_json()
    assert record["rules"] == {"partner_variant": True, "min_bid": 5}
    assert record["stake"] == {"per_point": 0.5, "currency": "EUR", "mode": "per-game"}
    dialog.game.setCurrentIndex(2)  # Huutopussi: 3 or 4 players, one option
    assert (dialog.count.minimum(), dialog.count.maximum()) == (3, 4)
    assert dialog.session_json()["rules"] == {}


def test_names_are_remembered_and_suggested(qtbot, make_window, store):
    store.create_session(ULTIMATE)
    window = make_window()
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = wait_dialog(qtbot, window)
    tab_to(qtbot, dialog.names[0])
    type_text(qtbot, dialog.names[0], "Ch")
    completer = dialog.names[0].completer()
    assert completer.currentCompletion() == "Chie"


def test_example_opens_as_a_copy(qtbot, make_window, store, tmp_path):
    folder = tmp_path / "examples"
    folder.mkdir()
    (folder / "ultimate.json").write_text(json.dumps(ULTIMATE))
    window = make_window(examples_dir=folder)
    assert window.welcome.example_buttons["ultimate"].isEnabled()
    assert not window.welcome.example_buttons["ulti"].isEnabled()
    window.welcome.example_buttons["ultimate"].click()
    assert window.is_example() and "example" in window.windowTitle()
    # 35 ≥ 30: Aki +30.
    assert window.result().totals == {"Aki": 30, "Ben": 0, "Chie": 0}
    window.menu_actions["close"].trigger()
    assert store.list_sessions() == []  # exploring never writes to the database


def test_import_and_export_json(qtbot, make_window, store, messages, tmp_path):
    source, target = tmp_path / "in.json", tmp_path / "out.json"
    source.write_text(json.dumps(ULTIMATE), encoding="utf-8")
    window = make_window()
    messages.paths[:] = [str(source)]
    window.menu_actions["import_json"].trigger()
    assert window.session_id() is not None and len(window.result().rows) == 1
    messages.paths[:] = [str(target)]
    window.menu_actions["export_json"].trigger()
    exported = json.loads(target.read_text(encoding="utf-8"))
    assert exported["players"] == ULTIMATE["players"]
    assert exported["deals"][0]["declarer"] == "Aki" and exported["date"] == "2026-11-20"


def test_a_bad_import_names_the_field_and_stores_nothing(make_window, store, messages, tmp_path):
    bad = json.loads(json.dumps(ULTIMATE))
    bad["deals"][0]["result"]["declarer_points"] = 120
    source = tmp_path / "bad.json"
    source.write_text(json.dumps(bad))
    window = make_window()
    messages.paths[:] = [str(source)]
    window.menu_actions["import_json"].trigger()
    kind, _title, text = messages[-1]
    assert kind == "error" and text.startswith("deals[0].result.declarer_points")
    assert store.list_sessions() == [] and window.session_id() is None


def test_language_switch_rebuilds_the_window_in_japanese(qtbot, store, messages):
    from scorekeeper_ui.app.startup import Shell

    app = QApplication.instance()
    settings = AppSettings()
    shell = Shell(app, store, settings)
    qtbot.addWidget(shell.window)
    session = store.create_session(ULTIMATE)
    shell.window.open_session(session)
    assert shell.window.menuBar().actions()[0].text() == "&File"
    try:
        shell.window.language_changed.emit("ja")
        qtbot.addWidget(shell.window)
        assert settings.language() == "en"  # the dialog saves it, not the signal
        assert shell.window.menuBar().actions()[0].text() == "ファイル(&F)"
        assert shell.window.session_id() == session  # the open session stays open
        header = shell.window.page.model.headerData(1, Qt.Orientation.Horizontal)
        assert header == "ディーラー"  # the glossary's word, as on the PDF
        # The core's breakdown lines follow the window's language too.
        assert window_language() == "ja"
        sheet = score_sheet(store.result(session))
        text = breakdown_text(sheet.rows[0], sheet.players)
        first = render(sheet.rows[0].lines[0], "ja")
        assert "Aki" in text and first in text
        assert re.search("[\u3040-\u30ff\u4e00-\u9fff]", first)
    finally:
        shell.translations.install(app, "en")
    assert window_language() == "en"


def test_window_state_is_remembered(qtbot, make_window):
    window = make_window()
    window.resize(700, 520)
    window.close()
    assert AppSettings().bytes("window/geometry") is not None
    again = make_window()
    assert (again.width(), again.height()) == (700, 520)


def test_settings_dialog_saves_the_language(qtbot):
    from scorekeeper_ui.app.settings_dialog import SettingsDialog

    settings = AppSettings(QSettings())
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(1)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.language() == "ja"


def test_new_session_by_keys_opens_an_empty_sheet(qtbot, make_window):
    window = make_window()
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = wait_dialog(qtbot, window)
    for edit, name in zip(dialog.names, ["Anna", "Béla", "Csaba"], strict=False):
        tab_to(qtbot, edit)
        type_text(qtbot, edit, name)
    tab_to(qtbot, dialog.count)
    qtbot.keyClick(dialog.count, Qt.Key.Key_Down)  # Ulti with 3 players
    enter(qtbot, dialog)
    assert window.result().record.players == ("Anna", "Béla", "Csaba")
    assert window.result().next_dealer == "Csaba"
    assert "Ctrl+D" in window.page.breakdown.toPlainText()


def test_open_by_keys_and_enter_on_the_welcome_list(qtbot, make_window, store):
    first = store.create_session(ULTIMATE)
    second = store.create_session(ULTIMATE | {"note": "second"})
    window = make_window()
    # the newest session is selected and the list has the focus
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.welcome.recent)
    qtbot.keyClick(window.welcome.recent, Qt.Key.Key_Return)
    assert window.session_id() == second
    shortcut(qtbot, window, Qt.Key.Key_O)
    dialog = wait_dialog(qtbot, window)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
    enter(qtbot, dialog)
    assert window.session_id() == first


def test_export_pdf_writes_a_file(make_window, store, messages, tmp_path):
    window = make_window()
    window.open_session(store.create_session(ULTIMATE))
    target = tmp_path / "sheet.pdf"
    messages.paths[:] = [str(target)]
    window.menu_actions["export_pdf"].trigger()
    assert [m for m in messages if m[0] == "error"] == []
    assert target.read_bytes().startswith(b"%PDF")


def test_settlement_copies_as_text(qtbot, make_window, store):
    window = make_window()
    window.open_session(store.create_session(ULTIMATE))
    window.menu_actions["settlement"].trigger()
    dialog = wait_dialog(qtbot, window)
    dialog.copy_button.click()
    text = QApplication.clipboard().text()
    assert text == dialog.text()
    # No stake: chips, one per point. 3 players, Aki 30, others 0: mean 10 →
    # Aki +20, Ben −10, Chie −10; Ben and Chie pay Aki 10 chips each.
    assert "Ben pays Aki 10 chips" in text and "Chie pays Aki 10 chips" in text


def test_alt_arrows_move_a_player_one_seat(qtbot):
    dialog = NewSessionDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for edit, name in zip(dialog.names, ["Anna", "Béla", "Csaba", "Dóra"], strict=False):
        edit.setText(name)
    dialog.activateWindow()
    dialog.names[0].setFocus()
    qtbot.waitUntil(dialog.names[0].hasFocus)
    qtbot.keyClick(dialog.names[0], Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert dialog.players() == ["Béla", "Anna", "Csaba", "Dóra"]
    assert dialog.names[1].hasFocus()  # the focus moves with the player


@pytest.mark.parametrize(
    "game_id", ["ulti", "marjapussi", "huutopussi", "zwanzigerrufen", "ultimate"]
)
def test_every_shipped_example_opens_from_the_welcome_screen(make_window, store, game_id):
    window = make_window()
    button = window.welcome.example_buttons[game_id]
    if not button.isEnabled():
        pytest.skip(f"resources/examples/{game_id}.json is not there")
    button.click()
    assert window.is_example() and window.result().record.game.id == game_id
    assert window.result().rows  # an evening, not an empty sheet
    window.menu_actions["close"].trigger()
    assert store.list_sessions() == []


def _exported(store, session_id, tmp_path, **changes):
    """The stored session's record (with its ids), changed, in a file."""
    record = store.session_json(session_id) | changes
    path = tmp_path / "again.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def test_an_identical_import_opens_the_stored_session(make_window, store, messages, tmp_path):
    sid = store.create_session(ULTIMATE)
    window = make_window()
    messages.paths[:] = [_exported(store, sid, tmp_path)]
    window.menu_actions["import_json"].trigger()
    assert messages[-1][0] == "info" and "identical" in messages[-1][2]
    assert window.session_id() == sid and [s.id for s in store.list_sessions()] == [sid]


@pytest.mark.parametrize(
    ("choice", "opened", "place"),
    [("skip", True, None), ("replace", True, "Oulu"), ("cancel", False, None)],
    ids=["skip-keeps-the-stored", "replace-overwrites-in-place", "cancel-does-nothing"],
)
def test_a_changed_import_asks_skip_replace_or_cancel(
    make_window, store, messages, tmp_path, choice, opened, place
):
    sid = store.create_session(ULTIMATE)
    window = make_window()
    messages.choice = choice
    messages.paths[:] = [_exported(store, sid, tmp_path, place="Oulu")]
    window.menu_actions["import_json"].trigger()
    kind, _title, text = messages[-1]
    assert kind == "skip_or_replace" and "Deals stored: 1, in the file: 1." in text
    assert [s.id for s in store.list_sessions()] == [sid]  # never a second copy
    assert store.session_json(sid).get("place") == place
    assert (window.session_id() == sid) is opened
