"""Rotating backups of an SQLite file and restoring one (standard library only).

A copy is taken with SQLite's online backup API (consistent even while another
process writes) before any migration and on the first open of each day, into
the folder ``<file>-backups`` next to the database; the newest :data:`KEEP`
are kept. A copy is written under a temporary name and renamed when complete,
so a crash never leaves half a backup that looks whole; a copy that fails (a
full disk) removes its partial file before the error goes on.

Restoring one is ``restoring.py``'s: it never deletes anything, and a kill
cannot leave it half done.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

KEEP = 7
SUFFIX = ".db"
STALE_PARTIAL_SECONDS = 3600


@dataclass(frozen=True)
class Backup:
    path: Path
    taken: datetime  # local time
    size: int


def backup_folder(db: Path) -> Path:
    return db.with_name(db.name + "-backups")


def list_backups(db: Path) -> list[Backup]:
    """Newest first."""
    folder = backup_folder(db)
    if not folder.is_dir():
        return []
    found = [
        Backup(p, datetime.fromtimestamp(p.stat().st_mtime), p.stat().st_size)
        for p in folder.iterdir()
        if p.name.startswith(db.stem + "-") and p.name.endswith(SUFFIX)
    ]
    return sorted(found, key=lambda b: (b.taken, b.path.name), reverse=True)


def make_backup(db: Path, tag: str, keep: int = KEEP) -> Path:
    folder = backup_folder(db)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y-%m-%dT%H%M%S-%f")
    target = folder / f"{db.stem}-{stamp}-{tag}{SUFFIX}"
    partial = target.with_name(target.name + ".partial")
    try:
        copy_database(db, partial)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    _rotate(db, keep)
    return target


def daily_backup(db: Path, today: date | None = None) -> Path | None:
    """A backup unless one was already taken today."""
    backups = list_backups(db)
    if backups and backups[0].taken.date() >= (today or date.today()):
        return None
    return make_backup(db, "daily")


def copy_database(source: Path, target: Path) -> None:
    with (
        closing(sqlite3.connect(source, timeout=30)) as src,
        closing(sqlite3.connect(target)) as dst,
    ):
        src.backup(dst)


def _rotate(db: Path, keep: int) -> None:
    for old in list_backups(db)[keep:]:
        old.path.unlink(missing_ok=True)
    # Partial copies left by a crash (or by versions that kept them on a full disk);
    # a fresh one may be another process's backup under way.
    stale = datetime.now().timestamp() - STALE_PARTIAL_SECONDS
    for partial in backup_folder(db).glob(f"{db.stem}-*{SUFFIX}.partial"):
        if partial.stat().st_mtime < stale:
            partial.unlink(missing_ok=True)


def quick_check(path: Path) -> str:
    """``ok`` or the first problem SQLite reports."""
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            rows = [str(r[0]) for r in conn.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as err:
        return str(err)
    return "ok" if rows == ["ok"] else rows[0]
