"""A line chart of the running totals of the current game, deal by deal
(QtCharts), redrawn whenever the session changes: it draws the sheet model's
series (:attr:`scorekeeper.sheet.ScoreSheet.series`, the same the PDF draws; the
rule, dropping to 0 at a game end, is in :mod:`scorekeeper.sheet.model`).
Partners in the 4-player Finnish games share one line ("Aino & Helmi").

A dashed vertical line marks each game end (the sheet model's ``row.game_end``,
as the PDF chart does, ``scorekeeper/export/pdf/chart.py``): a line falling to 0
there is a new game, not a disaster. On a dark palette a line too dark to
read on the chart's background is lightened (``ui/palette.py``). The marks
are in the palette's text colour, half transparent, so they read on a light
and a dark palette; past
``MAX_GAME_MARKS`` game ends (the PDF's limit too) none are drawn, a long race
evening would be all dashes.

After one change at deal ``unchanged`` (the sheet model's, ``ui/score_sheet.py``)
each line keeps its points up to that deal and takes the sheet's from there on:
a deal added at the end appends one point per line (two at a game end). Every
change of an axis makes QtCharts place every point again, so the deal axis
runs to the next tick past the last deal (about ten deals of room) and the
score axis is set again only when the lowest or highest total changed.

Lines are drawn smoothed (antialiased) while each has at most ``SMOOTH_POINTS``
points; on a longer evening a segment is a few pixels wide, smoothing shows
nothing there and was most of the chart's drawing time."""

from __future__ import annotations

import html
from bisect import bisect_right
from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QEvent, QMargins, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

from scorekeeper import glossary
from scorekeeper.sheet import ScoreSheet, Series
from scorekeeper_ui.i18n import show
from scorekeeper_ui.palette import is_dark, readable

SMOOTH_POINTS = 200
MAX_GAME_MARKS = 40  # as the PDF chart's MAX_MARKS


class RunningTotalsChart(QChartView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart = QChart()
        self._chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self._chart.setBackgroundVisible(False)
        self._x, self._y = QValueAxis(), QValueAxis()
        self._span = (0, 0)  # the lowest and highest point drawn (and 0)
        self._axes = (0, 0, 0)  # the deal axis's end, the score axis's ends
        self._ends: tuple[int, ...] = ()  # the deals that ended a game, marked
        self._mark_pen = QPen(Qt.PenStyle.DashLine)
        self._x.setLabelFormat("%d")
        self._y.setLabelFormat("%d")
        for axis in (self._x, self._y):  # a small window shows the numbers, not "…"
            axis.setTruncateLabels(False)
            axis.setLabelsFont(_smaller(axis.labelsFont()))
            axis.setTitleFont(_smaller(axis.titleFont()))
        self._chart.legend().setFont(_smaller(self._chart.legend().font()))
        self._chart.setMargins(QMargins(4, 4, 4, 4))
        self._x.setTitleText(show(glossary.DEAL))
        self._x.setTickType(QValueAxis.TickType.TicksDynamic)
        self._x.setTickAnchor(0)
        self._chart.addAxis(self._x, Qt.AlignmentFlag.AlignBottom)
        self._chart.addAxis(self._y, Qt.AlignmentFlag.AlignLeft)
        self.setChart(self._chart)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._follow_palette()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._follow_palette()

    def _follow_palette(self) -> None:
        """Axes, grid and legend in the window's text colours (QtCharts' own theme
        draws them dark grey, unreadable on a dark palette)."""
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(palette.color(QPalette.ColorRole.Mid))
        grid.setAlpha(120)
        for axis in (self._x, self._y):
            axis.setLabelsColor(text)
            axis.setTitleBrush(text)
            axis.setLinePenColor(text)
            axis.setGridLineColor(grid)
        self._chart.legend().setLabelColor(text)
        self._colour_lines()
        mark = QColor(text)
        mark.setAlpha(150)
        self._mark_pen = QPen(mark, 1, Qt.PenStyle.DashLine)
        self.viewport().update()

    def set_sheet(self, sheet: ScoreSheet | None, *, unchanged: int | None = None) -> None:
        """Draw ``sheet``; ``unchanged``: the deal of the one change since the sheet
        drawn (``None``: draw it anew)."""
        self._set_game_ends(sheet)
        lines = self._lines()
        labels = [series.name() for series in lines]
        if sheet is None or unchanged is None or labels != [s.label for s in sheet.series]:
            self._redraw(sheet)
            return
        appended, edited = [*self._span], False
        for series, line in zip(lines, sheet.series, strict=True):
            keep = bisect_right(line.points, unchanged, key=lambda point: point[0])
            if series.count() > keep:  # a change before the last deal
                series.removePoints(keep, series.count() - keep)
                edited = True
            new = line.points[keep:]
            series.append([QPointF(x, y) for x, y in new])
            appended.extend(y for _x, y in new)
        self._span = _span(sheet.series) if edited else (min(appended), max(appended))
        self._set_axes(len(sheet.rows))
        self._smooth(lines)

    def set_lines(self, lines: Sequence[Series], steps: int, x_title: str) -> None:
        """Draw ``lines`` anew over ``steps`` along x titled ``x_title``, with no
        game-end marks: the league window's season chart (cumulative points,
        evening by evening), styled as the running totals are."""
        self._x.setTitleText(x_title)
        self._set_game_ends(None)
        self._draw(lines, steps)

    def _redraw(self, sheet: ScoreSheet | None) -> None:
        if sheet is None:
            self._chart.removeAllSeries()
            return
        self._draw(sheet.series, len(sheet.rows))

    def _draw(self, lines: Sequence[Series], steps: int) -> None:
        self._chart.removeAllSeries()
        for line in lines:
            series = QLineSeries()
            series.setName(line.label)
            series.append([QPointF(x, y) for x, y in line.points])
            self._chart.addSeries(series)
            self._plain_label(series, line.label)
            series.attachAxis(self._x)
            series.attachAxis(self._y)
        self._colour_lines()
        self._span, self._axes = _span(lines), (0, 0, 0)
        self._set_axes(steps)
        self._smooth(self._lines())

    def _plain_label(self, series: QLineSeries, text: str) -> None:
        """The legend prints ``text`` as typed: QtCharts reads a label that looks like
        markup as rich text (a player called ``a<b`` showed as "a"), so the label is
        given as rich text, escaped."""
        for marker in self._chart.legend().markers(series):
            marker.setLabel(f"<span>{html.escape(text, quote=False)}</span>")

    def legend_texts(self) -> list[str]:
        """The legend's labels as they read on the screen."""
        from PySide6.QtGui import QTextDocument

        texts = []
        for marker in self._chart.legend().markers():
            document = QTextDocument()
            document.setHtml(marker.label())
            texts.append(document.toPlainText())
        return texts

    def _smooth(self, lines: list[QLineSeries]) -> None:
        smooth = max((series.count() for series in lines), default=0) <= SMOOTH_POINTS
        if smooth != self.smoothed():
            self.setRenderHint(QPainter.RenderHint.Antialiasing, smooth)

    def smoothed(self) -> bool:
        return bool(self.renderHints() & QPainter.RenderHint.Antialiasing)

    def _lines(self) -> list[QLineSeries]:
        return [s for s in self._chart.series() if isinstance(s, QLineSeries)]

    def _set_axes(self, deals: int) -> None:
        """Deals along x, to the next tick; y from the lowest to the highest total
        (and 0), rounded to nice numbers. An axis is set only when it changed."""
        tick = max(1, -(-deals // 10))
        end = max(1, -(-deals // tick) * tick)
        low, high = self._span
        if end != self._axes[0]:
            self._x.setRange(0, end)
            self._x.setTickInterval(tick)
        if (low, high) != self._axes[1:]:
            self._y.setRange(low, max(high, low + 10))
            self._y.applyNiceNumbers()
        self._axes = (end, low, high)

    def _colour_lines(self) -> None:
        """On a dark palette, each line at least 3 : 1 against the chart's background
        (QtCharts' light-theme purple and red read at 2.6 and 2.9 : 1 on Fusion's
        dark grey): lightened until it is."""
        palette = self.palette()
        if is_dark(palette):
            background = palette.color(self.viewport().backgroundRole())
            for series in self._lines():
                series.setColor(readable(series.color(), background))

    def _set_game_ends(self, sheet: ScoreSheet | None) -> None:
        rows = sheet.rows if sheet is not None else ()
        ends = tuple(row.number for row in rows if row.game_end is not None)
        ends = ends if len(ends) <= MAX_GAME_MARKS else ()
        if ends != self._ends:
            self._ends = ends
            self.viewport().update()

    def game_ends(self) -> tuple[int, ...]:
        """The deals whose game end is marked."""
        return self._ends

    def mark_pen(self) -> QPen:
        return QPen(self._mark_pen)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The game-end marks, over the plot area from its bottom to its top."""
        super().drawForeground(painter, rect)
        if not self._ends:
            return
        plot = self._chart.mapRectToScene(self._chart.plotArea())
        painter.save()
        painter.setPen(self._mark_pen)
        for deal in self._ends:
            x = self._chart.mapToScene(self._chart.mapToPosition(QPointF(deal, 0))).x()
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.restore()

    def series_names(self) -> list[str]:
        return [s.name() for s in self._chart.series()]


def _smaller(font: QFont) -> QFont:
    smaller = QFont(font)
    smaller.setPointSizeF(font.pointSizeF() * 0.85)
    return smaller


def _span(lines: Sequence[Series]) -> tuple[int, int]:
    """The lowest and the highest point of the lines, and 0."""
    values = [y for line in lines for _x, y in line.points]
    return min([0, *values]), max([0, *values])  # no line at all: (0, 0)
