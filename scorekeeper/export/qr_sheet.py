"""The printable sheet of the phones' QR codes (issue 26, Club ▸ Phones…): one
code per table and role, each under its caption (``Table 3 · follow``) with its
link in small type, two to a row on A4. The codes are drawn as vector squares
from segno's matrix (:func:`qr_matrix`, which the window's codes on screen draw
too), so they print sharp at any size. Captions are in the window's language: set
in the app's own fonts, Japanese in its Japanese font."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

CODE_SIZE = 200.0  # points: 7 cm, read from across a table
MARGIN = 40.0


def write_qr_sheet(links: Sequence[tuple[str, str]], path: Path) -> None:
    """Write ``links`` (caption, URL) as a PDF of QR codes to ``path``."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    from scorekeeper.export.pdf.text import font_for, register_fonts

    register_fonts()
    canvas = Canvas(str(path), pagesize=A4)
    width, height = A4
    cell_w, cell_h = (width - 2 * MARGIN) / 2, CODE_SIZE + 60
    rows = int((height - 2 * MARGIN) // cell_h)
    for index, (caption, url) in enumerate(links):
        slot = index % (2 * rows)
        if index and slot == 0:
            canvas.showPage()
        x = MARGIN + (slot % 2) * cell_w + (cell_w - CODE_SIZE) / 2
        y = height - MARGIN - (slot // 2 + 1) * cell_h + 30
        _code(canvas, url, x, y)
        canvas.setFont(font_for([caption], bold=True), 12)
        canvas.drawCentredString(x + CODE_SIZE / 2, y + CODE_SIZE + 8, caption)
        canvas.setFont(font_for([url]), 6)
        canvas.drawCentredString(x + CODE_SIZE / 2, y - 10, url)
    canvas.save()


def qr_matrix(url: str) -> tuple[tuple[bool, ...], ...]:
    """The QR code of ``url`` as rows of modules (``True``: dark), without the
    quiet zone: error correction M, never a Micro QR code (phones read those badly)."""
    import segno

    return tuple(
        tuple(bool(m) for m in row) for row in segno.make(url, error="m", micro=False).matrix
    )


def _code(canvas: object, url: str, x: float, y: float) -> None:
    matrix = qr_matrix(url)
    module = CODE_SIZE / len(matrix)
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark:
                top = y + CODE_SIZE - (r + 1) * module
                canvas.rect(x + c * module, top, module, module, stroke=0, fill=1)  # type: ignore[attr-defined]
