"""The league sheet (the report in words, shared by the window, the PDF and
``scorekeeper league show``) and its terminal text. Values: ``tests/export/league_values.py``."""

from __future__ import annotations

from scorekeeper.league.sheet import league_sheet, league_text
from tests.export.league_values import ABOUT, HOSTILE, report


def test_the_season_lines_follow_the_standings_and_stay_level_when_absent():
    sheet = league_sheet(report())
    # a<b missed evening 1: level at 0 there, then −20, −40 (tests/export/league_values.py)
    assert [(s.label, s.points) for s in sheet.season] == [
        ("Őrs", ((0, 0), (1, 30), (2, 25), (3, 35))),
        ("Ágnes", ((0, 0), (1, -10), (2, 15), (3, 15))),
        ("田中", ((0, 0), (1, -20), (2, -20), (3, -10))),
        (HOSTILE, ((0, 0), (1, 0), (2, -20), (3, -40))),
    ]
    assert sheet.season_dates == ("2026-03-02", "2026-03-09", "2026-03-16")


def test_statistics_only_when_asked_and_not_hidden():
    assert len(league_sheet(report()).stats) == 4
    assert league_sheet(report(), stats=False).stats == ()
    assert league_sheet(report(hide_stats=True)).stats == ()


def test_the_text_for_a_terminal():
    text = league_text(report(), sessions=ABOUT)
    lines = text.splitlines()
    assert lines[:3] == ["Tavaszi liga ő/ű", "Ulti", "Season 2026-03-01 to 2026-05-31"]
    standings = lines[lines.index("Standings") + 1 : lines.index("Standings") + 6]
    assert standings[0].split() == ["Rank", "Player", "Points", "Money", "Games", "won",
                                    "Evenings", "Deals"]  # fmt: skip
    assert standings[3].split() == [
        "3",
        "田中",
        "−10",
        "−1.00",
        "EUR,",
        "+40",
        "HUF",
        "0",
        "2",
        "24",
    ]
    # the last column (deals) is right-aligned: every line ends at one terminal column
    # (a CJK character takes two)
    assert len({sum(2 if "\u4e00" <= c <= "\u9fff" else 1 for c in line)
                for line in standings}) == 1  # fmt: skip
    assert "Statistics" in lines and "2026-03-09 · session 2 · <img" in text


def test_a_control_character_in_a_name_is_made_safe():
    hostile = report(league_name="Liga\x1b[31m")
    assert "\x1b" not in league_text(hostile)
