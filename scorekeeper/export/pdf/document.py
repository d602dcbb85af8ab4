"""The document: page size and orientation, the story in order, and the footer
("page n of m", the date it was made) drawn once the page count is known."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, Iterator
from typing import Any

from reportlab import rl_config
from reportlab.lib.pagesizes import landscape
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepTogether, PageBreak, SimpleDocTemplate, Spacer

from scorekeeper.export.pdf import pages
from scorekeeper.export.pdf.chart import chart
from scorekeeper.export.pdf.glyphs import printable_sheet
from scorekeeper.export.pdf.grid import GridPlan, grids, plan
from scorekeeper.export.pdf.text import (
    H2,
    INK,
    MARGIN,
    RULE,
    SMALL,
    SUB,
    TITLE,
    fit_lines,
    font_for,
    para,
    register_fonts,
)
from scorekeeper.export.pdf.text import width as text_width
from scorekeeper.export.sheet import PrintedSheet


def render(sheet: PrintedSheet, size: tuple[float, float], *, invariant: bool = False) -> bytes:
    """The PDF bytes of ``sheet`` on paper ``size`` (portrait width, height);
    landscape when the grid does not fit upright."""
    register_fonts()
    sheet = printable_sheet(sheet)
    grid_plan = plan(sheet, size[0] - 2 * MARGIN, size[1] - 2 * MARGIN)
    if grid_plan.landscape:
        size = landscape(size)
    frame = size[0] - 2 * MARGIN
    buf = io.BytesIO()
    doc = SimpleDocTemplate(
        buf,
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN + 8,
        title=sheet.title,
        author="Scorekeeper",
        creator="Scorekeeper",
        subject=" · ".join(sheet.subtitle),
        invariant=int(invariant),
    )
    with _binary_streams():
        doc.build(
            story(sheet, grid_plan, frame),
            canvasmaker=_numbered_canvas(lambda c, n, total: _footer(c, sheet, n, total)),
        )
    return buf.getvalue()


@contextlib.contextmanager
def _binary_streams() -> Iterator[None]:
    """Compressed streams written as they are, not also in ASCII85 (reportlab's
    default: a pure-Python encoding, slow on a long sheet, that makes every
    stream a quarter larger). Only for this build: reportlab's setting is global."""
    before = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = before


def story(sheet: PrintedSheet, grid_plan: GridPlan, frame: float) -> list[Any]:
    h = sheet.h
    flow: list[Any] = [para(sheet.title, TITLE), *(para(line, SUB) for line in sheet.subtitle)]
    flow += [Spacer(1, 8), para(h["players"], H2), *pages.players(sheet, frame)]
    flow += [para(sheet.players_line, SMALL), Spacer(1, 8), para(h["rules"], H2)]
    flow.append(para(sheet.preset, SMALL))
    flow += [pages.rules(sheet, frame), *_deals(sheet, grid_plan)]
    if "double_round" in h and any(row.double_round for row in sheet.rows):
        flow.append(para(h["double_round"], SMALL))
    if sheet.rows:
        flow += [Spacer(1, 10), KeepTogether([para(h["chart"], H2), chart(sheet, frame)])]
    if sheet.notes:
        flow += [Spacer(1, 8), para(h["notes"], H2), *(para(n, SMALL) for n in sheet.notes)]
    return [*flow, PageBreak(), *pages.settlement(sheet)]


def _deals(sheet: PrintedSheet, grid_plan: GridPlan) -> list[Any]:
    """The grid under its heading; a grid split into parts (too many players for
    the page's width) has one heading a part, "Deals (1/2)", each on a new page."""
    parts = grids(sheet, grid_plan)
    if len(parts) == 1:
        return [Spacer(1, 8), para(sheet.h["deals"], H2), parts[0]]
    flow: list[Any] = []
    for n, part in enumerate(parts, 1):
        flow += [PageBreak(), para(f"{sheet.h['deals']} ({n}/{len(parts)})", H2), part]
    return flow


def _numbered_canvas(footer: Callable[[Any, int, int], None]) -> type:
    """A canvas that holds its pages back to print "page n of m" on each."""

    class NumberedCanvas(Canvas):  # type: ignore[misc]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            for number, state in enumerate(self._pages, 1):
                self.__dict__.update(state)
                footer(self, number, len(self._pages))
                super().showPage()
            super().save()

    return NumberedCanvas


def _footer(canvas: Any, sheet: PrintedSheet, number: int, total: int) -> None:
    """A rule, then the sheet's title and date on the left, "made …" and the page
    number on the right (two strings, so they never collide on an upright page)."""
    width = canvas._pagesize[0]
    y = MARGIN - 4
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.line(MARGIN, y + 10, width - MARGIN, y + 10)
    canvas.setFillColor(INK)
    made = sheet.h["made"].format(date=sheet.made)
    right = f"{made} · {sheet.h['page'].format(page=number, pages=total)}"
    room = width - 2 * MARGIN - text_width(right, 7) - 24
    left = fit_lines(f"{sheet.title} · {sheet.subtitle[0]}", room, 7)[0]
    canvas.setFont(font_for([left]), 7)
    canvas.drawString(MARGIN, y, left)
    canvas.setFont(font_for([right]), 7)
    canvas.drawRightString(width - MARGIN, y, right)
