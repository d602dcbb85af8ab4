"""Japanese of the core's shared texts: the field checks of ``games/base.py`` and
``games/__init__.py`` (every game's records go through them), the session's
reasons and its dealer warning (``session.py``) and the stake's reasons
(``settlement.py``).

English template -> Japanese template with the same placeholders. Registered by
``scorekeeper.games`` (and ``scorekeeper.settlement``) on import. Values such as
``{value}`` are JSON literals or numbers and stay as written; ``{allowed}``,
``{names}`` and ``{counts}`` are lists of JSON values, option keys or numbers.
Standard library only.
"""

from __future__ import annotations

JA: dict[str, str] = {
    # games/base.py: field checks shared by every game
    "{value} is not a whole number": "{value} は整数ではありません",
    "{value} is not one of {allowed}": "{value} は {allowed} のどれでもありません",
    "{value} is not true or false": "{value} は true でも false でもありません",
    "{value} is not between {lo} and {hi}": "{value} は {lo}〜{hi} の範囲外です",
    "{value} is not a multiple of {step} between {lo} and {hi}": (
        "{value} は {lo}〜{hi} の {step} の倍数ではありません"
    ),
    "{value} is not a player at this table": "{value} はこの卓のプレイヤーではありません",
    "must be an object of house-rule options": "ハウスルールを並べたオブジェクトにしてください",
    "unknown house rule (this game has: {names})": (
        "不明なハウスルールです（このゲームのハウスルール: {names}）"
    ),
    "unknown house rule (this game has: none)": (
        "不明なハウスルールです（このゲームにハウスルールはありません）"
    ),
    "must be a JSON object": "JSON オブジェクトにしてください",
    "is missing": "必須の項目がありません",
    "must be a JSON array": "JSON 配列にしてください",
    "unknown field; allowed here: {keys}": "不明な項目です（ここで使える項目: {keys}）",
    "{count} players; this game is for {counts}": (
        "{count} 人です。このゲームは {counts} 人で遊びます"
    ),
    "must be a non-empty name": "空でない名前にしてください",
    "the same name appears twice": "同じ名前が 2 回あります",
    "Thrown in ({reason}): no score.": "配り直し（{reason}）：得点なし。",
    "{name} ×{factor}": "{name} ×{factor}",
    # session.py
    "must list {counts} players for {game}": "{game} のプレイヤーは {counts} 人にしてください",
    "must be a JSON array of deal records": "ディール記録の JSON 配列にしてください",
    "differs from the session's": "セッションの値と違います",
    "dealer {dealer} differs from the rotation ({expected})": (
        "ディーラー {dealer} は順番（{expected}）と違います"
    ),
    # settlement.py
    "{value} is not an amount of money": "{value} は金額ではありません",
    "{value} is negative": "{value} はマイナスです",
    "must be an object with per_point, currency and mode": (
        "per_point・currency・mode を持つオブジェクトにしてください"
    ),
    "must be a currency code such as EUR or JPY": "EUR や JPY のような通貨コードにしてください",
}
