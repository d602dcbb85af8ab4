"""Japanese of Ultimate's texts (breakdown lines, score-sheet cells, warnings and
the reasons of a rejected record), in the club's wording of seed 002: デクレアラー,
ディフェンダー, ビッド, パス, 切札, パートナー; French suits ハート, ダイヤ, クラブ, スペード.

English template -> Japanese template with the same placeholders; registered by
``scorekeeper.games.ultimate`` on import. JSON values (``"pass"``, suit ids,
field names, cards like ``QH``) stay as written: they are what the record holds.
"""

from __future__ import annotations

JA: dict[str, str] = {
    # the house rules' explanations (Option.help in __init__.py)
    "The declarer names a card; its holder is his secret partner.": (
        "デクレアラーがカードを 1 枚指名し、その持ち主が秘密のパートナーになる。"
    ),
    "The lowest bid allowed (1 to 100).": "許される最低ビッド（1〜100）。",
    "All pass: the deal is thrown in, or the dealer must bid when all others passed.": (
        "全員パスのとき: 配り直しにする、"
        "または他の全員がパスしたらディーラーがビッドしなければならない。"
    ),
    # names and words used inside other texts
    ", ": "、",
    " and ": " と ",
    "hearts": "ハート",
    "diamonds": "ダイヤ",
    "clubs": "クラブ",
    "spades": "スペード",
    "thrown in": "配り直し",
    "all passed": "全員パス",
    # breakdown lines (scoring.py)
    "{declarer} declared {bid} points, trump {trump}.": (
        "{declarer} が {bid} 点をビッド、切札は{trump}。"
    ),
    "Partner card {card} unused or the declarer's own: no partner, every score doubled.": (
        "パートナーカード {card} は使われていないかデクレアラー自身のもの："
        "パートナーなし、得点はすべて 2 倍。"
    ),
    "Partner card {card}: {partner} is the partner.": (
        "パートナーカード {card}：{partner} がパートナー。"
    ),
    "{declarer} captured {points} points against {bid}: made.": (
        "{declarer} はビッド {bid} 点に対して {points} 点を獲得：成功。"
    ),
    "{declarer} and {partner} captured {points} points against {bid}: made.": (
        "{declarer} と {partner} はビッド {bid} 点に対して {points} 点を獲得：成功。"
    ),
    "{declarer} captured {points} points against {bid}: missed by {short}.": (
        "{declarer} はビッド {bid} 点に対して {points} 点を獲得：{short} 点足りず失敗。"
    ),
    "{declarer} and {partner} captured {points} points against {bid}: missed by {short}.": (
        "{declarer} と {partner} はビッド {bid} 点に対して {points} 点を獲得："
        "{short} 点足りず失敗。"
    ),
    "{player} scores the bid {bid}: {points}.": "{player}：ビッドの {bid} 点で {points}。",
    "{player} scores the bid {bid} like the declarer: {points}.": (
        "{player}：デクレアラーと同じくビッドの {bid} 点で {points}。"
    ),
    "{player} scores 2 × the bid {bid} (no partner, doubled): {points}.": (
        "{player}：ビッド {bid} 点の 2 倍（パートナーなし）で {points}。"
    ),
    "{player} scores ⌊{bid} / 2⌋: {points}.": (
        "{player}：ビッド {bid} 点の半分（端数切り捨て）で {points}。"
    ),
    "{player} scores the bid {bid} (no partner, doubled): {points}.": (
        "{player}：ビッドの {bid} 点（パートナーなしで 2 倍）で {points}。"
    ),
    "{players} scores 0.": "{players}：0 点。",
    "{players} score 0.": "{players}：0 点。",
    # score-sheet cells
    "{bid} {trump}": "{bid} {trump}",
    "{bid} {trump}, {card} → {partner}": "{bid} {trump}、{card} → {partner}",
    "{bid} {trump}, {card} → no partner ×2": "{bid} {trump}、{card} → パートナーなし ×2",
    "{points}: made": "{points}：成功",
    "{points}: missed by {short}": "{points}：{short} 点不足",
    # warnings
    "{players} tie at the top with {best}: play on (our reading).": (
        "{players} が {best} 点で首位に並んだので続行（本アプリの解釈）。"
    ),
    "{player} has {best} (target {target}): the game ends, {player} wins.": (
        "{player} が {best} 点（目標 {target} 点）：ゲーム終了、{player} の勝ち。"
    ),
    # reasons of a rejected record: the auction (auction.py)
    '"{bid}" is not "pass" or a number of points': '"{bid}" は "pass" でも点数でもありません',
    "comes after the auction was over": "ビッドが終わった後の記録です",
    "it is {expected}'s turn, not {player}'s": ("{player} ではなく {expected} の番です"),
    "{bid} does not beat the bid of {high}": "{bid} は前のビッド {high} より大きくありません",
    "the dealer may not pass after all others did (house rule all_pass)": (
        "ほかの全員がパスした後、ディーラーはパスできません（ハウスルール all_pass）"
    ),
    "the auction is not over: {players} still in": (
        "ビッドが終わっていません：{players} がまだパスしていません"
    ),
    "is null but {bidder} won the auction": "null ですが、ビッドに勝ったのは {bidder} です",
    "{declarer} is not the auction's winner {winner}": (
        "{declarer} はビッドの勝者ではありません（勝者は {winner}）"
    ),
    "{declarer} is not the auction's winner nobody (all passed)": (
        "{declarer} はビッドの勝者ではありません（全員パスで勝者なし）"
    ),
    "{bid} is below the winning bid {high}; the declarer may only raise": (
        "{bid} は勝ったビッド {high} より小さいです。デクレアラーはせり上げることしかできません"
    ),
    # reasons of a rejected record: the deal (record.py)
    "needs a partner_card (the partner variant)": (
        "partner_card が必要です（パートナーを決める応用ルール）"
    ),
    "is null, but with all_pass = dealer_bids someone plays": (
        "null ですが、all_pass = dealer_bids では誰かが必ずプレイします"
    ),
    "is false, but all passed, which throws the deal in": (
        "false ですが、全員パスなのでこのディールは配り直しです"
    ),
    "must be left out: nobody played this deal": (
        "書かないでください：このディールは誰もプレイしていません"
    ),
    "{value} is not a trump suit ({names}; never no-trump)": (
        "{value} は切札のスートではありません（{names}。切札なしはできません）"
    ),
    "{value} is not a card like QH or 10S (A K Q J 10/T 9-2 + H D C S)": (
        "{value} は QH や 10S のようなカードではありません（A K Q J 10/T 9-2 + H D C S）"
    ),
    "is the declarer; his own card means partner null": (
        "デクレアラー本人です。自分のカードならパートナーは null にします"
    ),
}
