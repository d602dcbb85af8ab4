"""The main window: the welcome screen or an open session, the menus, and the
undo stack over the session's deals.

The window is handed its store (a :class:`~scorekeeper.session.store.SessionStore`)
and settings; it opens no database itself, except the in-memory one an example
evening is explored in (:mod:`ui.session_files`). It can be built and shown
before the store is open (``store=None``: the welcome screen says "opening…",
only Settings and Quit work) and be given the store later
(:meth:`MainWindow.attach_store`), so it paints before SQLAlchemy is imported;
the session screen (the chart, the score sheet) is built then, and each dialog's
module is imported when it is first opened. Every few seconds, and when the
window is activated, it asks the store for the open session's version (one small
query) and replays the session only when another window or program changed it.
Dialogs are opened with ``open()`` (window-modal, not blocking), and
their ``accepted`` signal does the work, so the keyboard flow is the same in
use and in the tests. Every change goes through the store at once. The deal
commands are in :mod:`ui.deal_actions`; deleting and archiving a whole session
(from the lists, or Session ▸ Delete/Archive for the open one) are commands of
:mod:`ui.session_commands` on the same stack, undone by Ctrl+Z or the status
bar's Undo.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QPushButton, QStackedWidget, QWidget

from scorekeeper_ui.app.menus import build_menus
from scorekeeper_ui.entry.drafts import DRAFT_FILE, DraftFile, draft_session
from scorekeeper_ui.library.welcome import WelcomePage
from scorekeeper_ui.session import clock
from scorekeeper_ui.session.deal_actions import DealActions, DealDialogFactory, default_deal_dialog
from scorekeeper_ui.widgets import crash, dialogs
from scorekeeper_ui.widgets.i18n import describe, show
from scorekeeper_ui.widgets.screen_fit import fit_main_window, keep_on_screen
from scorekeeper_ui.widgets.settings import AppSettings, zoomed

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QDialog

    from scorekeeper.session.end import EndState
    from scorekeeper.session.replay import SessionResult
    from scorekeeper.session.store import Applied, SessionStore, Snapshot
    from scorekeeper.storage.info import SessionInfo
    from scorekeeper_ui.club.league.window import LeagueWindow
    from scorekeeper_ui.library.commands import Library
    from scorekeeper_ui.library.files import SessionFiles
    from scorekeeper_ui.library.new_session import NewSessionDialog
    from scorekeeper_ui.library.session_list import OpenSessionDialog
    from scorekeeper_ui.session.details import SessionDetailsDialog
    from scorekeeper_ui.session.table_view import TableView
    from scorekeeper_ui.session.undo import Writer

ZOOMS = ("zoom_in", "zoom_out", "zoom_reset")
WANTED_SIZE = QSize(1180, 800)  # the window's size where the screen allows it
OUTSIDE_CHECK_MS = 2000  # how often the window looks for other writers' changes
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
    *ZOOMS,
)


class MainWindow(DealActions):
    language_changed = Signal(str)
    store_attached = Signal()
    _store: SessionStore  # set by attach_store, with the session screen and the files
    files: SessionFiles

    def __init__(
        self,
        store: SessionStore | None,
        settings: AppSettings,
        *,
        deal_dialog: DealDialogFactory = default_deal_dialog,
        examples_dir: Path | None = None,  # None: the shipped ones (ui.games.EXAMPLES_DIR)
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._drafts = DraftFile(settings.folder() / DRAFT_FILE)
        self._examples_dir = examples_dir
        self._deal_dialog_factory = deal_dialog
        self._session_id: int | None = None
        self._snapshot: Snapshot | None = None
        self._result: SessionResult | None = None
        self._outside = QTimer(self)
        self._outside.setInterval(OUTSIDE_CHECK_MS)
        self.dialog: QDialog | None = None  # the dialog opened last (tests drive it)
        self.table_view: TableView | None = None  # made when first asked for (F11)
        self.league_window: LeagueWindow | None = None  # made when first asked for
        self._stamp: object = None  # the store's change stamp when the lists were read
        self.undo_stack = QUndoStack(self)
        self.undo_button = QPushButton(self.tr("Undo"))  # beside a "session deleted" message
        self.settle_button = QPushButton(self.tr("Settlement…"))  # beside "the end was reached"
        self._end_seen: tuple[int | None, bool] = (None, False)  # session, its end reached
        self.welcome = WelcomePage()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self.menu_actions: dict[str, QAction] = build_menus(self)
        fit_main_window(self, WANTED_SIZE)  # at most most of the screen (ui/widgets/screen_fit.py)
        self._connect()
        self._restore_geometry()
        self.setWindowTitle(self.tr("Scorekeeper"))
        self._update_actions()
        if store is not None:
            self.attach_store(store)

    def attach_store(self, store: SessionStore) -> None:
        """The store is open: build the session screen, fill the welcome screen in
        and enable what needs the store. Until then the window shows the welcome
        screen "opening…" (it is painted before the database is opened)."""
        from scorekeeper_ui.entry.games import EXAMPLES_DIR
        from scorekeeper_ui.library.files import SessionFiles
        from scorekeeper_ui.session.page import SessionPage  # the chart and the score sheet

        self._examples_dir = self._examples_dir or EXAMPLES_DIR
        self._store = store
        self._active = store  # an in-memory store while an example is open
        self._writer = self._new_writer(store)
        self.page = SessionPage()
        if self._settings.zoom() != 1.0:
            self.page.set_zoom(self._settings.zoom())
        self.stack.addWidget(self.page)
        self.files = SessionFiles(self, self._examples_dir, self._settings)
        self.page.row_activated.connect(self._on_edit_deal)
        self.page.selection_changed.connect(self._update_actions)
        self._restore_splitter()
        self.show_welcome()
        self._outside.start()  # other writers: the open session, the lists, the leagues
        QTimer.singleShot(0, self._say_how_the_store_opened)
        self.store_attached.emit()

    def resume(self) -> None:
        """On start, once the store is attached: back to the evening in progress. A
        deal left half-typed (a crash) reopens its session and is offered back; one
        for a session that is gone is dropped, with a word. Else the session shown
        last is reopened while it is not finished (the welcome screen is Ctrl+W)."""
        sessions = {info.id: info for info in self._store.list_sessions()}
        draft = self._drafts.read()
        info = None if draft is None else draft_session(draft, sessions)
        if draft is not None and info is None:
            self._drafts.remove()
            dialogs.show_info(
                self,
                self.tr("Deal not saved"),
                self.tr(
                    "A deal was being typed when Scorekeeper closed, for a session "
                    "that no longer exists. It has been dropped."
                ),
            )
        if info is None:
            last = sessions.get(self._settings.last_session() or 0)
            info = last if last is not None and not last.finished else None
        if info is not None:
            self.open_session(info.id)

    def _connect(self) -> None:
        self.welcome.new_requested.connect(self._on_new_session)
        self.welcome.open_requested.connect(self.open_session)
        self.welcome.example_requested.connect(self._on_example)
        self.welcome.delete_requested.connect(self.delete_session)
        self.welcome.archive_requested.connect(self.archive_session)
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.settle_button.clicked.connect(self._on_settlement)
        for button in (self.undo_button, self.settle_button):
            button.hide()
            self.statusBar().addPermanentWidget(button)
        self.statusBar().messageChanged.connect(self._on_status_changed)
        self.undo_stack.cleanChanged.connect(self._update_actions)
        self.undo_stack.indexChanged.connect(self._update_actions)
        self._outside.timeout.connect(self._on_outside_check)

    # ----- public state -----
    def result(self) -> SessionResult | None:
        return self._result

    def session_id(self) -> int | None:
        return self._session_id

    def store(self) -> SessionStore:
        return self._active

    def has_store(self) -> bool:
        """Whether the store is attached (the window is shown before it is open)."""
        return hasattr(self, "_store")

    def is_example(self) -> bool:
        return self.has_store() and self._active is not self._store

    # ----- screens -----
    def show_welcome(self) -> None:
        self._close_session()
        writable = self._store.read_only is None
        self._stamp = self._change_stamp()  # before the list: a change after it is seen
        self.welcome.fill(
            self._store.list_sessions(), can_create=writable, examples_dir=self._examples_dir
        )
        self.stack.setCurrentWidget(self.welcome)
        self.setWindowTitle(self._read_only_note(self.tr("Scorekeeper")))
        self.welcome.focus_default()
        self._update_actions()

    def open_session(self, session_id: int, store: SessionStore | None = None) -> None:
        store = self._store if store is None else store
        try:
            snapshot = store.snapshot(session_id)
        except Exception as err:  # RecordError, storage (damaged, not found); else ui.crash
            crash.show_failure(self, self.tr("Cannot open the session"), err)
            return
        self._close_session()
        self._active, self._session_id = store, session_id
        self._writer = self._new_writer(store)  # a fresh ledger
        self._show(snapshot, None)
        self.stack.setCurrentWidget(self.page)
        self.page.table.setFocus()
        if not self.is_example():
            self._settings.set_last_session(session_id)
            self.offer_draft()

    def close_session(self) -> None:
        """Ctrl+W: back to the welcome screen, which the next start opens on too."""
        if not self.is_example():
            self._settings.set_last_session(None)
        self.show_welcome()

    def _new_writer(self, store: SessionStore) -> Writer:
        from scorekeeper_ui.session.undo import Writer

        return Writer(store, self._on_applied, self._on_refused)

    def _close_session(self) -> None:
        self.statusBar().clearMessage()
        self.undo_stack.clear()
        if self.is_example():
            self._active.close()
        self._active, self._session_id = self._store, None
        self._snapshot, self._result = None, None
        if self.table_view is not None:
            self.table_view.close()

    def _on_applied(self, applied: Applied, select: int | None) -> None:
        """A change this window made (or undid, or redid) is written: when it is the
        only change since the session shown (the version went up by one), only the
        rows from its place on are drawn again."""
        shown, snapshot = self._snapshot, applied.snapshot
        only = (
            shown is not None
            and shown.session_id == snapshot.session_id
            and snapshot.version == shown.version + 1
        )
        self._show(snapshot, select, applied.position if only else None)

    def _show(self, snapshot: Snapshot, select: int | None, unchanged: int | None = None) -> None:
        """Draw the session as the store gave it (after a change, or reloaded);
        ``unchanged``: the row of the one change since the session shown."""
        self._snapshot, self._result = snapshot, snapshot.result
        self.page.set_result(snapshot.result, select, unchanged=unchanged)
        sheet = self.page.model.sheet()
        self._on_end(None if sheet is None else sheet.end)
        self._update_table_view()
        self._update_title()
        self._update_actions()

    # ----- the agreed session end (scorekeeper/session/end.py) -----
    def _on_end(self, end: EndState | None) -> None:
        """The session's end as now found: when a deal (or the clock) has just
        reached it, the status bar says so and offers the settlement."""
        reached = end is not None and end.reached
        if reached and self._end_seen == (self._session_id, False):
            assert end is not None
            self.statusBar().showMessage(
                self.tr("{end}. Ctrl+T shows the settlement.").format(end=show(end.line))
            )
            self.settle_button.show()
        self._end_seen = (self._session_id, reached)

    def _on_clock(self) -> None:
        """A time end passes without a deal: the banner and the table view say so."""
        sheet = self.page.model.sheet() if self._result is not None else None
        if self._result is None or sheet is None or sheet.end is None:
            return
        if sheet.end.end.kind != "time":
            return
        from scorekeeper.session.reaching import end_state  # (a session is open)

        end = end_state(self._result, clock.now())
        self.page.banner.set_end(end)
        if self.table_view is not None:
            self.table_view.set_end(sheet, end)
        self._on_end(end)

    # ----- other writers -----
    def _on_outside_check(self) -> None:
        """Every 2 s and on activation: the open session, then the lists."""
        self._on_clock()
        self._check_session()
        self.check_stamp()

    def _check_session(self) -> None:
        """Reload when another window or program changed the open session: one
        small query when nothing changed, a replay only when something did."""
        snapshot = self._snapshot
        if snapshot is None or QApplication.activeModalWidget() is not None:
            return  # not under an open form: it was filled in against what is shown
        from scorekeeper.storage.errors import StorageError  # (a session is open)

        try:
            changed = self._active.version(snapshot.session_id) != snapshot.version
        except StorageError:
            return  # busy or gone: the next look, or the next change, says so
        if changed:
            self._reload()

    def check_stamp(self) -> None:
        """Another table created, changed or deleted a session, or a league
        changed (the store's change stamp moved): the welcome list and the league
        window show it. One small query while either is shown, nothing more when
        the stamp did not move."""
        window = self.league_window
        leagues = window is not None and window.isVisible()
        welcome = self.has_store() and self.stack.currentWidget() is self.welcome
        if not (leagues or welcome):
            return
        stamp = self._change_stamp()
        if stamp is None or stamp == self._stamp:
            return
        self._stamp = stamp
        if welcome and self.welcome.is_filled():
            self._refresh_welcome()
        if window is not None and leagues:
            window.refresh()

    def _change_stamp(self) -> object:
        from scorekeeper.storage.errors import StorageError  # (the store is open)

        try:
            return self._store.change_stamp()
        except StorageError:
            return None  # busy or gone: the next look, or the next change, says so

    def _refresh_welcome(self) -> None:
        """The sessions again, the selected one still selected (or its row)."""
        row = self.welcome.recent.currentIndex().row()
        selected = self.welcome.model.session_id(row) if row >= 0 else None
        self.welcome.set_sessions(self._store.list_sessions(), selected, keep_place=True)

    def _reload(self) -> None:
        if self._session_id is None:
            return
        try:
            snapshot = self._active.snapshot(self._session_id)
        except Exception:  # RecordError, or storage: keep showing what was shown
            return
        row = self.page.current_row()
        last = len(snapshot.deals) - 1
        self._show(snapshot, None if row is None else min(row, last))

    def _on_refused(self, err: Exception) -> None:
        """A change (or undo, redo) that the store refused: say why, show what is stored."""
        crash.show_failure(self, self.tr("The change was not saved"), err)
        self._on_outside_check()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._on_outside_check()

    def _update_title(self) -> None:
        if self._result is None:
            return
        record = self._result.record
        from scorekeeper_ui.entry.games import game_title

        seated = self._result.next_context().players  # who sits at the table now
        title = f"{game_title(record.game.id)}: {', '.join(seated)}"
        if self.is_example():
            title += " " + self.tr("(example — changes are not saved)")
        self.setWindowTitle(self._read_only_note(f"{title} — Scorekeeper"))

    def _read_only_note(self, title: str) -> str:
        why = self.store().read_only
        return (
            title
            if why is None
            else self.tr("{title} (read-only: {why})").format(title=title, why=why)
        )

    def _say_how_the_store_opened(self) -> None:
        """Problems met on opening that did not stop it (a backup that could not be
        written), once, after the window is up."""
        for warning in self._store.warnings:
            dialogs.show_info(self, self.tr("Opened with a warning"), warning)

    def _update_actions(self) -> None:
        if not self.has_store():  # only Settings and Quit until the store is open
            for name in STORE_ACTIONS:
                self.menu_actions[name].setEnabled(False)
            return
        open_ = self._result is not None
        writable = self.store().read_only is None  # a read-only file is read, never written
        row = self.page.current_row() if open_ else None
        for name in (
            "export_json",
            "export_csv",
            "export_pdf",
            "settlement",
            "table_view",
            "close",
            *ZOOMS,
        ):
            self.menu_actions[name].setEnabled(open_)
        self.menu_actions["new_deal"].setEnabled(open_ and writable)
        self.menu_actions["substitute"].setEnabled(open_ and writable)
        self.menu_actions["open"].setEnabled(True)
        self.menu_actions["players"].setEnabled(True)
        self.menu_actions["leagues"].setEnabled(True)
        main_writable = self._store.read_only is None
        for name in ("new_session", "import_json"):
            self.menu_actions[name].setEnabled(main_writable)
        for name in ("insert_deal", "edit_deal", "delete_deal"):
            self.menu_actions[name].setEnabled(row is not None and writable)
        for name in ("delete_session", "archive_session"):
            self.menu_actions[name].setEnabled(open_ and main_writable and not self.is_example())
        if not self.undo_stack.canUndo():
            self.undo_button.hide()
        self.menu_actions["session_details"].setEnabled(open_ and writable)

    # ----- sessions -----
    def _on_example(self, game_id: str) -> None:
        self.files.open_example(game_id)

    def _on_new_session(self) -> None:
        from scorekeeper_ui.library.new_session import NewSessionDialog

        dialog = NewSessionDialog(self._store.known_players(), self, people=self._store.people())
        dialog.accepted.connect(lambda: self._on_new_session_accepted(dialog))
        self._open_dialog(dialog)

    def _on_new_session_accepted(self, dialog: NewSessionDialog) -> None:
        try:
            session_id = self._store.create_session(dialog.session_json(), people=dialog.people())
        except Exception as err:  # RecordError, or a storage error; else a bug: ui.crash
            crash.show_failure(self, self.tr("Cannot create the session"), err)
            return
        self.open_session(session_id)

    def _on_session_details(self) -> None:
        """Ctrl+Shift+E: names, stake and house rules of the open session
        (ui/session/details.py); each change one step of the undo stack."""
        from scorekeeper_ui.session.details import SessionDetailsDialog

        if self._result is None or self._session_id is None:
            return
        stored = self._active.session_json(self._session_id)
        dialog = SessionDetailsDialog(stored, self._result, self._store.known_players(), self)
        dialog.accepted.connect(lambda: self._on_session_details_accepted(dialog))
        self._open_dialog(dialog)

    def _on_session_details_accepted(self, dialog: SessionDetailsDialog) -> None:
        from scorekeeper.errors import RecordError
        from scorekeeper_ui.session.details_undo import SessionWriter, push_changes

        if self._session_id is None:
            return
        try:
            changes = dialog.changes()  # checked again: OK is only enabled when valid
        except RecordError as err:
            dialogs.show_error(self, self.tr("The change was not saved"), describe(err))
            return
        writer = SessionWriter(self._active, self._session_id, self._reload, self._on_refused)
        push_changes(self.undo_stack, writer, changes)

    def _on_players(self) -> None:
        """Club ▸ Players… (ui/club/players.py): rename, note, merge people. Every form
        reads the names it suggests from the store when it opens, so nothing is
        kept here to refresh."""
        from scorekeeper_ui.club.players import PlayersDialog

        self._open_dialog(PlayersDialog(self._store, self))

    def _on_open_session(self) -> None:
        from scorekeeper_ui.library.session_list import OpenSessionDialog

        dialog = OpenSessionDialog(self._store.list_sessions(), self)
        dialog.accepted.connect(lambda: self._on_open_accepted(dialog))
        self._on_open_dialog_change(dialog)
        self._open_dialog(dialog)

    def _on_open_dialog_change(self, dialog: OpenSessionDialog) -> None:
        dialog.delete_requested.connect(self.delete_session)
        dialog.archive_requested.connect(self.archive_session)

    # ----- deleting and archiving sessions (ui/library/commands.py) -----
    def delete_session(self, session_id: int) -> None:
        """Delete a session (asking first when it has deals); Ctrl+Z puts it back.
        The open session is closed first (back to the welcome screen)."""
        from scorekeeper_ui.library.commands import DeleteSessionCommand

        info = self._session_info(session_id)
        if info is None:
            return
        if info.deal_count and not dialogs.confirm(
            self,
            self.tr("Delete session"),
            self.tr(
                "Delete session {n} ({players}) and its {count} deals? "
                "Ctrl+Z (Undo) brings it back."
            ).format(n=session_id, players=", ".join(info.players), count=info.deal_count),
        ):
            return
        if session_id == self._session_id:
            self.close_session()
        self.undo_stack.push(DeleteSessionCommand(self._library(), session_id))
        self._say_undoable(self.tr("Session {n} deleted.").format(n=session_id))

    def archive_session(self, session_id: int, archived: bool = True) -> None:
        """Archive a session (it leaves the welcome list) or bring it back; undoable.
        The open session is closed first."""
        from scorekeeper_ui.library.commands import ArchiveSessionCommand

        if session_id == self._session_id:
            self.close_session()
        self.undo_stack.push(ArchiveSessionCommand(self._library(), session_id, archived))
        said = self.tr("Session {n} archived.") if archived else self.tr("Session {n} unarchived.")
        self._say_undoable(said.format(n=session_id))

    def _session_info(self, session_id: int) -> SessionInfo | None:
        found = [i for i in self._store.list_sessions() if i.id == session_id]
        return found[0] if found else None

    def _library(self) -> Library:
        from scorekeeper_ui.library.commands import Library

        return Library(self._store, self._on_sessions_changed, self._on_refused)

    def _on_sessions_changed(self, select: int | None) -> None:
        """A session was deleted, archived or put back: the lists show it."""
        items = self._store.list_sessions()
        if self._session_id is None:
            self.welcome.set_sessions(items, select, keep_place=select is None)
        from scorekeeper_ui.library.session_list import OpenSessionDialog

        if isinstance(self.dialog, OpenSessionDialog) and self.dialog.isVisible():
            self.dialog.set_sessions(items, select, keep_place=select is None)

    def _say_undoable(self, text: str) -> None:
        if self.undo_stack.canUndo():  # not refused
            self.statusBar().showMessage(text, 20000)
            self.settle_button.hide()
            self.undo_button.show()

    def _on_status_changed(self, text: str) -> None:
        if not text:
            self.undo_button.hide()
            self.settle_button.hide()

    def _on_open_accepted(self, dialog: OpenSessionDialog) -> None:
        session_id = dialog.chosen()
        if session_id is not None:
            self.open_session(session_id)

    def _open_dialog(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _on_substitute(self) -> None:
        """Session ▸ Substitute a player… (``ui/session/substitute.py``)."""
        from scorekeeper.session.substitution import race_alone
        from scorekeeper_ui.session.substitute import SubstituteDialog, check_change

        result = self._result
        if result is None:
            return
        dialog = SubstituteDialog(
            result.next_context().players,
            self._store.known_players(),
            len(result.rows) + 1,
            lambda change: check_change(result, change),
            self,
            race_alone=race_alone(result.record.game, result.record.players),
        )
        dialog.accepted.connect(lambda: self._on_substitute_accepted(result, dialog.change()))
        self._open_dialog(dialog)

    def _on_substitute_accepted(self, result: SessionResult, change: dict[str, Any]) -> None:
        from scorekeeper_ui.session.details_undo import SessionFieldsCommand, SessionWriter
        from scorekeeper_ui.session.substitute import substitute_fields

        if self._session_id is None:
            return
        writer = SessionWriter(self.store(), self._session_id, self._reload, self._on_refused)
        text, new, old = substitute_fields(result, change)
        # checked by the dialog (check_change) before: push runs redo at once
        self.undo_stack.push(SessionFieldsCommand(writer, text, new, old))

    # ----- other views -----
    def _on_leagues(self) -> None:
        """Club ▸ Leagues…: the league window, beside this one (``ui/club/league/``)."""
        from scorekeeper_ui.club.league.window import LeagueWindow

        if self.league_window is None:
            self.league_window = LeagueWindow(
                self._store, self._settings, check=self.check_stamp, parent=self
            )
        else:
            self.league_window.refresh()
        self.league_window.show()
        self.league_window.raise_()
        self.league_window.activateWindow()

    def _on_settlement(self) -> None:
        from scorekeeper_ui.session.settlement_view import SettlementDialog

        sheet = self.page.model.sheet()  # the sheet the window shows
        if sheet is not None:
            self._open_dialog(SettlementDialog(sheet, self))

    def zoom_by(self, steps: int) -> None:
        """Ctrl+plus (+1) / Ctrl+minus (−1) / Ctrl+0 (0): scale the session screen,
        remembered for the next run; the table view zooms on its own."""
        factor = zoomed(self._settings.zoom(), steps)
        self._settings.set_zoom(factor)
        if self.has_store():
            self.page.set_zoom(factor)

    def _on_table_view(self) -> None:
        """The scoreboard for the table (ui/session/table_view.py): full screen on a second
        screen if there is one; F11 again brings it to the front."""
        from scorekeeper_ui.session.table_view import TableView

        if self.page.model.sheet() is None:
            return
        if self.table_view is None:
            self.table_view = TableView(self)
        self._update_table_view(force=True)
        self.table_view.show_on_table()

    def _update_table_view(self, *, force: bool = False) -> None:
        view, sheet = self.table_view, self.page.model.sheet()
        if view is not None and sheet is not None and (force or view.isVisible()):
            view.set_sheet(sheet)

    def _on_settings(self) -> None:
        from scorekeeper_ui.app.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._settings, self)
        dialog.accepted.connect(lambda: self.language_changed.emit(dialog.chosen_language()))
        self._open_dialog(dialog)

    # ----- window state -----
    def _restore_geometry(self) -> None:
        geometry = self._settings.bytes("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
            keep_on_screen(self, WANTED_SIZE)  # saved on a larger screen

    def _restore_splitter(self) -> None:
        splitter = self._settings.bytes("window/splitter")
        if splitter is not None:
            self.page.splitter.restoreState(splitter)

    def save_state(self) -> None:
        self._settings.set_bytes("window/geometry", self.saveGeometry())
        if self.has_store():  # the session screen is built with the store
            self._settings.set_bytes("window/splitter", self.page.splitter.saveState())
        self._settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_state()
        super().closeEvent(event)
