"""The byte-identical score sheet of a fixed session (reportlab's invariant mode:
fixed creation date and document ID, fixed "made" date).

The golden file is tests/golden/pdf_ulti_evening.pdf, made from
tests/golden/pdf_ulti_evening.json. After an intended change of the sheet, look at
the new PDF (docs/pdf.md) and regenerate it explicitly:

    SCOREKEEPER_REGENERATE_GOLDEN=1 .venv/bin/pytest -q tests/export/test_pdf_golden.py

It is never rewritten otherwise; a missing golden file is a failure, not a new file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import pdf_bytes

from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay

GOLDEN = Path(__file__).parent.parent / "golden"
SESSION, PDF = GOLDEN / "pdf_ulti_evening.json", GOLDEN / "pdf_ulti_evening.pdf"
REGENERATE = os.environ.get("SCOREKEEPER_REGENERATE_GOLDEN") == "1"


def _render() -> bytes:
    record = parse_session(json.loads(SESSION.read_text(encoding="utf-8")))
    return pdf_bytes(replay(record), invariant=True)


def test_same_bytes_twice_in_invariant_mode():
    assert _render() == _render()


def test_matches_the_golden_file():
    data = _render()
    if REGENERATE:
        PDF.write_bytes(data)
        pytest.skip(f"regenerated {PDF.name} ({len(data)} bytes): look at it before committing")
    assert PDF.exists(), f"{PDF} is missing; see this module's docstring"
    golden = PDF.read_bytes()
    assert data == golden, (
        f"the score sheet differs from {PDF.name} ({len(data)} vs {len(golden)} bytes); "
        "if the change is intended, regenerate it (SCOREKEEPER_REGENERATE_GOLDEN=1)"
    )
