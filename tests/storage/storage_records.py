"""Records for the storage tests.

Ultimate (``docs/rules/ultimate.md``) keeps the arithmetic easy to do by hand: a made
bid scores the declarer +bid; a missed bid scores each defender +⌊bid / 2⌋; the
game ends after the deal in which someone reaches 150. Players ``Aki, Ben,
Chie`` in order of play; Chie deals first, then Aki, Ben, Chie, ...
"""

from __future__ import annotations

from typing import Any

PLAYERS = ["Aki", "Ben", "Chie"]


def ult(declarer: str | None, bid: int = 0, points: int = 0) -> dict[str, Any]:
    """An Ultimate deal: ``declarer`` bid ``bid`` and captured ``points``; None = all passed."""
    if declarer is None:
        return {"declarer": None}
    return {
        "declarer": declarer,
        "bid": bid,
        "trump": "spades",
        "result": {"declarer_points": points},
    }


def ultimate_session(*deals: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "game": "ultimate",
        "players": list(PLAYERS),
        "first_dealer": "Chie",
        **extra,
        "deals": list(deals),
    }


# The spec's session example (docs/deal-format.md, "Session").
MARJAPUSSI_DEAL = {
    "declarer": "Aino",
    "bid": 120,
    "contract": 120,
    "kontra": 0,
    "result": {"card_points": [80, 40], "last_trick": 0, "tricks": [6, 3], "marriages": []},
}
MARJAPUSSI_SESSION = {
    "game": "marjapussi",
    "players": ["Aino", "Eero", "Helmi", "Onni"],
    "first_dealer": "Onni",
    "rules": {},
    "stake": {"per_point": 1, "currency": "EUR", "mode": "per-point"},
    "deals": [MARJAPUSSI_DEAL],
}


# Chie deals first. Aki makes 45 (+45); Ben misses 30 (Aki, Chie +15); Chie makes 25 (+25):
# totals Aki 60, Ben 0, Chie 40.
THREE_DEALS = [ult("Aki", 45, 52), ult("Ben", 30, 10), ult("Chie", 25, 25)]


def entered(record: dict[str, Any]) -> dict[str, Any]:
    """A stored session record without the ids the store gives it (``session_json``
    carries the session's ``id`` and each deal's): what was entered."""
    out = {k: v for k, v in record.items() if k != "id"}
    if "deals" in out:
        out["deals"] = [{k: v for k, v in d.items() if k != "id"} for d in out["deals"]]
    return out


def entered_deals(record: dict[str, Any]) -> list[dict[str, Any]]:
    return list(entered(record)["deals"])
