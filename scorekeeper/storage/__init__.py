"""Durable storage of players, sessions and deals (SQLite by default, any
SQLAlchemy URL on request); see ``docs/storage.md``.

This module stays light: SQLAlchemy, SQLModel and Alembic are imported when a
store is opened, not when ``scorekeeper`` starts.

    store = open_store()            # $SCOREKEEPER_DB, else the user data folder
    sid = store.create_session(record)
    result = store.add_deal(sid, deal)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorekeeper.session.store import SessionInfo
from scorekeeper.storage.errors import (
    DamagedDatabaseError,
    EmptyDatabaseError,
    NewerDatabaseError,
    SessionNotFoundError,
    StorageError,
)
from scorekeeper.storage.location import resolve_url

if TYPE_CHECKING:
    from pathlib import Path

    from scorekeeper.storage.store import Store

__all__ = [
    "DamagedDatabaseError",
    "EmptyDatabaseError",
    "NewerDatabaseError",
    "SessionInfo",
    "SessionNotFoundError",
    "StorageError",
    "Store",
    "open_store",
    "resolve_url",
    "restore_backup",
]


def open_store(url: str | None = None) -> Store:
    """Open (creating, checking, upgrading and backing up as needed) the database at
    ``url``: a file path or SQLAlchemy URL; ``None`` = ``$SCOREKEEPER_DB``, else the
    default file in the user data folder."""
    from scorekeeper.storage.opening import open_engine
    from scorekeeper.storage.store import Store

    resolved = resolve_url(url)
    opened = open_engine(resolved)
    return Store(opened.engine, resolved, read_only=opened.read_only, warnings=opened.warnings)


def restore_backup(url: str | None, backup: Path) -> None:
    """Put ``backup`` in place of the SQLite file at ``url`` (the current file, if
    any, is kept beside it) as one step a kill cannot cut in half
    (``restoring.py``); for the window's offer after an :class:`EmptyDatabaseError`."""
    from scorekeeper.storage.location import sqlite_file
    from scorekeeper.storage.restoring import restore

    db = sqlite_file(resolve_url(url))
    if db is None:
        raise StorageError("restore works on SQLite files; use your database server's backups")
    try:
        restore(db, backup)
    except OSError as err:
        raise StorageError(f"{db}: cannot be restored ({err.strerror or err})") from None


def __getattr__(name: str) -> Any:
    if name == "Store":
        from scorekeeper.storage.store import Store

        return Store
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
