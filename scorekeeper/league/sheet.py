"""A league's report as it is shown and printed: the core's
:class:`~scorekeeper.league.model.LeagueReport` rendered as text in one language.

The window's league view (``ui/club/league/``) and the league PDF
(``scorekeeper/export/pdf/league.py``) both show this model, so a figure reads
the same on the screen and on paper. Nothing is worked out here: ranks, points,
money, statistics and the season's cumulative points are the report's; this
module only writes them (numbers with a real minus sign, money in its currency
by the one formatter, :mod:`scorekeeper.words.figures`) and chooses the words.

- **Standings**: rank, player, points, money (one amount per currency the
  league's sessions were played for, e.g. ``+2.10 EUR, −500 HUF``; none: ``—``),
  games won, evenings, deals.
- **Statistics** (left out when the league hides them, or when asked): per
  player, each contract declared with how often it was made (``ulti 3/2`` = declared
  3 times, made twice), kontra given and won, the average per deal, the best and
  the worst evening (points and date).
- **Season**: one line per player (in the order of the standings) of
  cumulative points, evening by evening (x = the evening's number in the season;
  an evening a player missed keeps the line level).
- **Evenings**: one line per session of the league, in the order of their days
  (the day it counts on, its number, and its place and players when the caller
  passes them: the report names its sessions by id only).

Standard library only, like the rest of the core's words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol

from scorekeeper.settlement import Stake
from scorekeeper.sheet.model import Series
from scorekeeper.words import figures, glossary
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from scorekeeper.league.model import Evening, LeagueReport, SeasonPoint


class AboutSession(Protocol):
    """What the list of evenings says of a session (the store's ``SessionInfo``)."""

    @property
    def place(self) -> str | None: ...
    @property
    def players(self) -> tuple[str, ...]: ...


__all__ = ["LeagueSheet", "Series", "league_sheet"]

NONE = "\N{EM DASH}"
Say = Callable[[Msg], str]  # a message in the sheet's language

RANK = Msg("Rank")
MONEY = Msg("Money")
GAMES_WON = Msg("Games won")
EVENINGS = Msg("Evenings")
DEALS = Msg("Deals")
DECLARED_MADE = Msg("Declared / made")
KONTRA_GIVEN = Msg("Kontra given")
KONTRA_WON = Msg("Kontra won")
AVERAGE = Msg("Average per deal")
BEST = Msg("Best evening")
WORST = Msg("Worst evening")
EVENING = Msg("Evening")
STANDINGS = Msg("Standings")
STATISTICS = Msg("Statistics")
SEASON = Msg("Season")
ALL_TABLES = Msg("Tables: all")
NO_EVENINGS = Msg("No evening of this league is stored yet.")


@dataclass(frozen=True)
class LeagueSheet:
    h: Mapping[str, str]  # the headings, in the sheet's language
    title: str  # the league's name
    subtitle: tuple[str, ...]  # game, season, tables
    standings_head: tuple[str, ...]
    standings: tuple[tuple[str, ...], ...]
    stats_head: tuple[str, ...]
    stats: tuple[tuple[str, ...], ...]  # empty when the statistics are hidden
    season: tuple[Series, ...]  # (evening number, cumulative points) per player
    season_dates: tuple[str, ...]  # the x axis: evening n is season_dates[n - 1]
    evenings: tuple[str, ...]


_HEADINGS: Mapping[str, Msg] = {
    "standings": STANDINGS,
    "statistics": STATISTICS,
    "season": SEASON,
    "evenings": Msg("Evenings played"),
    "evening": EVENING,
    "points": glossary.POINTS,
    "no_evenings": NO_EVENINGS,
}


def league_sheet(
    report: LeagueReport,
    language: str = "en",
    *,
    stats: bool = True,
    sessions: Mapping[int, AboutSession] | None = None,
) -> LeagueSheet:
    """``report`` in ``language``; the statistics only when ``stats`` and the
    league does not hide them (and the report carries them). ``sessions``: what
    the list of evenings says of each session beyond its day and number (its
    place and players: the store's ``SessionInfo``), where known."""

    def say(msg: Msg) -> str:
        return msg.render(language)

    league = report.league
    shown = stats and not league.hide_stats and bool(report.stats)
    return LeagueSheet(
        h={key: say(msg) for key, msg in _HEADINGS.items()},
        title=league.name,
        subtitle=_subtitle(report, say),
        standings_head=tuple(
            say(m)
            for m in (RANK, glossary.PLAYER, glossary.POINTS, MONEY, GAMES_WON, EVENINGS, DEALS)
        ),
        standings=tuple(_standing(s) for s in report.standings),
        stats_head=tuple(
            say(m)
            for m in (
                glossary.PLAYER,
                DECLARED_MADE,
                KONTRA_GIVEN,
                KONTRA_WON,
                AVERAGE,
                BEST,
                WORST,
            )
        ),
        stats=tuple(_stats(p, say) for p in report.stats) if shown else (),
        season=_season(report),
        season_dates=tuple(point.day.isoformat() for point in report.season),
        evenings=tuple(
            _evening_line(p, (sessions or {}).get(p.session_id), say) for p in report.season
        ),
    )


def _subtitle(report: LeagueReport, say: Say) -> tuple[str, ...]:
    from scorekeeper.games import get_game

    league = report.league
    game = get_game(league.game).title
    start, end = str(league.season_from), str(league.season_to)
    season = say(Msg("Season {start} to {end}", start=start, end=end))
    tables = (
        say(Msg("Tables: {tables}", tables=", ".join(league.tables)))
        if league.tables
        else say(ALL_TABLES)
    )
    return (game, season, tables)


def money_text(money: Mapping[str, int]) -> str:
    """Each currency's amount, signed: ``+2.10 EUR, −500 HUF``; none: ``—``."""
    if not money:
        return NONE
    return ", ".join(
        figures.signed_money(minor, Stake(currency=currency))
        for currency, minor in sorted(money.items())
    )


def _standing(s: Any) -> tuple[str, ...]:
    return (
        str(s.rank),
        s.name,
        figures.number(s.points),
        money_text(s.money),
        str(s.games_won),
        str(s.evenings),
        str(s.deals),
    )


def _stats(p: Any, say: Say) -> tuple[str, ...]:
    return (
        p.name,
        _declared(p.declared, p.made, say),
        str(p.kontra_given),
        str(p.kontra_won),
        _average(p.average),
        _evening(p.best, say),
        _evening(p.worst, say),
    )


def _declared(declared: Mapping[str, int], made: Mapping[str, int], say: Say) -> str:
    """``ulti 3/2, 40-100 1/0``: each contract declared (most often first), and made."""
    if not declared:
        return NONE
    order = sorted(declared, key=lambda c: (-declared[c], c))
    return ", ".join(f"{_contract(c, say)} {declared[c]}/{made.get(c, 0)}" for c in order)


def _contract(key: str, say: Say) -> str:
    """A contract key (``ulti:40-100``) in the game's own word, as the sheet
    writes it (:func:`scorekeeper.league.facts.contract_word`)."""
    from scorekeeper.league.facts import contract_word

    word = contract_word(key)
    return word if isinstance(word, str) else say(word)


def _average(value: Fraction | None) -> str:
    return NONE if value is None else figures.exact(Fraction(value), sign=True)


def _evening(evening: Evening | None, say: Say) -> str:
    if evening is None:
        return NONE
    points = figures.signed(evening.points)
    return say(Msg("{points} ({date})", points=points, date=evening.day.isoformat()))


def _season(report: LeagueReport) -> tuple[Series, ...]:
    """A line per player of the standings: 0 before the first evening, then the
    report's cumulative total after each evening (level where he was absent)."""
    lines = []
    for s in report.standings:
        points, last = [(0, 0)], 0
        for n, point in enumerate(report.season, 1):
            last = point.totals.get(s.person, last)
            points.append((n, last))
        lines.append(Series(s.name, tuple(points)))
    return tuple(lines)


def _evening_line(point: SeasonPoint, about: AboutSession | None, say: Say) -> str:
    """``2026-03-02 · session 4 · Budapest: Őrs, Ágnes, Béla`` (the day the
    session counts on; place and players where known)."""
    day, number = point.day.isoformat(), str(point.session_id)
    if about is None:
        return say(Msg("{date} · session {session}", date=day, session=number))
    line = Msg(
        "{date} · session {session} · {place}: {players}",
        date=day,
        session=number,
        place=about.place or NONE,
        players=", ".join(about.players),
    )
    return say(line)


def league_text(
    report: LeagueReport,
    language: str = "en",
    *,
    sessions: Mapping[int, AboutSession] | None = None,
) -> str:
    """The report for a terminal (``scorekeeper league show``): the title lines,
    the standings and the statistics as aligned columns (each cell made safe for
    the terminal), the evenings."""
    from scorekeeper.sheet.plain import text_columns
    from scorekeeper.words.terminal import safe

    sheet = league_sheet(report, language, sessions=sessions)
    lines = [safe(sheet.title), *(safe(line) for line in sheet.subtitle), ""]
    lines += [sheet.h["standings"]]
    lines += text_columns([sheet.standings_head, *sheet.standings], lambda i: i != 1)
    if sheet.stats:
        right = {2, 3, 4}  # kontra given, kontra won, average
        lines += ["", sheet.h["statistics"]]
        lines += text_columns([sheet.stats_head, *sheet.stats], lambda i: i in right)
    lines += ["", sheet.h["evenings"]]
    lines += [safe(line) for line in sheet.evenings] or [sheet.h["no_evenings"]]
    return "\n".join(lines) + "\n"


def names(sheet: LeagueSheet) -> Sequence[str]:
    """Every player's name in the sheet (tests and the PDF's font choice)."""
    return [row[1] for row in sheet.standings]
