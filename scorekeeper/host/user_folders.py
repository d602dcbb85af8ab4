"""The user's own folders for the app: where the default database lives (the data
folder) and where the log is written (the log folder).

They are the folders ``platformdirs`` (4.14) gives ``user_data_path(app,
appauthor=False)`` and ``user_log_path(app, appauthor=False)``, which the app used
until issue 27 (some 1 MiB of every install), so that no one's database or log moves;
``tests/host/test_user_folders.py`` holds them to platformdirs' own classes:

- Linux and the other Unixes (the XDG base directories): ``$XDG_DATA_HOME/app``, else
  ``~/.local/share/app``; the log in ``$XDG_STATE_HOME/app/log``, else
  ``~/.local/state/app/log``. A variable that is empty or not an absolute path counts
  as unset, and so does a ``$HOME`` that is not absolute (the account's home is asked
  instead). No other rule for root.
- macOS: ``$XDG_DATA_HOME/app`` when it is set (absolute), else
  ``~/Library/Application Support/app``; the log in ``~/Library/Logs/app``.
- Windows: the shell's known folder Local AppData (``%LOCALAPPDATA%`` when the shell
  cannot be asked), not roaming, no author folder: ``…\\AppData\\Local\\app``; the log
  in ``…\\AppData\\Local\\app\\Logs``.
"""

from __future__ import annotations

import os
import posixpath
import sys
from pathlib import Path

APP = "scorekeeper"


def data_folder(app: str = APP, *, platform: str = sys.platform) -> Path:
    """The folder of the user's data for ``app``: the default database's."""
    if platform == "win32":
        return Path(os.path.join(os.path.normpath(local_appdata()), app))
    if platform == "darwin":
        base = _xdg("XDG_DATA_HOME") or _home() + "/Library/Application Support"
    else:
        base = _xdg("XDG_DATA_HOME") or _home() + "/.local/share"
    return Path(os.path.join(base, app))


def log_folder(app: str = APP, *, platform: str = sys.platform) -> Path:
    """The folder of the user's logs for ``app``."""
    if platform == "win32":
        return data_folder(app, platform=platform) / "Logs"
    if platform == "darwin":
        return Path(os.path.join(_home() + "/Library/Logs", app))
    base = _xdg("XDG_STATE_HOME") or _home() + "/.local/state"
    return Path(os.path.join(base, app, "log"))


def _xdg(name: str) -> str | None:
    """An XDG base directory variable, when it names an absolute path."""
    value = os.environ.get(name, "")
    return value if posixpath.isabs(value) else None


def _home() -> str:
    """The home folder without a trailing ``/`` (``""`` for ``/``): ``$HOME`` when it
    is absolute, else the account's. ``RuntimeError`` when neither is known."""
    home = os.environ.get("HOME", "")
    if not posixpath.isabs(home):
        home = _account_home()
    if not posixpath.isabs(home):
        raise RuntimeError("could not determine the home folder: set HOME to an absolute path")
    return home.rstrip("/")


def _account_home() -> str:
    try:
        import pwd
    except ImportError:  # no accounts (WASI)
        return ""
    try:
        return pwd.getpwuid(os.getuid()).pw_dir
    except KeyError:  # a user id with no account
        return ""


# The shell's known folder FOLDERID_LocalAppData (KnownFolders.h).
_LOCAL_APPDATA = "{F1B32785-6FBA-4FCF-9D55-7B8E7F157091}"
_KF_FLAG_DONT_VERIFY = 0x00004000  # the path even if the folder does not exist


def local_appdata() -> str:
    """Windows' Local AppData folder, as the shell knows it; ``%LOCALAPPDATA%`` where the
    shell cannot be asked. ``RuntimeError`` when neither is known."""
    known = _known_folder(_LOCAL_APPDATA)
    if known:
        return known
    value = os.environ.get("LOCALAPPDATA", "")
    if not value:
        raise RuntimeError("could not determine the Local AppData folder: LOCALAPPDATA is not set")
    return value


def _known_folder(guid: str) -> str | None:
    """``SHGetKnownFolderPath`` of the folder ``guid``; ``None`` off Windows."""
    if sys.platform != "win32":
        return None
    import ctypes
    from ctypes import wintypes

    class Guid(ctypes.Structure):
        _fields_ = [
            ("Data1", wintypes.DWORD),
            ("Data2", wintypes.WORD),
            ("Data3", wintypes.WORD),
            ("Data4", wintypes.BYTE * 8),
        ]

    ole32, shell32 = ctypes.WinDLL("ole32"), ctypes.WinDLL("shell32")
    folder, path = Guid(), wintypes.LPWSTR()
    ole32.CLSIDFromString(guid, ctypes.byref(folder))
    try:
        shell32.SHGetKnownFolderPath(
            ctypes.byref(folder), _KF_FLAG_DONT_VERIFY, None, ctypes.byref(path)
        )
        return path.value
    finally:
        ole32.CoTaskMemFree(path)
