"""The main window's menus and their keyboard shortcuts.

File: New session Ctrl+N, Open Ctrl+O, Import JSON Ctrl+I, Export session as JSON
Ctrl+E, Export score sheet as CSV Ctrl+Shift+C, Export PDF Ctrl+P, Close session Ctrl+W,
Quit Ctrl+Q (no two File items share an Alt letter in any language:
``tests/ui/app/test_shortcut_letters.py``). Deal: New deal Ctrl+D,
Insert before the selected deal Ctrl+Shift+D (or Ins), Edit Enter, Delete Del,
Undo Ctrl+Z, Redo Ctrl+Shift+Z (or Ctrl+Y). Session: Session details Ctrl+Shift+E,
Substitute a player Ctrl+Shift+U, Settlement Ctrl+T, Table view F11, Zoom in Ctrl+plus,
Zoom out Ctrl+minus, Actual size Ctrl+0, Archive session, Delete session (no keys: they
close the session; the lists' Del deletes the selected one).
Club: Players… (the people who played: rename, note, merge), Leagues… (the league window),
Phones… (the phones' server, its links and QR codes).
Settings: Settings Ctrl+, (language).

Each item calls a public method of the window, named by the Protocol
:class:`~ui.app.window_commands.WindowCommands` (the only thing imported of the window);
:func:`enable_actions` turns the items on or off as the window's state says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from scorekeeper_ui.app.window_commands import WindowCommands

Keys = Sequence[QKeySequence | str | QKeySequence.StandardKey]
ZOOMS = ("zoom_in", "zoom_out", "zoom_reset")
# Off until the store is open (the session actions are off anyway: no session is open).
STORE_ACTIONS = (
    "new_session",
    "open",
    "import_json",
    "export_json",
    "export_csv",
    "export_pdf",
    "close",
    "delete_session",
    "archive_session",
    "new_deal",
    "insert_deal",
    "edit_deal",
    "delete_deal",
    "settlement",
    "table_view",
    "session_details",
    "substitute",
    "players",
    "leagues",
    "phones",
    *ZOOMS,
)


def _action(menu: QMenu, text: str, keys: Keys, slot: Callable[[], object]) -> QAction:
    action = menu.addAction(text)
    action.setShortcuts([QKeySequence(k) for k in keys])  # the window's (QAction's default)
    action.triggered.connect(lambda _checked=False: slot())
    return action


def build_menus(window: QMainWindow, w: WindowCommands) -> dict[str, QAction]:
    """Create the menus on ``window``, their items calling ``w`` (the window itself);
    returns the actions by name (tests trigger them)."""
    bar = window.menuBar()
    f = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
    actions = {
        "new_session": _action(
            f,
            QCoreApplication.translate("MainWindow", "&New session…"),
            ["Ctrl+N"],
            w.new_session,
        ),
        "open": _action(
            f,
            QCoreApplication.translate("MainWindow", "&Open session…"),
            ["Ctrl+O"],
            w.choose_session,
        ),
        "import_json": _action(
            f,
            QCoreApplication.translate("MainWindow", "&Import JSON…"),
            ["Ctrl+I"],
            w.import_json,
        ),
        "export_json": _action(
            f,
            QCoreApplication.translate("MainWindow", "&Export session as JSON…"),
            ["Ctrl+E"],
            w.export_json,
        ),
        "export_csv": _action(
            f,
            QCoreApplication.translate("MainWindow", "Export score sheet as C&SV…"),
            ["Ctrl+Shift+C"],
            w.export_csv,
        ),
        "export_pdf": _action(
            f,
            QCoreApplication.translate("MainWindow", "Export &PDF…"),
            ["Ctrl+P"],
            w.export_pdf,
        ),
        "close": _action(
            f,
            QCoreApplication.translate("MainWindow", "&Close session"),
            ["Ctrl+W"],
            w.close_session,
        ),
    }
    f.addSeparator()
    actions["quit"] = _action(
        f, QCoreApplication.translate("MainWindow", "&Quit"), ["Ctrl+Q"], window.close
    )
    d = bar.addMenu(QCoreApplication.translate("MainWindow", "&Deal"))
    actions |= {
        "new_deal": _action(
            d, QCoreApplication.translate("MainWindow", "&New deal…"), ["Ctrl+D"], w.new_deal
        ),
        "insert_deal": _action(
            d,
            QCoreApplication.translate("MainWindow", "&Insert deal before the selected one…"),
            ["Ctrl+Shift+D", "Ins"],
            w.insert_deal,
        ),
        "edit_deal": _action(
            d,
            QCoreApplication.translate("MainWindow", "&Edit selected deal…"),
            ["Return", "Enter"],
            w.edit_deal,
        ),
        "delete_deal": _action(
            d,
            QCoreApplication.translate("MainWindow", "&Delete selected deal"),
            ["Del"],
            w.delete_deal,
        ),
    }
    d.addSeparator()
    undo = w.undo_stack.createUndoAction(window, QCoreApplication.translate("MainWindow", "&Undo"))
    undo.setShortcuts([QKeySequence("Ctrl+Z")])
    redo = w.undo_stack.createRedoAction(window, QCoreApplication.translate("MainWindow", "&Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    d.addAction(undo)
    d.addAction(redo)
    actions |= {"undo": undo, "redo": redo}
    s = bar.addMenu(QCoreApplication.translate("MainWindow", "&Session"))
    actions["session_details"] = _action(
        s,
        QCoreApplication.translate("MainWindow", "Session &details…"),
        ["Ctrl+Shift+E"],
        w.edit_session_details,
    )
    actions["settlement"] = _action(
        s, QCoreApplication.translate("MainWindow", "&Settlement…"), ["Ctrl+T"], w.show_settlement
    )
    actions["table_view"] = _action(
        s, QCoreApplication.translate("MainWindow", "&Table view"), ["F11"], w.show_table_view
    )
    actions["substitute"] = _action(
        s,
        QCoreApplication.translate("MainWindow", "S&ubstitute a player…"),
        ["Ctrl+Shift+U"],
        w.substitute_player,
    )
    s.addSeparator()
    actions |= {
        "zoom_in": _action(
            s,
            QCoreApplication.translate("MainWindow", "Zoom &in"),
            [QKeySequence.StandardKey.ZoomIn, "Ctrl+="],
            lambda: w.zoom_by(1),
        ),
        "zoom_out": _action(
            s,
            QCoreApplication.translate("MainWindow", "Zoom &out"),
            [QKeySequence.StandardKey.ZoomOut],
            lambda: w.zoom_by(-1),
        ),
        "zoom_reset": _action(
            s,
            QCoreApplication.translate("MainWindow", "&Actual size"),
            ["Ctrl+0"],
            lambda: w.zoom_by(0),
        ),
    }
    s.addSeparator()
    actions["archive_session"] = _action(
        s,
        QCoreApplication.translate("MainWindow", "Arc&hive session"),
        [],
        lambda: w.archive_session(w.session_id() or 0),
    )
    actions["delete_session"] = _action(
        s,
        QCoreApplication.translate("MainWindow", "De&lete session…"),
        [],
        lambda: w.delete_session(w.session_id() or 0),
    )
    club = club_menu(window)
    actions |= _players_actions(w, club)
    actions |= league_actions(w, club)
    actions |= phones_actions(w, club)
    o = bar.addMenu(QCoreApplication.translate("MainWindow", "Se&ttings"))
    actions["settings"] = _action(
        o, QCoreApplication.translate("MainWindow", "&Settings…"), ["Ctrl+,"], w.show_settings
    )
    return actions


def club_menu(window: QMainWindow) -> QMenu:
    """The Club menu (the club's players and leagues), made once."""
    found = window.menuBar().findChild(QMenu, "club")
    if isinstance(found, QMenu):
        return found
    club = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Club"))
    club.setObjectName("club")
    return club


def _players_actions(w: WindowCommands, club: QMenu) -> dict[str, QAction]:
    """Club ▸ Players…: the people who played (``ui/club/players.py``)."""
    return {
        "players": _action(
            club, QCoreApplication.translate("MainWindow", "&Players…"), [], w.show_players
        )
    }


def league_actions(w: WindowCommands, club: QMenu) -> dict[str, QAction]:
    """Club ▸ Leagues…: the league window (``ui/club/league/``)."""
    return {
        "leagues": _action(
            club, QCoreApplication.translate("MainWindow", "&Leagues…"), [], w.show_leagues
        )
    }


def phones_actions(w: WindowCommands, club: QMenu) -> dict[str, QAction]:
    """Club ▸ Phones…: the phones' server and its links (``ui/club/phones/``)."""
    return {
        "phones": _action(
            club, QCoreApplication.translate("MainWindow", "P&hones…"), [], w.show_phones
        )
    }


@dataclass(frozen=True)
class MenuState:
    """What the items depend on, once the store is open: a session is shown
    (``open``), its store can be written (``writable``), the window's store can
    (``main_writable``: an example's in-memory store always can), a deal is selected
    (``row``), the session shown is an example evening (``example``)."""

    open: bool
    writable: bool
    main_writable: bool
    row: bool
    example: bool


def enable_actions(actions: Mapping[str, QAction], state: MenuState | None) -> None:
    """Each item on or off for ``state``; ``None``: the store is not open yet, so
    only Settings and Quit work."""
    if state is None:
        for name in STORE_ACTIONS:
            actions[name].setEnabled(False)
        return
    open_, writable = state.open, state.writable
    for name in ("export_json", "export_csv", "export_pdf", "settlement", "table_view", "close"):
        actions[name].setEnabled(open_)
    for name in ZOOMS:
        actions[name].setEnabled(open_)
    for name in ("new_deal", "substitute", "session_details"):
        actions[name].setEnabled(open_ and writable)
    for name in ("open", "players", "leagues", "phones"):
        actions[name].setEnabled(True)
    for name in ("new_session", "import_json"):
        actions[name].setEnabled(state.main_writable)
    for name in ("insert_deal", "edit_deal", "delete_deal"):
        actions[name].setEnabled(state.row and writable)
    for name in ("delete_session", "archive_session"):
        actions[name].setEnabled(open_ and state.main_writable and not state.example)
