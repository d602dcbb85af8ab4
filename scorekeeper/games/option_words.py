"""House rules in words for people: a title per option, its explanation and its
values, in the current language (:mod:`scorekeeper.i18n`). The score sheet uses
them; the window has its own Qt translations of the same words (``ui/terms.py``).
Game terms keep their own names (läpäri, Valat, Schwarzer) in every language."""

from __future__ import annotations

from typing import Any

from scorekeeper.games.base import Option
from scorekeeper.i18n import _, register
from scorekeeper.text import Msg

_TITLES = {
    "surrender_ulti_penalty": "Surrendered ulti pays extra",
    "silent_aces_with_durchmars": "Silent aces with durchmars",
    "schwarz_bonus": "Schwarz bonus",
    "lapari": "Läpäri",
    "solo_value": "Solo value",
    "valat_cancels_bonuses": "Valat cancels bonuses",
    "partner_variant": "Partner variant",
    "min_bid": "Minimum bid",
    "all_pass": "When all pass",
}

_VALUES = {
    "double": "double",
    "single": "single",
    "points": "points",
    "tricks": "tricks",
    "thrown_in": "thrown in (no score)",
    "dealer_bids": "the dealer must bid",
}


def option_title(key: str) -> str:
    """``min_bid`` -> "Minimum bid" (an option added later falls back to its key)."""
    english = _TITLES.get(key)
    return _(english) if english is not None else key.replace("_", " ").capitalize()


def option_help(option: Option) -> Msg:
    """The option's one-line explanation, as the game module declares it."""
    return option.help


def option_value(value: Any) -> str:
    """A value as a player reads it: yes/no, a named choice, or the number."""
    if value is True:
        return _("yes")
    if value is False:
        return _("no")
    if isinstance(value, str):
        english = _VALUES.get(value)
        return _(english) if english is not None else value
    return str(value)


JA = {
    # titles
    "Surrendered ulti pays extra": "降参した ulti の追加払い",
    "Silent aces with durchmars": "durchmars 時の宣言なしエース",
    "Schwarz bonus": "Schwarz（完封）ボーナス",
    "Läpäri": "Läpäri（ラパリ）",
    "Solo value": "ソロの値",
    "Valat cancels bonuses": "Valat は他のボーナスを打ち消す",
    "Partner variant": "パートナー・ルール",
    "Minimum bid": "最低ビッド",
    "When all pass": "全員パスのとき",
    # values
    "yes": "はい",
    "no": "いいえ",
    "double": "2 倍（double）",
    "single": "1 倍（single）",
    "points": "点数（points）",
    "tricks": "トリック（tricks）",
    "thrown in (no score)": "流局（得点なし）",
    "the dealer must bid": "親がビッドする",
    # the games' Option.help texts
    "A surrendered ulti also pays the failed-ulti extra (4, hearts 8).": (
        "降参した ulti も ulti 失敗の追加分（4、ハートは 8）を支払う。"
    ),
    "Score silent four aces even when the bid holds a durchmars.": (
        "ビッドに durchmars（全トリック）があっても、宣言なしのエース 4 枚を得点にする。"
    ),
    "Declarers who make the contract while the opponents take no trick score 2 × contract "
    "(double) or just the contract (single, the Erlangen rule).": (
        "相手がトリックを 1 つも取らずにコントラクトを達成したデクレアラー側の得点: "
        "2 × コントラクト（double）またはコントラクトのみ（single、エアランゲン・ルール）。"
    ),
    "Läpäri (opponents score minus the final bid) when they took 0 points (points) or when "
    "they took no trick (tricks).": (
        "Läpäri（相手側は最終ビッド分マイナス）になる条件: 0 点だったとき（points）"
        "またはトリックを取らなかったとき（tricks）。"
    ),
    "Game value of a Solo (Schwarzer): 4 or 5.": "ソロ（Schwarzer）のゲーム値: 4 または 5。",
    "A made Valat replaces every other bonus (false: the other bonuses still count).": (
        "成功した Valat（全トリック）は他のボーナスをすべて置き換える"
        "（いいえ: 他のボーナスも数える）。"
    ),
    "The declarer names a card; its holder is his secret partner.": (
        "デクレアラーがカードを 1 枚指名し、その持ち主が秘密のパートナーになる。"
    ),
    "The lowest bid allowed (1 to 100).": "許される最低ビッド（1〜100）。",
    "All pass: the deal is thrown in, or the dealer must bid when all others passed.": (
        "全員パスのとき: 流局にする、または他の全員がパスしたら親がビッドしなければならない。"
    ),
}
register("ja", JA)
