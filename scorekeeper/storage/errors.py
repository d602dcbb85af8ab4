"""Errors of the database itself (not of a record): damaged, too new, busy, missing.

Each is a :class:`StorageError`, the error of the store's interface
(``scorekeeper/session/store.py``, which defines it; it is named here too). A
message is one line a person can act on; the CLI prints it and exits with status
2, the window shows it in a message box. Invalid records keep raising
:class:`scorekeeper.errors.RecordError`.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.session.store import StorageError

__all__ = [
    "ConflictError",
    "DamagedDatabaseError",
    "EmptyDatabaseError",
    "NewerDatabaseError",
    "SessionNotFoundError",
    "SessionStoredError",
    "StorageError",
]


class ConflictError(StorageError):
    """The database server broke a transaction off because another one ran at the
    same time (a serialization failure or a deadlock: SQLSTATE 40001, 40P01);
    nothing was written, and the same transaction again is expected to succeed
    (the store retries it, :data:`scorekeeper.storage.transactions.CONFLICT_TRIES`)."""


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
