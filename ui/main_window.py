"""The main window: the welcome screen or an open session, the menus, and the
undo stack over the session's deals.

The window is handed its store (a :class:`~scorekeeper.session_store.SessionStore`)
and settings; it opens no database itself, except the in-memory one an example
evening is explored in (:mod:`ui.session_files`). It can be built and shown
before the store is open (``store=None``: the welcome screen says "opening…",
only Settings and Quit work) and be given the store later
(:meth:`MainWindow.attach_store`), so it paints before SQLAlchemy is imported;
the session screen (QtCharts, the score sheet) is built then, and each dialog's
module is imported when it is first opened. Every few seconds, and when the
window is activated, it asks the store for the open session's version (one small
query) and replays the session only when another window or program changed it.
Dialogs are opened with ``open()`` (window-modal, not blocking), and
their ``accepted`` signal does the work, so the keyboard flow is the same in
use and in the tests. Every change goes through the store at once. The deal
commands are in :mod:`ui.deal_actions`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

from ui import dialogs
from ui.deal_actions import DealActions, DealDialogFactory, default_deal_dialog
from ui.drafts import DRAFT_FILE, DraftFile, draft_session
from ui.i18n import describe
from ui.menus import build_menus
from ui.screen_fit import fit_window, keep_on_screen
from ui.settings import AppSettings, zoomed
from ui.welcome import WelcomePage

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QDialog

    from scorekeeper.session import SessionResult
    from scorekeeper.session_store import Applied, SessionStore, Snapshot
    from ui.new_session import NewSessionDialog
    from ui.session_files import SessionFiles
    from ui.sessions import OpenSessionDialog
    from ui.table_view import TableView
    from ui.undo import Writer

ZOOMS = ("zoom_in", "zoom_out", "zoom_reset")
WANTED_SIZE = QSize(1180, 800)  # the window's size where the screen allows it
OUTSIDE_CHECK_MS = 2000  # how often the window looks for other writers' changes
# Off until the store is open (the session actions are off anyway: no session is open).
STORE_ACTIONS = (
    "new_session",
    "open",
    "import_json",
    "export_json",
    "export_pdf",
    "close",
    "new_deal",
    "insert_deal",
    "edit_deal",
    "delete_deal",
    "settlement",
    "table_view",
    "substitute",
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
        self.undo_stack = QUndoStack(self)
        self.welcome = WelcomePage()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self.menu_actions: dict[str, QAction] = build_menus(self)
        fit_window(self, WANTED_SIZE)  # at most most of the screen (ui/screen_fit.py)
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
        from ui.games import EXAMPLES_DIR
        from ui.session_files import SessionFiles
        from ui.session_page import SessionPage  # QtCharts and the score sheet

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
        except Exception as err:  # RecordError, or a storage error (damaged, not found)
            dialogs.show_error(self, self.tr("Cannot open the session"), describe(err))
            return
        self._close_session()
        self._active, self._session_id = store, session_id
        self._writer = self._new_writer(store)  # a fresh ledger
        self._show(snapshot, None)
        self._outside.start()
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
        from ui.undo import Writer

        return Writer(store, self._on_applied, self._on_refused)

    def _close_session(self) -> None:
        self._outside.stop()
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
        self._update_table_view()
        self._update_title()
        self._update_actions()

    # ----- other writers -----
    def _on_outside_check(self) -> None:
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
        dialogs.show_error(self, self.tr("The change was not saved"), describe(err))
        self._on_outside_check()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._on_outside_check()

    def _update_title(self) -> None:
        if self._result is None:
            return
        record = self._result.record
        from ui.games import game_title

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
        for name in ("export_json", "export_pdf", "settlement", "table_view", "close", *ZOOMS):
            self.menu_actions[name].setEnabled(open_)
        self.menu_actions["new_deal"].setEnabled(open_ and writable)
        self.menu_actions["substitute"].setEnabled(open_ and writable)
        self.menu_actions["open"].setEnabled(True)
        main_writable = self._store.read_only is None
        for name in ("new_session", "import_json"):
            self.menu_actions[name].setEnabled(main_writable)
        for name in ("insert_deal", "edit_deal", "delete_deal"):
            self.menu_actions[name].setEnabled(row is not None and writable)

    # ----- sessions -----
    def _on_example(self, game_id: str) -> None:
        self.files.open_example(game_id)

    def _on_new_session(self) -> None:
        from ui.new_session import NewSessionDialog

        dialog = NewSessionDialog(self._store.known_players(), self)
        dialog.accepted.connect(lambda: self._on_new_session_accepted(dialog))
        self._open_dialog(dialog)

    def _on_new_session_accepted(self, dialog: NewSessionDialog) -> None:
        try:
            session_id = self._store.create_session(dialog.session_json())
        except Exception as err:  # RecordError, or a storage error
            dialogs.show_error(self, self.tr("Cannot create the session"), describe(err))
            return
        self.open_session(session_id)

    def _on_open_session(self) -> None:
        from ui.sessions import OpenSessionDialog

        dialog = OpenSessionDialog(self._store.list_sessions(), self)
        dialog.accepted.connect(lambda: self._on_open_accepted(dialog))
        self._open_dialog(dialog)

    def _on_open_accepted(self, dialog: OpenSessionDialog) -> None:
        session_id = dialog.chosen()
        if session_id is not None:
            self.open_session(session_id)

    def _open_dialog(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _on_substitute(self) -> None:
        """Session ▸ Substitute a player… (``ui/substitute.py``)."""
        from scorekeeper.substitution import race_alone
        from ui.substitute import SubstituteDialog, check_change

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
        from ui.substitute import SubstituteCommand

        session_id = self._session_id
        if session_id is None:
            return
        command = SubstituteCommand(
            self.store(),
            session_id,
            result,
            change,
            lambda snapshot: self._show(snapshot, None),
            self._on_refused,
        )
        self.undo_stack.push(command)  # checked by the dialog (check_change) before

    # ----- other views -----
    def _on_settlement(self) -> None:
        from ui.settlement_view import SettlementDialog

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
        """The scoreboard for the table (ui/table_view.py): full screen on a second
        screen if there is one; F11 again brings it to the front."""
        from ui.table_view import TableView

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
        from ui.settings_dialog import SettingsDialog

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
