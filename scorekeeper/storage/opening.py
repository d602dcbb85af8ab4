"""Opening a database: create it, check it, upgrade it, back it up.

In order, before anything is written (:func:`check_file`): a file that is not
SQLite, a damaged one (SQLite's ``quick_check``, with the way to restore) and
another program's SQLite file (tables but no schema revision) are refused and
left byte for byte as they were, read through a read-only engine; an empty or
missing file whose backups folder holds backups is refused naming the newest
(:class:`EmptyDatabaseError`; nothing is created); a newer schema revision is
refused, untouched. Then the file's folder is created (a location that cannot
be one is a one-line refusal) and an older schema is copied to a backup and then
upgraded in one transaction; an SQLite file in use gets its daily backup.

The daily backup never stands between the user and the data: when it fails (a
full disk) its partial file is removed and the database opens anyway, with one
warning (:attr:`Opened.warnings`, shown by the CLI on standard error and kept
by the store for the window).

A file that cannot be written (the file, or its folder, is read-only) opens
read-only: no backup, migration or journal-mode change, and the store refuses
every write naming the file and the reason (:attr:`Opened.read_only`).

Before all this, a restore that a kill interrupted is finished (its journal was
written) or undone (it was still building its copy), with one warning that says
which (``restoring.py``): the file is then the one before the restore or the one
after it.

An in-memory database (``sqlite://``, the example evenings) is new every time:
its tables are created from the models, with no checks, migrations or backups.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine

from scorekeeper.storage import backup, schema
from scorekeeper.storage.engine import (
    RESTORE_HINT,
    check_integrity,
    describe,
    is_sqlite,
    make_engine,
    translated_errors,
)
from scorekeeper.storage.errors import DamagedDatabaseError, EmptyDatabaseError, StorageError
from scorekeeper.storage.location import file_url, sqlite_file


@dataclass(frozen=True)
class Opened:
    engine: Engine
    read_only: str | None = None  # why the file cannot be written; None = writable
    warnings: tuple[str, ...] = ()  # problems that did not stop the opening


def open_engine(url: str) -> Opened:
    where = describe(url)
    path = sqlite_file(url)
    said: tuple[str, ...] = ()
    if path is not None:
        said = _finish_a_restore(path)
        check_file(path, where)
    read_only = None if path is None else unwritable(path)
    if path is not None and read_only is None:
        _make_folder(path, where)
    engine = make_engine(url, read_only=read_only is not None)
    if is_memory(url):
        _create_tables(engine)
        return Opened(engine)
    try:
        with translated_errors(where):
            warnings = _prepare(engine, url, where, read_only)
    except BaseException:
        engine.dispose()
        raise
    return Opened(engine, read_only, said + warnings)


def _finish_a_restore(path: Path) -> tuple[str, ...]:
    """A restore a kill interrupted: finished, or undone (``restoring.py``)."""
    from scorekeeper.storage.restoring import recover

    line = recover(path)
    return () if line is None else (line,)


SQLITE_HEADER = b"SQLite format 3\x00"


def check_file(path: Path, where: str) -> None:
    """Before anything is written: the file is ours, or new. A foreign SQLite
    file, a file that is not SQLite and a damaged one are refused untouched
    (read through a read-only connection, no journal-mode change); an empty or
    missing file beside backups is refused, naming the newest backup."""
    if path.is_dir():
        raise StorageError(f"{where}: cannot use this location (it is a folder)")
    size = _size(path, where)
    if not size:
        _check_new(path, where, "missing" if size is None else "empty (0 bytes)")
        return
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as err:
        raise StorageError(f"{where}: cannot read the file ({err.strerror or err})") from None
    if header != SQLITE_HEADER:
        raise DamagedDatabaseError(
            f"{where}: not an SQLite file (damaged, or another program's file); "
            f"it was left untouched; {RESTORE_HINT}"
        )
    _check_ours(path, where)


def _size(path: Path, where: str) -> int | None:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return None
    except OSError as err:  # a path under a regular file, no permission on a folder
        raise StorageError(f"{where}: cannot use this location ({err.strerror or err})") from None


def _check_new(path: Path, where: str, state: str) -> None:
    backups = backup.list_backups(path) if path.parent.is_dir() else []
    if backups:
        raise EmptyDatabaseError(
            f"{where}: the database file is {state}, but its backups folder holds "
            f"{len(backups)} backup(s), the newest {backups[0].path.name}; "
            "`scorekeeper restore 1` puts it back (nothing was written)",
            backups[0].path,
        )


def _check_ours(path: Path, where: str) -> None:
    """SQLite's integrity check and the schema revision, through a read-only engine
    (no journal-mode change, nothing written)."""
    engine = make_engine(file_url(path), read_only=True)
    try:
        with translated_errors(where), engine.connect() as connection:
            check_integrity(connection, where)
            schema.current_revision(connection, where)
    finally:
        engine.dispose()


def _make_folder(path: Path, where: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise StorageError(
            f"{where}: cannot create its folder {path.parent} ({err.strerror or err})"
        ) from None


def unwritable(path: Path) -> str | None:
    """Why an existing database file cannot be written (SQLite also writes its
    ``-wal`` and ``-shm`` files beside it), or ``None``."""
    if not path.exists():
        return None
    if not os.access(path, os.W_OK):
        return "the file is read-only"
    if not os.access(path.parent, os.W_OK):
        return f"its folder {path.parent} is read-only"
    return None


def _prepare(engine: Engine, url: str, where: str, read_only: str | None) -> tuple[str, ...]:
    path = sqlite_file(url)
    with engine.connect() as connection:
        if is_sqlite(engine) and path is None:  # a file was checked before it was opened
            check_integrity(connection, where)
        revision = schema.current_revision(connection, where)
    if revision != schema.HEAD:
        if read_only is not None:
            raise StorageError(
                f"{where}: needs an upgrade to revision {schema.HEAD}, but {read_only}; "
                "copy it somewhere writable"
            )
        if path is not None and revision is not None:
            backup.make_backup(path, f"before-{schema.HEAD}")
        schema.upgrade(engine, where)
    elif path is not None and read_only is None:
        return _daily_backup(path, where)
    return ()


def _daily_backup(path: Path, where: str) -> tuple[str, ...]:
    try:
        backup.daily_backup(path)
    except (OSError, sqlite3.Error) as err:
        reason = getattr(err, "strerror", None) or str(err) or type(err).__name__
        return (f"{where}: today's backup could not be written ({reason}); opened without it",)
    return ()


def is_memory(url: str) -> bool:
    return url.split("://", 1)[0].split("+", 1)[0] == "sqlite" and sqlite_file(url) is None


def _create_tables(engine: Engine) -> None:
    from sqlmodel import SQLModel

    import scorekeeper.storage.models  # noqa: F401  (registers the tables)

    SQLModel.metadata.create_all(engine)
