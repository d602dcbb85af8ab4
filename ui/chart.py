"""A line chart of the running totals of the current game, deal by deal
(QtCharts), redrawn whenever the session changes: it draws the sheet model's
series (:attr:`scorekeeper.sheet.ScoreSheet.series`, the same the PDF draws; the
rule, dropping to 0 at a game end, is in :mod:`scorekeeper.sheet.model`).
Partners in the 4-player Finnish games share one line ("Aino & Helmi")."""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from scorekeeper import glossary
from scorekeeper.sheet import ScoreSheet
from ui.i18n import show


class RunningTotalsChart(QChartView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart = QChart()
        self._chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self._chart.setBackgroundVisible(False)
        self._x, self._y = QValueAxis(), QValueAxis()
        self._x.setLabelFormat("%d")
        self._y.setLabelFormat("%d")
        self._x.setTitleText(show(glossary.DEAL))
        self._x.setTickType(QValueAxis.TickType.TicksDynamic)
        self._x.setTickAnchor(0)
        self._chart.addAxis(self._x, Qt.AlignmentFlag.AlignBottom)
        self._chart.addAxis(self._y, Qt.AlignmentFlag.AlignLeft)
        self.setChart(self._chart)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        self._chart.removeAllSeries()
        if sheet is None:
            return
        values = [0]
        for line in sheet.series:
            series = QLineSeries()
            series.setName(line.label)
            for x, y in line.points:
                series.append(x, y)
                values.append(y)
            self._chart.addSeries(series)
            series.attachAxis(self._x)
            series.attachAxis(self._y)
        deals = max(1, len(sheet.rows))
        self._x.setRange(0, deals)
        self._x.setTickInterval(max(1, -(-deals // 10)))
        low, high = min(values), max(values)
        self._y.setRange(low, max(high, low + 10))
        self._y.applyNiceNumbers()

    def series_names(self) -> list[str]:
        return [s.name() for s in self._chart.series()]
