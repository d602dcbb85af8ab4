"""Every word of every language prints in the PDF: each character of each
translation (the core's catalogs, plural forms included) has a glyph in the font
the PDF sets it in (DejaVu Sans and its bold face for Latin, IPAexGothic for
Japanese), so no ő, ß or kana becomes an empty box."""

from __future__ import annotations

import pytest

from scorekeeper.export.pdf.text import covered, register_fonts
from scorekeeper.words import catalog as i18n
from tests.words.test_catalog import REBUILD, forms

LANGUAGES = [language for language in i18n.LANGUAGES if language != "en"]


def unprintable(texts: list[str]) -> set[str]:
    register_fonts()
    return {char for text in texts for char in text if not char.isspace() and not covered(char)}


def test_the_check_finds_a_missing_glyph() -> None:
    assert unprintable(["Gergő Szűcs 田中 Jäätelö Straße"]) == set()
    assert unprintable(["\u0f00"]) == {"\u0f00"}  # Tibetan: no shipped font has it


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_prints_in_the_pdf_fonts(language: str) -> None:
    po = REBUILD.read_catalog(REBUILD.po_path(language), language)
    texts = [form for m in po if m.id for form in forms(m.string) if form]
    assert unprintable(texts) == set()
