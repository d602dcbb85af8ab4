"""Two windows on one database (two stores on one SQLite file, as two programs at
two tables would have): undo and redo touch only the deal they made, and refuse,
leaving the database alone, when the other window changed that deal since.

The session is the one of ``tests/ui/session/test_corrections.py`` (Ultimate, docs/rules/ultimate.md
"Scoring one deal": made → declarer +bid; missed → each defender +⌊bid / 2⌋):
  deal 1 Aki 45/52 → Aki +45;  deal 2 Ben 60/40 → Aki, Chie, Dai +30;
  deal 3 Chie 80/85 → Chie +80;  totals Aki 75, Ben 0, Chie 110, Dai 30.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from scorekeeper.storage import open_store
from tests.ui.session.test_corrections import SESSION
from tests.ui.ui_keys import enter, press, shortcut, type_in, wait_dialog

# Window A's new deal: Dai bids 30, takes 10 → missed → Aki, Ben, Chie +⌊30/2⌋ = +15.
A_DEAL = [("declarer", ["D"]), ("bid", ["30"]), ("points", ["10"])]
# Window B's new deal: Ben bids 50, takes 55 → made → Ben +50.
B_DEAL = [("declarer", ["B"]), ("bid", ["50"]), ("points", ["55"])]


@pytest.fixture
def other(tmp_path):
    """A second store on the same file: the other window's program."""
    opened = open_store(str(tmp_path / "scorekeeper.sqlite"))
    yield opened
    opened.close()


@pytest.fixture
def windows(qtbot, make_window, store, other):
    session_id = store.create_session(SESSION)
    a, b = make_window(), make_window(store=other)
    for w in (a, b):
        w.open_session(session_id)
    return a, b


def focus(qtbot, window) -> None:
    window.activateWindow()
    window.page.table.setFocus()
    qtbot.waitUntil(window.page.table.hasFocus)


def new_deal(qtbot, window, fields, key=Qt.Key.Key_D) -> None:
    focus(qtbot, window)
    if key == Qt.Key.Key_Insert:
        press(qtbot, key)
    else:
        shortcut(qtbot, window, key)
    dialog = wait_dialog(qtbot, window)
    form = dialog.editor.form
    type_in(qtbot, [(getattr(form, name), keys) for name, keys in fields])
    enter(qtbot, dialog)


def stored_totals(store, session_id) -> dict[str, int]:
    return dict(store.result(session_id).totals)


@pytest.mark.parametrize("b_inserts_first", [False, True], ids=["b-appends", "b-inserts-at-1"])
def test_undo_removes_only_this_windows_deal(qtbot, windows, store, b_inserts_first):
    a, b = windows
    sid = a.session_id()
    new_deal(qtbot, a, A_DEAL)
    if b_inserts_first:
        focus(qtbot, b)
        for _ in range(3):
            press(qtbot, Qt.Key.Key_Up)  # deal 1
        new_deal(qtbot, b, B_DEAL, Qt.Key.Key_Insert)
    else:
        new_deal(qtbot, b, B_DEAL)
    # Both deals stored: Aki 75+15, Ben 0+15+50, Chie 110+15, Dai 30.
    assert stored_totals(store, sid) == {"Aki": 90, "Ben": 65, "Chie": 125, "Dai": 30}
    focus(qtbot, a)
    shortcut(qtbot, a, Qt.Key.Key_Z)
    # A's deal (+15 each to Aki, Ben, Chie) is gone, B's (Ben +50) stays.
    expected = {"Aki": 75, "Ben": 50, "Chie": 110, "Dai": 30}
    assert stored_totals(store, sid) == expected
    assert dict(a.result().totals) == expected
    bens = [d for d in store.session_json(sid)["deals"] if d.get("bid") == 50]
    assert len(bens) == 1 and bens[0]["declarer"] == "Ben"


def edit_deal_2(qtbot, window, points: str) -> None:
    focus(qtbot, window)
    press(qtbot, Qt.Key.Key_Up)  # from deal 3 to deal 2
    press(qtbot, Qt.Key.Key_Return)
    dialog = wait_dialog(qtbot, window)
    backspaces = [Qt.Key.Key_Backspace] * len(dialog.editor.form.points.text())
    type_in(qtbot, [(dialog.editor.form.points, [*backspaces, points])])
    enter(qtbot, dialog)


def test_undo_of_an_edit_the_other_window_changed_again_is_refused(qtbot, windows, store, messages):
    a, b = windows
    sid = a.session_id()
    edit_deal_2(qtbot, a, "60")  # Ben takes 60 of 60: made → Ben +60
    edit_deal_2(qtbot, b, "65")  # Ben takes 65: made → Ben +60
    focus(qtbot, a)
    shortcut(qtbot, a, Qt.Key.Key_Z)
    assert messages[-1][0] == "error" and "another writer" in messages[-1][2]
    # B's edit stays: Aki 45, Ben 60, Chie 80, Dai 0.
    assert store.session_json(sid)["deals"][1]["result"]["declarer_points"] == 65
    assert stored_totals(store, sid) == {"Aki": 45, "Ben": 60, "Chie": 80, "Dai": 0}
    assert dict(a.result().totals) == {"Aki": 45, "Ben": 60, "Chie": 80, "Dai": 0}
    assert a.undo_stack.count() == 0  # the refused step is dropped, nothing else undone


def test_the_window_shows_a_deal_another_program_added(qtbot, make_window, store, other):
    window = make_window()
    window.open_session(store.create_session(SESSION))
    # Another program: Ben bids 50, takes 55 → made → Ben +50.
    ben = {"declarer": "Ben", "bid": 50, "trump": "hearts", "result": {"declarer_points": 55}}
    other.add_deal(window.session_id(), ben)
    qtbot.waitUntil(lambda: len(window.result().rows) == 4, timeout=10_000)  # the timer's look
    assert dict(window.result().totals) == {"Aki": 75, "Ben": 50, "Chie": 110, "Dai": 30}


def test_nothing_is_replayed_while_nobody_else_writes(make_window, store, monkeypatch):
    window = make_window()
    window.open_session(store.create_session(SESSION))
    reads = []
    monkeypatch.setattr(store, "snapshot", lambda sid: reads.append(sid))
    window.others.look()
    assert reads == []  # one version query, no read of the deals, no replay


def test_one_windows_own_steps_undo_and_redo_in_a_chain(make_window, store):
    # Add Ben 50/55 (Ben +50), then correct it to 50/40 (missed: Aki, Chie, Dai +25);
    # undo both, redo both: each step finds the deal its earlier step left.
    window = make_window()
    sid = store.create_session(SESSION)
    window.open_session(sid)
    window.deals.push_add(
        {"declarer": "Ben", "bid": 50, "trump": "hearts", "result": {"declarer_points": 55}}
    )
    window.deals.push_edit(
        *window.deals.deal_seen(3),
        {"declarer": "Ben", "bid": 50, "trump": "hearts", "result": {"declarer_points": 40}},
    )
    missed = {"Aki": 100, "Ben": 0, "Chie": 135, "Dai": 55}
    assert stored_totals(store, sid) == missed
    window.undo_stack.undo()
    assert stored_totals(store, sid) == {"Aki": 75, "Ben": 50, "Chie": 110, "Dai": 30}
    window.undo_stack.undo()
    assert stored_totals(store, sid) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 30}
    window.undo_stack.redo()
    window.undo_stack.redo()
    assert stored_totals(store, sid) == missed
    assert dict(window.result().totals) == missed
    assert window.undo_stack.count() == 2
