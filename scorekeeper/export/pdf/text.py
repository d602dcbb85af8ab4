"""Fonts, colours, paragraph styles and the escaping of user text.

Every user string reaches a Paragraph through :func:`markup` (or :func:`para`),
which escapes it (``xml.sax.saxutils.escape``) and sets its CJK runs in the
Japanese font; plain table cells are drawn as text and never parsed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph

from scorekeeper.export import fonts

MARGIN = 40.0
CELL = 8.0  # font size of the grid
INK, RULE, SHADE = (
    colors.HexColor("#1f2a36"),
    colors.HexColor("#8a96a3"),
    colors.HexColor("#eef1f4"),
)
DOUBLE, GAME_END = colors.HexColor("#fff1c9"), colors.HexColor("#dfe9f5")
PALETTE = [
    colors.HexColor(c)
    for c in ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2")
] + [colors.HexColor("#17becf")]


def register_fonts() -> None:
    """Register the shipped TrueType fonts (once) and their families."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for font in fonts.ALL:
        if font.name not in registered:
            pdfmetrics.registerFont(TTFont(font.name, str(font.path)))
    latin, bold = fonts.LATIN.name, fonts.LATIN_BOLD.name
    pdfmetrics.registerFontFamily(latin, normal=latin, bold=bold, italic=latin, boldItalic=bold)
    cjk = fonts.CJK.name
    pdfmetrics.registerFontFamily(cjk, normal=cjk, bold=cjk, italic=cjk, boldItalic=cjk)


def markup(text: str) -> str:
    """Paragraph markup printing ``text`` literally, CJK runs in the Japanese font."""
    return "".join(
        f'<font face="{fonts.CJK.name}">{escape(run)}</font>' if cjk else escape(run)
        for cjk, run in fonts.script_runs(text)
    )


def font_for(texts: Sequence[str], bold: bool = False) -> str:
    """The font for plain (unparsed) text: Japanese if any of ``texts`` needs it."""
    if any(fonts.needs_cjk(t) for t in texts):
        return fonts.CJK.name
    return fonts.LATIN_BOLD.name if bold else fonts.LATIN.name


def width(text: str, size: float = CELL, *, bold: bool = False) -> float:
    return float(pdfmetrics.stringWidth(text, font_for([text], bold), size))


def style(size: float, *, bold: bool = False, align: int = 0, space: float = 0) -> Any:
    name = fonts.LATIN_BOLD.name if bold else fonts.LATIN.name
    return ParagraphStyle(
        name=f"s{size}{bold}{align}",
        fontName=name,
        fontSize=size,
        leading=size * 1.25,
        alignment=align,
        textColor=INK,
        spaceAfter=space,
    )


TITLE, SUB, H2 = style(18, bold=True, space=4), style(10), style(12, bold=True, space=4)
BODY, SMALL = style(9), style(7.5)
HEAD, CELL_P = style(CELL, bold=True, align=TA_CENTER), style(CELL)


def para(text: str, paragraph_style: Any = BODY) -> Any:
    """A Paragraph printing the user text ``text`` literally."""
    return Paragraph(markup(text), paragraph_style)
