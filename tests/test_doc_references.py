"""Docstrings and comments cite files by path (``docs/rules/ulti.md``, ``games/base.py``):
every such path must name a file in this repository, relative to the repository, to
the citing file's folder or to the ``scorekeeper`` package."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CITING = ("scorekeeper", "ui", "bench", "resources", "tests")
# A path with a known ending; an all-capital stem with no folder (``FILE.json``) is a
# placeholder, not a file.
PATH = re.compile(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.(?:md|py|json|po|ts))\b")
PLACEHOLDER = re.compile(r"[A-Z_]+\.\w+")


def prose(source: str) -> str:
    """The docstrings and comments of a module (code's own strings are data)."""
    tree = ast.parse(source)
    docs = [
        ast.get_docstring(node) or ""
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
    ]
    comments = [
        token.string
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.COMMENT
    ]
    return "\n".join(docs + comments)


def cited(path: Path) -> set[str]:
    found = PATH.findall(prose(path.read_text(encoding="utf-8")))
    return {name for name in found if not PLACEHOLDER.fullmatch(name)}


def resolves(name: str, source: Path) -> bool:
    bases = (ROOT, source.parent, ROOT / "scorekeeper")
    return any((base / name).exists() for base in bases)


def test_every_cited_file_exists() -> None:
    missing = [
        f"{source.relative_to(ROOT)}: {name}"
        for folder in CITING
        for source in sorted((ROOT / folder).rglob("*.py"))
        for name in sorted(cited(source))
        if not resolves(name, source)
    ]
    assert missing == []
