"""Fonts, colours, paragraph styles and the escaping of user text.

Every user string reaches a Paragraph through :func:`markup` (or :func:`para`),
which escapes it (:func:`escape`, as ``xml.sax.saxutils.escape``) and sets its CJK runs in the
Japanese font; plain table cells are drawn as text and never parsed.

A character the font of its run lacks (most emoji: DejaVu Sans has ☺ and 🃏 but
not 🎉 or 👍) would print as an empty box; :func:`printable` writes such
characters as their code points instead, ``Aki 🎉`` → ``Aki [U+1F389]``, so the
name is still told apart and nothing is lost. :func:`fit_lines` wraps a text
into a width, and ends it with an ellipsis where a cell must stay short.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

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
    """Register the Latin TrueType faces (once) and their family; the Japanese
    font is registered by :func:`cjk_font` the first time a text needs it."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for font in (fonts.LATIN, fonts.LATIN_BOLD):
        if font.name not in registered:
            pdfmetrics.registerFont(TTFont(font.name, str(font.path)))
    latin, bold = fonts.LATIN.name, fonts.LATIN_BOLD.name
    pdfmetrics.registerFontFamily(latin, normal=latin, bold=bold, italic=latin, boldItalic=bold)


@functools.cache
def cjk_font() -> str:
    """The name of the Japanese font, registered on first use: reading its 6 MB
    file is left to the sheets that hold CJK text (every use of the font asks for
    its name here, so it is never named before it is registered)."""
    cjk = fonts.CJK.name
    if cjk not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(cjk, str(fonts.CJK.path)))
    pdfmetrics.registerFontFamily(cjk, normal=cjk, bold=cjk, italic=cjk, boldItalic=cjk)
    return cjk


def escape(text: str) -> str:
    """``xml.sax.saxutils.escape``: ``&``, ``<`` and ``>`` as entities, so
    reportlab's Paragraph parser prints ``text`` as typed. Written out here
    because that module imports ``urllib.request`` (and with it ``http`` and
    ``ssl``), which would cost every export a fifth of its start-up."""
    return text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")


def markup(text: str) -> str:
    """Paragraph markup printing ``text`` literally, CJK runs in the Japanese font."""
    return "".join(
        f'<font face="{cjk_font()}">{escape(run)}</font>' if cjk else escape(run)
        for cjk, run in fonts.script_runs(text)
    )


def font_for(texts: Sequence[str], bold: bool = False) -> str:
    """The font for plain (unparsed) text: Japanese if any of ``texts`` needs it."""
    if any(fonts.needs_cjk(t) for t in texts):
        return cjk_font()
    return fonts.LATIN_BOLD.name if bold else fonts.LATIN.name


ELLIPSIS = "…"


@functools.cache
def _glyphs(font: str) -> frozenset[int]:
    """The code points ``font`` (registered) has a glyph for."""
    return frozenset(pdfmetrics.getFont(font).face.charToGlyph)


def covered(char: str) -> bool:
    """Whether the font its script run is set in has a glyph for ``char``
    (Latin text may be bold, so both DejaVu faces must have it)."""
    if fonts.is_cjk(char):
        return ord(char) in _glyphs(cjk_font())
    code = ord(char)
    return code in _glyphs(fonts.LATIN.name) and code in _glyphs(fonts.LATIN_BOLD.name)


@functools.lru_cache(maxsize=8192)
def printable(text: str) -> str:
    """``text`` with each run of characters no font has written as code points:
    ``"Aki 🎉"`` → ``"Aki [U+1F389]"`` (never an empty box, nothing dropped)."""
    out: list[str] = []
    missing: list[str] = []
    for char in text:
        if covered(char):
            if missing:
                out.append("[" + " ".join(missing) + "]")
                missing = []
            out.append(char)
        else:
            missing.append(f"U+{ord(char):04X}")
    if missing:
        out.append("[" + " ".join(missing) + "]")
    printed = "".join(out)
    return text if printed == text else printed


@functools.cache
def _char_width(char: str, font: str) -> float:
    return float(pdfmetrics.stringWidth(char, font, 1000)) / 1000


def _run_font(cjk: bool, bold: bool) -> str:
    if cjk:
        return cjk_font()
    return fonts.LATIN_BOLD.name if bold else fonts.LATIN.name


@functools.lru_cache(maxsize=65536)
def width(text: str, size: float = CELL, *, bold: bool = False) -> float:
    """The printed width of ``text``, each script run in its own font."""
    return size * sum(_char_width(c, _run_font(fonts.is_cjk(c), bold)) for c in text)


def fit_lines(
    text: str, avail: float, size: float, *, bold: bool = False, lines: int = 1
) -> list[str]:
    """``text`` wrapped into at most ``lines`` lines of width ``avail`` (at a
    space where one fits, else between characters); text left over ends the
    last line with an ellipsis, so a shortened text is always marked."""
    if width(text, size, bold=bold) <= avail:
        return [text]
    out: list[str] = []
    rest = text
    while rest and len(out) < lines:
        line, rest = _take_line(rest, avail, size, bold)
        out.append(line)
    if rest:
        out[-1] = _with_ellipsis(out[-1], avail, size, bold)
    return out


def _take_line(text: str, avail: float, size: float, bold: bool) -> tuple[str, str]:
    """The longest head of ``text`` that fits ``avail``, and the rest."""
    used, end = 0.0, 0
    for char in text:
        used += size * _char_width(char, _run_font(fonts.is_cjk(char), bold))
        if used > avail:
            break
        end += 1
    else:
        return text, ""
    end = max(end, 1)  # at least one character a line, however narrow
    space = text.rfind(" ", 0, end + 1)
    if space > 0:
        end = space
    return text[:end].rstrip(), text[end:].lstrip()


def _with_ellipsis(line: str, avail: float, size: float, bold: bool) -> str:
    room = avail - width(ELLIPSIS, size, bold=bold)
    while line and width(line, size, bold=bold) > room:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS


def style(
    size: float, *, bold: bool = False, align: int = 0, space: float = 0, color: Any = INK
) -> Any:
    name = fonts.LATIN_BOLD.name if bold else fonts.LATIN.name
    return ParagraphStyle(
        name=f"s{size}{bold}{align}",
        fontName=name,
        fontSize=size,
        leading=size * 1.25,
        alignment=align,
        textColor=color,
        spaceAfter=space,
    )


TITLE, SUB, H2 = style(18, bold=True, space=4), style(10), style(12, bold=True, space=4)
BODY, SMALL = style(9), style(7.5)
HEAD, CELL_P = style(CELL, bold=True, align=TA_CENTER), style(CELL)


def para(text: str, paragraph_style: Any = BODY) -> Any:
    """A Paragraph printing the user text ``text`` literally."""
    return Paragraph(markup(text), paragraph_style)


def para_lines(lines: Sequence[str], paragraph_style: Any = BODY) -> Any:
    """A Paragraph printing the lines of user text ``lines`` as they are broken."""
    return Paragraph("<br/>".join(markup(line) for line in lines), paragraph_style)


class CellParagraph(Paragraph):  # type: ignore[misc]
    """A Paragraph in a table cell, broken into lines once per width and drawn
    once per document and width: reportlab measures a cell once to size its row
    and again before drawing it, and the grid prints the same header (and the
    same name) on every page. A Paragraph is drawn in its own coordinates, moved
    into place by the one ``cm`` operator that ``Flowable.drawOn`` writes first;
    the operators that follow are the same wherever it stands, so they are kept
    from its first drawing and written again in the next places."""

    _measured: tuple[float, tuple[float, float]] | None = None
    _drawn: tuple[Any, float, list[str]] | None = None  # document, width, operators

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        if self._measured is None or self._measured[0] != avail_width:
            self._measured = avail_width, super().wrap(avail_width, avail_height)
        return self._measured[1]

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        width = self.width
        drawn = self._drawn
        canvas.saveState()
        canvas.translate(self._hAlignAdjust(x, _sW), y)
        if drawn is not None and drawn[0] is canvas._doc and drawn[1] == width:
            canvas._code.extend(drawn[2])
        else:
            start = len(canvas._code)
            self._drawOn(canvas)
            self._drawn = canvas._doc, width, canvas._code[start:]
        canvas.restoreState()


def cell_lines(lines: Sequence[str], paragraph_style: Any) -> Any:
    """A :class:`CellParagraph` printing the lines of user text ``lines``."""
    return CellParagraph("<br/>".join(markup(line) for line in lines), paragraph_style)
