"""Ulti in Japanese: every template has a translation, deals settled in Japanese
read as the club's rule text words them (seed 000: シンプル, ウルティ, エース4枚,
ビッドなしの100, 葉, どんぐり ...), and a bad record gives a Japanese reason for the
same field. A deal is settled once; the language is chosen only when its words
are rendered.

Table: Anna, Béla, Csaba (Csaba deals, Anna bids first and is the soloist).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.export.sheet import build_sheet
from scorekeeper.games import parse_deal
from scorekeeper.games.base import Outcome
from scorekeeper.games.ulti.bidtable import ROWS, Component, Kind, Suit
from scorekeeper.games.ulti.names import component_name, row_text, suit_name
from scorekeeper.session.replay import replay_json
from scorekeeper.words.catalog import catalog
from scorekeeper.words.text import render, render_all
from words.catalog_check import ROOT, missing_or_mismatched

JA = dict(catalog("ja"))  # the one gettext catalog (resources/locale)

P3 = ["Anna", "Béla", "Csaba"]
P4 = ["Anna", "Béla", "Csaba", "Dóra"]
SOURCES = sorted((ROOT / "scorekeeper" / "games" / "ulti").glob("*.py"))


def deal(
    contract: list[str], trump: str | None, result: Any = None, **extra: Any
) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "ulti", "players": P3, "dealer": "Csaba", "soloist": "Anna"}
    raw |= {"contract": contract, "trump": trump}
    if result is not None:
        raw["result"] = result
    return raw | extra


def res(
    points: int, tricks: int, winner: str = "Anna", seven: str | None = None, *,
    aces: str = "split", mine: tuple[str, ...] = (), theirs: tuple[str, ...] = (),
) -> dict[str, Any]:  # fmt: skip
    return {
        "soloist_points": points,
        "soloist_tricks": tricks,
        "marriages": {"soloist": list(mine), "defenders": list(theirs)},
        "last_trick": {"winner": winner, "trump_seven": seven},
        "trump_seven_early": False,
        "aces": aces,
    }


@dataclass(frozen=True)
class Read:
    """A settled deal's words as a reader of one language reads them."""

    lines: tuple[str, ...]
    warnings: tuple[str, ...]
    contract: str
    result: str


def settle_both(raw: dict[str, Any]) -> tuple[Outcome, Read]:
    """The deal settled once, and its words rendered in Japanese."""
    en = parse_deal(raw).settle()
    summary = en.summary
    ja = Read(
        render_all(en.lines, "ja"),
        render_all(en.warnings, "ja"),
        render(summary.contract, "ja"),
        render(summary.result, "ja"),
    )
    return en, ja


# --- the catalog ----------------------------------------------------------------------------


def test_every_template_has_japanese_with_the_same_placeholders() -> None:
    assert len(SOURCES) >= 10
    assert missing_or_mismatched(SOURCES, JA) == []


def test_names_follow_the_seed() -> None:
    assert [render(component_name(c), "ja") for c in Component] == [
        "シンプル", "40-100", "20-100", "ウルティ", "エース4枚", "デュルヒマルシュ",
        "オープン・デュルヒマルシュ", "ベトリ", "レ・ベトリ", "オープン・ベトリ",
        "ノートランプ・デュルヒマルシュ", "ノートランプ・レ・デュルヒマルシュ",
        "ノートランプ・オープン・デュルヒマルシュ",
    ]  # fmt: skip
    assert [render(suit_name(s), "ja") for s in Suit] == ["ハート", "鈴", "葉", "どんぐり"]
    hearts = next(r for r in ROWS if r.kind is Kind.HEARTS and len(r.components) == 3)
    assert render(row_text(hearts), "ja") == "シンプル + ウルティ + エース4枚 (ハート)"


def test_english_names_are_the_record_ids_and_the_row_labels() -> None:
    assert [render(component_name(c)) for c in Component] == [c.value for c in Component]
    assert [render(suit_name(s)) for s in Suit] == [s.value for s in Suit]
    assert [render(row_text(r)) for r in ROWS] == [r.label() for r in ROWS]
    # the record's data stays English: a label is not words to translate
    assert ROWS[1].label() == "parti (hearts)"


# --- deals settled in Japanese -------------------------------------------------------------


def test_40_100_ulti_with_kontra_on_ulti() -> None:
    # docs/rules/ulti.md worked check: +4 - (4 x 2 + 4) = -8 per defender
    raw = deal(
        ["40-100", "ulti"], "leaves", res(60, 6, "Béla", "Anna", mine=("leaves",)),
        kontra={"ulti": 1},
    )  # fmt: skip
    en, ja = settle_both(raw)
    assert en.deltas == {"Anna": -16, "Béla": 8, "Csaba": 8}
    assert ja.lines == (
        "40-100 (葉) 成功: 4 — BélaがAnnaに4、CsabaがAnnaに4支払う",
        "ウルティ (葉) 失敗: 4 × コントラ ×2 = 8 — AnnaがBélaに8、Csabaに8支払う",
        "ウルティ失敗の罰点: AnnaがBélaに4、Csabaに4支払う (倍にならない)",
        "収支: Anna −16、Béla +8、Csaba +8",
    )
    assert ja.contract == "40-100 + ウルティ ×2、葉"
    assert ja.result == "40-100 成功、ウルティ 失敗"


def test_betli_doubled_by_one_defender() -> None:
    raw = deal(["betli"], None, {"soloist_tricks": 0}, kontra={"betli": {"Béla": 1}})
    en, ja = settle_both(raw)
    assert en.deltas == {"Anna": 15, "Béla": -10, "Csaba": -5}
    assert ja.lines == (
        "ベトリ 成功: 5 — BélaがAnnaに10 (コントラ ×2)、CsabaがAnnaに5支払う",
        "収支: Anna +15、Béla −10、Csaba −5",
    )
    assert (ja.contract, ja.result) == ("ベトリ (Béla ×2)", "ベトリ 成功")


def test_parti_with_silent_100() -> None:
    raw = deal(["parti"], "acorns", res(70, 7, mine=("acorns",)), kontra={"parti": 1})
    en, ja = settle_both(raw)
    assert en.deltas == {"Anna": 8, "Béla": -4, "Csaba": -4}
    assert ja.lines == (
        "点数: Anna 110、ディフェンダー 20",
        "ビッドなしの100 (Annaが100点以上): シンプルのゲーム点が2倍",
        "シンプル (どんぐり) 成功: 1 × 2 (ビッドなしの100) × コントラ ×2 = 4 — "
        "BélaがAnnaに4、CsabaがAnnaに4支払う",
        "収支: Anna +8、Béla −4、Csaba −4",
    )
    assert (ja.contract, ja.result) == ("シンプル ×2、どんぐり", "シンプル 成功")


def test_silent_ulti_and_silent_four_aces() -> None:
    raw = deal(["parti"], "hearts", res(50, 5, "Csaba", "Csaba", aces="soloist"))
    en, ja = settle_both(raw)
    # 50 to 40: parti in hearts won 2; Csaba's silent ulti won: -4; Anna's silent aces: +4
    assert en.deltas == {"Anna": 4, "Béla": -2, "Csaba": -2}
    assert ja.lines[:4] == (
        "点数: Anna 50、ディフェンダー 40",
        "シンプル (ハート) 成功: 2 — BélaがAnnaに2、CsabaがAnnaに2支払う",
        "ビッドなしのウルティ (Csabaの切札7が最後のトリックに勝った): "
        "AnnaがBélaに4、Csabaに4支払う (倍にならない)",
        "ビッドなしのエース4枚 (Annaが4枚とも取った): "
        "BélaがAnnaに4、CsabaがAnnaに4支払う (倍にならない)",
    )
    beaten = settle_both(deal(["parti"], "leaves", res(60, 6, "Anna", "Béla")))[1]
    assert (
        "ビッドなしのウルティ (Bélaの切札7が最後のトリックでAnnaに負けた): "
        "BélaがAnnaに2、CsabaがAnnaに2支払う (倍にならない)" in beaten.lines
    )


def test_marriages_of_a_side_without_tricks_do_not_count() -> None:
    raw = deal(["durchmars"], "bells", res(90, 10, aces="soloist", theirs=("acorns",)))
    _, ja = settle_both(raw)
    assert ja.lines[0] == (
        "ディフェンダーはトリックを1つも取れなかったので、"
        "ディフェンダーのマリッジ (どんぐり) は数えない"
    )
    assert ja.lines[1] == "デュルヒマルシュ (鈴) 成功: 6 — BélaがAnnaに6、CsabaがAnnaに6支払う"


def test_surrender_with_kontra() -> None:
    raw = deal(["40-100", "ulti"], "leaves", surrender=True, kontra={"ulti": 2})
    en, ja = settle_both(raw)
    assert en.deltas == {"Anna": -24, "Béla": 12, "Csaba": 12}
    assert ja.lines == (
        "Annaが降伏: すべてのコントラクトを失敗とし、倍にはしない",
        "コントラは数えない: ソロイストは最初のカードを出す前に降伏した",
        "40-100 (葉) 失敗: 4 — AnnaがBélaに4、Csabaに4支払う",
        "ウルティ (葉) 失敗: 4 — AnnaがBélaに4、Csabaに4支払う",
        "ウルティ失敗の罰点: AnnaがBélaに4、Csabaに4支払う (倍にならない)",
        "収支: Anna −24、Béla +12、Csaba +12",
    )
    assert ja.warnings == (
        "降伏したディールにコントラが記録されています。降伏の支払いは倍になりません。",
    )
    assert (ja.contract, ja.result) == ("40-100 + ウルティ、葉", "降伏")


def test_surrender_without_the_ulti_penalty() -> None:
    raw = deal(["parti", "ulti"], "bells", surrender=True, rules={"surrender_ulti_penalty": False})
    _, ja = settle_both(raw)
    assert "ウルティ失敗の罰点: 降伏では支払わない (ハウスルール)" in ja.lines


def test_four_players_the_dealer_sits_out() -> None:
    raw = deal(["betli"], None, {"soloist_tricks": 0}, players=P4, dealer="Béla", soloist="Dóra")
    en, ja = settle_both(raw)
    assert en.deltas == {"Anna": -5, "Béla": 0, "Csaba": -5, "Dóra": 10}
    assert ja.lines[-1] == "Bélaはディーラーで休み: 0"


def test_thrown_in() -> None:
    en, ja = settle_both({"game": "ulti", "players": P3, "dealer": "Csaba", "thrown_in": True})
    assert render(en.summary.result) == "dealt again"
    assert ja.result == "配り直し"


# --- invalid records -----------------------------------------------------------------------

BASE = deal(["40-100", "ulti"], "leaves", res(60, 6, "Anna", "Anna", mine=("leaves",)))


def passes(*names: str) -> list[dict[str, Any]]:
    return [{"player": n, "bid": "pass"} for n in names]


def bid(player: str, text: str, hearts: bool = False) -> dict[str, Any]:
    return {"player": player, "bid": {"contract": text.split(), "hearts": hearts}}


BAD = [
    ({"contract": ["ulti", "ulti"]}, "contract[1]", "ウルティが2回書かれています"),
    ({"contract": ["parti", "betli"]}, "contract",
     "シンプル + ベトリはビッド表にない組み合わせです"),
    ({"contract": ["betli"]}, "trump", "ベトリはノートランプなので、trump は null にしてください"),
    ({"trump": None}, "trump", "切札のあるコントラクトには切札のスートが必要です"),
    ({"kontra": {"parti": 1}}, "kontra.parti",
     "シンプルはビッドされていないので、コントラを掛けられません"),
    ({"kontra": {"ulti": {"Béla": 1}}}, "kontra.ulti",
     "ウルティのコントラは両方のディフェンダーに共通なので、段階を1つだけ書きます (0–7)"),
    ({"surrender": True}, "result", "ソロイストが降伏したので、結果はありません"),
    ({"result": res(60, 0)}, "result.last_trick.winner", "Annaはトリックを1つも取っていません"),
    ({"result": res(90, 3, "Béla")}, "result.soloist_points",
     "90点ですが、最後のトリックはディフェンダーが取っています"),
    ({"result": res(60, 6, mine=("leaves", "bells"))}, "result.marriages.soloist[1]",
     "40-100のソロイストが宣言できるのは切札のマリッジ (葉) だけです"),
    ({"result": res(60, 6, mine=("leaves",), theirs=("leaves",))},
     "result.marriages.defenders[0]", "葉のマリッジはもう書かれています"),
    ({"bids": [bid("Anna", "40-100 ulti"), bid("Béla", "parti", True)]}, "bids[1].bid",
     "シンプル (ハート) (順位 2) は 40-100 + ウルティ (順位 9) より上ではありません"),
    ({"bids": [bid("Anna", "40-100 ulti"), *passes("Béla")]}, "bids",
     "ビッドが終わっていません: ほかの2人のパスが必要です"),
    ({"bids": [bid("Anna", "40-100", True), *passes("Béla", "Csaba")]}, "bids[0].bid",
     "最後のビッド 40-100 (ハート) がコントラクト 40-100 + ウルティ と違います"),
    ({"bids": [bid("Anna", "parti"), bid("Béla", "40-100 ulti"), *passes("Csaba", "Anna")]},
     "bids[1].player", "最後にビッドしたのはAnnaではなくBélaです"),
    ({"thrown_in": True}, "soloist",
     "配り直しのディールはプレイしないので、この項目はありません"),
]  # fmt: skip


@pytest.mark.parametrize(("edit", "field", "reason"), BAD)
def test_bad_record_gives_a_japanese_reason_for_the_same_field(
    edit: dict[str, Any], field: str, reason: str
) -> None:
    raw = BASE | edit
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field
    assert render(err.value.message, "ja") == reason
    assert err.value.render("ja") == f"{field}: {reason}"
    assert reason != err.value.reason  # the English stays English


def test_a_japanese_score_sheet_shows_the_contract_in_japanese() -> None:
    # tests/golden/pdf_ulti_evening.json, deal 3: Dóra's 40-100 + ulti in acorns, kontra on
    # ulti; 70 + 40 (acorns marriage) = 110 >= 100 made 40-100, her trump 7 took the last trick.
    # The session is replayed once; the sheet's language decides the words.
    path = ROOT / "tests" / "golden" / "pdf_ulti_evening.json"
    result = replay_json(json.loads(path.read_text(encoding="utf-8")))
    english, japanese = build_sheet(result).rows[2], build_sheet(result, language="ja").rows[2]
    assert (english.contract, english.result) == (
        "40-100 + ulti ×2, acorns",
        "40-100 won, ulti won",
    )
    assert (japanese.contract, japanese.result) == (
        "40-100 + ウルティ ×2、どんぐり",
        "40-100 成功、ウルティ 成功",
    )
