"""The store's way into its database, the first of its three layers
(``transactions.py``, ``deal_changes.py``, ``store.py``, one class each, each
built on the one before).

:class:`Transactions` opens a read, a write (on SQLite ``BEGIN IMMEDIATE``: the
write lock) or a write of Core statements (the deal rows of one change), each with
the database's own failures said in one line (``engine.translated_errors``); it
finds a session's row and its version, and refuses any write, writing nothing,
when the store is read-only.

On a database server several tables write at once. A transaction the server
breaks off because another ran at the same moment (a deadlock or a
serialization failure: :class:`ConflictError`) wrote nothing and is run again,
up to :data:`CONFLICT_TRIES` times with a short random pause, before one line
says so (:func:`retried`).
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Self, TypeVar, cast

from sqlalchemy import Engine
from sqlmodel import Session

from scorekeeper.storage.engine import (
    WRITE,
    describe,
    is_sqlite,
    sqlite_write,
    translated_errors,
)
from scorekeeper.storage.errors import ConflictError, SessionNotFoundError, StorageError
from scorekeeper.storage.models import StoredSession
from scorekeeper.storage.rows import Rows, lock_session, session_stamp
from scorekeeper.storage.sessions import session_row
from scorekeeper.words.text import Msg

CONFLICT_TRIES = 5  # runs of a write the database server broke off (ConflictError)
CONFLICT_PAUSE = 0.05  # seconds, at most, times the run: before running it again
_Method = TypeVar("_Method", bound=Callable[..., Any])


def retried(method: _Method) -> _Method:
    """Run the write ``method`` again when the database server broke its
    transaction off for another one (nothing of it was written): up to
    :data:`CONFLICT_TRIES` runs, each after a random pause (so the tables that
    met do not meet again), then one line."""

    @functools.wraps(method)
    def run(store: Transactions, *args: Any, **kwargs: Any) -> Any:
        for attempt in range(1, CONFLICT_TRIES + 1):
            try:
                return method(store, *args, **kwargs)
            except ConflictError:
                if attempt == CONFLICT_TRIES:
                    raise StorageError(
                        Msg(
                            "{where}: other tables kept writing at the same moment "
                            "({tries} tries); nothing was written, try again",
                            where=store._where,
                            tries=CONFLICT_TRIES,
                        )
                    ) from None
                time.sleep(random.uniform(0, CONFLICT_PAUSE * attempt))
        raise AssertionError("unreachable: the last run returns or raises")

    return cast(_Method, run)


class Transactions:
    """One database's transactions (the store's first layer, see above)."""

    def __init__(
        self,
        engine: Engine,
        url: str,
        *,
        read_only: str | None = None,
        warnings: tuple[str, ...] = (),
    ) -> None:
        self._engine = engine
        self._writer = engine.execution_options(**WRITE)
        self._sqlite = is_sqlite(engine)
        self.url = url
        self._where = describe(url)
        self.read_only = read_only  # why nothing can be written (None: writable)
        self.warnings = warnings  # problems met on opening that did not stop it

    def version(self, session_id: int) -> int:
        """The session's version: one small query, for noticing other writers."""
        return self._stamp(session_id)[0]

    def close(self) -> None:
        self._engine.dispose()

    def twin(self) -> Self:
        """Another store over the same database and connection pool, with kept
        replays of its own: for another thread (the phones' server beside the
        window), since a store's kept replays are not shared between threads.
        Closing the first one closes both."""
        return type(self)(self._engine, self.url, read_only=self.read_only)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _stamp(self, session_id: int) -> tuple[int, datetime]:
        """The stored session's version and ``created_at``: one Core query (the
        window asks for the version every 2 s and when it is activated)."""
        with translated_errors(self._where), self._engine.connect() as db:
            found = session_stamp(db, session_id)
        if found is None:
            raise SessionNotFoundError(f"{self._where}: no session with id {session_id}")
        return found

    @contextmanager
    def _read(self) -> Iterator[Session]:
        with translated_errors(self._where), Session(self._engine) as db:
            yield db

    @contextmanager
    def _write(self) -> Iterator[Session]:
        if self.read_only is not None:
            raise StorageError(f"{self._where}: nothing was written: {self.read_only}")
        with translated_errors(self._where), Session(self._writer) as db, db.begin():
            yield db

    @contextmanager
    def _write_rows(self) -> Iterator[Rows]:
        """A write transaction for the deal writes of one change (``rows.Prepared``):
        on SQLite on the driver connection (``engine.sqlite_write``), else Core's."""
        if self.read_only is not None:
            raise StorageError(f"{self._where}: nothing was written: {self.read_only}")
        with translated_errors(self._where):
            if self._sqlite:
                with sqlite_write(self._engine) as db:
                    yield db
            else:
                with self._writer.begin() as connection:
                    yield connection

    def _lock(self, db: Rows, session_id: int) -> int:
        """The session's version, its row locked; :class:`SessionNotFoundError` when
        there is no such session."""
        found = lock_session(db, session_id)
        if found is None:
            raise SessionNotFoundError(f"{self._where}: no session with id {session_id}")
        return found

    def _row(self, db: Session, session_id: int, *, lock: bool = False) -> StoredSession:
        return session_row(db, session_id, self._where, lock=lock)
