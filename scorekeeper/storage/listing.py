"""The session list read quickly, before the store is open: the welcome screen's
first answer.

Opening the store imports SQLAlchemy and sqlmodel and checks the file (some half
a second on a slow machine); the list of sessions needs neither. When the
database is an SQLite file already at this version's schema revision,
:func:`quick_session_list` reads the same rows as ``Store.list_sessions`` with
the standard library's ``sqlite3``, through a read-only connection that writes
nothing (no journal-mode change, no backup), and returns the same
:class:`SessionInfo` list. Whenever it cannot be sure of giving exactly that
answer it gives ``None`` and the caller waits for the store: a database server,
a missing or empty file, another revision (an upgrade comes first), a restore
left half done (the store finishes it first), a session stored before revision
0002 (its end is found by a replay), any SQLite error. Nothing here decides
anything the store does not: the store opened after it lists the same rows
(``tests/storage/test_listing.py`` holds the two to that).
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path
from urllib.parse import quote

from scorekeeper.session.store import SessionInfo
from scorekeeper.storage.location import resolve_url, sqlite_file
from scorekeeper.storage.revisions import HEAD, VERSION_TABLE

SESSIONS = (
    "SELECT id, game, created_at, date, place, note, finished, archived_at IS NOT NULL "
    "FROM sessions ORDER BY id DESC"
)
SEATS = "SELECT session_id, name FROM session_players WHERE seat >= 0 ORDER BY session_id, seat"
COUNTS = "SELECT session_id, count(*) FROM deals GROUP BY session_id"


def quick_session_list(url: str | None = None) -> list[SessionInfo] | None:
    """``Store.list_sessions()`` of the database at ``url`` (as :func:`open_store`
    takes it) without opening the store, or ``None`` when only the store can say."""
    path = sqlite_file(resolve_url(url))
    if path is None or not _plain_file(path):
        return None
    try:
        connection = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=1)
    except sqlite3.Error:
        return None
    try:
        return _read(connection)
    except (sqlite3.Error, ValueError, TypeError):
        return None
    finally:
        connection.close()


def _plain_file(path: Path) -> bool:
    """A non-empty file with no restore around it (``restoring.py``'s journal or
    staged copy: the store's open settles those first)."""
    from scorekeeper.storage.restoring import SIBLINGS, journal_path, staged_path, with_suffix

    try:
        staged = staged_path(path)
        return (
            path.is_file()
            and path.stat().st_size > 0
            and not journal_path(path).exists()
            and not any(with_suffix(staged, s).exists() for s in ("", *SIBLINGS))
        )
    except OSError:
        return False


def _read(connection: sqlite3.Connection) -> list[SessionInfo] | None:
    with connection:  # one read transaction: the three queries see one state
        connection.execute("BEGIN")
        revision = connection.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchall()
        if revision != [(HEAD,)]:
            return None
        rows = connection.execute(SESSIONS).fetchall()
        seats: dict[int, list[str]] = {}
        for session_id, name in connection.execute(SEATS):
            seats.setdefault(session_id, []).append(name)
        counts = dict(connection.execute(COUNTS).fetchall())
    if any(row[6] is None for row in rows):  # stored before 0002: only a replay knows
        return None
    return [
        SessionInfo(
            sid,
            game,
            tuple(seats.get(sid, ())),
            datetime.fromisoformat(created),
            date,
            place,
            note,
            counts.get(sid, 0),
            bool(finished),
            bool(archived),
        )
        for sid, game, created, date, place, note, finished, archived in rows
    ]
