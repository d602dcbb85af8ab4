"""The score sheet as CSV and as plain text (``scorekeeper export --csv`` and
``scorekeeper show``), rendered from :class:`~scorekeeper.sheet.model.ScoreSheet`
in a language: nothing here works out a cell again.

CSV: one row per deal, its number, game, dealer, declarer, contract, result,
every player's delta, every player's running total of the current game and the
deal's marks in words. Its numbers use the ASCII minus so a spreadsheet reads
them as numbers. The text adds the totals, the winner, the next dealer, how the
settlement was reached (:mod:`scorekeeper.sheet.settling`) and the payments in
money (:func:`scorekeeper.words.figures.money`).

**Formula starts in CSV** (OWASP, "CSV injection"): a spreadsheet runs a cell that
begins with ``=``, ``+``, ``-``, ``@``, a tab or a CR as a formula, so
a player called ``=HYPERLINK(...)`` would be a link, or worse. Every *text* cell
(the header, dealer, declarer, contract, result, note) that begins so gets a
leading ``'`` (:func:`text_cell`); a spreadsheet shows it and runs nothing. Which
cells are text is decided by the column, never by the text: the number columns
(deal, game, deltas, running totals) are written by the app from whole numbers
and left alone, so ``-20`` and ``+5`` stay numbers a spreadsheet adds up.

**Control characters in the text**: :func:`sheet_text` is for a terminal, so each
cell is made safe (:func:`scorekeeper.words.terminal.safe`) before the columns are
measured: an ESC in a name prints as ``\\x1b`` and the table stays aligned.

**The CSV file** (:func:`sheet_csv_file`, what ``scorekeeper export --csv -o FILE``
and the window's File ▸ Export score sheet as CSV… write) is UTF-8 with a byte
order mark, ``EF BB BF``, once before the header: without it Excel reads the file
in the system's code page and ``Gergő`` or ``鈴木`` come out garbled; with it Excel,
LibreOffice and Python's ``utf-8-sig`` read the names right. Text written to a
pipe (``-o -``) has no mark: its reader is a program, not a spreadsheet.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Callable, Sequence

from scorekeeper.sheet.model import ScoreSheet, SheetRow
from scorekeeper.words import glossary
from scorekeeper.words.figures import signed
from scorekeeper.words.terminal import safe
from scorekeeper.words.text import Join, Msg, Text, render

CSV_BOM = "\ufeff"
"""The byte order mark a CSV file starts with (``EF BB BF`` in UTF-8)."""

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet read a cell as a formula (OWASP, CSV injection)."""


def sheet_rows(sheet: ScoreSheet, language: str = "en") -> list[list[str]]:
    """Header then one row per deal (every cell text; a text cell that would
    start a formula has its ``'``)."""
    fixed = (glossary.NUMBER, glossary.GAME, *sheet.columns[1:])
    total = render(glossary.TOTAL, language)
    header = [
        *(render(c, language) for c in fixed),
        *sheet.players,
        *(f"{p} {total}" for p in sheet.players),
        render(glossary.NOTE, language),
    ]
    return [[text_cell(c) for c in header], *(_row(row, language) for row in sheet.rows)]


def _row(row: SheetRow, language: str) -> list[str]:
    """The number columns as the app writes them; every text column through
    :func:`text_cell`."""
    texts = (row.dealer, row.declarer, render(row.contract, language), render(row.result, language))
    return [
        str(row.number),
        str(row.game),
        *(text_cell(t) for t in texts),
        *(signed(d, minus="-") for d in row.deltas),
        *(str(t) for t in row.totals),
        text_cell(render(Join(row.notes, "; "), language)),
    ]


def text_cell(text: str) -> str:
    """A text cell a spreadsheet shows rather than runs: ``'=1+1`` for ``=1+1``."""
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


def sheet_csv(sheet: ScoreSheet, language: str = "en") -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(sheet_rows(sheet, language))
    return out.getvalue()


def sheet_csv_file(sheet: ScoreSheet, language: str = "en") -> bytes:
    """The CSV file's bytes: :func:`sheet_csv` in UTF-8 after one byte order mark
    (the one writer of the CLI's and the window's CSV files)."""
    return (CSV_BOM + sheet_csv(sheet, language)).encode("utf-8")


def sheet_text(sheet: ScoreSheet, title: str = "", language: str = "en") -> str:
    """The score sheet for a terminal: the deal table, totals, winner and payments."""
    rows = [_header(sheet, language), *(_text_row(r, language) for r in sheet.rows)]
    lines = [safe(title or f"{sheet.game}: {', '.join(sheet.players)}"), ""]
    lines += text_columns(rows, lambda i: i == 0 or i >= len(sheet.columns))
    lines += ["", *(safe(render(m, language)) for m in _summary(sheet))]
    return "\n".join(lines) + "\n"


def text_columns(rows: Sequence[Sequence[str]], right: Callable[[int], bool]) -> list[str]:
    """``rows`` of cells as aligned lines for a terminal (each cell made safe; a CJK
    character is two columns wide); the columns ``right`` says are right-aligned.
    Also the league's standings (``scorekeeper.league.sheet.league_text``)."""
    safe_rows = [[safe(c) for c in r] for r in rows]
    if not safe_rows:
        return []
    widths = [max(_width(r[i]) for r in safe_rows) for i in range(len(safe_rows[0]))]
    return [
        "  ".join(
            _pad(c, w, right=right(i)) for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ).rstrip()
        for r in safe_rows
    ]


def _header(sheet: ScoreSheet, language: str) -> list[str]:
    return [*(render(c, language) for c in sheet.columns), *sheet.players]


def _text_row(row: SheetRow, language: str) -> list[str]:
    cells = [row.label, row.dealer, row.declarer or "—"]
    cells += [render(row.contract, language), render(row.result, language)]
    return cells + [row.player_cell(i) for i in range(len(row.totals))]


def _summary(sheet: ScoreSheet) -> list[Text]:
    """The deals' marks and warnings, the preset and the options changed from it,
    the totals, the last game's winner, the next dealer, the agreed end, how the
    settlement was reached and the payments."""
    out: list[Text] = [
        Msg("Deal {n}: {text}", n=row.number, text=Join(row.notes, "; "))
        for row in sheet.rows
        if row.notes
    ]
    out.append(sheet.preset)
    totals = Join((f"{t.player} {t.points_text}" for t in sheet.totals), ", ")
    out.append(Msg("Totals: {totals}", totals=totals))
    finished = [g for g in sheet.games if g.winner]
    if finished:
        out.append(finished[-1].title)
    out.append(Msg("Next dealer: {name}", name=sheet.next_dealer))
    if sheet.end is not None and sheet.end.line is not None:
        out.append(sheet.end.line)
    out += sheet.settlement
    out.append(Join((glossary.PAYMENTS, Join(sheet.settled, "; ")), ": "))
    return out


def _width(text: str) -> int:
    """Columns a terminal gives ``text``: CJK characters take two."""
    return sum(2 if _wide(c) else 1 for c in text)


def _wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")


def _pad(text: str, width: int, *, right: bool) -> str:
    fill = " " * (width - _width(text))
    return fill + text if right else text + fill
