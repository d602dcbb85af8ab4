"""Japanese for the texts of Ulti: English template -> Japanese template.

Registered from the package's ``__init__``. Wording follows the club's rule text
(seed 000): ソロイスト, ディフェンダー, コントラクト, ビッド, トリック, タロン,
マリッジ, 切札, 降伏, 罰点, ゲーム点; the components シンプル (parti), 40-100,
20-100, ウルティ, エース4枚, デュルヒマルシュ, ベトリ and their レ・/オープン・/
ノートランプ・ forms; the silent extras ビッドなしの100 / ウルティ / エース4枚;
the suits ハート, 鈴 (bells), 葉 (leaves), どんぐり (acorns). The kontra levels keep
their Hungarian names (Kontra, Rekontra, ...), as in the other games. JSON field
names (``trump``) and values stay as written.
"""

from __future__ import annotations

JA: dict[str, str] = {
    # the house rules' explanations (Option.help in __init__.py)
    "A surrendered ulti also pays the failed-ulti extra (4, hearts 8).": (
        "降参した ulti も ulti 失敗の追加分（4、ハートは 8）を支払う。"
    ),
    "Score silent four aces even when the bid holds a durchmars.": (
        "ビッドに durchmars（全トリック）があっても、宣言なしのエース 4 枚を得点にする。"
    ),
    # names.py: components, suits, list separator, bid-table rows
    "parti": "シンプル",
    "40-100": "40-100",
    "20-100": "20-100",
    "ulti": "ウルティ",
    "four-aces": "エース4枚",
    "durchmars": "デュルヒマルシュ",
    "open-durchmars": "オープン・デュルヒマルシュ",
    "betli": "ベトリ",
    "rebetli": "レ・ベトリ",
    "open-betli": "オープン・ベトリ",
    "nt-durchmars": "ノートランプ・デュルヒマルシュ",
    "nt-redurchmars": "ノートランプ・レ・デュルヒマルシュ",
    "nt-open-durchmars": "ノートランプ・オープン・デュルヒマルシュ",
    "hearts": "ハート",
    "bells": "鈴",
    "leaves": "葉",
    "acorns": "どんぐり",
    ", ": "、",
    "{components} (hearts)": "{components} (ハート)",
    # __init__.py: settlement frame and warning
    "dealt again": "配り直し",
    "{player} deals and sits out: 0": "{player}はディーラーで休み: 0",
    "Kontra was recorded on a surrendered deal; a surrender is paid unmultiplied.": (
        "降伏したディールに Kontra が記録されています。降伏の支払いは倍になりません。"
    ),
    # wording.py: breakdown lines and the score-sheet summary
    "{component} won: {expr} — {payments}": "{component} 成功: {expr} — {payments}",
    "{component} lost: {expr} — {payments}": "{component} 失敗: {expr} — {payments}",
    "{component} ({suit})": "{component} ({suit})",
    "{factors} = {total}": "{factors} = {total}",
    "{amount} ({multiplier})": "{amount} ({multiplier})",
    "{name} ×{factor}": "{name} ×{factor}",
    "{component} ({marks})": "{component} ({marks})",
    "2 (silent 100)": "2 (ビッドなしの100)",
    "{label}: {payments} ({remark})": "{label}: {payments} ({remark})",
    "{first} pays {soloist} {first_amount}, {second} pays {soloist} {second_amount}": (
        "{first}が{soloist}に{first_amount}、{second}が{soloist}に{second_amount}支払う"
    ),
    "{soloist} pays {first} {first_amount}, {second} {second_amount}": (
        "{soloist}が{first}に{first_amount}、{second}に{second_amount}支払う"
    ),
    "net: {scores}": "収支: {scores}",
    "{contract}, {suit}": "{contract}、{suit}",
    "surrendered": "降伏",
    "{component} won": "{component} 成功",
    "{component} lost": "{component} 失敗",
    # scoring.py: notes and extras
    "never doubled": "倍にならない",
    "failed-ulti extra": "ウルティ失敗の罰点",
    "silent 100 ({player} reached 100): parti counts double": (
        "ビッドなしの100 ({player}が100点以上): シンプルのゲーム点が2倍"
    ),
    "silent 100 (the defenders reached 100): parti counts double": (
        "ビッドなしの100 (ディフェンダーが100点以上): シンプルのゲーム点が2倍"
    ),
    "{player} took no trick: the soloist's marriages ({suits}) do not count": (
        "{player}はトリックを1つも取れなかったので、ソロイストのマリッジ ({suits}) は数えない"
    ),
    "the defenders took no trick: their marriages ({suits}) do not count": (
        "ディフェンダーはトリックを1つも取れなかったので、"
        "ディフェンダーのマリッジ ({suits}) は数えない"
    ),
    "points: {player} {points}, the defenders {defender_points}": (
        "点数: {player} {points}、ディフェンダー {defender_points}"
    ),
    "silent ulti ({player}'s trump 7 won the last trick)": (
        "ビッドなしのウルティ ({player}の切札7が最後のトリックに勝った)"
    ),
    "silent ulti ({player}'s trump 7 lost the last trick to {winner})": (
        "ビッドなしのウルティ ({player}の切札7が最後のトリックで{winner}に負けた)"
    ),
    "silent four aces ({player} captured all four)": (
        "ビッドなしのエース4枚 ({player}が4枚とも取った)"
    ),
    "silent four aces (the defenders captured all four)": (
        "ビッドなしのエース4枚 (ディフェンダーが4枚とも取った)"
    ),
    "{player} surrendered: every component counts as lost, unmultiplied": (
        "{player}が降伏: すべてのコントラクトを失敗とし、倍にはしない"
    ),
    "kontra does not count: the soloist gave up before the first card": (
        "Kontra は数えない: ソロイストは最初のカードを出す前に降伏した"
    ),
    "failed-ulti extra: not paid on surrender (house rule)": (
        "ウルティ失敗の罰点: 降伏では支払わない (ハウスルール)"
    ),
    # contract.py: the contract and its trump
    "must be a non-empty array of contract components": (
        "コントラクトを1つ以上並べた配列にしてください"
    ),
    "{component} is listed twice": "{component}が2回書かれています",
    "{contract} is not a row of the bid table": "{contract}はビッド表にない組み合わせです",
    "{contract} is played without trump: trump must be null": (
        "{contract}はノートランプなので、trump は null にしてください"
    ),
    "a trump contract needs a trump suit": "切札のあるコントラクトには切札のスートが必要です",
    "is not a row of the bid table": "ビッド表にない組み合わせです",
    # kontra.py
    "{component} was not bid, so it cannot be doubled": (
        "{component}はビッドされていないので、Kontra を掛けられません"
    ),
    "{component} has one level for both defenders (0–{max})": (
        "{component}の Kontra は両方のディフェンダーに共通なので、段階を1つだけ書きます (0–{max})"
    ),
    "{player} is not a defender in this deal": (
        "{player}はこのディールのディフェンダーではありません"
    ),
    # auction.py: the auction log
    "must be a JSON array": "JSON 配列にしてください",
    "a no-trump bid cannot be in hearts": "ノートランプのビッドはハートにできません",
    "the first bidder must bid, so the log cannot be empty": (
        "最初のプレイヤーはパスできないので、ビッドの記録は空にできません"
    ),
    "{player} deals and sits out this deal": (
        "{player}はこのディールのディーラーで、プレイに加わりません"
    ),
    "it was {player}'s turn": "{player} の番でした",
    "the auction ended with three passes in a row": "3人続けてパスしたのでビッドは終わっています",
    "the first bidder must bid": "最初のプレイヤーはパスできません",
    "the auction is not over: the other two players must pass": (
        "ビッドが終わっていません: ほかの2人のパスが必要です"
    ),
    "{bid} (rank {rank}) does not beat {standing} (rank {standing_rank})": (
        "{bid} (順位 {rank}) は {standing} (順位 {standing_rank}) より上ではありません"
    ),
    "{player} bid last, not {soloist}": ("最後にビッドしたのは{soloist}ではなく{player}です"),
    "pass": "パス",
    "the last bid {bid} is not the contract {contract}": (
        "最後のビッド {bid} がコントラクト {contract} と違います"
    ),
    # checks.py: the result against itself and the contract
    "{player} took no trick at all": "{player}はトリックを1つも取っていません",
    "{player} took all 10 tricks": "{player}は10トリックすべてを取っています",
    "{points}, but the soloist took no trick": (
        "{points}点ですが、ソロイストはトリックを1つも取っていません"
    ),
    "{points}, but the last trick alone is 10": (
        "{points}点ですが、最後のトリックだけで10点になります"
    ),
    "{points}, but the defenders won the last trick": (
        "{points}点ですが、最後のトリックはディフェンダーが取っています"
    ),
    "{points} card points do not fit in {tricks} trick(s)": (
        "カードの{points}点は{tricks}トリックには収まりません"
    ),
    "the defenders' {points} card points do not fit in {tricks} trick(s) and the talon": (
        "ディフェンダーのカードの{points}点は{tricks}トリックとタロンには収まりません"
    ),
    "the trump 7 cannot go both before and in the last trick": (
        "切札7を最後のトリックより前と最後のトリックの両方で出すことはできません"
    ),
    "a no-trump contract has no trump 7": "ノートランプのコントラクトに切札7はありません",
    "four aces do not fit in {tricks} trick(s)": "エース4枚は{tricks}トリックには収まりません",
    "the soloist took every trick; the talon holds only 2": (
        "ソロイストが全トリックを取っています。タロンは2枚だけです"
    ),
    "the soloist's card points are less than four aces (40)": (
        "ソロイストのカードの点数がエース4枚 (40点) より少なくなっています"
    ),
    "the soloist has more card points than the four tens (40)": (
        "ソロイストのカードの点数が10の4枚 (40点) より多くなっています"
    ),
    "no marriages count in a no-trump contract": (
        "ノートランプのコントラクトではマリッジは数えません"
    ),
    "the {suit} marriage is already listed": "{suit}のマリッジはもう書かれています",
    "a 40-100 soloist shows only the trump marriage ({suit})": (
        "40-100のソロイストが宣言できるのは切札のマリッジ ({suit}) だけです"
    ),
    "a 20-100 soloist shows a plain-suit marriage, not trump": (
        "20-100のソロイストが宣言するのは切札以外のマリッジです"
    ),
    "a 20-100 soloist shows only one marriage": (
        "20-100のソロイストはマリッジを1つしか宣言できません"
    ),
    # record.py, result.py
    "a thrown-in deal is not played, so it has none": (
        "配り直しのディールはプレイしないので、この項目はありません"
    ),
    "the soloist surrendered, so there is no result": "ソロイストが降伏したので、結果はありません",
    "{player} does not play this deal (the dealer sits out)": (
        "{player}はこのディールをプレイしません (ディーラーは休み)"
    ),
}
