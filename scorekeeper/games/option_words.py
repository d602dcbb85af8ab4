"""House rules in words for people: a title per option, its explanation and its
values, as :class:`~scorekeeper.text.Msg` rendered in the reader's language.
The one source of these words: the window's new-session form, the PDF's rules
table and every other output take them from here. Game terms keep their own
names (läpäri, Valat, Schwarzer) in every language; yes and no are the
glossary's (:mod:`scorekeeper.glossary`)."""

from __future__ import annotations

from typing import Any

from scorekeeper.games.base import Option
from scorekeeper.glossary import yes_no
from scorekeeper.i18n import register
from scorekeeper.text import Msg, Text

_TITLES = {
    "surrender_ulti_penalty": Msg("Surrendered ulti pays extra"),
    "silent_aces_with_durchmars": Msg("Silent aces with durchmars"),
    "schwarz_bonus": Msg("Schwarz bonus"),
    "lapari": Msg("Läpäri"),
    "solo_value": Msg("Solo value"),
    "valat_cancels_bonuses": Msg("Valat cancels bonuses"),
    "partner_variant": Msg("Partner variant"),
    "min_bid": Msg("Minimum bid"),
    "all_pass": Msg("When all pass"),
}

_VALUES = {
    "double": Msg("double"),
    "single": Msg("single"),
    "points": Msg("points"),
    "tricks": Msg("tricks"),
    "thrown_in": Msg("thrown in (no score)"),
    "dealer_bids": Msg("the dealer must bid"),
}


def option_title(key: str) -> Text:
    """``min_bid`` -> "Minimum bid" (an option added later falls back to its key)."""
    return _TITLES.get(key) or key.replace("_", " ").capitalize()


def option_help(option: Option) -> Msg:
    """The option's one-line explanation (the game module's English is the catalog id)."""
    return Msg(option.help)


def option_value(value: Any) -> Text:
    """A value as a player reads it: yes/no, a named choice, or the number."""
    if isinstance(value, bool):
        return yes_no(value)
    if isinstance(value, str):
        return _VALUES.get(value) or value
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
    "double": "2 倍（double）",
    "single": "1 倍（single）",
    "points": "点数（points）",
    "tricks": "トリック（tricks）",
    "thrown in (no score)": "配り直し（得点なし）",
    "the dealer must bid": "ディーラーがビッドする",
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
    "A made Valat replaces every other bonus (no: the other bonuses still count).": (
        "成功した Valat（全トリック）は他のボーナスをすべて置き換える"
        "（いいえ: 他のボーナスも数える）。"
    ),
    "The declarer names a card; its holder is his secret partner.": (
        "デクレアラーがカードを 1 枚指名し、その持ち主が秘密のパートナーになる。"
    ),
    "The lowest bid allowed (1 to 100).": "許される最低ビッド（1〜100）。",
    "All pass: the deal is thrown in, or the dealer must bid when all others passed.": (
        "全員パスのとき: 配り直しにする、または他の全員がパスしたら"
        "ディーラーがビッドしなければならない。"
    ),
}
register("ja", JA)
