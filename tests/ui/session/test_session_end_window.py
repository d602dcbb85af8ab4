"""The agreed session end in the window: the new-session form writes it, the banner
says how far it is, the status bar says when it is reached and offers the
settlement, and another deal after it is asked for first. A time end is measured
against a fixed clock put in ``scorekeeper_ui.session.clock.now`` (no waiting).

Ulti numbers by hand (``docs/rules/ulti.md``, 3 players): a betli made is worth 5
from each defender: soloist +10, each defender −5.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt

from tests.ui.app.test_evening_by_keys import new_deal, start_session
from tests.ui.ui_keys import (
    enter,
    focused,
    press,
    shortcut,
    tab_to,
    type_in,
    type_text,
    wait_dialog,
)

BETLI = {"soloist": "Anna", "contract": ["betli"], "trump": None, "result": {"soloist_tricks": 0}}
ASK = ("confirm", "Session end", "The agreed end was reached. Record another deal?")


def ulti(*deals: dict, end: dict | None = None) -> dict:
    record = {"game": "ulti", "players": ["Anna", "Béla", "Csaba"], "first_dealer": "Csaba"}
    return {**record, **({"end": end} if end else {}), "deals": list(deals)}


def status(window) -> str:
    return window.page.banner.status.text()


def test_default_end_writes_nothing(qtbot, make_window, store):
    window = make_window()
    start_session(qtbot, window, "", ["Anna", "Béla", "Csaba", "Dóra"])
    assert "end" not in store.session_json(window.session_id())
    assert "left" not in status(window)


def test_new_session_with_a_number_of_deals(qtbot, make_window, store):
    window = make_window()
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = wait_dialog(qtbot, window)
    for edit, name in zip(dialog.names, ["Anna", "Béla", "Csaba", "Dóra"], strict=False):
        tab_to(qtbot, edit)
        type_text(qtbot, edit, name)
    type_in(qtbot, [(dialog.end.kind, ["af"])])  # type-to-select "after a number of deals"
    tab_to(qtbot, dialog.end.number)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focused(), "3")
    enter(qtbot, dialog)
    assert store.session_json(window.session_id())["end"] == {"deals": 3}
    assert "3 deals left" in status(window)


def test_race_game_form_offers_games_only(qtbot, make_window):
    window = make_window()
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = wait_dialog(qtbot, window)
    qtbot.keyClicks(focused(), "Marja")
    assert dialog.end.kind.isHidden() and not dialog.end.number.isHidden()
    assert dialog.end.end_json() is None  # one game: the rules' reading, nothing written
    dialog.end.number.setValue(3)
    assert dialog.record()["end"] == {"games": 3}
    dialog.reject()


def test_banner_the_end_reached_and_another_deal_asked(qtbot, make_window, store, messages):
    sid = store.create_session(ulti(BETLI, end={"deals": 2}))
    window = make_window()
    window.open_session(sid)
    assert "1 deal left" in status(window)
    # Deal 2 by keys: Anna (Csaba dealt deal 1, Anna deal 2, so Béla leads; any soloist
    # will do) plays a betli and takes no trick: made.
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(qtbot, [(f.contract, ["betli"]), (f.tricks[0], ["0"])])
    enter(qtbot, d)
    assert len(window.result().rows) == 2
    assert "the agreed end was reached after deal 2" in status(window)
    assert window.page.banner.status.font().bold()
    assert "Ctrl+T" in window.statusBar().currentMessage()
    assert window.notes.settle_button.isVisible()
    # Another deal: asked first; No opens nothing.
    messages.answer = False
    dialog_before = window.dialog
    shortcut(qtbot, window, Qt.Key.Key_D)
    assert messages[-1] == ASK and window.dialog is dialog_before
    messages.answer = True
    d = new_deal(qtbot, window)  # Yes: the deal form opens
    assert messages[-1] == ASK and d is not dialog_before
    d.reject()


def test_time_end_passes_by_the_clock(qtbot, make_window, store, monkeypatch):
    import scorekeeper_ui.session.clock as clock

    now = [datetime(2026, 11, 7, 23, 0)]
    monkeypatch.setattr(clock, "now", lambda: now[0])
    sid = store.create_session(ulti(BETLI, end={"time": "23:30"}))
    window = make_window()
    window.open_session(sid)
    assert "ends at 23:30" in status(window)
    now[0] = datetime(2026, 11, 7, 23, 31)
    window.others.look()  # the window's 2-second look, without waiting for it
    assert "the agreed end (23:30) has passed" in status(window)
    assert window.notes.settle_button.isVisible()


def test_race_game_asks_after_its_game_is_won(qtbot, make_window, store, messages):
    # Ultimate to 150: Anna +80, Béla +50, Anna +80 = 160 ≥ 150: the race is over.
    deals = [
        {"declarer": p, "bid": b, "trump": "spades", "result": {"declarer_points": b}}
        for p, b in (("Anna", 80), ("Béla", 50), ("Anna", 80))
    ]
    sid = store.create_session({**ulti(), "game": "ultimate", "deals": deals})
    window = make_window()
    window.open_session(sid)
    # nobody agreed an end: the rules' one game (docs/rules/ultimate.md "Game") is over
    assert "the race is over after deal 3" in status(window)
    messages.answer = False
    shortcut(qtbot, window, Qt.Key.Key_D)
    assert messages[-1] == (
        "confirm",
        "Session end",
        "The race was won. Record another deal, starting a new game?",
    )
