"""The wall clock the window reads: the core's score sheet and session end take
the time from their caller (``scorekeeper/session/reaching.py``), and the window
reads it here, in one place, so a test can put a fixed time in :func:`now`."""

from __future__ import annotations

from datetime import datetime


def now() -> datetime:
    """The local time now."""
    return datetime.now()
