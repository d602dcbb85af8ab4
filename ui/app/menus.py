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
Club: Players… (the people who played: rename, note, merge), Leagues… (the league window).
Settings: Settings Ctrl+, (language).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from scorekeeper_ui.app.main_window import MainWindow

Keys = Sequence[QKeySequence | str | QKeySequence.StandardKey]


def _action(menu: QMenu, text: str, keys: Keys, slot: Callable[[], object]) -> QAction:
    action = menu.addAction(text)
    action.setShortcuts([QKeySequence(k) for k in keys])  # the window's (QAction's default)
    action.triggered.connect(lambda _checked=False: slot())
    return action


def build_menus(w: MainWindow) -> dict[str, QAction]:
    """Create the menus on ``w``; returns the actions by name (tests trigger them)."""
    bar = w.menuBar()
    f = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
    actions = {
        "new_session": _action(
            f,
            QCoreApplication.translate("MainWindow", "&New session…"),
            ["Ctrl+N"],
            w._on_new_session,
        ),
        "open": _action(
            f,
            QCoreApplication.translate("MainWindow", "&Open session…"),
            ["Ctrl+O"],
            w._on_open_session,
        ),
        "import_json": _action(
            f,
            QCoreApplication.translate("MainWindow", "&Import JSON…"),
            ["Ctrl+I"],
            lambda: w.files.import_json(),
        ),
        "export_json": _action(
            f,
            QCoreApplication.translate("MainWindow", "&Export session as JSON…"),
            ["Ctrl+E"],
            lambda: w.files.export_json(),
        ),
        "export_csv": _action(
            f,
            QCoreApplication.translate("MainWindow", "Export score sheet as C&SV…"),
            ["Ctrl+Shift+C"],
            lambda: w.files.export_csv(),
        ),
        "export_pdf": _action(
            f,
            QCoreApplication.translate("MainWindow", "Export &PDF…"),
            ["Ctrl+P"],
            lambda: w.files.export_pdf(),
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
        f, QCoreApplication.translate("MainWindow", "&Quit"), ["Ctrl+Q"], w.close
    )
    d = bar.addMenu(QCoreApplication.translate("MainWindow", "&Deal"))
    actions |= {
        "new_deal": _action(
            d, QCoreApplication.translate("MainWindow", "&New deal…"), ["Ctrl+D"], w._on_new_deal
        ),
        "insert_deal": _action(
            d,
            QCoreApplication.translate("MainWindow", "&Insert deal before the selected one…"),
            ["Ctrl+Shift+D", "Ins"],
            w._on_insert_deal,
        ),
        "edit_deal": _action(
            d,
            QCoreApplication.translate("MainWindow", "&Edit selected deal…"),
            ["Return", "Enter"],
            w._on_edit_deal,
        ),
        "delete_deal": _action(
            d,
            QCoreApplication.translate("MainWindow", "&Delete selected deal"),
            ["Del"],
            w._on_delete_deal,
        ),
    }
    d.addSeparator()
    undo = w.undo_stack.createUndoAction(w, QCoreApplication.translate("MainWindow", "&Undo"))
    undo.setShortcuts([QKeySequence("Ctrl+Z")])
    redo = w.undo_stack.createRedoAction(w, QCoreApplication.translate("MainWindow", "&Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    d.addAction(undo)
    d.addAction(redo)
    actions |= {"undo": undo, "redo": redo}
    s = bar.addMenu(QCoreApplication.translate("MainWindow", "&Session"))
    actions["session_details"] = _action(
        s,
        QCoreApplication.translate("MainWindow", "Session &details…"),
        ["Ctrl+Shift+E"],
        w._on_session_details,
    )
    actions["settlement"] = _action(
        s, QCoreApplication.translate("MainWindow", "&Settlement…"), ["Ctrl+T"], w._on_settlement
    )
    actions["table_view"] = _action(
        s, QCoreApplication.translate("MainWindow", "&Table view"), ["F11"], w._on_table_view
    )
    actions["substitute"] = _action(
        s,
        QCoreApplication.translate("MainWindow", "S&ubstitute a player…"),
        ["Ctrl+Shift+U"],
        w._on_substitute,
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
    club = club_menu(w)
    actions |= _players_actions(w, club)
    actions |= league_actions(w, club)
    o = bar.addMenu(QCoreApplication.translate("MainWindow", "Se&ttings"))
    actions["settings"] = _action(
        o, QCoreApplication.translate("MainWindow", "&Settings…"), ["Ctrl+,"], w._on_settings
    )
    return actions


def club_menu(w: MainWindow) -> QMenu:
    """The Club menu (the club's players and leagues), made once."""
    found = w.menuBar().findChild(QMenu, "club")
    if isinstance(found, QMenu):
        return found
    club = w.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Club"))
    club.setObjectName("club")
    return club


def _players_actions(w: MainWindow, club: QMenu) -> dict[str, QAction]:
    """Club ▸ Players…: the people who played (``ui/club/players.py``)."""
    return {
        "players": _action(
            club, QCoreApplication.translate("MainWindow", "&Players…"), [], w._on_players
        )
    }


def league_actions(w: MainWindow, club: QMenu) -> dict[str, QAction]:
    """Club ▸ Leagues…: the league window (``ui/club/league/``)."""
    return {
        "leagues": _action(
            club, QCoreApplication.translate("MainWindow", "&Leagues…"), [], w._on_leagues
        )
    }
