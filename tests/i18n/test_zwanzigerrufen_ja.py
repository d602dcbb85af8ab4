"""Zwanzigerrufen in Japanese: every template has a translation, deals settled in
Japanese read as the club writes them and pay exactly as in English, and a bad
record gives a Japanese reason for the same field.

Table: Franz, Gerti, Hans, Ilse; dealer Ilse, so Franz is forehand.
"""

from __future__ import annotations

from typing import Any

import pytest

from i18n.catalog_check import ROOT, missing_or_mismatched
from scorekeeper.errors import RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context, Outcome
from scorekeeper.games.zwanzigerrufen.ja import JA
from scorekeeper.i18n import catalog, using

PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]
SOURCES = sorted((ROOT / "scorekeeper" / "games" / "zwanzigerrufen").glob("*.py"))


def record(**fields: Any) -> dict[str, Any]:
    """A normal game XIX, Franz with Hans, 40 points in 4 tricks, with ``fields`` on top
    (``result`` entries are merged into the result)."""
    result = {"declarer_points": 40, "declarer_tricks": 4} | fields.pop("result", {})
    raw: dict[str, Any] = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "dealer": "Ilse",
        "contract": "normal",
        "declarer": "Franz",
        "called": "XIX",
        "partner": "Hans",
    }
    return raw | fields | {"result": result}


def solo(contract: str, declarer: str, **fields: Any) -> dict[str, Any]:
    return record(contract=contract, declarer=declarer, called=None, partner=None, **fields)


def settle_both(raw: dict[str, Any], session_double: bool = False) -> tuple[Outcome, Outcome]:
    deal = parse_deal(raw)
    context = Context(double_round=session_double)
    with using("ja"):
        ja = deal.settle(context)
    return deal.settle(context), ja


def test_every_template_has_japanese_with_the_same_placeholders() -> None:
    assert SOURCES
    assert missing_or_mismatched(SOURCES, JA) == []


def test_importing_the_game_registers_the_catalog() -> None:
    registered = catalog("ja")
    assert registered["V = {v} for the declaring side"] == "デクレアラー側 V = {v}"
    assert registered["Suit solo"] == "スーツソロ"


def test_worked_example_of_the_rules_in_japanese() -> None:
    raw = record(
        announced={"absolut": "against", "pagat": "against"},
        kontra={"game": 1, "absolut": 1, "pagat": 1},
        result={"pagat": {"side": "defenders", "outcome": "won"}},
    )
    en, ja = settle_both(raw)
    assert ja.deltas == en.deltas == {"Franz": -2, "Gerti": 2, "Hans": -2, "Ilse": 2}
    assert ja.lines == (
        "ゲーム 負け: デクレアラーが40点（45点で勝ち）: 1 × Kontra ×2 = 2 → デクレアラー側 -2",
        "Absolut dagegen 失敗: デクレアラーは40点（32点以上）: 宣言 2 × Kontra ×2 = 4"
        " → デクレアラー側 +4",
        "Pagat ultimo dagegen 成功: 宣言 2 × Kontra ×2 = 4 → デクレアラー側 -4",
        "デクレアラー側 V = -2",
        "FranzとHans 各-2／Gerti、Ilse 各+2",
    )
    assert ja.summary.declarer == "Franz"
    assert ja.summary.contract == (
        "通常ゲーム XIX Kontra、Absolut dagegen Kontra、Pagat dagegen Kontra"
    )
    assert ja.summary.result == "40点、4トリック、V -2"
    # and the English stays as it was
    assert en.summary.contract == "Normal XIX Kontra, Absolut dagegen Kontra, Pagat dagegen Kontra"
    assert en.lines[-1] == "Franz and Hans -2 each; Gerti, Ilse +2 each"


def test_solo_with_silent_bonuses_in_a_double_round() -> None:
    raw = solo(
        "solo",
        "Gerti",
        double_round=True,
        result={
            "declarer_points": 60,
            "declarer_tricks": 7,
            "pagat": {"side": "declarers", "outcome": "lost"},
            "trull": "declarers",
            "four_kings": "defenders",
        },
    )
    en, ja = settle_both(raw, session_double=True)
    assert ja.deltas == en.deltas == {"Franz": -4, "Gerti": 12, "Hans": -4, "Ilse": -4}
    assert ja.doubled and en.doubled
    assert ja.lines == (
        "ゲーム 勝ち: デクレアラーが60点（45点で勝ち）: 4 → デクレアラー側 +4",
        "Absolut デクレアラー（サイレント）: ディフェンダーは28点（32点未満）:"
        " サイレント 1 × ソロ ×2 = 2 → デクレアラー側 +2",
        "Pagat ultimo デクレアラーの Pagat が最後のトリックを取れなかった（サイレント）:"
        " サイレント 1 × ソロ ×2 = 2 → デクレアラー側 -2",
        "Trull デクレアラーが保持: 1 × ソロ ×2 = 2 → デクレアラー側 +2",
        "キング4枚 ディフェンダーが保持: 2 × ソロ ×2 = 4 → デクレアラー側 -4",
        "デクレアラー側 V = +2",
        "ダブルラウンド: V × 2 = +4",
        "Gerti +12／Franz、Hans、Ilse 各-4",
    )
    assert (ja.summary.contract, ja.summary.result) == ("ソロ", "60点、7トリック、V +2 ×2")
    assert ja.warnings == (
        "このディールに double_round が付いていて、セッションもダブルラウンド中です:"
        " 1回だけ数えます（倍付けは重なりません）",
    )


def test_valat_replaces_the_other_bonuses_in_japanese() -> None:
    raw = record(
        result={
            "declarer_points": 88,
            "declarer_tricks": 10,
            "trull": "declarers",
            "four_kings": "declarers",
        }
    )
    en, ja = settle_both(raw)
    assert ja.deltas == en.deltas == {"Franz": 6, "Gerti": -6, "Hans": 6, "Ilse": -6}
    assert ja.lines[:2] == (
        "Valat デクレアラー（サイレント）: サイレント 6 × 1 = 6 → デクレアラー側 +6",
        "Valat が他のボーナスをすべて置き換えます（ハウスルール）:"
        " Absolut、Trull、キング4枚は数えません",
    )
    assert ja.summary.contract == "通常ゲーム XIX"


def test_suit_solo_notes_what_does_not_count() -> None:
    raw = solo(
        "suit-solo",
        "Hans",
        announced={"valat": "for"},
        kontra={"valat": 1},
        result={
            "declarer_points": 50,
            "declarer_tricks": 6,
            "pagat": {"side": "defenders", "outcome": "won"},
            "trull": "defenders",
            "mondfang": "defenders",
        },
    )
    en, ja = settle_both(raw)
    assert ja.deltas == en.deltas
    assert not ja.starts_double_round and not en.starts_double_round
    assert ja.lines == (
        "ゲーム 勝ち: デクレアラーが50点（45点で勝ち）: 4 → デクレアラー側 +4",
        "Valat dazu 失敗: 宣言 12 × 4 × Kontra ×2 = 96 → デクレアラー側 -96",
        "スーツソロでは Pagat ultimo は数えません",
        "スーツソロでは Trull は数えません",
        "スーツソロでは Mondfang は数えません",
        "デクレアラー側 V = -92",
        "Hans -276／Franz、Gerti、Ilse 各+92",
    )
    assert ja.summary.contract == "スーツソロ、Valat dazu Kontra"


def bids(*entries: str) -> list[dict[str, str]]:
    return [{"player": e.split(":")[0], "bid": e.split(":")[1]} for e in entries]


BAD: list[tuple[str, dict[str, Any], str, str]] = [
    (
        "declarer-not-forehand",
        record(declarer="Gerti"),
        "declarer",
        "通常ゲームのデクレアラーはフォアハンド（ディーラーの次）のFranzです",
    ),
    (
        "solo-with-partner",
        solo("solo", "Gerti") | {"partner": "Hans"},
        "partner",
        "ソロにパートナーはいません（ソロイストは1人でプレイします）:"
        " 省くか空（null）にしてください",
    ),
    (
        "kontra-on-silent-bonus",
        record(kontra={"pagat": 1}),
        "kontra.pagat",
        "pagat は宣言されていません。サイレントのボーナスには Kontra を掛けられません",
    ),
    (
        "pagat-dagegen-without-kontra",
        record(
            announced={"pagat": "against"},
            result={"pagat": {"side": "defenders", "outcome": "won"}},
        ),
        "kontra.game",
        "Pagat dagegen にはゲームへの Kontra が必要です",
    ),
    (
        "points-do-not-fit",
        record(result={"declarer_points": 21, "declarer_tricks": 1}),
        "result.declarer_points",
        "1トリックで21点は取れません（取れるのは0〜20点）",
    ),
    (
        "trull-side-loses-no-mond",
        record(result={"trull": "declarers", "mondfang": "defenders"}),
        "result.mondfang",
        "デクレアラーが Trull（Sküs と Mond）を持っているので、この Mondfang はありえません",
    ),
    (
        "auction-not-outbid",
        solo("suit-solo", "Hans", bids=bids("Franz:XIX", "Gerti:solo", "Hans:suit-solo")),
        "bids[2].bid",
        "スーツソロはソロより上のビッドではありません",
    ),
    (
        "auction-unfinished",
        record(bids=bids("Franz:XIX", "Gerti:pass")),
        "bids",
        "オークションが終わっていません: Hans、Ilseのパスが必要です",
    ),
]


@pytest.mark.parametrize(("raw", "field", "reason"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_a_bad_record_has_a_japanese_reason_for_the_same_field(
    raw: dict[str, Any], field: str, reason: str
) -> None:
    with pytest.raises(RecordError) as english:
        parse_deal(raw)
    with using("ja"), pytest.raises(RecordError) as japanese:
        parse_deal(raw)
    assert japanese.value.field == english.value.field == field
    assert japanese.value.reason == reason
    assert english.value.reason != reason
