"""A replayed session printed as a PDF score sheet (the only package using reportlab).

:func:`export_pdf` lays out the score sheet of :mod:`scorekeeper.sheet`, as
:mod:`scorekeeper.export.sheet` renders it in the sheet's language: title,
players, house rules, the deal grid (its two header rows repeated on every page),
the running-totals chart, the final totals and, on a page of its own, the
settlement. A4 or Letter; landscape when the grid's columns do not fit upright.

Every user string (names, place, note, contracts) is escaped before it goes into
a Paragraph, so ``<b>`` or ``<img src="..."/>`` prints as typed and reads no
file; plain table cells are drawn as text and never parsed. The fonts are the
TrueType files of ``resources/fonts`` (:mod:`scorekeeper.export.fonts`), embedded
as subsets; a column or run holding CJK text is set in the Japanese font.
The file is built in memory and written only when complete, through
:func:`scorekeeper.host.files.write_atomic` (a temporary file renamed into place,
with the user's umask, or :class:`~scorekeeper.host.files.WriteError`).

Modules: :mod:`.text` (fonts, styles, escaping), :mod:`.grid` (the deal grid),
:mod:`.chart`, :mod:`.pages` (players, rules, totals, settlement) and
:mod:`.document` (page furniture and assembly).
"""

from __future__ import annotations

import datetime
import os
from typing import IO

from reportlab.lib.pagesizes import A4, LETTER

from scorekeeper.errors import RecordError
from scorekeeper.export.pdf.document import render
from scorekeeper.export.sheet import build_sheet
from scorekeeper.host.files import write_atomic
from scorekeeper.session.replay import SessionResult

__all__ = ["PAGE_SIZES", "export_pdf", "render"]

PAGE_SIZES = {"A4": A4, "Letter": LETTER}


def export_pdf(
    result: SessionResult,
    out: str | os.PathLike[str] | IO[bytes],
    *,
    page_size: str = "A4",
    language: str = "en",
    made: datetime.date | None = None,
    now: datetime.datetime | None = None,
    invariant: bool = False,
) -> None:
    """Write the score sheet of ``result`` to ``out`` (a path or a binary file).

    ``now`` is the local time the sheet is made at (a time end is judged by it;
    default: the clock); ``made`` is the date printed as the export date
    (default: the day of ``now``);
    ``invariant`` makes the bytes reproducible (fixed creation date and ID).
    Raises :class:`RecordError` for an unknown ``page_size`` or ``language``, and
    :class:`~scorekeeper.host.files.WriteError` when the path cannot be written (the
    file that was there, if any, is left as it was).
    """
    if page_size not in PAGE_SIZES:
        raise RecordError("page_size", f"{page_size!r} is not one of A4, Letter")
    sheet = build_sheet(result, language=language, made=made, now=now)
    data = render(sheet, PAGE_SIZES[page_size], invariant=invariant)
    _write(data, out)


def _write(data: bytes, out: str | os.PathLike[str] | IO[bytes]) -> None:
    """To a file object as is; to a path whole or not at all."""
    if isinstance(out, str | os.PathLike):
        write_atomic(out, data)
    else:
        out.write(data)
