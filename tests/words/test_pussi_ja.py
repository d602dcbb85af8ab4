"""Marjapussi and Huutopussi in Japanese: every template of both games and of the
shared ``pussi`` package has a translation, a settled deal rendered in Japanese
reads as the club writes them (seeds 001 and 003) — one outcome, read in either
language — and a bad record gives a Japanese reason for the same field.

4 players Aino, Eero, Helmi, Onni (Onni deals): side 0 = Aino + Helmi, side 1 =
Eero + Onni. 3 players Aino, Eero, Helmi (Helmi deals): side i = players[i].
"""

from __future__ import annotations

import ast
from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context, Outcome
from scorekeeper.words.catalog import catalog
from scorekeeper.words.text import render, render_all
from words.catalog_check import ROOT, missing_or_mismatched

JA = dict(catalog("ja"))  # the one gettext catalog (resources/locale)

GAMES = ROOT / "scorekeeper" / "games"
SOURCES = [
    GAMES / "marjapussi.py",
    GAMES / "huutopussi.py",
    *sorted((GAMES / "pussi").glob("*.py")),
]
P4 = ["Aino", "Eero", "Helmi", "Onni"]
P3 = ["Aino", "Eero", "Helmi"]


def result(
    points: list[int], tricks: list[int], last: int = 0, marriages: Any = ()
) -> dict[str, Any]:
    return {
        "card_points": points,
        "last_trick": last,
        "tricks": tricks,
        "marriages": [{"side": s, "suit": suit} for s, suit in marriages],
    }


def marja(declarer: str | None = "Aino", **fields: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "marjapussi", "players": P4, "dealer": "Onni"}
    raw["declarer"] = declarer
    if declarer is not None:
        raw |= {"bid": 120, "contract": 150, "kontra": 0}
    raw["result"] = result([88, 32], [6, 3])
    return raw | fields


def huuto(players: list[str] = P4, **fields: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "huutopussi", "players": players, "dealer": players[-1]}
    raw |= {"declarer": "Aino", "bid": 150, "contract": 160}
    raw["result"] = result([140, 0], [9, 0], marriages=((0, "hearts"),))
    return raw | fields


def settle(raw: dict[str, Any], context: Context | None = None) -> Outcome:
    return parse_deal(raw).settle(context)


def ja(out: Outcome) -> tuple[str, ...]:
    """The breakdown lines as a Japanese reader reads them."""
    return render_all(out.lines, "ja")


def summary_ja(out: Outcome) -> tuple[str | None, str, str]:
    s = out.summary
    return s.declarer, render(s.contract, "ja"), render(s.result, "ja")


def reason_in_japanese(raw: dict[str, Any]) -> tuple[str, str]:
    """(the field, the reason in Japanese)."""
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    ja_reason = render(err.value.message, "ja")
    assert ja_reason != err.value.reason
    return err.value.field, ja_reason


# --- the catalog ------------------------------------------------------------------


def test_every_template_has_japanese_with_the_same_placeholders() -> None:
    assert len(SOURCES) == 6  # the two games, the package, its auction, its result, its entry form
    assert missing_or_mismatched(SOURCES, JA) == []


def test_no_ambient_translation_is_left() -> None:
    """The games say words as data: no ``_()`` call, and from ``scorekeeper.words.catalog``
    only ``register`` (for the catalog)."""
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = [
            n.lineno
            for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "_"
        ]
        assert calls == [], f"{path.name}: _() at lines {calls}"
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "scorekeeper.words.catalog":
                assert [a.name for a in node.names] == ["register"], path.name


# --- Marjapussi -------------------------------------------------------------------


def test_marjapussi_re_missed_in_japanese() -> None:
    # 88 + 20 + spades 40 = 148 < 150 → −150 × 4 (Re); opponents 32 → 30.
    raw = marja(kontra=2, result=result([88, 32], [6, 3], marriages=((0, "spades"),)))
    out = settle(raw)
    assert out.deltas == {"Aino": -600, "Eero": 30, "Helmi": -600, "Onni": 30}
    assert ja(out) == (
        "Aino・Helmi: カード点 88 + 最終トリック 20 + スペードのマリッジ 40 = 148",
        "Eero・Onni: カード点 32 = 32",
        "Aino・Helmi（デクレアラーチーム）、ルール 1、コントラクト 150 は 148 点で失敗 → −150",
        "Re ×4（デクレアラーチームの得点のみ）: −150 × 4 = −600",
        "Eero・Onni（相手チーム）、取った点数 32（丸めて 30） → +30",
    )
    assert summary_ja(out) == (
        "Aino",
        "150 Re ×4",
        "失敗（148）",
    )
    assert render(out.lines[2]) == (
        "Aino and Helmi (declarers), rule 1, contract 150 missed with 148 → −150"
    )


def test_marjapussi_opponents_without_a_trick_erlangen_rule() -> None:
    raw = marja(
        rules={"schwarz_bonus": "single"},
        contract=165,
        kontra=3,
        result=result([120, 0], [9, 0], marriages=((0, "hearts"),)),
    )
    out = settle(raw)
    assert out.deltas == {"Aino": 1320, "Eero": -330, "Helmi": 1320, "Onni": -330}
    assert ja(out)[2:] == (
        "Aino・Helmi（デクレアラーチーム）、ルール 3、相手チームはトリックなし、"
        "コントラクト 165 は 240 点で成功: +165（エアランゲン・ルール） → +165",
        "倍付け 3 回 ×8（デクレアラーチームの得点のみ）: +165 × 8 = +1320",
        "Eero・Onni（相手チーム）、ルール 3: −2 × 165 → −330",
    )
    assert render(out.summary.contract, "ja") == "165 倍付け 3 回 ×8"


def test_marjapussi_declarers_without_a_trick() -> None:
    raw = marja(result=result([0, 120], [0, 9], last=1))
    out = settle(raw)
    assert ja(out)[2] == (
        "Aino・Helmi（デクレアラーチーム）、ルール 2、デクレアラーチームはトリックなし、"
        "コントラクト 150 は 0 点で失敗: −2 × 150 → −300"
    )


def test_marjapussi_all_passed() -> None:
    raw = marja(declarer=None, result=result([83, 37], [5, 4]))
    out = settle(raw)
    assert out.deltas == {"Aino": 105, "Eero": 35, "Helmi": 105, "Onni": 35}
    assert ja(out)[2:] == (
        "Aino・Helmi（ルール 4、デクレアラーなし）、取った点数 103（丸めて 105） → +105",
        "Eero・Onni（ルール 4、デクレアラーなし）、取った点数 37（丸めて 35） → +35",
    )
    assert summary_ja(out) == (
        None,
        "全員パス",
        "デクレアラーなし",
    )


# --- Huutopussi -------------------------------------------------------------------


def test_huutopussi_made_with_lapari_in_japanese() -> None:
    out = settle(huuto())
    assert out.deltas == {"Aino": 160, "Eero": -150, "Helmi": 160, "Onni": -150}
    assert ja(out) == (
        "Aino・Helmi: カード点 140 + 最終トリック 20 + ハートのマリッジ 100 = 260",
        "Eero・Onni: カード点 0 = 0",
        "Aino・Helmi（デクレアラーチーム）、コントラクト 160（ビッド 150）は 260 点で成功 → +160",
        "Eero・Onni、läpäri（0 点）: 最終ビッド 150 がマイナス → −150",
    )
    assert summary_ja(out)[1:] == ("160（ビッド 150）", "成功（260）")


def test_huutopussi_three_players_missed_so_no_lapari() -> None:
    raw = huuto(
        P3,
        declarer="Eero",
        bid=80,
        contract=100,
        rules={"lapari": "tricks"},
        result=result([120, 20, 0], [8, 3, 0]),
    )
    out = settle(raw)
    assert out.deltas == {"Aino": 140, "Eero": -100, "Helmi": 0}
    assert ja(out)[3:] == (
        "Eero（デクレアラー）、コントラクト 100（ビッド 80）は 20 点で失敗 → −100",
        "Aino、取った点数 140 → +140",
        "Helmi、トリックなしだがデクレアラーが失敗したので läpäri なし → 0",
    )


def test_huutopussi_minus_500_warning_in_japanese() -> None:
    raw = huuto(declarer="Helmi", bid=70, contract=100, result=result([95, 45], [6, 3]))
    context = Context({"Aino": -500, "Helmi": -500, "Eero": 120, "Onni": 120})
    out = settle(raw, context)
    assert render_all(out.warnings, "ja") == (
        "マイナス 500: Helmi のサイドは -500 点なのに、Helmi が 70 をビッドしました。"
        "このサイドはビッドの最初の番のビッドしかできず、それも 50 だけです。",
    )


def test_huutopussi_redeal_summary() -> None:
    raw = {"game": "huutopussi", "players": P4, "dealer": "Onni", "thrown_in": True}
    out = settle(raw)
    assert out.deltas == dict.fromkeys(P4, 0)
    assert render(out.summary.result, "ja") == "配り直し"
    assert out.thrown_in and render(out.summary.result) == "redeal"


# --- invalid records: the same field, a Japanese reason ----------------------------

INVALID = [
    (
        "marja-thrown-in",
        marja(thrown_in=True),
        "thrown_in",
        "Marjapussi に配り直しはありません。"
        "4 人ともパスしたときは declarer: null と記録してください",
    ),
    (
        "marja-kontra-without-declarer",
        marja(declarer=None, kontra=1),
        "kontra",
        "デクレアラーがいなければ Kontra はありません",
    ),
    (
        "contract-below-bid",
        huuto(bid=150, contract=145),
        "contract",
        "145 は最終ビッド 150 より低いです",
    ),
    (
        "points-without-a-trick",
        marja(result=result([100, 20], [9, 0])),
        "result.card_points[1]",
        "20 ですが、このサイドはトリックを取っていません",
    ),
    (
        "too-many-marriages",
        huuto(result=result([140, 0], [9, 0], marriages=((1, "hearts"),))),
        "result.marriages[0].side",
        "サイド 1 が 0 トリックでマリッジを 1 回宣言することはできません: "
        "マリッジはトリックに勝ったプレイヤーが宣言します",
    ),
    (
        "suit-twice",
        marja(result=result([88, 32], [6, 3], marriages=((0, "clubs"), (1, "clubs")))),
        "result.marriages[1].suit",
        "クラブのマリッジが 2 回宣言されています。各スートの得点は 1 ディールに 1 回だけです",
    ),
    (
        "out-of-turn",
        marja(bids=[{"player": "Eero", "bid": 120}]),
        "bids[0].player",
        "Aino の番でした",
    ),
    (
        "log-disagrees",
        marja(
            bids=[
                {"player": "Aino", "bid": "pass"},
                {"player": "Eero", "bid": 120},
                {"player": "Helmi", "bid": "pass"},
                {"player": "Onni", "bid": "pass"},
            ]
        ),
        "declarer",
        "ビッドの記録と合いません（Eero が 120 で最後まで残った）",
    ),
    (
        "huutopussi-without-declarer",
        huuto(declarer=None),
        "declarer",
        "Huutopussi には必ずデクレアラーがいます（最初のプレイヤーは必ずビッドします）。"
        "配り直しは thrown_in: true と記録してください",
    ),
]


@pytest.mark.parametrize(
    ("raw", "field", "reason"), [c[1:] for c in INVALID], ids=[c[0] for c in INVALID]
)
def test_invalid_record_gives_a_japanese_reason_for_the_same_field(
    raw: dict[str, Any], field: str, reason: str
) -> None:
    assert reason_in_japanese(raw) == (field, reason)


def test_one_outcome_reads_in_either_language() -> None:
    # Rendering in Japanese leaves nothing behind: the same line is English again.
    out = settle(huuto())
    assert (
        render(out.lines[-1], "ja")
        == "Eero・Onni、läpäri（0 点）: 最終ビッド 150 がマイナス → −150"
    )
    assert (
        render(out.lines[-1]) == "Eero and Onni, läpäri (0 points): minus the final bid 150 → −150"
    )
