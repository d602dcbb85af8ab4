"""Words the core shows a person — breakdown lines, score-sheet cells, error
reasons — in English or Japanese.

The core writes English; every such text is a template passed through
:func:`_` and then formatted, e.g. ``_("{payer} pays {payee} {amount}").format(...)``.
Each game keeps its Japanese catalog beside its code (a ``ja.py`` mapping the
English template to the Japanese one) and registers it on import. Game terms keep
their own names in both languages (kontra, parti, betli, läpäri, Mondfang).

The language is a context variable, English unless a caller chooses otherwise:
the CLI and the JSON of ``spec/deal-format.md`` stay English; the window and the
PDF switch with :func:`using` or :func:`set_language`. Standard library only.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

LANGUAGES = ("en", "ja")
_language: ContextVar[str] = ContextVar("scorekeeper_language", default="en")
_catalogs: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES if lang != "en"}


def register(language: str, entries: Mapping[str, str]) -> None:
    """Add ``entries`` (English template -> translation) to ``language``'s catalog."""
    _catalogs.setdefault(language, {}).update(entries)


def catalog(language: str) -> Mapping[str, str]:
    """The registered translations of ``language`` (for tests and tools)."""
    return dict(_catalogs.get(language, {}))


def language() -> str:
    return _language.get()


def set_language(lang: str) -> None:
    """Make ``lang`` the language of this context (the window's thread)."""
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not one of {', '.join(LANGUAGES)}")
    _language.set(lang)


@contextmanager
def using(lang: str) -> Iterator[None]:
    """Texts made inside the block are in ``lang``."""
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not one of {', '.join(LANGUAGES)}")
    token = _language.set(lang)
    try:
        yield
    finally:
        _language.reset(token)


def translate(template: str, language: str) -> str:
    """``template`` in ``language`` (the template itself when no translation exists)."""
    if language == "en":
        return template
    if language not in LANGUAGES:
        raise ValueError(f"language {language!r} is not one of {', '.join(LANGUAGES)}")
    return _catalogs.get(language, {}).get(template, template)


def _(template: str) -> str:
    """``template`` in the current language (English when no translation exists)."""
    lang = _language.get()
    if lang == "en":
        return template
    return _catalogs.get(lang, {}).get(template, template)
