"""The small tables around the grid: players, house rules, final totals and the
settlement page."""

from __future__ import annotations

from typing import Any

from reportlab.platypus import Spacer, Table, TableStyle

from scorekeeper.export import fonts
from scorekeeper.export.pdf.text import (
    BODY,
    DOUBLE,
    H2,
    HEAD,
    INK,
    RULE,
    SHADE,
    SMALL,
    SUB,
    TITLE,
    fit_lines,
    para,
    para_lines,
    style,
)
from scorekeeper.export.sheet import PrintedSheet

PLAYERS_PER_ROW = 4
NAME_LINES = 3  # a name longer than this many lines of its cell is listed on its own line
TOTALS_WIDTHS = (160.0, 70.0, 110.0)


def table(rows: list[list[Any]], widths: list[float] | None, extra: list[Any]) -> Any:
    """A plain left-aligned table with thin rules under its rows."""
    table_style = [
        ("FONT", (0, 0), (-1, -1), fonts.LATIN.name, 9),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        *extra,
    ]
    return Table(rows, colWidths=widths, style=TableStyle(table_style), hAlign="LEFT")


def players(sheet: PrintedSheet, frame: float) -> list[Any]:
    """The players in order of play, every name in full: four to a row, or one
    paragraph each (which may run over pages) when a name is too long for a cell."""
    per_row = PLAYERS_PER_ROW
    lines = [f"{i}. {name}" for i, name in enumerate(sheet.players, 1)]
    room = frame / per_row - 12  # the table's default cell padding, 6 a side
    if any(len(fit_lines(line, room, BODY.fontSize, lines=NAME_LINES + 1)) > NAME_LINES
           for line in lines):  # fmt: skip
        return [para(line) for line in lines]
    cells = [para(line) for line in lines]
    rows = [cells[i : i + per_row] for i in range(0, len(cells), per_row)]
    rows[-1] += [""] * (per_row - len(rows[-1]))
    return [table(rows, [frame / per_row] * per_row, [("LINEBELOW", (0, 0), (-1, -1), 0, SHADE)])]


def rules(sheet: PrintedSheet, frame: float) -> Any:
    """The preset, then every option with its value; a changed one is shaded and
    says the preset's value (the mark of :func:`scorekeeper.sheet.model.rule_mark`)."""
    h = sheet.h
    rows: list[list[Any]] = [
        [para(h["rule"], HEAD), para(h["value"], HEAD), para(h["about"], HEAD)]
    ]
    extra: list[Any] = [("BACKGROUND", (0, 0), (-1, 0), SHADE)]
    for i, rule in enumerate(sheet.rules, 1):
        rows.append(
            [
                para(rule.key, BODY),
                para(f"{rule.value} — {rule.mark}", BODY),
                para(rule.help, SMALL),
            ]
        )
        if rule.changed:
            extra.append(("BACKGROUND", (0, i), (-1, i), DOUBLE))
    for change in sheet.rule_changes:  # "From deal 5: ...": one line across the table
        extra.append(("SPAN", (0, len(rows)), (-1, len(rows))))
        rows.append([para(change, BODY), "", ""])
    rows.append([para(h["stake"]), para(sheet.stake), ""])
    return table(rows, [frame * 0.22, frame * 0.3, frame * 0.48], extra)


def settlement(sheet: PrintedSheet) -> list[Any]:
    """The last page: the final totals (points and balance per player), how they
    were reached (each game and its worth at the stake, what the points sum, each
    balance's arithmetic: ``sheet.settlement``), then who pays whom. The totals
    live here rather than under the chart so that they never end up alone on a
    nearly empty page."""
    h = sheet.h
    rows: list[list[Any]] = [
        [para(h["player"], HEAD), para(h["points"], HEAD), para(h["balance"], HEAD)]
    ]
    room = TOTALS_WIDTHS[0] - 12
    rows += [
        [para_lines(fit_lines(player, room, BODY.fontSize, lines=2)), points, balance]
        for player, points, balance in sheet.totals
    ]
    balances = table(
        rows,
        list(TOTALS_WIDTHS),
        [("ALIGN", (1, 1), (-1, -1), "RIGHT"), ("BACKGROUND", (0, 0), (-1, 0), SHADE)],
    )
    payments = [para(f"• {line}", style(11)) for line in sheet.payments]
    reached = [para(line, BODY) for line in sheet.settlement]
    return [
        para(h["settlement"], TITLE),
        para(f"{h['stake']}: {sheet.stake}", SUB),
        Spacer(1, 8),
        para(h["totals"], H2),
        balances,
        *([Spacer(1, 4), *reached] if reached else []),
        Spacer(1, 12),
        para(h["payments"], H2),
        *payments,
    ]
