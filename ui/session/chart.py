"""A line chart of the running totals of the current game, deal by deal, drawn
with QPainter, redrawn whenever the session changes: it draws the sheet model's
series (:attr:`scorekeeper.sheet.ScoreSheet.series`, the same the PDF draws; the
rule, dropping to 0 at a game end, is in :mod:`scorekeeper.sheet.model`).
Partners in the 4-player Finnish games share one line ("Aino & Helmi").

It was a QtCharts chart until issue 14: QtCharts comes only with PySide6-Addons,
418 MiB of the 802 MiB an install took, for this one chart (README, "Start").
The widget draws what that chart drew, laid out by :meth:`RunningTotalsChart.layout`:

- the deal axis along the bottom, from 0 to the next tick past the last deal,
  a tick every ``⌈deals / 10⌉`` deals (about ten), titled "Deal" (the league's
  season chart: "Evening");
- the score axis on the left from the lowest to the highest total (and 0, at
  least 10 apart), widened to nice numbers as QtCharts' ``applyNiceNumbers``
  did (:func:`nice_range`: −14 … 22 becomes −20 … 30 with a tick every 10);
- a faint grid at the ticks, the axes, their numbers (real minus signs) and
  the title in the palette's text colour, so they read on a light and a dark
  palette, a size smaller than the window's text and never cut to "…";
- one line per series, 2 px wide, in QtCharts' light-theme colours (blue,
  green, orange, purple, red, then five more); on a dark palette a line too dark
  to read on the window's background is lightened (``ui/widgets/palette.py``);
- a dashed vertical line at each game end (the sheet model's ``row.game_end``,
  as the PDF chart does, ``scorekeeper/export/pdf/chart.py``): a line falling
  to 0 there is a new game, not a disaster. The marks are in the palette's text
  colour, half transparent; past ``MAX_GAME_MARKS`` game ends (the PDF's limit
  too) none are drawn, a long race evening would be all dashes;
- the legend under the axis title, a colour swatch and the label as typed
  (plain text: a name like ``a<b`` is not markup), in as many rows as it needs.

Each line is kept as its segments in deals and points (``QLineF``), placed on the
plot by the painter's transform, so a resize or an axis change moves no point.
After one change at deal ``unchanged`` (the sheet model's, ``ui/session/score_sheet.py``)
each line keeps its segments up to that deal and takes the sheet's from there on:
a deal added at the end is one segment more a line (two at a game end). Qt
strokes a 2 px polyline as one path, 20 to 100 times slower than its segments
one by one at 1,000 deals, so the segments are drawn one by one
(``bench/figures_ui.py``: the window's part of an Enter at 300 and at 1,000 deals
takes what it took with QtCharts). Lines are drawn smoothed (antialiased) while
each has at most ``SMOOTH_POINTS`` points; on a longer evening a segment is a few
pixels wide and smoothing shows nothing there."""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from scorekeeper.sheet import ScoreSheet, Series
from scorekeeper.words import glossary
from scorekeeper.words.figures import number
from scorekeeper_ui.widgets.i18n import show
from scorekeeper_ui.widgets.palette import is_dark, readable

SMOOTH_POINTS = 200
MAX_GAME_MARKS = 40  # as the PDF chart's MAX_MARKS
# QtCharts' light theme's five line colours, then five more (a league of ten and
# more players repeats them)
LINE_COLOURS = (
    "#209fdf",
    "#99ca53",
    "#f6a625",
    "#6d5fd5",
    "#bf593e",
    "#1b9e77",
    "#d6489a",
    "#8c6d31",
    "#5c7f9e",
    "#e7298a",
)
MARGIN = 4  # around everything
TICK = 4  # an axis tick's length, outside the plot
GAP = 3  # between a tick and its number, a number and the axis title
LINE_WIDTH = 2.0
SWATCH_GAP, ITEM_GAP = 4, 12  # the legend: swatch to label, item to item


@dataclass(frozen=True)
class Layout:
    """Where everything goes in a chart of a given size: ``plot`` is the area the
    lines are drawn in; ``x_ticks`` and ``y_ticks`` the ticks' values with their
    numbers' rectangles; ``legend`` each series' swatch, drawn label and its
    rectangle."""

    plot: QRectF
    x_range: tuple[int, int]
    y_range: tuple[int, int]
    x_ticks: tuple[tuple[int, str, QRectF], ...]
    y_ticks: tuple[tuple[int, str, QRectF], ...]
    title: QRectF
    legend: tuple[tuple[QRectF, str, QRectF], ...]

    def position(self, x: float, y: float) -> QPointF:
        """The pixel of the point (``x`` deals, ``y`` points)."""
        (x0, x1), (y0, y1) = self.x_range, self.y_range
        plot = self.plot
        return QPointF(
            plot.left() + (x - x0) / (x1 - x0) * plot.width(),
            plot.bottom() - (y - y0) / (y1 - y0) * plot.height(),
        )

    def transform(self) -> QTransform:
        """From deals and points to pixels, as :meth:`position` maps them."""
        (x0, x1), (y0, y1) = self.x_range, self.y_range
        sx, sy = self.plot.width() / (x1 - x0), -self.plot.height() / (y1 - y0)
        return QTransform(sx, 0, 0, sy, self.plot.left() - x0 * sx, self.plot.bottom() - y0 * sy)


class RunningTotalsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: tuple[Series, ...] = ()
        self._segments: list[list[QLineF]] = []  # each line's, in deals and points
        self._steps = 1  # the x axis's extent before rounding: the deals
        self._span = (0, 0)  # the lowest and highest point drawn (and 0)
        self._ends: tuple[int, ...] = ()  # the deals that ended a game, marked
        self._x_title = show(glossary.DEAL)
        self.setMinimumHeight(180)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return QSize(500, 260)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self.update()

    # -- what is drawn ---------------------------------------------------------------

    def set_sheet(self, sheet: ScoreSheet | None, *, unchanged: int | None = None) -> None:
        """Draw ``sheet``; ``unchanged``: the deal of the one change since the sheet
        drawn (the sheet model's, ``ui/session/score_sheet.py``; ``None``: draw it anew).
        Each line keeps its segments up to that deal and takes the sheet's from
        there on: a deal added at the end is one segment more a line (two at a game
        end)."""
        self._set_game_ends(sheet)
        if sheet is None:
            self._draw((), 1)
            return
        labels = [line.label for line in sheet.series]
        if unchanged is None or labels != self.series_names():
            self._draw(sheet.series, len(sheet.rows))
            return
        appended, edited = [*self._span], False
        for line, segments in zip(sheet.series, self._segments, strict=True):
            keep = bisect_right(line.points, unchanged, key=lambda point: point[0])
            start = max(keep - 1, 0)  # the segment from the last point kept on
            edited = edited or len(segments) > start  # a change before the last deal
            del segments[start:]
            segments.extend(_segments(line.points[start:]))
            appended.extend(y for _x, y in line.points[keep:])
        self._series, self._steps = sheet.series, len(sheet.rows)
        # deals added at the end only widen the span; a change further back may narrow it
        self._span = _span(self._series) if edited else (min(appended), max(appended))
        self.update()

    def set_lines(self, lines: Sequence[Series], steps: int, x_title: str) -> None:
        """Draw ``lines`` anew over ``steps`` along x titled ``x_title``, with no
        game-end marks: the league window's season chart (cumulative points,
        evening by evening), styled as the running totals are."""
        self._x_title = x_title
        self._set_game_ends(None)
        self._draw(lines, steps)

    def _draw(self, lines: Sequence[Series], steps: int) -> None:
        self._series = tuple(lines)
        self._segments = [_segments(line.points) for line in self._series]
        self._steps = steps
        self._span = _span(self._series)
        self.update()

    def _set_game_ends(self, sheet: ScoreSheet | None) -> None:
        rows = sheet.rows if sheet is not None else ()
        ends = tuple(row.number for row in rows if row.game_end is not None)
        self._ends = ends if len(ends) <= MAX_GAME_MARKS else ()

    def lines(self) -> tuple[Series, ...]:
        """The series drawn, one line each."""
        return self._series

    def drawn_points(self) -> list[list[tuple[float, float]]]:
        """Each line's points as its segments join them (in deals and points)."""
        return [
            [(s.x1(), s.y1()) for s in segments[:1]] + [(s.x2(), s.y2()) for s in segments]
            for segments in self._segments
        ]

    def series_names(self) -> list[str]:
        return [line.label for line in self._series]

    def x_title(self) -> str:
        return self._x_title

    def game_ends(self) -> tuple[int, ...]:
        """The deals whose game end is marked."""
        return self._ends

    def smoothed(self) -> bool:
        """Whether the lines are drawn antialiased: at most ``SMOOTH_POINTS`` each."""
        return max((len(line.points) for line in self._series), default=0) <= SMOOTH_POINTS

    # -- colours ---------------------------------------------------------------------

    def background(self) -> QColor:
        """The colour the chart is drawn on: its parent's, the window's."""
        return self.palette().color(self.backgroundRole())

    def line_colours(self) -> list[QColor]:
        """Each line's colour; on a dark palette, each at least 3 : 1 against the
        background (QtCharts' purple and red read at 2.6 and 2.9 : 1 on Fusion's
        dark grey): lightened until it is."""
        colours = [QColor(LINE_COLOURS[i % len(LINE_COLOURS)]) for i in range(len(self._series))]
        if is_dark(self.palette()):
            colours = [readable(colour, self.background()) for colour in colours]
        return colours

    def text_colour(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.WindowText)

    def grid_colour(self) -> QColor:
        grid = QColor(self.palette().color(QPalette.ColorRole.Mid))
        grid.setAlpha(120)
        return grid

    def mark_pen(self) -> QPen:
        """The game-end marks': the text colour, half transparent, dashed."""
        mark = QColor(self.text_colour())
        mark.setAlpha(150)
        return QPen(mark, 1, Qt.PenStyle.DashLine)

    def chart_font(self) -> QFont:
        """The axes' and the legend's: a size smaller than the window's text."""
        return _smaller(self.font())

    # -- layout ----------------------------------------------------------------------

    def axis_ranges(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        """(start, end, tick) of the deal axis and of the score axis."""
        deals = self._steps
        tick = max(1, -(-deals // 10))
        end = max(1, -(-deals // tick) * tick)
        low, high = self._span
        return (0, end, tick), nice_range(low, max(high, low + 10))

    def chart_layout(self) -> Layout:
        """Where the plot, the axes' numbers, the title and the legend go at the
        chart's present size and font."""
        metrics = QFontMetricsF(self.chart_font())
        line = metrics.height()
        width, height = float(self.width()), float(self.height())
        (x0, x1, x_step), (y0, y1, y_step) = self.axis_ranges()
        x_values = range(x0, x1 + 1, x_step)
        y_values = range(y0, y1 + 1, y_step)
        y_texts = [number(v) for v in y_values]
        x_texts = [number(v) for v in x_values]
        legend_rows = self._legend_rows(metrics, width - 2 * MARGIN)
        legend_height = len(legend_rows) * line
        left = MARGIN + max(metrics.horizontalAdvance(t) for t in y_texts) + GAP + TICK
        right = width - MARGIN - metrics.horizontalAdvance(x_texts[-1]) / 2
        top = MARGIN + line / 2
        bottom = height - MARGIN - legend_height - GAP - line - GAP - line - GAP - TICK
        plot = QRectF(round(left), round(top), 0, 0)
        plot.setRight(round(max(right, left + 1)))
        plot.setBottom(round(max(bottom, top + 1)))
        shell = Layout(plot, (x0, x1), (y0, y1), (), (), QRectF(), ())
        x_ticks = []
        for value, text in zip(x_values, x_texts, strict=True):
            at = shell.position(value, y0)
            w = metrics.horizontalAdvance(text)
            rect = QRectF(at.x() - w / 2, plot.bottom() + TICK + GAP, w, line)
            x_ticks.append((value, text, rect))
        y_ticks = []
        for value, text in zip(y_values, y_texts, strict=True):
            at = shell.position(x0, value)
            w = metrics.horizontalAdvance(text)
            rect = QRectF(plot.left() - TICK - GAP - w, at.y() - line / 2, w, line)
            y_ticks.append((value, text, rect))
        title_w = metrics.horizontalAdvance(self._x_title)
        title_top = plot.bottom() + TICK + GAP + line + GAP
        title = QRectF(plot.center().x() - title_w / 2, title_top, title_w, line)
        legend = []
        top_of_row = title.bottom() + GAP
        swatch_side = round(line * 0.55)
        for row in legend_rows:
            row_width = sum(w for _text, w in row) + ITEM_GAP * (len(row) - 1)
            x = (width - row_width) / 2
            for text, w in row:
                swatch = QRectF(
                    round(x), round(top_of_row + (line - swatch_side) / 2), swatch_side, swatch_side
                )
                text_left = x + swatch_side + SWATCH_GAP
                label = QRectF(text_left, top_of_row, w - swatch_side - SWATCH_GAP, line)
                legend.append((swatch, text, label))
                x += w + ITEM_GAP
            top_of_row += line
        return Layout(
            plot, (x0, x1), (y0, y1), tuple(x_ticks), tuple(y_ticks), title, tuple(legend)
        )

    def _legend_rows(self, metrics: QFontMetricsF, room: float) -> list[list[tuple[str, float]]]:
        """The legend's items (the label as drawn, the item's width with its swatch)
        in rows no wider than ``room``; a label wider than a row on its own ends
        with "…"."""
        swatch = round(metrics.height() * 0.55) + SWATCH_GAP
        rows: list[list[tuple[str, float]]] = []
        used = 0.0
        for line in self._series:
            text = metrics.elidedText(line.label, Qt.TextElideMode.ElideRight, room - swatch)
            w = swatch + metrics.horizontalAdvance(text)
            if rows and used + ITEM_GAP + w <= room:
                rows[-1].append((text, w))
                used += ITEM_GAP + w
            else:
                rows.append([(text, w)])
                used = w
        return rows

    def labels_inside(self) -> list[bool]:
        """For the deal axis and the score axis: whether every number is whole on
        the chart, clear of its neighbours and of the plot (a small window shows
        the numbers, not "…")."""
        layout = self.chart_layout()
        bounds = QRectF(self.rect())
        fits = []
        for ticks in (layout.x_ticks, layout.y_ticks):
            rects = [rect for _value, _text, rect in ticks]
            inside = all(
                bounds.contains(rect) and not rect.intersects(layout.plot) for rect in rects
            )
            apart = all(not a.intersects(b) for a, b in pairwise(rects))
            fits.append(inside and apart)
        return fits

    def legend_texts(self) -> list[str]:
        """The legend's labels as they read on the screen."""
        return [text for _swatch, text, _rect in self.chart_layout().legend]

    # -- painting --------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self.paint(painter)
        finally:
            painter.end()

    def paint(self, painter: QPainter) -> None:
        layout = self.chart_layout()
        painter.setFont(self.chart_font())
        self.paint_axes(painter, layout)
        self.paint_lines(painter, layout)
        self.paint_marks(painter, layout)
        self.paint_legend(painter, layout)

    def paint_axes(self, painter: QPainter, layout: Layout) -> None:
        plot = layout.plot
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(_thin(painter, QPen(self.grid_colour(), 1)))
        for value, _text, _rect in layout.x_ticks:
            x = layout.position(value, 0).x()
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for value, _text, _rect in layout.y_ticks:
            y = layout.position(0, value).y()
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        text = self.text_colour()
        painter.setPen(_thin(painter, QPen(text, 1)))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        centre = Qt.AlignmentFlag.AlignCenter
        for value, label, rect in layout.x_ticks:
            x = layout.position(value, 0).x()
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + TICK))
            painter.drawText(rect, centre, label)
        for value, label, rect in layout.y_ticks:
            y = layout.position(0, value).y()
            painter.drawLine(QPointF(plot.left() - TICK, y), QPointF(plot.left(), y))
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label
            )
        painter.drawText(layout.title, centre, self._x_title)
        painter.restore()

    def paint_lines(self, painter: QPainter, layout: Layout) -> None:
        """Each line's segments, kept in deals and points, put on the plot by the
        painter's transform (a cosmetic pen stays 2 px wide). Segments, not one
        polyline: Qt strokes a 2 px polyline of 1,000 points as one path, 20 to
        100 times slower than its segments one by one."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, self.smoothed())
        margin = LINE_WIDTH
        painter.setClipRect(layout.plot.adjusted(-margin, -margin, margin, margin))
        painter.setTransform(layout.transform(), combine=True)
        for segments, colour in zip(self._segments, self.line_colours(), strict=True):
            pen = _thin(painter, QPen(colour, LINE_WIDTH))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)  # the segments' joints round
            painter.setPen(pen)
            painter.drawLines(segments)
        painter.restore()

    def paint_marks(self, painter: QPainter, layout: Layout) -> None:
        """The game-end marks, over the plot area from its bottom to its top."""
        if not self._ends:
            return
        plot = layout.plot
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(_thin(painter, self.mark_pen()))
        for deal in self._ends:
            x = round(layout.position(deal, 0).x())
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.restore()

    def paint_legend(self, painter: QPainter, layout: Layout) -> None:
        painter.save()
        painter.setPen(self.text_colour())
        for (swatch, text, rect), colour in zip(layout.legend, self.line_colours(), strict=True):
            painter.fillRect(swatch, colour)
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        painter.restore()


def nice_range(low: int, high: int, ticks: int = 5) -> tuple[int, int, int]:
    """(start, end, tick) of an axis from ``low`` to ``high`` with about ``ticks``
    ticks, widened to nice numbers (1, 2 or 5 times a power of ten) as QtCharts'
    ``QValueAxis.applyNiceNumbers`` does: −14 … 22 spans 36, rounded up to 50; a
    tick every 50 / 4 = 12.5, rounded to 10; −20 … 30."""
    span = _nice(high - low, ceiling=True)
    step = max(1, int(_nice(span / (ticks - 1), ceiling=False)))
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


def _nice(x: float, *, ceiling: bool) -> float:
    power: float = 10 ** math.floor(math.log10(x))  # an int from 10 up (exact), else a float
    q = x / power
    if ceiling:
        q = 1 if q <= 1 else 2 if q <= 2 else 5 if q <= 5 else 10
    else:
        q = 1 if q < 1.5 else 2 if q < 3 else 5 if q < 7 else 10
    return q * power


def _thin(painter: QPainter, pen: QPen) -> QPen:
    """``pen`` as wide on the screen whatever the painter's transform: cosmetic,
    its width in the device's pixels (times its pixel ratio: 2 px wide is 4 device
    pixels on a 200 % screen). A cosmetic pen is drawn much faster than one that
    the transform scales."""
    pen = QPen(pen)
    pen.setWidthF(pen.widthF() * painter.device().devicePixelRatioF())
    pen.setCosmetic(True)
    return pen


def _segments(points: Sequence[tuple[int, int]]) -> list[QLineF]:
    return [QLineF(a, b, c, d) for (a, b), (c, d) in pairwise(points)]


def _span(lines: Sequence[Series]) -> tuple[int, int]:
    """The lowest and the highest point of the lines, and 0."""
    values = [y for line in lines for _x, y in line.points]
    return min([0, *values]), max([0, *values])  # no line at all: (0, 0)


def _smaller(font: QFont) -> QFont:
    smaller = QFont(font)
    if font.pointSizeF() > 0:
        smaller.setPointSizeF(font.pointSizeF() * 0.85)
    else:  # a font sized in pixels
        smaller.setPixelSize(max(1, round(font.pixelSize() * 0.85)))
    return smaller
