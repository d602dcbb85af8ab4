"""Ultimate in Japanese: every template has a translation, a settled deal rendered
in Japanese reads in the club's wording (seed 002) — the language is chosen when
rendering, so the deltas are the ones settled once — and a rejected record's reason
renders in Japanese for the same field."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context, Outcome
from scorekeeper.words import catalog as i18n
from scorekeeper.words.text import render, render_all
from words.catalog_check import ROOT, missing_or_mismatched

JA = dict(i18n.catalog("ja"))  # the one gettext catalog (resources/locale)

SOURCES = sorted((ROOT / "scorekeeper" / "games" / "ultimate").glob("*.py"))
FIVE = ["Aki", "Ben", "Chie", "Dai", "Emi"]


def deal(**fields: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "ultimate", "players": FIVE, "dealer": "Emi"}
    raw.update(declarer="Aki", bid=45, trump="spades", result={"declarer_points": 50})
    raw.update(fields)
    return raw


def partner(card: str = "QH", who: str | None = "Chie", **fields: Any) -> dict[str, Any]:
    return deal(rules={"partner_variant": True}, partner_card=card, partner=who, **fields)


def settle(raw: dict[str, Any], scores: dict[str, int] | None = None) -> Outcome:
    return parse_deal(raw).settle(Context(scores=scores or {}))


def rejected(raw: dict[str, Any]) -> RecordError:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    return err.value


def test_every_template_has_japanese() -> None:
    assert missing_or_mismatched(SOURCES, JA) == []


CASES = [
    pytest.param(
        deal(),
        [
            "Aki が 45 点をビッド、切札はスペード。",
            "Aki はビッド 45 点に対して 50 点を獲得：成功。",
            "Aki：ビッドの 45 点で +45。",
            "Ben、Chie、Dai、Emi：0 点。",
        ],
        ("Aki", "45 スペード", "50：成功"),
        id="made",
    ),
    pytest.param(
        deal(trump="hearts", result={"declarer_points": 40}),
        [
            "Aki が 45 点をビッド、切札はハート。",
            "Aki はビッド 45 点に対して 40 点を獲得：5 点足りず失敗。",
            "Ben：ビッド 45 点の半分（端数切り捨て）で +22。",
            "Chie：ビッド 45 点の半分（端数切り捨て）で +22。",
            "Dai：ビッド 45 点の半分（端数切り捨て）で +22。",
            "Emi：ビッド 45 点の半分（端数切り捨て）で +22。",
            "Aki：0 点。",
        ],
        ("Aki", "45 ハート", "40：5 点不足"),
        id="missed",
    ),
    pytest.param(
        partner(trump="diamonds"),
        [
            "Aki が 45 点をビッド、切札はダイヤ。",
            "パートナーカード QH：Chie がパートナー。",
            "Aki と Chie はビッド 45 点に対して 50 点を獲得：成功。",
            "Aki：ビッドの 45 点で +45。",
            "Chie：デクレアラーと同じくビッドの 45 点で +45。",
            "Ben、Dai、Emi：0 点。",
        ],
        ("Aki", "45 ダイヤ、QH → Chie", "50：成功"),
        id="partner-made",
    ),
    pytest.param(
        partner(who=None, trump="clubs", result={"declarer_points": 30}),
        [
            "Aki が 45 点をビッド、切札はクラブ。",
            "パートナーカード QH は使われていないかデクレアラー自身のもの："
            "パートナーなし、得点はすべて 2 倍。",
            "Aki はビッド 45 点に対して 30 点を獲得：15 点足りず失敗。",
            "Ben：ビッドの 45 点（パートナーなしで 2 倍）で +45。",
            "Chie：ビッドの 45 点（パートナーなしで 2 倍）で +45。",
            "Dai：ビッドの 45 点（パートナーなしで 2 倍）で +45。",
            "Emi：ビッドの 45 点（パートナーなしで 2 倍）で +45。",
            "Aki：0 点。",
        ],
        ("Aki", "45 クラブ、QH → パートナーなし ×2", "30：15 点不足"),
        id="no-partner-missed-doubled",
    ),
    pytest.param(
        partner(who=None),
        [
            "Aki が 45 点をビッド、切札はスペード。",
            "パートナーカード QH は使われていないかデクレアラー自身のもの："
            "パートナーなし、得点はすべて 2 倍。",
            "Aki はビッド 45 点に対して 50 点を獲得：成功。",
            "Aki：ビッド 45 点の 2 倍（パートナーなし）で +90。",
            "Ben、Chie、Dai、Emi：0 点。",
        ],
        ("Aki", "45 スペード、QH → パートナーなし ×2", "50：成功"),
        id="no-partner-made-doubled",
    ),
    pytest.param(
        partner(who="Chie", result={"declarer_points": 44}),
        [
            "Aki が 45 点をビッド、切札はスペード。",
            "パートナーカード QH：Chie がパートナー。",
            "Aki と Chie はビッド 45 点に対して 44 点を獲得：1 点足りず失敗。",
            "Ben：ビッド 45 点の半分（端数切り捨て）で +22。",
            "Dai：ビッド 45 点の半分（端数切り捨て）で +22。",
            "Emi：ビッド 45 点の半分（端数切り捨て）で +22。",
            "Aki、Chie：0 点。",
        ],
        ("Aki", "45 スペード、QH → Chie", "44：1 点不足"),
        id="partner-missed",
    ),
    pytest.param(
        {
            "game": "ultimate",
            "players": FIVE,
            "dealer": "Emi",
            "declarer": None,
            "bids": [{"player": p, "bid": "pass"} for p in FIVE],
        },
        ["配り直し（全員パス）：得点なし。"],
        (None, "配り直し", "全員パス"),
        id="all-passed",
    ),
    pytest.param(
        {"game": "ultimate", "players": FIVE, "dealer": "Emi", "thrown_in": True},
        ["配り直し（配り直し）：得点なし。"],
        (None, "配り直し", "配り直し"),
        id="thrown-in",
    ),
]


@pytest.mark.parametrize(("raw", "lines", "summary"), CASES)
def test_deal_reads_in_japanese_with_the_same_deltas(
    raw: dict[str, Any], lines: list[str], summary: tuple[str | None, str, str]
) -> None:
    outcome = settle(raw)
    assert list(render_all(outcome.lines, "ja")) == lines
    s = outcome.summary
    assert (s.declarer, render(s.contract, "ja"), render(s.result, "ja")) == summary
    assert settle(raw) == outcome  # replay knows no language: the same outcome every time
    assert len(render_all(outcome.lines)) == len(lines)


def test_english_is_still_english() -> None:
    out = settle(partner(result={"declarer_points": 44}))
    assert render_all(out.lines) == (
        "Aki declared 45 points, trump spades.",
        "Partner card QH: Chie is the partner.",
        "Aki and Chie captured 44 points against 45: missed by 1.",
        "Ben scores ⌊45 / 2⌋: +22.",
        "Dai scores ⌊45 / 2⌋: +22.",
        "Emi scores ⌊45 / 2⌋: +22.",
        "Aki, Chie score 0.",
    )
    assert render(out.summary.contract) == "45 spades, QH → Chie"


def test_game_end_and_tie_warnings_in_japanese() -> None:
    won = settle(deal(), {"Aki": 120})
    assert render_all(won.warnings, "ja") == (
        "Aki が 165 点（目標 150 点）：ゲーム終了、Aki の勝ち。",
    )
    tie = settle(deal(), {"Aki": 105, "Ben": 150, "Chie": 150})
    assert render_all(tie.warnings, "ja") == (
        "Aki と Ben と Chie が 150 点で首位に並んだので続行（本アプリの解釈）。",
    )
    # 50 ≥ 45: made, Aki +45 (105 → 150), nobody else scores: three tie at 150.
    assert tie.deltas == {"Aki": 45, "Ben": 0, "Chie": 0, "Dai": 0, "Emi": 0}


BAD = [
    pytest.param(deal(bid=101), "bid", "101 は 1〜100 の範囲外です", id="bid-too-high"),
    pytest.param(
        deal(trump="notrump"),
        "trump",
        '"notrump" は切札のスートではありません'
        "（hearts, diamonds, clubs, spades。切札なしはできません）",
        id="no-trump",
    ),
    pytest.param(
        partner(card="QX"),
        "partner_card",
        '"QX" は QH や 10S のようなカードではありません（A K Q J 10/T 9-2 + H D C S）',
        id="bad-card",
    ),
    pytest.param(
        partner(who="Aki"),
        "partner",
        "デクレアラー本人です。自分のカードならパートナーは null にします",
        id="partner-is-declarer",
    ),
    pytest.param(
        deal(partner="Chie"),
        "partner",
        "partner_card が必要です（パートナーを決める応用ルール）",
        id="partner-without-card",
    ),
    pytest.param(
        deal(bids=[{"player": "Ben", "bid": 20}]),
        "bids[0].player",
        "Ben ではなく Aki の番です",
        id="out-of-turn",
    ),
    pytest.param(
        deal(bids=[{"player": "Aki", "bid": 50}, {"player": "Ben", "bid": 40}]),
        "bids[1].bid",
        "40 は前のビッド 50 より大きくありません",
        id="bid-does-not-beat",
    ),
    pytest.param(
        deal(bids=[{"player": "Aki", "bid": "raise"}]),
        "bids[0].bid",
        '"raise" は "pass" でも数でもありません',
        id="bid-word",
    ),
    pytest.param(
        deal(bids=[{"player": "Aki", "bid": 45}, {"player": "Ben", "bid": "pass"}]),
        "bids",
        "ビッドが終わっていません：Aki、Chie、Dai、Emi がまだパスしていません",
        id="auction-not-over",
    ),
    pytest.param(
        deal(
            declarer="Ben",
            bids=[{"player": p, "bid": 45 if p == "Aki" else "pass"} for p in FIVE],
        ),
        "declarer",
        "Ben はビッドの勝者ではありません（勝者は Aki）",
        id="not-the-winner",
    ),
    pytest.param(
        deal(bid=40, bids=[{"player": p, "bid": 45 if p == "Aki" else "pass"} for p in FIVE]),
        "bid",
        "40 は勝ったビッド 45 より小さいです。デクレアラーはせり上げることしかできません",
        id="below-winning-bid",
    ),
    pytest.param(
        deal(
            rules={"all_pass": "dealer_bids"},
            bids=[{"player": p, "bid": "pass"} for p in FIVE],
        ),
        "bids[4].bid",
        "ほかの全員がパスした後、ディーラーはパスできません（ハウスルール all_pass）",
        id="dealer-must-bid",
    ),
    pytest.param(
        {"game": "ultimate", "players": FIVE, "dealer": "Emi", "thrown_in": True, "bid": 45},
        "bid",
        "書かないでください：このディールは誰もプレイしていません",
        id="thrown-in-with-bid",
    ),
]


@pytest.mark.parametrize(("raw", "field", "japanese"), BAD)
def test_rejected_record_has_a_japanese_reason_for_the_same_field(
    raw: dict[str, Any], field: str, japanese: str
) -> None:
    err = rejected(raw)
    assert err.field == field
    assert render(err.message, "ja") == japanese
    assert err.render("ja") == f"{field}: {japanese}"
    assert err.reason != japanese
