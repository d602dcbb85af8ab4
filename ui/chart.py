"""A line chart of the running totals of the current game, deal by deal
(QtCharts), redrawn whenever the session changes. Partners in the 4-player
Finnish games share one line ("Aino & Helmi"): they always score alike."""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from scorekeeper.session import SessionResult


def series_points(result: SessionResult) -> dict[str, list[tuple[int, int]]]:
    """Per side: (deal number, running total), from (0, 0). After the deal that
    ends a game the line drops straight to 0 at that deal (the next game starts
    from 0), rather than sloping down across the next deal."""
    record = result.record
    sides = record.game.teams(record.players)
    points = {" & ".join(side): [(0, 0)] for side in sides}
    for row in result.rows:
        for side in sides:
            line = points[" & ".join(side)]
            line.append((row.index + 1, row.totals[side[0]]))
            if row.game_over:
                line.append((row.index + 1, 0))
    return points


class RunningTotalsChart(QChartView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart = QChart()
        self._chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self._chart.setBackgroundVisible(False)
        self._x, self._y = QValueAxis(), QValueAxis()
        self._x.setLabelFormat("%d")
        self._y.setLabelFormat("%d")
        self._x.setTitleText(self.tr("Deal"))
        self._x.setTickType(QValueAxis.TickType.TicksDynamic)
        self._x.setTickAnchor(0)
        self._chart.addAxis(self._x, Qt.AlignmentFlag.AlignBottom)
        self._chart.addAxis(self._y, Qt.AlignmentFlag.AlignLeft)
        self.setChart(self._chart)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_result(self, result: SessionResult | None) -> None:
        self._chart.removeAllSeries()
        if result is None:
            return
        values = [0]
        for name, points in series_points(result).items():
            series = QLineSeries()
            series.setName(name)
            for x, y in points:
                series.append(x, y)
                values.append(y)
            self._chart.addSeries(series)
            series.attachAxis(self._x)
            series.attachAxis(self._y)
        deals = max(1, len(result.rows))
        self._x.setRange(0, deals)
        self._x.setTickInterval(max(1, -(-deals // 10)))
        low, high = min(values), max(values)
        self._y.setRange(low, max(high, low + 10))
        self._y.applyNiceNumbers()

    def series_names(self) -> list[str]:
        return [s.name() for s in self._chart.series()]
