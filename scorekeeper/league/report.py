"""A league's report, worked out from what each of its sessions brings: the
standings, the season and (asked for, and not hidden by the league) each
person's statistics (:mod:`scorekeeper.league.model` says how each is reckoned).

Storage finds the league's sessions and keeps each one's standing beside it
(``scorekeeper/storage/leagues.py``): a current one is read as it was kept, a
stale one is replayed by the store, worked out here (:func:`session_standing`)
and kept again. Everything else is here: the figures by person (a name as
written becomes the person who sat there), the table, the season and the
statistics, which read the sessions' replays the store gives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date

from scorekeeper.league.model import (
    Figures,
    League,
    LeagueReport,
    PlayerStats,
    Sitting,
    league_stats,
    season,
    session_figures,
    standings,
)
from scorekeeper.session.replay import SessionResult
from scorekeeper.values import frozen

Seats = Mapping[str, tuple[str, str]]  # name as written -> (person uuid, current name)


@frozen
class SessionStanding:
    """What one session of a league brings, by the names as written: its day, its
    currency and each name's :class:`~scorekeeper.league.model.Figures`."""

    session_id: int
    day: date
    currency: str
    figures: Mapping[str, Figures]


def session_standing(session_id: int, day: date, result: SessionResult) -> SessionStanding:
    """The standing of a replayed session (what the store keeps beside it)."""
    return SessionStanding(session_id, day, result.record.stake.currency, session_figures(result))


def league_report(
    league: League,
    sessions: Sequence[SessionStanding],
    seats: Mapping[int, Seats],
    *,
    replays: Callable[[int], SessionResult] | None = None,
) -> LeagueReport:
    """The report of ``league`` from its ``sessions`` (in the order of their days)
    and who sat at each (``seats``: session id -> name as written -> person).
    ``replays`` gives a session's replay, for the statistics; ``None``: no
    statistics (not asked for)."""
    names: dict[str, str] = {}
    sittings = [_sitting(one, seats.get(one.session_id, {}), names) for one in sessions]
    table = standings(league.game, sittings, names)
    played: tuple[PlayerStats, ...] = ()
    if replays is not None and not league.hide_stats:
        results = {s.session_id: replays(s.session_id) for s in sittings}
        people_of = {sid: {w: p for w, (p, _) in seats.get(sid, {}).items()} for sid in results}
        played = league_stats(sittings, results, people_of, names)
    return LeagueReport(
        league,
        tuple(s.session_id for s in sittings),
        table,
        played,
        season(sittings),
        names,
    )


def _sitting(one: SessionStanding, seats: Seats, names: dict[str, str]) -> Sitting:
    """``one`` by person; each person's current name goes in ``names``. A name
    no person sat under counts as its own person (``name:...``)."""
    by_person: dict[str, Figures] = {}
    for written, figures in one.figures.items():
        person, name = seats.get(written, (f"name:{written}", written))
        names[person] = name
        by_person[person] = figures
    return Sitting(one.session_id, one.day, one.currency, by_person)
