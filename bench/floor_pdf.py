"""The floor of the PDF figure (``bench/figures_pdf.py``): reportlab alone
building a bare table of the score sheet's rows, as a whole process.

``python bench/floor_pdf.py ROWS.json OUT.pdf``, where ``ROWS.json`` was
prepared beforehand from the same session (:func:`figures_pdf.floor_rows`)::

    {"page": [width, height], "rows": [[cell text, ...], ...],
     "cjk_cells": [[row, column], ...]}

What the process does, and nothing more: start Python, import reportlab, read
the JSON, register the TrueType fonts the cells need, build one
``LongTable(rows, repeatRows=2)`` in a ``SimpleDocTemplate`` of the same page
size as the score sheet (default margins, automatic column widths) and write the
PDF to ``OUT.pdf``.

- **The rows** are the score sheet grid's, as printed: the two header rows (the
  column headings, then the player names' ``±``/``Σ``), one row a deal (number,
  dealer, declarer, contract, result, then each player's delta and running
  total) and one row a game end (its line in the first cell, the rest empty).
  Plain strings, no Paragraph, no wrapping, no spans.
- **One style command**: the whole table in DejaVu Sans 8 pt (the grid's size).
  No colours, rules, shading, alignment, bold, chart, title, rules table,
  settlement page or page footer.
- **The fonts are the score sheet's own** (``resources/fonts``), because ours
  needs them: the sheet's numbers carry a real minus sign (U+2212) and its cells
  ``×`` and ``—``, which the standard PDF fonts cannot print, so DejaVu Sans is
  registered and embedded as a subset. IPAexGothic is registered and embedded
  only when a cell holds CJK text (``cjk_cells``, which are then set in it), as
  the score sheet does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import LongTable, SimpleDocTemplate, TableStyle

FONTS = Path(__file__).resolve().parent.parent / "resources" / "fonts"
LATIN, CJK = "DejaVuSans", "IPAexGothic"


def build(rows_file: str, out: str) -> None:
    data = json.loads(Path(rows_file).read_text(encoding="utf-8"))
    pdfmetrics.registerFont(TTFont(LATIN, str(FONTS / "DejaVuSans.ttf")))
    commands: list[tuple[object, ...]] = [("FONT", (0, 0), (-1, -1), LATIN, 8)]
    if data["cjk_cells"]:
        pdfmetrics.registerFont(TTFont(CJK, str(FONTS / "ipaexg.ttf")))
        commands += [("FONT", (c, r), (c, r), CJK, 8) for r, c in data["cjk_cells"]]
    table = LongTable(data["rows"], repeatRows=2, style=TableStyle(commands))
    SimpleDocTemplate(out, pagesize=tuple(data["page"])).build([table])


if __name__ == "__main__":
    build(sys.argv[1], sys.argv[2])
