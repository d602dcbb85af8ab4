"""The deal being typed, kept in a small file so that a crash loses nothing.

While a deal form is open and changed, the record it would produce (valid or
not), with the session and the place it belongs to, is written to
the file ``DRAFT_FILE`` names in the app's folder (beside the settings, not in the
database): half a second after the last change, atomically (a temporary file,
then ``os.replace``: a crash mid-write leaves the old draft whole). The file
goes when the deal is accepted or deliberately thrown away, and when the form
is back to what it was opened with. On the next start the window offers it back
(:meth:`ui.session.deal_actions.DealActions.offer_draft`).

There is one draft at a time: a deal form is window-modal, so one is open.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from scorekeeper_ui.widgets import dialogs

if TYPE_CHECKING:
    from collections.abc import Mapping
    from datetime import datetime

    from scorekeeper.session.store import SessionInfo
    from scorekeeper_ui.entry.editor import DealDialog

DRAFT_FILE = "deal-draft.json"
SAVE_DELAY_MS = 500  # debounce: one write per pause in typing, not one per key
KINDS = ("new", "insert", "edit")


@dataclass(frozen=True)
class Draft:
    """A deal form's record and where it goes: ``new`` (after the last deal),
    ``insert`` (before deal ``position``) or ``edit`` (the stored deal ``deal_id``,
    at ``position`` when the form was opened). ``session_created`` tells a session
    from a later one given the same id."""

    session_id: int
    session_created: str | None
    kind: str
    position: int
    deal_id: int | None
    record: dict[str, Any]

    @classmethod
    def from_json(cls, raw: Any) -> Draft | None:
        """The draft a file holds, or ``None`` when it is not one (damaged, foreign)."""
        try:
            draft = cls(**raw)
        except TypeError:
            return None
        ok = (
            isinstance(draft.session_id, int)
            and isinstance(draft.position, int)
            and draft.kind in KINDS
            and isinstance(draft.record, dict)
            and (draft.deal_id is None or isinstance(draft.deal_id, int))
        )
        return draft if ok else None


def same_session(draft: Draft, session_id: int, created: datetime | None) -> bool:
    """Whether ``draft`` was typed for this session (not for a deleted one whose id
    a later session was given)."""
    stamp = None if created is None else created.isoformat()
    return draft.session_id == session_id and draft.session_created in (None, stamp)


def draft_session(draft: Draft, sessions: Mapping[int, SessionInfo]) -> SessionInfo | None:
    """The stored session ``draft`` belongs to, or ``None`` when it is gone."""
    info = sessions.get(draft.session_id)
    return info if info is not None and same_session(draft, info.id, info.created) else None


class DraftFile:
    """The one draft file: read, written atomically, removed."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def read(self) -> Draft | None:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return Draft.from_json(raw)

    def write(self, draft: Draft) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(self.path.name + ".tmp")
        text = json.dumps(asdict(draft), ensure_ascii=False, indent=1)
        try:
            with open(temporary, "w", encoding="utf-8") as out:
                out.write(text)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temporary, self.path)
        finally:
            temporary.unlink(missing_ok=True)  # gone after os.replace, unless it failed

    def remove(self) -> None:
        self.path.unlink(missing_ok=True)


class DraftKeeper(QObject):
    """Writes ``form``'s draft after each pause in typing; removes it when the
    form is closed (accepted, or thrown away) or back to what it was opened with."""

    def __init__(self, form: DealDialog, file: DraftFile, draft: Draft) -> None:
        super().__init__(form)
        self._form, self._file, self._draft = form, file, draft
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self._on_pause)
        form.editor.edited.connect(self._timer.start)
        form.finished.connect(self._on_finished)

    def _on_pause(self) -> None:
        try:
            if self._form.editor.is_changed():
                self._file.write(replace(self._draft, record=self._form.editor.draft_record()))
            else:
                self._file.remove()
        except OSError as err:  # said once; the form itself works on, OK still records it
            self._form.editor.edited.disconnect(self._timer.start)
            text = QCoreApplication.translate(
                "drafts", "The deal being typed cannot be kept in {path}: {reason}"
            )
            title = QCoreApplication.translate("drafts", "Draft not kept")
            dialogs.show_error(self._form, title, text.format(path=self._file.path, reason=err))

    def _on_finished(self, _result: int) -> None:
        self._timer.stop()
        with contextlib.suppress(OSError):  # it could not be written either (said then)
            self._file.remove()
        self.deleteLater()
