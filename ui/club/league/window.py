"""Club ▸ Leagues…: a window of its own beside the evening (not modal), so the
standings can stay on a screen while the deals are recorded.

On the left the club's leagues (Enter edits the selected one, Del deletes it,
asking first), *New…*, *Edit…*, *Delete* and *Export PDF…*; on the right the
selected league's report (:mod:`.report_view`). The report is read again when
the store's change stamp moves (:meth:`LeagueWindow.refresh`, called by the main
window's 2-second look for other writers, ``docs/ui.md`` "Several tables at
once", and when this window is activated), so the standings follow the deals
recorded at every table.

The window reaches the store through :class:`LeagueStore` (the methods it needs)
and the PDF through the core (:mod:`scorekeeper.export.pdf.league`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.league.sheet import league_sheet
from scorekeeper_ui.club.league.report_view import LeagueReportView
from scorekeeper_ui.widgets import crash, dialogs
from scorekeeper_ui.widgets.i18n import describe, language
from scorekeeper_ui.widgets.palette import mute
from scorekeeper_ui.widgets.screen_fit import fit_window

if TYPE_CHECKING:
    from scorekeeper.league.model import League, LeagueReport
    from scorekeeper.session.store import SessionInfo
    from scorekeeper_ui.club.league.editor import LeagueDialog
    from scorekeeper_ui.widgets.settings import AppSettings

ID_ROLE = Qt.ItemDataRole.UserRole
WANTED_SIZE = QSize(1000, 640)


class LeagueStore(Protocol):
    """What the league window asks of the store."""

    def leagues(self) -> list[League]: ...
    def save_league(self, league: League) -> int: ...
    def delete_league(self, league_id: int) -> None: ...
    def league_report(self, league_id: int, *, stats: bool = True) -> LeagueReport: ...
    def list_sessions(self) -> list[SessionInfo]: ...


class LeagueWindow(QDialog):
    def __init__(
        self,
        store: LeagueStore,
        settings: AppSettings,
        *,
        check: Callable[[], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._settings = settings
        self._check = check  # the main window's look for changes (on activation)
        self._leagues: dict[int, League] = {}
        self.report: LeagueReport | None = None
        self._about: dict[int, SessionInfo] = {}  # place and players of each evening
        self.dialog: LeagueDialog | None = None  # the editor opened last (tests drive it)
        self.setWindowTitle(self.tr("Leagues"))
        self.list = QListWidget()
        self.empty = QLabel(self.tr("No leagues yet: New… defines one."))
        self.empty.setWordWrap(True)
        mute(self.empty)
        self.new_button = QPushButton(self.tr("&New…"))
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.pdf_button = QPushButton(self.tr("Export &PDF…"))
        self.view = LeagueReportView()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        for button in (self.new_button, self.edit_button, self.delete_button, self.pdf_button):
            button.setAutoDefault(False)  # Enter on the list edits, it presses no button
        self._lay_out()
        self._connect()
        self._fit()
        self.refresh()
        self.list.setFocus()

    def _lay_out(self) -> None:
        label = QLabel(self.tr("&Leagues:"))
        label.setBuddy(self.list)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(label)
        column.addWidget(self.list, 1)
        column.addWidget(self.empty)
        for button in (self.new_button, self.edit_button, self.delete_button, self.pdf_button):
            column.addWidget(button)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.view)
        split.setStretchFactor(1, 1)
        split.setSizes([220, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

    def _connect(self) -> None:
        self.list.currentItemChanged.connect(self._on_current_changed)
        self.list.itemActivated.connect(lambda _item: self.edit_league())
        delete = QAction(self.list)
        delete.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete.triggered.connect(lambda _checked=False: self.delete_league())
        self.list.addAction(delete)
        self.new_button.clicked.connect(lambda: self.new_league())
        self.edit_button.clicked.connect(lambda: self.edit_league())
        self.delete_button.clicked.connect(lambda: self.delete_league())
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        self.view.stats_toggled.connect(lambda _on: self._show_report())
        self.buttons.rejected.connect(self.close)

    def _fit(self) -> None:
        """1000 × 640 where the screen has room, never past 94 % of it (1024 × 600)."""
        fit_window(self, WANTED_SIZE)

    # ----- reading -----
    def league_id(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(ID_ROLE))

    def refresh(self, select: int | None = None) -> None:
        """Read the leagues and the selected one's report again (another table
        recorded a deal, a league was changed): the selection is kept."""
        keep = self.league_id() if select is None else select
        try:
            leagues = self._store.leagues()
        except Exception as err:  # storage: busy or gone; the next look says so
            if not crash.expected(err):
                crash.report(err)
            self.view.title.setText(describe(err))
            return
        self._leagues = {league.id: league for league in leagues if league.id is not None}
        self.list.blockSignals(True)
        self.list.clear()
        for league in leagues:
            item = QListWidgetItem(league.name)
            item.setData(ID_ROLE, league.id)
            self.list.addItem(item)
            if league.id == keep:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self.list.blockSignals(False)
        self.empty.setVisible(not leagues)
        self.list.setVisible(bool(leagues))
        self._show_report()

    def _on_current_changed(self, *_items: Any) -> None:
        self._show_report()

    def _show_report(self) -> None:
        league_id = self.league_id()
        league = self._leagues.get(league_id) if league_id is not None else None
        for button in (self.edit_button, self.delete_button, self.pdf_button):
            button.setEnabled(league is not None)
        if league_id is None or league is None:
            self.report = None
            self.view.show_sheet(None)
            return
        stats = self.view.shows_stats() and not league.hide_stats
        try:
            self.report = self._store.league_report(league_id, stats=stats)
        except Exception as err:  # RecordError, storage: say it where the report goes
            if not crash.expected(err):
                crash.report(err)
            self.report = None
            self.view.show_sheet(None, league_hides=league.hide_stats)
            self.view.title.setText(describe(err))
            return
        self._about = {info.id: info for info in self._store.list_sessions()}
        sheet = league_sheet(self.report, language(), stats=stats, sessions=self._about)
        self.view.show_sheet(sheet, league_hides=league.hide_stats)

    # ----- changing -----
    def new_league(self) -> None:
        self._open_editor(None)

    def edit_league(self) -> None:
        league_id = self.league_id()
        if league_id is not None:
            self._open_editor(self._leagues[league_id])

    def _open_editor(self, league: League | None) -> None:
        from scorekeeper_ui.club.league.editor import LeagueDialog

        places = {info.place for info in self._store.list_sessions() if info.place}
        league_id = None if league is None else league.id
        dialog = LeagueDialog(league, places, lambda raw: self._save(raw, league_id), self)
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _save(self, raw: Mapping[str, Any], league_id: int | None) -> None:
        """The core checks the league (``RecordError`` names the field), the store
        writes it (``league_id``: the league edited; ``None``: a new one); the list
        and the report show it."""
        from scorekeeper.league.model import parse_league

        saved = self._store.save_league(parse_league(dict(raw), league_id))
        self.refresh(select=saved)

    def delete_league(self) -> None:
        league_id = self.league_id()
        if league_id is None:
            return
        league = self._leagues[league_id]
        if not dialogs.confirm(
            self,
            self.tr("Delete league"),
            self.tr("Delete the league {name}? Its sessions stay as they are.").format(
                name=league.name
            ),
        ):
            return
        try:
            self._store.delete_league(league_id)
        except Exception as err:  # storage; else a bug: ui.crash
            crash.show_failure(self, self.tr("The league was not deleted"), err)
        self.refresh()

    def export_pdf(self) -> None:
        """The report as a PDF, in the window's language, with the statistics as
        shown (``scorekeeper/export/pdf/league.py``)."""
        if self.report is None:
            return
        from scorekeeper.export.pdf.league import export_league_pdf

        suggested = f"{self.report.league.name}.pdf".replace("/", "-")
        path = dialogs.ask_save_path(
            self,
            self.tr("Export the league report as PDF"),
            suggested,
            dialogs.pdf_filter(),
            self._settings,
            "pdf",
        )
        if path is None:
            return
        try:
            shown = self.view.shows_stats()
            export_league_pdf(
                self.report, path, language=language(), stats=shown, sessions=self._about
            )
        except (OSError, ValueError) as err:  # WriteError is an OSError
            dialogs.show_error(
                self, self.tr("Cannot write {name}").format(name=Path(path).name), describe(err)
            )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        activated = event.type() == QEvent.Type.ActivationChange and self.isActiveWindow()
        if activated and self._check is not None:
            self._check()
