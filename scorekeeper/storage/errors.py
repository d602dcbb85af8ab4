"""Errors of the database itself (not of a record): damaged, too new, busy, missing.

A :class:`StorageError` message is one line a person can act on; the CLI prints
it and exits with status 2, the window shows it in a message box. Invalid
records keep raising :class:`scorekeeper.errors.RecordError`.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.words.text import Msg


class StorageError(Exception):
    """The database cannot be used as asked; ``str(err)`` says why and what to do
    (in English). Made with a :class:`Msg`, it also :meth:`render` s in the
    reader's language (the database server's refusals are)."""

    def __init__(self, message: str | Msg) -> None:
        super().__init__(str(message))
        self.message: Msg | None = message if isinstance(message, Msg) else None

    def render(self, language: str = "en") -> str:
        return str(self) if self.message is None else self.message.render(language)


class ConflictError(StorageError):
    """The database server broke a transaction off because another one ran at the
    same time (a serialization failure or a deadlock: SQLSTATE 40001, 40P01);
    nothing was written, and the same transaction again is expected to succeed
    (the store retries it, :data:`scorekeeper.storage.store.CONFLICT_TRIES`)."""


class DamagedDatabaseError(StorageError):
    """The file failed SQLite's integrity check (or is not a database at all)."""


class NewerDatabaseError(StorageError):
    """The file was written by a newer Scorekeeper (an unknown schema revision)."""


class EmptyDatabaseError(StorageError):
    """The file is empty or missing while its backups folder holds backups;
    :attr:`backup` is the newest (the window offers to restore it)."""

    def __init__(self, message: str, backup: Path) -> None:
        super().__init__(message)
        self.backup = backup


class SessionNotFoundError(StorageError, LookupError):
    """No stored session has this id."""


class SessionStoredError(StorageError):
    """A session record whose ``id`` is already stored (an import seen before):
    :attr:`session_id` is the stored one. Nothing was written."""

    def __init__(self, session_id: int) -> None:
        super().__init__(f"session {session_id} is already stored (same id); replace it instead")
        self.session_id = session_id
