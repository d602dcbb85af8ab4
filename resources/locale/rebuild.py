"""Rebuild the core's message catalogs with Babel.

The core's words (breakdown lines, score-sheet cells, warnings, error reasons,
glossary terms) are ``Msg("English template", ...)`` calls in ``scorekeeper/``;
a list separator is the second argument of ``Join(items, ", ")``. This script

1. extracts every such template into ``resources/locale/scorekeeper.pot``,
2. updates each language's ``<lang>/LC_MESSAGES/scorekeeper.po`` from it (the
   translations already there are kept; new ids come in untranslated, ids no
   longer in the code are dropped), and
3. compiles the ``.mo`` files the core reads at run time with the standard
   library's ``gettext`` (``scorekeeper/words/catalog.py``).

    .venv/bin/python resources/locale/rebuild.py

Translate new entries in the ``.po`` file (any PO editor, or by hand), then run
this again. ``tests/words/test_catalog.py`` fails while a template has no
translation, a translation's placeholders differ from its template's, or a
``.mo`` is older than its ``.po``. Widget texts stay in Qt Linguist
(``resources/i18n/rebuild.py``).
"""

from __future__ import annotations

import ast
import io
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DOMAIN = "scorekeeper"
LANGUAGES = ("ja", "hu", "fi", "de")
TEAMS = {"ja": "Japanese", "hu": "Hungarian", "fi": "Finnish", "de": "German"}
KEYWORDS = {"Msg": None, "Join": (2,), "Plural": (1, 2), "InContext": ((1, "c"), 2)}
# Msg's first argument, Join's second, Plural's singular and plural (a msgid with its
# msgid_plural), InContext's context (msgctxt) and template
# Fixed header fields, so that running this twice writes the same bytes.
HEADER = {
    "project": "Scorekeeper",
    "version": "0.1",
    "msgid_bugs_address": "",
    "copyright_holder": "the Scorekeeper authors",
    "creation_date": datetime(2026, 11, 23, tzinfo=UTC),
    "revision_date": datetime(2026, 11, 23, tzinfo=UTC),
    "last_translator": "the Scorekeeper authors",
    "language_team": "Japanese",
}
COMMENT = "# The core's words in {language} (resources/locale/rebuild.py keeps this file).\n#"


def po_path(language: str) -> Path:
    return HERE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


def extract_templates(
    fileobj: BinaryIO, keywords: Iterable[str], comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, tuple[str | None, ...], list[str]]]:
    """A Babel extraction method over the syntax tree: every ``Msg(...)`` and
    ``Join(...)`` call at any depth, with its literal arguments (Babel then takes
    the one ``KEYWORDS`` names). Babel's own Python extractor loses a call nested in
    another's arguments, as in ``Join(Msg(...) for ...)``."""
    names = set(keywords)
    for node in ast.walk(ast.parse(fileobj.read())):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names:
            args = tuple(
                a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                for a in node.args
            )
            yield node.lineno, node.func.id, args, []


def extracted() -> Iterator[tuple[str, str, int, str | None]]:
    """(template, file, line, context) of every literal template in the core
    (``context``: an :class:`~scorekeeper.words.text.InContext`'s msgctxt, else None)."""
    for filename, lineno, message, _comments, context in extract_from_dir(
        ROOT / "scorekeeper",
        method_map=[("**.py", extract_templates)],  # type: ignore[list-item]
        keywords=KEYWORDS,
        comment_tags=(),
        strip_comment_tags=True,
    ):
        yield message, f"scorekeeper/{filename}", lineno, context


def template_catalog() -> Catalog:
    pot = Catalog(domain=DOMAIN, charset="utf-8", fuzzy=False, **HEADER)
    for message, filename, lineno, context in extracted():
        pot.add(message, locations=[(filename, lineno)], flags=_flags(message), context=context)
    return pot


def _flags(message: str | tuple[str, ...]) -> tuple[str, ...]:
    forms = (message,) if isinstance(message, str) else message
    return ("python-brace-format",) if any("{" in form for form in forms) else ()


def read_catalog(path: Path, language: str) -> Catalog:
    if not path.exists():
        return Catalog(locale=language, domain=DOMAIN, charset="utf-8", fuzzy=False)
    with path.open("rb") as f:
        return read_po(f, locale=language, domain=DOMAIN)


def compiled(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, omit_header=False, include_lineno=False)
    return out.getvalue()


def _forms(string: str | tuple[str, ...] | None) -> tuple[str, ...]:
    """A translation's forms: one, or one per plural form of the language (an
    entry new to the catalog may have none yet)."""
    if string is None:
        return ("",)
    return (string,) if isinstance(string, str) else tuple(s or "" for s in string)


def main() -> int:
    pot = template_catalog()
    (HERE / f"{DOMAIN}.pot").write_bytes(po_text(pot))
    for language in LANGUAGES:
        catalog = read_catalog(po_path(language), language)
        catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
        catalog.obsolete.clear()
        for key, value in HEADER.items():
            setattr(catalog, key, value)
        catalog.language_team = TEAMS[language]
        catalog.header_comment = COMMENT.format(language=language)
        po_path(language).parent.mkdir(parents=True, exist_ok=True)
        po_path(language).write_bytes(po_text(catalog))
        mo_path(language).write_bytes(compiled(catalog))
        untranslated = [m.id for m in catalog if m.id and not all(_forms(m.string))]
        print(f"{language}: {len(catalog)} messages, {len(untranslated)} untranslated")
        for message in untranslated:
            print(f"  untranslated: {message!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
