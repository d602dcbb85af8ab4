"""A line chart of every player's running total of the current game, deal by
deal (QtCharts); redrawn whenever the session changes."""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from scorekeeper.session import SessionResult


def series_points(result: SessionResult) -> dict[str, list[tuple[int, int]]]:
    """Per player: (deal number, running total), starting from (0, 0); a new
    game starts again from 0 after the deal that ended the last one."""
    points = {p: [(0, 0)] for p in result.record.players}
    for row in result.rows:
        for player in points:
            points[player].append((row.index + 1, row.totals[player]))
    return points


class RunningTotalsChart(QChartView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart = QChart()
        self._chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self._chart.setMargins(self._chart.margins() * 0)
        self._chart.setBackgroundVisible(False)
        self.setChart(self._chart)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_result(self, result: SessionResult | None) -> None:
        self._chart.removeAllSeries()
        for axis in self._chart.axes():
            self._chart.removeAxis(axis)
        if result is None:
            return
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setLabelFormat("%d")
        y_axis.setLabelFormat("%d")
        x_axis.setTitleText(self.tr("Deal"))
        self._chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        self._chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        values = [0]
        for player, points in series_points(result).items():
            series = QLineSeries()
            series.setName(player)
            for x, y in points:
                series.append(x, y)
                values.append(y)
            self._chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
        deals = max(1, len(result.rows))
        x_axis.setRange(0, deals)
        x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        x_axis.setTickAnchor(0)
        x_axis.setTickInterval(max(1, -(-deals // 10)))
        low, high = min(values), max(values)
        y_axis.setRange(low, max(high, low + 10))
        y_axis.applyNiceNumbers()

    def series_names(self) -> list[str]:
        return [s.name() for s in self._chart.series()]
