"""Where the database lives: ``--db``, then ``$SCOREKEEPER_DB``, then one SQLite
file in the user's data folder (:func:`scorekeeper.host.user_folders.data_folder`),
created on first use.

A value with ``://`` is an SQLAlchemy URL (``postgresql+psycopg://...``); any
other value is a file path.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "SCOREKEEPER_DB"
FILE_NAME = "scorekeeper.db"


def default_path() -> Path:
    from scorekeeper.host.user_folders import data_folder

    return data_folder() / FILE_NAME


def resolve_url(url: str | None = None) -> str:
    """The SQLAlchemy URL to open: ``url``, else ``$SCOREKEEPER_DB``, else the default file."""
    chosen = url or os.environ.get(ENV_VAR) or None
    if chosen is None:
        return file_url(default_path())
    if "://" in chosen:
        return chosen
    return file_url(Path(chosen))


def file_url(path: Path) -> str:
    return "sqlite:///" + str(path.expanduser().absolute())


def sqlite_file(url: str) -> Path | None:
    """The file behind an SQLite URL; ``None`` for other databases and in-memory ones."""
    prefix = url.split("://", 1)[0]
    if prefix.split("+", 1)[0] != "sqlite":
        return None
    rest = url.split("://", 1)[1]
    path = rest[1:] if rest.startswith("/") else rest
    path = path.split("?", 1)[0]
    if not path or path == ":memory:":
        return None
    return Path(path)
