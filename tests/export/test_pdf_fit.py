"""Issue 9, points 5 (PDF), 6 and 13b: every glyph of the sheet lies on the paper
for any number of players and names up to 100 characters, a name of 10,000
characters still makes a PDF (wrapped in the players' list, shortened with "…"
in the grid), a column never goes missing, and a character no shipped font has
prints as its code point, never as an empty box."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from conftest import MADE, betli, pdf_bytes, pdf_pages, pdf_text, session, ultimate_deal
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics

from scorekeeper.export.pdf import render
from scorekeeper.export.pdf.text import printable, register_fonts
from scorekeeper.export.sheet import build_sheet
from scorekeeper.jsonio import NAME_LENGTH


def _runs(data: bytes) -> list[dict[str, Any]]:
    """Every text run pypdf reads: page, text, x, y, width, font (as registered)."""
    runs: list[dict[str, Any]] = []
    for number, page in enumerate(pdf_pages(data), 1):

        def visit(text, cm, tm, font, size, number=number, page=page):
            if not text.strip() or font is None:
                return
            a, _, _, _, e, f = _times(tm, cm)
            name = str(font["/BaseFont"]).split("+", 1)[-1]
            advance = pdfmetrics.stringWidth(text.rstrip("\n"), name, size) * a
            box = page.mediabox
            runs.append({"page": number, "text": text, "x": e, "y": f, "end": e + advance,
                         "font": name, "box": (float(box.width), float(box.height))})  # fmt: skip

        page.extract_text(visitor_text=visit)
    return runs


def _times(m, n):
    """The matrix product m × n of two PDF matrices (a, b, c, d, e, f)."""
    a, b, c, d, e, f = (float(x) for x in m)
    p, q, r, s, t, u = (float(x) for x in n)
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s,
            e * p + f * r + t, e * q + f * s + u)  # fmt: skip


def _off_paper(data: bytes) -> list[dict[str, Any]]:
    return [
        run
        for run in _runs(data)
        if not (
            run["x"] >= 0 and run["end"] <= run["box"][0] + 0.5 and 0 <= run["y"] <= run["box"][1]
        )
    ]


def _names(count: int, length: int) -> list[str]:
    """``count`` different names of ``length`` characters, no space to break at."""
    return [(chr(ord("A") + i) + "ölfgang" * 15)[:length] for i in range(count)]


def _evening(names: list[str]) -> Any:
    deals = [ultimate_deal(p, 20 + 5 * i, 40 if i % 2 else 10) for i, p in enumerate(names)]
    return session("ultimate", names, deals)


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
@pytest.mark.parametrize("length", [1, 22, 100], ids=["1-char", "22-char", "100-char"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8], ids=lambda n: f"{n}-players")
def test_every_glyph_lies_on_the_paper(players, length, page_size):
    names = _names(players, length)
    data = pdf_bytes(_evening(names), page_size=page_size)
    assert _off_paper(data) == []
    text = "".join(pdf_text(data).split())
    for name in names:
        assert name in text  # in full, in the players' list


def test_eight_players_with_22_character_names_keep_every_column():
    """The issue's case: 8 players, 22-character names ran from x = −158 to 989."""
    names = _names(8, 22)
    data = pdf_bytes(_evening(names))
    grid_page = pdf_pages(data)[0].extract_text()
    # Deal 8 (Hölfgang… bids 55, takes 40 < 55): every player's pair of cells
    # is printed: the 7 defenders ⌊55 / 2⌋ = 27 each.
    assert grid_page.count("+27") >= 7
    assert _off_paper(data) == []


def _too_wide_for_one_page() -> Any:
    """An 8-player sheet whose totals are 13-digit numbers: at 6 pt the 16 number
    columns alone are wider than a landscape page, so the players are split."""
    sheet = build_sheet(_evening(_names(8, 22)), made=MADE)
    wide = "−1,000,000,000,000"
    rows = tuple(dataclasses.replace(r, deltas=(wide,) * 8, totals=(wide,) * 8) for r in sheet.rows)
    return dataclasses.replace(sheet, rows=rows)


def test_players_split_into_parts_when_the_page_is_too_narrow():
    data = render(_too_wide_for_one_page(), A4)
    text = pdf_text(data)
    assert "Deals (1/2)" in text and "Deals (2/2)" in text
    assert text.count("−1,000,000,000,000") == 8 * 8 * 2  # every cell of every deal
    assert _off_paper(data) == []


@pytest.mark.parametrize("length", [NAME_LENGTH - 1, NAME_LENGTH])
@pytest.mark.parametrize(
    ("game", "deal"),
    [("ulti", lambda name: betli(name)), ("ultimate", lambda name: ultimate_deal(name, 30, 40))],
    ids=["ulti", "ultimate"],
)
def test_a_very_long_name_makes_a_pdf(game, deal, length):
    """Was reportlab's LayoutError (or a TypeError) for names of 1,000–10,000
    characters. A record now holds names of at most ``NAME_LENGTH`` characters (a
    longer one is refused when read, with its field: tests/session/test_names.py); up to that
    limit the players' list prints the name in full and every other place ends it
    with "…"."""
    name = ("Maximilian " * 1000)[:length].strip()
    others = ["Béla", "Csaba"]
    data = pdf_bytes(session(game, [name, *others], [deal(name), deal("Béla")]))
    assert "".join(name.split()) in _without_footers(data)
    assert "…" in pdf_text(data)
    assert _off_paper(data) == []


def _without_footers(data: bytes) -> str:
    """The text of all pages, spaces and each page's footer (its last two lines,
    drawn last) left out, so a paragraph running over pages reads as one."""
    pages = [page.extract_text().splitlines()[:-2] for page in pdf_pages(data)]
    return "".join("".join(lines) for lines in pages).replace(" ", "")


def _glyphs(font: str) -> dict[int, int]:
    return pdfmetrics.getFont(font).face.charToGlyph


@pytest.mark.parametrize(
    ("name", "printed"),
    [("Aki 🎉", "Aki [U+1F389]"), ("Ben 👍🏽", "Ben [U+1F44D U+1F3FD]")],
    ids=["party-popper", "thumbs-up-skin-tone"],
)
def test_a_character_no_font_has_prints_as_its_code_point(name, printed):
    data = pdf_bytes(session("ulti", [name, "Béla", "Csaba"], [betli(name)]))
    assert printed in pdf_text(data)
    for run in _runs(data):
        missing = [c for c in run["text"] if c.strip() and ord(c) not in _glyphs(run["font"])]
        assert missing == [], f"{run['text']!r} in {run['font']} has no glyph for {missing}"


def test_a_character_dejavu_has_is_kept():
    """DejaVu Sans draws ☺ and the joker 🃏 itself: they are not rewritten."""
    register_fonts()
    assert printable("Chie 🃏 ☺") == "Chie 🃏 ☺"


def test_no_empty_box_anywhere_in_a_mixed_script_sheet():
    data = pdf_bytes(session("ulti", ["Őrs と 田中", "Béla 🎲", "Csaba"], [betli("Béla 🎲")]))
    for run in _runs(data):
        assert all(ord(c) in _glyphs(run["font"]) for c in run["text"] if c.strip()), run


def test_long_name_in_the_players_list_is_not_cut():
    name = "Q" * NAME_LENGTH
    data = pdf_bytes(session("ulti", [name, "Béla", "Csaba"], [betli("Béla")]))
    assert f"1.{name}" in _without_footers(data)
