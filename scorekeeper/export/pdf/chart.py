"""The chart of running totals: one line per player (per team in team games).

Running totals start again after a game end, so a dashed vertical line marks
each game end: a line falling to zero there is a new game, not a disaster.
"""

from __future__ import annotations

import math
from typing import Any

from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, String

from scorekeeper.export import fonts
from scorekeeper.export.pdf.text import INK, PALETTE, RULE, SHADE, fit_lines, font_for
from scorekeeper.export.sheet import PrintedSheet, Series

MAX_POINTS = 400  # a line of a 1,000-deal session is thinned to this many points
HEIGHT, LEGEND_W = 190.0, 130.0
MAX_MARKS = 40  # game-end marks drawn at most (a long session would be all dashes)


def chart(sheet: PrintedSheet, frame: float) -> Any:
    drawing = Drawing(frame, HEIGHT)
    plot = _plot(sheet, frame)
    drawing.add(plot)
    for mark in _game_marks(sheet, plot):
        drawing.add(mark)
    drawing.add(_axis_label(sheet.h["chart_x"], plot.x + plot.width))
    drawing.add(_legend(sheet.series, frame - LEGEND_W + 4, HEIGHT - 8))
    return drawing


def _plot(sheet: PrintedSheet, frame: float) -> Any:
    plot = LinePlot()
    plot.x, plot.y, plot.width, plot.height = 36, 22, frame - LEGEND_W - 46, HEIGHT - 30
    plot.data = [_thin(s.points) for s in sheet.series]
    plot.joinedLines = 1
    for i, _series in enumerate(sheet.series):
        plot.lines[i].strokeColor = PALETTE[i % len(PALETTE)]
        plot.lines[i].strokeWidth = 1.4
    _axes(plot, len(sheet.rows))
    return plot


def _axis_label(label: str, right: float) -> Any:
    font = font_for([label])
    return String(right, 2, label, fontName=font, fontSize=7, fillColor=INK, textAnchor="end")


def _game_marks(sheet: PrintedSheet, plot: Any) -> list[Any]:
    ends = [row.number for row in sheet.rows if row.game_end]
    if len(ends) > MAX_MARKS:
        return []
    scale = plot.width / max(len(sheet.rows), 1)
    top = plot.y + plot.height
    return [
        Line(x, plot.y, x, top, strokeColor=RULE, strokeWidth=0.8, strokeDashArray=[3, 2])
        for x in (plot.x + n * scale for n in ends)
    ]


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
    y.rangeRound = "both"  # the lowest and highest lines get a labelled tick


def _legend(series: tuple[Series, ...], x: float, y: float) -> Any:
    legend = Legend()
    legend.x, legend.y, legend.alignment = x, y, "right"
    legend.fontName = font_for([s.label for s in series])
    legend.fontSize, legend.columnMaximum = 8, 8
    legend.dx = legend.dy = 8
    room = LEGEND_W - legend.dx - 12  # the swatch and its gap
    legend.colorNamePairs = [
        (PALETTE[i % len(PALETTE)], fit_lines(s.label, room, legend.fontSize)[0])
        for i, s in enumerate(series)
    ]
    return legend
