"""The glossary (scorekeeper/words/glossary.py) and the score sheet's sentences
(scorekeeper/sheet/) have Japanese for every template, with the same placeholders;
the glossary's choices are the words the games' catalogs use too."""

from __future__ import annotations

from scorekeeper.words import glossary
from scorekeeper.words.catalog import catalog
from scorekeeper.words.text import render
from words.catalog_check import ROOT, missing_or_mismatched

JA = dict(catalog("ja"))  # the one gettext catalog (resources/locale)

SOURCES = [
    ROOT / "scorekeeper" / "words" / "glossary.py",
    ROOT / "scorekeeper" / "sheet" / "model.py",
    ROOT / "scorekeeper" / "sheet" / "plain.py",
]


def test_every_template_has_japanese() -> None:
    assert missing_or_mismatched(SOURCES, JA) == []


def test_every_term_is_translated() -> None:
    untranslated = [t.template for t in glossary.TERMS if t.template not in JA]
    assert untranslated == []


def test_the_words_chosen_once() -> None:
    """Issue 8: dealer 親 / ディーラー, thrown in 流局 / 配り直し, bells ベル / 鈴,
    leaves リーフ / 葉: one word each, the one the sheet and the games used."""
    terms = (glossary.DEALER, glossary.THROWN_IN, glossary.suit("bells"), glossary.suit("leaves"))
    assert [render(t, "ja") for t in terms] == ["ディーラー", "配り直し", "鈴", "葉"]
