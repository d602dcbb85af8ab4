"""The core's gettext catalogs (``resources/locale``) against the code: every
``Msg``/``Join``/``Plural`` template in ``scorekeeper/`` has a translation in every
language (each plural form of a ``Plural``) with the same placeholders, the ``.po``
holds no template the code no longer says, and the compiled ``.mo`` the core reads
says what the ``.po`` says."""

from __future__ import annotations

import importlib.util
import string
from pathlib import Path
from types import ModuleType

import pytest

from scorekeeper.words import catalog as i18n
from scorekeeper.words.text import InContext, Msg, Plural

ROOT = Path(__file__).resolve().parents[2]


def _rebuild() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "rebuild", ROOT / "resources" / "locale" / "rebuild.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


REBUILD = _rebuild()


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


TRANSLATED = [language for language in i18n.LANGUAGES if language != "en"]


def forms(text: str | tuple[str, ...]) -> tuple[str, ...]:
    """A template's or a translation's forms (a ``Plural`` has several)."""
    return (text,) if isinstance(text, str) else tuple(text)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_template_in_the_code_is_translated_with_the_same_placeholders(
    language: str,
) -> None:
    po = REBUILD.read_catalog(REBUILD.po_path(language), language)
    problems = []
    for template, where, line, context in REBUILD.extracted():
        message = po.get(template, context=context)
        wanted = placeholders(forms(template)[-1])
        if message is None or not all(forms(message.string)):
            problems.append(f"{where}:{line}: no {language} for {template!r}")
        elif any(placeholders(form) != wanted for form in forms(message.string)):
            problems.append(f"{where}:{line}: placeholders differ in {template!r}")
        elif isinstance(template, tuple) and len(forms(message.string)) != po.num_plurals:
            problems.append(f"{where}:{line}: {template!r} needs {po.num_plurals} forms")
    assert problems == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_catalog_holds_only_what_the_code_says(language: str) -> None:
    said = {(forms(template)[0], context) for template, _, _, context in REBUILD.extracted()}
    po = REBUILD.read_catalog(REBUILD.po_path(language), language)
    ids = ((forms(m.id)[0], m.context) for m in po if m.id)
    assert sorted(i for i in ids if i not in said) == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_compiled_catalog_is_the_po_file(language: str) -> None:
    po = REBUILD.read_catalog(REBUILD.po_path(language), language)
    single = {
        m.id if m.context is None else f"{m.context}\x04{m.id}": m.string  # gettext's key
        for m in po
        if isinstance(m.id, str) and m.id and m.string
    }
    assert dict(i18n.catalog(language)) == single
    for m in po:
        if isinstance(m.id, tuple) and all(m.string):
            # Every compiled form is one of the .po's, picked by the language's rule.
            for n in (1, 2, 5):
                assert i18n.translate_plural(*m.id, n, language) in m.string


def test_plural_forms_follow_each_language() -> None:
    """English and German say "1 deal", "2 deals"; Japanese has one form."""
    left = [Plural("{n} deal left", "{n} deals left", n=n) for n in (1, 2)]
    assert [p.render("en") for p in left] == ["1 deal left", "2 deals left"]
    assert [p.render("ja") for p in left] == ["残り 1 ディール", "残り 2 ディール"]


def test_english_is_the_template_and_unknown_languages_are_refused() -> None:
    assert i18n.translate("{value} is negative", "en") == "{value} is negative"
    assert i18n.translate("{value} is negative", "ja") == "{value} はマイナスです"
    try:
        i18n.translate("x", "xx")
    except ValueError as err:
        assert "xx" in str(err)
    else:
        raise AssertionError("an unknown language must be refused")


def test_words_in_context_are_told_apart() -> None:
    """Issue 13: German says Partie for a race game and Spiel for Zwanzigerrufen's
    base game, one English "Game" (the catalog's msgctxt)."""
    plain, base = Msg("Game"), InContext("zwanzigerrufen", "Game")
    assert (plain.render("en"), base.render("en")) == ("Game", "Game")
    assert (plain.render("de"), base.render("de")) == ("Partie", "Spiel")
    assert plain != base and base == InContext("zwanzigerrufen", "Game")
