"""One Alt+letter, one field: in the new-session dialog and in Session details
(which also holds the seating, stake and end fields), no two visible labels or
buttons share a shortcut letter, in any language (a clash makes Alt+letter
cycle between them instead of going to the field; issue 13's review found
"For &all deals" beside "&Amount per point" and "From the &next deal" beside
"&Note")."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QWidget

from scorekeeper.session.replay import replay_json
from scorekeeper.words.catalog import LANGUAGES
from scorekeeper_ui.library.new_session import NewSessionDialog
from scorekeeper_ui.session.details import SessionDetailsDialog
from scorekeeper_ui.widgets.i18n import Translations

MNEMONIC = re.compile(r"&(?!&)(\w)")
SESSION = {
    "game": "zwanzigerrufen",
    "players": ["Franz", "Gerti", "Hans", "Ilse"],
    "first_dealer": "Ilse",
    "stake": {"per_point": 1, "currency": "EUR", "mode": "per-point"},
    "deals": [{"thrown_in": True}],
}


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    translations = Translations()
    translations.install(qapp, request.param)
    yield request.param
    translations.install(qapp, "en")


def clashes(dialog: QWidget) -> dict[str, list[str]]:
    letters: dict[str, list[str]] = defaultdict(list)
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        else:
            continue
        match = MNEMONIC.search(text)
        if match:
            letters[match.group(1).lower()].append(text)
    return {letter: texts for letter, texts in letters.items() if len(texts) > 1}


@pytest.mark.parametrize("game_id", ["ulti", "huutopussi", "zwanzigerrufen"])
def test_new_session_letters_are_unique(qtbot, language, game_id):
    dialog = NewSessionDialog([], game_id=game_id)
    qtbot.addWidget(dialog)
    dialog.show()
    assert clashes(dialog) == {}, language


def test_session_details_letters_are_unique(qtbot, language):
    dialog = SessionDetailsDialog(SESSION, replay_json(SESSION), [])
    qtbot.addWidget(dialog)
    dialog.show()
    assert clashes(dialog) == {}, language


def menu_clashes(menu: QMenu) -> dict[str, list[str]]:
    letters: dict[str, list[str]] = defaultdict(list)
    for action in menu.actions():
        match = MNEMONIC.search(action.text())
        if match:
            letters[match.group(1).lower()].append(action.text())
    return {letter: texts for letter, texts in letters.items() if len(texts) > 1}


def test_file_menu_letters_are_unique(make_window, language):
    """The File menu's items, with issue 14's Export score sheet as CSV… beside
    Export session as JSON…, Export PDF… and Close session."""
    window = make_window()
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    texts = [a.text() for a in file_menu.actions() if not a.isSeparator()]
    assert window.menu_actions["export_csv"].text() in texts, language
    assert all(MNEMONIC.search(t) for t in texts), (language, texts)  # every item has one
    assert menu_clashes(file_menu) == {}, language


def test_every_menu_letter_is_unique(make_window, language):
    """Every menu of the main window and the menu bar itself (the review of issue
    14 found Session &details… beside &Delete session…)."""
    window = make_window()
    bar = window.menuBar()
    found = {"bar": menu_clashes(bar)} | {
        action.text(): menu_clashes(action.menu())
        for action in bar.actions()
        if isinstance(action.menu(), QMenu)
    }
    assert {name: c for name, c in found.items() if c} == {}, language
