"""Japanese for the texts of Zwanzigerrufen: English template -> Japanese template.

Registered from the package's ``__init__``. The club's wording: フォアハンド,
デクレアラー, ディフェンダー, ソロイスト, パートナー, タロック, トリック, ビッド,
オークション, 宣言 (announced), サイレント (silent), ダブルラウンド, スーツソロ.
Game terms keep their German names: Kontra, Rekontra, Supra, Resupra, Pagat
(ultimo), Trull, Sküs, Mond, Mondfang, Valat, Absolut, Zusammenwerfen, dazu, dagegen.
"""

from __future__ import annotations

JA: dict[str, str] = {
    # the house rules' explanations (Option.help in __init__.py)
    "Game value of a Solo (Schwarzer): 4 or 5.": "ソロ（Schwarzer）のゲーム値: 4 または 5。",
    "A made Valat replaces every other bonus (no: the other bonuses still count).": (
        "成功した Valat（全トリック）は他のボーナスをすべて置き換える"
        "（いいえ: 他のボーナスも数える）。"
    ),
    # names: sides, contracts, parts, list separator
    "declarers": "デクレアラー",
    "defenders": "ディフェンダー",
    "normal": "通常ゲーム",
    "suit-solo": "スーツソロ",
    "solo": "ソロ",
    "Normal": "通常ゲーム",
    "Suit solo": "スーツソロ",
    "Solo": "ソロ",
    "Game": "ゲーム",
    "Four kings": "キング4枚",
    ", ": "、",
    # the auction log (auction.py)
    "the auction log is empty: forehand opens it": (
        "オークションの記録が空です: 最初にフォアハンドがビッドします"
    ),
    "forehand must open: call a tarock (a normal game) or bid a solo": (
        "最初はフォアハンドのビッドです: タロックをコール（通常ゲーム）するか、"
        "ソロをビッドしてください"
    ),
    "only forehand's opening bid can be a normal game": (
        "通常ゲームをビッドできるのはフォアハンドの最初のビッドだけです"
    ),
    "the auction was over: {player} had won it": (
        "オークションはもう終わっています: {player}が勝っています"
    ),
    "{player} had passed, and a pass is final": (
        "{player}はパスしています（パスは取り消せません）"
    ),
    "it is {player}'s turn to bid": "{player}がビッドする番です",
    "{bid} does not outbid {high}": "{bid}は{high}より上のビッドではありません",
    "the auction is not finished: {players} must pass": (
        "オークションが終わっていません: {players}のパスが必要です"
    ),
    "{winner} won the auction, but the declarer is {declarer}": (
        "オークションに勝ったのは{winner}ですが、デクレアラーが{declarer}になっています"
    ),
    "the auction was won with {bid}, but the contract is {contract}": (
        "オークションは{bid}で決まりましたが、コントラクトが{contract}になっています"
    ),
    "forehand called {bid} in the auction, but called is {called}": (
        "フォアハンドはオークションで {bid} をコールしましたが、"
        "コールしたタロックが {called} になっています"
    ),
    # the record (parse.py)
    "null is not true or false (leave it out instead)": (
        "null は true でも false でもありません（代わりに省いてください）"
    ),
    "a thrown-in deal (Zusammenwerfen) is not played: leave it out": (
        "Zusammenwerfen のディールはプレイされません: この項目は省いてください"
    ),
    "in a normal game the declarer is forehand, {forehand} (after the dealer)": (
        "通常ゲームのデクレアラーはフォアハンド（ディーラーの次）の{forehand}です"
    ),
    "a solo calls no tarock: leave it out or null": (
        "ソロではタロックをコールしません: 省くか空（null）にしてください"
    ),
    "a solo has no partner (the soloist plays alone): leave it out or null": (
        "ソロにパートナーはいません（ソロイストは1人でプレイします）: "
        "省くか空（null）にしてください"
    ),
    "every card is dealt (no talon), so the called tarock had a holder: name the partner": (
        "カードはすべて配られる（タロンなし）ので、コールしたタロックには持ち主がいます: "
        "パートナーを指定してください"
    ),
    "forehand must call a tarock another player holds, so he cannot be his own partner": (
        "フォアハンドは他のプレイヤーが持つタロックをコールするので、自分のパートナーにはなれません"
    ),
    "Pagat ultimo cannot be announced in a suit solo": (
        "スーツソロでは Pagat ultimo を宣言できません"
    ),
    "{bonus} was not announced, and a silent bonus cannot be doubled": (
        "{bonus} は宣言されていません。サイレントのボーナスには Kontra を掛けられません"
    ),
    "Pagat dagegen needs a Kontra on the game": ("Pagat dagegen にはゲームへの Kontra が必要です"),
    "Pagat ultimo was announced: record its outcome": (
        "Pagat ultimo が宣言されています: 結果を記録してください"
    ),
    "the Pagat ultimo was announced by the {side}": ("Pagat ultimo を宣言したのは{side}です"),
    # the result (result.py)
    "{points} points, but the declarers took no trick": (
        "{points}点となっていますが、デクレアラーは1トリックも取っていません"
    ),
    "the declarers took every trick, so all {total} points": (
        "デクレアラーが全トリックを取ったので、{total}点すべてです"
    ),
    "{points} points cannot be taken in {tricks} tricks (possible: {least} to {most})": (
        "{tricks}トリックで{points}点は取れません（取れるのは{least}〜{most}点）"
    ),
    "{points} points cannot be taken in {tricks} trick (possible: {least} to {most})": (
        "{tricks}トリックで{points}点は取れません（取れるのは{least}〜{most}点）"
    ),
    "the {side} took no trick, so their Pagat won none": (
        "{side}は1トリックも取っていないので、その Pagat はトリックを取れません"
    ),
    "the {side} hold the trull (Sküs and Mond), so this Mondfang is impossible": (
        "{side}が Trull（Sküs と Mond）を持っているので、この Mondfang はありえません"
    ),
    "the {side} took no trick, but the Sküs of a trull always wins its trick": (
        "{side}は1トリックも取っていませんが、Trull の Sküs は必ずトリックを取ります"
    ),
    "the defenders took no trick, so they did not catch the soloist's Mond": (
        "ディフェンダーは1トリックも取っていないので、ソロイストの Mond は取れません"
    ),
    # the scored parts (parts.py)
    "{name} {text}: {working} → {v} for the declaring side": (
        "{name} {text}: {working} → デクレアラー側 {v}"
    ),
    "solo ×2": "ソロ ×2",
    "{factors} = {value}": "{factors} = {value}",
    "announced 2": "宣言 2",
    "silent 1": "サイレント 1",
    "announced 12 × {value}": "宣言 12 × {value}",
    "silent 6 × {value}": "サイレント 6 × {value}",
    "Valat replaces every other bonus (house rule): {names} not scored": (
        "Valat が他のボーナスをすべて置き換えます（ハウスルール）: {names}は数えません"
    ),
    "{working} (the Kontra comes with the dagegen announcement)": (
        "{working}（Kontra は dagegen の宣言に付きます）"
    ),
    "won: the declarers took {points} points (45 wins)": (
        "勝ち: デクレアラーが{points}点（45点で勝ち）"
    ),
    "lost: the declarers took {points} points (45 wins)": (
        "負け: デクレアラーが{points}点（45点で勝ち）"
    ),
    "{stance} made": "{stance} 成功",
    "{stance} failed": "{stance} 失敗",
    "(silent) by the {side}": "{side}（サイレント）",
    "the {side} took {points} points (fewer than 32)": "{side}は{points}点（32点未満）",
    "the {side} took {points} points (not fewer than 32)": "{side}は{points}点（32点以上）",
    "{stance} made: {detail}": "{stance} 成功: {detail}",
    "{stance} failed: {detail}": "{stance} 失敗: {detail}",
    "(silent) by the {side}: {detail}": "{side}（サイレント）: {detail}",
    "{name} does not count in a suit solo": "スーツソロでは {name} は数えません",
    "{stance} won": "{stance} 成功",
    "{stance} lost (it did not win the last trick)": (
        "{stance} 失敗（最後のトリックを取れなかった）"
    ),
    "{stance} lost (played before the last trick)": ("{stance} 失敗（最後のトリックより前に出た）"),
    "Silent Pagat played before the last trick: does not count": (
        "サイレントの Pagat が最後のトリックより前に出た: 数えません"
    ),
    "(silent) of the {side} won the last trick": (
        "{side}の Pagat が最後のトリックを取った（サイレント）"
    ),
    "(silent) of the {side} lost the last trick": (
        "{side}の Pagat が最後のトリックを取れなかった（サイレント）"
    ),
    "held by the {side}": "{side}が保持",
    "the {side} lost the Mond": "{side}が Mond を取られた",
    # the settlement and the score sheet (settle.py)
    "V = {v} for the declaring side": "デクレアラー側 V = {v}",
    "Double round: V × 2 = {v}": "ダブルラウンド: V × 2 = {v}",
    "{declarer} and {partner} {amount} each; {others} {other_amount} each": (
        "{declarer}と{partner} 各{amount}／{others} 各{other_amount}"
    ),
    "{declarer} {amount}; {others} {other_amount} each": (
        "{declarer} {amount}／{others} 各{other_amount}"
    ),
    "{contract} {called}": "{contract} {called}",
    "{item} {kontra}": "{item} {kontra}",
    "{result} ×2": "{result} ×2",
    "Zusammenwerfen": "Zusammenwerfen",
    "{points} pts, {tricks} tricks, V {v}": "{points}点、{tricks}トリック、V {v}",
    "double_round is set on the deal and the session is in a double round: "
    "counted once (doublings do not stack)": (
        "このディールに double_round が付いていて、セッションもダブルラウンド中です: "
        "1回だけ数えます（倍付けは重なりません）"
    ),
}
