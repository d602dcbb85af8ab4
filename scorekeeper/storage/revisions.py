"""The schema revisions this version knows, oldest first (``schema.py`` upgrades to
the newest). Standard library only, so the session list's quick read
(``listing.py``) can compare a file's revision without importing SQLAlchemy."""

from __future__ import annotations

# Oldest first; a test checks this against the scripts in migrations/versions.
KNOWN_REVISIONS = ("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009")
HEAD = KNOWN_REVISIONS[-1]
VERSION_TABLE = "alembic_version"
