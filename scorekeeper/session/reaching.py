"""Where a replayed session stands against the end its players agreed.

The end itself (a number of deals, a score, a time of day, a number of games) is
read by :mod:`scorekeeper.session.end`, which says the rules. Here a replayed
session is measured against it: :func:`end_state` gives the :class:`EndState` the
score sheet carries (reached after which deal, deals or games left). A time end
is measured against the local time the caller passes: the window reads its clock,
a command the time it runs at; nothing here reads the clock, so the same session
and the same ``now`` always give the same state.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, time

from scorekeeper.session.end import EndState, SessionEnd, parse_end
from scorekeeper.session.record import SessionRecord
from scorekeeper.session.replay import SessionResult

NOON = 12 * 60  # an evening runs from noon to noon


def session_end(record: SessionRecord) -> SessionEnd | None:
    """The agreed end of a session: its ``end`` field, else one game for a race
    game (the rules' reading), else none."""
    end = parse_end(record.extra.get("end"), record.game)
    if end is None and record.game.target is not None:
        return SessionEnd("games", 1)
    return end


def end_state(result: SessionResult, now: datetime | time | None = None) -> EndState | None:
    """Where ``result`` stands against its agreed end (``None``: none agreed).
    ``now``: the local time a time end is measured against, as the caller read
    it (the window's clock, a command's start); ``None``: no time was given, so
    a time end has not passed."""
    state = _state(result, now)
    if state is None or "end" in result.record.extra:
        return state
    return replace(state, agreed=False)


def _state(result: SessionResult, now: datetime | time | None) -> EndState | None:
    end = session_end(result.record)
    if end is None:
        return None
    if end.kind == "time":
        if now is None:
            return EndState(end, False)
        at = now.time() if isinstance(now, datetime) else now
        return EndState(end, _evening(at.hour * 60 + at.minute) >= _evening(_minutes(end)))
    after = _deal_reaching(result, end)
    if after is not None:
        return EndState(end, True, after=after)
    if end.kind == "deals":
        return EndState(end, False, left=int(end.value) - len(result.rows))
    if end.kind == "games":
        played = sum(1 for g in result.games if g.winner)
        return EndState(end, False, left=int(end.value) - played)
    return EndState(end, False)


def _deal_reaching(result: SessionResult, end: SessionEnd) -> int | None:
    """The number (1-based) of the deal after which a deals, score or games end
    was reached, or ``None``."""
    wanted = int(end.value)
    if end.kind == "deals":
        return wanted if len(result.rows) >= wanted else None
    if end.kind == "games":
        if sum(1 for g in result.games if g.winner) < wanted:
            return None  # without walking the deals
        ends = [row.index + 1 for row in result.rows if row.game_over]
        return ends[wanted - 1]
    for index in range(len(result.rows)):  # score: the session totals after each deal
        totals = result.context(index + 1).totals
        if any(abs(total) >= wanted for total in totals.values()):
            return index + 1
    return None


def _minutes(end: SessionEnd) -> int:
    hours, minutes = str(end.value).split(":")
    return int(hours) * 60 + int(minutes)


def _evening(minutes: int) -> int:
    """Minutes since the noon the evening started at (the small hours come last)."""
    return (minutes - NOON) % (24 * 60)
