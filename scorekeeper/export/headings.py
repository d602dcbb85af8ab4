"""The fixed words of the printed score sheet, in English and Japanese.

Only the sheet's own headings are translated; names, contracts and results are
printed as the session and the game modules give them.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.errors import RecordError

_EN = {
    "title": "{game} — score sheet",
    "date_place": "{date} · {place}",
    "players": "Players in order of play",
    "first_dealer": "first dealer {dealer}",
    "teams": "teams {teams}",
    "rules": "House rules",
    "rule": "Rule",
    "value": "Value",
    "about": "Meaning",
    "changed": "changed (default {default})",
    "default": "default",
    "stake": "Stake",
    "stake_chips": "no money: one chip per point",
    "stake_point": "{amount} per point",
    "stake_game": "{amount} per lost game",
    "deals": "Deals",
    "number": "No.",
    "dealer": "Dealer",
    "declarer": "Declarer",
    "contract": "Contract",
    "result": "Result",
    "delta": "±",
    "total": "Σ",
    "double_round": "×2 = double round (Mondfang): the deal counts double",
    "thrown_in": "thrown in",
    "game_won": "Game {n} won by {winner}: {scores}",
    "game_open": "Game {n} not finished: {scores}",
    "chart": "Running totals",
    "chart_x": "deal",
    "totals": "Final totals",
    "player": "Player",
    "points": "Points",
    "balance": "Balance",
    "games": "Games",
    "settlement": "Settlement",
    "payments": "Payments",
    "pays": "{payer} pays {payee} {amount}",
    "nothing_to_pay": "Nobody owes anything.",
    "notes": "Notes",
    "note": "Deal {n}: {text}",
    "page": "page {page} of {pages}",
    "made": "made {date} with Scorekeeper",
    "yes": "yes",
    "no": "no",
}

_JA = {
    "title": "{game} — スコア表",
    "date_place": "{date} · {place}",
    "players": "プレイヤー（手番順）",
    "first_dealer": "最初のディーラー {dealer}",
    "teams": "チーム {teams}",
    "rules": "ハウスルール",
    "rule": "ルール",
    "value": "設定",
    "about": "説明",
    "changed": "変更あり（既定 {default}）",
    "default": "既定",
    "stake": "レート",
    "stake_chips": "賭けなし：1点 = チップ1枚",
    "stake_point": "1点あたり {amount}",
    "stake_game": "負けたゲーム1回あたり {amount}",
    "deals": "ディール",
    "number": "番",
    "dealer": "ディーラー",
    "declarer": "デクレアラー",
    "contract": "コントラクト",
    "result": "結果",
    "delta": "±",
    "total": "計",
    "double_round": "×2 = ダブルラウンド（モントファング）：得点2倍",
    "thrown_in": "配り直し",
    "game_won": "第{n}ゲーム 勝者 {winner}：{scores}",
    "game_open": "第{n}ゲーム 未終了：{scores}",
    "chart": "累計得点の推移",
    "chart_x": "ディール",
    "totals": "最終得点",
    "player": "プレイヤー",
    "points": "得点",
    "balance": "収支",
    "games": "ゲーム",
    "settlement": "精算",
    "payments": "支払い",
    "pays": "{payer} → {payee}　{amount}",
    "nothing_to_pay": "支払いはありません。",
    "notes": "注記",
    "note": "ディール {n}：{text}",
    "page": "{page} / {pages} ページ",
    "made": "作成日 {date}（Scorekeeper）",
    "yes": "あり",
    "no": "なし",
}

HEADINGS: Mapping[str, Mapping[str, str]] = {"en": _EN, "ja": _JA}
LANGUAGES = tuple(HEADINGS)


def headings(language: str) -> Mapping[str, str]:
    """The headings in ``language`` (``en`` or ``ja``)."""
    if language not in HEADINGS:
        raise RecordError("language", f"{language!r} is not one of {', '.join(LANGUAGES)}")
    return HEADINGS[language]
