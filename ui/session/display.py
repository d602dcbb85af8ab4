"""The open session on the screen, which the window owns (``MainWindow.display``):
which session is shown, from which store (the window's, or an example evening's
in-memory copy), drawn on the page and the table view as the store gave it.

A change this window made is drawn from its place on (the store's ``Applied``); a
change by another window or program is found by the window's look every few seconds
(:meth:`SessionDisplay.check_version`: one small query, a replay only when the version
moved) and drawn whole. A time end passes without a deal: the clock's look says so
(:meth:`SessionDisplay.clock`). The helpers are handed the session shown as a value,
:class:`ShownSession`, made again each time it is drawn, so none keeps one out of date.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from scorekeeper_ui.session import clock

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorekeeper.session.end import EndState
    from scorekeeper.session.replay import SessionResult
    from scorekeeper.session.store import Applied, SessionStore, Snapshot
    from scorekeeper_ui.session.page import SessionPage
    from scorekeeper_ui.session.table_view import TableView
    from scorekeeper_ui.session.undo.deals import Writer


@dataclass(frozen=True)
class ShownSession:
    """The open session as drawn last: the store it lives in (the window's, or an
    example evening's in-memory copy), its snapshot, and the writer whose ledger its
    deal commands share (a fresh one each time a session is opened)."""

    store: SessionStore
    snapshot: Snapshot
    writer: Writer
    example: bool  # an example evening: nothing reaches the database or is remembered

    @property
    def session_id(self) -> int:
        return self.snapshot.session_id

    @property
    def result(self) -> SessionResult:
        return self.snapshot.result

    def again(self, snapshot: Snapshot) -> ShownSession:
        """The same session drawn again (after a change, or read again)."""
        return replace(self, snapshot=snapshot)


class SessionDisplay:
    """Draws the open session on ``page`` and on the table view (made, over
    ``parent``, when first asked for). After each drawing ``on_end`` hears the
    session's end as now found (the status bar's note) and ``on_drawn`` follows
    (the window's title and actions); ``refuse`` says why the store refused a change."""

    def __init__(
        self,
        page: SessionPage,
        parent: QWidget,
        *,
        on_end: Callable[[int, EndState | None], None],
        on_drawn: Callable[[], None],
        refuse: Callable[[Exception], None],
    ) -> None:
        self.page = page
        self._parent = parent
        self._on_end = on_end
        self._on_drawn = on_drawn
        self._refuse = refuse
        self._shown: ShownSession | None = None
        self.table_view: TableView | None = None  # made when first asked for (F11)

    def shown(self) -> ShownSession | None:
        """The open session as drawn last (``None``: none is open)."""
        return self._shown

    def open(self, store: SessionStore, snapshot: Snapshot, *, example: bool) -> None:
        """Show the session of ``snapshot``, read from ``store``; its deal commands
        start a fresh ledger."""
        from scorekeeper_ui.session.undo.deals import Writer

        writer = Writer(store, self._on_applied, self._refuse)
        self._draw(ShownSession(store, snapshot, writer, example), None)

    def close(self) -> None:
        """None is shown any more: an example's in-memory store goes, as does the
        table view."""
        shown, self._shown = self._shown, None
        if shown is not None and shown.example:
            shown.store.close()
        if self.table_view is not None:
            self.table_view.close()

    def _on_applied(self, applied: Applied, select: int | None) -> None:
        """A change this window made (or undid, or redid) is written: when it is the
        only change since the session shown (the version went up by one), only the
        rows from its place on are drawn again."""
        shown, snapshot = self._shown, applied.snapshot
        assert shown is not None  # the undo stack is cleared when the session closes
        before = shown.snapshot
        only = before.session_id == snapshot.session_id and snapshot.version == before.version + 1
        self._draw(shown.again(snapshot), select, applied.position if only else None)

    def _draw(self, shown: ShownSession, select: int | None, unchanged: int | None = None) -> None:
        """Draw the session as the store gave it (after a change, or reloaded);
        ``unchanged``: the row of the one change since the session shown."""
        self._shown = shown
        self.page.set_result(shown.result, select, unchanged=unchanged)
        sheet = self.page.model.sheet()
        self._on_end(shown.session_id, None if sheet is None else sheet.end)
        self._update_table_view()
        self._on_drawn()

    def reload(self) -> None:
        """The session read again from its store and drawn whole, the selected row
        kept (or the last one); a store that cannot say leaves what is shown."""
        shown = self._shown
        if shown is None:
            return
        try:
            snapshot = shown.store.snapshot(shown.session_id)
        except Exception:  # RecordError, or storage: keep showing what was shown
            return
        row = self.page.current_row()
        last = len(snapshot.deals) - 1
        self._draw(shown.again(snapshot), None if row is None else min(row, last))

    def check_version(self) -> None:
        """Reload when another window or program changed the open session: one
        small query when nothing changed, a replay only when something did."""
        shown = self._shown
        if shown is None or QApplication.activeModalWidget() is not None:
            return  # not under an open form: it was filled in against what is shown
        from scorekeeper.session.store import StorageError  # (a session is open)

        try:
            changed = shown.store.version(shown.session_id) != shown.snapshot.version
        except StorageError:
            return  # busy or gone: the next look, or the next change, says so
        if changed:
            self.reload()

    def clock(self) -> None:
        """A time end passes without a deal: the banner and the table view say so
        (the agreed end: ``scorekeeper/session/end.py``)."""
        shown = self._shown
        sheet = self.page.model.sheet() if shown is not None else None
        if shown is None or sheet is None or sheet.end is None:
            return
        if sheet.end.end.kind != "time":
            return
        from scorekeeper.session.reaching import end_state  # (a session is open)

        end = end_state(shown.result, clock.now())
        self.page.banner.set_end(end)
        if self.table_view is not None:
            self.table_view.set_end(sheet, end)
        self._on_end(shown.session_id, end)

    def show_table_view(self) -> None:
        """The scoreboard for the table (``ui/session/table_view.py``): full screen on a
        second screen if there is one; F11 again brings it to the front."""
        from scorekeeper_ui.session.table_view import TableView

        if self.page.model.sheet() is None:
            return
        if self.table_view is None:
            self.table_view = TableView(self._parent)
        self._update_table_view(force=True)
        self.table_view.show_on_table()

    def _update_table_view(self, *, force: bool = False) -> None:
        view, sheet = self.table_view, self.page.model.sheet()
        if view is not None and sheet is not None and (force or view.isVisible()):
            view.set_sheet(sheet)
