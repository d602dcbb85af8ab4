"""Opening a database: create it, check it, upgrade it, back it up.

In order: the file's folder is created; SQLite's ``quick_check`` runs (a damaged
file is refused with the way to restore); the schema revision is read (a newer
one is refused, untouched); an older schema is copied to a backup and then
upgraded in one transaction; an SQLite file in use gets its daily backup.

An in-memory database (``sqlite://``, the example evenings) is new every time:
its tables are created from the models, with no checks, migrations or backups.
"""

from __future__ import annotations

from sqlalchemy import Engine

from scorekeeper.storage import backup, schema
from scorekeeper.storage.engine import (
    check_integrity,
    describe,
    is_sqlite,
    make_engine,
    translated_errors,
)
from scorekeeper.storage.location import sqlite_file


def open_engine(url: str) -> Engine:
    where = describe(url)
    path = sqlite_file(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    engine = make_engine(url)
    if is_memory(url):
        _create_tables(engine)
        return engine
    try:
        with translated_errors(where):
            _prepare(engine, url, where)
    except BaseException:
        engine.dispose()
        raise
    return engine


def _prepare(engine: Engine, url: str, where: str) -> None:
    path = sqlite_file(url)
    with engine.connect() as connection:
        if is_sqlite(engine):
            check_integrity(connection, where)
        revision = schema.current_revision(connection, where)
    if revision != schema.HEAD:
        if path is not None and revision is not None:
            backup.make_backup(path, f"before-{schema.HEAD}")
        schema.upgrade(engine, where)
    elif path is not None:
        backup.daily_backup(path)


def is_memory(url: str) -> bool:
    return url.split("://", 1)[0].split("+", 1)[0] == "sqlite" and sqlite_file(url) is None


def _create_tables(engine: Engine) -> None:
    from sqlmodel import SQLModel

    import scorekeeper.storage.models  # noqa: F401  (registers the tables)

    SQLModel.metadata.create_all(engine)
