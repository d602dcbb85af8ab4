"""Zwanzigerrufen in Japanese: every template has a translation, a settled deal
rendered in Japanese reads as the club writes it (the language is chosen only when
it is rendered), and a bad record's reason renders in Japanese for the same field.

Table: Franz, Gerti, Hans, Ilse; dealer Ilse, so Franz is forehand.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.export.sheet import build_sheet
from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context, Outcome
from scorekeeper.session.replay import replay_json
from scorekeeper.words import glossary
from scorekeeper.words.catalog import catalog
from scorekeeper.words.text import render, render_all
from words.catalog_check import ROOT, missing_or_mismatched

JA = dict(catalog("ja"))  # the one gettext catalog (resources/locale)

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


def settle(raw: dict[str, Any], session_double: bool = False) -> Outcome:
    """One outcome, read in English and in Japanese (the language is chosen only when
    it is rendered)."""
    return parse_deal(raw).settle(Context(double_round=session_double))


def test_every_template_has_japanese_with_the_same_placeholders() -> None:
    assert SOURCES
    assert missing_or_mismatched(SOURCES, JA) == []


def test_worked_example_of_the_rules_in_japanese() -> None:
    raw = record(
        announced={"absolut": "against", "pagat": "against"},
        kontra={"game": 1, "absolut": 1, "pagat": 1},
        result={"pagat": {"side": "defenders", "outcome": "won"}},
    )
    outcome = settle(raw)
    assert outcome.deltas == {"Franz": -2, "Gerti": 2, "Hans": -2, "Ilse": 2}
    assert render_all(outcome.lines, "ja") == (
        "ゲーム 負け: デクレアラーが40点（45点で勝ち）: 1 × コントラ ×2 = 2 → デクレアラー側 −2",
        "アブソリュート dagegen 失敗: デクレアラーは40点（32点以上）: 宣言 2 × コントラ ×2 = 4"
        " → デクレアラー側 +4",
        "パガット・ウルティモ dagegen 成功: 宣言 2 × コントラ ×2 = 4 → デクレアラー側 −4",
        "デクレアラー側 V = −2",
        "FranzとHans 各−2／Gerti、Ilse 各+2",
    )
    assert outcome.summary.declarer == "Franz"
    assert render(outcome.summary.contract, "ja") == (
        "通常ゲーム XIX コントラ、アブソリュート dagegen コントラ、パガット dagegen コントラ"
    )
    assert render(outcome.summary.result, "ja") == "40点、4トリック、V −2"
    # and the English stays as it was
    assert (
        render(outcome.summary.contract)
        == "Normal XIX Kontra, Absolut dagegen Kontra, Pagat dagegen Kontra"
    )
    assert render(outcome.lines[-1]) == "Franz and Hans −2 each; Gerti, Ilse +2 each"


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
    outcome = settle(raw, session_double=True)
    assert outcome.deltas == {"Franz": -4, "Gerti": 12, "Hans": -4, "Ilse": -4}
    assert outcome.doubled
    assert render_all(outcome.lines, "ja") == (
        "ゲーム 勝ち: デクレアラーが60点（45点で勝ち）: 4 → デクレアラー側 +4",
        "アブソリュート デクレアラー（サイレント）: ディフェンダーは28点（32点未満）:"
        " サイレント 1 × ソロ ×2 = 2 → デクレアラー側 +2",
        "パガット・ウルティモ デクレアラーのパガットが最後のトリックを取れなかった（サイレント）:"
        " サイレント 1 × ソロ ×2 = 2 → デクレアラー側 −2",
        "トゥルル デクレアラーが保持: 1 × ソロ ×2 = 2 → デクレアラー側 +2",
        "キング4枚 ディフェンダーが保持: 2 × ソロ ×2 = 4 → デクレアラー側 −4",
        "デクレアラー側 V = +2",
        "ダブルラウンド: V × 2 = +4",
        "Gerti +12／Franz、Hans、Ilse 各−4",
    )
    assert render_all((outcome.summary.contract, outcome.summary.result), "ja") == (
        "ソロ",
        "60点、7トリック、V +2 ×2",
    )
    assert render_all(outcome.warnings, "ja") == (
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
    outcome = settle(raw)
    assert outcome.deltas == {"Franz": 6, "Gerti": -6, "Hans": 6, "Ilse": -6}
    assert render_all(outcome.lines[:2], "ja") == (
        "Valat デクレアラー（サイレント）: サイレント 6 × 1 = 6 → デクレアラー側 +6",
        "Valat が他のボーナスをすべて置き換えます（ハウスルール）:"
        " アブソリュート、トゥルル、キング4枚は数えません",
    )
    assert render(outcome.summary.contract, "ja") == "通常ゲーム XIX"


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
    outcome = settle(raw)
    # game +4, valat dazu failed −12 × 4 × 2 = −96: V = −92; Hans −276, the others +92
    assert outcome.deltas == {"Franz": 92, "Gerti": 92, "Hans": -276, "Ilse": 92}
    assert not outcome.starts_double_round
    assert render_all(outcome.lines, "ja") == (
        "ゲーム 勝ち: デクレアラーが50点（45点で勝ち）: 4 → デクレアラー側 +4",
        "Valat dazu 失敗: 宣言 12 × 4 × コントラ ×2 = 96 → デクレアラー側 −96",
        "スーツソロでは パガット・ウルティモ は数えません",
        "スーツソロでは トゥルル は数えません",
        "スーツソロでは モンドファング は数えません",
        "デクレアラー側 V = −92",
        "Hans −276／Franz、Gerti、Ilse 各+92",
    )
    assert render(outcome.summary.contract, "ja") == "スーツソロ、Valat dazu コントラ"


def test_score_sheet_cells_are_rendered_in_the_sheets_language() -> None:
    # resources/examples/zwanzigerrufen.json: deal 1 normal game XX won with 52 points
    # (defenders 36, no absolut): V +1; deal 3 Poldi's solo won with 50 (defenders 38):
    # V +4, counted double in the round after deal 2's Mondfang; deal 4 Zusammenwerfen.
    evening = json.loads((ROOT / "resources/examples/zwanzigerrufen.json").read_text("utf-8"))
    rows = build_sheet(replay_json(evening), language="ja").rows
    assert [(row.contract, row.result) for row in (rows[0], rows[2], rows[3])] == [
        ("通常ゲーム XX", "52点、6トリック、V +1"),
        ("ソロ", "50点、5トリック、V +4 ×2"),
        (render(glossary.THROWN_IN, "ja"), "ツザメンヴェルフェン"),
    ]


def test_score_sheet_notes_are_rendered_in_the_sheets_language() -> None:
    # Deal 1 (dealer Ilse) loses the Mond (rules "Bonuses"), so deal 2 (dealer Franz, a
    # solo) is in the session's double round; its own double_round flag counts once,
    # with a warning that the sheet prints as a note.
    common = ("game", "players", "dealer")
    deals = [record(result={"mondfang": "defenders"}), solo("solo", "Hans", double_round=True)]
    evening = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "first_dealer": "Ilse",
        "deals": [{k: v for k, v in deal.items() if k not in common} for deal in deals],
    }
    notes = build_sheet(replay_json(evening), language="ja").notes
    assert notes == (
        "ディール 2：このディールに double_round が付いていて、セッションもダブルラウンド中です:"
        " 1回だけ数えます（倍付けは重なりません）",
    )


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
        "pagat は宣言されていません。サイレントのボーナスにはコントラを掛けられません",
    ),
    (
        "pagat-dagegen-without-kontra",
        record(
            announced={"pagat": "against"},
            result={"pagat": {"side": "defenders", "outcome": "won"}},
        ),
        "kontra.game",
        "パガット dagegen にはゲームへのコントラが必要です",
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
        "デクレアラーがトゥルル（スクとモンド）を持っているので、このモンドファングはありえません",
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
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field
    assert render(err.value.message, "ja") == reason
    assert err.value.render("ja") == f"{field}: {reason}"
    assert err.value.reason != reason  # the English stays English
