"""A link's QR code on screen: the same modules as the printed sheet
(:func:`scorekeeper.export.qr_sheet.qr_matrix`), drawn as a black-on-white image
with the quiet zone a reader needs (4 modules), each module :data:`MODULE`
pixels, so a phone held at arm's length reads it off the laptop's screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

MODULE = 5  # pixels per module: a 41-module link code is 245 pixels with its margin
QUIET = 4  # modules of white around the code (the QR standard's quiet zone)


def qr_image(url: str, module: int = MODULE) -> QImage:
    """The QR code of ``url`` as an image (white around, always light: a reader
    needs dark modules on light, whatever the window's theme)."""
    from scorekeeper.export.qr_sheet import qr_matrix

    matrix = qr_matrix(url)
    side = (len(matrix) + 2 * QUIET) * module
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor(Qt.GlobalColor.white))
    painter = QPainter(image)
    black = QColor(Qt.GlobalColor.black)
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark:
                x, y = (c + QUIET) * module, (r + QUIET) * module
                painter.fillRect(x, y, module, module, black)
    painter.end()
    return image
