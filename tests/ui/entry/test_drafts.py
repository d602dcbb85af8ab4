"""Issue 11, item 4 "Nothing typed is lost": Esc, Cancel or closing a changed deal
form asks first; the deal being typed is kept in a draft file beside the settings
and offered back after a crash; the app reopens the evening in progress.

The session (Ultimate, docs/rules/ultimate.md "Scoring one deal": made → declarer
+bid; missed → each defender +⌊bid / 2⌋), dealers in turn Dai, Aki, Ben, Chie:
  deal 1, Dai deals:  Aki bids 45, takes 52  → Aki +45
  deal 2, Aki deals:  Ben bids 60, takes 40  → Aki, Chie, Dai +30
  deal 3, Ben deals:  Chie bids 80, takes 85 → Chie +80
  totals: Aki 75, Ben 0, Chie 110, Dai 30; deal 4 is Chie's to deal, and its
  form proposes Dai (the player after the dealer) as declarer, spades as trump.
A crash is simulated by writing the draft file and starting a new window.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from scorekeeper.storage import open_store
from scorekeeper_ui.app import startup as app
from scorekeeper_ui.widgets.settings import AppSettings
from tests.ui.ui_keys import enter, press, shortcut, type_in, wait_dialog

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
SESSION = {
    "game": "ultimate",
    "players": PLAYERS,
    "first_dealer": "Dai",
    "deals": [
        {"declarer": "Aki", "bid": 45, "trump": "spades", "result": {"declarer_points": 52}},
        {"declarer": "Ben", "bid": 60, "trump": "hearts", "result": {"declarer_points": 40}},
        {"declarer": "Chie", "bid": 80, "trump": "clubs", "result": {"declarer_points": 85}},
    ],
}
# Aki bids 80 twice and makes it: 160 ≥ 150 ends the game (rules "Game").
FINISHED = {
    "game": "ultimate",
    "players": PLAYERS,
    "first_dealer": "Dai",
    "deals": [
        {"declarer": "Aki", "bid": 80, "trump": "spades", "result": {"declarer_points": 90}},
        {"declarer": "Aki", "bid": 80, "trump": "hearts", "result": {"declarer_points": 85}},
    ],
}


def draft_path(tmp_path: Path) -> Path:
    """Beside the settings file (conftest puts it in tmp_path/settings/<org>/<app>.ini)."""
    return tmp_path / "settings" / "Scorekeeper" / "deal-draft.json"


def totals(window) -> dict[str, int]:
    return dict(window.result().totals)


@pytest.fixture
def window(qtbot, make_window, store):
    w = make_window()
    w.open_session(store.create_session(SESSION))
    qtbot.waitUntil(w.page.table.hasFocus)
    return w


def new_deal_typed(qtbot, window):
    """Ctrl+D, then bid 50 (Dai, spades, as proposed) and 60 points."""
    shortcut(qtbot, window, Qt.Key.Key_D)
    d = wait_dialog(qtbot, window)
    type_in(qtbot, [(d.editor.form.bid, ["50"]), (d.editor.form.points, ["60"])])
    return d


# ----- 1. a changed form asks before it is thrown away -----


def test_escape_on_a_typed_deal_asks_and_keep_editing_keeps_it(qtbot, window, messages):
    d = new_deal_typed(qtbot, window)
    messages.answer = False  # "No": keep editing
    press(qtbot, Qt.Key.Key_Escape)
    assert [m[0] for m in messages] == ["confirm"]
    assert d.isVisible() and d.result() == 0
    assert d.editor.form.bid.text() == "50" and d.editor.form.points.text() == "60"
    enter(qtbot, d)  # still whole: it is recorded. Dai bids 50, takes 60 → Dai +50
    assert totals(window) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 80}


@pytest.mark.parametrize("how", ["escape", "cancel", "close"], ids=["esc", "cancel", "close-box"])
def test_throwing_a_typed_deal_away_asks_then_stores_nothing(qtbot, window, messages, how):
    d = new_deal_typed(qtbot, window)
    messages.answer = True  # "Yes": throw it away
    with qtbot.waitSignal(d.rejected, timeout=2000):
        if how == "escape":
            press(qtbot, Qt.Key.Key_Escape)
        elif how == "cancel":
            d.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
        else:
            d.close()
    assert [m[0] for m in messages] == ["confirm"]
    assert len(window.result().rows) == 3


def test_an_unchanged_form_closes_at_once(qtbot, window, messages):
    shortcut(qtbot, window, Qt.Key.Key_D)  # a new deal, nothing typed
    d = wait_dialog(qtbot, window)
    with qtbot.waitSignal(d.rejected, timeout=2000):
        press(qtbot, Qt.Key.Key_Escape)
    window.menu_actions["edit_deal"].trigger()  # deal 3 opened for editing, nothing changed
    d = wait_dialog(qtbot, window)
    with qtbot.waitSignal(d.rejected, timeout=2000):
        press(qtbot, Qt.Key.Key_Escape)
    assert messages == []


def test_a_form_typed_back_to_what_it_was_closes_at_once(qtbot, window, messages):
    press(qtbot, Qt.Key.Key_Return)  # deal 3: Chie bids 80
    d = wait_dialog(qtbot, window)
    bid = d.editor.form.bid
    type_in(qtbot, [(bid, ["85"])])  # Tab selects the number: typing replaces it
    assert d.editor.is_changed()
    type_in(qtbot, [(bid, [Qt.Key.Key_Backspace, Qt.Key.Key_Backspace, "80"])])  # as before
    with qtbot.waitSignal(d.rejected, timeout=2000):
        press(qtbot, Qt.Key.Key_Escape)
    assert messages == []


# ----- 2. the draft file -----


def test_the_draft_follows_the_typing_and_goes_when_the_deal_is_recorded(qtbot, window, tmp_path):
    path = draft_path(tmp_path)
    d = new_deal_typed(qtbot, window)
    qtbot.waitUntil(path.exists, timeout=3000)
    draft = json.loads(path.read_text(encoding="utf-8"))
    assert draft["session_id"] == window.session_id()
    assert (draft["kind"], draft["position"], draft["deal_id"]) == ("new", 3, None)
    assert draft["record"] == {
        "dealer": "Chie",
        "declarer": "Dai",
        "bid": 50,
        "trump": "spades",
        "result": {"declarer_points": 60},
    }
    assert not path.with_name(path.name + ".tmp").exists()  # written, then renamed
    enter(qtbot, d)
    assert not path.exists()
    assert totals(window) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 80}


def test_a_deal_thrown_away_takes_its_draft_along(qtbot, window, messages, tmp_path):
    path = draft_path(tmp_path)
    d = new_deal_typed(qtbot, window)
    qtbot.waitUntil(path.exists, timeout=3000)
    with qtbot.waitSignal(d.rejected, timeout=2000):
        press(qtbot, Qt.Key.Key_Escape)
    assert not path.exists()


def test_an_invalid_deal_is_kept_too(qtbot, window, tmp_path):
    # Dai bids 5, his points not typed yet: not a deal that can be recorded, kept all the same.
    shortcut(qtbot, window, Qt.Key.Key_D)
    d = wait_dialog(qtbot, window)
    type_in(qtbot, [(d.editor.form.bid, ["5"])])
    assert not d.ok.isEnabled()
    qtbot.waitUntil(draft_path(tmp_path).exists, timeout=3000)
    record = json.loads(draft_path(tmp_path).read_text(encoding="utf-8"))["record"]
    expected = {"dealer": "Chie", "declarer": "Dai", "bid": 5, "trump": "spades", "result": {}}
    assert record == expected


def test_a_draft_that_cannot_be_written_is_said_once_and_the_deal_still_records(
    qtbot, window, messages, tmp_path
):
    blocker = draft_path(tmp_path).parent
    blocker.mkdir(parents=True, exist_ok=True)
    draft_path(tmp_path).mkdir()  # a folder where the file should go: os.replace fails
    d = new_deal_typed(qtbot, window)
    qtbot.waitUntil(lambda: len(messages) == 1, timeout=3000)
    assert messages[0][0] == "error" and "deal-draft.json" in messages[0][2]
    type_in(qtbot, [(d.editor.form.points, [Qt.Key.Key_Backspace, "1"])])  # 61: no new word
    qtbot.wait(700)
    assert len(messages) == 1
    enter(qtbot, d)  # Dai bids 50, takes 61 → Dai +50
    assert totals(window) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 80}


def write_draft(tmp_path: Path, **fields) -> Path:
    path = draft_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    draft = {"session_created": None, "kind": "new", "position": 3, "deal_id": None} | fields
    path.write_text(json.dumps(draft), encoding="utf-8")
    return path


@pytest.fixture
def start(qapp, qtbot, tmp_path, messages):
    """A new start of the app over the test database (the store after the window)."""
    shells = []

    def started():
        shell = app.Shell(qapp, None, AppSettings())
        shells.append(shell)
        shell.window.show()
        qtbot.waitExposed(shell.window)
        assert shell.open_store(str(tmp_path / "scorekeeper.sqlite"))
        return shell.window

    yield started
    for shell in shells:
        shell.close()


def stored_session(tmp_path: Path, session=SESSION) -> int:
    with open_store(str(tmp_path / "scorekeeper.sqlite")) as store:
        return store.create_session(session)


def test_after_a_crash_the_draft_is_offered_and_reopens_its_form(qtbot, tmp_path, messages, start):
    session_id = stored_session(tmp_path)
    half_typed = {"dealer": "Chie", "declarer": "Dai", "bid": 50, "trump": "spades"}
    path = write_draft(tmp_path, session_id=session_id, record=half_typed)
    window = start()
    assert window.session_id() == session_id  # the draft's session is open
    assert [m[0] for m in messages] == ["offer"]
    d = wait_dialog(qtbot, window)
    assert d.editor.dealer() == "Chie" and d.editor.form.bid.text() == "50"
    assert d.editor.form.points.text() == "" and not d.ok.isEnabled()
    type_in(qtbot, [(d.editor.form.points, ["60"])])
    enter(qtbot, d)  # Dai bids 50, takes 60 → Dai +50
    assert totals(window) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 80}
    assert not path.exists()


def test_a_correction_left_by_a_crash_reopens_on_its_deal(qtbot, tmp_path, messages, start):
    session_id = stored_session(tmp_path)
    with open_store(str(tmp_path / "scorekeeper.sqlite")) as store:
        deal_2 = store.snapshot(session_id).deals[1].id
    corrected = dict(SESSION["deals"][1], dealer="Aki", result={"declarer_points": 60})
    write_draft(
        tmp_path, session_id=session_id, kind="edit", position=1, deal_id=deal_2, record=corrected
    )
    window = start()
    d = wait_dialog(qtbot, window)
    assert d.editor.form.points.text() == "60"
    enter(qtbot, d)
    # Deal 2 corrected: Ben takes 60 ≥ 60 → Ben +60 and nobody else; deal 3 as before.
    assert totals(window) == {"Aki": 45, "Ben": 60, "Chie": 80, "Dai": 0}
    assert len(window.result().rows) == 3


def test_a_draft_declined_is_thrown_away(qtbot, tmp_path, messages, start):
    session_id = stored_session(tmp_path)
    path = write_draft(tmp_path, session_id=session_id, record={"dealer": "Chie"})
    messages.offer_answer = False
    window = start()
    assert window.session_id() == session_id and [m[0] for m in messages] == ["offer"]
    assert window.dialog is None and not path.exists()


@pytest.mark.parametrize("gone", ["deleted", "id-given-again"])
def test_a_draft_for_a_session_that_is_gone_is_dropped_with_a_word(
    qtbot, tmp_path, messages, start, gone
):
    session_id = stored_session(tmp_path)
    created = "2001-01-01T00:00:00"  # not when the stored session was created
    other = session_id + 1 if gone == "deleted" else session_id
    path = write_draft(tmp_path, session_id=other, session_created=created, record={})
    window = start()
    assert [m[0] for m in messages] == ["info"]
    assert "no longer exists" in messages[0][2]
    assert not path.exists() and window.session_id() is None  # the welcome screen
    assert window.stack.currentWidget() is window.welcome


# ----- 3. the app reopens where the evening was -----


def test_the_app_reopens_the_open_session_shown_last(qtbot, tmp_path, messages, start):
    session_id = stored_session(tmp_path)
    first = start()
    assert first.stack.currentWidget() is first.welcome  # nothing shown before
    first.open_session(session_id)
    first.close()
    again = start()
    assert again.session_id() == session_id
    assert again.stack.currentWidget() is again.page
    assert totals(again) == {"Aki": 75, "Ben": 0, "Chie": 110, "Dai": 30}
    assert messages == []


def test_a_finished_session_or_a_closed_one_is_not_reopened(qtbot, tmp_path, messages, start):
    finished, open_ = stored_session(tmp_path, FINISHED), stored_session(tmp_path)
    first = start()
    first.open_session(finished)
    assert first.result().finished  # Aki 160 ≥ 150
    again = start()
    assert again.session_id() is None and again.stack.currentWidget() is again.welcome
    again.open_session(open_)
    again.menu_actions["close"].trigger()  # Ctrl+W: back to the welcome screen
    third = start()
    assert third.session_id() is None and third.stack.currentWidget() is third.welcome
