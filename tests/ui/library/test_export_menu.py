"""File ▸ Export score sheet as CSV… and File ▸ Export session as JSON… (issue 14,
item 7): the file chooser offers a name for the session, and the file written is,
byte for byte, what ``scorekeeper export`` writes for the same session (the CSV
in UTF-8 with its byte order mark, in the window's language as ``--language``;
the JSON with the CLI's escapes); a file that cannot be written is one dialog in
the window's language.

The real :func:`ui.dialogs.ask_save_path` runs here; only Qt's chooser
(``QFileDialog.getSaveFileName``) is replaced, by one that records what it was
offered and answers a path under ``tmp_path``.

Ultimate (``docs/rules/ultimate.md``): the dealer rotates from the last seat, so
``=HYPERLINK(1)`` deals first; Gergő bids 30 and takes 35: made, +30.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6 import QtWidgets

from scorekeeper.cli.main import main
from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.i18n import Translations

REAL_ASK_SAVE_PATH = dialogs.ask_save_path  # before the messages fixture replaces it
BOM = b"\xef\xbb\xbf"
SESSION = {
    "game": "ultimate",
    "players": ["Gergő", "鈴木", "=HYPERLINK(1)"],
    "first_dealer": "=HYPERLINK(1)",
    "date": "2026-11-20",
    "deals": [{"declarer": "Gergő", "bid": 30, "trump": "spades",
               "result": {"declarer_points": 35}}],
}  # fmt: skip


@pytest.fixture
def chooser(monkeypatch):
    """Qt's save chooser, answering ``chooser.answer`` and recording
    (title, start path, filter) of each call."""
    calls: list[tuple[str, str, str]] = []

    def get_save_file_name(_parent, title, start, name_filter):
        calls.append((title, start, name_filter))
        return chooser.answer, name_filter

    class Chooser:
        answer = ""

    chooser = Chooser()
    chooser.calls = calls  # type: ignore[attr-defined]
    monkeypatch.setattr(dialogs, "ask_save_path", REAL_ASK_SAVE_PATH)
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", get_save_file_name)
    return chooser


@pytest.fixture
def language(qapp):
    """``language(code)`` shows the window in ``code`` from then on (English after)."""
    translations = Translations()
    yield lambda code: translations.install(qapp, code)
    translations.install(qapp, "en")


@pytest.fixture
def window(make_window, store):
    """``window()`` opens SESSION in a new window; gives (window, session id)."""

    def make():
        made = make_window()
        session_id = store.create_session(SESSION)
        made.open_session(session_id)
        return made, session_id

    return make


def cli_export(tmp_path: Path, session_id: int, name: str, *options: str) -> bytes:
    """What ``scorekeeper export`` writes for the session, over the window's database."""
    target = tmp_path / "cli" / name
    target.parent.mkdir(exist_ok=True)
    db = ["--db", str(tmp_path / "scorekeeper.sqlite")]  # the store fixture's file
    assert main([*db, "export", str(session_id), *options, "-o", str(target)]) == 0
    return target.read_bytes()


@pytest.mark.parametrize("code", ["en", "ja", "hu"])
def test_csv_is_the_clis_file(window, chooser, language, messages, tmp_path, code):
    language(code)
    w, session_id = window()
    chooser.answer = str(tmp_path / "sheet.csv")
    w.menu_actions["export_csv"].trigger()
    assert [m for m in messages if m[0] == "error"] == []
    _title, start, name_filter = chooser.calls[0]
    assert Path(start).name == "ultimate-2026-11-20.csv"  # game and date
    assert name_filter == dialogs.csv_filter()
    data = (tmp_path / "sheet.csv").read_bytes()
    assert data == cli_export(tmp_path, session_id, "sheet.csv", "--csv", "--language", code)
    assert data[:3] == BOM and data.count(BOM) == 1
    # The names in UTF-8 (ő is C5 91, 鈴木 E9 88 B4 E6 9C A8), the formula guarded.
    assert b",Gerg\xc5\x91,\xe9\x88\xb4\xe6\x9c\xa8,'=HYPERLINK(1)," in data.splitlines()[0]
    assert data.splitlines()[1].startswith(b"1,1,'=HYPERLINK(1),Gerg\xc5\x91,")


def test_csv_headers_follow_the_window_language(window, chooser, language, tmp_path):
    language("de")
    w, _ = window()
    chooser.answer = str(tmp_path / "sheet.csv")
    w.menu_actions["export_csv"].trigger()
    assert chooser.calls[0][0] == "Spielliste als CSV exportieren"
    assert chooser.calls[0][2] == "CSV-Dateien (*.csv)"
    text = (tmp_path / "sheet.csv").read_bytes().decode("utf-8-sig")
    assert text.startswith("Nr.,Partie,")  # the glossary's German No. and Game


def test_json_is_the_clis_file(window, chooser, messages, tmp_path):
    w, session_id = window()
    chooser.answer = str(tmp_path / "record.json")
    w.menu_actions["export_json"].trigger()
    assert [m for m in messages if m[0] == "error"] == []
    assert Path(chooser.calls[0][1]).name == "ultimate-2026-11-20.json"
    data = (tmp_path / "record.json").read_bytes()
    assert data == cli_export(tmp_path, session_id, "record.json")
    assert data.startswith(b"{\n") and data.endswith(b"}\n") and BOM not in data
    record = json.loads(data)
    assert record["players"] == SESSION["players"] and record["date"] == "2026-11-20"


def test_json_escapes_what_the_cli_escapes(make_window, store, chooser, tmp_path):
    """A right-to-left override in a note is written as ``\\u202e`` by the CLI; the
    window used to write it raw (its own ``json.dumps``). Now one writer: the same."""
    record = {**SESSION, "note": "Bi\u202edi"}
    w = make_window()
    session_id = store.create_session(record)
    w.open_session(session_id)
    chooser.answer = str(tmp_path / "record.json")
    w.menu_actions["export_json"].trigger()
    data = (tmp_path / "record.json").read_bytes()
    assert b'"Bi\\u202edi"' in data and "\u202e".encode() not in data
    assert data == cli_export(tmp_path, session_id, "record.json")
    assert json.loads(data)["note"] == "Bi\u202edi"  # the same data


def test_cancel_writes_nothing(window, chooser, messages, tmp_path):
    w, _ = window()
    chooser.answer = ""  # the chooser was cancelled
    w.menu_actions["export_csv"].trigger()
    assert len(chooser.calls) == 1 and list(tmp_path.glob("*.csv")) == []
    assert list(messages) == []


def test_a_failure_is_said_in_the_window_language(window, chooser, language, messages, tmp_path):
    language("de")
    w, _ = window()
    target = tmp_path / "no such folder" / "sheet.csv"
    chooser.answer = str(target)
    w.menu_actions["export_csv"].trigger()
    [(kind, title, text)] = messages
    assert kind == "error" and title == "sheet.csv kann nicht geschrieben werden"
    assert text.startswith(f"{target}: kann nicht geschrieben werden (")


def test_the_exports_need_an_open_session(make_window):
    w = make_window()
    assert not w.menu_actions["export_csv"].isEnabled()
    assert not w.menu_actions["export_json"].isEnabled()
