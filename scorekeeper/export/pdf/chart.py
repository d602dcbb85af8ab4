"""The chart of running totals: one line per player (per team in team games)."""

from __future__ import annotations

import math
from typing import Any

from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing

from scorekeeper.export import fonts
from scorekeeper.export.pdf.text import PALETTE, RULE, SHADE, font_for
from scorekeeper.export.sheet import ScoreSheet, Series

MAX_POINTS = 400  # a line of a 1,000-deal session is thinned to this many points
HEIGHT, LEGEND_W = 190.0, 130.0


def chart(sheet: ScoreSheet, frame: float) -> Any:
    drawing = Drawing(frame, HEIGHT)
    plot = LinePlot()
    plot.x, plot.y, plot.width, plot.height = 36, 22, frame - LEGEND_W - 46, HEIGHT - 30
    plot.data = [_thin(s.points) for s in sheet.series]
    plot.joinedLines = 1
    for i, _series in enumerate(sheet.series):
        plot.lines[i].strokeColor = PALETTE[i % len(PALETTE)]
        plot.lines[i].strokeWidth = 1.4
    _axes(plot, len(sheet.rows))
    drawing.add(plot)
    drawing.add(_legend(sheet.series, frame - LEGEND_W + 4, HEIGHT - 8))
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
    legend.fontName = font_for([s.label for s in series])
    legend.fontSize, legend.columnMaximum = 8, 8
    legend.dx = legend.dy = 8
    legend.colorNamePairs = [(PALETTE[i % len(PALETTE)], s.label) for i, s in enumerate(series)]
    return legend
