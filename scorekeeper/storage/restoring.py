"""Restoring a backup as one step that a kill cannot cut in half (standard library only).

A restore of the SQLite file ``F`` builds its whole result first, beside F: the
staged file ``F.restoring``, a copy of the backup (and, with ``--salvage``,
everything salvaged from F written into it: ``salvaging.py``), synced to the
disk. Then it writes the journal ``F.restore-journal`` (written whole, synced,
and its folder synced), which says that the staged file is complete and where F
goes. Only then are files renamed: ``F`` to ``F.replaced-<time>``, then its
``-wal``, ``-shm`` and ``-journal`` beside it (the main file first: a ``-wal``
is never beside a main file it does not belong to), then the staged file to
``F``; the folder is synced and the journal removed (and the folder synced).

Every open of F looks first (:func:`recover`, from ``opening.py`` and the
``restore`` command):

* a journal: the restore was decided. Its renames are finished, each skipped
  when done already, so a kill during this too is finished by the next open; the
  journal goes. One line: the restore *was finished*.
* a staged file without a journal: a restore killed while it was building, which
  never touched F. The staged file (and its ``-journal``, ``-wal``, ``-shm``)
  goes. One line: the restore *was undone*.

So F is always the file before the restore or the file after it, and there is
always a file (or, while a journal is there, the next open puts it in place).
One restore at a time, with the app closed: an open while a restore is building
would take it for a killed one and remove its staged file (the restore then
stops, naming the file, and changes nothing).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Generic, TypeVar

from scorekeeper.host.files import sync_folder, write_text_atomic
from scorekeeper.storage.backup import quick_check
from scorekeeper.storage.errors import StorageError

FORMAT = "scorekeeper-restore"
VERSION = 1
SIBLINGS = ("-wal", "-shm", "-journal")  # SQLite's files beside a database file
_Filled = TypeVar("_Filled")


@dataclass(frozen=True)
class Journal:
    """The restore decided: the staged file is complete. Names, in F's folder."""

    staged: str  # the file to put in place of F
    aside: str | None  # where F goes (None: there was no F)
    backup: str  # the backup restored (for the line that says so)

    def text(self) -> str:
        return json.dumps({"format": FORMAT, "version": VERSION, **self.__dict__})


@dataclass(frozen=True)
class Restored(Generic[_Filled]):
    aside: Path | None  # where the file replaced went
    filled: _Filled | None  # what ``fill`` gave back


def staged_path(db: Path) -> Path:
    return db.with_name(db.name + ".restoring")


def journal_path(db: Path) -> Path:
    return db.with_name(db.name + ".restore-journal")


def with_suffix(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def restore(
    db: Path, backup: Path, fill: Callable[[Path], _Filled] | None = None
) -> Restored[_Filled]:
    """Put ``backup`` in place of ``db``, as one step: ``fill`` (if given) writes
    into the staged copy before anything is decided (what it returns comes back
    in :attr:`Restored.filled`). An ``OSError`` or a failing ``fill`` before the
    journal is written removes the staged file and changes nothing."""
    problem = quick_check(backup)
    if problem != "ok":
        raise StorageError(f"{backup}: this backup is damaged too ({problem}); pick another")
    recover(db)
    staged = stage(db, backup)
    try:
        made = os.stat(staged)
        filled = fill(staged) if fill is not None else None
        _sync_file(staged, made)
    except BaseException:
        _remove_staged(db)
        raise
    aside = _free_aside(db) if db.exists() else None
    journal = Journal(staged.name, None if aside is None else aside.name, backup.name)
    try:
        write_text_atomic(journal_path(db), journal.text())
    except BaseException:
        _remove_staged(db)
        raise
    return Restored(_finish(db, journal), filled)


def stage(db: Path, backup: Path) -> Path:
    """The staged file: a copy of ``backup`` (SQLite's backup API), in rollback
    mode (no ``-wal`` of its own), not yet synced."""
    _remove_staged(db)
    staged = staged_path(db)
    with (
        closing(sqlite3.connect(backup, timeout=30)) as source,
        closing(sqlite3.connect(staged)) as target,
    ):
        target.execute("PRAGMA synchronous=OFF")  # synced whole before the journal
        source.backup(target)
        target.execute("PRAGMA journal_mode=DELETE")
    return staged


def recover(db: Path) -> str | None:
    """Finish a restore of ``db`` that was decided, or undo one that was not (see
    the module's text); the line that says which, or ``None`` when there was none."""
    try:
        journal = journal_path(db)
        decided = journal.exists()
        staged = any(with_suffix(staged_path(db), s).exists() for s in ("", *SIBLINGS))
    except OSError as err:  # a folder that cannot be looked into
        raise StorageError(f"{db}: cannot use this location ({err.strerror or err})") from None
    if decided:
        return _roll_forward(db, _read_journal(journal))
    if not staged:
        return None
    try:
        _remove_staged(db)
    except OSError as err:
        return f"{db}: an interrupted restore left {staged_path(db).name} ({err.strerror or err})"
    return (
        f"{db}: a restore was interrupted before it changed anything; it was undone "
        "(the database is as it was before it)"
    )


def _roll_forward(db: Path, journal: Journal) -> str:
    try:
        aside = _finish(db, journal)
    except OSError as err:
        raise StorageError(
            f"{db}: a restore from {journal.backup} was interrupted and cannot be "
            f"finished here ({err.strerror or err}); an open that can write its folder "
            "finishes it"
        ) from None
    kept = f"; the file it replaced is kept as {aside.name}" if aside else ""
    return f"{db}: a restore from {journal.backup} was interrupted; it was finished{kept}"


def _finish(db: Path, journal: Journal) -> Path | None:
    """The renames the journal decided, each skipped when done already; then the
    journal goes. Returns where the file replaced went."""
    folder = db.parent
    staged = folder / journal.staged
    aside = None if journal.aside is None else folder / journal.aside
    if staged.exists():
        if aside is None or (db.exists() and aside.exists()):
            aside = _free_aside(db)  # not decided, or taken meanwhile: a free name
        _move(db, aside)  # the main file first, then what belongs to it
        for suffix in SIBLINGS:
            _move(with_suffix(db, suffix), with_suffix(aside, suffix))
        _move(staged, db)
    sync_folder(folder)
    journal_path(db).unlink(missing_ok=True)
    sync_folder(folder)
    return aside if aside is not None and aside.exists() else None


def _move(source: Path, target: Path) -> None:
    """Rename when ``source`` is there (it is not when this step was done before)."""
    try:
        os.replace(source, target)
    except FileNotFoundError:
        if source.exists():
            raise


def _free_aside(db: Path) -> Path:
    """``F.replaced-<time>``, a name that neither it nor its siblings use yet."""
    stamp = datetime.now().strftime("%Y-%m-%dT%H%M%S")
    for n in range(1, 1000):
        aside = db.with_name(f"{db.name}.replaced-{stamp}" + ("" if n == 1 else f"-{n}"))
        if not any(with_suffix(aside, s).exists() for s in ("", *SIBLINGS)):
            return aside
    raise FileExistsError(f"{db}: no free name to keep the current file under")


def _read_journal(journal: Path) -> Journal:
    try:
        data = json.loads(journal.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a restore journal of this version")
        return Journal(str(data["staged"]), data["aside"], str(data["backup"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
        raise StorageError(
            f"{journal}: a restore was interrupted, but its journal cannot be read ({err}); "
            "nothing was changed"
        ) from None


def _remove_staged(db: Path) -> None:
    """The staged file and its SQLite siblings, and a journal's temporary file."""
    staged = staged_path(db)
    for suffix in ("", *SIBLINGS):
        with_suffix(staged, suffix).unlink(missing_ok=True)
    for partial in db.parent.glob(f".{journal_path(db).name}.*.tmp"):  # write_text_atomic's
        partial.unlink(missing_ok=True)


def _sync_file(path: Path, made: os.stat_result) -> None:
    """Sync the staged file to the disk; it must be the one this restore made."""
    fd = os.open(path, os.O_RDONLY)
    try:
        found = os.fstat(fd)
        if (found.st_dev, found.st_ino) != (made.st_dev, made.st_ino):
            raise StorageError(f"{path}: was replaced while the restore was building it")
        os.fsync(fd)
    finally:
        os.close(fd)
    if any(with_suffix(path, s).exists() for s in SIBLINGS):
        raise StorageError(f"{path}: the restored copy was left unfinished; nothing was changed")
