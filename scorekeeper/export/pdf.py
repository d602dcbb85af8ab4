"""A replayed session printed as a PDF score sheet (the only module using reportlab).

:func:`export_pdf` lays out what :mod:`scorekeeper.export.sheet` says: title,
players, house rules, the deal grid (its two header rows repeated on every page),
the running-totals chart, the final totals and, on a page of its own, the
settlement. A4 or Letter; landscape when the grid's columns do not fit upright.

Every user string (names, place, note, contracts) is escaped before it goes into
a Paragraph, so ``<b>`` or ``<img src="..."/>`` prints as typed and reads no
file; plain table cells are drawn as text and never parsed. The fonts are the
TrueType files of ``resources/fonts`` (:mod:`scorekeeper.export.fonts`), embedded
as subsets; a column or run holding CJK text is set in the Japanese font.
The file is built in memory and written only when complete.
"""

from __future__ import annotations

import datetime
import io
import math
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any
from xml.sax.saxutils import escape

from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    KeepTogether,
    LongTable,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from scorekeeper.errors import RecordError
from scorekeeper.export import fonts
from scorekeeper.export.sheet import GridRow, ScoreSheet, Series, build_sheet
from scorekeeper.session import SessionResult

PAGE_SIZES = {"A4": A4, "Letter": LETTER}
MARGIN = 40.0
CELL = 8.0  # font size of the grid
PAD = 3.0  # left and right padding of a grid cell
FIXED = 3  # No., dealer, declarer; then contract and result, then 2 columns a player
NAME_MAX, FLEX_MIN = 80.0, 60.0
INK, RULE, SHADE = (
    colors.HexColor("#1f2a36"),
    colors.HexColor("#8a96a3"),
    colors.HexColor("#eef1f4"),
)
DOUBLE, GAME_END = colors.HexColor("#fff1c9"), colors.HexColor("#dfe9f5")
PALETTE = [
    colors.HexColor(c)
    for c in (
        "#1f77b4",
        "#d62728",
        "#2ca02c",
        "#ff7f0e",
        "#9467bd",
        "#8c564b",
        "#e377c2",
        "#17becf",
    )
]


def export_pdf(
    result: SessionResult,
    out: str | os.PathLike[str] | IO[bytes],
    *,
    page_size: str = "A4",
    language: str = "en",
    made: datetime.date | None = None,
    invariant: bool = False,
) -> None:
    """Write the score sheet of ``result`` to ``out`` (a path or a binary file).

    ``made`` is the date printed as the export date (default today);
    ``invariant`` makes the bytes reproducible (fixed creation date and ID).
    Raises :class:`RecordError` for an unknown ``page_size`` or ``language``.
    """
    if page_size not in PAGE_SIZES:
        raise RecordError("page_size", f"{page_size!r} is not one of A4, Letter")
    sheet = build_sheet(result, language=language, made=made)
    data = render(sheet, PAGE_SIZES[page_size], invariant=invariant)
    _write(data, out)


def _write(data: bytes, out: str | os.PathLike[str] | IO[bytes]) -> None:
    if not isinstance(out, str | os.PathLike):
        out.write(data)
        return
    path = Path(out)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def render(sheet: ScoreSheet, size: tuple[float, float], *, invariant: bool = False) -> bytes:
    """The PDF bytes of ``sheet`` on paper ``size`` (portrait width, height)."""
    _register_fonts()
    widths = _grid_widths(sheet)
    if sum(widths) > size[0] - 2 * MARGIN:
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
    doc.build(
        _story(sheet, _fit(widths, frame), frame),
        canvasmaker=_numbered_canvas(lambda c, n, total: _footer(c, sheet, n, total)),
    )
    return buf.getvalue()


# --- fonts and text --------------------------------------------------------------


def _register_fonts() -> None:
    registered = set(pdfmetrics.getRegisteredFontNames())
    for font in fonts.ALL:
        if font.name not in registered:
            pdfmetrics.registerFont(TTFont(font.name, str(font.path)))
    bold = fonts.LATIN_BOLD.name
    pdfmetrics.registerFontFamily(
        fonts.LATIN.name,
        normal=fonts.LATIN.name,
        bold=bold,
        italic=fonts.LATIN.name,
        boldItalic=bold,
    )
    cjk = fonts.CJK.name
    pdfmetrics.registerFontFamily(cjk, normal=cjk, bold=cjk, italic=cjk, boldItalic=cjk)


def markup(text: str) -> str:
    """Paragraph markup printing ``text`` literally, CJK runs in the Japanese font."""
    return "".join(
        f'<font face="{fonts.CJK.name}">{escape(run)}</font>' if cjk else escape(run)
        for cjk, run in fonts.script_runs(text)
    )


def _font_for(texts: Sequence[str], bold: bool = False) -> str:
    if any(fonts.needs_cjk(t) for t in texts):
        return fonts.CJK.name
    return fonts.LATIN_BOLD.name if bold else fonts.LATIN.name


def _width(text: str, size: float = CELL, *, bold: bool = False) -> float:
    return float(pdfmetrics.stringWidth(text, _font_for([text], bold), size))


def _style(size: float, *, bold: bool = False, align: int = 0, space: float = 0) -> Any:
    name = fonts.LATIN_BOLD.name if bold else fonts.LATIN.name
    return ParagraphStyle(
        name=f"s{size}{bold}{align}",
        fontName=name,
        fontSize=size,
        leading=size * 1.25,
        alignment=align,
        textColor=INK,
        spaceAfter=space,
    )


TITLE, SUB, H2 = _style(18, bold=True, space=4), _style(10), _style(12, bold=True, space=4)
BODY, SMALL = _style(9), _style(7.5)
HEAD, CELL_P = _style(CELL, bold=True, align=TA_CENTER), _style(CELL)


def _p(text: str, style: Any = BODY) -> Any:
    return Paragraph(markup(text), style)


# --- page furniture ------------------------------------------------------------------


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


def _footer(canvas: Any, sheet: ScoreSheet, number: int, total: int) -> None:
    width = canvas._pagesize[0]
    y = MARGIN - 4
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.line(MARGIN, y + 10, width - MARGIN, y + 10)
    canvas.setFillColor(INK)
    left = f"{sheet.title} · {sheet.subtitle[0]}"
    made = sheet.h["made"].format(date=sheet.made)
    page = sheet.h["page"].format(page=number, pages=total)
    for text, x, draw in (
        (left, MARGIN, canvas.drawString),
        (made, width / 2, canvas.drawCentredString),
        (page, width - MARGIN, canvas.drawRightString),
    ):
        canvas.setFont(_font_for([text]), 7)
        draw(x, y, text)


# --- the story -------------------------------------------------------------------------


def _story(sheet: ScoreSheet, widths: list[float], frame: float) -> list[Any]:
    h = sheet.h
    story: list[Any] = [_p(sheet.title, TITLE), *(_p(line, SUB) for line in sheet.subtitle)]
    story += [Spacer(1, 8), _p(h["players"], H2), _players(sheet, frame)]
    story += [_p(sheet.players_line, SMALL), Spacer(1, 8), _p(h["rules"], H2)]
    story += [_rules(sheet, frame), Spacer(1, 8), _p(h["deals"], H2), _grid(sheet, widths)]
    if any(row.double_round for row in sheet.rows):
        story.append(_p(h["double_round"], SMALL))
    if sheet.rows:
        story += [Spacer(1, 10), KeepTogether([_p(h["chart"], H2), _chart(sheet, frame)])]
    story += [Spacer(1, 8), KeepTogether(_final(sheet))]
    if sheet.notes:
        story += [Spacer(1, 8), _p(h["notes"], H2), *(_p(n, SMALL) for n in sheet.notes)]
    return [*story, PageBreak(), *_settlement(sheet)]


def _table(rows: list[list[Any]], widths: list[float] | None, extra: list[Any]) -> Any:
    style = [
        ("FONT", (0, 0), (-1, -1), fonts.LATIN.name, 9),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        *extra,
    ]
    return Table(rows, colWidths=widths, style=TableStyle(style), hAlign="LEFT")


def _players(sheet: ScoreSheet, frame: float) -> Any:
    cells = [_p(f"{i}. {name}") for i, name in enumerate(sheet.players, 1)]
    per_row = 4
    rows = [cells[i : i + per_row] for i in range(0, len(cells), per_row)]
    rows[-1] += [""] * (per_row - len(rows[-1]))
    return _table(rows, [frame / per_row] * per_row, [("LINEBELOW", (0, 0), (-1, -1), 0, SHADE)])


def _rules(sheet: ScoreSheet, frame: float) -> Any:
    h = sheet.h
    rows: list[list[Any]] = [[_p(h["rule"], HEAD), _p(h["value"], HEAD), _p(h["about"], HEAD)]]
    extra: list[Any] = [("BACKGROUND", (0, 0), (-1, 0), SHADE)]
    for i, rule in enumerate(sheet.rules, 1):
        mark = h["changed"].format(default=rule.default) if rule.changed else h["default"]
        rows.append([rule.key, _p(f"{rule.value} — {mark}", BODY), _p(rule.help, SMALL)])
        if rule.changed:
            extra += [("BACKGROUND", (0, i), (-1, i), DOUBLE)]
    rows.append([h["stake"], _p(sheet.stake), ""])
    return _table(rows, [frame * 0.22, frame * 0.3, frame * 0.48], extra)


def _final(sheet: ScoreSheet) -> list[Any]:
    h = sheet.h
    rows: list[list[Any]] = [[_p(h["player"], HEAD), _p(h["points"], HEAD)]]
    rows += [[_p(player), points] for player, points, _ in sheet.totals]
    table = _table(
        rows,
        [160, 70],
        [("ALIGN", (1, 1), (1, -1), "RIGHT"), ("BACKGROUND", (0, 0), (-1, 0), SHADE)],
    )
    return [_p(h["totals"], H2), table, *(_p(line, BODY) for line in sheet.games)]


def _settlement(sheet: ScoreSheet) -> list[Any]:
    h = sheet.h
    rows: list[list[Any]] = [[_p(h["player"], HEAD), _p(h["points"], HEAD), _p(h["balance"], HEAD)]]
    rows += [[_p(player), points, balance] for player, points, balance in sheet.totals]
    table = _table(
        rows,
        [160, 70, 110],
        [("ALIGN", (1, 1), (-1, -1), "RIGHT"), ("BACKGROUND", (0, 0), (-1, 0), SHADE)],
    )
    payments = [_p(f"• {line}", _style(11)) for line in sheet.payments]
    return [
        _p(h["settlement"], TITLE),
        _p(f"{h['stake']}: {sheet.stake}", SUB),
        Spacer(1, 8),
        table,
        Spacer(1, 12),
        _p(h["payments"], H2),
        *payments,
    ]


# --- the deal grid ------------------------------------------------------------------------


def _columns(sheet: ScoreSheet) -> list[list[str]]:
    """The grid's text, column by column (numbers as printed)."""
    rows = sheet.rows
    cols = [
        [_number(r) for r in rows],
        [r.dealer for r in rows],
        [r.declarer for r in rows],
        [r.contract for r in rows],
        [r.result for r in rows],
    ]
    for i in range(len(sheet.players)):
        cols += [[r.deltas[i] for r in rows], [r.totals[i] for r in rows]]
    return cols


def _number(row: GridRow) -> str:
    return f"{row.number} ×2" if row.double_round else str(row.number)


def _grid_widths(sheet: ScoreSheet) -> list[float]:
    """Natural column widths: the widest cell, names capped, numbers alike."""
    cols = _columns(sheet)
    natural = [
        max([_width(t) for t in col] + [_width(head, bold=True)]) + 2 * PAD + 2
        for col, head in zip(cols, _head_words(sheet), strict=False)
    ]
    numbers = max([*natural[FIXED + 2 :], _width("-0000") + 2 * PAD])
    names = [max(_width(p, CELL) / 2 + PAD, numbers) for p in sheet.players]
    return [
        natural[0],
        min(natural[1], NAME_MAX),
        min(natural[2], NAME_MAX),
        max(natural[3], FLEX_MIN),
        max(natural[4], FLEX_MIN),
    ] + [w for n in names for w in (n, n)]


def _head_words(sheet: ScoreSheet) -> list[str]:
    h = sheet.h
    return [h["number"], h["dealer"], h["declarer"], h["contract"], h["result"]]


def _fit(widths: list[float], frame: float) -> list[float]:
    """Give contract and result what is left of the frame (text wider wraps)."""
    rest = frame - sum(widths[:FIXED]) - sum(widths[FIXED + 2 :])
    contract, result = widths[FIXED], widths[FIXED + 1]
    share = contract / (contract + result)
    new = max(FLEX_MIN, rest * share), max(FLEX_MIN, rest * (1 - share))
    return [*widths[:FIXED], *new, *widths[FIXED + 2 :]]


def _grid(sheet: ScoreSheet, widths: list[float]) -> Any:
    rows = _grid_head(sheet)
    style = _grid_style(sheet)
    for row in sheet.rows:
        rows.append(_grid_cells(row, widths))
        r = len(rows) - 1
        if row.double_round:
            style.append(("BACKGROUND", (0, r), (-1, r), DOUBLE))
        if row.thrown_in:
            style.append(("TEXTCOLOR", (0, r), (-1, r), RULE))
        if row.game_end:
            rows.append([_p(row.game_end, _style(CELL, bold=True))] + [""] * (len(widths) - 1))
            style += [
                ("SPAN", (0, r + 1), (-1, r + 1)),
                ("BACKGROUND", (0, r + 1), (-1, r + 1), GAME_END),
                ("LINEABOVE", (0, r + 1), (-1, r + 1), 1, INK),
            ]
    return LongTable(rows, colWidths=widths, repeatRows=2, style=TableStyle(style))


def _grid_head(sheet: ScoreSheet) -> list[list[Any]]:
    h = sheet.h
    top: list[Any] = [_p(w, HEAD) for w in _head_words(sheet)]
    sub: list[Any] = [""] * len(top)
    for name in sheet.players:
        top += [_p(name, HEAD), ""]
        sub += [_p(h["delta"], HEAD), _p(h["total"], HEAD)]
    return [top, sub]


def _grid_cells(row: GridRow, widths: list[float]) -> list[Any]:
    texts = [_number(row), row.dealer, row.declarer, row.contract, row.result]
    cells: list[Any] = [
        _p(t, CELL_P) if _width(t) > w - 2 * PAD else t for t, w in zip(texts, widths, strict=False)
    ]
    for delta, total in zip(row.deltas, row.totals, strict=True):
        cells += [delta, total]
    return cells


def _grid_style(sheet: ScoreSheet) -> list[Any]:
    last = FIXED + 2 + 2 * len(sheet.players) - 1
    style: list[Any] = [
        ("FONT", (0, 0), (-1, -1), fonts.LATIN.name, CELL),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("LEFTPADDING", (0, 0), (-1, -1), PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (-1, 1), SHADE),
        ("ROWBACKGROUNDS", (0, 2), (-1, -1), [colors.white, colors.HexColor("#f7f8fa")]),
        ("INNERGRID", (0, 0), (-1, -1), 0.25, RULE),
        ("BOX", (0, 0), (-1, -1), 0.8, INK),
        ("LINEBELOW", (0, 1), (-1, 1), 0.8, INK),
        ("ALIGN", (0, 2), (0, -1), "RIGHT"),
        ("ALIGN", (FIXED + 2, 2), (-1, -1), "RIGHT"),
    ]
    for c in range(5):
        style.append(("SPAN", (c, 0), (c, 1)))
    for c in range(FIXED + 2, last, 2):
        style += [
            ("SPAN", (c, 0), (c + 1, 0)),
            ("LINEBEFORE", (c, 0), (c, -1), 0.8, INK),
            ("FONT", (c + 1, 2), (c + 1, -1), fonts.LATIN_BOLD.name, CELL),
        ]
    for c, col in enumerate(_columns(sheet)[: FIXED + 2]):
        if any(fonts.needs_cjk(t) for t in col):
            style.append(("FONTNAME", (c, 2), (c, -1), fonts.CJK.name))
    return style


# --- the chart ---------------------------------------------------------------------------


MAX_POINTS = 400  # a line of a 1,000-deal session is thinned to this many points


def _chart(sheet: ScoreSheet, frame: float) -> Any:
    height, legend_w = 190.0, 130.0
    drawing = Drawing(frame, height)
    plot = LinePlot()
    plot.x, plot.y, plot.width, plot.height = 36, 22, frame - legend_w - 46, height - 30
    plot.data = [_thin(s.points) for s in sheet.series]
    plot.joinedLines = 1
    for i, _series in enumerate(sheet.series):
        plot.lines[i].strokeColor = PALETTE[i % len(PALETTE)]
        plot.lines[i].strokeWidth = 1.4
    _axes(plot, len(sheet.rows))
    drawing.add(plot)
    drawing.add(_legend(sheet.series, frame - legend_w + 4, height - 8))
    return drawing


def _thin(points: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    step = math.ceil(len(points) / MAX_POINTS)
    thinned = list(points[::step])
    if thinned[-1] != points[-1]:
        thinned.append(points[-1])
    return thinned


def _axes(plot: Any, deals: int) -> None:
    x, y = plot.xValueAxis, plot.yValueAxis
    x.valueMin, x.valueMax = 0, max(deals, 1)
    if deals <= 20:
        x.valueStep = 1 if deals <= 12 else 2
    for axis in (x, y):
        axis.labels.fontName, axis.labels.fontSize = fonts.LATIN.name, 7
        axis.strokeColor = RULE
    y.visibleGrid, y.gridStrokeColor, y.gridStrokeWidth = 1, SHADE, 0.5


def _legend(series: tuple[Series, ...], x: float, y: float) -> Any:
    legend = Legend()
    legend.x, legend.y, legend.alignment = x, y, "right"
    legend.fontName = _font_for([s.label for s in series])
    legend.fontSize, legend.columnMaximum = 8, 8
    legend.dx = legend.dy = 8
    legend.colorNamePairs = [(PALETTE[i % len(PALETTE)], s.label) for i, s in enumerate(series)]
    return legend
