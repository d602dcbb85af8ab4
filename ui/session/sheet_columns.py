"""The score sheet's column widths: every cell fits its text, and only the rows a
change brought are measured.

Qt's ``resizeColumnsToContents`` asks the model for every role of every cell of
every row (about 0.2 s at 300 deals, on each change). Here a cell is measured
by its text in its font (bold on a deal that ends a game), plus the margins the
view's delegate adds, found once per fit from the view's own size hint of one
cell: the width is the one ``resizeColumnsToContents`` gives. When a session is
shown, every row is measured; after a change, only the rows it changed, and a
column only widens (a correction never makes the sheet jump narrower). The
player columns share one width, so the numbers line up. Room the widest contract
does not need goes to the player columns (the numbers are what the table reads;
a contract column over half the window was reported in issue 11); when the
window is too narrow for every contract, the contract column takes what is left
and shortens its longest texts with "…" (the tooltip and the breakdown say them
whole). The share is worked out again whenever the sheet's width changes.
"""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QHeaderView, QTableView

from scorekeeper_ui.session.score_sheet import CONTRACT_COLUMN, PLAYER_COLUMNS, ScoreSheetModel

MIN_PLAYER_WIDTH = 90  # px: room for "−1,234 (+567)" before any deal is entered


class SheetColumns(QObject):
    """Fits the columns of ``view``, which shows ``model``."""

    def __init__(self, view: QTableView, model: ScoreSheetModel) -> None:
        super().__init__(view)
        self._view, self._model = view, model
        self._needs: list[int] = []  # each column's width for its widest text
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self._needs:
            self._share()
        return False

    def fit(self, rows: range, *, fresh: bool) -> None:
        """Widen the columns to fit ``rows``; ``fresh``: the session was shown anew, so
        the widths start from the headers' (every row is then in ``rows``)."""
        view, columns = self._view, self._model.columnCount()
        header = view.horizontalHeader()
        if fresh:
            widths = [header.sectionSizeHint(c) for c in range(columns)]
        elif len(self._needs) == columns:
            widths = list(self._needs)  # what the texts need, not what was shared out
        else:
            widths = [view.columnWidth(c) for c in range(columns)]
        for c, width in enumerate(self._cells(rows, columns)):
            widths[c] = max(widths[c], width)
        players = range(PLAYER_COLUMNS, columns)
        shared = max([widths[c] for c in players] + [MIN_PLAYER_WIDTH])
        self._needs = [shared if c in players else w for c, w in enumerate(widths)]
        self._share()

    def _share(self) -> None:
        """Give each column its width: the contract column what its widest text
        needs and the player columns the rest, or, in a narrow window, the
        contract column what is left (stretched)."""
        view, needs = self._view, self._needs
        header = view.horizontalHeader()
        columns = len(needs)
        players = range(PLAYER_COLUMNS, columns)
        if columns <= CONTRACT_COLUMN:
            return
        spare = view.viewport().width() - sum(needs)
        extra = spare // len(players) if spare > 0 and len(players) else 0
        for c in range(columns):
            if c != CONTRACT_COLUMN:
                view.setColumnWidth(c, needs[c] + (extra if c in players else 0))
        if extra:
            header.setSectionResizeMode(CONTRACT_COLUMN, QHeaderView.ResizeMode.Interactive)
            view.setColumnWidth(CONTRACT_COLUMN, needs[CONTRACT_COLUMN])
        else:
            header.setSectionResizeMode(CONTRACT_COLUMN, QHeaderView.ResizeMode.Stretch)

    def _cells(self, rows: range, columns: int) -> list[int]:
        """The widest cell of ``rows`` in each column, as the view would size it."""
        widest = [0] * columns
        if not rows:
            return widest
        model, fonts = self._model, _Fonts(self._view.font())
        grid = 1 if self._view.showGrid() else 0  # as QTableView.sizeHintForColumn
        margins = self._margins(rows[0], fonts)
        at = [rows[0]] * columns  # the row of each column's widest text
        for row in rows:
            metrics = fonts.of(model.index(row, 0).data(Qt.ItemDataRole.FontRole))
            for c in range(columns):
                text = model.index(row, c).data()
                width = ceil(metrics.horizontalAdvance(text)) + margins + grid
                if width > widest[c]:
                    widest[c], at[c] = width, row
        # The widest cell of each column once more as the view sizes it: a name in a
        # script the font lacks is drawn in a fallback font, a pixel wider than the
        # metrics of the view's font say.
        view = self._view
        for c in range(columns):
            exact = view.sizeHintForIndex(model.index(at[c], c)).width() + grid
            widest[c] = max(widest[c], exact)
        return widest

    def _margins(self, row: int, fonts: _Fonts) -> int:
        """What the view's delegate adds to a text (the style's margins), from its
        size hint of the number cell of ``row``."""
        index = self._model.index(row, 0)
        text = fonts.of(index.data(Qt.ItemDataRole.FontRole)).horizontalAdvance(index.data())
        return self._view.sizeHintForIndex(index).width() - ceil(text)


class _Fonts:
    """Font metrics by the font a cell asks for (``None``: the view's)."""

    def __init__(self, base: QFont) -> None:
        self._base = base
        self._metrics: dict[str, QFontMetricsF] = {}

    def of(self, font: QFont | None) -> QFontMetricsF:
        chosen = self._base if font is None else font.resolve(self._base)
        key = chosen.key()
        if key not in self._metrics:
            self._metrics[key] = QFontMetricsF(chosen)
        return self._metrics[key]
