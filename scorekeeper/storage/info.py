"""What the session list shows, without replaying anything: :class:`SessionInfo`,
a type of the store's interface (``scorekeeper/session/store.py``), which owns it;
named here too for the callers that import it from storage (the window)."""

from __future__ import annotations

from scorekeeper.session.store import SessionInfo

__all__ = ["SessionInfo"]
