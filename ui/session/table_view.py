"""The table view: the session's scoreboard in type large enough to read from two
metres, for a second monitor, a projector or the laptop turned towards the table.

It shows what the banner shows (``ScoreSheet.side_scores``: one total per side, so
partners in the Finnish games have one; the next dealer, the game and its target,
a double round, the last game won) and the last deal's breakdown in words, all from
the core's sheet model; it works nothing out itself.

The type follows the window: the totals take about a fifth of its height, as wide
as the widest total allows, and Ctrl+plus / Ctrl+minus (Ctrl+0: back) scale
everything on top of that. F11 switches full screen; Esc leaves full screen, then
closes the view. :meth:`TableView.show_on_table` opens it full screen on a second
screen when there is one (the window keeps the first), else as a large window
that fits the screen (``ui/widgets/screen_fit.py``: on a 1024×600 laptop the last deal
and the fourth total were off-screen).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from scorekeeper.session.end import EndState
from scorekeeper.sheet import ScoreSheet
from scorekeeper.words.figures import number
from scorekeeper_ui.session.page import leaders, status_text
from scorekeeper_ui.widgets.i18n import show
from scorekeeper_ui.widgets.screen_fit import fit_main_window
from scorekeeper_ui.widgets.settings import zoomed

WANTED_SIZE = QSize(1200, 760)  # beside the main window: as much of the screen as it may


class TableView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(QCoreApplication.translate("TableView", "Table view"))
        self.zoom = 1.0
        self.names: dict[str, QLabel] = {}
        self.totals: dict[str, QLabel] = {}
        self._grid = QGridLayout()
        self.status = _label(self, wrap=True)
        self.last_deal = _label(self, wrap=True)
        self.last_deal.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(self._grid, 3)
        layout.addWidget(self.status, 1)
        layout.addWidget(self.last_deal, 2)

    def set_sheet(self, sheet: ScoreSheet) -> None:
        """Show ``sheet``: the sides' totals, the status line and the last deal."""
        scores = dict(sheet.side_scores)
        if tuple(self.totals) != tuple(scores):
            self._rebuild(tuple(scores))
        ahead = leaders(scores)
        for side, label in self.totals.items():
            label.setText(number(scores[side]))
            font = label.font()
            font.setBold(side in ahead)
            label.setFont(font)
        self.status.setText(status_text(sheet))
        self.last_deal.setText(_last_deal(sheet))
        self._fit()

    def set_end(self, sheet: ScoreSheet, end: EndState | None) -> None:
        """The session end as the clock finds it now (a time end passes without a deal)."""
        self.status.setText(status_text(sheet, end))

    def show_on_table(self) -> None:
        """Full screen on a second screen if there is one, else a large window
        beside the main one."""
        screens = self.screen().virtualSiblings() if self.screen() else []
        parent = self.parentWidget()
        main = parent.screen() if parent is not None else None
        others = [s for s in screens if s is not main]
        if others:
            self.setGeometry(others[0].geometry())
            self.showFullScreen()
        else:
            if not self.isVisible():  # where it was, when it is up already
                fit_main_window(self, WANTED_SIZE)  # a 1024×600 laptop too
            self.show()
        self.raise_()
        self.activateWindow()

    # -- zoom and keys -------------------------------------------------------------

    def zoom_by(self, steps: int) -> None:
        """Ctrl+plus (+1) and Ctrl+minus (−1); 0 goes back to the fitted size."""
        self.zoom = zoomed(self.zoom, steps)
        self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.ZoomIn) or (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
        ):
            self.zoom_by(1)
        elif event.matches(QKeySequence.StandardKey.ZoomOut):
            self.zoom_by(-1)
        elif (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.key() == Qt.Key.Key_0
        ):
            self.zoom_by(0)
        elif event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif event.key() == Qt.Key.Key_Escape:
            self.showNormal() if self.isFullScreen() else self.close()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    # -- layout --------------------------------------------------------------------

    def _rebuild(self, sides: tuple[str, ...]) -> None:
        for label in [*self.names.values(), *self.totals.values()]:
            self._grid.removeWidget(label)
            label.hide()
            label.deleteLater()
        self.names, self.totals = {}, {}
        for column, side in enumerate(sides):
            self.names[side] = _label(self, text=side)
            self.totals[side] = _label(self, text="0")
            self._grid.addWidget(self.names[side], 0, column)
            self._grid.addWidget(self.totals[side], 1, column)

    def _fit(self) -> None:
        """Type sizes from the window's size (see the module docstring), times the zoom."""
        height, width = max(self.height(), 200), max(self.width(), 200)
        columns = max(len(self.totals), 1)
        total_px = min(height / 5, self._widest_fit(width / columns)) * self.zoom
        for label in self.totals.values():
            _set_pixels(label, total_px)
        for label in self.names.values():
            _set_pixels(label, total_px * 0.4)
        _set_pixels(self.status, total_px * 0.3)
        _set_pixels(self.last_deal, total_px * 0.22)

    def _widest_fit(self, column_width: float) -> float:
        """The total's pixel size at which the widest total (or name) fits its column."""
        texts = [label.text() for label in self.totals.values()] or ["0"]
        probe = QFont(self.font())
        probe.setPixelSize(100)
        metrics = QFontMetricsF(probe)
        widest = max(metrics.horizontalAdvance(t) for t in texts)
        names = [label.text() for label in self.names.values()] or [""]
        widest = max(widest, 0.4 * max(metrics.horizontalAdvance(n) for n in names))
        return 100 * 0.9 * column_width / max(widest, 1.0)


def _last_deal(sheet: ScoreSheet) -> str:
    if not sheet.rows:
        return QCoreApplication.translate("TableView", "No deals yet.")
    row = sheet.rows[-1]
    head = QCoreApplication.translate("TableView", "Deal {n} — dealer {dealer}").format(
        n=row.number, dealer=row.dealer
    )
    return "\n".join([head, *(show(line) for line in row.lines)])


def _label(parent: QWidget, *, text: str = "", wrap: bool = False) -> QLabel:
    label = QLabel(text, parent)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(wrap)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
    return label


def _set_pixels(label: QLabel, pixels: float) -> None:
    font = label.font()
    size = max(8, round(pixels))
    if font.pixelSize() != size:
        font.setPixelSize(size)
        label.setFont(font)
