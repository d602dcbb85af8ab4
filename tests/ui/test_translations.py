"""Japanese is complete: every string of ui/ is in resources/i18n/scorekeeper_ja.ts, translated,
and compiled. (The house rules' words are the core's option_words, checked in
tests/i18n/test_option_words_ja.py; the window shows them.)"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from ui.i18n import I18N_DIR, Translations

ROOT = Path(__file__).resolve().parents[2]
TS = I18N_DIR / "scorekeeper_ja.ts"


def messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(path).getroot()
    return {
        (ctx.findtext("name"), m.findtext("source")): m.find("translation")
        for ctx in root.iter("context")
        for m in ctx.iter("message")
    }


def test_every_shipped_message_is_translated():
    unfinished = [
        key
        for key, tr in messages(TS).items()
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
    missing = set(messages(fresh)) - set(messages(TS))
    assert missing == set(), "run resources/i18n/rebuild.py and translate the new strings"


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
