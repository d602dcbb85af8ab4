"""The printable sheet of the phones' QR codes (issue 26, Club ▸ Phones…): one
code per table and role, each under its caption (``Table 3 · follow``) with its
link in small type, two to a row on A4. The codes are drawn as vector squares
from segno's matrix, so they print sharp at any size."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

CODE_SIZE = 200.0  # points: 7 cm, read from across a table
MARGIN = 40.0


def write_qr_sheet(links: Sequence[tuple[str, str]], path: Path) -> None:
    """Write ``links`` (caption, URL) as a PDF of QR codes to ``path``."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

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
        canvas.setFont("Helvetica-Bold", 12)
        canvas.drawCentredString(x + CODE_SIZE / 2, y + CODE_SIZE + 8, caption)
        canvas.setFont("Helvetica", 6)
        canvas.drawCentredString(x + CODE_SIZE / 2, y - 10, url)
    canvas.save()


def _code(canvas: object, url: str, x: float, y: float) -> None:
    import segno

    matrix = segno.make(url, error="m", micro=False).matrix
    module = CODE_SIZE / len(matrix)
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark:
                top = y + CODE_SIZE - (r + 1) * module
                canvas.rect(x + c * module, top, module, module, stroke=0, fill=1)  # type: ignore[attr-defined]
