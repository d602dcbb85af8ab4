"""Leagues: one game played by a club over a season at some tables.

A league is its game, a season (first and last day, both included) and its tables
(the ``place`` of a session; none listed: every table). **Which sessions belong to
it is derived, never stored**: a session of that game, not archived, whose day is
in the season and whose place is one of the tables. A session's day is its
``date`` when that reads as a day (``YYYY-MM-DD``, the form the window writes, or
a longer text starting with one), else the day it was created. So an evening
recorded at a league table simply counts, and editing a session's date or place
moves it in or out.

Standings are per **person** (``players.uuid``), shown by the person's current
name: a player renamed in mid-season, or two entries merged, counts once; two
people of the same name count apart. What each session brings per person is
:class:`Figures`, worked out from the session's replay (:func:`session_figures`):

- **points**: Ulti and Zwanzigerrufen (zero-sum), the person's total of the
  evening; race games (Marjapussi, Huutopussi, Ultimate), the person's score at
  the end of each game of the evening, summed (the unfinished game as it stands);
- **games won**: race games, the games the person's side won; zero-sum games, the
  evenings the person ended on top (a tie on top is a win for each);
- **deals**: the deals dealt while the person sat at the table (a thrown-in deal
  is not counted; in four-handed Ulti the one who sits a deal out still counts it);
- **money**: what the person won (+) or paid (−) at the session's stake, in whole
  minor units of its currency, summed per currency (``SessionResult.balances``).

The standings rank zero-sum games by points, then money; race games by games won,
then points, then money (a race is won by games, not by the points on the way);
equal figures share a rank. The season chart is each person's points summed
evening after evening, in the order of the evenings' days.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import date
from fractions import Fraction
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game
from scorekeeper.identity import check_uuid
from scorekeeper.jsonio import NAME_LENGTH, check_limits
from scorekeeper.session.replay import SessionResult
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
LEAGUE_KEYS = ("id", "name", "game", "season", "tables", "hide_stats")


@frozen
class League:
    id: int | None  # the database row (None: not stored yet)
    uuid: str | None  # its stable identity (None: given one when stored)
    name: str
    game: str
    season_from: date
    season_to: date
    tables: tuple[str, ...] = ()  # places; none: every table
    hide_stats: bool = False

    def with_id(self, league_id: int | None) -> League:
        return replace(self, id=league_id)

    def holds(self, game: str, day: date, place: str | None) -> bool:
        """A session of ``game`` played on ``day`` at ``place`` belongs to it."""
        if game != self.game or not self.season_from <= day <= self.season_to:
            return False
        return not self.tables or (place or "") in self.tables


def session_day(text: str | None, created: date) -> date:
    """The day a session counts on: its ``date`` when it reads as a day, else the
    day it was created (the module docstring)."""
    found = _DAY.match(text or "")
    if found:
        try:
            return date(*(int(part) for part in found.groups()))
        except ValueError:
            pass  # "2026-02-30": not a day
    return created


def parse_league(raw: Any, league_id: int | None = None) -> League:
    """A league from its JSON object (``docs/league.md``); ``RecordError`` names the
    field and the reason (a text that is not valid text too: ``league.name``)."""
    if not isinstance(raw, dict):
        raise RecordError("league", Msg("must be a JSON object"), Code.NOT_OBJECT)
    check_limits(raw, "league")  # texts typed in the window or given as arguments
    for key in raw:
        if key not in LEAGUE_KEYS:
            raise RecordError(
                f"league.{key}", Msg("is not a field of a league"), Code.UNKNOWN_FIELD
            )
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise RecordError("league.name", Msg("must be a name (text)"), Code.INVALID)
    if len(name) > NAME_LENGTH:
        reason = Msg("is longer than {n} characters", n=NAME_LENGTH)
        raise RecordError("league.name", reason, Code.INVALID)
    game = raw.get("game")
    get_game(game, "league.game")  # "... is not one of ulti, marjapussi, ..."
    season = raw.get("season")
    if not isinstance(season, dict) or set(season) != {"from", "to"}:
        reason = Msg('must be an object with "from" and "to" (days, YYYY-MM-DD)')
        raise RecordError("league.season", reason, Code.INVALID)
    first, last = _day(season["from"], "league.season.from"), _day(season["to"], "league.season.to")
    if last < first:
        reason = Msg("{last} is before the first day, {first}", last=str(last), first=str(first))
        raise RecordError("league.season.to", reason, Code.OUT_OF_RANGE)
    tables = raw.get("tables", [])
    # a table is kept stripped: one of spaces alone would be kept as "", which is no place
    if not isinstance(tables, list) or not all(isinstance(t, str) and t.strip() for t in tables):
        reason = Msg("must be a list of table names (places); [] is every table")
        raise RecordError("league.tables", reason, Code.INVALID)
    hide = raw.get("hide_stats", False)
    if not isinstance(hide, bool):
        raise RecordError("league.hide_stats", Msg("must be true or false"), Code.NOT_BOOLEAN)
    uuid = raw.get("id")
    if uuid is not None and not isinstance(uuid, str):
        raise RecordError("league.id", Msg("must be text (a UUID)"), Code.INVALID)
    if uuid is not None:  # its identity, as a session's (scorekeeper/identity.py)
        check_uuid(uuid, "league.id")
    tables_kept = tuple(dict.fromkeys(t.strip() for t in tables))
    return League(league_id, uuid, name.strip(), str(game), first, last, tables_kept, hide)


def _day(value: Any, path: str) -> date:
    if isinstance(value, str) and _DAY.fullmatch(value):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise RecordError(
        path, Msg("{value} is not a day (YYYY-MM-DD)", value=repr(value)), Code.INVALID
    )


def league_json(league: League) -> dict[str, Any]:
    """The league as its JSON object (``parse_league`` reads it back)."""
    out: dict[str, Any] = {} if league.uuid is None else {"id": league.uuid}
    out |= {
        "name": league.name,
        "game": league.game,
        "season": {"from": league.season_from.isoformat(), "to": league.season_to.isoformat()},
        "tables": list(league.tables),
        "hide_stats": league.hide_stats,
    }
    return out


# -- what one session brings --------------------------------------------------


@frozen
class Figures:
    """What one session brings one person (the module docstring)."""

    points: int
    won: int
    deals: int
    money: int  # minor units of the session's currency


def session_figures(result: SessionResult) -> dict[str, Figures]:
    """Each person's :class:`Figures` in a replayed session, by the name the
    session calls them (substitutes too)."""
    record = result.record
    people = record.people
    deals = dict.fromkeys(people, 0)
    for row in result.rows:
        if not row.outcome.thrown_in:
            for name in row.deal.table.players:
                deals[name] = deals.get(name, 0) + 1
    if record.game.zero_sum:
        totals = result.totals
        points = {name: totals.get(name, 0) for name in people}
        top = max(points.values(), default=0)
        won = {name: int(bool(deals[name]) and points[name] == top) for name in people}
    else:
        points = dict.fromkeys(people, 0)
        won = dict.fromkeys(people, 0)
        for game in result.games:
            for name, score in game.scores.items():
                points[name] = points.get(name, 0) + score
            for name in game.winner:
                won[name] = won.get(name, 0) + 1
    money = result.balances
    return {
        name: Figures(points.get(name, 0), won.get(name, 0), deals.get(name, 0), money.get(name, 0))
        for name in dict.fromkeys([*people, *points])
    }


def figures_json(currency: str, figures: Mapping[str, Figures]) -> dict[str, Any]:
    """The figures of a session as kept beside it (``sessions.standing``)."""
    return {
        "currency": currency,
        "people": {n: [f.points, f.won, f.deals, f.money] for n, f in figures.items()},
    }


def figures_from_json(raw: Any) -> tuple[str, dict[str, Figures]]:
    """``figures_json`` read back; ``ValueError`` when it is not that."""
    try:
        people = {str(n): Figures(*(int(v) for v in vs)) for n, vs in raw["people"].items()}
        return str(raw["currency"]), people
    except (KeyError, TypeError, AttributeError) as err:
        raise ValueError(str(err)) from None


# -- the league's standings -------------------------------------------------------


@frozen
class Sitting:
    """One session of a league, by person: its day and what it brought each one."""

    session_id: int
    day: date
    currency: str
    figures: Mapping[str, Figures]  # person uuid -> figures


@frozen
class Standing:
    person: str  # uuid
    name: str  # the person's current name
    points: int
    money: Mapping[str, int]  # currency -> minor units
    games_won: int
    evenings: int
    deals: int
    rank: int


@frozen
class Evening:
    session_id: int
    day: date
    points: int


@frozen
class PlayerStats:
    person: str
    name: str
    declared: Mapping[str, int]  # contract key (deal_facts) -> times declared
    made: Mapping[str, int]
    kontra_given: int
    kontra_won: int
    average: Fraction  # points per deal played
    best: Evening | None
    worst: Evening | None


@frozen
class SeasonPoint:
    """The points of each person summed up to and including this evening."""

    day: date
    session_id: int
    totals: Mapping[str, int]  # person uuid -> points so far


@frozen
class LeagueReport:
    league: League
    sessions: tuple[int, ...]  # in the order of their days
    standings: tuple[Standing, ...]
    stats: tuple[PlayerStats, ...]  # empty when not asked for or hidden
    season: tuple[SeasonPoint, ...]
    names: Mapping[str, str]  # person uuid -> current name


def in_order(sittings: Iterable[Sitting]) -> list[Sitting]:
    return sorted(sittings, key=lambda s: (s.day, s.session_id))


def standings(
    game: str, sittings: Sequence[Sitting], names: Mapping[str, str]
) -> tuple[Standing, ...]:
    """The league table of ``sittings`` (the module docstring says the order)."""
    race = not get_game(game).zero_sum
    rows: dict[str, dict[str, Any]] = {}
    for sitting in sittings:
        for person, f in sitting.figures.items():
            row = rows.setdefault(
                person, {"points": 0, "won": 0, "deals": 0, "evenings": 0, "money": {}}
            )
            row["points"] += f.points
            row["won"] += f.won
            row["deals"] += f.deals
            row["evenings"] += 1
            row["money"][sitting.currency] = row["money"].get(sitting.currency, 0) + f.money

    def key(person: str) -> tuple[Any, ...]:
        row = rows[person]
        money = sum(row["money"].values())  # to break ties only; a club plays one currency
        order = (row["won"], row["points"], money) if race else (row["points"], money)
        return tuple(-v for v in order)

    ranked = sorted(rows, key=lambda p: (key(p), names.get(p, ""), p))
    out: list[Standing] = []
    for i, person in enumerate(ranked):
        row = rows[person]
        rank = out[-1].rank if out and key(ranked[i - 1]) == key(person) else i + 1
        money = {c: m for c, m in sorted(row["money"].items())}
        out.append(
            Standing(
                person,
                names.get(person, person),
                row["points"],
                money,
                row["won"],
                row["evenings"],
                row["deals"],
                rank,
            )
        )
    return tuple(out)


def season(sittings: Sequence[Sitting]) -> tuple[SeasonPoint, ...]:
    """Each person's points summed evening after evening (``sittings`` in order)."""
    running: dict[str, int] = {}
    points: list[SeasonPoint] = []
    for sitting in sittings:
        for person, f in sitting.figures.items():
            running[person] = running.get(person, 0) + f.points
        points.append(SeasonPoint(sitting.day, sitting.session_id, dict(running)))
    return tuple(points)


def league_stats(
    sittings: Sequence[Sitting],
    results: Mapping[int, SessionResult],
    people_of: Mapping[int, Mapping[str, str]],
    names: Mapping[str, str],
) -> tuple[PlayerStats, ...]:
    """Each person's statistics over the league's sessions (``results``: each
    session's replay; ``people_of``: session id -> name as written -> person).
    Contracts and kontras are the deals' facts (:mod:`scorekeeper.league.facts`);
    the best and worst evening are by points (the earlier one on a tie)."""
    from scorekeeper.league.facts import deal_facts

    declared: dict[str, Counter[str]] = {}
    made: dict[str, Counter[str]] = {}
    given: Counter[str] = Counter()
    won: Counter[str] = Counter()
    points: Counter[str] = Counter()
    deals: Counter[str] = Counter()
    evenings: dict[str, list[Evening]] = {}
    for sitting in sittings:
        who = people_of.get(sitting.session_id, {})
        for row in results[sitting.session_id].rows:
            facts = deal_facts(row)
            for one in facts.declared:
                person = who.get(one.person, f"name:{one.person}")
                declared.setdefault(person, Counter())[one.contract] += 1
                made.setdefault(person, Counter())[one.contract] += int(one.made)
            for kontra in facts.kontras:
                person = who.get(kontra.person, f"name:{kontra.person}")
                given[person] += 1
                won[person] += int(kontra.won)
        for person, f in sitting.figures.items():
            evenings.setdefault(person, []).append(
                Evening(sitting.session_id, sitting.day, f.points)
            )
            points[person] += f.points
            deals[person] += f.deals
    out = []
    for person in sorted(evenings, key=lambda p: (names.get(p, p), p)):
        nights = evenings[person]
        out.append(
            PlayerStats(
                person,
                names.get(person, person),
                dict(sorted(declared.get(person, Counter()).items())),
                dict(sorted(made.get(person, Counter()).items())),
                given[person],
                won[person],
                Fraction(points[person], deals[person]) if deals[person] else Fraction(0),
                max(nights, key=lambda e: (e.points, -e.day.toordinal())),
                min(nights, key=lambda e: (e.points, e.day.toordinal())),
            )
        )
    return tuple(out)


def report_json(report: LeagueReport) -> dict[str, Any]:
    """The report as JSON (``scorekeeper league show --json``): money in minor
    units per currency, the average as a fraction's text ("-5/8")."""

    def evening(e: Evening | None) -> dict[str, Any] | None:
        return None if e is None else {"session": e.session_id, "date": e.day.isoformat(),
                                        "points": e.points}  # fmt: skip

    return {
        "league": league_json(report.league),
        "sessions": list(report.sessions),
        "standings": [
            {
                "rank": s.rank, "person": s.person, "name": s.name, "points": s.points,
                "money": dict(s.money), "games_won": s.games_won, "evenings": s.evenings,
                "deals": s.deals,
            }
            for s in report.standings
        ],
        "stats": [
            {
                "person": p.person, "name": p.name, "declared": dict(p.declared),
                "made": dict(p.made), "kontra_given": p.kontra_given, "kontra_won": p.kontra_won,
                "average": str(p.average), "best": evening(p.best), "worst": evening(p.worst),
            }
            for p in report.stats
        ],
        "season": [
            {"date": p.day.isoformat(), "session": p.session_id, "totals": dict(p.totals)}
            for p in report.season
        ],
    }  # fmt: skip
