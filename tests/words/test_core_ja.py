"""The core's shared texts in Japanese: the field checks of ``games/base.py`` and
``games/__init__.py``, the session's reasons and dealer warning, the stake's
reasons. Every template has a translation; a rejected record's reason renders in
Japanese for the same field, and a replay's words render in either language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.base import (
    Option,
    Reader,
    Table,
    check_choice,
    check_int,
    check_player,
    multiplier_text,
    resolve_rules,
    thrown_in_outcome,
)
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay_json
from scorekeeper.settlement import parse_stake
from scorekeeper.words import catalog as i18n
from scorekeeper.words.text import Msg, render, render_all
from words.catalog_check import ROOT, missing_or_mismatched

SOURCES = [
    ROOT / "scorekeeper" / "games" / "base.py",
    ROOT / "scorekeeper" / "games" / "__init__.py",
    ROOT / "scorekeeper" / "session" / "replay.py",
    ROOT / "scorekeeper" / "settlement.py",
]
THREE = ["Aki", "Ben", "Chie"]


def test_every_template_has_japanese() -> None:
    assert missing_or_mismatched(SOURCES, dict(i18n.catalog("ja"))) == []


def fails(call: Callable[[], Any]) -> tuple[str, str, str]:
    """The field of a failing call, and its reason in English and in Japanese."""
    with pytest.raises(RecordError) as err:
        call()
    return err.value.field, err.value.reason, render(err.value.message, "ja")


TABLE = Table(tuple(THREE), "Chie", {})
ULTIMATE = {"game": "ultimate", "players": THREE, "dealer": "Chie"}

BAD = [
    pytest.param(
        lambda: check_int("7", "bid", 1, 100), "bid", '"7" は整数ではありません', id="int-type"
    ),
    pytest.param(
        lambda: check_int(0, "bid", 1, 100), "bid", "0 は 1〜100 の範囲外です", id="int-range"
    ),
    pytest.param(
        lambda: check_int(7, "points", 0, 100, step=5),
        "points",
        "7 は 0〜100 の 5 の倍数ではありません",
        id="int-step",
    ),
    pytest.param(
        lambda: check_choice("x", "trump", ["hearts", "bells"]),
        "trump",
        '"x" は "hearts", "bells" のどれでもありません',
        id="choice",
    ),
    pytest.param(
        lambda: check_player("Zed", "declarer", THREE),
        "declarer",
        '"Zed" はこの卓のプレイヤーではありません',
        id="player",
    ),
    pytest.param(
        lambda: Option("min_bid", 1, None, Msg(""), lo=1, hi=100).check("x", "rules.min_bid"),
        "rules.min_bid",
        '"x" は整数ではありません',  # a JSON literal, as in every other field's reason
        id="option-int",
    ),
    pytest.param(
        lambda: Option("flag", False, (False, True), Msg("")).check(1, "rules.flag"),
        "rules.flag",
        "1 は false, true のどれでもありません",
        id="option-choice",
    ),
    pytest.param(
        lambda: resolve_rules((), []),
        "rules",
        "ハウスルールを並べたオブジェクトにしてください",
        id="rules-not-object",
    ),
    pytest.param(
        lambda: resolve_rules(
            (Option("a", 1, None, Msg(""), lo=0, hi=9), Option("b", 2, None, Msg(""), lo=0, hi=9)),
            {"c": 1},
        ),
        "rules.c",
        "不明なハウスルールです（このゲームのハウスルール: a, b）",
        id="unknown-rule",
    ),
    pytest.param(
        lambda: resolve_rules((), {"c": 1}),
        "rules.c",
        "不明なハウスルールです（このゲームにハウスルールはありません）",
        id="unknown-rule-none",
    ),
    pytest.param(lambda: Reader([]), "record", "JSON オブジェクトにしてください", id="reader"),
    pytest.param(
        lambda: Reader({}, "result").raw("points"), "result.points", "必須の項目がありません"
    ),
    pytest.param(lambda: Reader({"x": 1}).boolean("x"), "x", "1 は true でも false でもありません"),
    pytest.param(lambda: Reader({"x": 1}).array("x"), "x", "JSON 配列にしてください"),
    pytest.param(
        lambda: parse_deal("ultimate"), "record", "JSON オブジェクトにしてください", id="deal"
    ),
    pytest.param(
        lambda: parse_deal({"game": "skat"}),
        "game",
        '"skat" は "ulti", "marjapussi", "huutopussi", "zwanzigerrufen", "ultimate" '
        "のどれでもありません",
        id="unknown-game",
    ),
    pytest.param(
        lambda: parse_deal(ULTIMATE | {"players": ["Aki", "Ben"]}),
        "players",
        "2 人です。このゲームは 3、4、5、6、7、8 人で遊びます",
        id="player-count",
    ),
    pytest.param(
        lambda: parse_deal(ULTIMATE | {"players": ["Aki", " ", "Chie"]}),
        "players[1]",
        "空でない名前にしてください",
        id="empty-name",
    ),
    pytest.param(
        lambda: parse_deal(ULTIMATE | {"players": ["Aki", "Aki", "Chie"]}),
        "players",
        "同じ名前が 2 回あります",
        id="same-name",
    ),
]


@pytest.mark.parametrize(("call", "field", "japanese"), BAD)
def test_base_reason_in_japanese_for_the_same_field(
    call: Callable[[], Any], field: str, japanese: str
) -> None:
    got_field, en, ja = fails(call)
    assert got_field == field
    assert ja == japanese
    assert en != japanese


def test_thrown_in_line_and_multiplier_in_japanese() -> None:
    out = thrown_in_outcome(TABLE, Msg("all passed"))
    assert render_all(out.lines, "ja") == ("配り直し（全員パス）：得点なし。",)
    assert render(out.summary.result, "ja") == "全員パス"
    assert render_all(out.lines) == ("Thrown in (all passed): no score.",)
    assert render(multiplier_text(2, ["Kontra", "Rekontra"]), "ja") == "Rekontra ×4"
    assert multiplier_text(0, ["Kontra"]) is None
    assert dict(out.deltas) == dict.fromkeys(THREE, 0)


def session(**fields: Any) -> dict[str, Any]:
    deal = {"declarer": "Aki", "bid": 40, "trump": "hearts", "result": {"declarer_points": 50}}
    raw: dict[str, Any] = {
        "game": "ultimate",
        "players": THREE,
        "first_dealer": "Chie",
        "deals": [deal, deal | {"dealer": "Chie"}],
    }
    raw.update(fields)
    return raw


def test_dealer_warning_in_japanese_with_the_same_scores() -> None:
    result = replay_json(session())
    assert render_all(result.rows[1].warnings, "ja") == ("ディーラー Chie は順番（Aki）と違います",)
    assert render_all(result.rows[1].warnings) == ("dealer Chie differs from the rotation (Aki)",)
    assert result.totals == {"Aki": 80, "Ben": 0, "Chie": 0}
    assert render(result.rows[0].outcome.lines[0], "ja") == "Aki が 40 点をビッド、切札はハート。"


SESSION_BAD = [
    pytest.param([], "record", "JSON オブジェクトにしてください", id="not-object"),
    pytest.param(
        session(players=["Aki", "Ben"]),
        "players",
        "2 人です。このゲームは 3、4、5、6、7、8 人で遊びます",  # one check, one reason
        id="player-count",
    ),
    pytest.param(
        session(players=["Aki", "", "Chie"]),
        "players[1]",
        "空でない名前にしてください",
        id="empty-name",
    ),
    pytest.param(
        session(players=["Aki", "Chie", "Chie"]),
        "players",
        "同じ名前が 2 回あります",
        id="same-name",
    ),
    pytest.param(
        session(first_dealer="Zed"),
        "first_dealer",
        '"Zed" はこの卓のプレイヤーではありません',
        id="first-dealer",
    ),
    pytest.param(
        session(deals={}),
        "deals",
        "ディール記録の JSON 配列にしてください",
        id="deals-not-array",
    ),
    pytest.param(
        session(deals=[5]), "deals[0]", "JSON オブジェクトにしてください", id="deal-not-object"
    ),
    pytest.param(
        session(deals=[{"game": "ulti"}]),
        "deals[0].game",
        "セッションの値と違います",
        id="deal-differs",
    ),
    pytest.param(
        session(deals=[{"bid": 40, "trump": "hearts"}]),
        "deals[0].declarer",
        "必須の項目がありません",
        id="deal-field-missing",
    ),
    pytest.param(
        session(stake=3),
        "stake",
        "per_point・currency・mode を持つオブジェクトにしてください",
        id="stake-not-object",
    ),
    pytest.param(
        session(stake={"currency": ""}),
        "stake.currency",
        "EUR や JPY のような通貨コードにしてください",
        id="currency",
    ),
    pytest.param(
        session(stake={"mode": "per-deal"}),
        "stake.mode",
        "'per-deal' は per-point, per-game のどれでもありません",
        id="mode",
    ),
    pytest.param(
        session(stake={"per_point": "ten"}),
        "stake.per_point",
        "'ten' は金額ではありません",
        id="amount-word",
    ),
    pytest.param(
        session(stake={"per_point": [1]}),
        "stake.per_point",
        "[1] は金額ではありません",
        id="amount-type",
    ),
    pytest.param(
        session(stake={"per_point": -5}),
        "stake.per_point",
        "-5 はマイナスです",
        id="amount-negative",
    ),
]


@pytest.mark.parametrize(("raw", "field", "japanese"), SESSION_BAD)
def test_session_reason_in_japanese_for_the_same_field(raw: Any, field: str, japanese: str) -> None:
    got_field, _en, ja = fails(lambda: replay_json(raw))
    assert got_field == field
    assert ja == japanese


def test_stake_alone_is_translated_too() -> None:
    assert fails(lambda: parse_stake({"per_game": "x"}, "stake"))[::2] == (
        "stake.per_game",
        "'x' は金額ではありません",
    )


def test_parse_session_stays_english_by_default() -> None:
    with pytest.raises(RecordError) as err:
        parse_session(session(players=["Aki", "Ben"]))
    assert err.value.reason == "2 players; this game is for 3, 4, 5, 6, 7, 8"
