<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
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
    <name>DealDialog</name>
    <message>
        <source>Deal — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the deal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal you typed is not saved. Throw it away? No keeps the form open, as typed.</source>
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
    <name>LeagueDialog</name>
    <message>
        <source>Edit league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another table or place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide statistics (only the standings are shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Season from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None ticked: every table&apos;s evenings count.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueReportView</name>
    <message>
        <source>Show &amp;statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics are hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season &amp;chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;venings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This league hides its statistics (Edit… changes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No league chosen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueWindow</name>
    <message>
        <source>Leagues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leagues yet: New… defines one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leagues:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the league {name}? Its sessions stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league was not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the league report as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The agreed end was reached. Record another deal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race was won. Record another deal, starting a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal was being typed for this session when Scorekeeper closed. Bring it back?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal being corrected has been deleted since: the correction is dropped.</source>
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
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal was being typed when Scorekeeper closed, for a session that no longer exists. It has been dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{end}. Ctrl+T shows the settlement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(example — changes are not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} (read-only: {why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened with a warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete session {n} ({players}) and its {count} deals? Ctrl+Z (Undo) brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {n} deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {n} archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {n} unarchived.</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Session &amp;details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ubstitute a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arc&amp;hive session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
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
    <message>
        <source>&amp;Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leagues…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge {name} into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Into:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{person} (sessions: {n})</source>
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
        <source>Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: a name is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which one, seat {n}</source>
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
        <source>&amp;Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ends:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no agreed end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when a total reaches ± a score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at a time of day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dea&amp;ls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sc&amp;ore (±):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake</source>
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
        <source>place, occasion… (optional)</source>
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
        <source>Every deal is zero-sum: each player&apos;s balance is his total × the amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount per lost game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount per point:</source>
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
    <name>PeopleModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formerly: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <source>tells two people of the same name apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions already played keep the name as it was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}? The sessions {gone} played become {keep}&apos;s; the score sheets keep the names as they were written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players were not merged</source>
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
        <source>The preview appears once the deal is complete and valid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PussiForm</name>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
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
    <name>SessionDetailsDialog</name>
    <message>
        <source>Session details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For &amp;all deals: every deal is scored again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the &amp;next deal on (deal {n}): the deals played keep their scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stake applies to the whole session: the money is settled once, at the end of the evening.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal 1 keeps its score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals 1–{last} keep their scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores of {n} of {m} deals change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session details you changed are not saved. Throw the changes away? No keeps the form open, as typed.</source>
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
        <source>Import {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session is already stored, identical: it is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session is already stored (the same id) and the file differs. Deals stored: {stored}, in the file: {given}.

Skip keeps the stored session; Replace overwrites it with the file&apos;s.</source>
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
        <source>Cannot write {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>&amp;Unarchive session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
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
    <message>
        <source>{state}, archived</source>
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
        <source>&amp;Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {points} points, {balance}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitute a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From deal {n} on (the next deal). The newcomer takes the seat&apos;s place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newcomer starts the race at &amp;0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchecked, the newcomer plays on with the seat&apos;s score of the running game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who &amp;leaves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Newcomer:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TotalsBanner</name>
    <message>
        <source>game {n} to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double round: {n} more deals count double</source>
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
        <source>Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
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
        <source>Kontra</source>
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
        <source>Surrender</source>
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
        <source>“{word}” is not an Ulti bid word</source>
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
        <source>Marriages shown by the soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriages shown by the defenders</source>
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
        <source>No sessions yet: press Ctrl+N to start one, or open an example below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the database…</source>
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
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
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
    <name>app</name>
    <message>
        <source>Restore the newest backup, {name}, now?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
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
    <name>drafts</name>
    <message>
        <source>The deal being typed cannot be kept in {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft not kept</source>
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
        <source>“{0}” is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is not a level: type 0 to {1} (1 = ×2 … {1} = ×{2})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>(default: {value})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>delete session {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>archive session {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unarchive session {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change the stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change the house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change the session end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{new} takes {old}&apos;s seat</source>
        <translation type="unfinished"></translation>
    </message>
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
</TS>
