"""What keeps the pages live: one watcher for all the phones.

**One watcher task** (:meth:`Live.watch`), started with the server, asks the store
for its change stamp (``store.change_stamp()``: one small query) every
:data:`INTERVAL` seconds, whoever writes: the window, the CLI, another process
on the same database. Only when the stamp moved does it read the shared tables
again (``store.snapshot``: the replay the store keeps, and the session version),
and only when a table's version moved does it wake the event streams
(:attr:`Live.generation`). So a thousand followers cost the database what one
does. A revoked device or the evening's end (the keyring's ``generation``) wakes
them too, so a stream that lost its right closes; so do the organiser hiding or
showing the running standings, any move of the stamp (a pending deal entered or
decided: the organiser's page lists them) and a phone opening a link (the
keyring's ``roster``: the organiser's list of phones).

**One rendering per deal and language** (:meth:`Live.fragment`): the sheet of a
table at a version is built once (:func:`scorekeeper.sheet.score_sheet`, the clock
read here, at the edge), and its HTML once per language (and per state of the
standings: shown or hidden), the same fragment the page holds
(``resources/serve/sheet.html``); streams send what is kept. Both are
made in the event loop, from the snapshot alone (frozen: the store's replay is
not touched), a few milliseconds a version, with nothing awaited between finding
the kept fragment out of date and keeping the new one: a new version wakes all
of a table's streams at once, the first to run builds and renders, and the
others, run after it, find it kept. Handed to the store's thread instead, each
build would queue behind the other tables' writes (a deal's commit waits for
the disk), and each stream would build its own (``bench/figures_serve.py``).

The store is used from one worker thread of the server's own, one call at a time
(:class:`StoreReader`): the store's kept replays are not meant for two threads at
once, and a stopped server leaves no thread behind.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from scorekeeper.serve.capability import Keyring
from scorekeeper.session.store import SessionStore, Snapshot, StorageError
from scorekeeper.sheet.model import ScoreSheet, score_sheet

INTERVAL = 0.25  # seconds between two looks at the store's change stamp
T = TypeVar("T")
log = logging.getLogger("scorekeeper.serve")


class StoreReader:
    """The store, called from one worker thread of the server's own (one call at
    a time), started and stopped with the server: stopped, it leaves no thread."""

    def __init__(self, store: SessionStore) -> None:
        self.store = store
        self._pool: ThreadPoolExecutor | None = None

    def open(self) -> None:
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="scorekeeper-serve-store")

    def close(self) -> None:
        """Wait for the call under way, then end the thread (again: nothing)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True)

    async def call(self, method: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, functools.partial(method, *args))


@dataclass(frozen=True)
class Fragment:
    """A table's sheet at one version, rendered in one language."""

    version: int
    title: str
    html: str
    hidden: bool = False  # rendered without the running standings

    @property
    def ident(self) -> str:
        """The event's id: the session version, ``h`` after it while hidden."""
        return f"{self.version}h" if self.hidden else str(self.version)


Render = Callable[[ScoreSheet, int, str, bool], tuple[str, str]]  # (…, hidden) -> (title, HTML)


class Live:
    """The watcher, the tables' current snapshots and their rendered fragments."""

    def __init__(self, reader: StoreReader, keyring: Keyring, render: Render) -> None:
        self.reader, self.keyring, self._render = reader, keyring, render
        self._snapshots: dict[int, Snapshot | None] = {}  # None: the session is gone
        self._fragments: dict[tuple[int, str, bool], Fragment] = {}
        self._sheets: dict[int, tuple[int, ScoreSheet]] = {}
        self._stamp: tuple[int, ...] | None = None
        self._keys = (keyring.generation, keyring.roster)
        self.generation = 0  # moves whenever a stream may have something new to send
        self._changed: asyncio.Event | None = None
        self._stopping: asyncio.Event | None = None

    def start(self) -> None:
        """Bind to the running loop (the server's startup)."""
        self._changed, self._stopping = asyncio.Event(), asyncio.Event()
        self.reader.open()

    def stop(self) -> None:
        """The server is stopping: the watcher and every stream end (in the loop)."""
        if self._stopping is not None:
            self._stopping.set()
            self._post()

    @property
    def stopping(self) -> bool:
        return self._stopping is not None and self._stopping.is_set()

    async def watch(self) -> None:
        """The watcher task: look, then wait :data:`INTERVAL`, until stopped."""
        while not self.stopping:
            try:
                await self._look()
            except StorageError as err:  # the database away for a moment: look again
                log.warning("the watcher could not read the database: %s", type(err).__name__)
            except Exception as err:  # a bug: into the log file; the pages stay up
                from scorekeeper.host import logfile

                logfile.log_exception(err, "internal error of the phones' watcher")
            await self._sleep(INTERVAL)

    async def _look(self) -> None:
        stamp = await self.reader.call(self.reader.store.change_stamp)
        if stamp != self._stamp:
            self._stamp = stamp
            for table in list(self._snapshots):
                await self.refresh(table)
            self._post()  # a pending deal may have come or gone (the organiser's page)
        keys = (self.keyring.generation, self.keyring.roster)
        if keys != self._keys:
            self._keys = keys
            self._post()

    async def refresh(self, table: int, known: Snapshot | None = None) -> bool:
        """Read ``table`` again (a page or a stream opened: it gets the sheet of
        now, not of the watcher's last look), or take ``known``, the snapshot a
        change of this server's own just returned (no read, no wait behind the
        other tables' writes); wake the streams when its version moved."""
        before = self._snapshots.get(table)
        if known is not None and _newer(before, known):
            return False  # the watcher has read it, or a newer one, meanwhile
        now = known if known is not None else await self._read(table)
        if table not in self._snapshots or _mark(before) != _mark(now):
            self._snapshots[table] = now
            self._post()
            return True
        return False

    async def _read(self, table: int) -> Snapshot | None:
        try:
            return await self.reader.call(self.reader.store.snapshot, table)
        except LookupError:  # SessionNotFoundError: deleted
            return None

    def _post(self) -> None:
        self.generation += 1
        if self._changed is not None:
            self._changed.set()
            self._changed = asyncio.Event()

    async def snapshot(self, table: int) -> Snapshot | None:
        """The table's current snapshot (read now the first time it is asked)."""
        if table not in self._snapshots:
            self._snapshots[table] = await self._read(table)
        return self._snapshots[table]

    async def fragment(self, table: int, language: str) -> Fragment | None:
        """The sheet of ``table`` in ``language``, rendered once per version, and
        without the running standings while the organiser hides them (``None``:
        the session is no longer stored)."""
        snapshot = await self.snapshot(table)
        if snapshot is None:
            return None
        hidden = self.keyring.standings_hidden
        # From here to the keeping, nothing is awaited (see the module docstring).
        kept = self._fragments.get((table, language, hidden))
        if kept is None or kept.version != snapshot.version:
            title, html = self._render(self._sheet(table, snapshot), table, language, hidden)
            kept = Fragment(snapshot.version, title, html, hidden)
            self._fragments[(table, language, hidden)] = kept
        return kept

    async def sheet(self, table: int) -> ScoreSheet | None:
        """The whole sheet of ``table`` now (the organiser's page: never hidden)."""
        snapshot = await self.snapshot(table)
        return None if snapshot is None else self._sheet(table, snapshot)

    def _sheet(self, table: int, snapshot: Snapshot) -> ScoreSheet:
        """The sheet of ``snapshot``, built once for every language."""
        kept = self._sheets.get(table)
        if kept is None or kept[0] != snapshot.version:
            now = datetime.now()  # a time end is judged by the clock, read at the edge
            kept = self._sheets[table] = (snapshot.version, score_sheet(snapshot.result, now=now))
        return kept[1]

    async def wait(self, seen: int, timeout: float) -> bool:
        """Until :attr:`generation` moves past ``seen`` or the server stops (then
        ``False``), or ``timeout`` seconds pass with nothing new (``True``)."""
        changed = self._changed
        if changed is None or self.generation != seen or self.stopping:
            return False
        try:
            await asyncio.wait_for(changed.wait(), timeout)
        except TimeoutError:
            return True
        return False

    async def _sleep(self, seconds: float) -> None:
        assert self._stopping is not None
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stopping.wait(), seconds)


def _newer(kept: Snapshot | None, known: Snapshot) -> bool:
    """``kept`` is of the same session as ``known``, at its version or later."""
    return kept is not None and kept.created == known.created and kept.version >= known.version


def _mark(snapshot: Snapshot | None) -> tuple[int, object] | None:
    """Which session, at which version (a deleted session's id may be given again)."""
    return None if snapshot is None else (snapshot.version, snapshot.created)
