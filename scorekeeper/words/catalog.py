"""The core's message catalogs: English templates (``Msg`` ids) -> other languages.

The core's words are :class:`~scorekeeper.words.text.Msg` objects, rendered in a
language only at the edge (window, PDF, CLI, CSV). Their translations live in
standard gettext catalogs, ``resources/locale/<lang>/LC_MESSAGES/scorekeeper.po``,
kept with Babel (``resources/locale/rebuild.py`` extracts the templates, updates
the ``.po`` files and compiles the ``.mo`` files). At run time the standard
library's :mod:`gettext` reads the ``.mo`` file once per language (and is
imported only then: English output, ``scorekeeper settle``'s, needs no catalog).
English is the template itself. Game terms keep their own names in every language but
Japanese, which writes them as the club's rule pages do (コントラ, ベトリ, レペリ,
モンドファング: ``words/glossary.py``). Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

TYPE_CHECKING = False
if TYPE_CHECKING:
    import gettext
    from pathlib import Path

LANGUAGES = ("en", "ja", "hu", "fi", "de")
DOMAIN = "scorekeeper"


def locale_dir() -> Path:
    """The shipped catalogs' folder (found when a catalog is first read: English,
    ``scorekeeper settle``'s, reads none, nor looks for the shipped data)."""
    from scorekeeper.host.shipped import RESOURCES

    return RESOURCES / "locale"


def check_language(language: str) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"language {language!r} is not one of {', '.join(LANGUAGES)}")
    return language


@cache
def _translations(language: str) -> gettext.NullTranslations:
    import gettext

    path = locale_dir() / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    with path.open("rb") as f:
        return gettext.GNUTranslations(f)


def translate(template: str, language: str, context: str | None = None) -> str:
    """``template`` in ``language`` (the template itself where no translation
    exists); ``context``: the catalog's ``msgctxt`` (:class:`~scorekeeper.words.text.InContext`)."""
    if language == "en":
        return template
    translations = _translations(check_language(language))
    if context is not None:
        return translations.pgettext(context, template)
    return translations.gettext(template)


def translate_plural(singular: str, plural: str, n: int, language: str) -> str:
    """The form of ``singular``/``plural`` that ``n`` takes in ``language``."""
    if language == "en":
        return singular if n == 1 else plural
    return _translations(check_language(language)).ngettext(singular, plural, n)


def catalog(language: str) -> Mapping[str, str]:
    """Every translated template of ``language`` (for tests and tools)."""
    if check_language(language) == "en":
        return {}
    entries: dict[str, str] = getattr(_translations(language), "_catalog", {})
    return {k: v for k, v in entries.items() if isinstance(k, str) and k}
