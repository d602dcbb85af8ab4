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
except these pragmas. ``postgresql://`` means the ``psycopg`` driver (the
``postgresql`` extra installs it; SQLAlchemy's own default would be psycopg2),
and a server that does not answer is given up after
:data:`CONNECT_TIMEOUT_SECONDS` unless the URL says ``connect_timeout``.

A database server's failures become one line a person can act on
(:func:`storage_error`), never the driver's text (which can run to several lines
and name the server's internals): the driver not installed (naming the extra to
install), the server not reached (host and port; refused, no answer, unknown
host), the login refused, no such database, the connection lost. A transaction
broken off by another at the same time (SQLSTATE 40001, 40P01) is a
:class:`ConflictError`, which the store retries.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection, Dialect, Engine, create_engine, event, exc
from sqlalchemy.engine import URL, make_url
from sqlalchemy.pool import StaticPool

from scorekeeper.storage.errors import ConflictError, DamagedDatabaseError, StorageError
from scorekeeper.storage.location import sqlite_file
from scorekeeper.words.text import Msg

BUSY_TIMEOUT_SECONDS = 30
CONNECT_TIMEOUT_SECONDS = 10  # a database server that does not answer (libpq waits forever)
POSTGRESQL_EXTRA = "pip install 'trick-scorekeeper[postgresql]'"
WRITE = {"sqlite_begin": "IMMEDIATE"}
RESTORE_HINT = "`scorekeeper restore` lists the backups, `scorekeeper restore N` puts one back"


def make_engine(url: str, *, read_only: bool = False, staged: bool = False) -> Engine:
    """``staged``: a file a restore is building (``restoring.py``), synced whole by
    the restore before it counts: its journal in memory, no syncs of its own."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return _server_engine(parsed, describe(url))
    path = sqlite_file(url)
    options: dict[str, Any] = {
        "connect_args": {"timeout": BUSY_TIMEOUT_SECONDS, "check_same_thread": False},
    }
    if path is None:  # in memory: one connection, or each would be a new database
        options["poolclass"] = StaticPool
    elif read_only:
        options["creator"] = lambda: _connect_read_only(path)
    engine = create_engine(parsed, **options)
    on_connect = _on_connect_read_only if read_only else _on_connect
    event.listen(engine, "connect", _on_connect_staged if staged else on_connect)
    event.listen(engine, "begin", _on_begin)
    return engine


def _server_engine(parsed: URL, where: str) -> Engine:
    """An engine for a database server (PostgreSQL); the driver is imported here."""
    if parsed.drivername == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    options: dict[str, Any] = {"pool_pre_ping": True}
    if parsed.get_backend_name() == "postgresql" and "connect_timeout" not in parsed.query:
        options["connect_args"] = {"connect_timeout": CONNECT_TIMEOUT_SECONDS}
    try:
        return create_engine(parsed, **options)
    except ImportError as err:  # the driver (ModuleNotFoundError)
        if parsed.drivername == "postgresql+psycopg":
            raise StorageError(
                Msg(
                    "{where}: the PostgreSQL driver (psycopg) is not installed; "
                    "install it with: {command}",
                    where=where,
                    command=POSTGRESQL_EXTRA,
                )
            ) from None
        raise StorageError(
            Msg(
                "{where}: the database driver {module} is not installed",
                where=where,
                module=err.name or parsed.drivername,
            )
        ) from None
    except exc.NoSuchModuleError:
        raise StorageError(
            Msg(
                "{where}: unknown kind of database {kind} (use an SQLite file or "
                "postgresql://user@host/database)",
                where=where,
                kind=parsed.drivername,
            )
        ) from None


def _connect_read_only(path: Path) -> sqlite3.Connection:
    wal = Path(str(path) + "-wal")
    immutable = not os.access(path.parent, os.W_OK) and not wal.exists()
    uri = f"file:{quote(str(path))}?mode=ro" + ("&immutable=1" if immutable else "")
    return sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_SECONDS, check_same_thread=False)


def _on_connect(dbapi_connection: Any, _record: Any) -> None:
    _pragmas(dbapi_connection, "PRAGMA journal_mode=WAL")


def _on_connect_staged(dbapi_connection: Any, _record: Any) -> None:
    _pragmas(dbapi_connection, "PRAGMA journal_mode=MEMORY", synchronous="OFF")


def _on_connect_read_only(dbapi_connection: Any, _record: Any) -> None:
    _pragmas(dbapi_connection)  # the journal mode is the file's; changing it would write


def _pragmas(dbapi_connection: Any, *more: str, synchronous: str = "FULL") -> None:
    dbapi_connection.isolation_level = None  # we issue BEGIN ourselves (_on_begin)
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_SECONDS * 1000}")
        for pragma in more:
            cursor.execute(pragma)
        cursor.execute(f"PRAGMA synchronous={synchronous}")
    finally:
        cursor.close()


def _on_begin(connection: Connection) -> None:
    mode = connection.get_execution_options().get("sqlite_begin")
    sqlite_run(connection, "BEGIN IMMEDIATE" if mode == "IMMEDIATE" else "BEGIN")


def sqlite_run(connection: Connection, sql: str, args: tuple[Any, ...] = ()) -> sqlite3.Cursor:
    """Run ``sql`` on the SQLite driver connection under ``connection`` (see
    :func:`driver_run`)."""
    return driver_run(driver_of(connection), sql, args)


def driver_of(connection: Connection) -> sqlite3.Connection:
    """The SQLite driver connection under ``connection``."""
    return connection.connection.driver_connection  # type: ignore[return-value]


def driver_run(driver: sqlite3.Connection, sql: str, args: Sequence[Any] = ()) -> sqlite3.Cursor:
    """Run ``sql`` on a SQLite driver connection, as SQLite's own (cached) prepared
    statement: no execution context, a tenth of Core's cost for a statement
    (docs/storage.md, "Speed"). Driver errors are raised as SQLAlchemy's, as Core
    raises them, so :func:`translated_errors` words them."""
    try:
        return driver.execute(sql, args)
    except sqlite3.Error as err:
        raise exc.DBAPIError.instance(sql, args, err, sqlite3.Error) from err


@dataclass(frozen=True, slots=True)
class SQLiteWrite:
    """A write transaction on a SQLite driver connection (``BEGIN IMMEDIATE`` taken):
    what the store's deal writes run on there (``rows.Prepared``)."""

    driver: sqlite3.Connection
    dialect: Dialect

    @classmethod
    def of(cls, connection: Connection) -> SQLiteWrite:
        """The write transaction ``connection`` (a Core one, on SQLite) is in."""
        return cls(driver_of(connection), connection.dialect)


@contextmanager
def sqlite_write(engine: Engine) -> Iterator[SQLiteWrite]:
    """A write transaction on a pooled SQLite connection: ``BEGIN IMMEDIATE`` (the
    write lock), then ``COMMIT`` when the block ends, or ``ROLLBACK`` when it raises;
    on the driver connection, without Core's ``Connection`` and its transaction
    events (two thirds of the cost of a deal's write besides its statements and
    the disk's sync: docs/storage.md, "Speed"). The connection comes from the
    engine's pool, so its pragmas are the ones every connection gets (``connect``
    event), and goes back to it (the pool rolls back whatever is left open)."""
    pooled = engine.raw_connection()
    try:
        driver: sqlite3.Connection = pooled.driver_connection  # type: ignore[assignment]
        driver_run(driver, "BEGIN IMMEDIATE")
        try:
            yield SQLiteWrite(driver, engine.dialect)
        except BaseException:
            with suppress(sqlite3.Error):  # a connection that broke: the pool drops it
                driver.rollback()
            raise
        driver_run(driver, "COMMIT")
    finally:
        pooled.close()


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
    if not isinstance(err.orig, sqlite3.Error):
        return server_error(err, where)
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


# SQLSTATEs (PostgreSQL, appendix A) the store words itself.
CONFLICT = {"40001", "40P01"}  # serialization failure, deadlock detected: try again
GONE = {"57P01", "57P02", "57P03", "08000", "08003", "08006"}  # shutdown, connection lost


def server_error(err: exc.DBAPIError, where: str) -> StorageError:
    """A database server's failure as one line; the driver's own text is read to
    tell the cases apart, never shown."""
    code = getattr(err.orig, "sqlstate", None) or getattr(err.orig, "pgcode", None)
    if code in CONFLICT:
        return ConflictError(
            Msg("{where}: another table wrote at the same moment; nothing was written", where=where)
        )
    if code is None:
        refused = _connect_error(str(err.orig).lower(), where)
        if refused is not None:
            return refused
    if code in GONE or err.connection_invalidated:
        return StorageError(
            Msg(
                "{where}: the connection to the database server was lost; "
                "the change in progress was not written; try again",
                where=where,
            )
        )
    if code == "42501":
        return StorageError(
            Msg(
                "{where}: the database user has no permission for this; nothing was written",
                where=where,
            )
        )
    if code == "25006":
        return StorageError(
            Msg("{where}: nothing was written: the database is read-only", where=where)
        )
    return StorageError(
        Msg(
            "{where}: the database server refused the operation ({reason}); nothing was written",
            where=where,
            reason=f"SQLSTATE {code}" if code else type(err.orig).__name__,
        )
    )


def _connect_error(text: str, where: str) -> StorageError | None:
    """A failure to connect, told apart by the driver's (libpq's) words; ``None``:
    not one of these."""
    address = _address(where)
    if (
        "password authentication failed" in text
        or ("role " in text and "does not exist" in text)
        or "authentication failed" in text
    ):
        return StorageError(
            Msg(
                "{where}: the database server refused the login of user {user} "
                "(wrong password, or no such user)",
                where=where,
                user=_part(where, "username") or "?",
            )
        )
    if "database " in text and "does not exist" in text:
        return StorageError(
            Msg(
                "{where}: the database server has no database {database}; create it first",
                where=where,
                database=_part(where, "database") or "?",
            )
        )
    if "no pg_hba.conf entry" in text:
        return StorageError(
            Msg(
                "{where}: the database server does not accept this user from this "
                "computer (its pg_hba.conf)",
                where=where,
            )
        )
    if "connection refused" in text or "no such file or directory" in text:
        return StorageError(
            Msg(
                "{where}: cannot reach the database server at {address}: the connection "
                "was refused (is the server running there?)",
                where=where,
                address=address,
            )
        )
    if "timeout" in text or "timed out" in text:
        return StorageError(
            Msg(
                "{where}: cannot reach the database server at {address}: no answer in time",
                where=where,
                address=address,
            )
        )
    if "resolve host" in text or "translate host name" in text:
        return StorageError(
            Msg(
                "{where}: cannot reach the database server: no computer is known as {host}",
                where=where,
                host=_part(where, "host") or "?",
            )
        )
    if "connection failed" in text or "could not connect" in text or "too many" in text:
        return StorageError(
            Msg(
                "{where}: cannot connect to the database server at {address}",
                where=where,
                address=address,
            )
        )
    return None


def _part(where: str, name: str) -> str | None:
    """A part of the URL ``where`` (``host``, ``username``, ``database``)."""
    try:
        value = getattr(make_url(where), name)
    except exc.ArgumentError:
        return None
    return None if value is None else str(value)


def _address(where: str) -> Msg:
    """The server's host and port, as the message names them."""
    host = _part(where, "host")
    port = _part(where, "port") or "5432"  # PostgreSQL's
    if host is None:
        return Msg("its local socket")
    return Msg("{host} port {port}", host=host, port=port)


def describe(url: str) -> str:
    """The file name, or the URL without its password, for messages."""
    path = sqlite_file(url)
    if path is not None:
        return str(path)
    return make_url(url).render_as_string(hide_password=True)
