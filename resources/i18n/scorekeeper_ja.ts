<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AuctionEditor</name>
    <message>
        <source>Auction log (optional)</source>
        <translation>ビッド記録（任意）</translation>
    </message>
    <message>
        <source>calls in turn order, separated by commas</source>
        <translation>手番順のコール（カンマ区切り）</translation>
    </message>
    <message>
        <source>Auction log</source>
        <translation>ビッド記録</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal — {0}</source>
        <translation>ディール — {0}</translation>
    </message>
    <message>
        <source>Discard the deal?</source>
        <translation>ディールを破棄しますか？</translation>
    </message>
    <message>
        <source>The deal you typed is not saved. Throw it away? No keeps the form open, as typed.</source>
        <translation>入力中のディールはまだ記録されていません。破棄しますか？「いいえ」を選ぶと、入力した内容のまま続けられます。</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation>ディーラー(&amp;D)</translation>
    </message>
    <message>
        <source>{0}: still to fill in</source>
        <translation>{0}: 未入力</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Scorekeeper: an unexpected error</source>
        <translation>Scorekeeper：予期しないエラー</translation>
    </message>
    <message>
        <source>Scorekeeper met an error it did not expect:</source>
        <translation>Scorekeeper で予期しないエラーが発生しました：</translation>
    </message>
    <message>
        <source>The log file could not be written.</source>
        <translation>ログファイルに書き込めませんでした。</translation>
    </message>
    <message>
        <source>The details are in the log file:
{path}</source>
        <translation>詳細はログファイルにあります：
{path}</translation>
    </message>
    <message>
        <source>Copy details puts them on the clipboard, to paste into a bug report.</source>
        <translation>「詳細をコピー」で詳細をクリップボードにコピーし、不具合報告に貼り付けられます。</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>詳細をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>More errors came after it: {count}. They are in the log file too.</source>
        <translation>その後にもエラーが発生しました：{count} 件。これらもログファイルにあります。</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
</context>
<context>
    <name>LeagueDialog</name>
    <message>
        <source>Edit league</source>
        <translation>リーグを編集</translation>
    </message>
    <message>
        <source>New league</source>
        <translation>新しいリーグ</translation>
    </message>
    <message>
        <source>Another table or place</source>
        <translation>ほかのテーブルや場所</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Hide statistics (only the standings are shown)</source>
        <translation>統計を隠す(順位表だけを表示)(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>〜(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Season from:</source>
        <translation>シーズン開始(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>テーブル(&amp;T):</translation>
    </message>
    <message>
        <source>None ticked: every table&apos;s evenings count.</source>
        <translation>どれにもチェックがなければ、すべてのテーブルの夜が数えられます。</translation>
    </message>
</context>
<context>
    <name>LeagueReportView</name>
    <message>
        <source>Show &amp;statistics</source>
        <translation>統計を表示(&amp;S)</translation>
    </message>
    <message>
        <source>The statistics are hidden.</source>
        <translation>統計は隠されています。</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>順位表(&amp;T)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>統計(&amp;I)</translation>
    </message>
    <message>
        <source>Season &amp;chart</source>
        <translation>シーズンのグラフ(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;venings</source>
        <translation>夜(&amp;V)</translation>
    </message>
    <message>
        <source>This league hides its statistics (Edit… changes it).</source>
        <translation>このリーグは統計を隠しています(「編集…」で変更できます)。</translation>
    </message>
    <message>
        <source>No league chosen</source>
        <translation>リーグが選ばれていません</translation>
    </message>
</context>
<context>
    <name>LeagueWindow</name>
    <message>
        <source>Leagues</source>
        <translation>リーグ</translation>
    </message>
    <message>
        <source>No leagues yet: New… defines one.</source>
        <translation>リーグはまだありません。「新規…」で作成します。</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新規(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>PDF に書き出す(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Leagues:</source>
        <translation>リーグ(&amp;L):</translation>
    </message>
    <message>
        <source>Delete league</source>
        <translation>リーグを削除</translation>
    </message>
    <message>
        <source>Delete the league {name}? Its sessions stay as they are.</source>
        <translation>リーグ {name} を削除しますか? セッションはそのまま残ります。</translation>
    </message>
    <message>
        <source>The league was not deleted</source>
        <translation>リーグは削除されませんでした</translation>
    </message>
    <message>
        <source>Export the league report as PDF</source>
        <translation>リーグの報告を PDF に書き出す</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>{name} を書き込めません</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Settlement…</source>
        <translation>精算…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper（スコアキーパー）</translation>
    </message>
    <message>
        <source>A deal was being typed when Scorekeeper closed, for a session that no longer exists. It has been dropped.</source>
        <translation>Scorekeeper の終了時に入力中だったディールがありましたが、そのセッションはもう存在しないため破棄しました。</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>セッションを開けません</translation>
    </message>
    <message>
        <source>{end}. Ctrl+T shows the settlement.</source>
        <translation>{end}。Ctrl+T で精算を表示します。</translation>
    </message>
    <message>
        <source>(example — changes are not saved)</source>
        <translation>（サンプル — 変更は保存されません）</translation>
    </message>
    <message>
        <source>{title} (read-only: {why})</source>
        <translation>{title}（読み取り専用: {why}）</translation>
    </message>
    <message>
        <source>Opened with a warning</source>
        <translation>警告付きで開きました</translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation>セッションを作成できません</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>セッションの削除</translation>
    </message>
    <message>
        <source>Delete session {n} ({players}) and its {count} deals? Ctrl+Z (Undo) brings it back.</source>
        <translation>セッション {n}（{players}）と {count} 件のディールを削除しますか？Ctrl+Z（元に戻す）で戻せます。</translation>
    </message>
    <message>
        <source>Session {n} deleted.</source>
        <translation>セッション {n} を削除しました。</translation>
    </message>
    <message>
        <source>Session {n} archived.</source>
        <translation>セッション {n} をアーカイブしました。</translation>
    </message>
    <message>
        <source>Session {n} unarchived.</source>
        <translation>セッション {n} のアーカイブを解除しました。</translation>
    </message>
    <message>
        <source>The agreed end was reached. Record another deal?</source>
        <translation>取り決めた終わりに達しました。もう一つディールを記録しますか？</translation>
    </message>
    <message>
        <source>The race was won. Record another deal, starting a new game?</source>
        <translation>レースの勝者が決まりました。新しいゲームを始めて、もう一つディールを記録しますか？</translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation>未記録のディール</translation>
    </message>
    <message>
        <source>A deal was being typed for this session when Scorekeeper closed. Bring it back?</source>
        <translation>Scorekeeper の終了時に、このセッションのディールを入力中でした。入力内容を復元しますか？</translation>
    </message>
    <message>
        <source>The deal being corrected has been deleted since: the correction is dropped.</source>
        <translation>修正中だったディールはその後削除されたため、修正内容は破棄しました。</translation>
    </message>
    <message>
        <source>Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.</source>
        <translation>ディール {n} を削除しますか？ 以降のディールはすべて再計算されます。元に戻す（Ctrl+Z）で復元できます。</translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation>ディールの削除</translation>
    </message>
    <message>
        <source>The deal cannot be recorded</source>
        <translation>このディールは記録できません</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>変更は保存されませんでした</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>新しいセッション(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>セッションを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export session as JSON…</source>
        <translation>セッションを JSON に書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Export score sheet as C&amp;SV…</source>
        <translation>スコアシートを CSV に書き出す(&amp;S)…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>PDF に書き出す(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>セッションを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>ディール(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;New deal…</source>
        <translation>新しいディール(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Insert deal before the selected one…</source>
        <translation>選択中のディールの前に挿入(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Edit selected deal…</source>
        <translation>選択中のディールを編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete selected deal</source>
        <translation>選択中のディールを削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>セッション(&amp;S)</translation>
    </message>
    <message>
        <source>Session &amp;details…</source>
        <translation>セッションの詳細(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation>精算(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Table view</source>
        <translation>卓上表示(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;ubstitute a player…</source>
        <translation>選手の交代(&amp;U)…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>Arc&amp;hive session</source>
        <translation>セッションをアーカイブ(&amp;H)</translation>
    </message>
    <message>
        <source>De&amp;lete session…</source>
        <translation>セッションを削除(&amp;L)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>設定(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>クラブ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>プレイヤー(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Leagues…</source>
        <translation>リーグ(&amp;L)…</translation>
    </message>
    <message>
        <source>P&amp;hones…</source>
        <translation>端末(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge {name} into…</source>
        <translation>{name} を統合する先…</translation>
    </message>
    <message>
        <source>&amp;Into:</source>
        <translation>統合先(&amp;I):</translation>
    </message>
    <message>
        <source>{person} (sessions: {n})</source>
        <translation>{person}（セッション数: {n}）</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>place, occasion… (optional)</source>
        <translation>場所・集まりなど（任意）</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー {n}</translation>
    </message>
    <message>
        <source>per point (difference from the table&apos;s mean)</source>
        <translation>点数ごと（卓の平均との差）</translation>
    </message>
    <message>
        <source>per game (each loser pays the winner)</source>
        <translation>ゲームごと（負けた各人が勝者に支払う）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Which one, seat {n}</source>
        <translation>席 {n} はどちらの人か</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>人数(&amp;P):</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>席 {n}:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>最初のディーラー(&amp;D):</translation>
    </message>
    <message>
        <source>Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.</source>
        <translation>席はプレイ順です。Alt+↑ / Alt+↓ でプレイヤーを 1 席動かします。</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>プリセット(&amp;R):</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>レート</translation>
    </message>
    <message>
        <source>Every deal is zero-sum: each player&apos;s balance is his total × the amount.</source>
        <translation>各ディールはゼロサムです。各プレイヤーの収支は合計点 × 金額です。</translation>
    </message>
    <message>
        <source>&amp;Amount per point:</source>
        <translation>1 点あたりの金額(&amp;A):</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>通貨(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Settlement:</source>
        <translation>精算方法(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Amount per lost game:</source>
        <translation>負け 1 ゲームあたりの金額(&amp;A):</translation>
    </message>
    <message>
        <source>Seat {n}: a name is needed.</source>
        <translation>席 {n}: 名前を入力してください。</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>時刻(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Ends:</source>
        <translation>終わり(&amp;E):</translation>
    </message>
    <message>
        <source>after games</source>
        <translation>ゲーム数で終了</translation>
    </message>
    <message>
        <source>no agreed end</source>
        <translation>取り決めなし</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>ディール数で終了</translation>
    </message>
    <message>
        <source>when a total reaches ± a score</source>
        <translation>合計が ± 点数に達したら終了</translation>
    </message>
    <message>
        <source>at a time of day</source>
        <translation>時刻で終了</translation>
    </message>
    <message>
        <source>Dea&amp;ls:</source>
        <translation>ディール数(&amp;L):</translation>
    </message>
    <message>
        <source>Sc&amp;ore (±):</source>
        <translation>点数 (±)(&amp;O):</translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation>ゲーム数(&amp;M):</translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <source>No sessions yet.</source>
        <translation>セッションはまだありません。</translation>
    </message>
</context>
<context>
    <name>PaymentsModel</name>
    <message>
        <source>Pays</source>
        <translation>支払う人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>受け取る人</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
</context>
<context>
    <name>PendingBox</name>
    <message>
        <source>Entered on phones, waiting for an opponent to accept: {n}</source>
        <translation>端末で入力され、相手の承認待ち: {n}</translation>
    </message>
    <message>
        <source>entered at {time} on {device}</source>
        <translation>{time} に {device} で入力</translation>
    </message>
    <message>
        <source>• no longer fits as the next deal: {why} ({source})</source>
        <translation>• 次のディールとしてはもう合いません: {why}（{source}）</translation>
    </message>
    <message>
        <source>• {deal} ({source})</source>
        <translation>• {deal}（{source}）</translation>
    </message>
    <message>
        <source>• {deal}: {deltas} ({source})</source>
        <translation>• {deal}：{deltas}（{source}）</translation>
    </message>
</context>
<context>
    <name>PeopleModel</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>セッション数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最後のプレイ</translation>
    </message>
    <message>
        <source>Formerly: {names}</source>
        <translation>以前の名前: {names}</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <source>tells two people of the same name apart</source>
        <translation>同じ名前の2人を区別します</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>メモ(&amp;O):</translation>
    </message>
    <message>
        <source>Sessions already played keep the name as it was written.</source>
        <translation>プレイ済みのセッションは、書かれたときの名前のままです。</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address}（このコンピューターのみ）</translation>
    </message>
    <message>
        <source>{address} (network {name})</source>
        <translation>{address}（ネットワーク {name}）</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Pending deals</source>
        <translation>承認待ちのディール</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>端末</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>役割</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>最終接続</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>今夜を終了(&amp;E)…</translation>
    </message>
    <message>
        <source>Every link and every phone expires now.</source>
        <translation>すべてのリンクと端末が今すぐ無効になります。</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Phones connected</source>
        <translation>接続中の端末</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>端末</translation>
    </message>
    <message>
        <source>&amp;Print QR codes…</source>
        <translation>QRコードを印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A):</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>ポート(&amp;R):</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>リンク</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>主催者</translation>
    </message>
    <message>
        <source>Port {port} is in use by another program: choose another.</source>
        <translation>ポート {port} は別のプログラムが使用中です。別のポートを選んでください。</translation>
    </message>
    <message>
        <source>Port {port} is reserved on this computer: choose one above 1023.</source>
        <translation>ポート {port} はこのコンピューターで予約されています。1023 より大きい番号を選んでください。</translation>
    </message>
    <message>
        <source>This computer cannot listen on this address: {why}</source>
        <translation>このコンピューターはこのアドレスで待ち受けできません: {why}</translation>
    </message>
    <message>
        <source>End the evening</source>
        <translation>今夜を終了</translation>
    </message>
    <message>
        <source>Every link and every phone expires now: the printed codes open nothing any more. Switching on again makes new links.</source>
        <translation>すべてのリンクと端末が今すぐ無効になり、印刷したコードでは何も開けなくなります。もう一度オンにすると新しいリンクが作られます。</translation>
    </message>
    <message>
        <source>Switch &amp;off</source>
        <translation>オフにする(&amp;F)</translation>
    </message>
    <message>
        <source>Switch &amp;on</source>
        <translation>オンにする(&amp;N)</translation>
    </message>
    <message>
        <source>On: phones on this network open the links below (plain HTTP: anyone on the network can see the pages&apos; traffic).</source>
        <translation>オン: このネットワーク上の端末は下のリンクを開けます（暗号化なしの HTTP: ネットワーク上の誰でも通信を見ることができます）。</translation>
    </message>
    <message>
        <source>Off: no phone can reach this computer&apos;s sessions.</source>
        <translation>オフ: 端末からこのコンピューターのセッションには接続できません。</translation>
    </message>
    <message>
        <source>Print QR codes</source>
        <translation>QRコードを印刷</translation>
    </message>
    <message>
        <source>{name} is written. Open it now to print it?</source>
        <translation>{name} を書き出しました。印刷のために今開きますか?</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>N&amp;ote…</source>
        <translation>メモ(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>統合(&amp;M)…</translation>
    </message>
    <message>
        <source>Rename {name}</source>
        <translation>{name} の名前を変更</translation>
    </message>
    <message>
        <source>Note for {name}</source>
        <translation>{name} のメモ</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>変更は保存されませんでした</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}? The sessions {gone} played become {keep}&apos;s; the score sheets keep the names as they were written.</source>
        <translation>{gone} を {keep} に統合しますか？ {gone} がプレイしたセッションは {keep} のものになります。スコアシートの名前は書かれたときのままです。</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>プレイヤーを統合</translation>
    </message>
    <message>
        <source>The players were not merged</source>
        <translation>プレイヤーは統合されませんでした</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>this deal</source>
        <translation>このディール</translation>
    </message>
    <message>
        <source>total after</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>The preview appears once the deal is complete and valid.</source>
        <translation>ディールの入力が揃って正しくなるとプレビューが表示されます。</translation>
    </message>
</context>
<context>
    <name>SessionDetailsDialog</name>
    <message>
        <source>Session details</source>
        <translation>セッションの詳細</translation>
    </message>
    <message>
        <source>&amp;For all deals: every deal is scored again</source>
        <translation>すべてのディールに適用(&amp;F): 全ディールを計算し直します</translation>
    </message>
    <message>
        <source>From the ne&amp;xt deal on (deal {n}): the deals played keep their scores</source>
        <translation>次のディールから適用(&amp;X)（ディール {n} から）: 済んだディールの得点はそのままです</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>The stake applies to the whole session: the money is settled once, at the end of the evening.</source>
        <translation>レートはセッション全体に適用されます。精算は夜の終わりに一度だけ行います。</translation>
    </message>
    <message>
        <source>Seat {n}: {reason}</source>
        <translation>席 {n}: {reason}</translation>
    </message>
    <message>
        <source>Deal 1 keeps its score.</source>
        <translation>ディール 1 の得点は変わりません。</translation>
    </message>
    <message>
        <source>Deals 1–{last} keep their scores.</source>
        <translation>ディール 1–{last} の得点は変わりません。</translation>
    </message>
    <message>
        <source>The scores of {n} of {m} deals change.</source>
        <translation>{m} ディールのうち {n} ディールの得点が変わります。</translation>
    </message>
    <message>
        <source>Discard the changes?</source>
        <translation>変更を破棄しますか？</translation>
    </message>
    <message>
        <source>The session details you changed are not saved. Throw the changes away? No keeps the form open, as typed.</source>
        <translation>変更したセッションの詳細はまだ保存されていません。破棄しますか？「いいえ」を選ぶと、入力した内容のまま続けられます。</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Import a session record</source>
        <translation>セッション記録の読み込み</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} の読み込み</translation>
    </message>
    <message>
        <source>This session is already stored, identical: it is opened.</source>
        <translation>このセッションは同じ内容で保存済みです。保存済みのセッションを開きます。</translation>
    </message>
    <message>
        <source>This session is already stored (the same id) and the file differs. Deals stored: {stored}, in the file: {given}.

Skip keeps the stored session; Replace overwrites it with the file&apos;s.</source>
        <translation>このセッションは保存済み（同じ ID）ですが、ファイルの内容と異なります。保存済みのディール: {stored} 件、ファイルのディール: {given} 件。

「スキップ」は保存済みのセッションをそのまま残し、「置き換え」はファイルの内容で上書きします。</translation>
    </message>
    <message>
        <source>Cannot import {name}</source>
        <translation>{name} を読み込めません</translation>
    </message>
    <message>
        <source>Export the session record</source>
        <translation>セッション記録の書き出し</translation>
    </message>
    <message>
        <source>Export the score sheet as CSV</source>
        <translation>スコアシートを CSV に書き出す</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>{name} に書き込めません</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF の書き出し</translation>
    </message>
    <message>
        <source>PDF export is not installed.</source>
        <translation>PDF 書き出しはインストールされていません。</translation>
    </message>
    <message>
        <source>Export the score sheet as PDF</source>
        <translation>スコアシートを PDF に書き出す</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>サンプルを開けません</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>&amp;Unarchive session</source>
        <translation>アーカイブを解除(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation>セッションをアーカイブ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
        <translation>セッションを削除(&amp;D)…</translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>open</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>{state}, archived</source>
        <translation>{state}・アーカイブ済み</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>No deals yet. Ctrl+D enters the first one.</source>
        <translation>ディールはまだありません。Ctrl+D で最初のディールを入力します。</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>ディール {n} — ディーラー {dealer}</translation>
    </message>
    <message>
        <source>Note: {warning}</source>
        <translation>注意: {warning}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Check for new versions</source>
        <translation>新しいバージョンを確認する(&amp;C)</translation>
    </message>
    <message>
        <source>At most once a day, when Scorekeeper starts on the welcome screen: one question to the project&apos;s release page, never during a game.</source>
        <translation>1日に1回まで、Scorekeeper がようこそ画面で起動したときだけ、プロジェクトのリリースページに1回問い合わせます。ゲーム中には確認しません。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK. Colours follow the system&apos;s light or dark setting.</source>
        <translation>OK を押すとすぐにウィンドウの言語が切り替わります。配色はシステムのライト／ダーク設定に従います。</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>&amp;Copy as text</source>
        <translation>テキストとしてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>{player}: {points} points, {balance}</source>
        <translation>{player}: {points} 点、{balance}</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitute a player</source>
        <translation>選手の交代</translation>
    </message>
    <message>
        <source>From deal {n} on (the next deal). The newcomer takes the seat&apos;s place.</source>
        <translation>第{n}ディール（次のディール）から。新しい人がその席に入ります。</translation>
    </message>
    <message>
        <source>The newcomer starts the race at &amp;0</source>
        <translation>新しい人は 0 点からレースを始める(&amp;0)</translation>
    </message>
    <message>
        <source>Unchecked, the newcomer plays on with the seat&apos;s score of the running game.</source>
        <translation>チェックしないと、新しい人は進行中のゲームでのその席の得点で続けます。</translation>
    </message>
    <message>
        <source>Who &amp;leaves:</source>
        <translation>抜ける人(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Newcomer:</source>
        <translation>新しい人(&amp;N):</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table view</source>
        <translation>卓上表示</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>ディールはまだありません。</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>ディール {n} — ディーラー {dealer}</translation>
    </message>
</context>
<context>
    <name>TotalsBanner</name>
    <message>
        <source>game {n} to {target}</source>
        <translation>ゲーム {n}（{target} 点先取）</translation>
    </message>
    <message>
        <source>double round: {n} more deals count double</source>
        <translation>ダブルラウンド: あと {n} ディールは 2 倍</translation>
    </message>
</context>
<context>
    <name>UltiForm</name>
    <message>
        <source>type a bid: 40 ulti, piros betli, …</source>
        <translation>ビッドを入力: 40 ulti, piros betli, …</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>ディフェンダー</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>コントラ（倍付け）</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カード点</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>トリック数</translation>
    </message>
    <message>
        <source>no row of the bid table holds all of these</source>
        <translation>これらをすべて含むビッド表の行はありません</translation>
    </message>
    <message>
        <source>→ {0} (rank {1})</source>
        <translation>→ {0}（ランク {1}）</translation>
    </message>
    <message>
        <source>[↑↓: {0} more]</source>
        <translation>[↑↓: 他 {0} 件]</translation>
    </message>
    <message>
        <source>“{word}” is not an Ulti bid word</source>
        <translation>「{word}」は Ulti のビッドの言葉ではありません</translation>
    </message>
    <message>
        <source>Kontra: {0}</source>
        <translation>コントラ（倍付け）: {0}</translation>
    </message>
</context>
<context>
    <name>UltimateForm</name>
    <message>
        <source>e.g. QH, 10S</source>
        <translation>例: QH, 10S</translation>
    </message>
    <message>
        <source>Defenders&apos; points</source>
        <translation>ディフェンダーの点</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&amp;New session…</source>
        <translation>新しいセッション(&amp;N)…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper（スコアキーパー）</translation>
    </message>
    <message>
        <source>Keeps the score of Ulti, Marjapussi, Huutopussi, Zwanzigerrufen and Ultimate at a real card table. Ctrl+N starts a session; Enter opens the session selected below.</source>
        <translation>実際のカード卓で Ulti、Marjapussi、Huutopussi、Zwanzigerrufen、Ultimate のスコアを記録します。Ctrl+N でセッションを開始、Enter で下の選択中のセッションを開きます。</translation>
    </message>
    <message>
        <source>No sessions yet: press Ctrl+N to start one, or open an example below.</source>
        <translation>セッションはまだありません。Ctrl+N で開始するか、下のサンプルを開いてください。</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>アーカイブ済みのセッションを表示(&amp;A)</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>データベースを開いています…</translation>
    </message>
    <message>
        <source>&amp;Recent sessions:</source>
        <translation>最近のセッション(&amp;R):</translation>
    </message>
    <message>
        <source>Explore an example evening (opened as a copy, not saved)</source>
        <translation>サンプルの一晩を見る（コピーとして開き、保存しません）</translation>
    </message>
</context>
<context>
    <name>ZwanzigerrufenForm</name>
    <message>
        <source>declarers</source>
        <translation>デクレアラー側</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>ディフェンダー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>トリック数</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Restore the newest backup, {name}, now?</source>
        <translation>最新のバックアップ {name} を今すぐ復元しますか？</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Skip</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置き換え</translation>
    </message>
    <message>
        <source>Session records (*.json);;All files (*)</source>
        <translation>セッション記録 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
</context>
<context>
    <name>drafts</name>
    <message>
        <source>The deal being typed cannot be kept in {path}: {reason}</source>
        <translation>入力中のディールを {path} に一時保存できません: {reason}</translation>
    </message>
    <message>
        <source>Draft not kept</source>
        <translation>一時保存できません</translation>
    </message>
</context>
<context>
    <name>entry</name>
    <message>
        <source>“{0}” is not pass or a number</source>
        <translation>「{0}」はパスでも数字でもありません</translation>
    </message>
    <message>
        <source>“{0}” is not a whole number</source>
        <translation>「{0}」は整数ではありません</translation>
    </message>
    <message>
        <source>“{0}” is not a level: type 0 to {1} (1 = ×2 … {1} = ×{2})</source>
        <translation>「{0}」は倍付けの回数ではありません。0〜{1} で入力してください（1 = ×2 … {1} = ×{2}）</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>(default: {value})</source>
        <translation>（既定: {value}）</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>add deal</source>
        <translation>ディールの追加</translation>
    </message>
    <message>
        <source>insert deal {n}</source>
        <translation>ディール {n} の挿入</translation>
    </message>
    <message>
        <source>edit deal {n}</source>
        <translation>ディール {n} の編集</translation>
    </message>
    <message>
        <source>delete deal {n}</source>
        <translation>ディール {n} の削除</translation>
    </message>
    <message>
        <source>delete session {n}</source>
        <translation>セッション {n} の削除</translation>
    </message>
    <message>
        <source>archive session {n}</source>
        <translation>セッション {n} のアーカイブ</translation>
    </message>
    <message>
        <source>unarchive session {n}</source>
        <translation>セッション {n} のアーカイブ解除</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>{old} を {new} に名前変更</translation>
    </message>
    <message>
        <source>change the stake</source>
        <translation>レートの変更</translation>
    </message>
    <message>
        <source>change the house rules</source>
        <translation>ハウスルールの変更</translation>
    </message>
    <message>
        <source>change the session end</source>
        <translation>セッションの終わりの変更</translation>
    </message>
    <message>
        <source>{new} takes {old}&apos;s seat</source>
        <translation>{new} が {old} の席に入る</translation>
    </message>
    <message>
        <source>deal {n} from {device}, accepted by {player}</source>
        <translation>{device} からのディール {n}（{player} が承認）</translation>
    </message>
</context>
<context>
    <name>updates</name>
    <message>
        <source>Scorekeeper {version} is out: &lt;a href=&quot;{url}&quot;&gt;download it&lt;/a&gt;</source>
        <translation>Scorekeeper {version} が公開されました: &lt;a href=&quot;{url}&quot;&gt;ダウンロード&lt;/a&gt;</translation>
    </message>
</context>
</TS>
