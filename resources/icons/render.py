"""Render scorekeeper.svg to the PNG sizes the desktop wants (16 to 256 px).

    PYTHONPATH=$PWD QT_QPA_PLATFORM=offscreen python resources/icons/render.py

Run it after changing the SVG and commit the PNGs: the app and
``scorekeeper --install-desktop`` use the files as they are (QtSvg is in
PySide6-Essentials, so nothing else is needed to render them)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SVG = HERE / "scorekeeper.svg"
SIZES = (16, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    return HERE / f"scorekeeper-{size}.png"


def render(size: int, renderer: QSvgRenderer) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG}: not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        if not render(size, renderer).save(str(png_path(size))):
            print(f"{png_path(size)}: could not be written", file=sys.stderr)
            return 1
        print(png_path(size).name)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
