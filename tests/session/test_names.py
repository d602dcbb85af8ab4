"""Names are read one way everywhere (``games.base.clean_name``): Unicode NFC, no
control characters (C0, C1) or bidirectional overrides, no surrounding spaces.
``Zoë`` typed with a precomposed ë and with e + combining diaeresis is one player."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.base import check_names, clean_name
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay_json

NFC = "Zoë"
NFD = unicodedata.normalize("NFD", NFC)
EXAMPLES = Path(__file__).parent.parent / "spec_examples"


def test_the_two_spellings_differ_as_text() -> None:
    assert NFC != NFD and len(NFD) == len(NFC) + 1


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        (NFD, NFC),
        ("  Zoë\t", NFC),
        ("Zo\x1b[31më", "Zo[31më"),  # the ESC goes, the visible rest stays
        ("Zo\x07\x00ë\x85", NFC),  # BEL, NUL, C1 NEL
        ("\u202eZoë\u202c", NFC),  # right-to-left override ... pop
        ("\u2066Zoë\u2069\u200f", NFC),  # isolate, right-to-left mark
        ("Zo\x00" + "e\u0308", NFC),  # a control between the letters, then NFC
        ("Anna Béla", "Anna Béla"),  # inner spaces are part of a name
        ("👩\u200d👩\u200d👧", "👩\u200d👩\u200d👧"),  # joiners make one emoji: kept
    ],
    ids=["nfd", "spaces", "escape", "bel-nul-c1", "bidi-override", "isolate-mark",
         "control-inside", "inner-space", "emoji-joiner"],
)  # fmt: skip
def test_clean_name(typed: str, kept: str) -> None:
    assert clean_name(typed) == kept


@pytest.mark.parametrize("typed", ["", "   ", "\x1b\x07", "\u202e \u202c"], ids=repr)
def test_a_name_empty_once_cleaned_is_not_a_name(typed: str) -> None:
    with pytest.raises(RecordError) as caught:
        check_names(["Anna", typed, "Csaba"])
    assert caught.value.field == "players[1]" and caught.value.code == Code.NOT_NAME


def test_two_spellings_of_one_name_at_one_table_are_a_duplicate() -> None:
    with pytest.raises(RecordError) as caught:
        check_names([NFC, "Anna", NFD])
    assert caught.value.code == Code.DUPLICATE


def ultimate(players: list[str], **fields: Any) -> dict[str, Any]:
    deal = json.loads((EXAMPLES / "ultimate.json").read_text(encoding="utf-8"))
    return deal | {"players": players} | fields


def test_a_deal_naming_a_player_in_nfd_and_in_nfc_is_one_player() -> None:
    # Aki and partner Zoë take 52 >= 45: both +45 (docs/rules/ultimate.md), everyone else 0.
    deal = ultimate(["Aki", "Ben", NFD, "Dai", "Emi"], partner=NFC)
    assert parse_deal(deal).settle().deltas == {"Aki": 45, "Ben": 0, NFC: 45, "Dai": 0, "Emi": 0}
    deal = ultimate(["Aki", "Ben", NFC, "Dai", "Emi"], partner=NFD, dealer=" Emi\x00")
    outcome = parse_deal(deal).settle()
    assert outcome.deltas == {"Aki": 45, "Ben": 0, NFC: 45, "Dai": 0, "Emi": 0}


def test_an_ulti_kontra_by_a_defender_named_in_nfd() -> None:
    # docs/rules/ulti.md betli 5; Zoë said kontra: Zoë pays 5 × 2 = 10, Csaba 5; Anna +15.
    deal = {
        "game": "ulti", "players": ["Anna", NFC, "Csaba"], "dealer": "Csaba",
        "soloist": "Anna", "contract": ["betli"], "trump": None,
        "result": {"soloist_tricks": 0}, "kontra": {"betli": {NFD: 1}},
    }  # fmt: skip
    assert parse_deal(deal).settle().deltas == {"Anna": 15, NFC: -10, "Csaba": -5}


def test_a_session_with_nfd_players_and_an_nfc_first_dealer() -> None:
    record = json.loads((EXAMPLES / "session_marjapussi.json").read_text(encoding="utf-8"))
    record["players"] = ["Aino", "Eero", "Helmi", NFD]
    record["first_dealer"] = NFC
    record["deals"][0]["players"] = ["Aino", "Eero", "Helmi", NFC]  # the deal's own spelling
    plain = json.loads((EXAMPLES / "session_marjapussi.json").read_text(encoding="utf-8"))
    plain["players"] = ["Aino", "Eero", "Helmi", NFC]
    plain["first_dealer"] = NFC
    assert parse_session(record).players == ("Aino", "Eero", "Helmi", NFC)
    assert replay_json(record).to_json() == replay_json(plain).to_json()
