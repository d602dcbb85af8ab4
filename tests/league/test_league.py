"""A league over three evenings, its standings worked out by hand (issue 12,
"Done when"), and what a league is (``scorekeeper/league/model.py``, ``docs/league.md``).

Ulti (``docs/rules/ulti.md``), Anna, Béla and Csaba at table "A", every deal a
parti in acorns (value 1): made → each defender pays the soloist 1 (soloist +2,
defenders −1 each); lost → the soloist pays each defender 1 (soloist −2,
defenders +1 each). Stake 0.10 EUR a point: a point is 10 cents.

Evening 1, 10 January: Anna makes, Béla makes, Csaba loses.
  Anna  +2 −1 +1 = +2;  Béla −1 +2 +1 = +2;  Csaba −1 −1 −2 = −4.   (sum 0)
Evening 2, 17 January: Anna loses, Anna loses, Béla makes.
  Anna  −2 −2 −1 = −5;  Béla +1 +1 +2 = +4;  Csaba +1 +1 −1 = +1.   (sum 0)
Evening 3, 24 January, where Béla is written "Bela" (the same person: her two
entries were merged): Csaba makes twice.
  Anna  −1 −1 = −2;     Béla −1 −1 = −2;     Csaba +2 +2 = +4.      (sum 0)

Standings: Béla 2 + 4 − 2 = +4 (40 cents); Csaba −4 + 1 + 4 = +1 (10 cents);
Anna 2 − 5 − 2 = −5 (−50 cents). Evenings won (top total of the evening, a tie
a win for each): Anna 1 (the tie of evening 1), Béla 2 (evenings 1 and 2),
Csaba 1 (evening 3). Deals: 3 + 3 + 2 = 8 each (three at the table, nobody sits
out). Average per deal: Anna −5/8, Béla 4/8 = 1/2, Csaba 1/8. Best and worst
evening: Anna +2 (1) and −5 (2); Béla +4 (2) and −2 (3); Csaba +4 (3) and −4 (1).

Left out: an evening on 1 March (after the season), one at table "B", one of
Marjapussi, and an archived one.
"""

from __future__ import annotations

import json
from datetime import date
from fractions import Fraction
from typing import Any

import pytest
import sqlalchemy as sa

from scorekeeper.errors import RecordError
from scorekeeper.league.model import League, league_json, parse_league
from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store

STAKE = {"per_point": "0.10", "currency": "EUR"}


def parti(soloist: str, players: list[str], made: bool) -> dict[str, Any]:
    defender = next(p for p in players if p != soloist)
    points = 60 if made else 30
    return {
        "soloist": soloist,
        "contract": ["parti"],
        "trump": "acorns",
        "result": {
            "soloist_points": points,
            "soloist_tricks": points // 10,
            "marriages": {"soloist": [], "defenders": []},
            "last_trick": {"winner": soloist if made else defender, "trump_seven": None},
            "trump_seven_early": False,
            "aces": "split",
        },
    }


def evening(day: str, place: str, players: list[str], deals: list[tuple[str, bool]]) -> dict:
    return {
        "game": "ulti",
        "players": players,
        "first_dealer": players[2],
        "stake": STAKE,
        "date": day,
        "place": place,
        "deals": [parti(s, players, made) for s, made in deals],
    }


ABC = ["Anna", "Béla", "Csaba"]
SEASON = League(None, None, "Winter", "ulti", date(2026, 1, 1), date(2026, 2, 28), ("A",))


@pytest.fixture
def store(tmp_path) -> Store:
    with open_store(str(tmp_path / "club.db")) as s:
        yield s


def three_evenings(store: Store) -> list[int]:
    one = store.create_session(
        evening("2026-01-10", "A", ABC, [("Anna", True), ("Béla", True), ("Csaba", False)])
    )
    two = store.create_session(
        evening("2026-01-17", "A", ABC, [("Anna", False), ("Anna", False), ("Béla", True)])
    )
    three_players = ["Anna", "Bela", "Csaba"]
    three = store.create_session(
        evening("2026-01-24", "A", three_players, [("Csaba", True), ("Csaba", True)])
    )
    # "Bela" is Béla: her seat in evening 3 points at her (what a merge of the two
    # entries leaves), while the record keeps the name as written.
    with store._engine.begin() as db:
        bela = db.execute(sa.text("SELECT id FROM players WHERE name = 'Béla'")).scalar()
        db.execute(
            sa.text("UPDATE session_players SET player_id = :p WHERE name = 'Bela'"), {"p": bela}
        )
        db.execute(sa.text("DELETE FROM players WHERE name = 'Bela'"))
    # Left out: after the season, another table, another game, archived.
    store.create_session(evening("2026-03-01", "A", ABC, [("Anna", True)]))
    store.create_session(evening("2026-01-12", "B", ABC, [("Anna", True)]))
    store.create_session(
        {"game": "marjapussi", "players": ["Anna", "Béla", "Csaba", "Dora"],
         "first_dealer": "Dora", "date": "2026-01-11", "place": "A"}
    )  # fmt: skip
    archived = store.create_session(evening("2026-01-31", "A", ABC, [("Anna", True)]))
    store.archive_session(archived, True)
    return [one, two, three]


def test_three_evenings_make_the_standings_worked_by_hand(store: Store) -> None:
    evenings = three_evenings(store)
    league_id = store.save_league(SEASON)
    assert store.league_sessions(league_id) == evenings
    report = store.league_report(league_id, stats=False)
    table = [
        (s.name, s.rank, s.points, dict(s.money), s.games_won, s.evenings, s.deals)
        for s in report.standings
    ]
    assert table == [
        ("Béla", 1, 4, {"EUR": 40}, 2, 3, 8),
        ("Csaba", 2, 1, {"EUR": 10}, 1, 3, 8),
        ("Anna", 3, -5, {"EUR": -50}, 1, 3, 8),
    ]
    assert sum(s.points for s in report.standings) == 0  # Ulti is zero-sum
    by_name = {s.person: s.name for s in report.standings}
    season = [{by_name[p]: v for p, v in point.totals.items()} for point in report.season]
    assert season == [
        {"Anna": 2, "Béla": 2, "Csaba": -4},
        {"Anna": -3, "Béla": 6, "Csaba": -3},
        {"Anna": -5, "Béla": 4, "Csaba": 1},
    ]
    assert [p.day for p in report.season] == [date(2026, 1, d) for d in (10, 17, 24)]
    assert report.stats == ()


def test_the_statistics_per_player(store: Store) -> None:
    three_evenings(store)
    report = store.league_report(store.save_league(SEASON))
    stats = {s.name: s for s in report.stats}
    assert {n: s.average for n, s in stats.items()} == {
        "Anna": Fraction(-5, 8), "Béla": Fraction(1, 2), "Csaba": Fraction(1, 8),
    }  # fmt: skip
    best = {n: (s.best.day.day, s.best.points) for n, s in stats.items() if s.best}
    worst = {n: (s.worst.day.day, s.worst.points) for n, s in stats.items() if s.worst}
    assert best == {"Anna": (10, 2), "Béla": (17, 4), "Csaba": (24, 4)}
    assert worst == {"Anna": (17, -5), "Béla": (24, -2), "Csaba": (10, -4)}
    # Partis declared and made (kontra: none said): Anna declared in evening 1 (made)
    # and twice in evening 2 (lost); Béla in 1 and 2, both made; Csaba in 1 (lost)
    # and twice in 3 (made).
    declared = {n: (dict(s.declared), dict(s.made)) for n, s in stats.items()}
    assert declared == {
        "Anna": ({"ulti:parti": 3}, {"ulti:parti": 1}),
        "Béla": ({"ulti:parti": 2}, {"ulti:parti": 2}),
        "Csaba": ({"ulti:parti": 3}, {"ulti:parti": 2}),
    }
    assert {(s.kontra_given, s.kontra_won) for s in stats.values()} == {(0, 0)}
    assert store.league_report(store.save_league(SEASON), stats=False).stats == ()
    hidden = store.save_league(League(None, None, "Quiet", "ulti", date(2026, 1, 1),
                                      date(2026, 2, 28), (), hide_stats=True))  # fmt: skip
    assert store.league_report(hidden).stats == ()


def test_standings_follow_an_edit_and_stale_figures_are_derived_again(store: Store) -> None:
    evenings = three_evenings(store)
    league_id = store.save_league(SEASON)
    store.league_report(league_id, stats=False)  # keeps every evening's figures
    # Csaba's lost parti of evening 1 becomes made: Csaba +2 instead of −2 (+4),
    # Anna and Béla −1 instead of +1 (−2 each): Béla 2, Csaba 5, Anna −7.
    store.replace_deal(evenings[0], 2, parti("Csaba", ABC, True))
    points = {s.name: s.points for s in store.league_report(league_id, stats=False).standings}
    assert points == {"Béla": 2, "Csaba": 5, "Anna": -7}
    # A kept figure marked by other scoring code (an update) is never read: the
    # session is replayed and the figure written again.
    empty = '{"currency": "EUR", "people": {}}'
    with store._engine.begin() as db:
        db.execute(
            sa.text("UPDATE sessions SET standing = :e, standing_of = '1:old'"), {"e": empty}
        )
    points = {s.name: s.points for s in store.league_report(league_id, stats=False).standings}
    assert points == {"Béla": 2, "Csaba": 5, "Anna": -7}
    with store._engine.connect() as db:
        marks = db.execute(sa.text("SELECT id, standing_of FROM sessions")).all()
    assert [m for i, m in marks if i in evenings and m == "1:old"] == []  # written again
    # Moving an evening to another table takes it out.
    store.update_session(evenings[2], place="B")
    assert store.league_sessions(league_id) == evenings[:2]


def test_a_change_anywhere_changes_the_stamp(store: Store) -> None:
    stamps = [store.change_stamp()]
    sid = store.create_session(evening("2026-01-10", "A", ABC, []))
    stamps.append(store.change_stamp())
    store.add_deal(sid, parti("Anna", ABC, True))
    stamps.append(store.change_stamp())
    store.archive_session(sid, True)
    stamps.append(store.change_stamp())
    league_id = store.save_league(SEASON)
    stamps.append(store.change_stamp())
    store.save_league(League(league_id, None, "Winter 2", "ulti", date(2026, 1, 1),
                             date(2026, 2, 28)))  # fmt: skip
    stamps.append(store.change_stamp())
    store.delete_session(sid)
    stamps.append(store.change_stamp())
    assert len(set(stamps)) == len(stamps)
    assert store.change_stamp() == stamps[-1]  # nothing changed, nothing moves


def test_a_league_round_trips_and_is_kept(store: Store) -> None:
    league_id = store.save_league(SEASON)
    (stored,) = store.leagues()
    assert stored.id == league_id and stored.uuid and len(stored.uuid) == 36
    assert parse_league(league_json(stored), league_id) == stored
    assert league_json(stored)["season"] == {"from": "2026-01-01", "to": "2026-02-28"}
    store.delete_league(league_id)
    assert store.leagues() == []


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"game": "ulti", "season": {"from": "2026-01-01", "to": "2026-02-01"}}, "league.name"),
        ({"name": "W", "game": "poker", "season": {"from": "2026-01-01", "to": "2026-02-01"}},
         "league.game"),
        ({"name": "W", "game": "ulti", "season": {"from": "2026-02-01", "to": "2026-01-01"}},
         "league.season.to"),
        ({"name": "W", "game": "ulti", "season": {"from": "1 Jan", "to": "2026-01-01"}},
         "league.season.from"),
        ({"name": "W", "game": "ulti", "season": {"from": "2026-02-30", "to": "2026-03-01"}},
         "league.season.from"),
        ({"name": "W", "game": "ulti", "season": {"from": "2026-01-01"}}, "league.season"),
        ({"name": "W", "game": "ulti", "season": {"from": "2026-01-01", "to": "2026-02-01"},
          "tables": "A"}, "league.tables"),
        ({"name": "W", "game": "ulti", "season": {"from": "2026-01-01", "to": "2026-02-01"},
          "colour": "red"}, "league.colour"),
        # issue 25: kept ("" once stripped; "winter"), then refused by the schema of the
        # whole-database file (tables, id) and by this reader ("")
        ({"name": "W", "game": "ulti", "season": {"from": "2026-01-01", "to": "2026-02-01"},
          "tables": ["A", " "]}, "league.tables"),
        ({"name": "W", "game": "ulti", "season": {"from": "2026-01-01", "to": "2026-02-01"},
          "id": "winter"}, "league.id"),
    ],
)  # fmt: skip
def test_a_bad_league_names_the_field(raw: dict, field: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_league(raw)
    assert caught.value.field == field


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    from scorekeeper.cli.main import main

    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_league_commands(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "club.db")]
    with open_store(str(tmp_path / "club.db")) as store:
        three_evenings(store)
    code, out, err = cli(capsys, *db, "league", "add", "Winter", "--game", "ulti",
                         "--from", "2026-01-01", "--to", "2026-02-28", "--table", "A")  # fmt: skip
    assert (code, out, err) == (0, "league 1: Winter (3 sessions so far)\n", "")
    code, out, _ = cli(capsys, *db, "league", "list")
    assert code == 0 and "Winter (A)" in out and "3 sessions" in out
    code, out, _ = cli(capsys, *db, "league", "show", "1")
    assert code == 0
    lines = out.splitlines()
    assert "   1  Béla         4  +0.40 EUR          2         3      8" in lines
    assert "2026-01-24 · session 3 · A: Anna, Bela, Csaba" in lines  # as written that evening
    code, out, _ = cli(capsys, *db, "league", "show", "1", "--json")
    shown = json.loads(out)
    assert [(s["name"], s["points"], s["money"]) for s in shown["standings"]] == [
        ("Béla", 4, {"EUR": 40}), ("Csaba", 1, {"EUR": 10}), ("Anna", -5, {"EUR": -50}),
    ]  # fmt: skip
    assert cli(capsys, *db, "league", "edit", "1", "--every-table")[0] == 0
    code, out, _ = cli(capsys, *db, "league", "show", "1", "--json", "--no-stats")
    assert len(json.loads(out)["sessions"]) == 4  # table B's evening joins
    assert cli(capsys, *db, "league", "delete", "1")[1] == "league 1 deleted (its sessions stay)\n"
    code, out, err = cli(capsys, *db, "league", "show", "1")
    assert code == 2 and out == "" and "no league with id 1" in err and len(err.splitlines()) == 1


@pytest.mark.parametrize(
    ("argv", "field"),
    [
        (["--game", "poker", "--from", "2026-01-01", "--to", "2026-02-01"], "league.game"),
        (["--game", "ulti", "--from", "2026-02-01", "--to", "2026-01-01"], "league.season.to"),
        (["--game", "ulti", "--from", "yesterday", "--to", "2026-01-01"], "league.season.from"),
    ],
)
def test_a_bad_league_on_the_command_line_is_one_line(
    tmp_path, capsys: pytest.CaptureFixture[str], argv: list[str], field: str
) -> None:
    code, out, err = cli(capsys, "--db", str(tmp_path / "c.db"), "league", "add", "W", *argv)
    assert code == 2 and out == "" and err.startswith(field) and len(err.splitlines()) == 1


def test_kontra_given_and_won(store: Store) -> None:
    """Béla and Csaba say kontra on Anna's parti (level 1, for both defenders: parti
    is a trump component) and Anna loses it: the parti's 1 doubled is 2 a defender,
    Anna −4, Béla and Csaba +2 each. Each of them gave a kontra and won it."""
    deal = parti("Anna", ABC, False) | {"kontra": {"parti": 1}}
    record = evening("2026-02-01", "A", ABC, []) | {"deals": [deal]}
    store.create_session(record)
    report = store.league_report(store.save_league(SEASON))
    assert {s.name: s.points for s in report.standings} == {"Anna": -4, "Béla": 2, "Csaba": 2}
    kontras = {s.name: (s.kontra_given, s.kontra_won) for s in report.stats}
    assert kontras == {"Anna": (0, 0), "Béla": (1, 1), "Csaba": (1, 1)}
    made = {s.name: (dict(s.declared), dict(s.made)) for s in report.stats}
    assert made["Anna"] == ({"ulti:parti": 1}, {"ulti:parti": 0})
