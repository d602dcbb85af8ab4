"""Every language is complete: every string of ui/ is in resources/i18n/scorekeeper_<lang>.ts
(Japanese, Hungarian, Finnish, German), translated, and compiled; every translation can be drawn
with the fonts the window has. (The house rules' words are the core's, declared with each
game's options and checked in tests/words/test_option_words_ja.py; the window shows them.)"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from scorekeeper_ui.widgets.i18n import I18N_DIR, Translations

ROOT = Path(__file__).resolve().parents[3]
# The .ts sources are the checkout's (the wheel ships only the compiled .qm, in I18N_DIR).
SOURCES = ROOT / "resources" / "i18n"
TS = SOURCES / "scorekeeper_ja.ts"
LANGUAGES = ("ja", "hu", "fi", "de")


def ts_file(language: str) -> Path:
    return SOURCES / f"scorekeeper_{language}.ts"


def messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(path).getroot()
    return {
        (ctx.findtext("name"), m.findtext("source")): m.find("translation")
        for ctx in root.iter("context")
        for m in ctx.iter("message")
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_shipped_message_is_translated(language):
    unfinished = [
        key
        for key, tr in messages(ts_file(language)).items()
        if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete") or not tr.text
    ]
    assert unfinished == []


def test_the_ts_file_holds_every_string_of_the_ui(tmp_path):
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists() and shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "ui").rglob("*.py"))
    subprocess.run(
        [str(lupdate) if lupdate.exists() else "pyside6-lupdate", *sources, "-ts", str(fresh)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for language in LANGUAGES:
        missing = set(messages(fresh)) - set(messages(ts_file(language)))
        assert missing == set(), f"run resources/i18n/rebuild.py and translate ({language})"


def translations_of(language: str) -> list[str]:
    """Every translated text of the window's catalog (numerus forms included)."""
    out = []
    for tr in messages(ts_file(language)).values():
        if tr is not None:
            out += [tr.text or ""] + [form.text or "" for form in tr.iter("numerusform")]
    return [text for text in out if text]


def undrawable(texts, fonts) -> set[str]:
    """The characters of ``texts`` none of ``fonts`` (QFontMetrics) has a glyph for."""
    return {
        char
        for text in texts
        for char in text
        if not char.isspace() and not any(f.inFontUcs4(ord(char)) for f in fonts)
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_has_its_glyphs_in_the_shipped_fonts(qapp, language):
    from PySide6.QtGui import QFont, QFontMetrics

    from scorekeeper_ui.app.startup import use_shipped_fonts

    fonts = [QFontMetrics(QFont(family)) for family in use_shipped_fonts(qapp)]
    assert undrawable(["Gergő Szűcs 田中 Jäätelö Straße"], fonts) == set()
    assert undrawable(["\u0f00"], fonts) == {"\u0f00"}  # Tibetan: no shipped font has it
    assert undrawable(translations_of(language), fonts) == set()


def test_compiled_translation_loads():
    translator = QTranslator()
    assert translator.load("scorekeeper_ja", str(I18N_DIR))
    assert translator.translate("MainWindow", "&File") == "ファイル(&F)"


def test_installing_japanese_translates_and_english_restores(qapp):
    translations = Translations()
    translations.install(qapp, "ja")
    try:
        assert QCoreApplication.translate("DealEditor", "Dealer") == "ディーラー"
    finally:
        translations.install(qapp, "en")
    assert QCoreApplication.translate("DealEditor", "Dealer") == "Dealer"
