"""Fixtures for the storage tests: a fresh database per test, and the default
location redirected so no test touches the real user data folder.

``db_url`` (and ``store``, which opens it) runs each test that uses it twice: on
a new SQLite file and on a new database of a real PostgreSQL server that the test
run starts itself (``pg_server.py``). A test that is about SQLite files
(backups, restore, integrity checks, read-only folders) uses ``db_path`` and runs
on SQLite only. Where no server can be started the PostgreSQL runs are
skipped with the reason, except in CI (``CI=true``), where they fail.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pg_server
import pytest

from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store

ENGINES = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)]


@pytest.fixture(scope="session")
def pg() -> Iterator[pg_server.Server]:
    """The test run's PostgreSQL server (started once, stopped at the end)."""
    reason = pg_server.unavailable()
    if reason is not None:
        if pg_server.in_ci():
            pytest.fail(f"CI must run the PostgreSQL tests: {reason}")
        pytest.skip(reason)
    server = pg_server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def pg_template(pg: pg_server.Server) -> str:
    """A database at the newest schema revision, copied for each test (a copy is
    much faster than running the migrations again)."""
    name = pg.create_database()
    open_store(pg.url(name)).close()
    return name


@pytest.fixture
def pg_url(pg: pg_server.Server, pg_template: str) -> Iterator[str]:
    """A new PostgreSQL database at the newest schema revision, dropped afterwards."""
    name = pg.create_database(template=pg_template)
    yield pg.url(name)
    pg.drop_database(name)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "scorekeeper.db"


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def db_url(engine: str, request: pytest.FixtureRequest, db_path: Path) -> str:
    """The database of the test: an SQLite file path, or a PostgreSQL URL."""
    if engine == "sqlite":
        return str(db_path)
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    opened = open_store(db_url)
    yield opened
    opened.close()


@pytest.fixture(autouse=True)
def _no_user_database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Never touch the real user data folder: the default location points into tmp_path."""
    monkeypatch.delenv("SCOREKEEPER_DB", raising=False)
    monkeypatch.setattr(
        "scorekeeper.storage.location.default_path", lambda: tmp_path / "default" / "sk.db"
    )
