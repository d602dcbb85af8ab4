"""``scorekeeper league pdf ID -o FILE``: the stored league's report as a PDF.

One evening of 3-player Ulti at table "A" (docs/rules/ulti.md: a parti is worth 1
a defender; made, the soloist takes 1 from each, +2, the defenders −1; lost, the
soloist pays each 1, −2, the defenders +1), stake 0.10 EUR a point:
  Őrs makes a parti     → Őrs +2, 田中 −1, a<b −1
  田中 makes a parti     → Őrs −1, 田中 +2, a<b −1
  a<b loses a parti     → Őrs +1, 田中 +1, a<b −2
  totals: Őrs 2, 田中 2, a<b −4; money +0.20, +0.20, −0.40 EUR.
Őrs and 田中 share the top (rank 1, each an evening won); a<b is third.
"""

from __future__ import annotations

import pytest
from conftest import pdf_text

from scorekeeper.cli.main import main
from scorekeeper.league.model import parse_league
from scorekeeper.storage import open_store

PLAYERS = ["Őrs", "田中", "a<b"]


def parti(soloist: str, made: bool) -> dict:
    defender = next(p for p in PLAYERS if p != soloist)
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


@pytest.fixture
def db(tmp_path) -> str:
    path = str(tmp_path / "club.db")
    with open_store(path) as store:
        store.create_session(
            {"game": "ulti", "players": PLAYERS, "first_dealer": "a<b", "date": "2026-01-10",
             "place": "A", "stake": {"per_point": "0.10", "currency": "EUR"},
             "deals": [parti("Őrs", True), parti("田中", True), parti("a<b", False)]}
        )  # fmt: skip
        raw = {"name": "Téli liga", "game": "ulti", "tables": ["A"],
               "season": {"from": "2026-01-01", "to": "2026-02-28"}}  # fmt: skip
        store.save_league(parse_league(raw))
    return path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_league_pdf_from_the_command_line(db, tmp_path, capsys):
    out = tmp_path / "league.pdf"
    code, said, err = run(capsys, "--db", db, "league", "pdf", "1", "-o", str(out), "--no-stats")
    assert (code, err) == (0, "") and said == f"wrote {out}\n"
    text = " ".join(pdf_text(out.read_bytes()).split())
    assert "Téli liga" in text and "Season 2026-01-01 to 2026-02-28" in text
    # rank, player, points, money, games won, evenings, deals
    assert "3 a<b −4 −0.40 EUR 0 1 3" in text
    assert "1 Őrs 2 +0.20 EUR 1 1 3" in text and "1 田中 2 +0.20 EUR 1 1 3" in text
    assert "2026-01-10 · session 1 · A: Őrs, 田中, a<b" in text
    assert "Statistics" not in text


def test_in_japanese(db, tmp_path, capsys):
    out = tmp_path / "league-ja.pdf"
    argv = ["--db", db, "league", "pdf", "1", "-o", str(out), "--language", "ja", "--no-stats"]
    assert run(capsys, *argv)[0] == 0
    text = pdf_text(out.read_bytes())
    assert "順位表" in text and "田中" in text


def test_an_unknown_league_is_one_line(db, tmp_path, capsys):
    code, said, err = run(capsys, "--db", db, "league", "pdf", "7", "-o", str(tmp_path / "x.pdf"))
    assert code == 2 and said == "" and len(err.splitlines()) == 1 and "7" in err
    assert not (tmp_path / "x.pdf").exists()


def test_league_show_prints_the_same_standings(db, capsys):
    code, said, err = run(capsys, "--db", db, "league", "show", "1", "--no-stats")
    assert (code, err) == (0, "")
    rows = [line.split() for line in said.splitlines()]
    assert ["3", "a<b", "−4", "−0.40", "EUR", "0", "1", "3"] in rows
    assert ["1", "Őrs", "2", "+0.20", "EUR", "1", "1", "3"] in rows
