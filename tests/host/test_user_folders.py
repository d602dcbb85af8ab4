"""The user's folders (scorekeeper/host/user_folders.py) are the ones platformdirs gave
before issue 27, on every platform: no database or log moves. Each case says the folder
by hand and asks platformdirs' own class for that platform (platformdirs is in the
`test` extra for this) with the same environment."""

from __future__ import annotations

import os
import pwd
from pathlib import Path

import platformdirs.windows
import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix

from scorekeeper.host.user_folders import data_folder, log_folder

ACCOUNT_HOME = pwd.getpwuid(os.getuid()).pw_dir.rstrip("/")
UNSET = None


def _environment(monkeypatch, **values: str | None) -> None:
    for name in ("HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in values.items():
        if value is not None:
            monkeypatch.setenv(name, value)


# (HOME, XDG_DATA_HOME, the data folder on Linux, on macOS)
DATA_CASES = [
    ("/home/ann", UNSET, "/home/ann/.local/share", "/home/ann/Library/Application Support"),
    ("/home/ann/", UNSET, "/home/ann/.local/share", "/home/ann/Library/Application Support"),
    ("/home/ann", "/srv/data", "/srv/data", "/srv/data"),
    ("/home/ann", "/srv/data/", "/srv/data", "/srv/data"),
    ("/home/ann", "", "/home/ann/.local/share", "/home/ann/Library/Application Support"),
    ("/home/ann", "data", "/home/ann/.local/share", "/home/ann/Library/Application Support"),
    ("/home/ann", "~/data", "/home/ann/.local/share", "/home/ann/Library/Application Support"),
    ("/", UNSET, "/.local/share", "/Library/Application Support"),
    ("ann", UNSET, ACCOUNT_HOME + "/.local/share", ACCOUNT_HOME + "/Library/Application Support"),
    ("", UNSET, ACCOUNT_HOME + "/.local/share", ACCOUNT_HOME + "/Library/Application Support"),
    (UNSET, UNSET, ACCOUNT_HOME + "/.local/share", ACCOUNT_HOME + "/Library/Application Support"),
    (UNSET, "/srv/data", "/srv/data", "/srv/data"),
]
DATA_IDS = [
    "home",
    "home-with-slash",
    "xdg-set",
    "xdg-with-slash",
    "xdg-empty",
    "xdg-relative",
    "xdg-tilde",
    "home-is-root",
    "home-relative",
    "home-empty",
    "home-unset",
    "home-unset-xdg-set",
]


@pytest.mark.parametrize(("home", "xdg", "linux", "macos"), DATA_CASES, ids=DATA_IDS)
def test_the_data_folder_on_linux(monkeypatch, home, xdg, linux, macos):
    _environment(monkeypatch, HOME=home, XDG_DATA_HOME=xdg)
    expected = Path(linux) / "scorekeeper"
    assert data_folder(platform="linux") == expected
    assert Unix("scorekeeper", appauthor=False).user_data_path == expected


@pytest.mark.parametrize(("home", "xdg", "linux", "macos"), DATA_CASES, ids=DATA_IDS)
def test_the_data_folder_on_macos(monkeypatch, home, xdg, linux, macos):
    _environment(monkeypatch, HOME=home, XDG_DATA_HOME=xdg)
    expected = Path(macos) / "scorekeeper"
    assert data_folder(platform="darwin") == expected
    assert MacOS("scorekeeper", appauthor=False).user_data_path == expected


@pytest.mark.parametrize(
    ("home", "xdg", "linux", "macos"),
    [
        ("/home/ann", UNSET, "/home/ann/.local/state/scorekeeper/log", "/home/ann/Library/Logs"),
        ("/home/ann", "/srv/state", "/srv/state/scorekeeper/log", "/home/ann/Library/Logs"),
        ("/home/ann", "", "/home/ann/.local/state/scorekeeper/log", "/home/ann/Library/Logs"),
        ("/home/ann", "state", "/home/ann/.local/state/scorekeeper/log", "/home/ann/Library/Logs"),
        (
            "ann",
            UNSET,
            ACCOUNT_HOME + "/.local/state/scorekeeper/log",
            ACCOUNT_HOME + "/Library/Logs",
        ),
    ],
    ids=["home", "xdg-set", "xdg-empty", "xdg-relative", "home-relative"],
)
def test_the_log_folder_on_linux_and_macos(monkeypatch, home, xdg, linux, macos):
    """Linux keeps the log in the XDG state folder; macOS in ~/Library/Logs, whatever
    XDG_STATE_HOME says."""
    _environment(monkeypatch, HOME=home, XDG_STATE_HOME=xdg)
    assert log_folder(platform="linux") == Path(linux)
    assert Unix("scorekeeper", appauthor=False).user_log_path == Path(linux)
    assert log_folder(platform="darwin") == Path(macos) / "scorekeeper"
    assert MacOS("scorekeeper", appauthor=False).user_log_path == Path(macos) / "scorekeeper"


@pytest.fixture
def windows_from_environment(monkeypatch):
    """platformdirs' Windows class reading the folders from the environment (off Windows
    the shell cannot be asked, and neither does ours ask it)."""
    monkeypatch.setattr(
        platformdirs.windows,
        "_RESOLVE_WIN_FOLDER",
        platformdirs.windows.get_win_folder_from_env_vars,
    )
    monkeypatch.delenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", raising=False)
    monkeypatch.setenv("APPDATA", "/roaming-is-not-used")


@pytest.mark.parametrize(
    ("local", "folder"),
    [
        ("/c/Users/ann/AppData/Local", "/c/Users/ann/AppData/Local/scorekeeper"),
        ("/c/Users/ann/AppData/Local/", "/c/Users/ann/AppData/Local/scorekeeper"),
        ("/c/Users/ann/x/../AppData/Local", "/c/Users/ann/AppData/Local/scorekeeper"),
    ],
    ids=["local-appdata", "with-slash", "not-normal"],
)
def test_the_folders_on_windows(monkeypatch, windows_from_environment, local, folder):
    """Local AppData, not roaming, no author folder; the log in Logs inside it. (Off
    Windows the separators are this system's; the joins are the same.)"""
    monkeypatch.setenv("LOCALAPPDATA", local)
    theirs = platformdirs.windows.Windows("scorekeeper", appauthor=False)
    assert data_folder(platform="win32") == Path(folder)
    assert theirs.user_data_path == Path(folder)
    assert log_folder(platform="win32") == Path(folder) / "Logs"
    assert theirs.user_log_path == Path(folder) / "Logs"


def test_windows_without_local_appdata_says_so(monkeypatch):
    monkeypatch.delenv("LOCALAPPDATA", raising=False)
    with pytest.raises(RuntimeError, match="LOCALAPPDATA is not set"):
        data_folder(platform="win32")


def test_no_home_at_all_says_so(monkeypatch):
    """HOME relative and the user id unknown to the system: no folder is guessed."""
    _environment(monkeypatch, HOME="ann")
    monkeypatch.setattr(pwd, "getpwuid", _no_account)
    with pytest.raises(RuntimeError, match="set HOME to an absolute path"):
        data_folder(platform="linux")
    with pytest.raises(RuntimeError):
        Unix("scorekeeper", appauthor=False).user_data_dir  # noqa: B018  (platformdirs agrees)


def _no_account(uid: int) -> pwd.struct_passwd:
    raise KeyError(uid)


def test_the_defaults_are_this_platforms_scorekeeper_folders():
    from platformdirs import user_data_path, user_log_path

    assert data_folder() == user_data_path("scorekeeper", appauthor=False)
    assert log_folder() == user_log_path("scorekeeper", appauthor=False)
