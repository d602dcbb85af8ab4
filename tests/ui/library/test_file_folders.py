"""File choosers open in a sensible folder (issue 11, item 7): they opened in the
working directory the app was started from. Now: the folder last used for that
kind of file (json records, pdf sheets), else the user's Documents, else home.

Qt's chooser is replaced by a fake that records the folder it was asked to open
in and answers as the player would; home is a folder under tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6 import QtWidgets

from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.settings import AppSettings


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # no user-dirs.dirs
    return home


class Chooser:
    """Stands in for QFileDialog's getOpenFileName/getSaveFileName."""

    def __init__(self, monkeypatch) -> None:
        self.asked: list[str] = []
        self.answer = ""
        for name in ("getOpenFileName", "getSaveFileName"):
            monkeypatch.setattr(QtWidgets.QFileDialog, name, staticmethod(self._ask))

    def _ask(self, _parent, _title, directory, _filter):
        self.asked.append(directory)
        return self.answer, ""


@pytest.fixture
def chooser(monkeypatch) -> Chooser:
    return Chooser(monkeypatch)


def ask_open(kind: str) -> str | None:
    return dialogs.ask_open_path(None, "Open", "*", AppSettings(), kind)


def test_with_nothing_remembered_and_no_documents_it_opens_at_home(home, chooser) -> None:
    ask_open("json")
    assert chooser.asked == [str(home)]


def test_with_nothing_remembered_it_opens_in_documents(home, chooser) -> None:
    (home / "Documents").mkdir()
    ask_open("json")
    assert chooser.asked == [str(home / "Documents")]


def test_the_folder_last_used_is_remembered_for_its_kind_only(home, chooser) -> None:
    (home / "Documents").mkdir()
    cards = home / "cards"
    cards.mkdir()
    chooser.answer = str(cards / "ulti-2026-11-20.json")
    assert ask_open("json") == str(cards / "ulti-2026-11-20.json")
    chooser.answer = ""  # cancelled: nothing more remembered
    assert ask_open("json") is None
    assert ask_open("pdf") is None
    assert chooser.asked == [str(home / "Documents"), str(cards), str(home / "Documents")]


def test_a_save_offers_the_suggested_name_in_the_last_folder(home, chooser) -> None:
    sheets = home / "sheets"
    sheets.mkdir()
    settings = AppSettings()
    settings.set_last_folder("pdf", str(sheets))
    chooser.answer = str(home / "ulti.pdf")
    saved = dialogs.ask_save_path(None, "Export", "ulti-2026-11-20.pdf", "*.pdf", settings, "pdf")
    assert saved == str(home / "ulti.pdf")
    assert chooser.asked == [str(sheets / "ulti-2026-11-20.pdf")]
    assert settings.last_folder("pdf") == str(home)  # where the player saved it


def test_a_remembered_folder_that_is_gone_falls_back_to_documents(home, chooser) -> None:
    (home / "Documents").mkdir()
    AppSettings().set_last_folder("json", str(home / "removed"))
    ask_open("json")
    assert chooser.asked == [str(home / "Documents")]


def test_remembered_between_runs(home, chooser) -> None:
    cards = home / "cards"
    cards.mkdir()
    chooser.answer = str(cards / "a.json")
    ask_open("json")
    AppSettings().sync()
    assert AppSettings().last_folder("json") == str(cards)  # a fresh QSettings reads it
