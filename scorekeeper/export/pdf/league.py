"""A league's report as a PDF: the league sheet of :mod:`scorekeeper.league.sheet`
(the same words and figures as the window's league view) laid out on paper.

Title (the league's name), its game, season and tables; the standings; the
statistics per player (unless the league hides them or the caller leaves them
out); the season chart (one line per player of cumulative points, evening by
evening, drawn as the session sheet's chart is: :mod:`.chart`'s colours, axes
and legend); the list of evenings. The footer is the session sheet's (title,
"made DATE with Scorekeeper", "page n of m").

Every user string (the league's name, its tables, the players' names, the
places) goes through :func:`.text.para` (escaped) or is drawn as plain text, and
through :func:`.text.printable` first, so ``a<b`` and ``<img src=...>`` print as
typed and an emoji prints as its code point.
"""

from __future__ import annotations

import datetime
import io
import os
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import IO, TYPE_CHECKING, Any

from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, String
from reportlab.lib.enums import TA_RIGHT
from reportlab.platypus import KeepTogether, SimpleDocTemplate, Spacer

from scorekeeper.errors import RecordError
from scorekeeper.export import fonts
from scorekeeper.export.headings import headings
from scorekeeper.export.pdf import pages
from scorekeeper.export.pdf.chart import HEIGHT, LEGEND_W, _legend, _thin
from scorekeeper.export.pdf.document import _binary_streams, _numbered_canvas
from scorekeeper.export.pdf.text import (
    BODY,
    H2,
    HEAD,
    INK,
    MARGIN,
    PALETTE,
    RULE,
    SHADE,
    SMALL,
    SUB,
    TITLE,
    fit_lines,
    font_for,
    para,
    printable,
    register_fonts,
    style,
)
from scorekeeper.export.pdf.text import width as text_width
from scorekeeper.host.files import write_atomic
from scorekeeper.league.sheet import AboutSession, LeagueSheet, Series, league_sheet

if TYPE_CHECKING:
    from scorekeeper.league.model import LeagueReport

__all__ = ["export_league_pdf", "render_league"]

NUMBER = style(BODY.fontSize, align=TA_RIGHT)
RIGHT_STANDINGS = frozenset({2, 3, 4, 5, 6})  # points, money, games won, evenings, deals
RIGHT_STATS = frozenset({2, 3, 4})  # kontra given, kontra won, average


def export_league_pdf(
    report: LeagueReport,
    out: str | os.PathLike[str] | IO[bytes],
    *,
    page_size: str = "A4",
    language: str = "en",
    stats: bool = True,
    sessions: Mapping[int, AboutSession] | None = None,
    made: datetime.date | None = None,
    invariant: bool = False,
) -> None:
    """Write the league report ``report`` to ``out`` (a path, written whole or not
    at all, or a binary file). ``stats=False`` leaves the statistics out (as
    does the league's own ``hide_stats``); ``sessions``: each session's place
    and players for the list of evenings (the store's ``SessionInfo`` by id).
    Raises :class:`RecordError` for an unknown page size or language,
    :class:`~scorekeeper.host.files.WriteError` when the path cannot be written."""
    from scorekeeper.export.pdf import PAGE_SIZES

    if page_size not in PAGE_SIZES:
        raise RecordError("page_size", f"{page_size!r} is not one of A4, Letter")
    words = headings(language)  # checks the language
    sheet = league_sheet(report, language, stats=stats, sessions=sessions)
    when = (made or datetime.date.today()).isoformat()
    data = render_league(sheet, PAGE_SIZES[page_size], words, when, invariant=invariant)
    if isinstance(out, str | os.PathLike):
        write_atomic(out, data)
    else:
        out.write(data)


def render_league(
    sheet: LeagueSheet,
    size: tuple[float, float],
    words: Any,
    made: str,
    *,
    invariant: bool = False,
) -> bytes:
    register_fonts()
    sheet = _printable(sheet)
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
    footer_words = (words["made"].format(date=made), words["page"])
    with _binary_streams():
        doc.build(
            story(sheet, frame),
            canvasmaker=_numbered_canvas(
                lambda c, n, total: _footer(c, sheet, footer_words, n, total)
            ),
        )
    return buf.getvalue()


def story(sheet: LeagueSheet, frame: float) -> list[Any]:
    h = sheet.h
    flow: list[Any] = [para(sheet.title, TITLE), *(para(line, SUB) for line in sheet.subtitle)]
    flow += [Spacer(1, 8), para(h["standings"], H2)]
    flow.append(
        _table(sheet.standings_head, sheet.standings, _standing_widths(frame), RIGHT_STANDINGS)
    )
    if sheet.stats:
        flow += [Spacer(1, 10), para(h["statistics"], H2)]
        flow.append(_table(sheet.stats_head, sheet.stats, _stats_widths(frame), RIGHT_STATS))
    if sheet.season_dates:
        chart = season_chart(sheet, frame)
        flow += [Spacer(1, 10), KeepTogether([para(h["season"], H2), chart])]
    flow += [Spacer(1, 10), para(h["evenings"], H2)]
    flow += [para(f"{n}. {line}", BODY) for n, line in enumerate(sheet.evenings, 1)] or [
        para(h["no_evenings"], SMALL)
    ]
    return flow


def _standing_widths(frame: float) -> list[float]:
    # rank, player, points, money, games won, evenings, deals
    shares = (0.06, 0.28, 0.1, 0.24, 0.11, 0.11, 0.1)
    return [frame * s for s in shares]


def _stats_widths(frame: float) -> list[float]:
    # player, declared / made, kontra given, kontra won, average, best, worst
    shares = (0.18, 0.26, 0.09, 0.09, 0.1, 0.14, 0.14)
    return [frame * s for s in shares]


def _table(
    head: Sequence[str], rows: Sequence[Sequence[str]], widths: list[float], right: frozenset[int]
) -> Any:
    """A table with a shaded header row; cells are escaped Paragraphs (names may
    be Japanese or hostile), the columns ``right`` (numbers) right-aligned."""
    cells: list[list[Any]] = [[para(h, HEAD) for h in head]]
    cells += [[para(cell, NUMBER if i in right else BODY) for i, cell in enumerate(row)]
              for row in rows]  # fmt: skip
    extra = [
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]
    return pages.table(cells, widths, extra)


def season_chart(sheet: LeagueSheet, frame: float) -> Any:
    """One line per player of cumulative points over the evenings."""
    drawing = Drawing(frame, HEIGHT)
    plot = LinePlot()
    plot.x, plot.y, plot.width, plot.height = 36, 22, frame - LEGEND_W - 46, HEIGHT - 30
    plot.data = [_thin(line.points) for line in sheet.season]
    plot.joinedLines = 1
    for i, _line in enumerate(sheet.season):
        plot.lines[i].strokeColor = PALETTE[i % len(PALETTE)]
        plot.lines[i].strokeWidth = 1.4
    _axes(plot, len(sheet.season_dates))
    drawing.add(plot)
    label = sheet.h["evening"]
    drawing.add(
        String(plot.x + plot.width, 2, label, fontName=font_for([label]), fontSize=7,
               fillColor=INK, textAnchor="end")
    )  # fmt: skip
    drawing.add(_legend(sheet.season, frame - LEGEND_W + 4, HEIGHT - 8))
    return drawing


def _axes(plot: Any, evenings: int) -> None:
    x, y = plot.xValueAxis, plot.yValueAxis
    x.valueMin, x.valueMax = 0, max(evenings, 1)
    if evenings <= 20:
        x.valueStep = 1 if evenings <= 12 else 2
    for axis in (x, y):
        axis.labels.fontName, axis.labels.fontSize = fonts.LATIN.name, 7
        axis.strokeColor = RULE
    y.visibleGrid, y.gridStrokeColor, y.gridStrokeWidth = 1, SHADE, 0.5
    y.rangeRound = "both"


def _printable(sheet: LeagueSheet) -> LeagueSheet:
    def each(texts: Sequence[str]) -> tuple[str, ...]:
        return tuple(printable(t) for t in texts)

    return replace(
        sheet,
        h={key: printable(value) for key, value in sheet.h.items()},
        title=printable(sheet.title),
        subtitle=each(sheet.subtitle),
        standings_head=each(sheet.standings_head),
        standings=tuple(each(row) for row in sheet.standings),
        stats_head=each(sheet.stats_head),
        stats=tuple(each(row) for row in sheet.stats),
        season=tuple(Series(printable(s.label), s.points) for s in sheet.season),
        evenings=each(sheet.evenings),
    )


def _footer(
    canvas: Any, sheet: LeagueSheet, words: tuple[str, str], number: int, total: int
) -> None:
    """As the session sheet's footer: the league and its season on the left, "made
    …" and the page number on the right."""
    width = canvas._pagesize[0]
    y = MARGIN - 4
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.line(MARGIN, y + 10, width - MARGIN, y + 10)
    canvas.setFillColor(INK)
    right = f"{words[0]} · {words[1].format(page=number, pages=total)}"
    room = width - 2 * MARGIN - text_width(right, 7) - 24
    left = fit_lines(f"{sheet.title} · {sheet.subtitle[1]}", room, 7)[0]
    canvas.setFont(font_for([left]), 7)
    canvas.drawString(MARGIN, y, left)
    canvas.setFont(font_for([right]), 7)
    canvas.drawRightString(width - MARGIN, y, right)
