"""Ulti records are strict (issue 8): a field the record may not have is refused
with ``Code.UNKNOWN_FIELD``, naming it, at every depth of the record, while every
field the spec (docs/deal-format.md "Common fields", "ulti"), the window's Ulti
form and the stored evenings write is accepted.

The bug: ``"kontar": {"ulti": 1}`` was scored as if no kontra had been said, so
the soloist of a failed ulti paid 4 instead of 8 to each defender (real money).

Base deal: Anna, Béla, Csaba; Csaba deals, Anna bids first and is the soloist
of 40-100 + ulti in leaves.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal
from scorekeeper.session.replay import replay_json

ROOT = Path(__file__).resolve().parents[2]
P3 = ["Anna", "Béla", "Csaba"]


def base() -> dict[str, Any]:
    return {
        "game": "ulti", "players": P3, "dealer": "Csaba", "soloist": "Anna",
        "contract": ["40-100", "ulti"], "trump": "leaves",
        "result": {"soloist_points": 60, "soloist_tricks": 6,
                   "marriages": {"soloist": ["leaves"], "defenders": ["bells"]},
                   "last_trick": {"winner": "Anna", "trump_seven": "Anna"},
                   "trump_seven_early": False, "aces": "split"},
    }  # fmt: skip


def auction() -> list[dict[str, Any]]:
    """Anna bids the contract, Béla and Csaba pass (docs/rules/ulti.md "Contract components")."""
    return [
        {"player": "Anna", "bid": {"contract": ["40-100", "ulti"], "hearts": False}},
        {"player": "Béla", "bid": "pass"},
        {"player": "Csaba", "bid": "pass"},
    ]


Edit = Callable[[dict[str, Any]], None]


def top(**fields: Any) -> Edit:
    return lambda raw: raw.update(fields)


def into(*path: str | int, **fields: Any) -> Edit:
    """Add ``fields`` to the object at ``path`` inside the record."""

    def edit(raw: dict[str, Any]) -> None:
        target: Any = raw
        for key in path:
            target = target[key]
        target.update(fields)

    return edit


def both(*edits: Edit) -> Edit:
    def edit(raw: dict[str, Any]) -> None:
        for one in edits:
            one(raw)

    return edit


def surrendered(raw: dict[str, Any]) -> None:
    del raw["result"]
    raw["surrender"] = True


def thrown_in(raw: dict[str, Any]) -> None:
    for key in ("soloist", "contract", "trump", "result"):
        del raw[key]
    raw["thrown_in"] = True


# (id, edit of the base deal, the unknown field the error must name)
UNKNOWN: list[tuple[str, Edit, str]] = [
    ("kontar-misspelt-at-top", top(kontar={"ulti": 1}), "kontar"),
    ("soloists-misspelt", top(soloists="Anna"), "soloists"),
    ("surender-misspelt-on-surrender", both(surrendered, top(surender=True)), "surender"),
    ("unknown-field-on-thrown-in", both(thrown_in, top(comment="misdeal")), "comment"),
    ("kontra-unknown-component", top(kontra={"ulti": 1, "ultii": 1}), "kontra.ultii"),
    ("result-unknown-field", into("result", soloist_point=60), "result.soloist_point"),
    ("result-marriages-unknown-side", into("result", "marriages", defender=["acorns"]),
     "result.marriages.defender"),
    ("result-last-trick-unknown-field", into("result", "last_trick", trump7="Anna"),
     "result.last_trick.trump7"),
    ("bids-entry-unknown-field", both(top(bids=auction()), into("bids", 1, note="slow")),
     "bids[1].note"),
    ("bids-bid-unknown-field", both(top(bids=auction()), into("bids", 0, "bid", trump="leaves")),
     "bids[0].bid.trump"),
]  # fmt: skip


@pytest.mark.parametrize(("edit", "field"), [c[1:] for c in UNKNOWN], ids=[c[0] for c in UNKNOWN])
def test_unknown_field_is_refused_naming_it(edit: Edit, field: str) -> None:
    raw = base()
    edit(raw)
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field
    assert err.value.code is Code.UNKNOWN_FIELD


def test_misspelt_kontra_is_refused_not_scored_without_it() -> None:
    # Anna's ulti fails (Béla wins the last trick over her trump 7); 60 + 40 marriage = 100,
    # so 40-100 is made. With kontra on ulti each defender gets -(+4 - (4 x 2 + 4)) = 8,
    # Anna -16; the misspelt record used to be scored as +4 - (4 + 4) = -4 each, Anna -8.
    raw = base() | {"kontra": {"ulti": 1}}
    raw["result"]["last_trick"]["winner"] = "Béla"
    assert parse_deal(raw).settle().deltas == {"Anna": -16, "Béla": 8, "Csaba": 8}
    misspelt = {"kontar" if k == "kontra" else k: v for k, v in raw.items()}
    with pytest.raises(RecordError) as err:
        parse_deal(misspelt)
    assert (err.value.field, err.value.code) == ("kontar", Code.UNKNOWN_FIELD)
    assert "kontra" in err.value.reason  # the reason lists the fields allowed here


def test_unknown_field_in_a_session_deal_names_the_deal() -> None:
    deal = {k: v for k, v in base().items() if k not in ("game", "players", "dealer")}
    session = {"game": "ulti", "players": P3, "first_dealer": "Csaba"}
    session["deals"] = [deal, deal | {"kontar": {"ulti": 1}}]
    with pytest.raises(RecordError) as err:
        replay_json(session)
    assert (err.value.field, err.value.code) == ("deals[1].kontar", Code.UNKNOWN_FIELD)


# --- what the app writes is accepted ---------------------------------------------------


def test_every_field_the_spec_and_the_window_write_is_accepted() -> None:
    # All common fields (rules, bids) and every optional Ulti field at once.
    raw = base() | {"rules": {"surrender_ulti_penalty": False}, "kontra": {"ulti": 1},
                    "bids": auction(), "thrown_in": False}  # fmt: skip
    deal = parse_deal(raw)
    assert deal.to_json() == raw
    assert parse_deal(deal.to_json()).to_json() == raw


def test_a_surrender_and_a_thrown_in_deal_are_accepted() -> None:
    surrender = base()
    surrendered(surrender)
    assert parse_deal(surrender).to_json() == surrender
    thrown = base()
    thrown_in(thrown)
    assert parse_deal(thrown).to_json() == thrown


def _ulti_sessions() -> list[Path]:
    files = [
        ROOT / "resources" / "examples" / "ulti.json",
        *sorted((ROOT / "tests" / "golden").glob("*.json")),
    ]
    return [f for f in files if json.loads(f.read_text(encoding="utf-8")).get("game") == "ulti"]


@pytest.mark.parametrize("path", _ulti_sessions(), ids=lambda p: p.name)
def test_every_stored_evening_still_replays(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    result = replay_json(raw)
    assert len(result.rows) == len(raw["deals"]) > 0


def test_the_spec_example_still_parses() -> None:
    raw = json.loads((ROOT / "tests" / "spec_examples" / "ulti.json").read_text(encoding="utf-8"))
    assert parse_deal(raw).to_json() == raw
