"""The grid's reportlab table, made cheaper to measure and to draw.

A 1,000-deal sheet has some 11,000 plain-text cells. reportlab's ``Table``
draws each with ``canvas.drawString`` (or ``drawRightString``): a text object
of its own, the string measured (and measured again to right-align it), the
font chosen again, every coordinate formatted by a pure-Python routine. That
was nearly half the time of the export. :class:`GridTable` lays the table out exactly
as ``Table`` does (same rows, heights, styles, backgrounds and rules) and sets
each plain cell's lines at the very positions ``Table._drawCell`` computes, but
writes consecutive plain cells into one text object, choosing font and colour
only when they change and measuring each distinct string once. A cell holding a
flowable (a Paragraph) is drawn by ``Table`` itself, after the text before it is
written out, so the content stream keeps the cells in reading order (row by
row, left to right) and text extraction reads as before.

It also measures a table once per room: reportlab's ``split`` measures again
what the ``wrap`` just before it measured.
"""

from __future__ import annotations

import weakref
from typing import Any

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Table


class GridTable(Table):  # type: ignore[misc]
    """A ``Table`` measured once per room, its plain cells set as one text object."""

    _measured: tuple[float, float] | None = None

    def _calc(self, avail_width: float, avail_height: float) -> None:
        if self._measured != (avail_width, avail_height):
            super()._calc(avail_width, avail_height)
            self._measured = avail_width, avail_height

    def draw(self) -> None:
        self._pending: Any = None  # the text object being written, if any
        self._grid_text_state: tuple[Any, ...] = ()  # its font, size, leading, colour
        self._line_widths: dict[tuple[str, str, float], float] = {}
        self._coordinates: dict[float, str] = {}
        super().draw()

    def _drawLines(self) -> None:
        self._flush_text()
        super()._drawLines()

    def _drawCell(self, cellval: Any, cellstyle: Any, pos: Any, size: Any) -> None:
        if not _plain(cellval, cellstyle):
            self._flush_text()
            super()._drawCell(cellval, cellstyle, pos, size)
            return
        lines = cellval.split("\n")
        y = _first_baseline(cellstyle, pos[1], size[1], len(lines))
        for line in lines:
            if line:
                self._set_line(line, _left(cellstyle, pos[0], size[0]), y, cellstyle)
            y -= cellstyle.leading

    def _set_line(self, line: str, x: float, y: float, cellstyle: Any) -> None:
        """``line`` at ``x`` (its left, or its right end when right-aligned), ``y``."""
        text = self._grid_text(cellstyle)
        if cellstyle.alignment == "RIGHT":
            x -= self._line_width(line, cellstyle.fontname, cellstyle.fontsize)
        text._code.append(f"1 0 0 1 {self._coordinate(x)} {self._coordinate(y)} Tm")
        _text_line(text, line)

    def _grid_text(self, cellstyle: Any) -> Any:
        if self._pending is None:
            self._pending = self.canv.beginText()
            self._grid_text_state = ()
        state = (cellstyle.fontname, cellstyle.fontsize, cellstyle.leading, cellstyle.color)
        if state[:3] != self._grid_text_state[:3]:
            self._pending.setFont(*state[:3])
        if not self._grid_text_state or state[3] != self._grid_text_state[3]:
            self._pending.setFillColor(state[3])
        self._grid_text_state = state
        return self._pending

    def _flush_text(self) -> None:
        """Write out the text object; the canvas's own font and colour are then
        chosen again before the next cell ``Table`` draws itself."""
        if self._pending is not None:
            self.canv.drawText(self._pending)
            self._pending = None
            self._curcellstyle = None

    def _line_width(self, line: str, font: str, size: float) -> float:
        key = line, font, size
        if key not in self._line_widths:
            self._line_widths[key] = stringWidth(line, font, size)
        return self._line_widths[key]

    def _coordinate(self, value: float) -> str:
        if value not in self._coordinates:
            self._coordinates[value] = fp_str(value)
        return self._coordinates[value]


# The operators reportlab writes for a line of text, by document: the same
# string in the same font (and the same font subset current) is written the same
# way every time, once its characters have their codes in the document's subset.
_LINES: weakref.WeakKeyDictionary[Any, dict[tuple[Any, ...], tuple[str, int]]]
_LINES = weakref.WeakKeyDictionary()


def _text_line(text: Any, line: str) -> None:
    """``text.textLine(line)``, its operators formatted once per document."""
    known = _LINES.setdefault(text._doc, {})
    key = text._fontname, text._fontsize, text._leading, text._curSubset, line
    if key in known:
        code, text._curSubset = known[key]
        text._code.append(code)
    else:
        text.textLine(line)
        known[key] = text._code[-1], text._curSubset


def _plain(cellval: Any, cellstyle: Any) -> bool:
    """A text cell this module sets: left or right aligned, no link, no bidi."""
    return (
        isinstance(cellval, str)
        and cellstyle.alignment in ("LEFT", "RIGHT")
        and not (cellstyle.href or cellstyle.destination)
        and not (cellstyle.direction or cellstyle.shaping)
    )


def _left(cellstyle: Any, x: float, width: float) -> float:
    """Where ``Table._drawCell`` starts (left) or ends (right) a line."""
    if cellstyle.alignment == "RIGHT":
        return float(x + width - cellstyle.rightPadding)
    return float(x + cellstyle.leftPadding)


def _first_baseline(cellstyle: Any, y: float, height: float, lines: int) -> float:
    """The baseline of a cell's first line, as ``Table._drawCell`` computes it."""
    if cellstyle.valign == "BOTTOM":
        return float(y + cellstyle.bottomPadding + lines * cellstyle.leading - cellstyle.fontsize)
    if cellstyle.valign == "TOP":
        return float(y + height - cellstyle.topPadding - cellstyle.fontsize)
    middle = cellstyle.bottomPadding + height - cellstyle.topPadding + lines * cellstyle.leading
    return float(y + middle / 2.0 - cellstyle.fontsize)
