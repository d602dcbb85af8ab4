"""The welcome screen's list of sessions takes the room the window has (issue 28:
four and a half rows of sessions above a large empty area)."""

from __future__ import annotations

import pytest

SESSION = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie"}


@pytest.fixture
def welcome(qtbot, make_window, store):
    """The welcome screen of a database of 40 sessions: more rows than any window shows."""
    for n in range(40):
        store.create_session(SESSION | {"place": f"Table {n + 1}"})
    window = make_window()
    qtbot.waitUntil(window.welcome.is_filled)
    return window


def sizes_at(qtbot, window, height: int) -> tuple[int, int]:
    """The welcome page's height and its list's, the window resized to ``height``."""
    window.resize(900, height)
    page, listing = window.welcome, window.welcome.recent
    qtbot.waitUntil(lambda: window.height() == height and page.layout().geometry().isValid())
    qtbot.wait(10)  # the layout settles on the next turn of the event loop
    return page.height(), listing.height()


def test_the_list_grows_with_the_window(qtbot, welcome):
    """A window 300 px taller: the page is 300 px taller, and all of it goes to the
    list (its other rows, the title, the intro, New session and the examples, keep
    their height)."""
    page_low, list_low = sizes_at(qtbot, welcome, 500)
    page_high, list_high = sizes_at(qtbot, welcome, 800)
    assert page_high - page_low == 300
    assert list_high - list_low == 300


def test_the_list_fills_the_page_below_its_label(qtbot, welcome):
    """No empty band between the list and the examples: the examples' box starts
    right under the list (the layout's spacing apart)."""
    sizes_at(qtbot, welcome, 800)
    page = welcome.welcome
    below_list = page.recent.geometry().bottom()
    examples = page.example_buttons["ultimate"].parentWidget()
    assert examples.geometry().top() - below_list - 1 == page.layout().spacing()
