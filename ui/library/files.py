"""Sessions in and out of files: import and export JSON session records
(``docs/deal-format.md``), export the score sheet as CSV or PDF, and open a shipped
example evening as a copy in an in-memory database (the same store class,
``open_store("sqlite://")``: nothing reaches the player's database).

Every export is written by the core's :func:`scorekeeper.host.files.write_atomic`:
whole or not at all, with the user's umask; a failure is one line in a dialog
and the file that was there stays as it was. The JSON and the CSV are the bytes
``scorekeeper export`` writes for the same session (the core's writers:
:func:`scorekeeper.host.json_files.export_text`, :func:`scorekeeper.sheet.plain.sheet_csv_file`;
the CSV in the window's language, as ``--language``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from scorekeeper.errors import RecordError
from scorekeeper.host.files import WriteError, write_atomic, write_text_atomic
from scorekeeper.host.json_files import CommandError, export_text
from scorekeeper.identity import record_id, same_record
from scorekeeper.jsonio import read_json
from scorekeeper_ui.entry.games import game_entry
from scorekeeper_ui.session import clock
from scorekeeper_ui.widgets import crash, dialogs
from scorekeeper_ui.widgets.i18n import describe
from scorekeeper_ui.widgets.i18n import language as window_language

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorekeeper.session.replay import SessionResult
    from scorekeeper.session.store import SessionStore
    from scorekeeper_ui.session.display import ShownSession
    from scorekeeper_ui.widgets.settings import AppSettings

    OpenSession = Callable[[int, SessionStore | None], None]  # an id; its store, or None


def read_session_file(path: str) -> dict[str, Any]:
    """A session record from ``path``, read within the input limits (the store
    checks it when it is stored); RecordError, CommandError (the file or its JSON)
    with a message that names the problem."""
    raw = read_json(path)
    if not isinstance(raw, dict) or not {"deals", "first_dealer"} & raw.keys():
        raise RecordError("record", "is not a session record (it has no first_dealer or deals)")
    return raw


class SessionFiles(QObject):
    """The File menu's imports and exports, which the window owns (``MainWindow.files``).
    ``store`` is the window's (imports go there), ``shown`` the session shown (exports
    read it), ``open_session`` shows a session imported or an example's copy."""

    def __init__(
        self,
        parent: QWidget,
        store: SessionStore,
        examples_dir: Path,
        settings: AppSettings,
        *,
        shown: Callable[[], ShownSession | None],
        open_session: OpenSession,
    ) -> None:
        super().__init__(parent)
        self._parent = parent  # of the file choosers and the message boxes
        self._store = store
        self._examples = examples_dir
        self._settings = settings  # the folders last used (ui.widgets.dialogs)
        self._shown = shown
        self._open = open_session

    def _result(self) -> SessionResult | None:
        shown = self._shown()
        return None if shown is None else shown.result

    def _session_id(self) -> int | None:
        shown = self._shown()
        return None if shown is None else shown.session_id

    def import_json(self) -> None:
        path = dialogs.ask_open_path(
            self._parent,
            self.tr("Import a session record"),
            dialogs.json_filter(),
            self._settings,
            "json",
        )
        if path is None:
            return
        store = self._store
        try:
            raw = read_session_file(path)
            uuid = record_id(raw)
            stored = store.session_with_id(uuid) if uuid else None
            if stored is not None:
                self._import_again(path, raw, stored)
                return
            session_id = store.create_session(raw)
        except Exception as err:  # RecordError, JSON, file or storage errors: say which
            self._cannot_import(path, err)
            return
        self._open(session_id, None)

    def _import_again(self, path: str, raw: dict[str, Any], stored: int) -> None:
        """A file whose session (its ``id``) is stored already: identical, it is
        opened; else the player chooses: Skip (open the stored one), Replace (the
        file's overwrites it, in place: ``Store.replace_session``) or Cancel."""
        store = self._store
        before = store.session_json(stored)
        name = Path(path).name
        title = self.tr("Import {name}").format(name=name)
        if same_record(before, raw):
            text = self.tr("This session is already stored, identical: it is opened.")
            dialogs.show_info(self._parent, title, text)
            self._open(stored, None)
            return
        text = self.tr(
            "This session is already stored (the same id) and the file differs. "
            "Deals stored: {stored}, in the file: {given}.\n\n"
            "Skip keeps the stored session; Replace overwrites it with the file's."
        ).format(stored=len(before["deals"]), given=len(raw.get("deals", [])))
        choice = dialogs.skip_or_replace(self._parent, title, text)
        if choice == "cancel":
            return
        if choice == "replace":
            try:
                store.replace_session(stored, raw)
            except Exception as err:  # RecordError or a storage error: nothing written
                self._cannot_import(path, err)
                return
        self._open(stored, None)

    def _cannot_import(self, path: str, err: BaseException) -> None:
        title = self.tr("Cannot import {name}").format(name=Path(path).name)
        crash.show_failure(self._parent, title, err)

    def export_json(self) -> None:
        shown = self._shown()
        if shown is None:
            return
        path = dialogs.ask_save_path(
            self._parent,
            self.tr("Export the session record"),
            self._suggested("json"),
            dialogs.json_filter(),
            self._settings,
            "json",
        )
        if path is None:
            return
        try:
            write_text_atomic(path, export_text(shown.store.session_json(shown.session_id)))
        except WriteError as err:
            self._cannot_write(path, describe(err))

    def export_csv(self) -> None:
        result = self._result()
        if result is None:
            return
        path = dialogs.ask_save_path(
            self._parent,
            self.tr("Export the score sheet as CSV"),
            self._suggested("csv"),
            dialogs.csv_filter(),
            self._settings,
            "csv",
        )
        if path is None:
            return
        from scorekeeper.sheet import score_sheet
        from scorekeeper.sheet.plain import sheet_csv_file

        try:
            sheet = score_sheet(result, now=clock.now())
            write_atomic(path, sheet_csv_file(sheet, window_language()))
        except WriteError as err:
            self._cannot_write(path, describe(err))

    def export_pdf(self) -> None:
        result = self._result()
        if result is None:
            return
        try:
            from scorekeeper.export.pdf import export_pdf
        except ImportError:
            dialogs.show_error(
                self._parent, self.tr("Export PDF"), self.tr("PDF export is not installed.")
            )
            return
        path = dialogs.ask_save_path(
            self._parent,
            self.tr("Export the score sheet as PDF"),
            self._suggested("pdf"),
            dialogs.pdf_filter(),
            self._settings,
            "pdf",
        )
        if path is None:
            return
        language = window_language()
        try:
            export_pdf(result, path, page_size="A4", language=language, now=clock.now())
        except (OSError, ValueError) as err:  # WriteError is an OSError
            self._cannot_write(path, describe(err))

    def _cannot_write(self, path: str, text: str) -> None:
        dialogs.show_error(
            self._parent, self.tr("Cannot write {name}").format(name=Path(path).name), text
        )

    def _suggested(self, extension: str) -> str:
        result = self._result()
        game = result.record.game.id if result is not None else "session"
        date = str(result.record.extra.get("date", "")) if result is not None else ""
        return f"{game}-{date or self._session_id()}.{extension}"

    def open_example(self, game_id: str) -> None:
        from scorekeeper.storage import open_store

        path = game_entry(game_id).example_path(self._examples)
        store = open_store("sqlite://")  # in memory, gone when the example is closed
        try:
            session_id = store.create_session(read_session_file(str(path)))
        except (CommandError, ValueError) as err:  # RecordError is a ValueError
            store.close()
            dialogs.show_error(self._parent, self.tr("Cannot open the example"), describe(err))
            return
        self._open(session_id, store)
