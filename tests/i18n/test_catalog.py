"""The core's gettext catalogs (``resources/locale``) against the code: every
``Msg``/``Join`` template in ``scorekeeper/`` has a Japanese translation with the
same placeholders, the ``.po`` holds no template the code no longer says, and the
compiled ``.mo`` the core reads says what the ``.po`` says."""

from __future__ import annotations

import importlib.util
import string
from pathlib import Path
from types import ModuleType

from scorekeeper import i18n

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


def test_every_template_in_the_code_has_japanese_with_the_same_placeholders() -> None:
    po = REBUILD.read_catalog(REBUILD.po_path("ja"), "ja")
    problems = []
    for template, where, line in REBUILD.extracted():
        message = po.get(template)
        if message is None or not message.string:
            problems.append(f"{where}:{line}: no Japanese for {template!r}")
        elif placeholders(message.string) != placeholders(template):
            problems.append(f"{where}:{line}: placeholders differ in {template!r}")
    assert problems == []


def test_catalog_holds_only_what_the_code_says() -> None:
    said = {template for template, _, _ in REBUILD.extracted()}
    po = REBUILD.read_catalog(REBUILD.po_path("ja"), "ja")
    assert sorted(m.id for m in po if m.id and m.id not in said) == []


def test_compiled_catalog_is_the_po_file() -> None:
    po = REBUILD.read_catalog(REBUILD.po_path("ja"), "ja")
    assert dict(i18n.catalog("ja")) == {m.id: m.string for m in po if m.id and m.string}


def test_english_is_the_template_and_unknown_languages_are_refused() -> None:
    assert i18n.translate("{value} is negative", "en") == "{value} is negative"
    assert i18n.translate("{value} is negative", "ja") == "{value} はマイナスです"
    try:
        i18n.translate("x", "xx")
    except ValueError as err:
        assert "xx" in str(err)
    else:
        raise AssertionError("an unknown language must be refused")
