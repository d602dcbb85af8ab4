"""Zwanzigerrufen house rules (docs/rules/variants.md "Zwanzigerrufen"), worked by hand.

Every expected number is worked out from docs/rules/zwanzigerrufen.md and the option's
meaning in docs/games/zwanzigerrufen.md "House rules", with the arithmetic in a comment;
for each option: its default and its other value(s), a made game, a failed one and one with
Kontra. Every deal is zero-sum (asserted for each).

Table: Franz, Gerti, Hans, Ilse in order of play; dealer Ilse, so forehand (the normal-game
declarer) is Franz and his partner Hans. Deltas are (Franz, Gerti, Hans, Ilse). Normal
game: declarers +V each, defenders −V each. Solo: the soloist +3V, the others −V each.

The last section translates FreeBoardGames.org's own scoring tests
(freeboardgames/FreeBoardGames.org web/src/games/zwanzigerrufen/tests/match_normal.test.ts
and match_solo.test.ts, which check getRoundSummary of its util folder) under the
``freeboardgames`` preset.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_zwanzigerrufen import PLAYERS, deltas, normal, solo_for  # Franz, Gerti, Hans, Ilse

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game, parse_deal
from scorekeeper.games.base import Context, Outcome
from scorekeeper.session.record import parse_session
from scorekeeper.session.rename import rename_player
from scorekeeper.session.replay import replay
from scorekeeper.sheet import score_sheet
from scorekeeper.words.text import render, render_all

SPEC = get_game("zwanzigerrufen")
FBG = next(p for p in SPEC.presets if p.key == "freeboardgames")


def deal(
    points: int = 50,
    tricks: int = 5,
    *,
    contract: str = "normal",
    declarer: str = "Franz",
    announced: dict[str, str] | None = None,
    kontra: dict[str, int] | None = None,
    rules: dict[str, Any] | None = None,
    pagat: tuple[str, str] | None = None,
    mond: tuple[str, str] | None = None,
    **cards: str,
) -> dict[str, Any]:
    """A deal record; ``cards``: trull, four_kings, mondfang; ``mond``: (lost by, caught by)."""
    raw: dict[str, Any] = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "dealer": "Ilse",
        "contract": contract,
        "declarer": declarer,
    }
    if contract == "normal":
        raw |= {"called": "XX", "partner": "Hans"}
    for key, value in (("announced", announced), ("kontra", kontra), ("rules", rules)):
        if value is not None:
            raw[key] = value
    result: dict[str, Any] = {"declarer_points": points, "declarer_tricks": tricks}
    if pagat is not None:
        result["pagat"] = {"side": pagat[0], "outcome": pagat[1]}
    result |= {k: v for k, v in cards.items()}
    if mond is not None:
        result |= {"mond_lost_by": mond[0], "mond_caught_by": mond[1]}
    raw["result"] = result
    return raw


def settle(raw: dict[str, Any], *, double_round: bool = False) -> Outcome:
    outcome: Outcome = parse_deal(raw).settle(Context(double_round=double_round))
    assert sum(outcome.deltas.values()) == 0  # every Zwanzigerrufen deal is zero-sum
    return outcome


def lines(raw: dict[str, Any]) -> str:
    return " / ".join(render_all(settle(raw).lines))


CASES = [
    # --- four_kings_value: 2 (rules "Bonuses") or 1 ------------------------------------
    ("kings-2-made", deal(50, 5, four_kings="declarers"), normal(3)),  # game 1 + kings 2
    ("kings-2-failed-game", deal(40, 4, four_kings="declarers"), normal(1)),  # −1 + 2
    (
        "kings-2-kontra",
        deal(50, 5, kontra={"game": 1}, four_kings="defenders"),
        normal(0),
    ),  # game 1 × 2 = 2, kings −2
    (
        "kings-1-made",
        deal(50, 5, four_kings="declarers", rules={"four_kings_value": 1}),
        normal(2),
    ),  # game 1 + kings 1
    (
        "kings-1-failed-game",
        deal(40, 4, four_kings="declarers", rules={"four_kings_value": 1}),
        normal(0),
    ),  # game −1 + kings 1
    (
        "kings-1-kontra",
        deal(50, 5, kontra={"game": 1}, four_kings="defenders", rules={"four_kings_value": 1}),
        normal(1),
    ),  # game 1 × Kontra 2 = 2, kings −1 (silent: no Kontra)
    (
        "kings-1-solo-doubled",
        deal(
            50,
            5,
            contract="solo",
            declarer="Gerti",
            four_kings="declarers",
            rules={"four_kings_value": 1},
        ),
        solo_for("Gerti", 6),
    ),  # game 4 + kings 1 × solo 2 = 6: Gerti +18, the others −6
    # --- absolut_at: 31 (fewer than 32) or 32 -------------------------------------------
    ("absolut-31-defenders-32", deal(56, 6), normal(1)),  # 88 − 56 = 32: no absolut, game 1
    ("absolut-31-defenders-31", deal(57, 6), normal(2)),  # 31 < 32: silent absolut 1 + game 1
    (
        "absolut-32-defenders-32",
        deal(56, 6, rules={"absolut_at": 32}),
        normal(2),
    ),  # 32 ≤ 32: silent absolut 1 + game 1
    (
        "absolut-32-defenders-33",
        deal(55, 6, rules={"absolut_at": 32}),
        normal(1),
    ),  # 88 − 55 = 33 > 32: game only
    (
        "absolut-32-failed-game",
        deal(32, 3, rules={"absolut_at": 32}),
        normal(-2),
    ),  # declarers 32 ≤ 32: defenders' absolut −1, game −1
    ("absolut-31-failed-game", deal(32, 3), normal(-1)),  # 32 is not fewer than 32: game −1
    (
        "absolut-32-dazu-kontra",
        deal(56, 6, announced={"absolut": "for"}, kontra={"absolut": 1}, rules={"absolut_at": 32}),
        normal(5),
    ),  # game 1 + announced 2 × Kontra 2 = 4 made (defenders 32): 5
    (
        "absolut-31-dazu-kontra",
        deal(56, 6, announced={"absolut": "for"}, kontra={"absolut": 1}),
        normal(-3),
    ),  # game 1 − 4 (announced absolut failed: defenders 32): −3
    # --- dagegen_implies_kontra: true (rules "Bonuses") or false ------------------------
    (
        "dagegen-implies-failed",
        deal(50, 5, announced={"absolut": "against"}),
        normal(4),
    ),  # game 1 × implied Kontra 2 = 2, absolut dagegen failed +2: 4
    (
        "dagegen-no-kontra-failed",
        deal(50, 5, announced={"absolut": "against"}, rules={"dagegen_implies_kontra": False}),
        normal(3),
    ),  # game 1, absolut dagegen failed +2: 3
    (
        "dagegen-implies-made",
        deal(30, 3, announced={"absolut": "against"}),
        normal(-4),
    ),  # game −1 × 2 = −2, absolut dagegen made (declarers 30) −2: −4
    (
        "dagegen-no-kontra-made",
        deal(30, 3, announced={"absolut": "against"}, rules={"dagegen_implies_kontra": False}),
        normal(-3),
    ),  # game −1, absolut −2: −3
    (
        "dagegen-no-kontra-said-kontra",
        deal(
            30,
            3,
            announced={"absolut": "against"},
            kontra={"game": 1},
            rules={"dagegen_implies_kontra": False},
        ),
        normal(-4),
    ),  # game −1 × Kontra 2 = −2 (said), absolut −2: −4
    (
        "valat-dagegen-no-kontra",
        deal(50, 5, announced={"valat": "against"}, rules={"dagegen_implies_kontra": False}),
        normal(13),
    ),  # game 1, valat dagegen failed 12 × 1 = +12: 13 (implied Kontra: 2 + 12 = 14)
    ("valat-dagegen-implies", deal(50, 5, announced={"valat": "against"}), normal(14)),
    # --- solo_doubles_bonuses: true (rules "Bonuses") or false ------------------------------
    (
        "solo-doubles-absolut",
        deal(57, 6, contract="solo", declarer="Gerti"),
        solo_for("Gerti", 6),
    ),  # game 4 + silent absolut (defenders 31) 1 × 2 = 6
    (
        "solo-single-absolut",
        deal(57, 6, contract="solo", declarer="Gerti", rules={"solo_doubles_bonuses": False}),
        solo_for("Gerti", 5),
    ),  # game 4 + absolut 1 = 5
    (
        "solo-single-failed-kontra",
        deal(
            40,
            4,
            contract="solo",
            declarer="Gerti",
            kontra={"game": 1},
            trull="defenders",
            rules={"solo_doubles_bonuses": False},
        ),
        solo_for("Gerti", -9),
    ),  # game −4 × Kontra 2 = −8, defenders' trull −1: −9 (Gerti −27, the others +9)
    (
        "solo-doubles-failed-kontra",
        deal(40, 4, contract="solo", declarer="Gerti", kontra={"game": 1}, trull="defenders"),
        solo_for("Gerti", -10),
    ),  # −8, trull −1 × 2 = −2: −10
    # --- valat: multiply (rules "Bonuses") or flat ------------------------------------------
    ("valat-multiply-silent", deal(88, 10), normal(6)),  # 6 × 1 replaces the game
    ("valat-flat-silent", deal(88, 10, rules={"valat": "flat"}), normal(7)),  # game 1 + 6
    ("valat-multiply-defenders", deal(0, 0), normal(-6)),  # defenders' valat 6 × 1
    ("valat-flat-defenders", deal(0, 0, rules={"valat": "flat"}), normal(-7)),  # −1 − 6
    (
        "valat-multiply-announced-kontra",
        deal(88, 10, announced={"valat": "for"}, kontra={"valat": 1}),
        normal(24),
    ),  # 12 × 1 × Kontra 2 = 24, no game
    (
        "valat-flat-announced-kontra",
        deal(88, 10, announced={"valat": "for"}, kontra={"valat": 1}, rules={"valat": "flat"}),
        normal(25),
    ),  # game 1 + 12 × Kontra 2 = 24: 25
    (
        "valat-multiply-solo",
        deal(88, 10, contract="solo", declarer="Gerti"),
        solo_for("Gerti", 24),
    ),  # 6 × 4 = 24 (not doubled again: it scales with the contract)
    (
        "valat-flat-solo-doubled",
        deal(88, 10, contract="solo", declarer="Gerti", rules={"valat": "flat"}),
        solo_for("Gerti", 16),
    ),  # game 4 + flat 6 × solo 2 = 12: 16 (a bonus: solo_doubles_bonuses doubles it)
    (
        "valat-flat-solo-single",
        deal(
            88,
            10,
            contract="solo",
            declarer="Gerti",
            rules={"valat": "flat", "solo_doubles_bonuses": False},
        ),
        solo_for("Gerti", 10),
    ),  # game 4 + 6: 10
    (
        "valat-multiply-solo-failed",
        deal(50, 6, contract="solo", declarer="Gerti", announced={"valat": "for"}),
        solo_for("Gerti", -44),
    ),  # game 4 − announced 12 × 4 = 48: −44
    (
        "valat-flat-solo-failed",
        deal(
            50,
            6,
            contract="solo",
            declarer="Gerti",
            announced={"valat": "for"},
            rules={"valat": "flat"},
        ),
        solo_for("Gerti", -20),
    ),  # game 4 − 12 × solo 2 = 24: −20
    # --- mondfang: side_pays (rules "Bonuses"), catcher_gains, between_players ------------
    ("mond-side-pays", deal(50, 5, mondfang="declarers"), normal(0)),  # game 1 − 1
    (
        "mond-side-pays-kontra-failed",
        deal(40, 4, kontra={"game": 1}, mondfang="defenders"),
        normal(-1),
    ),  # game −1 × 2 = −2, the defenders lost the Mond +1: −1
    (
        "mond-side-pays-partner-caught",
        deal(50, 5, mondfang="declarers", mond=("Franz", "Hans")),
        normal(0),
    ),  # still charged to the side that lost it, even to its partner: 1 − 1
    (
        "mond-catcher-partner",
        deal(
            50, 5, mondfang="declarers", mond=("Franz", "Hans"), rules={"mondfang": "catcher_gains"}
        ),
        normal(2),
    ),  # Hans caught his partner's Mond: his side gains 1: 1 + 1
    (
        "mond-catcher-defender",
        deal(
            50,
            5,
            mondfang="declarers",
            mond=("Franz", "Gerti"),
            rules={"mondfang": "catcher_gains"},
        ),
        normal(0),
    ),  # Gerti (defender) caught it: 1 − 1
    (
        "mond-catcher-kontra-failed",
        deal(
            40,
            4,
            kontra={"game": 1},
            mondfang="defenders",
            mond=("Gerti", "Franz"),
            rules={"mondfang": "catcher_gains"},
        ),
        normal(-1),
    ),  # game −1 × 2 = −2, Franz caught Gerti's Mond +1: −1
    (
        "mond-between-defender",
        deal(
            50,
            5,
            mondfang="declarers",
            mond=("Franz", "Gerti"),
            rules={"mondfang": "between_players"},
        ),
        deltas(0, 0, 1, -1),
    ),  # V = game 1: (1, −1, 1, −1); Franz pays Gerti 1: (0, 0, 1, −1)
    (
        "mond-between-partner",
        deal(
            50,
            5,
            mondfang="declarers",
            mond=("Franz", "Hans"),
            rules={"mondfang": "between_players"},
        ),
        deltas(0, -1, 2, -1),
    ),  # (1, −1, 1, −1); Franz pays Hans 1: (0, −1, 2, −1)
    (
        "mond-between-solo-kontra",
        deal(
            50,
            6,
            contract="solo",
            declarer="Gerti",
            kontra={"game": 1},
            mondfang="declarers",
            mond=("Gerti", "Ilse"),
            rules={"mondfang": "between_players"},
        ),
        deltas(-8, 22, -8, -6),
    ),  # V = 4 × Kontra 2 = 8: Gerti +24, others −8; Gerti pays Ilse 1 × solo 2 = 2
    (
        "mond-between-failed",
        deal(
            40,
            4,
            mondfang="defenders",
            mond=("Ilse", "Hans"),
            rules={"mondfang": "between_players"},
        ),
        deltas(-1, 1, 0, 0),
    ),  # V = −1: (−1, 1, −1, 1); Ilse pays Hans 1: (−1, 1, 0, 0)
    # --- silent_pagat_lost: charged (rules "Bonuses") or ignored --------------------------
    ("pagat-charged", deal(50, 5, pagat=("declarers", "lost")), normal(0)),  # 1 − 1
    (
        "pagat-ignored",
        deal(50, 5, pagat=("declarers", "lost"), rules={"silent_pagat_lost": "ignored"}),
        normal(1),
    ),  # game 1, the lost Pagat costs nothing
    (
        "pagat-charged-kontra",
        deal(40, 4, kontra={"game": 1}, pagat=("defenders", "lost")),
        normal(-1),
    ),  # game −1 × 2 = −2, the defenders' lost Pagat +1: −1
    (
        "pagat-ignored-kontra",
        deal(
            40,
            4,
            kontra={"game": 1},
            pagat=("defenders", "lost"),
            rules={"silent_pagat_lost": "ignored"},
        ),
        normal(-2),
    ),  # −2 only
    (
        "pagat-ignored-won-still-counts",
        deal(50, 5, pagat=("declarers", "won"), rules={"silent_pagat_lost": "ignored"}),
        normal(2),
    ),  # game 1 + silent Pagat won 1
]


@pytest.mark.parametrize(("raw", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_option(raw: dict[str, Any], expected: dict[str, int]) -> None:
    assert dict(settle(raw).deltas) == expected


def test_a_mondfang_between_players_is_doubled_in_a_double_round() -> None:
    raw = deal(
        50, 5, mondfang="declarers", mond=("Franz", "Gerti"), rules={"mondfang": "between_players"}
    )
    # V = 1 × 2 = 2: (2, −2, 2, −2); Franz pays Gerti 1 × 2 = 2: (0, 0, 2, −2)
    outcome = settle(raw, double_round=True)
    assert dict(outcome.deltas) == deltas(0, 0, 2, -2)
    assert "Double round: Franz pays Gerti 1 × 2 = 2" in render_all(outcome.lines)


# --- the breakdown says what each option did ---------------------------------------------


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (deal(50, 5, four_kings="declarers", rules={"four_kings_value": 1}), "1 (house rule)"),
        (deal(56, 6, rules={"absolut_at": 32}), "32 points (32 or fewer: house rule)"),
        (
            deal(55, 6, announced={"absolut": "for"}, rules={"absolut_at": 32}),
            "33 points (more than 32: house rule)",
        ),
        (
            deal(57, 6, contract="solo", declarer="Gerti", rules={"solo_doubles_bonuses": False}),
            "Solo: the bonuses are not doubled (house rule)",
        ),
        (deal(88, 10, rules={"valat": "flat"}), "silent 6 (house rule: flat)"),
        (
            deal(
                50,
                5,
                mondfang="declarers",
                mond=("Franz", "Hans"),
                rules={"mondfang": "catcher_gains"},
            ),
            "Hans caught the Mond of Franz: the declarers gain (house rule)",
        ),
        (
            deal(
                50,
                5,
                mondfang="declarers",
                mond=("Franz", "Gerti"),
                rules={"mondfang": "between_players"},
            ),
            "Franz pays Gerti 1 (house rule: between the two players)",
        ),
        (
            deal(50, 5, pagat=("declarers", "lost"), rules={"silent_pagat_lost": "ignored"}),
            "lost the last trick: not charged (house rule)",
        ),
    ],
)
def test_the_breakdown_names_the_house_rule(raw: dict[str, Any], words: str) -> None:
    assert words in lines(raw)


def test_without_the_implied_kontra_the_game_line_has_no_kontra() -> None:
    raw = deal(50, 5, announced={"absolut": "against"}, rules={"dagegen_implies_kontra": False})
    text = lines(raw)
    # game 1, no Kontra: the line says the house rule kept the Kontra off the game
    assert (
        "Game won: the declarers took 50 points (45 wins): "
        "1 (no Kontra with the dagegen announcement: house rule) → +1"
    ) in text
    assert "comes with the dagegen announcement" not in text


# --- the Mond's players: read, checked, written back, renamed ----------------------------

BAD = [
    (
        "catcher-gains-needs-the-loser",
        deal(50, 5, mondfang="declarers", rules={"mondfang": "catcher_gains"}),
        "result.mond_lost_by",
        Code.MISSING,
    ),
    (
        "between-players-needs-the-catcher",
        deal(50, 5, mondfang="declarers", rules={"mondfang": "between_players"})
        | {
            "result": {
                "declarer_points": 50,
                "declarer_tricks": 5,
                "mondfang": "declarers",
                "mond_lost_by": "Franz",
            }
        },
        "result.mond_caught_by",
        Code.MISSING,
    ),
    (
        "unknown-player",
        deal(50, 5, mondfang="declarers", mond=("Zoe", "Gerti")),
        "result.mond_lost_by",
        Code.NOT_PLAYER,
    ),
    (
        "loser-not-on-the-side-that-lost",
        deal(
            50, 5, mondfang="declarers", mond=("Gerti", "Ilse"), rules={"mondfang": "catcher_gains"}
        ),
        "result.mond_lost_by",
        Code.MISMATCH,
    ),
    (
        "caught-by-the-loser",
        deal(
            50,
            5,
            mondfang="declarers",
            mond=("Franz", "Franz"),
            rules={"mondfang": "between_players"},
        ),
        "result.mond_caught_by",
        Code.MISMATCH,
    ),
    (
        # The declarers hold the trull, so the Sküs is theirs: Gerti (a defender) cannot
        # have caught Franz's Mond (catcher_gains would credit the wrong side).
        "caught-by-the-side-without-the-trull",
        deal(
            50,
            5,
            trull="declarers",
            mondfang="declarers",
            mond=("Franz", "Gerti"),
            rules={"mondfang": "catcher_gains"},
        ),
        "result.mond_caught_by",
        Code.MISMATCH,
    ),
    (
        "names-without-a-mondfang",
        deal(50, 5, mond=("Franz", "Gerti"), rules={"mondfang": "between_players"}),
        "result.mond_lost_by",
        Code.MISMATCH,
    ),
    (
        "pagat-dagegen-without-the-implied-kontra",
        deal(
            50,
            5,
            announced={"absolut": "against", "pagat": "against"},
            pagat=("defenders", "lost"),
            rules={"dagegen_implies_kontra": False},
        ),
        "kontra.game",
        Code.INVALID,
    ),
]


@pytest.mark.parametrize(("raw", "field", "code"), [c[1:] for c in BAD], ids=[c[0] for c in BAD])
def test_bad_mond_players(raw: dict[str, Any], field: str, code: Code) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field
    assert err.value.code is code
    assert err.value.reason


def test_the_trull_sides_partner_may_catch_the_mond() -> None:
    # The declarers hold the trull split between them: Hans's Sküs catches Franz's Mond.
    # catcher_gains: game 1 + trull 1 + the declarers gain 1 = V 3.
    raw = deal(
        50,
        5,
        trull="declarers",
        mondfang="declarers",
        mond=("Franz", "Hans"),
        rules={"mondfang": "catcher_gains"},
    )
    assert dict(settle(raw).deltas) == normal(3)


def test_the_missing_player_message_names_the_house_rule() -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(deal(50, 5, mondfang="declarers", rules={"mondfang": "catcher_gains"}))
    assert "mondfang: catcher_gains" in err.value.reason


def test_pagat_dagegen_is_accepted_with_the_implied_kontra() -> None:
    # Absolut dagegen puts the Kontra on the game (the default), so Pagat dagegen may follow:
    # game 1 × 2 = 2, absolut dagegen failed +2, announced Pagat dagegen lost
    # (the defenders' Pagat lost the last trick) +2: V = 6.
    raw = deal(
        50, 5, announced={"absolut": "against", "pagat": "against"}, pagat=("defenders", "lost")
    )
    assert dict(settle(raw).deltas) == normal(6)


def test_the_mond_players_round_trip() -> None:
    raw = deal(
        50, 5, mondfang="declarers", mond=("Franz", "Gerti"), rules={"mondfang": "between_players"}
    )
    assert parse_deal(raw).to_json()["result"] == raw["result"]


def test_a_rename_rewrites_the_mond_players() -> None:
    session = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "first_dealer": "Ilse",
        "rules": {"mondfang": "between_players"},
        "deals": [
            {
                k: v
                for k, v in deal(50, 5, mondfang="declarers", mond=("Franz", "Gerti")).items()
                if k not in ("game", "players", "dealer")
            }
        ],
    }
    renamed = rename_player(rename_player(session, "Franz", "Fritz"), "Gerti", "Greta")
    assert renamed["deals"][0]["result"]["mond_lost_by"] == "Fritz"
    assert renamed["deals"][0]["result"]["mond_caught_by"] == "Greta"
    # The renamed session scores the same: Fritz (Franz) 0, Greta (Gerti) 0, Hans 1, Ilse −1.
    totals = replay(parse_session(renamed)).rows[-1].totals
    assert dict(totals) == {"Fritz": 0, "Greta": 0, "Hans": 1, "Ilse": -1}


# --- FreeBoardGames.org's own test cases, under its preset -------------------------------
# web/src/games/zwanzigerrufen/tests/match_normal.test.ts and match_solo.test.ts. A trick is
# written with the leader marked "!" and the cards in seat order 0-3; FBG's players 0, 1, 2, 3
# are Franz, Gerti, Hans, Ilse here except that in a normal game the taker 0 is Franz and his
# partner 1 is Hans (the table's forehand and partner), so FBG's scoring [taker, partner,
# defender, defender] reads normal(V). Tricks counted from the tests' "takers win" comments.


def fbg(raw: dict[str, Any]) -> dict[str, Any]:
    return raw | {"rules": dict(FBG.rules)}


FBG_CASES = [
    (
        "normal-takers-win-absolut-lose-announced-pagat",
        # rePoints 59, 6 tricks; announcementsRe.Pagat = 2 (announced, doubled once); the
        # takers' Pagat (Tr1) went in trick 3. basic 1, absolut 1 (contra 29 ≤ 32),
        # pagat −2 × 2 = −4: V = −2, scoring [−2, −2, 2, 2].
        fbg(
            deal(
                59, 6, announced={"pagat": "for"}, kontra={"pagat": 1}, pagat=("declarers", "early")
            )
        ),
        normal(-2),
    ),
    (
        "normal-takers-lose-mond-caught",
        # rePoints 39, 5 tricks; trick 2 "Tr21 Tr4 Tr16 !Ex": the taker's Mond (seat 0) caught
        # by the Sküs of seat 3. basic −1, mond −1: V = −2, scoring [−2, −2, 2, 2].
        fbg(deal(39, 5, mondfang="declarers", mond=("Franz", "Ilse"))),
        normal(-2),
    ),
    (
        "normal-takers-lose-absolut-dagegen",
        # announcementsContra.Absolut = 1; rePoints 31, 4 tricks; trick 1 "Tr21 Tr8 !Tr11 Ex":
        # Mond of seat 0 caught by seat 3. basic −1 (no Kontra: the dagegen does not double
        # the game), absolut −2 (takers 31 ≤ 32), mond −1: V = −4, scoring [−4, −4, 4, 4].
        fbg(
            deal(
                31,
                4,
                announced={"absolut": "against"},
                mondfang="declarers",
                mond=("Franz", "Ilse"),
            )
        ),
        normal(-4),
    ),
    (
        "normal-takers-win-pagat-ultimo",
        # rePoints 57, 6 tricks; last trick "Tr1 DV DD !D10" won by the taker's Pagat.
        # basic 1, absolut 1 (contra 31), pagat 1: V = 3, scoring [3, 3, −3, −3].
        fbg(deal(57, 6, pagat=("declarers", "won"))),
        normal(3),
    ),
    (
        "solo-taker-wins",
        # taker seat 1 (Gerti), rePoints 45, 5 tricks: basic 5 (Solo is 5): scoring
        # [−5, 15, −5, −5].
        fbg(deal(45, 5, contract="solo", declarer="Gerti")),
        solo_for("Gerti", 5),
    ),
    (
        "solo-taker-loses",
        # rePoints 42, 5 tricks: basic −5: scoring [5, −15, 5, 5].
        fbg(deal(42, 5, contract="solo", declarer="Gerti")),
        solo_for("Gerti", -5),
    ),
    (
        "solo-taker-wins-absolut",
        # rePoints 56, 6 tricks: basic 5, absolut 1 (contra 32 ≤ 32; not doubled in the
        # solo): V = 6, scoring [−6, 18, −6, −6].
        fbg(deal(56, 6, contract="solo", declarer="Gerti")),
        solo_for("Gerti", 6),
    ),
    (
        "suit-solo-taker-wins",
        # taker seat 3 (Ilse), rePoints 47, 5 tricks: basic 4: scoring [−4, −4, −4, 12].
        fbg(deal(47, 5, contract="suit-solo", declarer="Ilse")),
        solo_for("Ilse", 4),
    ),
    (
        "suit-solo-taker-loses-absolut",
        # rePoints 30, 3 tricks: basic −4, absolut −1 (re 30 ≤ 32): V = −5,
        # scoring [5, 5, 5, −15].
        fbg(deal(30, 3, contract="suit-solo", declarer="Ilse")),
        solo_for("Ilse", -5),
    ),
]


@pytest.mark.parametrize(
    ("raw", "expected"), [c[1:] for c in FBG_CASES], ids=[c[0] for c in FBG_CASES]
)
def test_freeboardgames_own_cases(raw: dict[str, Any], expected: dict[str, int]) -> None:
    assert dict(settle(raw).deltas) == expected


def test_the_same_deals_under_the_seed_rules_differ_where_the_options_do() -> None:
    # FBG's "takers lose (absolut)" under the seed: game −1 × implied Kontra 2 = −2,
    # absolut dagegen −2, Mondfang −1: V = −5.
    seed = deal(31, 4, announced={"absolut": "against"}, mondfang="declarers")
    assert dict(settle(seed).deltas) == normal(-5)
    # FBG's "Solo taker wins (absolut)" under the seed: Solo 4, defenders 32 is no absolut.
    assert dict(settle(deal(56, 6, contract="solo", declarer="Gerti")).deltas) == solo_for(
        "Gerti", 4
    )


# --- whole sessions: the seed's rules, the freeboardgames preset, a one-deal double round --
# Dealer Ilse first; the deal passes on in the order of play (Franz, Gerti, Hans, Ilse), a
# thrown-in deal is dealt again by the same dealer. Forehand (after the dealer) declares the
# normal games.


def _d(declarer: str, partner: str | None, points: int, tricks: int, **extra: Any) -> dict:
    raw: dict[str, Any] = {"contract": extra.pop("contract", "normal"), "declarer": declarer}
    if partner is not None:
        raw |= {"called": "XX", "partner": partner}
    raw["result"] = {"declarer_points": points, "declarer_tricks": tricks} | extra
    return raw


EVENING = [
    # 1 dealer Ilse: Franz + Hans, 50 in 5; Franz's Mond caught by Gerti: a double round.
    _d("Franz", "Hans", 50, 5, mondfang="declarers", mond_lost_by="Franz", mond_caught_by="Gerti"),
    # 2 dealer Franz: Gerti + Ilse, 57 in 6 (the defenders 31).
    _d("Gerti", "Ilse", 57, 6),
    # 3 dealer Gerti: Zusammenwerfen (not a scored deal; Gerti deals again).
    {"thrown_in": True},
    # 4 dealer Gerti: Franz plays a Solo, 56 in 6 (the defenders 32).
    _d("Franz", None, 56, 6, contract="solo"),
    # 5 dealer Hans: Ilse + Franz, 40 in 4; the declarers' silent Pagat lost the last trick.
    _d("Ilse", "Franz", 40, 4, pagat={"side": "declarers", "outcome": "lost"}),
    # 6 dealer Ilse: Franz + Gerti take every trick (silent valat).
    _d("Franz", "Gerti", 88, 10),
    # 7 dealer Franz: Gerti + Hans, 50 in 5, holding the four kings.
    _d("Gerti", "Hans", 50, 5, four_kings="declarers"),
]


def evening(rules: dict[str, Any], preset: str | None = None) -> dict[str, Any]:
    """The evening's session record; started from ``preset`` (its rules are in ``rules``
    too, as scorekeeper/session/presets.py records a session)."""
    record = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "first_dealer": "Ilse",
        "rules": rules,
        "deals": EVENING,
    }
    return record if preset is None else record | {"preset": preset}


SESSIONS = [
    (
        "seed",
        None,
        {},
        # 1: game +1, Mondfang −1 (the declarers lost it): V 0.   (0, 0, 0, 0)
        # 2: game 1 + silent absolut 1 = 2, × 2 = 4: Gerti, Ilse +4; Franz, Hans −4
        # 4: Solo 4 (32 is no absolut) × 2 = 8: Franz +24, the others −8
        # 5: game −1, lost silent Pagat −1 = −2, × 2 = −4: Ilse, Franz −4; Gerti, Hans +4
        # 6: valat 6 × 1 replaces the game, × 2 = 12: Franz, Gerti +12; Hans, Ilse −12
        #    (deal 6 is the 4th scored deal of the double round: 2, 4, 5, 6)
        # 7: game 1 + four kings 2 = 3, single: Gerti, Hans +3; Franz, Ilse −3
        # Franz 0 −4 +24 −4 +12 −3 = 25; Gerti 0 +4 −8 +4 +12 +3 = 15;
        # Hans 0 −4 −8 +4 −12 +3 = −17; Ilse 0 +4 −8 −4 −12 −3 = −23.
        [False, True, False, True, True, True, False],
        {"Franz": 25, "Gerti": 15, "Hans": -17, "Ilse": -23},
    ),
    (
        "freeboardgames",
        "freeboardgames",
        dict(FBG.rules),
        # 1: game +1, Mondfang: Gerti's side (the defenders) gains 1: V 0.   (0, 0, 0, 0)
        # 2: game 1 + absolut 1 = 2, × 2 = 4: Gerti, Ilse +4; Franz, Hans −4
        # 4: Solo 5 + absolut 1 (32 ≤ 32, not doubled) = 6, × 2 = 12: Franz +36, others −12
        # 5: game −1 (the lost silent Pagat costs nothing), × 2 = −2: Ilse, Franz −2;
        #    Gerti, Hans +2
        # 6: game 1 + flat valat 6 = 7, × 2 = 14: Franz, Gerti +14; Hans, Ilse −14
        # 7: game 1 + four kings 1 = 2: Gerti, Hans +2; Franz, Ilse −2
        # Franz 0 −4 +36 −2 +14 −2 = 42; Gerti 0 +4 −12 +2 +14 +2 = 10;
        # Hans 0 −4 −12 +2 −14 +2 = −26; Ilse 0 +4 −12 −2 −14 −2 = −26.
        [False, True, False, True, True, True, False],
        {"Franz": 42, "Gerti": 10, "Hans": -26, "Ilse": -26},
    ),
    (
        "freeboardgames-one-deal-double-round",
        "freeboardgames",
        dict(FBG.rules) | {"double_round_deals": 1},
        # Only deal 2 counts double (the thrown-in deal 3 is not scored):
        # 2: +4 / −4 as above; 4: 6 single: Franz +18, the others −6;
        # 5: −1: Ilse, Franz −1; Gerti, Hans +1; 6: 7: Franz, Gerti +7; Hans, Ilse −7;
        # 7: 2: Gerti, Hans +2; Franz, Ilse −2.
        # Franz −4 +18 −1 +7 −2 = 18; Gerti +4 −6 +1 +7 +2 = 8;
        # Hans −4 −6 +1 −7 +2 = −14; Ilse +4 −6 −1 −7 −2 = −12.
        [False, True, False, False, False, False, False],
        {"Franz": 18, "Gerti": 8, "Hans": -14, "Ilse": -12},
    ),
]


@pytest.mark.parametrize(
    ("preset", "rules", "doubled", "totals"),
    [s[1:] for s in SESSIONS],
    ids=[s[0] for s in SESSIONS],
)
def test_a_whole_session(
    preset: str | None, rules: dict[str, Any], doubled: list[bool], totals: dict[str, int]
) -> None:
    result = replay(parse_session(evening(rules, preset)))
    assert [row.double_round for row in result.rows] == doubled
    for row in result.rows:
        assert sum(row.outcome.deltas.values()) == 0
    assert dict(result.rows[-1].totals) == totals
    assert sum(totals.values()) == 0


def test_the_sheet_says_how_many_deals_the_mondfang_doubles() -> None:
    one = score_sheet(replay(parse_session(evening(dict(FBG.rules) | {"double_round_deals": 1}))))
    assert render(one.rows[0].marks[-1]) == "Mondfang: the next 1 scored deal counts double."
    four = score_sheet(replay(parse_session(evening({}))))
    assert render(four.rows[0].marks[-1]) == "Mondfang: the next 4 scored deals count double."


def test_the_preset_is_declared_with_its_source() -> None:
    assert FBG.source.startswith("freeboardgames/FreeBoardGames.org web/src/games/zwanzigerrufen")
    known = {o.key: o for o in SPEC.options}
    for key, value in FBG.rules.items():
        assert known[key].check(value, key) == value  # every rule is an option value


# --- review: catcher_gains and between_players in a solo and in a double round -------------
# Gerti plays a Solo (value 4) and takes 50 points in 6 tricks: the game is won (50 >= 45),
# no absolut (the defenders' 38 and Gerti's 50 are both above 31). A Mondfang in a solo is
# a bonus: × 2 under the default solo_doubles_bonuses. Solo: Gerti +3V, the others −V each.

SOLO_MOND = [
    (
        "catcher-gains-soloist-catches",
        # Ilse's Mond (the defenders lost it) caught by Gerti's Sküs: the soloist's side
        # gains 1 × solo 2 = 2. V = 4 + 2 = 6: Gerti +18, the others −6; double round
        # V = 6 × 2 = 12: Gerti +36, the others −12.
        deal(
            50,
            6,
            contract="solo",
            declarer="Gerti",
            mondfang="defenders",
            mond=("Ilse", "Gerti"),
            rules={"mondfang": "catcher_gains"},
        ),
        solo_for("Gerti", 6),
        solo_for("Gerti", 12),
    ),
    (
        "catcher-gains-defender-catches-a-defender",
        # Franz's Mond caught by Hans, both defenders: catcher_gains credits the catcher's
        # side, the defenders: −1 × 2 = −2. V = 4 − 2 = 2: Gerti +6, the others −2
        # (side_pays would charge the defenders who lost it: V = 4 + 2 = 6); double round
        # V = 2 × 2 = 4: Gerti +12, the others −4.
        deal(
            50,
            6,
            contract="solo",
            declarer="Gerti",
            mondfang="defenders",
            mond=("Franz", "Hans"),
            rules={"mondfang": "catcher_gains"},
        ),
        solo_for("Gerti", 2),
        solo_for("Gerti", 4),
    ),
    (
        "catcher-gains-solo-not-doubled",
        # The same under solo_doubles_bonuses: false: the Mondfang is 1. V = 4 − 1 = 3:
        # Gerti +9, the others −3; double round V = 6: Gerti +18, the others −6.
        deal(
            50,
            6,
            contract="solo",
            declarer="Gerti",
            mondfang="defenders",
            mond=("Franz", "Hans"),
            rules={"mondfang": "catcher_gains", "solo_doubles_bonuses": False},
        ),
        solo_for("Gerti", 3),
        solo_for("Gerti", 6),
    ),
    (
        "between-players-solo",
        # Gerti's Mond caught by Ilse: V = game 4: Gerti +12, the others −4; Gerti pays Ilse
        # 1 × solo 2 = 2: (Franz −4, Gerti +10, Hans −4, Ilse −2). Double round: V = 8:
        # Gerti +24, the others −8; the payment 2 × 2 = 4: (−8, +20, −8, −4).
        deal(
            50,
            6,
            contract="solo",
            declarer="Gerti",
            mondfang="declarers",
            mond=("Gerti", "Ilse"),
            rules={"mondfang": "between_players"},
        ),
        deltas(-4, 10, -4, -2),
        deltas(-8, 20, -8, -4),
    ),
    (
        "between-players-defenders-in-a-solo",
        # Franz's Mond caught by Hans (both defenders): V = 4: Gerti +12, the others −4;
        # Franz pays Hans 2: (−6, +12, −2, −4). Double round: V = 8 and the payment 4:
        # (−12, +24, −4, −8).
        deal(
            50,
            6,
            contract="solo",
            declarer="Gerti",
            mondfang="defenders",
            mond=("Franz", "Hans"),
            rules={"mondfang": "between_players"},
        ),
        deltas(-6, 12, -2, -4),
        deltas(-12, 24, -4, -8),
    ),
    (
        "catcher-gains-normal-double-round",
        # Normal game 40 in 4 (lost, −1), Hans (declarer) caught Ilse's Mond: +1. V = 0,
        # and 0 in the double round too.
        deal(
            40,
            4,
            mondfang="defenders",
            mond=("Ilse", "Hans"),
            rules={"mondfang": "catcher_gains"},
        ),
        normal(0),
        normal(0),
    ),
    (
        "catcher-gains-normal-defender-catches-partner",
        # Normal game 50 in 5 (won, +1); Gerti caught her partner Ilse's Mond: the
        # defenders gain 1. V = 0 (side_pays: the defenders lost it, V = 2); with a game
        # Kontra in a double round: game 1 × 2 = 2, Mondfang −1: V = 1 × 2 = 2.
        deal(
            50,
            5,
            kontra={"game": 1},
            mondfang="defenders",
            mond=("Ilse", "Gerti"),
            rules={"mondfang": "catcher_gains"},
        ),
        normal(1),
        normal(2),
    ),
]


@pytest.mark.parametrize(
    ("raw", "single", "doubled"),
    [c[1:] for c in SOLO_MOND],
    ids=[c[0] for c in SOLO_MOND],
)
def test_mondfang_by_player_in_a_solo_and_a_double_round(
    raw: dict[str, Any], single: dict[str, int], doubled: dict[str, int]
) -> None:
    assert dict(settle(raw).deltas) == single
    assert dict(settle(raw, double_round=True).deltas) == doubled


def test_a_flat_announced_valat_with_kontra_in_a_solo() -> None:
    # Gerti's Solo, valat announced (dazu) with a Kontra on it, all 88 points in 10 tricks.
    # flat: game 4 + announced 12 × Kontra 2 × solo 2 = 48: V = 52, Gerti +156, the others
    # −52; multiply: 12 × 4 × Kontra 2 = 96 in place of the game (not doubled by the solo).
    def solo_valat(rules: dict[str, Any]) -> dict[str, Any]:
        return deal(
            88,
            10,
            contract="solo",
            declarer="Gerti",
            announced={"valat": "for"},
            kontra={"valat": 1},
            rules=rules,
        )

    assert dict(settle(solo_valat({"valat": "flat"})).deltas) == solo_for("Gerti", 52)
    assert dict(settle(solo_valat({})).deltas) == solo_for("Gerti", 96)
    # flat without the solo's doubling: 4 + 12 × 2 = 28
    flat_single = solo_valat({"valat": "flat", "solo_doubles_bonuses": False})
    assert dict(settle(flat_single).deltas) == solo_for("Gerti", 28)
