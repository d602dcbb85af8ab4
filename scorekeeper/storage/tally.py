"""A session's tally: what its replay comes to, kept beside its deals.

The deals as entered are the only truth (``docs/storage.md``). The tally is
derived from them on every write, in the same transaction, and stored in the
session row (``sessions.tally``, revision 0004): the session totals, the next
dealer, the game the next deal belongs to, the last winner. It lets a session's
totals be read without reading and replaying its deals. :func:`derived_columns`
are all the row's columns derived from a replay, the tally among them.

A tally is used only while ``sessions.tally_of`` names both the session's current
``version`` and the scoring code it was derived with (:func:`scoring_stamp`, a
digest of the modules that decide scores). Anything else — no tally (rows stored
before revision 0004), another version, another scoring code (an update that
fixed a rule) — is stale: the session is replayed and the tally written again.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from scorekeeper.session.replay import SessionResult
from scorekeeper.session.store import Tally
from scorekeeper.storage.models import StoredSession, utc_now
from scorekeeper.storage.records import dumps

_PACKAGE = Path(__file__).resolve().parent.parent
# What decides a session's scores: the games, the replay and the settlement (and what a
# session brings a league: its standing, kept beside it and marked alike).
_SCORING = (
    "games",
    "session",
    "settlement.py",
    "jsonio.py",
    "errors.py",
    "league/model.py",
    "league/report.py",
)


@functools.cache
def scoring_stamp() -> str:
    """A digest of the scoring code's sources: a tally derived by other code is stale."""
    digest = hashlib.sha256()
    for name in _SCORING:
        path = _PACKAGE / name
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for file in files:
            digest.update(file.relative_to(_PACKAGE).as_posix().encode())
            digest.update(file.read_bytes())
    return digest.hexdigest()[:20]


def tally_of(version: int) -> str:
    """What a tally written at session ``version`` by this code is marked with."""
    return f"{version}:{scoring_stamp()}"


def tally_json(result: SessionResult) -> str:
    tally = Tally.of(result)
    return dumps(
        {
            "deals": tally.deals,
            "totals": dict(tally.totals),
            "next_dealer": tally.next_dealer,
            "game": tally.game_number,
            "winner": tally.winner,
            "finished": tally.finished,
        }
    )


def read_tally(text: str | None, mark: str | None, version: int) -> Tally | None:
    """The stored tally, or ``None`` when it is missing, stale or unreadable."""
    if text is None or mark != tally_of(version):
        return None
    try:
        raw: Any = json.loads(text)
        return Tally(
            deals=int(raw["deals"]),
            totals={str(p): int(v) for p, v in raw["totals"].items()},
            next_dealer=str(raw["next_dealer"]),
            game_number=int(raw["game"]),
            winner=None if raw["winner"] is None else str(raw["winner"]),
            finished=bool(raw["finished"]),
        )
    except (ValueError, TypeError, KeyError, AttributeError):
        return None  # not ours to trust: derive it again


def derived_columns(result: SessionResult, version: int, *, touched: bool = True) -> dict[str, Any]:
    """The session row's derived columns for ``result`` at ``version``: whether it
    is finished, its tally and the tally's mark; ``touched``: ``updated_at`` too."""
    out: dict[str, Any] = {"updated_at": utc_now()} if touched else {}
    out.update(finished=result.finished, tally=tally_json(result), tally_of=tally_of(version))
    return out


def mark_row(row: StoredSession, result: SessionResult, *, touched: bool = True) -> None:
    """Set ``row``'s derived columns from ``result`` at the row's (new) version."""
    for key, value in derived_columns(result, row.version, touched=touched).items():
        setattr(row, key, value)
