"""Helpers for the catalog-completeness tests: every literal template passed to
``Msg()`` in a set of source files has a Japanese entry
with the same placeholders."""

from __future__ import annotations

import ast
import string
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def templates_in(paths: Iterable[Path]) -> dict[str, str]:
    """Every string literal passed as the first argument of ``Msg(...)``, with its place."""
    found: dict[str, str] = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Msg"
                and node.args
            ):
                arg = node.args[0]
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                    f"{path}:{node.lineno}: {node.func.id}() needs a literal template"
                )
                found.setdefault(arg.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def missing_or_mismatched(paths: Iterable[Path], catalog: Mapping[str, str]) -> list[str]:
    problems = []
    for template, where in sorted(templates_in(paths).items()):
        if template not in catalog:
            problems.append(f"{where}: no Japanese for {template!r}")
        elif placeholders(catalog[template]) != placeholders(template):
            problems.append(f"{where}: placeholders differ in {template!r}")
    return problems
