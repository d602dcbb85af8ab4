"""The deal grid: one row per deal, two header rows repeated on every page.

Columns: number, dealer, declarer, contract, result, then a delta and a running
total per player. Names and numbers keep their natural width; contract and
result share what is left of the frame and wrap when they must. A double-round
deal is shaded and marked ``×2``, a deal with a warning ``!``; a game end gets a
row of its own.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib import colors
from reportlab.platypus import LongTable, TableStyle

from scorekeeper.export import fonts
from scorekeeper.export.pdf.text import (
    CELL,
    CELL_P,
    DOUBLE,
    GAME_END,
    HEAD,
    INK,
    RULE,
    SHADE,
    para,
    style,
    width,
)
from scorekeeper.export.sheet import GridRow, PrintedSheet

PAD = 3.0  # left and right padding of a grid cell
FIXED = 3  # No., dealer, declarer; then contract and result, then 2 columns a player
NAME_MAX, FLEX_MIN = 80.0, 60.0


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


def natural_widths(sheet: PrintedSheet) -> list[float]:
    """Natural column widths: the widest cell, names capped, numbers alike."""
    natural = [
        max([width(t) for t in col] + [width(head, bold=True)]) + 2 * PAD + 2
        for col, head in zip(columns(sheet), _head_words(sheet), strict=False)
    ]
    numbers = max([*natural[FIXED + 2 :], width("-0000") + 2 * PAD])
    names = [max(width(p, CELL) / 2 + PAD, numbers) for p in sheet.players]
    return [
        natural[0],
        min(natural[1], NAME_MAX),
        min(natural[2], NAME_MAX),
        max(natural[3], FLEX_MIN),
        max(natural[4], FLEX_MIN),
    ] + [w for n in names for w in (n, n)]


def _head_words(sheet: PrintedSheet) -> list[str]:
    h = sheet.h
    return [h["number"], h["dealer"], h["declarer"], h["contract"], h["result"]]


def needs_landscape(widths: list[float], frame: float) -> bool:
    """Whether the grid's natural widths are too wide for an upright page.

    Upright, contract and result would wrap to two lines a deal (tried on the
    Zwanzigerrufen evening: "52 pts, 6 tricks, V" / "+1"), which reads worse than
    a landscape page with one line a deal; so the page turns instead.
    """
    return sum(widths) > frame


def fit(widths: list[float], frame: float) -> list[float]:
    """Give contract and result what is left of the frame (text wider wraps)."""
    rest = frame - sum(widths[:FIXED]) - sum(widths[FIXED + 2 :])
    contract, result = widths[FIXED], widths[FIXED + 1]
    share = contract / (contract + result)
    new = max(FLEX_MIN, rest * share), max(FLEX_MIN, rest * (1 - share))
    return [*widths[:FIXED], *new, *widths[FIXED + 2 :]]


def grid(sheet: PrintedSheet, widths: list[float]) -> Any:
    rows = _head(sheet)
    table_style = _style(sheet)
    for row in sheet.rows:
        rows.append(_cells(row, widths))
        table_style += _row_marks(row, len(rows) - 1)
        if row.game_end:
            rows.append([para(row.game_end, style(CELL, bold=True))] + [""] * (len(widths) - 1))
    return LongTable(rows, colWidths=widths, repeatRows=2, style=TableStyle(table_style))


def _row_marks(row: GridRow, r: int) -> list[Any]:
    marks: list[Any] = []
    if row.double_round:
        marks.append(("BACKGROUND", (0, r), (-1, r), DOUBLE))
    if row.thrown_in:
        marks.append(("TEXTCOLOR", (0, r), (-1, r), RULE))
    if row.game_end:
        marks += [
            ("SPAN", (0, r + 1), (-1, r + 1)),
            ("BACKGROUND", (0, r + 1), (-1, r + 1), GAME_END),
            ("LINEABOVE", (0, r + 1), (-1, r + 1), 1, INK),
        ]
    return marks


def _head(sheet: PrintedSheet) -> list[list[Any]]:
    h = sheet.h
    top: list[Any] = [para(w, HEAD) for w in _head_words(sheet)]
    sub: list[Any] = [""] * len(top)
    for name in sheet.players:
        top += [para(name, HEAD), ""]
        sub += [para(h["delta"], HEAD), para(h["total"], HEAD)]
    return [top, sub]


def _cells(row: GridRow, widths: list[float]) -> list[Any]:
    texts = [row.label, row.dealer, row.declarer, row.contract, row.result]
    cells: list[Any] = [
        para(t, CELL_P) if width(t) > w - 2 * PAD else t
        for t, w in zip(texts, widths, strict=False)
    ]
    for delta, total in zip(row.deltas, row.totals, strict=True):
        cells += [delta, total]
    return cells


def _style(sheet: PrintedSheet) -> list[Any]:
    return [*_base_style(), *_player_style(sheet), *_cjk_style(sheet)]


def _base_style() -> list[Any]:
    return [
        ("FONT", (0, 0), (-1, -1), fonts.LATIN.name, CELL),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("LEFTPADDING", (0, 0), (-1, -1), PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
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


def _player_style(sheet: PrintedSheet) -> list[Any]:
    """Each player's two columns under one spanned name, totals in bold."""
    last = FIXED + 2 + 2 * len(sheet.players) - 1
    return [
        entry
        for c in range(FIXED + 2, last, 2)
        for entry in (
            ("SPAN", (c, 0), (c + 1, 0)),
            ("LINEBEFORE", (c, 0), (c, -1), 0.8, INK),
            ("FONT", (c + 1, 2), (c + 1, -1), fonts.LATIN_BOLD.name, CELL),
        )
    ]


def _cjk_style(sheet: PrintedSheet) -> list[Any]:
    """Text columns holding Japanese are set in the Japanese font."""
    return [
        ("FONTNAME", (c, 2), (c, -1), fonts.CJK.name)
        for c, col in enumerate(columns(sheet)[: FIXED + 2])
        if any(fonts.needs_cjk(t) for t in col)
    ]
