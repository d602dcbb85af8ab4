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
}
register("ja", JA)
