"""The league PDF (issue 12 item 3): title, standings, statistics unless hidden,
the season chart and the evenings; Hungarian and Japanese names; hostile names
printed as typed. The report is hand-made (``league_values.py``)."""

from __future__ import annotations

import io

import pytest
from conftest import MADE, pdf_pages, pdf_text
from league_values import ABOUT, HOSTILE, IMG, report
from test_pdf_safety import no_images_no_passwd  # noqa: F401 (a fixture)

from scorekeeper.errors import RecordError
from scorekeeper.export.pdf.league import export_league_pdf


def league_pdf(value=None, **options) -> bytes:
    buf = io.BytesIO()
    options.setdefault("sessions", ABOUT)
    export_league_pdf(report() if value is None else value, buf, made=MADE, **options)
    return buf.getvalue()


def flat(data: bytes) -> str:
    """The PDF's text with every run of white space one space (each table cell is
    a paragraph of its own, which pypdf puts on a line of its own)."""
    return " ".join(pdf_text(data).split())


@pytest.fixture
def text(no_images_no_passwd) -> str:  # noqa: F811
    return flat(league_pdf())


def test_title_game_season_and_tables(text):
    assert "Tavaszi liga ő/ű" in text
    assert "Ulti" in text
    assert "Season 2026-03-01 to 2026-05-31" in text
    assert f"Tables: Budapest, {IMG}" in text


@pytest.mark.parametrize(
    "row",
    [
        # rank, name, points, money, games won, evenings, deals (league_values.py)
        "1 Őrs 35 +3.50 EUR 2 3 36",
        "2 Ágnes 15 +1.50 EUR 1 2 24",
        "3 田中 −10 −1.00 EUR, +40 HUF 0 2 24",  # 4000 fillér = 40 forints, written whole
        f"4 {HOSTILE} −40 −4.00 EUR 0 2 24",
    ],
    ids=["hungarian", "accented", "japanese-two-currencies", "hostile"],
)
def test_standings_rows(text, row):
    assert row in text


def test_statistics_per_player(text):
    assert "Statistics" in text
    # Őrs: ulti declared 3 made 2, 40-100 declared 1 made 0; kontra 2 given, 1 won;
    # 35 points in 36 deals = 0.972… → ≈+0.97; best +30 on 03-02, worst −5 on 03-09.
    assert "Őrs ulti 3/2, 40-100 1/0 2 1 ≈+0.97 +30" in text
    assert "(2026-03-09)" in text


def test_hidden_statistics_are_left_out():
    for data in (league_pdf(report(hide_stats=True)), league_pdf(stats=False)):
        text = flat(data)
        assert "Statistics" not in text and "Kontra" not in text
        assert "Standings" in text


def test_season_chart_and_evenings(text):
    # the chart: evenings 0 to 3 along x, the axis title, the legend in standings order
    assert "Season 0 1 2 3 " in text
    assert f"Evening Őrs Ágnes 田中 {HOSTILE} Evenings played 1." in text
    assert f"2026-03-09 · session 2 · {IMG}: Őrs, Ágnes, {HOSTILE}" in text
    assert "3. 2026-03-16 · session 3 · Budapest: Őrs, 田中, a<b" in text


def test_japanese_report():
    text = flat(league_pdf(language="ja"))
    assert "田中" in text and "Őrs" in text
    assert "Standings" not in text  # the headings are Japanese


def test_one_page_and_unknown_language():
    assert len(pdf_pages(league_pdf())) == 1
    with pytest.raises(RecordError) as err:
        league_pdf(language="xx")
    assert err.value.field == "language"


def test_written_whole_to_a_path(tmp_path):
    out = tmp_path / "league.pdf"
    export_league_pdf(report(), out, made=MADE)
    assert out.read_bytes().startswith(b"%PDF")
    assert [p.name for p in tmp_path.iterdir()] == ["league.pdf"]  # no temporary left


def test_evenings_without_what_the_store_knows_of_them():
    text = flat(league_pdf(sessions=None))
    assert "1. 2026-03-02 · session 1 2. 2026-03-09 · session 2 3." in text
