"""Renaming a player rewrites the session record (``scorekeeper/session/rename.py``): every
field that names the player, and nothing else; the renamed session replays to the
same scores under the new name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.jsonio import NAME_LENGTH
from scorekeeper.session.rename import rename_player
from scorekeeper.session.replay import SessionResult, replay_json

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "resources" / "examples"

P = "@P"  # the renamed player in the hand-written sessions below


def seat(record: Any, name: str) -> Any:
    """The record as written by hand with ``name`` in every place marked ``@P``."""
    return json.loads(json.dumps(record).replace(json.dumps(P), json.dumps(name)))


# One session per game, written by hand, where the player @P stands in every field
# of the game that can name a player (docs/deal-format.md).
ULTI = {
    "game": "ulti",
    "players": [P, "Béla", "Csaba"],
    "first_dealer": P,
    "deals": [
        {  # Béla's betli, doubled by @P alone (a no-trump component: per defender)
            "soloist": "Béla",
            "contract": ["betli"],
            "kontra": {"betli": {P: 1}},
            "result": {"soloist_tricks": 0},
        },
        {  # @P's 40-100 ulti in hearts: the suit stays a suit whatever @P is called
            "soloist": P,
            "contract": ["40-100", "ulti"],
            "trump": "hearts",
            "kontra": {"ulti": 1},
            "result": {
                "soloist_points": 60,
                "soloist_tricks": 6,
                "marriages": {"soloist": ["hearts"], "defenders": ["bells"]},
                "last_trick": {"winner": P, "trump_seven": P},
                "trump_seven_early": False,
                "aces": "split",
            },
        },
    ],
}
HUUTOPUSSI = {
    "game": "huutopussi",
    "players": [P, "Eero", "Helmi", "Onni"],
    "first_dealer": "Onni",
    "deals": [
        {
            "declarer": P,
            "bid": 100,
            "contract": 100,
            "bids": [
                {"player": P, "bid": 100},
                {"player": "Eero", "bid": "pass"},
                {"player": "Helmi", "bid": "pass"},
                {"player": "Onni", "bid": "pass"},
            ],
            "result": {
                "card_points": [90, 50],
                "last_trick": 0,
                "tricks": [6, 3],
                "marriages": [{"side": 0, "suit": "hearts"}],
            },
        }
    ],
}
MARJAPUSSI = {
    "game": "marjapussi",
    "players": ["Aino", "Eero", P, "Onni"],
    "first_dealer": P,
    "deals": [
        {
            "declarer": P,
            "bid": 120,
            "contract": 120,
            "kontra": 0,
            "result": {"card_points": [80, 40], "last_trick": 0, "tricks": [6, 3], "marriages": []},
        }
    ],
}
ZWANZIGERRUFEN = {
    "game": "zwanzigerrufen",
    "players": ["Franz", "Gerti", "Hans", P],
    "first_dealer": "Hans",
    "deals": [
        {  # @P is forehand (after the dealer Hans) and calls Gerti's XX
            "contract": "normal",
            "declarer": P,
            "called": "XX",
            "partner": "Gerti",
            "result": {
                "declarer_points": 40,
                "declarer_tricks": 5,
                "pagat": None,
                "trull": None,
                "four_kings": None,
                "mondfang": None,
            },
        },
        {  # Franz calls @P
            "contract": "normal",
            "declarer": "Franz",
            "called": "XX",
            "partner": P,
            "result": {
                "declarer_points": 30,
                "declarer_tricks": 3,
                "pagat": None,
                "trull": None,
                "four_kings": None,
                "mondfang": None,
            },
        },
    ],
}
ULTIMATE = {
    "game": "ultimate",
    "players": ["Aki", "Ben", P, "Dai", "Emi"],
    "first_dealer": "Emi",
    "rules": {"partner_variant": True},
    "deals": [
        {
            "declarer": "Aki",
            "bid": 45,
            "trump": "spades",
            "partner_card": "QH",
            "partner": P,
            "result": {"declarer_points": 52},
        },
        {
            "dealer": P,
            "declarer": P,
            "bid": 30,
            "trump": "hearts",
            "partner_card": "AS",
            "partner": None,
            "result": {"declarer_points": 20},
        },
    ],
}
SESSIONS = {
    "ulti": ULTI,
    "huutopussi": HUUTOPUSSI,
    "marjapussi": MARJAPUSSI,
    "zwanzigerrufen": ZWANZIGERRUFEN,
    "ultimate": ULTIMATE,
}
# New names that are words of the records: a rename must not touch the words.
NEW_NAMES = ("hearts", "soloist", "normal", "Zoë")


def deltas(result: SessionResult) -> list[dict[str, int]]:
    return [dict(row.outcome.deltas) for row in result.rows]


def under(names: dict[str, str], table: list[dict[str, int]]) -> list[dict[str, int]]:
    return [{names.get(p, p): d for p, d in row.items()} for row in table]


@pytest.mark.parametrize("new", NEW_NAMES)
@pytest.mark.parametrize("game", SESSIONS)
def test_rename_gives_the_session_written_with_the_new_name(game: str, new: str) -> None:
    before, by_hand = seat(SESSIONS[game], "Anna"), seat(SESSIONS[game], new)
    renamed = rename_player(before, "Anna", new)
    assert renamed == by_hand
    assert before == seat(SESSIONS[game], "Anna")  # the record given is not changed
    old, now = replay_json(before), replay_json(renamed)
    assert deltas(now) == under({"Anna": new}, deltas(old)) == deltas(replay_json(by_hand))
    assert now.next_dealer == {"Anna": new}.get(old.next_dealer, old.next_dealer)


def test_hand_worked_huutopussi_deal_renamed() -> None:
    # docs/rules/huutopussi.md "Scoring": the declarers (Anna, now "hearts", and Helmi)
    # have 90 card points + the last trick 20 + the hearts marriage 100 = 210 ≥ the
    # contract 100, so they score +100; the opponents score their total, 50.
    renamed = replay_json(rename_player(seat(HUUTOPUSSI, "Anna"), "Anna", "hearts"))
    expected = {"hearts": 100, "Eero": 50, "Helmi": 100, "Onni": 50}
    assert dict(renamed.rows[0].outcome.deltas) == expected


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_every_example_player_renamed_and_back(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    old = replay_json(record)
    for player in record["players"]:
        for new in NEW_NAMES:
            renamed = rename_player(record, player, new)
            assert deltas(replay_json(renamed)) == under({player: new}, deltas(old))
            assert rename_player(renamed, new, player) == record


@pytest.mark.parametrize(
    ("new", "field", "code"),
    [
        ("", "players[0]", Code.NOT_NAME),
        ("  ", "players[0]", Code.NOT_NAME),
        ("x" * (NAME_LENGTH + 1), "players[0]", Code.LIMIT),
        ("Eero", "players[0]", Code.DUPLICATE),
        ("Eero ", "players[0]", Code.DUPLICATE),
    ],
    ids=["empty", "spaces", "too-long", "seated", "seated-with-space"],
)
def test_a_bad_new_name_is_refused_naming_the_field(new: str, field: str, code: Code) -> None:
    with pytest.raises(RecordError) as err:
        rename_player(seat(HUUTOPUSSI, "Anna"), "Anna", new)
    assert (err.value.field, err.value.code) == (field, code)


def test_renaming_a_player_not_seated_is_refused() -> None:
    with pytest.raises(RecordError) as err:
        rename_player(seat(HUUTOPUSSI, "Anna"), "Zoe", "Zoë")
    assert (err.value.field, err.value.code) == ("players", Code.NOT_PLAYER)


def test_same_name_renames_nothing() -> None:
    record = seat(HUUTOPUSSI, "Anna")
    assert rename_player(record, "Anna", "Anna") == record
