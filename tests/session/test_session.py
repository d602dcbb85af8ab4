"""Replaying sessions (docs/rules/README.md; each game's "Game" section; Zwanzigerrufen
"Mondfang → double round"). Every expected figure is worked by hand in comments."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay, replay_json
from scorekeeper.words.text import render

ULTIMATE_PLAYERS = ["Aki", "Ben", "Chie"]


def ultimate(declarer, bid, points):
    return {
        "declarer": declarer,
        "bid": bid,
        "trump": "spades",
        "result": {"declarer_points": points},
    }


def ultimate_session(deals, stake=None):
    raw = {
        "game": "ultimate",
        "players": ULTIMATE_PLAYERS,
        "first_dealer": "Chie",
        "rules": {},
        "deals": deals,
    }
    if stake:
        raw["stake"] = stake
    return raw


# Aki makes 100 (+100); Ben misses 30 → Aki, Chie +15 each; Aki makes 40 → 155 ≥ 150: game over,
# Aki wins; a fourth deal starts game 2: Chie makes 20.
RACE = [
    ultimate("Aki", 100, 100),
    ultimate("Ben", 30, 20),
    ultimate("Aki", 40, 45),
    ultimate("Chie", 20, 20),
]


def test_race_game_ends_at_target_and_a_new_game_starts():
    result = replay_json(ultimate_session(RACE))
    assert [row.deal.table.dealer for row in result.rows] == ["Chie", "Aki", "Ben", "Chie"]
    assert [dict(r.outcome.deltas) for r in result.rows] == [
        {"Aki": 100, "Ben": 0, "Chie": 0},
        {"Aki": 15, "Ben": 0, "Chie": 15},
        {"Aki": 40, "Ben": 0, "Chie": 0},
        {"Aki": 0, "Ben": 0, "Chie": 20},
    ]
    assert [r.game_over for r in result.rows] == [False, False, True, False]
    assert result.rows[2].totals == {"Aki": 155, "Ben": 0, "Chie": 15}
    assert result.rows[3].totals == {"Aki": 0, "Ben": 0, "Chie": 20}  # game 2 starts from 0
    assert [r.game_number for r in result.rows] == [1, 1, 1, 2]
    assert result.winner == "Aki"
    assert result.totals == {"Aki": 155, "Ben": 0, "Chie": 35}  # the whole session
    assert [(g.number, g.winner) for g in result.games] == [(1, ("Aki",)), (2, ())]
    assert result.next_dealer == "Aki"


def test_per_game_payments():
    # 1 EUR a lost game: game 1 won by Aki, Ben and Chie pay 100 cents each; game 2 unfinished.
    out = replay_json(
        ultimate_session(RACE, {"per_point": 1, "currency": "EUR", "mode": "per-game"})
    ).to_json()
    assert out["payments"] == [
        {"from": "Ben", "to": "Aki", "amount": 100},
        {"from": "Chie", "to": "Aki", "amount": 100},
    ]


def test_per_point_payments_round_to_whole_yen():
    # Totals 155 / 0 / 35, mean 190/3 = 63⅓: +91⅔, −63⅓, −28⅓ yen → 92, −63, −28, sum +1,
    # the remainder −1 goes on Aki: 91 = 63 + 28.
    out = replay_json(ultimate_session(RACE, {"per_point": 1, "currency": "JPY"})).to_json()
    assert out["payments"] == [
        {"from": "Ben", "to": "Aki", "amount": 63},
        {"from": "Chie", "to": "Aki", "amount": 28},
    ]


def test_exact_tie_at_the_top_plays_on():
    # Aki 100, Chie 100; Ben misses 100 → Aki and Chie +50 each: 150–150 tie, play on;
    # Ben makes 10: still tied on top; Aki makes 5 → 155: Aki wins.
    deals = [
        ultimate("Aki", 100, 100),
        ultimate("Chie", 100, 100),
        ultimate("Ben", 100, 60),
        ultimate("Ben", 10, 12),
        ultimate("Aki", 5, 5),
    ]
    result = replay_json(ultimate_session(deals))
    assert [r.game_over for r in result.rows] == [False, False, False, False, True]
    assert result.rows[2].totals == {"Aki": 150, "Ben": 0, "Chie": 150}
    assert result.winner == "Aki"


def test_settle_output_has_the_spec_fields():
    out = replay_json(ultimate_session(RACE[:2])).to_json()
    assert out["totals"] == {"Aki": 115, "Ben": 0, "Chie": 15}
    assert [d["deltas"] for d in out["deals"]] == [
        {"Aki": 100, "Ben": 0, "Chie": 0},
        {"Aki": 15, "Ben": 0, "Chie": 15},
    ]
    assert out["winner"] is None
    # no stake: one chip a point; mean 130/3 = 43⅓: +71⅔, −43⅓, −28⅓ → 72, −43, −28 (sum +1)
    # → Aki 71.
    assert out["payments"] == [
        {"from": "Ben", "to": "Aki", "amount": 43},
        {"from": "Chie", "to": "Aki", "amount": 28},
    ]


ZW_PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]


def zw(declarer, partner, points, tricks, mondfang=None):
    return {
        "contract": "normal",
        "declarer": declarer,
        "called": "XX",
        "partner": partner,
        "announced": {},
        "kontra": {},
        "result": {
            "declarer_points": points,
            "declarer_tricks": tricks,
            "pagat": None,
            "trull": None,
            "four_kings": None,
            "mondfang": mondfang,
        },
    }


def test_mondfang_doubles_the_next_four_scored_deals():
    # Forehand (the player after the dealer) declares. Points chosen so no side is under 32
    # (no silent absolut).
    deals = [
        zw("Franz", "Hans", 50, 6, mondfang="defenders"),  # dealer Ilse: game +1, Mondfang +1
        {"thrown_in": True},  # dealer Franz: Zusammenwerfen
        zw("Gerti", "Ilse", 55, 6),  # dealer Franz again: +1 ×2
        zw("Hans", "Franz", 40, 4),  # dealer Gerti: −1 ×2
        zw("Ilse", "Gerti", 45, 5),  # dealer Hans: +1 ×2
        zw("Franz", "Gerti", 44, 5),  # dealer Ilse: 44–44 lost, −1 ×2
        zw("Gerti", "Hans", 50, 6),  # dealer Franz: +1, round over
    ]
    result = replay_json(
        {"game": "zwanzigerrufen", "players": ZW_PLAYERS, "first_dealer": "Ilse", "deals": deals}
    )
    assert [r.deal.table.dealer for r in result.rows] == [
        "Ilse",
        "Franz",
        "Franz",
        "Gerti",
        "Hans",
        "Ilse",
        "Franz",
    ]
    assert [r.double_round for r in result.rows] == [False, False, True, True, True, True, False]
    assert [dict(r.outcome.deltas) for r in result.rows] == [
        {"Franz": 2, "Gerti": -2, "Hans": 2, "Ilse": -2},
        {"Franz": 0, "Gerti": 0, "Hans": 0, "Ilse": 0},
        {"Franz": -2, "Gerti": 2, "Hans": -2, "Ilse": 2},
        {"Franz": -2, "Gerti": 2, "Hans": -2, "Ilse": 2},
        {"Franz": -2, "Gerti": 2, "Hans": -2, "Ilse": 2},
        {"Franz": -2, "Gerti": -2, "Hans": 2, "Ilse": 2},
        {"Franz": -1, "Gerti": 1, "Hans": 1, "Ilse": -1},
    ]
    assert result.totals == {"Franz": -7, "Gerti": 3, "Hans": -1, "Ilse": 5}
    assert result.winner is None  # zero-sum games have no race


def test_new_mondfang_in_a_double_round_restarts_the_count():
    deals = [
        zw("Franz", "Hans", 50, 6, mondfang="defenders"),  # dealer Ilse
        zw("Gerti", "Ilse", 55, 6, mondfang="declarers"),  # doubled (1 of 4), restarts
        zw("Hans", "Franz", 50, 6),
        zw("Ilse", "Gerti", 50, 6),
        zw("Franz", "Gerti", 50, 6),
        zw("Gerti", "Hans", 50, 6),  # 4 doubled deals
        zw("Hans", "Ilse", 50, 6),
    ]  # back to single
    result = replay_json(
        {"game": "zwanzigerrufen", "players": ZW_PLAYERS, "first_dealer": "Ilse", "deals": deals}
    )
    assert [r.double_round for r in result.rows] == [False, True, True, True, True, True, False]


HUUTO_PLAYERS = ["Aino", "Eero", "Helmi", "Onni"]


def test_minus_500_warning_uses_the_running_score():
    # Eero (team Eero+Onni) twice misses 440: −440 −440 = −880 ≤ −500. In deal 3 (dealer Eero,
    # Helmi bids first) Onni bids 100: the rules forbid that bid, the app warns.
    miss = {
        "declarer": "Eero",
        "bid": 440,
        "contract": 440,
        "result": {"card_points": [70, 70], "last_trick": 0, "tricks": [5, 4], "marriages": []},
    }
    third = {
        "declarer": "Onni",
        "bid": 100,
        "contract": 100,
        "bids": [
            {"player": "Helmi", "bid": 50},
            {"player": "Onni", "bid": 100},
            {"player": "Aino", "bid": "pass"},
            {"player": "Eero", "bid": "pass"},
            {"player": "Helmi", "bid": "pass"},
        ],
        "result": {"card_points": [70, 70], "last_trick": 1, "tricks": [4, 5], "marriages": []},
    }
    result = replay_json(
        {
            "game": "huutopussi",
            "players": HUUTO_PLAYERS,
            "first_dealer": "Onni",
            "deals": [miss, copy.deepcopy(miss), third],
        }
    )
    assert result.rows[1].totals["Eero"] == -880
    assert not result.rows[0].warnings and not result.rows[1].warnings
    assert any("Onni" in render(w) for w in result.rows[2].warnings)
    # Onni's team: 70 + 20 = 90 ≥ 100? No: 90 < 100 → −100; Aino's team scores 70.
    assert result.rows[2].outcome.deltas == {"Aino": 70, "Eero": -100, "Helmi": 70, "Onni": -100}


def test_dealer_named_in_a_deal_is_taken_and_rotation_continues():
    deals = [dict(ultimate("Aki", 10, 10), dealer="Ben"), ultimate("Aki", 10, 10)]
    result = replay_json(ultimate_session(deals))
    assert [r.deal.table.dealer for r in result.rows] == ["Ben", "Chie"]
    assert any("rotation" in str(w) for w in result.rows[0].warnings)


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda s: s.update(first_dealer="Zed"), "first_dealer"),
        (lambda s: s.update(players=["Aki", "Aki", "Chie"]), "players"),
        (lambda s: s.update(players=["Aki", "Ben"]), "players"),
        (lambda s: s.update(game="skat"), "game"),
        (lambda s: s.update(deals={"a": 1}), "deals"),
        (lambda s: s["deals"].append(5), "deals[4]"),
        (lambda s: s["deals"][1].update(game="ulti"), "deals[1].game"),
        (
            lambda s: s["deals"][2]["result"].update(declarer_points=105),
            "deals[2].result.declarer_points",
        ),
        (lambda s: s["deals"][3].update(declarer="Zed"), "deals[3].declarer"),
        (lambda s: s.update(rules={"no_such_rule": True}), "rules.no_such_rule"),
        (lambda s: s.update(stake={"per_point": -1}), "stake.per_point"),
    ],
    ids=[
        "unknown-first-dealer",
        "duplicate-player",
        "too-few-players",
        "unknown-game",
        "deals-not-a-list",
        "deal-not-an-object",
        "deal-of-another-game",
        "points-out-of-range",
        "unknown-declarer",
        "unknown-house-rule",
        "negative-stake",
    ],
)
def test_bad_session_names_the_field(mutate, field):
    raw = ultimate_session(copy.deepcopy(RACE))
    mutate(raw)
    with pytest.raises(RecordError) as err:
        replay_json(raw)
    assert err.value.field == field


def test_session_json_round_trip_keeps_extra_fields():
    raw = ultimate_session(
        copy.deepcopy(RACE), {"per_point": 1, "currency": "JPY", "mode": "per-point"}
    )
    raw.update(date="2026-11-21", place="なかよし村", note="club night")
    record = parse_session(raw)
    assert record.to_json() == raw
    assert replay(parse_session(record.to_json())).totals == replay(record).totals


def test_a_deal_doubled_by_its_own_flag_is_marked_double_on_the_sheet():
    """docs/rules/zwanzigerrufen.md "Mondfang → double round": a deal recorded with
    "double_round": true counts double even outside the session's round. Franz and Hans
    win a normal game with 50 points (45 wins): V = 1, doubled to 2; the row says so, as
    the settle output does."""
    deal = {
        "contract": "normal",
        "declarer": "Franz",
        "called": "XX",
        "partner": "Hans",
        "double_round": True,
        "result": {"declarer_points": 50, "declarer_tricks": 5},
    }
    raw = {
        "game": "zwanzigerrufen",
        "players": ["Franz", "Gerti", "Hans", "Ilse"],
        "first_dealer": "Ilse",
        "deals": [deal],
    }
    result = replay_json(raw)
    assert result.rows[0].outcome.deltas == {"Franz": 2, "Gerti": -2, "Hans": 2, "Ilse": -2}
    assert result.rows[0].double_round
    assert result.to_json()["deals"][0]["double_round"] is True


@pytest.mark.parametrize(
    "path", sorted(Path(__file__).parent.parent.parent.glob("resources/examples/*.json")), ids=str
)
def test_a_deal_read_at_the_sessions_table_is_the_full_records_deal(path: Path) -> None:
    """The replay reads a deal that leaves game, players and rules to its session
    at the session's table; that is the deal (and the outcome) its full record
    (``deal_json``) parses to."""
    from scorekeeper.games import parse_deal
    from scorekeeper.session.record import deal_json

    record = parse_session(json.loads(path.read_text(encoding="utf-8")))
    result = replay(record)
    for row, raw in zip(result.rows, record.deals, strict=True):
        full = parse_deal(deal_json(record, raw, result.context(row.index).dealer))
        assert row.deal.table == full.table and row.deal.record == full.record
        assert row.outcome == full.settle(result.context(row.index).game_context())


def test_a_deal_that_repeats_the_sessions_fields_or_names_its_dealer_in_nfd() -> None:
    session = {"game": "ultimate", "players": ["Zoë", "Ben", "Chie"], "first_dealer": "Chie"}
    deal = {"declarer": "Ben", "bid": 30, "trump": "spades", "result": {"declarer_points": 50}}
    plain = replay_json(dict(session, deals=[deal]))
    repeated = dict(deal, game="ultimate", players=["Zoë", "Ben", "Chie"], rules={})
    nfd = dict(deal, dealer="Zoe\u0308")  # Zoë typed with a combining diaeresis
    for other in (repeated, nfd):
        row = replay_json(dict(session, deals=[other])).rows[0]
        assert (
            row.outcome.deltas == plain.rows[0].outcome.deltas == {"Zoë": 0, "Ben": 30, "Chie": 0}
        )
    assert replay_json(dict(session, deals=[nfd])).rows[0].deal.table.dealer == "Zoë"
