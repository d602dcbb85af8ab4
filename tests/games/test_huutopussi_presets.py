"""Whole sessions under each Huutopussi preset (docs/games/huutopussi.md "Presets"): a race
toward 500, every deal and the running totals worked by hand.

Aino, Eero, Helmi, Onni; Onni deals first and the deal passes left. Side 0 = Aino + Helmi,
side 1 = Eero + Onni. Marriages: hearts 100, diamonds 80, clubs 60, spades 40.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.games import get_game
from scorekeeper.session.replay import replay_json

P4 = ["Aino", "Eero", "Helmi", "Onni"]


def preset_rules(key: str) -> dict[str, Any]:
    return dict(next(p for p in get_game("huutopussi").presets if p.key == key).rules)


def play(
    declarer: str,
    bid: int,
    contract: int,
    points: tuple[int, int],
    tricks: tuple[int, int],
    last: int,
    marriages: tuple[tuple[int, str], ...] = (),
) -> dict[str, Any]:
    return {
        "declarer": declarer,
        "bid": bid,
        "contract": contract,
        "result": {
            "card_points": list(points),
            "last_trick": last,
            "tricks": list(tricks),
            "marriages": [{"side": s, "suit": suit} for s, suit in marriages],
        },
    }


def session(
    rules: dict[str, Any], deals: list[dict[str, Any]], preset: str | None = None
) -> dict[str, Any]:
    """A session record; ``rules`` hold every option the preset changes (docs/deal-format.md)."""
    raw = {"game": "huutopussi", "players": P4, "first_dealer": "Onni", "rules": rules}
    if preset is not None:
        raw["preset"] = preset
    return raw | {"deals": deals}


def side_totals(raw: dict[str, Any]) -> list[tuple[int, int]]:
    """(side 0, side 1) after each deal; partners always stand together."""
    out = []
    for row in replay_json(raw).rows:
        t = row.totals
        assert t["Aino"] == t["Helmi"] and t["Eero"] == t["Onni"]
        out.append((t["Aino"], t["Eero"]))
    return out


# finnish_common: A 11, 10 10, K 4, Q 3, J 2 (120) + last trick 10; läpäri on no trick costs
# the final bid; a declaring side without a trick pays twice the final bid.
FINNISH_DEALS = [
    # 1 (Onni deals): Aino 100/110; side 0 87 (A A A A 10 10 10 10 Q) + 10 + hearts 100
    #   = 197 >= 110 -> +110; side 1 33 (K K K K Q Q Q J J J J) -> +33.      110 / 33
    play("Aino", 100, 110, (87, 33), (6, 3), 0, ((0, "hearts"),)),
    # 2 (Aino deals): Eero 90/90; side 1 69 + 10 + diamonds 80 = 159 >= 90 -> +90;
    #   side 0 51 -> +51.                                      110 + 51 = 161 / 33 + 90 = 123
    play("Eero", 90, 90, (51, 69), (4, 5), 1, ((1, "diamonds"),)),
    # 3 (Eero deals): Helmi 150/160; side 0 120 + 10 + hearts 100 + clubs 60 = 290 >= 160
    #   -> +160; side 1 no trick: läpäri -bid 150.            161 + 160 = 321 / 123 - 150 = -27
    play("Helmi", 150, 160, (120, 0), (9, 0), 0, ((0, "hearts"), (0, "clubs"))),
    # 4 (Helmi deals): Onni 70/80; his side takes no trick: -2 x bid 70 = -140 (not -80);
    #   side 0 120 + 10 = 130.                                321 + 130 = 451 / -27 - 140 = -167
    play("Onni", 70, 80, (120, 0), (9, 0), 0),
    # 5 (Onni deals): Eero 50/50; side 1 71 + 10 = 81 >= 50 -> +50; side 0 its unrounded 49
    #   (A A A A Q J) -> +49.                                  451 + 49 = 500 / -167 + 50 = -117
    play("Eero", 50, 50, (49, 71), (3, 6), 1),
]


def test_finnish_common_race_to_500() -> None:
    raw = session(preset_rules("finnish_common"), FINNISH_DEALS, "finnish_common")
    assert side_totals(raw) == [(110, 33), (161, 123), (321, -27), (451, -167), (500, -117)]
    result = replay_json(raw)
    # 500 reached exactly wins (PoggersOy scoring.test.ts "ends the match when a side
    # reaches exactly winTarget (>=, not >)"; our rules: "at 500 or more").
    assert [row.game_over for row in result.rows] == [False, False, False, False, True]
    assert result.games[-1].winner == ("Aino", "Helmi")
    # settle names the preset; nothing was changed after choosing it
    assert result.to_json()["preset"] == {"key": "finnish_common", "changed": {}}


def test_finnish_common_figures_are_not_the_seeds() -> None:
    # The same evening under the seed's cards: 87 is no sum of cards worth 0, 5 or 10.
    with pytest.raises(RecordError) as err:
        replay_json(session({}, FINNISH_DEALS))
    assert err.value.field.endswith("result.card_points[0]")


# mhjort: A 11, 10 10, K 4, Q 3, J 2 (120) + last trick 20; läpäri on no trick costs the
# contract; a declaring side without a trick just misses its contract.
MHJORT_DEALS = [
    # 1 (Onni deals): Aino 80/90; side 0 75 + 20 + spades 40 = 135 >= 90 -> +90; side 1 45.
    #                                                                         90 / 45
    play("Aino", 80, 90, (75, 45), (6, 3), 0, ((0, "spades"),)),
    # 2 (Aino deals): Eero 100/120; side 1 60 + 20 + hearts 100 = 180 >= 120 -> +120; side 0
    #   60.                                                     90 + 60 = 150 / 45 + 120 = 165
    play("Eero", 100, 120, (60, 60), (4, 5), 1, ((1, "hearts"),)),
    # 3 (Eero deals): Helmi 130/150; side 0 120 + 20 + diamonds 80 + clubs 60 = 280 >= 150
    #   -> +150; side 1 no trick: läpäri -contract 150 (not the bid 130).   300 / 165 - 150 = 15
    play("Helmi", 130, 150, (120, 0), (9, 0), 0, ((0, "diamonds"), (0, "clubs"))),
    # 4 (Helmi deals): Onni 200/200; side 1 90 + 20 + hearts 100 = 210 >= 200 -> +200;
    #   side 0 30.                                              300 + 30 = 330 / 15 + 200 = 215
    play("Onni", 200, 200, (30, 90), (2, 7), 1, ((1, "hearts"),)),
    # 5 (Onni deals): Aino 150/170; side 0 110 + 20 + hearts 100 = 230 >= 170 -> +170;
    #   side 1 10 in one trick -> +10.                         330 + 170 = 500 / 215 + 10 = 225
    play("Aino", 150, 170, (110, 10), (8, 1), 0, ((0, "hearts"),)),
]


def test_mhjort_race_to_500() -> None:
    raw = session(preset_rules("mhjort"), MHJORT_DEALS, "mhjort")
    assert side_totals(raw) == [(90, 45), (150, 165), (300, 15), (330, 215), (500, 225)]
    result = replay_json(raw)
    assert result.rows[-1].game_over
    assert result.games[-1].winner == ("Aino", "Helmi")
    assert result.to_json()["preset"] == {"key": "mhjort", "changed": {}}


def test_mhjort_tie_at_500_plays_on() -> None:
    # mhjort scoring_test.clj get-winning-team: "Returns nil when both teams have exactly the
    # same score and have enough points", then "Returns the team with more points when both
    # teams have enough points" (also PoggersOy scoring.test.ts "plays another deal when both
    # sides land on EQUAL scores >= winTarget").
    deals = [
        # 1: Aino 250/250; side 0 100 + 20 + hearts 100 + diamonds 80 = 300 >= 250 -> +250;
        #   side 1 20 + spades 40 = 60.                                          250 / 60
        play(
            "Aino", 250, 250, (100, 20), (7, 2), 0, ((0, "hearts"), (0, "diamonds"), (1, "spades"))
        ),
        # 2: Eero 250/250; side 1 100 + 20 + hearts 100 + diamonds 80 = 300 -> +250; side 0
        #   20 + clubs 60 = 80.                                   250 + 80 = 330 / 60 + 250 = 310
        play(
            "Eero", 250, 250, (20, 100), (2, 7), 1, ((1, "hearts"), (1, "diamonds"), (0, "clubs"))
        ),
        # 3: Aino 170/170; side 0 70 + 20 + diamonds 80 = 170 >= 170 -> +170; side 1 50
        #   + hearts 100 + spades 40 = 190.                       330 + 170 = 500 / 310 + 190 = 500
        play(
            "Aino", 170, 170, (70, 50), (5, 4), 0, ((0, "diamonds"), (1, "hearts"), (1, "spades"))
        ),
        # 4: Eero 50/50; side 1 80 + 20 = 100 >= 50 -> +50; side 0 40.   540 / 550: Eero, Onni
        play("Eero", 50, 50, (40, 80), (3, 6), 1),
    ]
    raw = session(preset_rules("mhjort"), deals, "mhjort")
    assert side_totals(raw) == [(250, 60), (330, 310), (500, 500), (540, 550)]
    result = replay_json(raw)
    assert [row.game_over for row in result.rows] == [False, False, False, True]
    assert result.games[-1].winner == ("Eero", "Onni")
