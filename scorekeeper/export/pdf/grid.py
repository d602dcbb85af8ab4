"""The deal grid: one row per deal, two header rows repeated on every page.

Columns: number, dealer, declarer, contract, result, then a delta and a running
total per player. A double-round deal is shaded and marked ``×2``, a deal with a
warning ``!``; a game end gets a row of its own.

Fitting (:func:`plan`): the page stays upright when every column has its natural
width at 8 pt (contract and result take what is left); otherwise it turns to
landscape, and the columns are squeezed, in this order, until they fit: a
player's two columns down to the width of the numbers (the name in the header
wraps, up to three lines), contract and result down to a minimum (they wrap to
two lines), dealer and declarer down to a minimum (one line); then the font
goes down by half points to 6 pt. When even that is too wide, the players are
split into parts, each printed as a grid of its own with the five first
columns: no column is ever lost. A text longer than its cell ends with "…"
(the players' list at the top of the sheet has every name in full).

The grid is drawn by :class:`Grid`, which builds one table per page from the
rows still to print, so a 10,000-deal session costs ten times a 1,000-deal one
(reportlab's own table re-measures all remaining rows at every page break).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.platypus import Flowable, Table, TableStyle

from scorekeeper.export import fonts
from scorekeeper.export.pdf.table import GridTable
from scorekeeper.export.pdf.text import (
    DOUBLE,
    GAME_END,
    INK,
    RULE,
    SHADE,
    cell_lines,
    fit_lines,
    style,
    width,
)
from scorekeeper.export.sheet import GridRow, PrintedSheet

PAD = 3.0  # left and right padding of a grid cell
FIXED = 3  # No., dealer, declarer; then contract and result, then 2 columns a player
NAME_MAX, NAME_MIN, FLEX_MIN = 80.0, 40.0, 60.0  # at 8 pt; scaled with the font
SIZES = (8.0, 7.5, 7.0, 6.5, 6.0)  # font sizes tried, largest first; 6 pt is the floor
HEAD_LINES, TEXT_LINES, GAME_END_LINES = 3, 2, 2  # most lines of a header name, a cell
TOP_PAD, BOTTOM_PAD = 1.5, 2.0


@dataclass(frozen=True)
class GridPlan:
    """How the grid is printed: font size, orientation and, per part, the
    players it shows (seat indices) and its column widths."""

    size: float
    landscape: bool
    parts: tuple[tuple[tuple[int, ...], tuple[float, ...]], ...]


def columns(sheet: PrintedSheet) -> list[list[str]]:
    """The grid's text, column by column (numbers as printed)."""
    rows = sheet.rows
    cols = [
        [r.label for r in rows],
        [r.dealer for r in rows],
        [r.declarer for r in rows],
        [r.contract for r in rows],
        [r.result for r in rows],
    ]
    for i in range(len(sheet.players)):
        cols += [[r.deltas[i] for r in rows], [r.totals[i] for r in rows]]
    return cols


@dataclass(frozen=True)
class _Measure:
    """Natural text widths at 1 pt (without padding), measured once."""

    fixed: tuple[float, ...]  # No., dealer, declarer, contract, result
    numbers: float  # the widest delta, total or sub-heading
    least: float  # room for "-0000", the least a number column gets
    names: tuple[float, ...]  # each player's name in the header


def _measure(sheet: PrintedSheet) -> _Measure:
    cols = columns(sheet)
    heads = _head_words(sheet)
    fixed = tuple(
        max([width(t, 1) for t in set(col)] + [width(h, 1, bold=True)])
        for col, h in zip(cols[: FIXED + 2], heads, strict=True)
    )
    subs = [width(sheet.h["delta"], 1, bold=True), width(sheet.h["total"], 1, bold=True)]
    numbers = max([width(t, 1) for col in cols[FIXED + 2 :] for t in set(col)] + subs)
    names = tuple(width(p, 1, bold=True) for p in sheet.players)
    return _Measure(fixed, numbers, width("-0000", 1), names)


def _natural(m: _Measure, players: tuple[int, ...], size: float) -> list[float]:
    """Natural widths at ``size``: names capped, a player's columns as wide as
    the numbers or half the name, whichever is wider (within the cap)."""
    cell = 2 * PAD + 2
    cap = NAME_MAX * size / 8
    no, dealer, declarer, contract, result = (w * size + cell for w in m.fixed)
    numbers = _numbers(m, size)
    pairs = [max(numbers, min(m.names[p] * size + 2 * PAD, cap) / 2) for p in players]
    fixed = [no, min(dealer, cap), min(declarer, cap), max(contract, FLEX_MIN * size / 8)]
    return [*fixed, max(result, FLEX_MIN * size / 8), *(w for n in pairs for w in (n, n))]


def _numbers(m: _Measure, size: float) -> float:
    """The width of a number column at ``size``."""
    return max(m.numbers * size + 2 * PAD + 2, m.least * size + 2 * PAD)


def _squeeze(m: _Measure, players: tuple[int, ...], size: float, frame: float) -> list[float]:
    """Widths at ``size`` squeezed into ``frame`` (see the module docstring);
    the sum may still exceed ``frame`` when the minimum does not fit."""
    widths = _natural(m, players, size)
    numbers = _numbers(m, size)
    floors = [widths[0], NAME_MIN * size / 8, NAME_MIN * size / 8]
    floors += [FLEX_MIN * size / 8] * 2 + [numbers] * (2 * len(players))
    excess = sum(widths) - frame
    order = [*range(FIXED + 2, len(widths)), FIXED, FIXED + 1, 1, 2]
    for c in order:
        if excess <= 0:
            break
        take = min(excess, widths[c] - floors[c])
        if take > 0:
            widths[c] -= take
            excess -= take
    return fit(widths, frame) if excess < 0 else widths


def fit(widths: list[float], frame: float) -> list[float]:
    """Give contract and result what is left of the frame (text wider wraps)."""
    rest = frame - sum(widths[:FIXED]) - sum(widths[FIXED + 2 :])
    contract, result = widths[FIXED], widths[FIXED + 1]
    share = contract / (contract + result)
    new = max(contract, rest * share), max(result, rest * (1 - share))
    return [*widths[:FIXED], *new, *widths[FIXED + 2 :]]


def plan(sheet: PrintedSheet, upright: float, turned: float) -> GridPlan:
    """The plan for frames ``upright`` (portrait width) and ``turned`` (landscape)."""
    m = _measure(sheet)
    everyone = tuple(range(len(sheet.players)))
    natural = _natural(m, everyone, SIZES[0])
    if sum(natural) <= upright:
        return GridPlan(SIZES[0], False, ((everyone, tuple(fit(natural, upright))),))
    for size in SIZES:
        widths = _squeeze(m, everyone, size, turned)
        if sum(widths) <= turned + 0.01:
            return GridPlan(size, True, ((everyone, tuple(widths)),))
    return _split(m, everyone, turned)


def _split(m: _Measure, everyone: tuple[int, ...], frame: float) -> GridPlan:
    """Players in parts of the most that fit at the floor size, evened out."""
    size = SIZES[-1]
    fits = 1
    while fits < len(everyone) and sum(_squeeze(m, everyone[: fits + 1], size, frame)) <= frame:
        fits += 1
    count = -(-len(everyone) // fits)  # parts needed
    per = -(-len(everyone) // count)
    groups = [everyone[i : i + per] for i in range(0, len(everyone), per)]
    parts = tuple((g, tuple(_squeeze(m, g, size, frame))) for g in groups)
    return GridPlan(size, True, parts)


def grids(sheet: PrintedSheet, grid_plan: GridPlan) -> list[Any]:
    """One :class:`Grid` per part of the plan."""
    return [
        Grid(sheet, players, list(widths), grid_plan.size) for players, widths in grid_plan.parts
    ]


def _head_words(sheet: PrintedSheet) -> list[str]:
    h = sheet.h
    return [h["number"], h["dealer"], h["declarer"], h["contract"], h["result"]]


class Grid(Flowable):  # type: ignore[misc]
    """The grid of some players' columns, built a page-sized table at a time.

    :meth:`wrap` builds and measures a table of more rows than the frame can
    hold; :meth:`split` splits that same table (measured once) where it fills
    the frame, and hands the rows it did not print, with the header built once,
    to the next page's grid."""

    def __init__(
        self,
        sheet: PrintedSheet,
        players: tuple[int, ...],
        widths: list[float],
        size: float,
        body: list[tuple[list[Any], list[Any]]] | None = None,
        head: list[list[Any]] | None = None,
    ) -> None:
        super().__init__()
        self.hAlign = "CENTER"
        self._args = sheet, players, widths, size
        self._size, self._widths = size, widths
        self._head = _head(sheet, players, widths, size) if head is None else head
        self._style = _style(len(players), size)
        self._rules = [c for c in self._style if c[0] not in CELL_OPS]
        self._row_styles: dict[tuple[Any, ...], list[Any]] = {}
        self._body = _body(sheet, players, widths, size) if body is None else body
        self._table: Any = None
        self._room: tuple[float, float] | None = None  # where the last wrap measured

    def _rows_to_try(self, height: float) -> int:
        """More rows than ``height`` can hold (each row is at least one line)."""
        least = self._size * 1.2 + TOP_PAD + BOTTOM_PAD
        return min(len(self._body), int(height / least) + 1)

    def _chunk(self, count: int) -> Any:
        """The header and the first ``count`` rows as one table. The cells' own
        styles (font, colour, alignment, padding) are the style commands applied
        once per kind of row (:meth:`_cell_styles`), not once per cell per page."""
        body = self._body[:count]
        marks = [
            m
            for r, (_, row_marks) in enumerate(body, 2)
            for m in _at(row_marks, r)
            if m[0] not in CELL_OPS
        ]
        rows = self._head + [cells for cells, _ in body]
        head, _ = self._cell_styles(())
        cell_styles = head + [self._cell_styles(tuple(row_marks))[1] for _, row_marks in body]
        return GridTable(
            rows,
            colWidths=self._widths,
            repeatRows=2,
            style=TableStyle([*self._rules, *marks]),
            cellStyles=cell_styles,
        )

    def _cell_styles(self, row_marks: tuple[Any, ...]) -> tuple[list[Any], list[Any]]:
        """The header rows' cell styles and those of a row with ``row_marks``, as
        the grid's style commands make them (read off a table of three rows)."""
        key = tuple(m for m in row_marks if m[0] in CELL_OPS)
        if key not in self._row_styles:
            blank = [[""] * len(self._widths)] * 3
            sample = Table(blank, style=TableStyle([*self._style, *_at(list(key), 2)]))
            self._row_styles[key] = sample._cellStyles
        styles = self._row_styles[key]
        return styles[:2], styles[2]

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self._table = self._chunk(self._rows_to_try(avail_height))
        self.width, self.height = self._table.wrap(avail_width, avail_height)
        self._room = avail_width, avail_height
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Any]:
        if self._room != (avail_width, avail_height):
            self.wrap(avail_width, avail_height)
        parts = self._table.split(avail_width, avail_height)
        used = len(parts[0]._cellvalues) - 2 if parts else 0
        if used <= 0:
            return []
        rest = self._body[used:]
        return [parts[0], *([Grid(*self._args, body=rest, head=self._head)] if rest else [])]

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        """Draw the table built by the last :meth:`wrap` where the grid goes."""
        self._table.drawOn(canvas, x, y, _sW)


def _at(row_marks: list[Any], r: int) -> list[Any]:
    """Row-relative marks ``(command, first col, last col, *args)`` at row ``r``."""
    return [(cmd, (c0, r), (c1, r), *args) for cmd, c0, c1, *args in row_marks]


def _body(
    sheet: PrintedSheet, players: tuple[int, ...], widths: list[float], size: float
) -> list[tuple[list[Any], list[Any]]]:
    """The table rows under the header, each with its row-relative marks."""
    body: list[tuple[list[Any], list[Any]]] = []
    full = sum(widths) - 2 * PAD
    paragraphs: dict[tuple[tuple[str, ...], bool, float], Any] = {}
    for row in sheet.rows:
        if row.rule_change:  # the house rules changed from this deal on
            lines = fit_lines(row.rule_change, full, size, bold=False, lines=GAME_END_LINES)
            cell = cell_lines(lines, style(size))
            body.append(([cell] + [""] * (len(widths) - 1), [("SPAN", 0, -1)]))
        body.append((_cells(row, players, widths, size, paragraphs), _row_marks(row)))
        if row.game_end:
            lines = fit_lines(row.game_end, full, size, bold=True, lines=GAME_END_LINES)
            cell = cell_lines(lines, style(size, bold=True))
            body.append(([cell] + [""] * (len(widths) - 1), _game_end_marks()))
    return body


def _row_marks(row: GridRow) -> list[Any]:
    marks: list[Any] = []
    if row.double_round:
        marks.append(("BACKGROUND", 0, -1, DOUBLE))
    if row.thrown_in:
        marks.append(("TEXTCOLOR", 0, -1, RULE))
    return marks


def _game_end_marks() -> list[Any]:
    return [("SPAN", 0, -1), ("BACKGROUND", 0, -1, GAME_END), ("LINEABOVE", 0, -1, 1, INK)]


def _head(
    sheet: PrintedSheet, players: tuple[int, ...], widths: list[float], size: float
) -> list[list[Any]]:
    h = sheet.h
    head = style(size, bold=True, align=TA_CENTER)
    top: list[Any] = [
        cell_lines(fit_lines(w, widths[c] - 2 * PAD, size, bold=True, lines=HEAD_LINES), head)
        for c, w in enumerate(_head_words(sheet))
    ]
    sub: list[Any] = [""] * len(top)
    for k, p in enumerate(players):
        room = widths[FIXED + 2 + 2 * k] * 2 - 2 * PAD
        name = fit_lines(sheet.players[p], room, size, bold=True, lines=HEAD_LINES)
        top += [cell_lines(name, head), ""]
        sub += [cell_lines([h["delta"]], head), cell_lines([h["total"]], head)]
    return [top, sub]


def _cells(
    row: GridRow,
    players: tuple[int, ...],
    widths: list[float],
    size: float,
    paragraphs: dict[tuple[tuple[str, ...], bool, float], Any],
) -> list[Any]:
    """A deal's cells: plain text, or a Paragraph where the text has CJK runs.
    The same text in the same colour and width is one Paragraph however often it
    is printed (a name is dealer every few rows), broken into lines once."""
    texts = [row.label, row.dealer, row.declarer, row.contract, row.result]
    most = [1, 1, 1, TEXT_LINES, TEXT_LINES]
    cells: list[Any] = []
    for text, w, lines in zip(texts, widths, most, strict=False):
        fitted = fit_lines(text, w - 2 * PAD, size, lines=lines)
        if fonts.needs_cjk(text):  # a Paragraph, its CJK runs in the Japanese font
            key = tuple(fitted), row.thrown_in, w
            if key not in paragraphs:
                cell_style = style(size, color=RULE if row.thrown_in else INK)
                paragraphs[key] = cell_lines(fitted, cell_style)
            cells.append(paragraphs[key])
        else:
            cells.append("\n".join(fitted))
    for p in players:
        cells += [row.deltas[p], row.totals[p]]
    return cells


# Style commands that set a cell's own style (reportlab's ``CellStyle``), as
# opposed to backgrounds, rules and spans.
CELL_OPS = frozenset(
    {
        *("FONT", "FONTNAME", "FACE", "SIZE", "FONTSIZE", "LEADING", "TEXTCOLOR"),
        *("ALIGN", "ALIGNMENT", "VALIGN"),
        *("LEFTPADDING", "RIGHTPADDING", "TOPPADDING", "BOTTOMPADDING"),
    }
)


def _style(players: int, size: float) -> list[Any]:
    return [*_base_style(size), *_player_style(players, size)]


def _base_style(size: float) -> list[Any]:
    return [
        ("FONT", (0, 0), (-1, -1), fonts.LATIN.name, size),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("LEFTPADDING", (0, 0), (-1, -1), PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
        ("TOPPADDING", (0, 0), (-1, -1), TOP_PAD),
        ("BOTTOMPADDING", (0, 0), (-1, -1), BOTTOM_PAD),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (-1, 1), SHADE),
        ("ROWBACKGROUNDS", (0, 2), (-1, -1), [colors.white, colors.HexColor("#f7f8fa")]),
        ("INNERGRID", (0, 0), (-1, -1), 0.25, RULE),
        ("BOX", (0, 0), (-1, -1), 0.8, INK),
        ("LINEBELOW", (0, 1), (-1, 1), 0.8, INK),
        ("ALIGN", (0, 2), (0, -1), "RIGHT"),
        ("ALIGN", (FIXED + 2, 2), (-1, -1), "RIGHT"),
        *(("SPAN", (c, 0), (c, 1)) for c in range(FIXED + 2)),
    ]


def _player_style(players: int, size: float) -> list[Any]:
    """Each player's two columns under one spanned name, totals in bold."""
    last = FIXED + 2 + 2 * players - 1
    return [
        entry
        for c in range(FIXED + 2, last, 2)
        for entry in (
            ("SPAN", (c, 0), (c + 1, 0)),
            ("LINEBEFORE", (c, 0), (c, -1), 0.8, INK),
            ("FONT", (c + 1, 2), (c + 1, -1), fonts.LATIN_BOLD.name, size),
        )
    ]
