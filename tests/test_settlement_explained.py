"""Settlement explains itself (issue 11, item 6): the sheet's lines that say how
each balance was reached (``scorekeeper.sheet.settling``), in English and Japanese,
the same in the window, the PDF and ``scorekeeper show``; and each game's default
stake. Every expected figure is worked by hand in the comments, from the rules
(docs/rules/README.md, "Chip and money settlement") and the stake."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.games import get_game
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper.words.text import render
from tests.export.conftest import pdf_bytes, pdf_text


def ultimate(declarer: str, bid: int, points: int) -> dict[str, Any]:
    return {"declarer": declarer, "bid": bid, "trump": "spades",
            "result": {"declarer_points": points}}  # fmt: skip


# Ultimate, 3 players, race to 150. Game 1: Aki makes 100 (+100), Aki makes 50 (+50)
# → Aki 150 ≥ 150: Aki wins game 1 (150 · 0 · 0). Game 2, unfinished: Chie makes 20,
# Ben makes 10 → 0 · 10 · 20. Session totals: Aki 150, Ben 10, Chie 20.
EVENING = [
    ultimate("Aki", 100, 100),
    ultimate("Aki", 50, 60),
    ultimate("Chie", 20, 20),
    ultimate("Ben", 10, 15),
]


def session(stake: dict[str, Any] | None, deals: list[dict[str, Any]] = EVENING) -> Any:
    raw: dict[str, Any] = {
        "game": "ultimate",
        "players": ["Aki", "Ben", "Chie"],
        "first_dealer": "Chie",
        "rules": {},
        "deals": deals,
    }
    if stake is not None:
        raw["stake"] = stake
    return raw


def lines(raw: dict[str, Any], language: str = "en") -> list[str]:
    return [render(m, language) for m in score_sheet(replay_json(raw)).settlement]


PER_POINT = {"per_point": "0.10", "currency": "EUR", "mode": "per-point"}
PER_GAME = {"per_point": "0.50", "currency": "EUR", "mode": "per-game"}

# Per point at 0.10 EUR. Game 1: mean 150/3 = 50 → Aki +100 × 0.10 = +10.00, Ben and
# Chie −50 × 0.10 = −5.00. Game 2 (counts: every deal is paid per point): mean 30/3 = 10
# → Aki −1.00, Ben 0.00, Chie +1.00. Session: mean (150 + 10 + 20) / 3 = 60 → Aki +90
# points = +9.00 EUR, Ben −50 = −5.00 EUR, Chie −40 = −4.00 EUR (= the games' sums:
# 10 − 1, −5 + 0, −5 + 1).
PER_POINT_LINES = [
    "Game 1 won by Aki: Aki 150 · Ben 0 · Chie 0; at 0.10 EUR per point: "
    "Aki +10.00 EUR, Ben −5.00 EUR, Chie −5.00 EUR.",
    "Game 2 not finished: Aki 0 · Ben 10 · Chie 20; it counts, every deal is paid per point; "
    "at 0.10 EUR per point: Aki −1.00 EUR, Ben 0.00 EUR, Chie +1.00 EUR.",
    "Points: the sum of all games, the unfinished one included: "
    "Aki 150 + 0 = 150; Ben 0 + 10 = 10; Chie 0 + 20 = 20",
    "Aki: 150 − 60 (the table's mean) = +90 points × 0.10 EUR = +9.00 EUR",
    "Ben: 10 − 60 (the table's mean) = −50 points × 0.10 EUR = −5.00 EUR",
    "Chie: 20 − 60 (the table's mean) = −40 points × 0.10 EUR = −4.00 EUR",
]

# Per game at 0.50 EUR a lost game: game 1 won by Aki, Ben and Chie pay 0.50 each, Aki
# receives 2 × 0.50 = 1.00. Game 2 is not finished: not paid. Aki +1.00, Ben and Chie
# −0.50 each.
PER_GAME_LINES = [
    "Game 1 won by Aki: Aki 150 · Ben 0 · Chie 0; at 0.50 EUR per lost game: "
    "Ben, Chie pay 0.50 EUR each, Aki receives 1.00 EUR.",
    "Game 2 not finished: Aki 0 · Ben 10 · Chie 20; it does not count: "
    "only a finished game is paid.",
    "Points: the sum of all games, the unfinished one included: "
    "Aki 150 + 0 = 150; Ben 0 + 10 = 10; Chie 0 + 20 = 20",
    "Aki: won 1 × 1.00 EUR − lost 0 × 0.50 EUR = +1.00 EUR",
    "Ben: won 0 × 1.00 EUR − lost 1 × 0.50 EUR = −0.50 EUR",
    "Chie: won 0 × 1.00 EUR − lost 1 × 0.50 EUR = −0.50 EUR",
]


def test_race_per_point_each_game_its_worth_the_sum_and_the_arithmetic():
    assert lines(session(PER_POINT)) == PER_POINT_LINES
    sheet = score_sheet(replay_json(session(PER_POINT)))
    assert [t.balance for t in sheet.totals] == [900, -500, -400]


def test_race_per_game_unfinished_game_does_not_count():
    assert lines(session(PER_GAME)) == PER_GAME_LINES
    sheet = score_sheet(replay_json(session(PER_GAME)))
    assert [t.balance for t in sheet.totals] == [100, -50, -50]


def test_race_per_point_in_japanese():
    assert lines(session(PER_POINT), "ja") == [
        "第1ゲーム 勝者 Aki：Aki 150 · Ben 0 · Chie 0。1点あたり 0.10 EURで："
        "Aki +10.00 EUR、Ben −5.00 EUR、Chie −5.00 EUR。",
        "第2ゲーム 未終了：Aki 0 · Ben 10 · Chie 20。点数精算では全ディールを数えるので、"
        "このゲームも精算に含めます。1点あたり 0.10 EURで：Aki −1.00 EUR、Ben 0.00 EUR、"
        "Chie +1.00 EUR。",
        "得点：全ゲームの合計（未終了のゲームを含む）："
        "Aki 150 + 0 = 150; Ben 0 + 10 = 10; Chie 0 + 20 = 20",
        "Aki：150 − 60（卓の平均）= +90点 × 0.10 EUR = +9.00 EUR",
        "Ben：10 − 60（卓の平均）= −50点 × 0.10 EUR = −5.00 EUR",
        "Chie：20 − 60（卓の平均）= −40点 × 0.10 EUR = −4.00 EUR",
    ]


def test_race_per_game_in_japanese():
    assert lines(session(PER_GAME), "ja") == [
        "第1ゲーム 勝者 Aki：Aki 150 · Ben 0 · Chie 0。負けたゲーム1回あたり 0.50 EURで："
        "Ben、Chieが各0.50 EURを支払い、Akiが1.00 EURを受け取ります。",
        "第2ゲーム 未終了：Aki 0 · Ben 10 · Chie 20。"
        "精算には含めません（支払うのは終了したゲームだけ）。",
        "得点：全ゲームの合計（未終了のゲームを含む）："
        "Aki 150 + 0 = 150; Ben 0 + 10 = 10; Chie 0 + 20 = 20",
        "Aki：勝ち1回 × 1.00 EUR − 負け0回 × 0.50 EUR = +1.00 EUR",
        "Ben：勝ち0回 × 1.00 EUR − 負け1回 × 0.50 EUR = −0.50 EUR",
        "Chie：勝ち0回 × 1.00 EUR − 負け1回 × 0.50 EUR = −0.50 EUR",
    ]


def test_rounding_remainder_is_said_where_it_lands():
    # Game 1 only: Aki makes 100, then Ben fails a bid of 30 (Aki, Chie +15 each), then
    # Aki makes 40 → 155 · 0 · 15. Mean 170/3 = 56⅔. At 0.10 EUR a point: Aki +98⅓ points
    # = 9.8333 EUR ≈ 9.83; Ben −56⅔ = −5.6667 ≈ −5.67; Chie −41⅔ = −4.1667 ≈ −4.17. The
    # rounded balances sum to 9.83 − 5.67 − 4.17 = −0.01: the remainder +1 cent goes on
    # the largest balance (Aki): +9.84 EUR, and Aki's line says so.
    deals = [ultimate("Aki", 100, 100), ultimate("Ben", 30, 20), ultimate("Aki", 40, 45)]
    got = lines(session(PER_POINT, deals))
    assert got[-3:] == [
        "Aki: 155 − ≈56.67 (the table's mean) = ≈+98.33 points × 0.10 EUR = ≈+9.83 EUR; "
        "with the rounding remainder, so that the payments balance: +9.84 EUR",
        "Ben: 0 − ≈56.67 (the table's mean) = ≈−56.67 points × 0.10 EUR = ≈−5.67 EUR",
        "Chie: 15 − ≈56.67 (the table's mean) = ≈−41.67 points × 0.10 EUR = ≈−4.17 EUR",
    ]
    assert got[1] == "Points: the sum of all games: Aki 155 = 155; Ben 0 = 0; Chie 15 = 15"


def test_a_half_cent_rounds_away_from_zero_and_is_no_remainder():
    # Ultimate at 0.025 EUR a point: Aki makes 51 (+51), nobody else scores → 51 · 0 · 0,
    # mean 17. Aki +34 × 0.025 = +0.85 EUR; Ben and Chie −17 × 0.025 = −0.425 EUR each,
    # which rounds a half away from zero to −0.43 (as every balance is rounded): their
    # own amount rounded, no remainder (Python's round() gives −0.42, and the line used
    # to call −0.43 a remainder). The rounded sum 0.85 − 0.43 − 0.43 = −0.01 puts the
    # remainder, one cent, on the largest balance: Aki +0.86 EUR.
    stake = {"per_point": "0.025", "currency": "EUR", "mode": "per-point"}
    got = lines(session(stake, [ultimate("Aki", 51, 60)]))
    assert got[-2:] == [
        "Ben: 0 − 17 (the table's mean) = −17 points × 0.025 EUR = −0.425 EUR",
        "Chie: 0 − 17 (the table's mean) = −17 points × 0.025 EUR = −0.425 EUR",
    ]
    assert got[-3].endswith("with the rounding remainder, so that the payments balance: +0.86 EUR")


def betli(soloist: str) -> dict[str, Any]:
    return {"soloist": soloist, "contract": ["betli"], "trump": None,
            "result": {"soloist_tricks": 0}}  # fmt: skip


ULTI = {
    "game": "ulti",
    "players": ["Anna", "Béla", "Csaba"],
    "first_dealer": "Csaba",
    "rules": {},
    # Betli is worth 5 (docs/rules/ulti.md); made, the soloist takes 5 from each
    # defender: Anna +10, Béla −5, Csaba −5; then Béla makes one: Béla +10, Anna −5,
    # Csaba −5. Totals: Anna +5, Béla +5, Csaba −10.
    "deals": [betli("Anna"), betli("Béla")],
    "stake": {"per_point": "0.10", "currency": "EUR", "mode": "per-point"},
}


def test_zero_sum_each_balance_is_points_times_the_stake():
    # 5 × 0.10 = 0.50 EUR; −10 × 0.10 = −1.00 EUR.
    assert lines(ULTI) == [
        "Points: the sum of every deal; balance: points × 0.10 EUR.",
        "Anna: 5 points × 0.10 EUR = +0.50 EUR",
        "Béla: 5 points × 0.10 EUR = +0.50 EUR",
        "Csaba: −10 points × 0.10 EUR = −1.00 EUR",
    ]
    assert lines(ULTI, "ja") == [
        "得点：全ディールの合計。収支：得点 × 0.10 EUR。",
        "Anna：5点 × 0.10 EUR = +0.50 EUR",
        "Béla：5点 × 0.10 EUR = +0.50 EUR",
        "Csaba：−10点 × 0.10 EUR = −1.00 EUR",
    ]


def _flat(text: str) -> str:
    """Text with every run of white space as one space (a PDF paragraph wraps)."""
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("stake", [PER_POINT, PER_GAME], ids=["per-point", "per-game"])
def test_pdf_and_show_print_the_same_lines(stake, capsys, tmp_path):
    expected = PER_POINT_LINES if stake is PER_POINT else PER_GAME_LINES
    raw = session(stake)
    pdf = _flat(pdf_text(pdf_bytes(replay_json(raw))))
    for line in expected:
        assert _flat(line) in pdf
    path = tmp_path / "s.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    db = str(tmp_path / "s.db")
    assert main(["--db", db, "import", str(path)]) == 0
    capsys.readouterr()
    assert main(["--db", db, "show", "1"]) == 0
    shown = capsys.readouterr().out.splitlines()
    start = shown.index(expected[0])
    assert shown[start : start + len(expected)] == expected


@pytest.mark.parametrize(
    ("game", "amount", "mode"),
    [
        ("ulti", "0.10", "per-point"),
        ("zwanzigerrufen", "0.10", "per-point"),
        ("marjapussi", "1", "per-game"),
        ("huutopussi", "1", "per-game"),
        ("ultimate", "0.50", "per-game"),
    ],
)
def test_each_game_declares_its_default_stake(game, amount, mode):
    stake = get_game(game).default_stake
    assert (stake.amount, stake.mode, stake.currency) == (amount, mode, "EUR")


def test_marjapussi_evening_at_the_default_stake_settles_in_a_few_euros():
    # Three games of Marjapussi at the default 1 EUR per lost game, team Aino & Helmi
    # winning two and Eero & Onni one: Aino and Helmi each +2 − 1 = +1 EUR, Eero and Onni
    # each −1 EUR: the evening settles in 2 EUR of payments, where 1 EUR a point would
    # have paid hundreds.
    from scorekeeper.settlement import parse_stake, per_game_balances, round_balances

    default = get_game("marjapussi").default_stake
    stake = parse_stake({"per_point": default.amount, "currency": default.currency,
                         "mode": default.mode})  # fmt: skip
    players = ["Aino", "Eero", "Helmi", "Onni"]
    won = [("Aino", "Helmi"), ("Eero", "Onni"), ("Aino", "Helmi")]
    assert round_balances(per_game_balances(players, won, stake)) == {
        "Aino": 100, "Eero": -100, "Helmi": 100, "Onni": -100,
    }  # fmt: skip


def test_a_record_without_a_stake_still_settles_in_chips(capsys, tmp_path):
    # The default is for new sessions in the window: a record without a stake settles
    # one chip per point, as before. Per point: mean 60 → Aki +90, Ben −50, Chie −40 chips.
    result = replay_json(session(None))
    out = result.to_json()
    assert out["currency"] == "chips"
    assert out["balances"] == {"Aki": 90, "Ben": -50, "Chie": -40}
    assert parse_session(session(PER_GAME)).stake.to_json() == {
        "per_point": 0.5, "currency": "EUR", "mode": "per-game",
    }  # fmt: skip
