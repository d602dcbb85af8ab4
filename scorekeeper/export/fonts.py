"""The fonts of the PDF score sheet and which one a piece of text needs.

Two TrueType fonts ship in ``resources/fonts/`` with their licence texts:
DejaVu Sans (Latin with Central European letters such as ő and ű, Greek,
Cyrillic, the signs × — → ★) and IPAexGothic (Japanese; it has Latin glyphs
too). reportlab embeds TrueType outlines only, which rules out the CFF-based
Noto CJK fonts.

The fallback is by script: a run of CJK characters (kana, kanji, full-width
forms, CJK punctuation) is set in the Japanese font, everything else in DejaVu
Sans, so ``Őrs と 田中`` prints every glyph. No reportlab here: the renderer
(:mod:`scorekeeper.export.pdf`) registers the files this module names.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path

from scorekeeper.host.shipped import RESOURCES


@dataclass(frozen=True)
class FontFile:
    """A font the PDF embeds: the name it is registered under and its file."""

    name: str
    filename: str

    @property
    def path(self) -> Path:
        return font_dir() / self.filename


LATIN = FontFile("DejaVuSans", "DejaVuSans.ttf")
LATIN_BOLD = FontFile("DejaVuSans-Bold", "DejaVuSans-Bold.ttf")
CJK = FontFile("IPAexGothic", "ipaexg.ttf")
ALL = (LATIN, LATIN_BOLD, CJK)

# Unicode blocks set in the Japanese font (first, last code point).
_CJK_BLOCKS = (
    (0x2E80, 0x2FDF),  # CJK radicals, Kangxi radicals
    (0x3000, 0x303F),  # CJK symbols and punctuation (、。「」)
    (0x3040, 0x30FF),  # Hiragana, Katakana
    (0x31F0, 0x31FF),  # Katakana phonetic extensions
    (0x3200, 0x33FF),  # enclosed CJK letters, CJK compatibility
    (0x3400, 0x4DBF),  # CJK unified ideographs extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFF00, 0xFFEF),  # half-width and full-width forms
)


def font_dir() -> Path:
    """The folder of the shipped font files (package data of ``resources.fonts``)."""
    return RESOURCES / "fonts"


@functools.lru_cache(maxsize=4096)
def is_cjk(char: str) -> bool:
    code = ord(char)
    return any(lo <= code <= hi for lo, hi in _CJK_BLOCKS)


@functools.lru_cache(maxsize=8192)
def needs_cjk(text: str) -> bool:
    """Whether ``text`` holds a character only the Japanese font has."""
    return any(is_cjk(c) for c in text)


def script_runs(text: str) -> list[tuple[bool, str]]:
    """``text`` cut into runs of (is CJK, run); ``"Aki 田中"`` -> Latin, CJK."""
    return [(cjk, "".join(chars)) for cjk, chars in groupby(text, key=is_cjk)]
