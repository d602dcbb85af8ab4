"""Helpers of the PDF tests: sessions written in the spec's JSON format, the PDF
bytes of a session and the text pypdf reads back out of them."""

from __future__ import annotations

import datetime
import io
from collections.abc import Callable
from typing import Any

import pytest
from pypdf import PdfReader

from scorekeeper.export.pdf import export_pdf
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import SessionResult, replay

MADE = datetime.date(2026, 3, 15)


def ulti_parti(soloist: str, points: int, tricks: int, last: str) -> dict[str, Any]:
    """An Ulti parti in leaves, soloist shows the leaves marriage, no 7 at the end."""
    return {
        "soloist": soloist,
        "contract": ["parti"],
        "trump": "leaves",
        "result": {
            "soloist_points": points,
            "soloist_tricks": tricks,
            "marriages": {"soloist": ["leaves"], "defenders": []},
            "last_trick": {"winner": last, "trump_seven": None},
            "trump_seven_early": False,
            "aces": "split",
        },
    }


def betli(soloist: str, tricks: int = 0) -> dict[str, Any]:
    return {"soloist": soloist, "contract": ["betli"], "trump": None,
            "result": {"soloist_tricks": tricks}}  # fmt: skip


def ultimate_deal(declarer: str, bid: int, points: int) -> dict[str, Any]:
    return {"declarer": declarer, "bid": bid, "trump": "spades",
            "result": {"declarer_points": points}}  # fmt: skip


def session(game: str, players: list[str], deals: list[dict[str, Any]], **extra: Any) -> Any:
    raw = {"game": game, "players": players, "first_dealer": players[-1], "deals": deals}
    return replay(parse_session({**raw, **extra}))


def pdf_bytes(result: SessionResult, **options: Any) -> bytes:
    buf = io.BytesIO()
    export_pdf(result, buf, made=MADE, **options)
    return buf.getvalue()


def pdf_pages(data: bytes) -> list[Any]:
    return list(PdfReader(io.BytesIO(data)).pages)


def pdf_text(data: bytes) -> str:
    """All the text of the PDF, lines joined (pypdf keeps a table row on one line)."""
    return "\n".join(page.extract_text() or "" for page in pdf_pages(data))


@pytest.fixture
def render() -> Callable[..., bytes]:
    return pdf_bytes
