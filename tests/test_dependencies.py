"""pyproject.toml's dependency pins (docs/dependencies.md): each says why, and PySide6 is held
below 6.12 on Python 3.11 only (6.12.0 leaks references to None there)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
REQUIREMENT_LINE = re.compile(r'^\s*(?:[\w-]+\s*=\s*\[)?\s*"([^"]+)"')


def all_requirements() -> list[str]:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    return project["dependencies"] + [r for group in extras.values() for r in group]


def reasons() -> dict[str, bool]:
    """Each requirement line: whether it says why (a comment on the line itself; a longer
    reason goes on in comment lines below or above it, and in docs/dependencies.md)."""
    text = PYPROJECT.read_text(encoding="utf-8")
    body = text[text.index("dependencies = [") : text.index("[project.scripts]")]
    said = {}
    for line in body.splitlines():
        found = REQUIREMENT_LINE.match(line)
        if found:
            after = line.split(found.group(1), 1)[1]
            said[found.group(1)] = bool(re.search(r"#\s*\S", after))
    return said


def allowed(name: str, version: str, python: str) -> bool:
    """Whether the requirements on name let version in on that Python."""
    here = {"python_version": python}
    verdicts = [
        req.specifier.contains(version)
        for req in map(Requirement, all_requirements())
        if req.name == name and (req.marker is None or req.marker.evaluate(here))
    ]
    assert verdicts, f"no requirement on {name} applies on Python {python}"
    return all(verdicts)


def test_every_requirement_says_why():
    said = reasons()
    assert sorted(said) == sorted(all_requirements())  # the reader saw every requirement
    assert [requirement for requirement, why in said.items() if not why] == []


def test_the_finder_sees_a_requirement_without_a_reason():
    assert REQUIREMENT_LINE.match('    "reportlab>=4.2",').group(1) == "reportlab>=4.2"
    assert REQUIREMENT_LINE.match('postgresql = ["psycopg[binary]>=3.1"]').group(1) == (
        "psycopg[binary]>=3.1"
    )
    assert REQUIREMENT_LINE.match("    # PySide6 6.12.0 leaks") is None


def test_pyside6_612_is_held_back_on_python_311_only():
    assert not allowed("PySide6-Essentials", "6.12.0", "3.11")
    assert allowed("PySide6-Essentials", "6.11.3", "3.11")
    assert allowed("PySide6-Essentials", "6.12.0", "3.12")
    assert allowed("PySide6-Essentials", "6.12.0", "3.13")
    assert not allowed("PySide6-Essentials", "6.6.0", "3.13")


def test_no_pyside6_addons():
    # the chart is drawn with QPainter: nothing of the window needs PySide6-Addons (and an
    # Addons pin would have to repeat Essentials' markers: it requires Essentials == its own)
    assert [r for r in all_requirements() if Requirement(r).name.lower() == "pyside6-addons"] == []


def test_babel_stays_below_cldr_48():
    assert allowed("babel", "2.18.0", "3.11")
    assert not allowed("babel", "2.19.0", "3.13")
