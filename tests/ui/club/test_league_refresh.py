"""Several tables at once (issue 12 item 5): two stores on one SQLite file, the
second acting as another table. The welcome list shows the session the other
table started, and the league window's standings follow the deal it records,
with no action in this window (its 2-second look for changes).

The session is the one of ``tests/ui/session/test_corrections.py`` (Ultimate, docs/rules/ultimate.md
"Scoring one deal": made → declarer +bid; missed → each defender +⌊bid / 2⌋):
  deal 1 Aki 45/52 → Aki +45;  deal 2 Ben 60/40 → Aki, Chie, Dai +30;
  deal 3 Chie 80/85 → Chie +80;  totals Aki 75, Ben 0, Chie 110, Dai 30.
The other table then records Ben 50/55 → made → Ben +50: Ben 0 → 50.
"""

from __future__ import annotations

import pytest

from scorekeeper.storage import open_store
from tests.ui.session.test_corrections import SESSION

DATE = "2026-03-02"
LEAGUE = {
    "name": "Tavasz",
    "game": "ultimate",
    "season": {"from": "2026-03-01", "to": "2026-05-31"},
    "tables": [],
    "hide_stats": False,
}
BEN_MADE_50 = {"declarer": "Ben", "bid": 50, "trump": "spades", "result": {"declarer_points": 55}}


@pytest.fixture
def other(tmp_path):
    """A second store on the same file: another table's program."""
    opened = open_store(str(tmp_path / "scorekeeper.sqlite"))
    yield opened
    opened.close()


def points(window) -> dict[str, str]:
    model = window.club.league_window.view.standings
    return {model.cell(r, 1): model.cell(r, 2) for r in range(model.rowCount())}


def declared(window) -> dict[str, str]:
    model = window.club.league_window.view.stats
    return {model.cell(r, 0): model.cell(r, 1) for r in range(model.rowCount())}


def test_the_welcome_list_shows_a_session_another_table_started(qtbot, make_window, other):
    w = make_window()
    assert w.welcome.model.rowCount() == 0
    session_id = other.create_session({**SESSION, "date": DATE})
    qtbot.waitUntil(lambda: w.welcome.model.rowCount() == 1, timeout=10_000)
    assert w.welcome.model.session_id(0) == session_id


def test_nothing_is_read_again_while_the_stamp_stands_still(make_window, store, monkeypatch):
    w = make_window()
    read = []
    monkeypatch.setattr(store, "list_sessions", lambda: read.append(1) or [])
    w.others.check_stamp()
    w.others.check_stamp()
    assert read == []
    store.create_session(SESSION)  # this table's own change moves the stamp too
    w.others.check_stamp()
    assert read == [1]


def test_league_standings_follow_another_tables_deal(qtbot, make_window, store, other):
    from scorekeeper.league.model import parse_league

    session_id = store.create_session({**SESSION, "date": DATE})
    store.save_league(parse_league(LEAGUE))
    w = make_window()
    w.menu_actions["leagues"].trigger()
    assert w.club.league_window.isVisible()
    assert points(w) == {"Chie": "110", "Aki": "75", "Dai": "30", "Ben": "0"}
    # the bids declared and made: Aki 45 made, Ben 60 missed, Chie 80 made, Dai none
    assert declared(w) == {"Aki": "Contract 1/1", "Ben": "Contract 1/0",
                           "Chie": "Contract 1/1", "Dai": "—"}  # fmt: skip
    other.add_deal(session_id, BEN_MADE_50)
    qtbot.waitUntil(lambda: points(w)["Ben"] == "50", timeout=10_000)
    assert points(w) == {"Chie": "110", "Aki": "75", "Ben": "50", "Dai": "30"}
    assert declared(w)["Ben"] == "Contract 2/1"  # the statistics follow too


def test_a_league_defined_by_keys(qtbot, make_window, store):
    """Club ▸ Leagues…, Alt+N, the name, the tables (a place of a stored session
    ticked with Space, one typed and added with Enter), Enter: stored and shown."""
    from PySide6.QtCore import Qt

    from tests.ui.ui_keys import alt, enter, focused, press, type_text, wait_dialog

    store.create_session({**SESSION, "date": DATE, "place": "Kocsma"})
    w = make_window()
    w.menu_actions["leagues"].trigger()
    leagues = w.club.league_window
    qtbot.waitUntil(leagues.isActiveWindow)
    alt(qtbot, "n")  # a button's Alt+letter clicks it after a moment (animateClick)
    qtbot.waitUntil(lambda: leagues.dialog is not None)
    dialog = wait_dialog(qtbot, leagues)
    assert focused() is dialog.name
    type_text(qtbot, dialog.name, "Tavasz")
    alt(qtbot, "g")
    press(qtbot, Qt.Key.Key_End)  # the last game: Ultimate
    alt(qtbot, "s")
    assert focused() is dialog.season_from
    alt(qtbot, "t")  # the tables
    assert focused() is dialog.tables
    press(qtbot, Qt.Key.Key_Home)
    press(qtbot, Qt.Key.Key_Space)  # Kocsma ticked
    dialog.new_table.setFocus()
    type_text(qtbot, dialog.new_table, "Wien")
    press(qtbot, Qt.Key.Key_Return)  # added, the form stays open
    assert dialog.isVisible() and dialog.chosen_tables() == ["Kocsma", "Wien"]
    dialog.name.setFocus()
    enter(qtbot, dialog)
    saved = store.leagues()
    assert [(lg.name, lg.game, lg.tables) for lg in saved] == [
        ("Tavasz", "ultimate", ("Kocsma", "Wien"))
    ]
    assert leagues.list.currentItem().text() == "Tavasz"
    assert leagues.view.standings.rowCount() == 4  # the Kocsma evening counts
