"""The score sheet after a change is redrawn from the change on
(``ui/session/score_sheet.py``, ``ui/session/chart.py``,
``ui/session/sheet_columns.py``), and what it shows is still the sheet of the whole
session: after every step of random sequences of adds, inserts, corrections,
deletes, undos and redos, every cell of the window's table equals the cell of a model
built afresh from the session, the chart draws the sheet's series and every column is
as wide as its widest cell.

Zwanzigerrufen: a Mondfang makes the next 4 scored deals count double
(docs/rules/zwanzigerrufen.md), so a change early on changes the marks of later rows.
Marjapussi and Ultimate are race games (500, 150): a change moves the game ends and
starts the later deals' games from 0.
"""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.errors import RecordError
from scorekeeper.session.store import InsertDeal
from scorekeeper_ui.entry.games import EXAMPLES_DIR
from scorekeeper_ui.session.score_sheet import CONTRACT_COLUMN, ScoreSheetModel

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.BackgroundRole,
)


def example(game: str) -> dict:
    return json.loads((EXAMPLES_DIR / f"{game}.json").read_text(encoding="utf-8"))


def cells(model) -> list[list[tuple]]:
    """Every cell of ``model`` in every role the sheet answers (fonts by boldness,
    brushes by colour)."""

    def value(index, role):
        data = index.data(role)
        if role == Qt.ItemDataRole.FontRole and data is not None:
            return ("bold", data.bold())
        if role == Qt.ItemDataRole.BackgroundRole and data is not None:
            return ("brush", data.color().name(), data.color().alpha())
        return data

    return [
        [
            tuple(value(model.index(r, c), role) for role in ROLES)
            for c in range(model.columnCount())
        ]
        for r in range(model.rowCount())
    ]


def assert_shows_the_session(window) -> None:
    result = window.result()
    fresh = ScoreSheetModel()
    fresh.set_result(result)
    shown = window.page.model
    assert shown.rowCount() == len(result.rows)
    assert cells(shown) == cells(fresh)
    sheet = fresh.sheet()
    assert shown.sheet() == sheet  # the reused rows are the sheet's rows
    assert window.page.chart.lines() == sheet.series
    # the segments kept and added after each change join the sheet's points, one by one
    drawn = window.page.chart.drawn_points()
    assert drawn == [[(x, y) for x, y in line.points] for line in sheet.series]
    table = window.page.table
    for c in range(shown.columnCount()):
        if c != CONTRACT_COLUMN:  # stretched over what is left
            assert table.columnWidth(c) >= table.sizeHintForColumn(c), f"column {c}"


def fitted(window, deal: dict, position: int) -> dict:
    """A Zwanzigerrufen normal game is declared by forehand, the player after the
    dealer (docs/rules/zwanzigerrufen.md): the pool's deal made so at ``position``."""
    deal = dict(deal)
    if deal.get("contract") == "normal":
        context = window.result().context(position)
        players = list(context.players)
        forehand = players[(players.index(context.dealer) + 1) % len(players)]
        deal["declarer"] = forehand
        if deal.get("partner") == forehand:
            deal["partner"] = players[(players.index(forehand) + 1) % len(players)]
    return deal


def step(rng: random.Random, window, pool: list[dict], other) -> str:
    """One random change through the window's own paths (as its dialogs and keys do);
    what the store refuses is said in a message and changes nothing."""
    rows = window.page.model.rowCount()
    stack = window.undo_stack
    choice = rng.choice(["add", "add", "insert", "edit", "delete", "undo", "redo", "other"])
    if rows == 0 and choice in ("insert", "edit", "delete"):
        choice = "add"
    at = rng.randrange(max(rows, 1))
    if choice == "add":
        window.deals.push_add(fitted(window, rng.choice(pool), rows))
    elif choice == "insert":
        window.deals.push_add(fitted(window, rng.choice(pool), at), at)
    elif choice == "edit":
        target, old = window.deals.deal_seen(at)
        window.deals.push_edit(target, old, fitted(window, rng.choice(pool), at))
    elif choice == "delete":
        window.deals.push_delete(*window.deals.deal_seen(at))
    elif choice == "undo" and stack.canUndo():
        stack.undo()
    elif choice == "redo" and stack.canRedo():
        stack.redo()
    elif choice == "other":  # another program adds a deal: the window's next change sees it
        try:
            other.change(window.session_id(), InsertDeal(rng.choice(pool), at_end=True))
        except RecordError:
            return "refused"
    return choice


@pytest.fixture
def other(tmp_path):
    from scorekeeper.storage import open_store

    opened = open_store(str(tmp_path / "scorekeeper.sqlite"))
    yield opened
    opened.close()


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("game", ["zwanzigerrufen", "marjapussi", "ultimate"])
def test_random_changes_show_the_whole_session(
    qtbot, make_window, store, other, messages, game, seed
):
    session = example(game)
    pool = session["deals"]
    session["deals"] = pool[:4]
    window = make_window()
    window.others.timer.stop()  # the other program's deals come in with the window's next change
    window.open_session(store.create_session(session))
    rng = random.Random(seed)
    versions = {window.shown().snapshot.version}
    for _ in range(30):
        step(rng, window, pool, other)
        assert_shows_the_session(window)
        versions.add(window.shown().snapshot.version)
    assert len(versions) > 12  # most steps did change the session


def test_an_added_deal_is_inserted_not_reset(qtbot, make_window, store):
    session = example("ultimate")
    deals = session["deals"]
    session["deals"] = deals[:5]
    window = make_window()
    window.open_session(store.create_session(session))
    model = window.page.model
    said: list[tuple] = []
    model.modelReset.connect(lambda: said.append(("reset",)))
    model.rowsInserted.connect(lambda _p, first, last: said.append(("inserted", first, last)))
    model.rowsRemoved.connect(lambda _p, first, last: said.append(("removed", first, last)))
    model.dataChanged.connect(
        lambda top, bottom, _roles: said.append(("changed", top.row(), bottom.row()))
    )
    window.deals.push_add(dict(deals[5]))
    assert said == [("inserted", 5, 5)]  # the rows before it are not touched
    assert window.page.current_row() == 5
    said.clear()
    window.undo_stack.undo()
    assert said == [("removed", 5, 5)]
    said.clear()
    window.deals.push_edit(*window.deals.deal_seen(1), dict(deals[6]))
    assert said == [("changed", 1, 4)]  # the corrected deal and every deal after it
    said.clear()
    window.deals.push_add(dict(deals[7]), 2)
    assert said == [("inserted", 2, 2), ("changed", 3, 5)]
    assert_shows_the_session(window)


def test_room_the_contracts_do_not_need_goes_to_the_players(qtbot, make_window, store):
    """Issue 11: "the Contract column takes half the width". In a wide window the
    contract column is as wide as its widest text and the player columns share the
    rest; in a narrow one the contract column takes what is left (its longest texts
    end in "…") and the player columns keep what their numbers need."""
    from scorekeeper_ui.session.score_sheet import PLAYER_COLUMNS

    window = make_window()
    window.show()
    window.open_session(store.create_session(example("ulti")))
    table, header = window.page.table, window.page.table.horizontalHeader()
    players = range(PLAYER_COLUMNS, window.page.model.columnCount())

    def need(c: int) -> int:
        return max(table.sizeHintForColumn(c), header.sectionSizeHint(c))

    window.resize(1800, 900)
    qtbot.waitUntil(lambda: table.viewport().width() > 1600)
    QApplication.processEvents()
    assert table.columnWidth(CONTRACT_COLUMN) == need(CONTRACT_COLUMN)
    widths = {table.columnWidth(c) for c in players}
    assert len(widths) == 1 and min(widths) > max(need(c) for c in players)
    total = sum(table.columnWidth(c) for c in range(window.page.model.columnCount()))
    assert table.viewport().width() - len(players) < total <= table.viewport().width()
    window.resize(900, 600)
    qtbot.waitUntil(lambda: table.viewport().width() < 900)
    QApplication.processEvents()
    assert table.columnWidth(CONTRACT_COLUMN) < need(CONTRACT_COLUMN)
    assert all(table.columnWidth(c) >= need(c) for c in players)
