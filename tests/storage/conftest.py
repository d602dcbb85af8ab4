"""Fixtures for the storage tests: a fresh database file per test, and the default
location redirected so no test touches the real user data folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "scorekeeper.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[Store]:
    opened = open_store(str(db_path))
    yield opened
    opened.close()


@pytest.fixture(autouse=True)
def _no_user_database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Never touch the real user data folder: the default location points into tmp_path."""
    monkeypatch.delenv("SCOREKEEPER_DB", raising=False)
    monkeypatch.setattr(
        "scorekeeper.storage.location.default_path", lambda: tmp_path / "default" / "sk.db"
    )
