"""Paper size and orientation, and a long session (issue 5, points 2 and 4)."""

from __future__ import annotations

import pytest
from conftest import betli, pdf_bytes, pdf_pages, pdf_text, session, ultimate_deal

A4 = (595, 842)  # points, rounded
LETTER = (612, 792)


def _size(page) -> tuple[int, int]:
    box = page.mediabox
    return round(float(box.width)), round(float(box.height))


@pytest.fixture(scope="module")
def three_players():
    return session("ulti", ["Gergő", "Szűcs", "Dóra"], [betli("Szűcs")])


@pytest.mark.parametrize(("page_size", "expected"), [("A4", A4), ("Letter", LETTER)],
                         ids=["a4-upright", "letter-upright"])  # fmt: skip
def test_paper_size_upright_for_three_players(three_players, page_size, expected):
    pages = pdf_pages(pdf_bytes(three_players, page_size=page_size))
    assert {_size(p) for p in pages} == {expected}


@pytest.mark.parametrize(("page_size", "upright"), [("A4", A4), ("Letter", LETTER)],
                         ids=["a4-landscape", "letter-landscape"])  # fmt: skip
def test_eight_player_ultimate_is_landscape(page_size, upright):
    players = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Goro", "Hana"]
    deals = [ultimate_deal(p, 20 + 5 * i, 40) for i, p in enumerate(players)]
    pages = pdf_pages(pdf_bytes(session("ultimate", players, deals), page_size=page_size))
    assert {_size(p) for p in pages} == {(upright[1], upright[0])}


def test_a_thousand_deals_export_with_the_header_on_every_grid_page():
    """1,000 betlis, the soloist going round: 3 players, each made → soloist +10,
    the others −5, so after 999 deals (333 each) everyone is at 333 × 10 − 666 × 5 = 0,
    and deal 1,000 (Gergő's) leaves Gergő 10, Szűcs −5, Dóra −5."""
    players = ["Gergő", "Szűcs", "Dóra"]
    deals = [betli(players[i % 3]) for i in range(1000)]
    data = pdf_bytes(session("ulti", players, deals))
    pages = pdf_pages(data)
    assert len(pages) > 10
    grid_pages = [p.extract_text() for p in pages[:-2]]
    assert all("Declarer" in text for text in grid_pages)  # repeated header rows
    settlement = pdf_text(data).split("Settlement", 1)[1].splitlines()
    assert settlement[settlement.index("Gergő") + 1] == "10"
    assert settlement[settlement.index("Dóra") + 1] == "−5"
