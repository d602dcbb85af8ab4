"""A small hand-made league report (no store): three evenings of Ulti at two
tables, Hungarian and Japanese names and one hostile name.

Cumulative points (each evening zero-sum, worked by hand):
  evening 1 (2026-03-02): Őrs +30, Ágnes −10, 田中 −20      → 30, −10, −20
  evening 2 (2026-03-09): Őrs −5,  Ágnes +25, a<b −20      → 25, 15, −20 (a<b −20)
  evening 3 (2026-03-16): Őrs +10, 田中 +10, a<b −20       → 35, 15, −10, −40
Standings by points: Őrs 35, Ágnes 15, 田中 −10, a<b −40.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from scorekeeper.league.model import (
    Evening,
    League,
    LeagueReport,
    PlayerStats,
    SeasonPoint,
    Standing,
)


@dataclass(frozen=True)
class About:
    """What the list of evenings says of a session (as the store's SessionInfo)."""

    place: str | None
    players: tuple[str, ...]


HOSTILE = "a<b"
IMG = '<img src="/etc/passwd"/>'


def report(*, hide_stats: bool = False, league_name: str = "Tavaszi liga ő/ű") -> LeagueReport:
    d1, d2, d3 = date(2026, 3, 2), date(2026, 3, 9), date(2026, 3, 16)
    league = League(
        1, "u-1", league_name, "ulti", date(2026, 3, 1), date(2026, 5, 31),
        ("Budapest", IMG), hide_stats,
    )  # fmt: skip
    standings = (
        Standing("p1", "Őrs", 35, {"EUR": 350}, 2, 3, 36, 1),
        Standing("p2", "Ágnes", 15, {"EUR": 150}, 1, 2, 24, 2),
        Standing("p3", "田中", -10, {"EUR": -100, "HUF": 4000}, 0, 2, 24, 3),
        Standing("p4", HOSTILE, -40, {"EUR": -400}, 0, 2, 24, 4),
    )
    stats = (
        PlayerStats("p1", "Őrs", {"ulti:ulti": 3, "ulti:40-100": 1}, {"ulti:ulti": 2}, 2, 1,
                    Fraction(35, 36), Evening(1, d1, 30), Evening(2, d2, -5)),
        PlayerStats("p2", "Ágnes", {"ulti:ulti": 1}, {"ulti:ulti": 1}, 0, 0, Fraction(15, 24),
                    Evening(2, d2, 25), Evening(1, d1, -10)),
        PlayerStats("p3", "田中", {}, {}, 1, 0, Fraction(-10, 24),
                    Evening(3, d3, 10), Evening(1, d1, -20)),
        PlayerStats("p4", HOSTILE, {"ulti:betli": 2}, {}, 0, 0, Fraction(-40, 24),
                    Evening(2, d2, -20), Evening(3, d3, -20)),
    )  # fmt: skip
    season = (
        SeasonPoint(d1, 1, {"p1": 30, "p2": -10, "p3": -20}),
        SeasonPoint(d2, 2, {"p1": 25, "p2": 15, "p3": -20, "p4": -20}),
        SeasonPoint(d3, 3, {"p1": 35, "p2": 15, "p3": -10, "p4": -40}),
    )
    names = {s.person: s.name for s in standings}
    return LeagueReport(league, (1, 2, 3), standings, stats, season, names)


ABOUT = {
    1: About("Budapest", ("Őrs", "Ágnes", "田中")),
    2: About(IMG, ("Őrs", "Ágnes", HOSTILE)),
    3: About("Budapest", ("Őrs", "田中", HOSTILE)),
}
