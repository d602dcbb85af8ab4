"""How the sheet is drawn, where that was changed for speed without changing
what it looks like or reads like: the Japanese font is read and embedded only
for a sheet with CJK text, the grid's plain cells are set by
:class:`~scorekeeper.export.pdf.table.GridTable` at the very places reportlab's
own ``Table`` sets them, in reading order, and user text is escaped exactly as
``xml.sax.saxutils.escape`` escapes it."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import xml.sax.saxutils
from pathlib import Path
from typing import Any

import pytest
from conftest import pdf_bytes, pdf_pages, pdf_text, session, ultimate_deal
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph, Table, TableStyle

from scorekeeper.export import fonts
from scorekeeper.export.pdf.table import GridTable
from scorekeeper.export.pdf.text import escape, register_fonts

ROOT = Path(__file__).resolve().parents[2]

# A fresh process: which fonts reportlab registered is process-wide state, and
# another test may already have registered the Japanese font.
FRESH_EXPORT = """
import io, json, sys
from reportlab.pdfbase import pdfmetrics
from pypdf import PdfReader
from scorekeeper.export.pdf import export_pdf
from scorekeeper.session.replay import replay_json
buf = io.BytesIO()
export_pdf(replay_json(json.loads(sys.stdin.read())), buf)
embedded = sorted(
    str(font["/BaseFont"]).split("+", 1)[-1]
    for page in PdfReader(io.BytesIO(buf.getvalue())).pages
    for font in page["/Resources"]["/Font"].values()
    if "/FontDescriptor" in font.get_object() or "/DescendantFonts" in font.get_object()
)
print(json.dumps({"registered": pdfmetrics.getRegisteredFontNames(), "embedded": embedded}))
"""


def _fresh_export(players: list[str]) -> dict[str, Any]:
    record = {
        "game": "ultimate",
        "players": players,
        "first_dealer": players[-1],
        "deals": [ultimate_deal(players[0], 60, 80), ultimate_deal(players[1], 70, 50)],
    }
    done = subprocess.run(
        [sys.executable, "-c", FRESH_EXPORT],
        input=json.dumps(record),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_a_latin_sheet_neither_reads_nor_embeds_the_japanese_font():
    fonts_used = _fresh_export(["Őrs", "Béla", "Zsófi"])
    assert fonts.CJK.name not in fonts_used["registered"]
    assert fonts.CJK.name not in fonts_used["embedded"]
    assert fonts.LATIN.name in fonts_used["embedded"]


def test_a_sheet_with_a_japanese_name_embeds_the_japanese_font():
    fonts_used = _fresh_export(["Őrs", "田中", "Zsófi"])
    assert fonts.CJK.name in fonts_used["registered"]
    assert fonts.CJK.name in fonts_used["embedded"]


def test_japanese_names_read_back_from_every_place_they_are_printed():
    players = ["Őrs", "田中", "さくら"]
    deals = [ultimate_deal(players[k % 3], 60 + k, (40 + 7 * k) % 100) for k in range(30)]
    text = pdf_text(pdf_bytes(session("ultimate", players, deals)))
    for name in players:
        # players' list, grid header, dealer and declarer cells, legend, totals
        assert text.count(name) >= 10, name
    assert "田中" in pdf_text(pdf_bytes(session("ultimate", players, deals), language="ja"))


@pytest.mark.parametrize(
    "text",
    ["<b>", "a<b", "Tom & Jerry", '<img src="/etc/passwd"/>', "&amp;", "x > y", "]]>"],
    ids=["tag", "lone-less-than", "ampersand", "img", "entity", "greater-than", "cdata-end"],
)
def test_escape_is_xml_sax_saxutils_escape(text):
    assert escape(text) == xml.sax.saxutils.escape(text)


def _table_runs(table_class: type, rows: list[list[Any]], commands: list[Any]) -> list[Any]:
    """Every text run of ``rows`` drawn by ``table_class``: text, x, y, font, in
    the order the content stream has them."""
    register_fonts()
    buf = io.BytesIO()
    canvas = Canvas(buf)
    table = table_class(rows, colWidths=[60, 70, 50], style=TableStyle(commands))
    table.wrapOn(canvas, 400, 700)
    table.drawOn(canvas, 40, 300)
    canvas.save()
    runs: list[Any] = []

    def visit(text: str, cm: Any, tm: Any, font: Any, size: float) -> None:
        if text.strip() and font is not None:
            name = str(font["/BaseFont"]).split("+", 1)[-1]
            x, y = tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]
            runs.append((text.strip(), round(x, 3), round(y, 3), name, size))

    pdf_pages(buf.getvalue())[0].extract_text(visitor_text=visit)
    return runs


def test_grid_table_sets_each_plain_cell_where_reportlab_table_does():
    register_fonts()
    cell = ParagraphStyle("cell", fontName=fonts.LATIN.name, fontSize=8, leading=10)
    rows = [
        ["No.", "Dealer", "Σ"],
        ["1", "Aki", "+120"],
        ["2", Paragraph("Ben <b>x</b>", cell), "−30"],
        ["3", "two\nlines", "0"],
        ["4", "Chie", ""],
    ]
    commands = [
        ("FONT", (0, 0), (-1, -1), fonts.LATIN.name, 8),
        ("FONT", (2, 1), (2, -1), fonts.LATIN_BOLD.name, 8),
        ("ALIGN", (0, 1), (0, -1), "RIGHT"),
        ("ALIGN", (2, 1), (2, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("VALIGN", (1, 4), (1, 4), "TOP"),
        ("TEXTCOLOR", (0, 3), (-1, 3), colors.grey),
        ("INNERGRID", (0, 0), (-1, -1), 0.25, colors.black),
    ]
    ours = _table_runs(GridTable, rows, commands)
    theirs = _table_runs(Table, rows, commands)
    assert ours == theirs
    assert [text for text, *_ in ours][:6] == ["No.", "Dealer", "Σ", "1", "Aki", "+120"]
