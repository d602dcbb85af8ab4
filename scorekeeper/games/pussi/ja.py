"""Japanese for the texts of Marjapussi, Huutopussi and their shared ``pussi`` package.

Wording follows the club's seeds (001 Marjapussi, 003 Huutopussi): デクレアラー,
デクレアラーチーム / 相手チーム, コントラクト, ビッド, トリック, マリッジ, 配り直し;
French suits ハート, ダイヤ, クラブ, スペード. Game terms keep their own names
(Kontra, Re, läpäri), as elsewhere in the app. Registered from ``pussi/__init__``.
"""

from __future__ import annotations

JA: dict[str, str] = {
    # the house rules' explanations (Option.help in marjapussi.py, huutopussi.py)
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
    # --- shared: sides, the result block, the auction log (pussi/) ---
    "{first} and {second}": "{first}・{second}",
    "hearts": "ハート",
    "diamonds": "ダイヤ",
    "clubs": "クラブ",
    "spades": "スペード",
    "card points {points}": "カード点 {points}",
    "last trick {points}": "最終トリック {points}",
    "{suit} marriage {points}": "{suit}のマリッジ {points}",
    "{side}: {parts} = {total}": "{side}: {parts} = {total}",
    "side {side} took no trick, so not the last one": (
        "サイド {side} はトリックを取っていないので、最終トリックも取れません"
    ),
    "must list {n} numbers, one per side": "サイドごとに 1 つ、{n} 個の数が必要です",
    "add up to {sum}, not {total}": "合計が {total} ではなく {sum} です",
    "{points}, but this side took no trick": (
        "{points} ですが、このサイドはトリックを取っていません"
    ),
    "no set of cards is worth exactly {points}": (
        "ちょうど {points} 点になるカードの組み合わせはありません"
    ),
    "{points} card points cannot be taken in {tricks} trick(s) ({cards} cards)": (
        "{tricks} トリック（カード {cards} 枚）でカード点 {points} は取れません"
    ),
    "{suit} is declared twice; each suit scores once a deal": (
        "{suit}のマリッジが 2 回宣言されています。各スートの得点は 1 ディールに 1 回だけです"
    ),
    (
        "side {side} cannot have declared {n} marriage(s) with {tricks} trick(s): a marriage is "
        "declared by the winner of a trick"
    ): (
        "サイド {side} が {tricks} トリックでマリッジを {n} 回宣言することはできません: "
        "マリッジはトリックに勝ったプレイヤーが宣言します"
    ),
    (
        "side {side} cannot have declared {n} marriage(s) with {tricks} trick(s): a marriage is "
        "declared once per trick the declaring player led and won, not after the last"
    ): (
        "サイド {side} が {tricks} トリックでマリッジを {n} 回宣言することはできません: "
        "マリッジは自分でリードして勝ったトリックごとに 1 回で、最終トリックの後にはできません"
    ),
    (
        "side {side} cannot have declared {n} marriage(s) with {tricks} trick(s): a marriage is "
        "declared once per won trick, not after the last trick"
    ): (
        "サイド {side} が {tricks} トリックでマリッジを {n} 回宣言することはできません: "
        "マリッジは勝ったトリックごとに 1 回で、最終トリックの後にはできません"
    ),
    "must be a JSON array of {{player, bid}}": "{{player, bid}} の JSON 配列にしてください",
    "the log stops before the auction is over": "ビッドが終わる前に記録が途切れています",
    '"{bid}" is not "pass" or a number': '"{bid}" は "pass" でも数でもありません',
    "the auction was already over": "ビッドはもう終わっていました",
    "it was {player}'s turn": "{player} の番でした",
    "the first bidder may not pass": "最初にビッドするプレイヤーはパスできません",
    "{bid} is not higher than {standing}": "{bid} は {standing} より高くありません",
    "does not match the auction log (everyone passed)": "ビッドの記録と合いません（全員パス）",
    "does not match the auction log ({player} won it with {bid})": (
        "ビッドの記録と合いません（{player} が {bid} で最後まで残った）"
    ),
    "{bid}, but the auction log ends with {player}'s {last}": (
        "{bid} ですが、ビッドの記録は {player} の {last} で終わっています"
    ),
    "{contract} is below the final bid {bid}": "{contract} は最終ビッド {bid} より低いです",
    "made ({total})": "成功（{total}）",
    "missed ({total})": "失敗（{total}）",
    "their total {total}": "取った点数 {total}",
    # --- Marjapussi ---
    "Kontra": "Kontra",
    "Re": "Re",
    "{n} doublings": "倍付け {n} 回",
    "{contract} {marks}": "{contract} {marks}",
    "Marjapussi has no redeal; when all four pass, record declarer: null": (
        "Marjapussi に配り直しはありません。4 人ともパスしたときは declarer: null "
        "と記録してください"
    ),
    "must be left out or null when all four passed": (
        "4 人ともパスしたときは省略するか null にしてください"
    ),
    "there is no Kontra without a declarer": "デクレアラーがいなければ Kontra はありません",
    "all passed": "全員パス",
    "no declarer": "デクレアラーなし",
    "{side} (rule 4, no declarer), total {total} → {score}": (
        "{side}（ルール 4、デクレアラーなし）、取った点数 {total} → {score}"
    ),
    "{total} rounded to {rounded}": "{total}（丸めて {rounded}）",
    "{side} (declarers), {why} → {score}": "{side}（デクレアラーチーム）、{why} → {score}",
    "{side} (opponents), {why} → {score}": "{side}（相手チーム）、{why} → {score}",
    "{kontra} on the declarers' score only: {base} × {mult} = {score}": (
        "{kontra}（デクレアラーチームの得点のみ）: {base} × {mult} = {score}"
    ),
    "rule 1, contract {contract} made with {total}": (
        "ルール 1、コントラクト {contract} は {total} 点で成功"
    ),
    "rule 1, contract {contract} missed with {total}": (
        "ルール 1、コントラクト {contract} は {total} 点で失敗"
    ),
    "rule 2, declarers took no trick, contract {contract} made with {total}: −2 × {contract}": (
        "ルール 2、デクレアラーチームはトリックなし、コントラクト {contract} は {total} 点で成功: "
        "−2 × {contract}"
    ),
    "rule 2, declarers took no trick, contract {contract} missed with {total}: −2 × {contract}": (
        "ルール 2、デクレアラーチームはトリックなし、コントラクト {contract} は {total} 点で失敗: "
        "−2 × {contract}"
    ),
    "rule 3, opponents took no trick, contract {contract} made with {total}: +2 × {contract}": (
        "ルール 3、相手チームはトリックなし、コントラクト {contract} は {total} 点で成功: +2 × "
        "{contract}"
    ),
    (
        "rule 3, opponents took no trick, contract {contract} made with {total}: +{contract} "
        "(Erlangen rule)"
    ): (
        "ルール 3、相手チームはトリックなし、コントラクト {contract} は {total} 点で成功: "
        "+{contract}（エアランゲン・ルール）"
    ),
    "rule 3, opponents took no trick, contract {contract} missed with {total}: −{contract}": (
        "ルール 3、相手チームはトリックなし、コントラクト {contract} は {total} 点で失敗: "
        "−{contract}"
    ),
    "rule 3: −2 × {contract}": "ルール 3: −2 × {contract}",
    "rule 3, contract missed: 0": "ルール 3、コントラクト失敗: 0",
    # --- Huutopussi ---
    (
        "Huutopussi always has a declarer (the first bidder must bid); record a redeal as "
        "thrown_in: true"
    ): (
        "Huutopussi には必ずデクレアラーがいます（最初のプレイヤーは必ずビッドします）。配り直しは "
        "thrown_in: true と記録してください"
    ),
    "a thrown-in deal (redeal) is not played: leave it out": (
        "配り直しのディールはプレイしないので、省略してください"
    ),
    (
        "a redeal must be demanded at or before the player's first turn, so at most {n} calls come "
        "before it"
    ): (
        "配り直しはそのプレイヤーの最初の番までに要求するので、その前のビッドとパスは {n} "
        "回までです"
    ),
    "redeal": "配り直し",
    "{contract} (bid {bid})": "{contract}（ビッド {bid}）",
    "{side} (declarers), contract {contract} (bid {bid}) made with {total} → {score}": (
        "{side}（デクレアラーチーム）、コントラクト {contract}（ビッド {bid}）は {total} 点で成功 "
        "→ {score}"
    ),
    "{side} (declarers), contract {contract} (bid {bid}) missed with {total} → {score}": (
        "{side}（デクレアラーチーム）、コントラクト {contract}（ビッド {bid}）は {total} 点で失敗 "
        "→ {score}"
    ),
    "{side} (declarer), contract {contract} (bid {bid}) made with {total} → {score}": (
        "{side}（デクレアラー）、コントラクト {contract}（ビッド {bid}）は {total} 点で成功 → "
        "{score}"
    ),
    "{side} (declarer), contract {contract} (bid {bid}) missed with {total} → {score}": (
        "{side}（デクレアラー）、コントラクト {contract}（ビッド {bid}）は {total} 点で失敗 → "
        "{score}"
    ),
    "{side}, {why} → {score}": "{side}、{why} → {score}",
    "läpäri (0 points): minus the final bid {bid}": "läpäri（0 点）: 最終ビッド {bid} がマイナス",
    "läpäri (no trick): minus the final bid {bid}": (
        "läpäri（トリックなし）: 最終ビッド {bid} がマイナス"
    ),
    "0 points but the declarer missed, so no läpäri": (
        "0 点だがデクレアラーが失敗したので läpäri なし"
    ),
    "no trick but the declarer missed, so no läpäri": (
        "トリックなしだがデクレアラーが失敗したので läpäri なし"
    ),
    (
        "Minus 500: {player} bid {bid} although {player}'s side stands at {score}; such a side may "
        "only make the forced opening bid, and only 50."
    ): (
        "マイナス 500: {player} のサイドは {score} 点なのに、{player} が {bid} をビッドしました。"
        "このサイドはビッドの最初の番のビッドしかできず、それも 50 だけです。"
    ),
}
