<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AuctionEditor</name>
    <message>
        <source>Auction log (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls in turn order, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalancesModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal — {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: still to fill in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(example — changes are not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal cannot be recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place, occasion… (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per point (difference from the table&apos;s mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per game (each loser pays the winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount per point:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settlement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: a name is needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sessions yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaymentsModel</name>
    <message>
        <source>Pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preview appears once the deal is complete.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PussiForm</name>
    <message>
        <source>D&amp;eclarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final &amp;bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kontra (doublings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal (three sixes, or nothing above a jack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunningTotalsChart</name>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result} — game {n} won by {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double round: this deal counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal ends game {n}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Import a session record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the session record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF export is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the score sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>No deals yet. Ctrl+D enters the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double round: counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {n} won by {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: {warning}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK. Colours follow the system&apos;s light or dark setting.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody owes anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled per lost game ({currency}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake: {amount} per point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {points} points, {balance}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TotalsBanner</name>
    <message>
        <source>Next dealer: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {n} to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double round: {n} more deals count double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last game won by {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UltiForm</name>
    <message>
        <source>type a bid: 40 ulti, piros betli, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soloist gave up before the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soloist&apos;s trump 7 went before the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last trick won by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump 7 in the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All four &amp;aces taken by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriages shown by the soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriages shown by the defenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no row of the bid table holds all of these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ {0} (rank {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[↑↓: {0} more]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UltimateForm</name>
    <message>
        <source>Thrown in (misdeal, redeal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. QH, 10S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no partner (×2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;eclarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bid (after any raise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner &amp;card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer&apos;s p&amp;oints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders&apos; points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&amp;New session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps the score of Ulti, Marjapussi, Huutopussi, Zwanzigerrufen and Ultimate at a real card table. Ctrl+N starts a session; Enter opens the session selected below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent sessions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore an example evening (opened as a copy, not saved)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZwanzigerrufenForm</name>
    <message>
        <source>Zusammenwerfen (thrown in, same dealer again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal game (calling a tarock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suit solo (Farbensolo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo (Schwarzer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for (dazu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against (dagegen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (not played last, not announced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarers&apos; Pagat won the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarers&apos; Pagat lost in the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarers&apos; Pagat went before the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defenders&apos; Pagat won the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defenders&apos; Pagat lost in the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defenders&apos; Pagat went before the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;eclarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called &amp;tarock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Partner (holder of the called tarock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absolut announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pagat ultimo announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valat announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kontra on the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra on Absolut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra on Pagat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra on Valat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;gat (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trull held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four kings held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mondfang: the Mond was lost by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zusammenwerfen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Session records (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>entry</name>
    <message>
        <source>“{0}” is not pass or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody — all passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>(default: {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>add deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insert deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edit deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>w</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insert deal before the selected one…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit selected deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete selected deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
