"""The main window: the welcome screen or an open session, the menus, and the
undo stack over the session's deals.

The window is handed its store (sessions and leagues: ``ClubStore``, which
``scorekeeper.storage.Store`` is) and settings; it opens no database itself, except
the in-memory one an example evening is explored in (``ui/library/files.py``). It can
be built and shown before the store is open (``store=None``: the welcome screen says
"opening…", only Settings and Quit work) and be given the store later
(:meth:`MainWindow.attach_store`), so it paints before SQLAlchemy is imported; the
session screen and the helpers the window owns are built then, and each dialog's
module is imported when it is first opened. Dialogs are opened with ``open()``
(window-modal, not blocking) and their ``accepted`` signal does the work, so the
keyboard flow is the same in use and in the tests. Every change goes through the
store at once.

What the window owns, each handed the narrow things it uses (``docs/ui.md``, "The
window's rooms"): ``display`` and ``deals``, ``edits`` (``ui/session/``), ``library``
and ``files`` (``ui/library/``), ``club`` (``ui/club/``), ``notes`` and ``others``
(``ui/app/``), ``phone_deals`` (``ui/session/``: the deals from phones). The menus
call its public methods (``ui/app/window_commands.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from scorekeeper_ui.app.menus import MenuState, build_menus, enable_actions
from scorekeeper_ui.app.status_notes import StatusNotes
from scorekeeper_ui.entry.drafts import DRAFT_FILE, DraftFile
from scorekeeper_ui.library.welcome import WelcomePage
from scorekeeper_ui.session.deal_actions import DealDialogFactory, default_deal_dialog
from scorekeeper_ui.widgets import crash, dialogs
from scorekeeper_ui.widgets.screen_fit import fit_main_window, keep_on_screen
from scorekeeper_ui.widgets.settings import AppSettings, zoomed

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QDialog

    from scorekeeper.session.replay import SessionResult
    from scorekeeper.session.store import SessionInfo, SessionStore
    from scorekeeper_ui.app.other_writers import OtherWriters
    from scorekeeper_ui.club.actions import ClubActions, ClubStore
    from scorekeeper_ui.library.actions import LibraryActions
    from scorekeeper_ui.library.files import SessionFiles
    from scorekeeper_ui.session.deal_actions import DealActions
    from scorekeeper_ui.session.display import SessionDisplay, ShownSession
    from scorekeeper_ui.session.edits import SessionEdits
    from scorekeeper_ui.session.page import SessionPage
    from scorekeeper_ui.session.phone_deals import PhoneDeals


WANTED_SIZE = QSize(1180, 800)  # the window's size where the screen allows it


class MainWindow(QMainWindow):
    language_changed = Signal(str)
    store_attached = Signal()
    _store: ClubStore  # set by attach_store, with the session screen and what it owns
    _examples_dir: Path  # the example evenings' folder, set by attach_store too
    page: SessionPage
    display: SessionDisplay
    deals: DealActions
    edits: SessionEdits
    library: LibraryActions
    files: SessionFiles
    club: ClubActions
    others: OtherWriters
    phone_deals: PhoneDeals

    def __init__(
        self,
        store: ClubStore | None,
        settings: AppSettings,
        *,
        deal_dialog: DealDialogFactory = default_deal_dialog,
        examples_dir: Path | None = None,  # None: the shipped ones (entry.games.EXAMPLES_DIR)
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._drafts = DraftFile(settings.folder() / DRAFT_FILE)
        self._examples_wanted = examples_dir  # None: the shipped ones
        self._deal_dialog = deal_dialog
        self.dialog: QDialog | None = None  # the dialog opened last (tests drive it)
        self._wanted: int | None = None  # a session opened from the early list, for the store
        self.undo_stack = QUndoStack(self)
        self.welcome = WelcomePage()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self.menu_actions: dict[str, QAction] = build_menus(self, self)
        fit_main_window(self, WANTED_SIZE)  # at most most of the screen (ui/widgets/screen_fit.py)
        self.notes = StatusNotes(self.statusBar(), self.undo_stack, self.show_settlement)
        self._connect()
        self._restore_geometry()
        self.setWindowTitle(self.tr("Scorekeeper"))
        self._update_actions()
        if store is not None:
            self.attach_store(store)

    def attach_store(self, store: ClubStore) -> None:
        """The store is open: build the session screen and the helpers, fill the
        welcome screen in and enable what needs the store. Until then the window shows
        the welcome screen "opening…" (it is painted before the database is opened)."""
        from scorekeeper_ui.entry.games import EXAMPLES_DIR
        from scorekeeper_ui.session.page import SessionPage  # the chart and the score sheet

        self._examples_dir = self._examples_wanted or EXAMPLES_DIR
        self._store = store
        self.page = SessionPage()
        if self._settings.zoom() != 1.0:
            self.page.set_zoom(self._settings.zoom())
        self.stack.addWidget(self.page)
        self._own_helpers(store, self._examples_dir)
        self.page.row_activated.connect(self.deals.edit_deal)
        self.welcome.example_requested.connect(self.files.open_example)
        self.page.selection_changed.connect(self._update_actions)
        self._restore_splitter()
        self.show_welcome()
        self.others.timer.start()  # other writers: the open session, the lists, the leagues
        QTimer.singleShot(0, self._say_how_the_store_opened)
        self.store_attached.emit()

    def _own_helpers(self, store: ClubStore, examples_dir: Path) -> None:
        from scorekeeper_ui.app.other_writers import OtherWriters
        from scorekeeper_ui.club.actions import ClubActions
        from scorekeeper_ui.library.actions import LibraryActions
        from scorekeeper_ui.library.files import SessionFiles
        from scorekeeper_ui.session.deal_actions import DealActions
        from scorekeeper_ui.session.display import SessionDisplay
        from scorekeeper_ui.session.edits import SessionEdits
        from scorekeeper_ui.session.phone_deals import PhoneDeals

        shown, opener, refuse = self.shown, self.open_dialog, self._on_refused
        self.display = SessionDisplay(
            self.page, self, on_end=self.notes.say_end, on_drawn=self._on_drawn, refuse=refuse
        )
        self.deals = DealActions(
            self,
            self.page,
            self.undo_stack,
            self._drafts,
            shown=shown,
            open_dialog=opener,
            refuse=refuse,
            deal_dialog=self._deal_dialog,
        )
        self.edits = SessionEdits(
            self,
            store,
            self.undo_stack,
            shown=shown,
            open_dialog=opener,
            reload=self.display.reload,
            refuse=refuse,
        )
        self.library = LibraryActions(
            self,
            store,
            self.welcome,
            self.undo_stack,
            open_dialog=opener,
            last_dialog=self.open_dialog_shown,
            shown_id=self.session_id,
            open_session=self.open_session,
            close_session=self.close_session,
            say_undoable=self.notes.say_undoable,
            refuse=refuse,
        )
        self.files = SessionFiles(
            self, store, examples_dir, self._settings, shown=shown, open_session=self.open_session
        )
        self.club = ClubActions(
            self, store, self._settings, open_dialog=opener, check=self._check_stamp
        )
        self.phone_deals = PhoneDeals(self.page.pending, self.undo_stack, shown=shown)
        self.others = OtherWriters(
            self,
            store,
            self.display,
            self.club,
            welcome_shown=lambda: self.stack.currentWidget() is self.welcome,
            refresh_welcome=self.library.refresh_welcome,
            phones=self.phone_deals.look,
        )

    def list_early(self, items: Sequence[SessionInfo]) -> None:
        """The sessions as read before the store is open (``quick_session_list``):
        listed at once, *New session* still off; a session opened from the list
        then opens when the store is attached (:meth:`resume`)."""
        from scorekeeper_ui.entry.games import EXAMPLES_DIR

        if self.has_store():
            return
        examples = self._examples_wanted or EXAMPLES_DIR
        self.welcome.fill(items, can_create=False, examples_dir=examples)
        self.welcome.focus_default()

    def resume(self) -> None:
        """On start, once the store is attached: back to the evening in progress. A
        deal left half-typed (a crash) reopens its session and is offered back; one
        for a session that is gone is dropped, with a word. Else the session opened
        from the early list while the store was opening, else the session shown
        last while it is not finished (the welcome screen is Ctrl+W)."""
        sessions = {info.id: info for info in self._store.list_sessions()}
        info = self.deals.draft_session(sessions)
        wanted, self._wanted = self._wanted, None
        if info is None and wanted is not None:
            info = sessions.get(wanted)
        if info is None and wanted is None:
            last = sessions.get(self._settings.last_session() or 0)
            info = last if last is not None and not last.finished else None
        if info is not None:
            self.open_session(info.id)

    def _connect(self) -> None:
        self.welcome.new_requested.connect(self.new_session)
        self.welcome.open_requested.connect(self.open_session)
        self.welcome.delete_requested.connect(self.delete_session)
        self.welcome.archive_requested.connect(self.archive_session)
        self.undo_stack.cleanChanged.connect(self._update_actions)
        self.undo_stack.indexChanged.connect(self._update_actions)

    # ----- public state -----
    def shown(self) -> ShownSession | None:
        """The open session as drawn last (``None``: the welcome screen)."""
        return self.display.shown() if self.has_store() else None

    def result(self) -> SessionResult | None:
        shown = self.shown()
        return None if shown is None else shown.result

    def session_id(self) -> int | None:
        shown = self.shown()
        return None if shown is None else shown.session_id

    def store(self) -> SessionStore:
        """The open session's store (an example's own), else the window's."""
        shown = self.shown()
        return self._store if shown is None else shown.store

    def has_store(self) -> bool:
        """Whether the store is attached (the window is shown before it is open)."""
        return hasattr(self, "_store")

    def is_example(self) -> bool:
        shown = self.shown()
        return shown is not None and shown.example

    def settings(self) -> AppSettings:
        return self._settings

    # ----- screens -----
    def show_welcome(self) -> None:
        self._close_session()
        writable = self._store.read_only is None
        self.others.mark()  # before the list: a change after it is seen
        self.welcome.fill(
            self._store.list_sessions(), can_create=writable, examples_dir=self._examples_dir
        )
        self.stack.setCurrentWidget(self.welcome)
        self.setWindowTitle(self._read_only_note(self.tr("Scorekeeper")))
        self.welcome.focus_default()
        self._update_actions()

    def open_session(self, session_id: int, store: SessionStore | None = None) -> None:
        if not self.has_store():  # chosen in the early list: opened with the store
            self._wanted = session_id
            return
        store = self._store if store is None else store
        try:
            snapshot = store.snapshot(session_id)
        except Exception as err:  # RecordError, storage (damaged, not found); else ui.crash
            crash.show_failure(self, self.tr("Cannot open the session"), err)
            return
        self._close_session()
        example = store is not self._store
        self.display.open(store, snapshot, example=example)
        self.phone_deals.opened()  # its pending deals; the accepted ones are history
        self.stack.setCurrentWidget(self.page)
        self.page.table.setFocus()
        if not example:
            self._settings.set_last_session(session_id)
            self.deals.offer_draft()

    def close_session(self) -> None:
        """Ctrl+W: back to the welcome screen, which the next start opens on too."""
        if not self.is_example():
            self._settings.set_last_session(None)
        self.show_welcome()

    def _close_session(self) -> None:
        self.statusBar().clearMessage()
        self.undo_stack.clear()
        self.display.close()

    def _on_drawn(self) -> None:
        """The session was drawn (opened, changed, read again): the title and the
        actions follow it."""
        self._update_title()
        self._update_actions()

    def _on_refused(self, err: Exception) -> None:
        """A change (or undo, redo) that the store refused: say why, show what is stored."""
        crash.show_failure(self, self.tr("The change was not saved"), err)
        self.others.look()

    def _check_stamp(self) -> None:
        """The league window was activated: the lists, if another writer changed them."""
        self.others.check_stamp()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        activated = event.type() == QEvent.Type.ActivationChange and self.isActiveWindow()
        if activated and self.has_store():  # (the window is up before the store is open)
            self.others.look()

    def _update_title(self) -> None:
        result = self.result()
        if result is None:
            return
        record = result.record
        from scorekeeper_ui.entry.games import game_title

        seated = result.next_context().players  # who sits at the table now
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
            enable_actions(self.menu_actions, None)
            return
        open_ = self.shown() is not None
        state = MenuState(
            open=open_,
            writable=self.store().read_only is None,  # a read-only file is never written
            main_writable=self._store.read_only is None,
            row=open_ and self.page.current_row() is not None,
            example=self.is_example(),
        )
        enable_actions(self.menu_actions, state)
        self.notes.drop_undo_when_spent()

    def open_dialog_shown(self) -> QDialog | None:
        """The dialog opened last while it still exists: one that closed is deleted
        (its wrapper outlives it, and any call on it would crash the window)."""
        dialog = self.dialog
        return dialog if dialog is not None and shiboken6.isValid(dialog) else None

    def open_dialog(self, dialog: QDialog) -> None:
        """Open ``dialog`` window-modal (not blocking); it is deleted when it closes."""
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    # ----- the menus' commands (ui/app/window_commands.py) -----
    def new_session(self) -> None:
        self.library.new_session()

    def choose_session(self) -> None:
        self.library.choose_session()

    def delete_session(self, session_id: int) -> None:
        if self.has_store():  # (the early list is shown before the store is open)
            self.library.delete_session(session_id)

    def archive_session(self, session_id: int, archived: bool = True) -> None:
        if self.has_store():
            self.library.archive_session(session_id, archived)

    def import_json(self) -> None:
        self.files.import_json()

    def export_json(self) -> None:
        self.files.export_json()

    def export_csv(self) -> None:
        self.files.export_csv()

    def export_pdf(self) -> None:
        self.files.export_pdf()

    def new_deal(self) -> None:
        self.deals.new_deal()

    def insert_deal(self) -> None:
        self.deals.insert_deal()

    def edit_deal(self) -> None:
        self.deals.edit_deal()

    def delete_deal(self) -> None:
        self.deals.delete_deal()

    def edit_session_details(self) -> None:
        self.edits.edit_details()

    def substitute_player(self) -> None:
        self.edits.substitute_player()

    def show_players(self) -> None:
        self.club.show_players()

    def show_leagues(self) -> None:
        self.club.show_leagues()

    def show_phones(self) -> None:
        self.club.show_phones()

    def take_phones(self, before: MainWindow) -> None:
        """Built again in another language: the phones' server of ``before`` goes on
        here (running, its links still valid)."""
        if self.has_store() and before.has_store():
            self.club.take_phones(before.club)

    def show_table_view(self) -> None:
        self.display.show_table_view()

    def show_settlement(self) -> None:
        from scorekeeper_ui.session.settlement_view import SettlementDialog

        sheet = self.page.model.sheet()  # the sheet the window shows
        if sheet is not None:
            self.open_dialog(SettlementDialog(sheet, self))

    def zoom_by(self, steps: int) -> None:
        """Ctrl+plus (+1) / Ctrl+minus (−1) / Ctrl+0 (0): scale the session screen,
        remembered for the next run; the table view zooms on its own."""
        factor = zoomed(self._settings.zoom(), steps)
        self._settings.set_zoom(factor)
        if self.has_store():
            self.page.set_zoom(factor)

    def show_settings(self) -> None:
        from scorekeeper_ui.app.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._settings, self)
        dialog.accepted.connect(lambda: self.language_changed.emit(dialog.chosen_language()))
        self.open_dialog(dialog)

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
        if self.has_store():
            self.club.stop_phones()  # no server thread left, the port free
        super().closeEvent(event)
