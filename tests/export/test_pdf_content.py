"""What the printed score sheet says, read back with pypdf. Every figure is worked
by hand from docs/rules (docs/rules/ulti.md, docs/rules/ultimate.md, README.md "Chip and money
settlement") in the comments, never copied from the program's output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import betli, pdf_bytes, pdf_pages, pdf_text, session, ultimate_deal

from scorekeeper.errors import RecordError
from scorekeeper.export.pdf import export_pdf

GOLDEN = Path(__file__).parent.parent / "golden"


@pytest.fixture(scope="module")
def ulti_text() -> str:
    """The golden Ulti evening (3 players, nobody sits out), 10 HUF a point.

    1. Gergő parti in leaves: 60 card points + leaves marriage 40 = 100 > 30 → won,
       and silent 100 doubles it: each defender pays 2 → Gergő +4, Szűcs −2, Dóra −2.
    2. Szűcs betli, no trick → won, 5 from each → Szűcs +10, Gergő −5, Dóra −5.
    3. Dóra 40-100 + ulti in acorns, Kontra on the ulti: 70 + 40 = 110 ≥ 100 → +4;
       ulti won 4 × 2 = 8 → 12 from each → Dóra +24, Gergő −12, Szűcs −12.
    Totals: Gergő 4 − 5 − 12 = −13, Szűcs −2 + 10 − 12 = −4, Dóra −2 − 5 + 24 = 17.
    Balances × 10 HUF in fillér (exponent 2): −13000, −4000, +17000, printed in whole
    forints: −130 HUF, −40 HUF, 170 HUF; payments to Dóra.
    """
    raw = json.loads((GOLDEN / "pdf_ulti_evening.json").read_text(encoding="utf-8"))
    data = pdf_bytes(session(**{k: raw[k] for k in ("game", "players", "deals")},
                             stake=raw["stake"], place=raw["place"]))  # fmt: skip
    return pdf_text(data)


@pytest.mark.parametrize(
    "name", ["Gergő", "Szűcs", "Dóra"], ids=["o-double-acute", "u-double-acute", "o-acute"]
)
def test_hungarian_names_come_out_as_typed(ulti_text, name):
    assert name in ulti_text


def test_place_with_u_double_acute(ulti_text):
    assert "Szeged, Tűzoltó utca" in ulti_text


@pytest.mark.parametrize("contract", ["parti", "betli", "40-100", "ulti ×2"],
                         ids=["parti", "betli", "forty-hundred", "ulti-kontra-mark"])  # fmt: skip
def test_contracts_and_kontra_marks_are_printed(ulti_text, contract):
    assert contract in ulti_text


def test_running_totals_of_every_deal(ulti_text):
    lines = ulti_text.splitlines()
    # After deal 2: Gergő 4 − 5 = −1, Szűcs −2 + 10 = 8, Dóra −2 − 5 = −7.
    # Numbers carry the real minus sign (scorekeeper/words/figures.py), as in the window.
    deal_2 = lines[lines.index("betli won") + 1 :][:6]
    assert deal_2 == ["−5", "−1", "+10", "8", "−5", "−7"]


def test_final_totals_and_money(ulti_text):
    settlement = ulti_text.split("Settlement", 1)[1]
    lines = settlement.splitlines()
    # Forints are printed whole, as players write them (the fillér stay in the JSON).
    for player, points, balance in [("Gergő", "−13", "−130 HUF"),
                                    ("Szűcs", "−4", "−40 HUF"),
                                    ("Dóra", "17", "170 HUF")]:  # fmt: skip
        at = lines.index(player)
        assert lines[at + 1 : at + 3] == [points, balance]
    assert "Gergő pays Dóra 130 HUF" in settlement
    assert "Szűcs pays Dóra 40 HUF" in settlement


def test_page_numbers(ulti_text):
    # Ulti's house-rules table lists its 14 options (the silent bonuses and the table
    # options of issue 13 among them), so the chart moves to page 2, the settlement to 3.
    assert all(f"page {n} of 3" in ulti_text for n in (1, 2, 3))


def test_japanese_names_and_yen():
    """Ultimate, 3 players, 10 JPY a point (no minor unit).

    1. 佐藤 bids 40 and takes 52 ≥ 40 → 佐藤 +40.
    2. 鈴木 bids 30 and takes 20 < 30 → each defender ⌊30 / 2⌋ = 15: 佐藤 +15, 高橋 +15.
    Totals 佐藤 55, 鈴木 0, 高橋 15; mean 70 / 3. Balances × 10 JPY: 鈴木 −70/3 × 10 =
    −233.33 → −233, 高橋 −25/3 × 10 = −83.33 → −83; 佐藤 (+316.67) receives what they
    pay, 233 + 83 = 316 (the rounding remainder goes on one side so the list balances).
    """
    players = ["佐藤", "鈴木", "高橋"]
    deals = [ultimate_deal("佐藤", 40, 52), ultimate_deal("鈴木", 30, 20)]
    stake = {"per_point": 10, "currency": "JPY", "mode": "per-point"}
    text = pdf_text(pdf_bytes(session("ultimate", players, deals, stake=stake)))
    for name in players:
        assert name in text
    lines = text.split("Settlement", 1)[1].splitlines()
    assert lines[lines.index("佐藤") + 1] == "55"
    assert lines[lines.index("高橋") + 1] == "15"
    assert "鈴木 pays 佐藤 233 JPY" in text and "高橋 pays 佐藤 83 JPY" in text
    assert "−233 JPY" in text and "316 JPY" in text and ".00 JPY" not in text


def test_mixed_script_name_keeps_every_glyph():
    name = "Őrs と 田中"
    text = pdf_text(pdf_bytes(session("ulti", [name, "Béla", "Csaba"], [betli("Béla")])))
    assert name in text


def test_japanese_headings():
    result = session("ulti", ["Gergő", "Szűcs", "Dóra"], [betli("Szűcs")])
    text = pdf_text(pdf_bytes(result, language="ja"))
    for heading in (
        "スコア表",
        "プレイヤー（手番順）",
        "ハウスルール",
        "ディール",
        "精算",
        "レート",
    ):
        assert heading in text
    assert "Settlement" not in text and "House rules" not in text


def test_unknown_language_and_page_size_are_record_errors():
    result = session("ulti", ["Gergő", "Szűcs", "Dóra"], [betli("Szűcs")])
    with pytest.raises(RecordError, match="language"):
        pdf_bytes(result, language="xx")
    with pytest.raises(RecordError, match="page_size"):
        pdf_bytes(result, page_size="A5")


def test_writes_to_a_path(tmp_path):
    result = session("ulti", ["Gergő", "Szűcs", "Dóra"], [betli("Szűcs")])
    target = tmp_path / "sheet.pdf"
    export_pdf(result, target)
    assert target.read_bytes().startswith(b"%PDF") and len(pdf_pages(target.read_bytes())) == 2
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]  # no temporary file left
