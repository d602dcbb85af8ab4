"""The printed sheet with every character a font can draw (:func:`printable`
applied to each of its texts), so no name or note prints an empty box."""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.export.pdf.text import printable
from scorekeeper.export.sheet import GridRow, PrintedSheet, RuleLine


def printable_sheet(sheet: PrintedSheet) -> PrintedSheet:
    def each(texts: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(printable(t) for t in texts)

    return replace(
        sheet,
        h={key: printable(value) for key, value in sheet.h.items()},
        title=printable(sheet.title),
        subtitle=each(sheet.subtitle),
        players=each(sheet.players),
        players_line=printable(sheet.players_line),
        rules=tuple(_rule(r) for r in sheet.rules),
        preset=printable(sheet.preset),
        stake=printable(sheet.stake),
        rows=tuple(_row(r) for r in sheet.rows),
        series=tuple(replace(s, label=printable(s.label)) for s in sheet.series),
        games=each(sheet.games),
        settlement=each(sheet.settlement),
        totals=tuple((printable(p), points, money) for p, points, money in sheet.totals),
        payments=each(sheet.payments),
        notes=each(sheet.notes),
        rule_changes=each(sheet.rule_changes),
    )


def _rule(rule: RuleLine) -> RuleLine:
    return replace(
        rule,
        key=printable(rule.key),
        value=printable(rule.value),
        mark=printable(rule.mark),
        help=printable(rule.help),
    )


def _row(row: GridRow) -> GridRow:
    texts = (row.dealer, row.declarer, row.contract, row.result, row.game_end, row.rule_change)
    if all(printable(t) is t for t in texts):
        return row  # the common case: nothing to replace, no copy
    return replace(
        row,
        dealer=printable(row.dealer),
        declarer=printable(row.declarer),
        contract=printable(row.contract),
        result=printable(row.result),
        game_end=printable(row.game_end),
        rule_change=printable(row.rule_change),
    )
