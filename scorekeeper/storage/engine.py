"""Engines with the connection settings every SQLite connection needs.

Each new SQLite connection (event listener, so no connection can miss it) gets
``foreign_keys=ON``, a busy timeout (a second process writing waits instead of
failing), ``journal_mode=WAL`` (readers never block the writer) and
``synchronous=FULL`` (a committed deal survives a power cut, not just a crash).

The driver's own transaction handling is switched off and the ``begin`` event
issues ``BEGIN`` itself (the SQLAlchemy recipe for pysqlite), so a transaction
covers reads too; a writer asks for ``BEGIN IMMEDIATE`` with the execution
option ``sqlite_begin``, which takes the write lock before reading the deals it
validates, so two processes can never both append to the same old list.

A read-only file is opened with SQLite's ``mode=ro`` URI (``immutable=1`` when
its folder is read-only too and no ``-wal`` file is there: SQLite could not
create its shared-memory file) and gets no ``journal_mode`` change.

Other databases (PostgreSQL) get a plain engine: nothing here is SQLite-only
except these pragmas.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection, Engine, create_engine, event, exc
from sqlalchemy.engine import make_url
from sqlalchemy.pool import StaticPool

from scorekeeper.storage.errors import DamagedDatabaseError, StorageError
from scorekeeper.storage.location import sqlite_file

BUSY_TIMEOUT_SECONDS = 30
WRITE = {"sqlite_begin": "IMMEDIATE"}
RESTORE_HINT = "`scorekeeper restore` lists the backups, `scorekeeper restore N` puts one back"


def make_engine(url: str, *, read_only: bool = False) -> Engine:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return create_engine(parsed, pool_pre_ping=True)
    path = sqlite_file(url)
    options: dict[str, Any] = {
        "connect_args": {"timeout": BUSY_TIMEOUT_SECONDS, "check_same_thread": False},
    }
    if path is None:  # in memory: one connection, or each would be a new database
        options["poolclass"] = StaticPool
    elif read_only:
        options["creator"] = lambda: _connect_read_only(path)
    engine = create_engine(parsed, **options)
    event.listen(engine, "connect", _on_connect_read_only if read_only else _on_connect)
    event.listen(engine, "begin", _on_begin)
    return engine


def _connect_read_only(path: Path) -> sqlite3.Connection:
    wal = Path(str(path) + "-wal")
    immutable = not os.access(path.parent, os.W_OK) and not wal.exists()
    uri = f"file:{quote(str(path))}?mode=ro" + ("&immutable=1" if immutable else "")
    return sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_SECONDS, check_same_thread=False)


def _on_connect(dbapi_connection: Any, _record: Any) -> None:
    _pragmas(dbapi_connection, "PRAGMA journal_mode=WAL")


def _on_connect_read_only(dbapi_connection: Any, _record: Any) -> None:
    _pragmas(dbapi_connection)  # the journal mode is the file's; changing it would write


def _pragmas(dbapi_connection: Any, *more: str) -> None:
    dbapi_connection.isolation_level = None  # we issue BEGIN ourselves (_on_begin)
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_SECONDS * 1000}")
        for pragma in more:
            cursor.execute(pragma)
        cursor.execute("PRAGMA synchronous=FULL")
    finally:
        cursor.close()


def _on_begin(connection: Connection) -> None:
    mode = connection.get_execution_options().get("sqlite_begin")
    sqlite_run(connection, "BEGIN IMMEDIATE" if mode == "IMMEDIATE" else "BEGIN")


def sqlite_run(connection: Connection, sql: str, args: tuple[Any, ...] = ()) -> sqlite3.Cursor:
    """Run ``sql`` on the SQLite driver connection under ``connection``, as SQLite's
    own (cached) prepared statement: no execution context, a tenth of Core's cost
    for a statement (docs/storage.md, "Speed"). Driver errors are raised as
    SQLAlchemy's, as Core raises them, so :func:`translated_errors` words them."""
    driver: sqlite3.Connection = connection.connection.driver_connection  # type: ignore[assignment]
    try:
        return driver.execute(sql, args)
    except sqlite3.Error as err:
        raise exc.DBAPIError.instance(sql, args, err, sqlite3.Error) from err


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


def check_integrity(connection: Connection, where: str) -> None:
    """``PRAGMA quick_check``: the structure, without cross-checking indexes; fast enough
    for every open."""
    problems = [str(r) for r in connection.exec_driver_sql("PRAGMA quick_check").scalars()]
    if problems != ["ok"]:
        raise DamagedDatabaseError(
            f"{where}: the database is damaged ({problems[0]}); {RESTORE_HINT}"
        )


@contextmanager
def translated_errors(where: str) -> Iterator[None]:
    """Database failures as one-line :class:`StorageError` messages."""
    try:
        yield
    except exc.DBAPIError as err:
        raise storage_error(err, where) from err


def storage_error(err: exc.DBAPIError, where: str) -> StorageError:
    text = str(err.orig).strip() or type(err.orig).__name__
    lowered = text.lower()
    if "not a database" in lowered or "malformed" in lowered or "corrupt" in lowered:
        return DamagedDatabaseError(f"{where}: the database is damaged ({text}); {RESTORE_HINT}")
    if "locked" in lowered or "busy" in lowered:
        return StorageError(
            f"{where}: the database is busy (another program kept it locked for "
            f"{BUSY_TIMEOUT_SECONDS} s); try again"
        )
    if "readonly" in lowered or "read-only" in lowered:
        return StorageError(f"{where}: nothing was written: the database is read-only ({text})")
    if "unable to open" in lowered:
        return StorageError(f"{where}: cannot open the database file ({text})")
    return StorageError(f"{where}: database error ({text})")


def describe(url: str) -> str:
    """The file name, or the URL without its password, for messages."""
    path = sqlite_file(url)
    if path is not None:
        return str(path)
    return make_url(url).render_as_string(hide_password=True)
