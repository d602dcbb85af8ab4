"""``scorekeeper --install-desktop``: the app in the desktop's menu (Linux and
other freedesktop desktops).

Copies the desktop entry and the AppStream metainfo (``resources/desktop``) and
the icons (``resources/icons``) into the user's XDG data folder
(``$XDG_DATA_HOME``, else ``~/.local/share``)::

    applications/APP_ID.desktop
    metainfo/APP_ID.metainfo.xml
    icons/hicolor/NxN/apps/APP_ID.png      (N = 16, 32, 48, 64, 128, 256)
    icons/hicolor/scalable/apps/APP_ID.svg

The entry's ``Exec`` becomes the absolute path of the ``scorekeeper-window``
script of this installation (a venv's or pipx's ``bin`` is rarely on the
desktop's PATH), or ``python -m scorekeeper`` with this interpreter when the
script is not there (run from a checkout); in the bundle (``packaging/``), its
own ``scorekeeper-window`` beside the running program. ``--uninstall-desktop`` removes the
same files. Standard library only (the window imports :data:`APP_ID` before
its first paint).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

from scorekeeper.host.shipped import RESOURCES

# The reverse-DNS id of the app (AppStream and the desktop entry; README, "In the desktop's menu").
APP_ID = "io.github.trickscorekeeper.scorekeeper"
DESKTOP_DIR = RESOURCES / "desktop"
ICONS_DIR = RESOURCES / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
WINDOW_SCRIPT = "scorekeeper-window"  # pyproject's [project.gui-scripts]

# Characters that make an Exec argument need quotes (Desktop Entry Specification,
# "The Exec key"); inside the quotes ", `, $ and \ take a backslash.
_RESERVED = re.compile(r"[\s\"'\\><~|&;$*?#()`]")
_ESCAPED_IN_QUOTES = re.compile(r"([\"`$\\])")


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset, empty or
    relative (the XDG Base Directory Specification says to ignore it then)."""
    value = (os.environ if environ is None else environ).get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def targets(home: Path) -> dict[Path, Path]:
    """Where each shipped file goes under the data folder ``home`` (target: source)."""
    icons = home / "icons" / "hicolor"
    files = {
        home / "applications" / f"{APP_ID}.desktop": DESKTOP_DIR / f"{APP_ID}.desktop",
        home / "metainfo" / f"{APP_ID}.metainfo.xml": DESKTOP_DIR / f"{APP_ID}.metainfo.xml",
        icons / "scalable" / "apps" / f"{APP_ID}.svg": ICONS_DIR / "scorekeeper.svg",
    }
    for size in ICON_SIZES:
        target = icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        files[target] = ICONS_DIR / f"scorekeeper-{size}.png"
    return files


def launch_command() -> list[str]:
    """What the desktop runs: this installation's window script, else this
    Python with ``-m scorekeeper``."""
    import sysconfig

    if getattr(sys, "frozen", False):  # the bundle: both programs side by side
        return [str(Path(sys.executable).resolve().with_name(WINDOW_SCRIPT))]
    script = Path(sysconfig.get_path("scripts")) / WINDOW_SCRIPT
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "scorekeeper"]


def exec_argument(argument: str) -> str:
    """``argument`` as written in an Exec value: quoted when it holds a reserved
    character (with ", `, $, \\ escaped inside), ``%`` doubled, and then every
    backslash doubled again (the string escape, applied before the quoting)."""
    if _RESERVED.search(argument):
        argument = '"' + _ESCAPED_IN_QUOTES.sub(r"\\\1", argument) + '"'
    return argument.replace("%", "%%").replace("\\", "\\\\")


def desktop_entry(command: list[str]) -> str:
    """The shipped desktop entry with ``Exec`` running ``command``."""
    text = (DESKTOP_DIR / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = "Exec=" + " ".join(exec_argument(a) for a in command)
    lines = [exec_line if line.startswith("Exec=") else line for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def install(home: Path, command: list[str] | None = None) -> list[Path]:
    """Write every file under ``home`` (replacing older copies); the paths written."""
    _check_platform()
    written: list[Path] = []
    for target, source in targets(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.suffix == ".desktop":
            data = desktop_entry(command or launch_command()).encode("utf-8")
        else:
            data = source.read_bytes()
        target.write_bytes(data)
        written.append(target)
    return written


def uninstall(home: Path) -> list[Path]:
    """Remove what :func:`install` wrote under ``home``; the paths removed."""
    removed: list[Path] = []
    for target in targets(home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed


def _check_platform() -> None:
    from scorekeeper.host.json_files import CommandError

    if sys.platform in ("win32", "darwin"):
        raise CommandError(
            "--install-desktop is for Linux and other freedesktop desktops "
            "(Windows and macOS start the scorekeeper-window script)"
        )
