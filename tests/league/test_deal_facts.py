"""The facts a league counts per deal (each game's GameSpec.facts, read by
scorekeeper/league/facts.py): contracts declared and made, kontra given and won.
Every expected fact is worked by hand from the rules file named in the test
(``docs/rules/<game>.md``), never copied from the code.
Each deal is replayed as a one-deal session, as the league will read it."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from games.test_huutopussi_records import records as huutopussi_records
from games.test_marjapussi_records import records as marjapussi_records
from games.test_ulti_properties import records as ulti_records
from games.test_ultimate_props import records as ultimate_records
from games.test_zwanzigerrufen_props import records as zwanzigerrufen_records
from hypothesis import given, settings

from scorekeeper.games import GAME_IDS
from scorekeeper.games.facts import DealFacts, Declared, Kontra
from scorekeeper.games.ulti.record import UltiDeal
from scorekeeper.league.facts import CONTRACT_KEYS, contract_word, deal_facts
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import DealContext, DealRow, replay_json, settle_deal
from scorekeeper.words.catalog import catalog
from scorekeeper.words.text import Msg, render

JA = dict(catalog("ja"))
EXAMPLES = sorted((Path(__file__).parents[2] / "resources" / "examples").glob("*.json"))

ULTI = {"game": "ulti", "players": ["Anna", "Béla", "Csaba", "Dóra"], "dealer": "Dóra"}
PUSSI = {"players": ["Aino", "Eero", "Helmi", "Onni"], "dealer": "Onni"}
ZW = {"game": "zwanzigerrufen", "players": ["Franz", "Gerti", "Hans", "Ilse"], "dealer": "Ilse"}
ULTIMATE = {"game": "ultimate", "players": ["Aki", "Ben", "Chie", "Dai", "Emi"], "dealer": "Emi"}


def facts(table: Mapping[str, Any], deal: Mapping[str, Any], **rules: Any) -> DealFacts:
    """The facts of ``deal`` played as the only deal of a session at ``table``."""
    session = {
        "game": table["game"],
        "players": table["players"],
        "first_dealer": table["dealer"],
        "rules": rules,
        "deals": [dict(deal)],
    }
    (row,) = replay_json(session).rows
    return deal_facts(row)


def check(got: DealFacts, declared: set[Declared], kontras: set[Kontra]) -> None:
    """The facts, in any order, each once."""
    assert set(got.declared) == declared and len(got.declared) == len(declared)
    assert set(got.kontras) == kontras and len(got.kontras) == len(kontras)
    for fact in (*got.declared, *got.kontras):
        assert fact.contract in {k for keys in CONTRACT_KEYS.values() for k in keys}


# --- Ulti (docs/rules/ulti.md) ------------------------------------------------------
# Dóra deals and sits out: Anna, Béla and Csaba play, Anna is the soloist.

ULTI_RESULT = {
    "soloist_points": 60,
    "soloist_tricks": 6,
    "marriages": {"soloist": ["leaves"], "defenders": ["bells"]},
    "trump_seven_early": False,
    "aces": "split",
}


def test_ulti_40_100_and_ulti_made_under_kontra() -> None:
    # The spec's example (docs/deal-format.md "ulti"), trump leaves: 40-100 needs the
    # trump marriage shown and cards + 40 >= 100: 60 + 40 = 100, made. Ulti: Anna wins
    # the last trick with her trump 7, not played early: made. Kontra level 1 on the
    # ulti, a trump component: one level for both defenders, so Béla and Csaba each gave
    # it and lost it; nobody answered with Rekontra.
    deal = {
        "soloist": "Anna",
        "contract": ["40-100", "ulti"],
        "trump": "leaves",
        "kontra": {"ulti": 1},
        "result": {**ULTI_RESULT, "last_trick": {"winner": "Anna", "trump_seven": "Anna"}},
    }
    check(
        facts(ULTI, deal),
        {Declared("Anna", "ulti:40-100", True), Declared("Anna", "ulti:ulti", True)},
        {Kontra("Béla", "ulti:ulti", False), Kontra("Csaba", "ulti:ulti", False)},
    )


def test_ulti_lost_under_rekontra() -> None:
    # As above, but Béla wins the last trick over Anna's trump 7: 40-100 still made
    # (60 + 40 = 100), the ulti lost. Level 2 on the ulti: the defenders said Kontra
    # (level 1) and won it; Anna answered Rekontra (level 2) and lost it.
    deal = {
        "soloist": "Anna",
        "contract": ["40-100", "ulti"],
        "trump": "leaves",
        "kontra": {"ulti": 2},
        "result": {**ULTI_RESULT, "last_trick": {"winner": "Béla", "trump_seven": "Anna"}},
    }
    check(
        facts(ULTI, deal),
        {Declared("Anna", "ulti:40-100", True), Declared("Anna", "ulti:ulti", False)},
        {
            Kontra("Béla", "ulti:ulti", True, 1),
            Kontra("Csaba", "ulti:ulti", True, 1),
            Kontra("Anna", "ulti:ulti", False, 2),
        },
    )


def test_ulti_betli_kontra_of_one_defender() -> None:
    # The rules' worked check "Betli, one defender said kontra, soloist takes no trick":
    # betli is made with no trick; a no-trump component's kontra is per defender, so
    # only Béla gave it, and lost it. Csaba gave none.
    deal = {
        "soloist": "Anna",
        "contract": ["betli"],
        "trump": None,
        "kontra": {"betli": {"Béla": 1}},
        "result": {"soloist_tricks": 0},
    }
    check(
        facts(ULTI, deal),
        {Declared("Anna", "ulti:betli", True)},
        {Kontra("Béla", "ulti:betli", False)},
    )


def test_ulti_surrender_loses_every_component_and_drops_kontra() -> None:
    # "Surrender": every component counts as lost; kontra is said after the first card
    # and a surrender comes before it, so the recorded kontra is no kontra given.
    deal = {
        "soloist": "Anna",
        "contract": ["parti", "ulti"],
        "trump": "acorns",
        "kontra": {"ulti": 1},
        "surrender": True,
    }
    check(
        facts(ULTI, deal),
        {Declared("Anna", "ulti:parti", False), Declared("Anna", "ulti:ulti", False)},
        set(),
    )


def test_ulti_silent_bonuses_are_not_declared() -> None:
    # Parti alone in bells, Anna takes every ace (90 points, 10 tricks): parti made;
    # the silent 100 and silent four aces are scored but were never declared.
    deal = {
        "soloist": "Anna",
        "contract": ["parti"],
        "trump": "bells",
        "result": {
            "soloist_points": 90,
            "soloist_tricks": 10,
            "last_trick": {"winner": "Anna"},
            "aces": "soloist",
        },
    }
    check(facts(ULTI, deal), {Declared("Anna", "ulti:parti", True)}, set())


# --- Marjapussi (docs/rules/marjapussi.md) ------------------------------------------
# Teams: Aino and Helmi (seats 1 and 3) against Eero and Onni (seats 2 and 4).


def test_marjapussi_made_with_kontra_and_re() -> None:
    # Worked check "Contract 150, Kontra and Re (×4), made": Aino's team takes 110 card
    # points + last trick 20 + clubs marriage 60 = 190 >= 150, made. Kontra (1) was the
    # opponents', each partner of the side (the record does not say which one spoke),
    # lost; Re (2) the declarers', won.
    deal = {
        "declarer": "Aino",
        "bid": 150,
        "contract": 150,
        "kontra": 2,
        "result": {
            "card_points": [110, 10],
            "last_trick": 0,
            "tricks": [8, 1],
            "marriages": [{"side": 0, "suit": "clubs"}],
        },
    }
    check(
        facts({"game": "marjapussi", **PUSSI}, deal),
        {Declared("Aino", "marjapussi:game", True)},
        {
            Kontra("Eero", "marjapussi:game", False, 1),
            Kontra("Onni", "marjapussi:game", False, 1),
            Kontra("Aino", "marjapussi:game", True, 2),
            Kontra("Helmi", "marjapussi:game", True, 2),
        },
    )


def test_marjapussi_missed_under_kontra() -> None:
    # The spec's session deal (docs/deal-format.md "Session") with a Kontra: 80 card
    # points + last trick 20 = 100 < 120, missed; the opponents' Kontra won.
    deal = {
        "declarer": "Aino",
        "bid": 120,
        "contract": 120,
        "kontra": 1,
        "result": {"card_points": [80, 40], "last_trick": 0, "tricks": [6, 3], "marriages": []},
    }
    check(
        facts({"game": "marjapussi", **PUSSI}, deal),
        {Declared("Aino", "marjapussi:game", False)},
        {Kontra("Eero", "marjapussi:game", True), Kontra("Onni", "marjapussi:game", True)},
    )


def test_marjapussi_all_passed_has_no_facts() -> None:
    # Rule 4: nobody declared, so nothing was declared or doubled.
    deal = {
        "declarer": None,
        "result": {"card_points": [80, 40], "last_trick": 0, "tricks": [6, 3], "marriages": []},
    }
    assert facts({"game": "marjapussi", **PUSSI}, deal) == DealFacts()


# --- Huutopussi (docs/rules/huutopussi.md) ------------------------------------------


def test_huutopussi_made_and_missed() -> None:
    # Worked check: bid 80, contract 100; 95 card points + last trick 20 = 115 >= 100,
    # made. The same deal with contract 120: 115 < 120, missed. No kontra in this game.
    result = {"card_points": [95, 45], "last_trick": 0, "tricks": [6, 3], "marriages": []}
    table = {"game": "huutopussi", **PUSSI}
    made = {"declarer": "Aino", "bid": 80, "contract": 100, "result": result}
    missed = {**made, "contract": 120}
    check(facts(table, made), {Declared("Aino", "huutopussi:game", True)}, set())
    check(facts(table, missed), {Declared("Aino", "huutopussi:game", False)}, set())


def test_huutopussi_redeal_has_no_facts() -> None:
    assert facts({"game": "huutopussi", **PUSSI}, {"thrown_in": True}) == DealFacts()


# --- Zwanzigerrufen (docs/rules/zwanzigerrufen.md) ----------------------------------
# Ilse deals: Franz is forehand. In a normal game Franz and his partner Hans are the
# declarers, Gerti and Ilse the defenders.


def test_zwanzigerrufen_worked_check() -> None:
    # The rules' worked check: Franz calls XIX (Hans holds it). Gerti: Kontra and
    # Absolut dagegen; Hans: Kontra on the Absolut; Ilse: Pagat dagegen; Franz: Kontra
    # on the Pagat. The declarers take 40 points; Ilse's Pagat wins the last trick.
    # - Game (normal): 40 < 45, lost; the defenders' Kontra on it won.
    # - Absolut dagegen is the defenders' announcement: made only if the declarers took
    #   fewer than 32; 40 is not, so failed. The Kontra on it is the declarers' (the
    #   side binds: Franz and Hans) and won.
    # - Pagat dagegen: the defenders' Pagat won the last trick, made; the declarers'
    #   Kontra on it lost.
    deal = {
        "contract": "normal",
        "declarer": "Franz",
        "called": "XIX",
        "partner": "Hans",
        "announced": {"absolut": "against", "pagat": "against"},
        "kontra": {"game": 1, "absolut": 1, "pagat": 1},
        "result": {
            "declarer_points": 40,
            "declarer_tricks": 4,
            "pagat": {"side": "defenders", "outcome": "won"},
        },
    }
    check(
        facts(ZW, deal),
        {
            Declared("Franz", "zwanzigerrufen:normal", False),
            Declared("Gerti", "zwanzigerrufen:absolut", False),
            Declared("Ilse", "zwanzigerrufen:absolut", False),
            Declared("Gerti", "zwanzigerrufen:pagat", True),
            Declared("Ilse", "zwanzigerrufen:pagat", True),
        },
        {
            Kontra("Gerti", "zwanzigerrufen:normal", True),
            Kontra("Ilse", "zwanzigerrufen:normal", True),
            Kontra("Franz", "zwanzigerrufen:absolut", True),
            Kontra("Hans", "zwanzigerrufen:absolut", True),
            Kontra("Franz", "zwanzigerrufen:pagat", False),
            Kontra("Hans", "zwanzigerrufen:pagat", False),
        },
    )


def test_zwanzigerrufen_absolut_dagegen_implies_the_game_kontra() -> None:
    # "Absolut dagegen ... put a Kontra on the game by themselves": no kontra written,
    # yet the defenders doubled the game. The declarers take 50 points: game won
    # (50 >= 45), the defenders' Kontra lost; their Absolut (declarers < 32) failed.
    deal = {
        "contract": "normal",
        "declarer": "Franz",
        "called": "XX",
        "partner": "Hans",
        "announced": {"absolut": "against"},
        "result": {"declarer_points": 50, "declarer_tricks": 5},
    }
    check(
        facts(ZW, deal),
        {
            Declared("Franz", "zwanzigerrufen:normal", True),
            Declared("Gerti", "zwanzigerrufen:absolut", False),
            Declared("Ilse", "zwanzigerrufen:absolut", False),
        },
        {
            Kontra("Gerti", "zwanzigerrufen:normal", False),
            Kontra("Ilse", "zwanzigerrufen:normal", False),
        },
    )


def test_zwanzigerrufen_solo_valat_with_rekontra() -> None:
    # Gerti plays a solo alone against three and announces Valat dazu; the defenders
    # say Kontra on the Valat and Gerti Rekontra. She takes all 10 tricks (88 points):
    # the game (88 >= 45) and the valat are made; the three defenders' Kontra lost,
    # Gerti's Rekontra won.
    deal = {
        "contract": "solo",
        "declarer": "Gerti",
        "announced": {"valat": "for"},
        "kontra": {"valat": 2},
        "result": {"declarer_points": 88, "declarer_tricks": 10},
    }
    check(
        facts(ZW, deal),
        {
            Declared("Gerti", "zwanzigerrufen:solo", True),
            Declared("Gerti", "zwanzigerrufen:valat", True),
        },
        {
            Kontra("Franz", "zwanzigerrufen:valat", False, 1),
            Kontra("Hans", "zwanzigerrufen:valat", False, 1),
            Kontra("Ilse", "zwanzigerrufen:valat", False, 1),
            Kontra("Gerti", "zwanzigerrufen:valat", True, 2),
        },
    )


def test_zwanzigerrufen_zusammenwerfen_has_no_facts() -> None:
    assert facts(ZW, {"thrown_in": True}) == DealFacts()


# --- Ultimate (docs/rules/ultimate.md) ----------------------------------------------


def test_ultimate_bid_made_with_partner() -> None:
    # The spec's example: Aki bids 45, Chie holds the QH and is his partner; together
    # they capture 52 >= 45, made. Only the declarer declared; Ultimate has no kontra.
    deal = {
        "declarer": "Aki",
        "bid": 45,
        "trump": "spades",
        "partner_card": "QH",
        "partner": "Chie",
        "result": {"declarer_points": 52},
    }
    got = facts(ULTIMATE, deal, partner_variant=True)
    check(got, {Declared("Aki", "ultimate:bid", True)}, set())


def test_ultimate_bid_missed() -> None:
    # Bid 60, captured 52 < 60: missed.
    deal = {"declarer": "Ben", "bid": 60, "trump": "hearts", "result": {"declarer_points": 52}}
    check(facts(ULTIMATE, deal), {Declared("Ben", "ultimate:bid", False)}, set())


def test_ultimate_all_passed_has_no_facts() -> None:
    assert facts(ULTIMATE, {"declarer": None}) == DealFacts()


def test_ulti_thrown_in_has_no_facts() -> None:
    assert facts(ULTI, {"thrown_in": True}) == DealFacts()


# --- Words ----------------------------------------------------------------------------


def test_every_game_has_contract_keys() -> None:
    assert set(CONTRACT_KEYS) == set(GAME_IDS)
    assert all(CONTRACT_KEYS[game] for game in GAME_IDS)


@pytest.mark.parametrize(
    "key", [k for game in GAME_IDS for k in CONTRACT_KEYS[game]], ids=lambda k: str(k)
)
def test_every_contract_has_a_word_in_english_and_japanese(key: str) -> None:
    word = contract_word(key)
    assert word != key
    assert render(word, "en").strip()
    if isinstance(word, Msg):  # a translated word: the catalog has it
        assert JA.get(word.template, "").strip(), word.template
    else:  # a game term keeps its own name in every language (words/glossary.py)
        assert render(word, "ja") == word


@pytest.mark.parametrize(
    ("key", "en", "ja"),
    [
        ("ulti:40-100", "40-100", None),
        ("zwanzigerrufen:solo", "Solo", "ソロ"),
        ("zwanzigerrufen:pagat", "Pagat ultimo", "パガット・ウルティモ"),  # as the seed (issue 28)
        ("marjapussi:game", "Contract", "コントラクト"),
    ],
    ids=["ulti-component", "zwanzigerrufen-game", "zwanzigerrufen-bonus", "pussi-contract"],
)
def test_contract_words_as_the_sheet_names_them(key: str, en: str, ja: str | None) -> None:
    word = contract_word(key)
    assert render(word, "en") == en
    if ja is not None:
        assert render(word, "ja") == ja


def test_an_unknown_key_is_shown_as_it_is() -> None:
    assert contract_word("skat:grand") == "skat:grand"


# --- Every deal of every game -------------------------------------------------------


def check_consistent(row: DealRow) -> None:
    """What holds for the facts of any deal: people at the table, the game's own keys,
    each fact once; a contract is made or not for everyone who declared it; one can
    only double a declared contract, and a Kontra (odd level, the side against it) wins
    when the contract fails, a Re (even level, the side holding it) when it is made."""
    got = deal_facts(row)
    if row.outcome.thrown_in:
        assert got == DealFacts()
        return
    players, keys = row.deal.table.players, CONTRACT_KEYS[row.deal.game.id]
    for fact in (*got.declared, *got.kontras):
        assert fact.person in players and fact.contract in keys
    made: dict[str, set[bool]] = {}
    for d in got.declared:
        made.setdefault(d.contract, set()).add(d.made)
    assert all(len(values) == 1 for values in made.values())
    assert len({(d.person, d.contract) for d in got.declared}) == len(got.declared)
    assert len({(k.person, k.contract) for k in got.kontras}) == len(got.kontras)
    for k in got.kontras:
        (contract_made,) = made[k.contract]
        assert k.level >= 1 and k.won == (contract_made if k.level % 2 == 0 else not contract_made)
    if isinstance(row.deal.record, UltiDeal):  # one fact per component bid
        assert len(got.declared) == len(row.deal.record.contract)


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_evening(path: Path) -> None:
    for row in replay_json(json.loads(path.read_text(encoding="utf-8"))).rows:
        check_consistent(row)


RECORDS = {
    "ulti": ulti_records(),
    "marjapussi": marjapussi_records(),
    "huutopussi": huutopussi_records(),
    "zwanzigerrufen": zwanzigerrufen_records(),
    "ultimate": ultimate_records(),
}


@pytest.mark.parametrize("game", list(RECORDS))
def test_every_generated_deal(game: str) -> None:
    @settings(max_examples=150, deadline=None)
    @given(RECORDS[game])
    def run(raw: dict[str, Any]) -> None:
        check_consistent(settle_deal(DealContext.first(parse_session(one_deal(raw))), raw))

    run()


def one_deal(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A session of no deals at the deal's table (the deal is settled as its first)."""
    return {"game": raw["game"], "players": raw["players"], "first_dealer": raw["dealer"]}
