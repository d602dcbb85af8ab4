"""Schema revisions: which ones this version knows, and upgrading to the newest.

Migrations are Alembic scripts shipped in ``migrations/versions`` and run from
code (no ``alembic.ini``). Reading the current revision is one query, so a
database that is already up to date never imports Alembic. A revision this
version does not know was written by a newer Scorekeeper: the database is
refused and left exactly as it was.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Connection, Engine, inspect, text

from scorekeeper.storage import revisions
from scorekeeper.storage.engine import WRITE, sqlite_run
from scorekeeper.storage.errors import NewerDatabaseError, StorageError

MIGRATIONS = Path(__file__).with_name("migrations")
KNOWN_REVISIONS = revisions.KNOWN_REVISIONS  # written once, in revisions.py
HEAD = revisions.HEAD
VERSION_TABLE = revisions.VERSION_TABLE


def current_revision(connection: Connection, where: str) -> str | None:
    """The stored revision; ``None`` for an empty database."""
    tables = {t for t in inspect(connection).get_table_names() if not t.startswith("sqlite_")}
    if VERSION_TABLE not in tables:
        if tables:
            raise StorageError(f"{where}: not a Scorekeeper database (no schema revision)")
        return None
    rows = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalars().all()
    if len(rows) != 1:
        raise StorageError(f"{where}: the schema revision table holds {len(rows)} rows, not 1")
    revision = str(rows[0])
    if revision not in KNOWN_REVISIONS:
        raise NewerDatabaseError(
            f"{where}: written by a newer version of Scorekeeper (schema revision {revision}; "
            f"this version knows up to {HEAD}); it was left untouched, install the newer version"
        )
    return revision


def upgrade(engine: Engine, where: str, target: str = "head") -> None:
    """Upgrade in one transaction (SQLite DDL is transactional: all or nothing)."""
    from alembic import command
    from alembic.config import Config

    with engine.execution_options(**WRITE).connect() as connection:
        sqlite = connection.dialect.name == "sqlite"
        if sqlite:  # a rebuilt table must not cascade; set outside the transaction
            sqlite_run(connection, "PRAGMA foreign_keys = OFF")
        try:
            with connection.begin():
                revision = current_revision(connection, where)  # again, under the write lock
                if revision == HEAD and target == "head":
                    return
                config = Config()
                config.set_main_option("script_location", str(MIGRATIONS))
                config.attributes["connection"] = connection
                command.upgrade(config, target)
                if sqlite:
                    _check_foreign_keys(connection, where)
        finally:
            if sqlite:
                sqlite_run(connection, "PRAGMA foreign_keys = ON")


def _check_foreign_keys(connection: Connection, where: str) -> None:
    """SQLite rebuilds a table to change its constraints, with foreign keys off
    (Alembic's batch mode): every reference must still hold before the commit."""
    broken = connection.execute(text("PRAGMA foreign_key_check")).all()
    if broken:
        raise StorageError(
            f"{where}: the upgrade was undone: {len(broken)} rows would point at nothing "
            f"(first in table {broken[0][0]})"
        )
