"""The one score-sheet model (scorekeeper/sheet) and the one formatter of numbers and
money (scorekeeper/words/figures.py): what the PDF and ``scorekeeper show`` print comes
from them. Figures are worked by hand from docs/rules (docs/rules/ulti.md: a betli is
worth 5 from each defender; docs/rules/ultimate.md: a made bid scores the bid, 150 wins;
README.md "Chip and money settlement": a zero-sum balance is the total × stake)."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from conftest import betli, pdf_bytes, pdf_text, session

from scorekeeper.cli.main import main
from scorekeeper.export.sheet import build_sheet
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay
from scorekeeper.settlement import parse_stake
from scorekeeper.sheet import score_sheet
from scorekeeper.sheet.plain import sheet_csv
from scorekeeper.words.figures import money, number, signed, signed_money

ROOT = Path(__file__).resolve().parents[2]
THREE = ["Anna", "Béla", "Csaba"]


@pytest.mark.parametrize(
    ("minor", "currency", "text"),
    [
        (415000, "HUF", "4,150 HUF"),  # fillér: 4,150 forints, written whole
        (-185000, "HUF", "−1,850 HUF"),
        (13050, "HUF", "130.50 HUF"),  # not a whole forint: the fillér are printed
        (1250, "EUR", "12.50 EUR"),
        (-5, "EUR", "−0.05 EUR"),
        (150000, "EUR", "1,500.00 EUR"),
        (1500, "JPY", "1,500 JPY"),  # no minor unit
        (-300, "JPY", "−300 JPY"),
        (42, "chips", "42 chips"),
        (1234, "KWD", "1.234 KWD"),  # 1000 fils to the dinar (ISO 4217: 3 decimals)
        (-5, "BHD", "−0.005 BHD"),
        (1234567, "TND", "1,234.567 TND"),
        (150000, "KRW", "150,000 KRW"),  # no minor unit
        (-2500, "ISK", "−2,500 ISK"),
        (1000, "CLP", "1,000 CLP"),
        (7, "PTS", "7 PTS"),
    ],
    ids=[
        "huf-whole-forints",
        "huf-negative",
        "huf-keeps-filler",
        "eur-cents",
        "eur-small-negative",
        "eur-thousands",
        "jpy-thousands",
        "jpy-negative",
        "chips",
        "kwd-fils",
        "bhd-small-negative",
        "tnd-thousands",
        "krw-whole",
        "isk-negative",
        "clp-whole",
        "pts",
    ],
)
def test_money_per_currency(minor: int, currency: str, text: str) -> None:
    assert money(minor, parse_stake({"currency": currency})) == text


def test_numbers_and_deltas() -> None:
    assert [number(-6), number(22), signed(4), signed(0), signed(-8)] == [
        "−6",
        "22",
        "+4",
        "0",
        "−8",
    ]
    assert signed(-8, minus="-") == "-8"  # CSV: the ASCII minus a spreadsheet reads


def _defined_functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}


def test_one_signed_one_money_one_number() -> None:
    """Issue 8: ``signed`` existed four times and ``money`` three; now only
    scorekeeper/words/figures.py defines them (games/base.py binds its ASCII variant)."""
    names = {"signed", "_signed", "money", "_money", "number", "_major"}
    found = sorted(
        f"{path.relative_to(ROOT)}:{name}"
        for package in ("scorekeeper", "ui")
        for path in (ROOT / package).rglob("*.py")
        for name in _defined_functions(path) & names
    )
    assert found == [
        "scorekeeper/words/figures.py:money",
        "scorekeeper/words/figures.py:number",
        "scorekeeper/words/figures.py:signed",
    ]


def huf_betli() -> Any:
    """Béla's betli, no trick: 5 from each defender → Béla +10, Anna −5, Csaba −5.
    370 HUF a point: Anna and Csaba −1,850 HUF each, Béla +3,700 HUF."""
    stake = {"per_point": 370, "currency": "HUF"}
    return session("ulti", THREE, [betli("Béla")], stake=stake)


def test_forints_print_whole_in_the_pdf_and_the_cli(tmp_path: Path, capsys: Any) -> None:
    """Issue 8: the PDF printed ``-1,850.00 HUF``, ``show`` ``1850.00 HUF``."""
    result = huf_betli()
    text = pdf_text(pdf_bytes(result))
    assert "Anna pays Béla 1,850 HUF" in text and "−1,850 HUF" in text
    assert "3,700 HUF" in text and ".00 HUF" not in text
    record = tmp_path / "evening.json"
    record.write_text(json.dumps(result.record.to_json(), ensure_ascii=False), encoding="utf-8")
    assert main(["show", str(record)]) == 0
    out = capsys.readouterr().out
    assert "Anna pays Béla 1,850 HUF" in out and "Csaba pays Béla 1,850 HUF" in out


def test_a_part_of_a_forint_is_not_lost() -> None:
    """0.5 HUF a point: Anna −5 × 0.5 = −2.50 HUF (250 fillér); Béla +10 × 0.5 = 5 HUF."""
    stake = {"per_point": 0.5, "currency": "HUF"}
    sheet = score_sheet(session("ulti", THREE, [betli("Béla")], stake=stake))
    assert [t.balance_text for t in sheet.totals] == ["−2.50 HUF", "5 HUF", "−2.50 HUF"]


def race_to_150() -> Any:
    """docs/rules/ultimate.md: Aki bids 100 and takes 100 → +100; again → 200 ≥ 150: Aki
    wins game 1; the next deal (Ben bids 20, takes 30) starts game 2 from 0."""
    made = {"bid": 100, "trump": "spades", "result": {"declarer_points": 100}}
    ben = {"declarer": "Ben", "bid": 20, "trump": "hearts", "result": {"declarer_points": 30}}
    deals = [made | {"declarer": "Aki"}, made | {"declarer": "Aki"}, ben]
    return replay(parse_session({"game": "ultimate", "players": ["Aki", "Ben", "Chie"],
                                 "first_dealer": "Chie", "deals": deals}))  # fmt: skip


def test_the_pdf_chart_drops_to_zero_at_a_game_end() -> None:
    """One chart rule for the window and the PDF (scorekeeper/sheet/model.py): the
    PDF's line used to slope from 200 down to 0 across deal 3."""
    series = {s.label: s.points for s in build_sheet(race_to_150()).series}
    assert series["Aki"] == ((0, 0), (1, 100), (2, 200), (2, 0), (3, 0))
    assert series["Ben"] == ((0, 0), (1, 0), (2, 0), (2, 0), (3, 20))
    assert build_sheet(race_to_150()).series == score_sheet(race_to_150()).series


def test_game_end_marks_in_every_output() -> None:
    sheet = score_sheet(race_to_150())
    assert sheet.rows[1].game_end is not None and sheet.rows[2].game_end is None
    assert str(sheet.rows[1].game_end.text) == "Game 1 won by Aki: Aki 200 · Ben 0 · Chie 0"
    assert ',"Game 1 won by Aki; ' in sheet_csv(sheet).splitlines()[2]  # then Ultimate's note
    assert "Game 1 won by Aki: Aki 200 · Ben 0 · Chie 0" in pdf_text(pdf_bytes(race_to_150()))


def test_a_japanese_pdf_of_an_english_replay_is_japanese() -> None:
    """Issue 8: ``export_pdf(result, language="ja")`` of a result replayed in English
    printed the replay's words (here the dealer warning) in English under Japanese
    headings. Deal 1 names Aki as dealer; the rotation says Chie (first dealer)."""
    deal = {"dealer": "Aki", "declarer": "Aki", "bid": 40, "trump": "spades",
            "result": {"declarer_points": 52}}  # fmt: skip
    result = replay(parse_session({"game": "ultimate", "players": ["Aki", "Ben", "Chie"],
                                   "first_dealer": "Chie", "deals": [deal]}))  # fmt: skip
    text = pdf_text(pdf_bytes(result, language="ja"))
    assert "ディール 1：ディーラー Aki は順番（Chie）と違います" in text
    assert "differs from the rotation" not in text
    english = pdf_text(pdf_bytes(result))
    assert "Deal 1: dealer Aki differs from the rotation (Chie)" in english


def test_a_zero_sum_game_settles_per_point_whatever_the_mode() -> None:
    """session/replay.py settles Ulti (zero-sum) per point even with ``mode: per-game``; the
    PDF said "per lost game"."""
    stake = {"per_point": 1, "currency": "EUR", "mode": "per-game"}
    text = pdf_text(pdf_bytes(session("ulti", THREE, [betli("Béla")], stake=stake)))
    assert "1.00 EUR per point" in text and "per lost game" not in text


def test_signed_money() -> None:
    # a balance in cents: +20 → "+0.20 EUR", −10 → "−0.10 EUR", 0 → "0.00 EUR" (no sign)
    eur = parse_stake({"currency": "EUR"})
    assert [signed_money(m, eur) for m in (20, -10, 0)] == ["+0.20 EUR", "−0.10 EUR", "0.00 EUR"]
