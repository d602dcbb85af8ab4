"""Settings ▸ "Check for new versions" (ui/app/updates.py), against a fake feed on
127.0.0.1: off until turned on; on, at most one request a day; a newer release is
a non-modal note with its link; the same version, or no network, says nothing;
a session being played at start is never interrupted (no request at all)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox, QMainWindow

from scorekeeper.host import releases
from scorekeeper_ui.app.updates import UpdateCheck
from scorekeeper_ui.widgets.settings import AppSettings
from tests.host.release_feed import fake_feed, unreachable_url

EVENING = datetime(2026, 3, 1, 19, 30, tzinfo=UTC)


@pytest.fixture
def window(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    return window


def settings_on() -> AppSettings:
    settings = AppSettings(QSettings())
    settings.set_check_updates(True)
    return settings


def checked(qtbot, window, settings, url, now=EVENING) -> UpdateCheck:
    """An update check at ``now``, waited for when it asks."""
    check = UpdateCheck(settings, window.statusBar, feed=url, now=lambda: now)
    answered = qtbot.waitSignal(check.finished, timeout=10_000)  # listening before it asks
    if check.start():
        answered.wait()
    return check


def test_off_by_default_and_then_no_request_at_all(qtbot, window):
    settings = AppSettings(QSettings())
    assert settings.check_updates() is False
    with fake_feed("v9.0.0") as feed:
        check = checked(qtbot, window, settings, feed.url)
        assert feed.requests == []
    assert check.note is None and settings.last_update_check() is None


def test_a_newer_version_is_a_note_with_its_link(qtbot, window):
    with fake_feed("v0.2.0") as feed:  # this is 0.1.0 (pyproject)
        check = checked(qtbot, window, settings_on(), feed.url)
        assert len(feed.requests) == 1
    assert check.note is not None and check.note.isVisibleTo(window)
    text = check.note.text()
    assert "0.2.0" in text
    assert 'href="https://github.com/trickscorekeeper/scorekeeper/releases/tag/v0.2.0"' in text
    assert check.note.openExternalLinks()
    assert window.statusBar().isAncestorOf(check.note)


def test_the_same_version_says_nothing(qtbot, window):
    with fake_feed("v0.1.0") as feed:
        check = checked(qtbot, window, settings_on(), feed.url)
        assert len(feed.requests) == 1
    assert check.note is None


def test_no_network_says_nothing(qtbot, window):
    check = checked(qtbot, window, settings_on(), unreachable_url())
    assert check.note is None


def test_at_most_once_a_day(qtbot, window):
    settings = settings_on()
    with fake_feed("v0.1.0") as feed:
        checked(qtbot, window, settings, feed.url)
        checked(qtbot, window, settings, feed.url, EVENING + timedelta(hours=5))
        assert len(feed.requests) == 1  # the same evening: not again
        checked(qtbot, window, settings, feed.url, EVENING + timedelta(days=1))
        assert len(feed.requests) == 2
    assert settings.last_update_check() == EVENING + timedelta(days=1)


def test_the_settings_dialog_turns_it_on(qtbot):
    from scorekeeper_ui.app.settings_dialog import SettingsDialog

    settings = AppSettings(QSettings())
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.check_updates.isChecked()
    dialog.check_updates.setChecked(True)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.check_updates() is True


@pytest.mark.parametrize("playing", [False, True], ids=["welcome-asks", "session-never"])
def test_asked_at_start_on_the_welcome_screen_only(qapp, qtbot, tmp_path, monkeypatch, playing):
    from scorekeeper.storage import open_store
    from scorekeeper_ui.app.startup import Shell

    db = str(tmp_path / "scorekeeper.sqlite")
    settings = AppSettings()
    settings.set_check_updates(True)
    if playing:  # an evening in progress: reopened at start
        with open_store(db) as store:
            session = store.create_session(
                {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie"}
            )
        settings.set_last_session(session)
    with fake_feed("v0.2.0") as feed:
        monkeypatch.setattr(releases, "release_feed", lambda: feed.url)
        shell = Shell(qapp, None, settings)
        try:
            assert shell.open_store(db)
            assert (shell.window.shown() is not None) == playing
            if not playing:
                check = shell.updates
                assert check is not None
                qtbot.waitUntil(lambda: check.note is not None)
        finally:
            shell.close()
        assert len(feed.requests) == (0 if playing else 1)


def test_without_a_known_release_page_no_request_at_all(qtbot, window, monkeypatch):
    """Not installed (a checkout on sys.path), so no metadata names the release page:
    the check, though on and due, asks nothing."""
    monkeypatch.setattr(releases, "release_feed", lambda: None)
    check = UpdateCheck(settings_on(), window.statusBar, now=lambda: EVENING)
    assert check.start() is False and check.note is None
