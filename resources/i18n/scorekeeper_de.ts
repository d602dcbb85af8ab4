<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AuctionEditor</name>
    <message>
        <source>Auction log (optional)</source>
        <translation>Lizitationsprotokoll (optional)</translation>
    </message>
    <message>
        <source>calls in turn order, separated by commas</source>
        <translation>Ansagen in Reihenfolge, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Auction log</source>
        <translation>Lizitationsprotokoll</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal — {0}</source>
        <translation>Spiel — {0}</translation>
    </message>
    <message>
        <source>Discard the deal?</source>
        <translation>Spiel verwerfen?</translation>
    </message>
    <message>
        <source>The deal you typed is not saved. Throw it away? No keeps the form open, as typed.</source>
        <translation>Das eingegebene Spiel ist nicht gespeichert. Verwerfen? „Nein“ lässt das Formular offen, so wie eingegeben.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation>Ge&amp;ber</translation>
    </message>
    <message>
        <source>{0}: still to fill in</source>
        <translation>{0}: noch auszufüllen</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Scorekeeper: an unexpected error</source>
        <translation>Scorekeeper: ein unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Scorekeeper met an error it did not expect:</source>
        <translation>In Scorekeeper ist ein unerwarteter Fehler aufgetreten:</translation>
    </message>
    <message>
        <source>The log file could not be written.</source>
        <translation>Die Protokolldatei konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The details are in the log file:
{path}</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei:
{path}</translation>
    </message>
    <message>
        <source>Copy details puts them on the clipboard, to paste into a bug report.</source>
        <translation>Details kopieren legt sie in die Zwischenablage, zum Einfügen in einen Fehlerbericht.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <source>More errors came after it: {count}. They are in the log file too.</source>
        <translation>Danach sind weitere Fehler aufgetreten: {count}. Auch sie stehen in der Protokolldatei.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>LeagueDialog</name>
    <message>
        <source>Edit league</source>
        <translation>Liga bearbeiten</translation>
    </message>
    <message>
        <source>New league</source>
        <translation>Neue Liga</translation>
    </message>
    <message>
        <source>Another table or place</source>
        <translation>Anderer Tisch oder Ort</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Hide statistics (only the standings are shown)</source>
        <translation>Statistik &amp;ausblenden (nur die Tabelle wird gezeigt)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>&amp;bis</translation>
    </message>
    <message>
        <source>&amp;Season from:</source>
        <translation>Sa&amp;ison von:</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Tische:</translation>
    </message>
    <message>
        <source>None ticked: every table&apos;s evenings count.</source>
        <translation>Nichts angehakt: die Abende aller Tische zählen.</translation>
    </message>
</context>
<context>
    <name>LeagueReportView</name>
    <message>
        <source>Show &amp;statistics</source>
        <translation>&amp;Statistik zeigen</translation>
    </message>
    <message>
        <source>The statistics are hidden.</source>
        <translation>Die Statistik ist ausgeblendet.</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <source>Season &amp;chart</source>
        <translation>Saison&amp;verlauf</translation>
    </message>
    <message>
        <source>E&amp;venings</source>
        <translation>&amp;Abende</translation>
    </message>
    <message>
        <source>This league hides its statistics (Edit… changes it).</source>
        <translation>Diese Liga blendet ihre Statistik aus („Bearbeiten…“ ändert das).</translation>
    </message>
    <message>
        <source>No league chosen</source>
        <translation>Keine Liga gewählt</translation>
    </message>
</context>
<context>
    <name>LeagueWindow</name>
    <message>
        <source>Leagues</source>
        <translation>Ligen</translation>
    </message>
    <message>
        <source>No leagues yet: New… defines one.</source>
        <translation>Noch keine Ligen: „Neu…“ legt eine an.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>&amp;Leagues:</source>
        <translation>L&amp;igen:</translation>
    </message>
    <message>
        <source>Delete league</source>
        <translation>Liga löschen</translation>
    </message>
    <message>
        <source>Delete the league {name}? Its sessions stay as they are.</source>
        <translation>Die Liga {name} löschen? Ihre Sitzungen bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>The league was not deleted</source>
        <translation>Die Liga wurde nicht gelöscht</translation>
    </message>
    <message>
        <source>Export the league report as PDF</source>
        <translation>Ligabericht als PDF exportieren</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>{name} kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The agreed end was reached. Record another deal?</source>
        <translation>Das vereinbarte Ende ist erreicht. Noch ein Spiel eintragen?</translation>
    </message>
    <message>
        <source>The race was won. Record another deal, starting a new game?</source>
        <translation>Der Wettlauf ist gewonnen. Noch ein Spiel eintragen und eine neue Partie beginnen?</translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <source>A deal was being typed for this session when Scorekeeper closed. Bring it back?</source>
        <translation>Als Scorekeeper geschlossen wurde, war ein Spiel dieser Sitzung in Eingabe. Wiederherstellen?</translation>
    </message>
    <message>
        <source>The deal being corrected has been deleted since: the correction is dropped.</source>
        <translation>Das Spiel, das korrigiert wurde, ist inzwischen gelöscht: die Korrektur wird verworfen.</translation>
    </message>
    <message>
        <source>Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.</source>
        <translation>Spiel {n} löschen? Alle späteren Spiele werden neu gewertet. Rückgängig (Strg+Z) holt es zurück.</translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>The deal cannot be recorded</source>
        <translation>Das Spiel kann nicht eingetragen werden</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Settlement…</source>
        <translation>Abrechnung…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>A deal was being typed when Scorekeeper closed, for a session that no longer exists. It has been dropped.</source>
        <translation>Als Scorekeeper geschlossen wurde, war ein Spiel für eine Sitzung in Eingabe, die es nicht mehr gibt. Es wurde verworfen.</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>Die Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{end}. Ctrl+T shows the settlement.</source>
        <translation>{end}. Strg+T zeigt die Abrechnung.</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>Die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>(example — changes are not saved)</source>
        <translation>(Beispiel — Änderungen werden nicht gespeichert)</translation>
    </message>
    <message>
        <source>{title} (read-only: {why})</source>
        <translation>{title} (schreibgeschützt: {why})</translation>
    </message>
    <message>
        <source>Opened with a warning</source>
        <translation>Mit einer Warnung geöffnet</translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation>Die Sitzung kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Sitzung löschen</translation>
    </message>
    <message>
        <source>Delete session {n} ({players}) and its {count} deals? Ctrl+Z (Undo) brings it back.</source>
        <translation>Sitzung {n} ({players}) mit ihren {count} Spielen löschen? Strg+Z (Rückgängig) holt sie zurück.</translation>
    </message>
    <message>
        <source>Session {n} deleted.</source>
        <translation>Sitzung {n} gelöscht.</translation>
    </message>
    <message>
        <source>Session {n} archived.</source>
        <translation>Sitzung {n} archiviert.</translation>
    </message>
    <message>
        <source>Session {n} unarchived.</source>
        <translation>Sitzung {n} aus dem Archiv geholt.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Neue Sitzung…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export session as JSON…</source>
        <translation>Sitzung als JSON &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export score sheet as C&amp;SV…</source>
        <translation>Spielliste als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>Sitzung &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <source>&amp;New deal…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Insert deal before the selected one…</source>
        <translation>Spiel vor dem gewählten &amp;einfügen…</translation>
    </message>
    <message>
        <source>&amp;Edit selected deal…</source>
        <translation>Gewähltes Spiel &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete selected deal</source>
        <translation>Gewähltes Spiel &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <source>Session &amp;details…</source>
        <translation>Sitzungs&amp;details…</translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation>&amp;Abrechnung…</translation>
    </message>
    <message>
        <source>&amp;Table view</source>
        <translation>&amp;Tischansicht</translation>
    </message>
    <message>
        <source>S&amp;ubstitute a player…</source>
        <translation>Spieler &amp;ersetzen…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Arc&amp;hive session</source>
        <translation>Sitzung arc&amp;hivieren</translation>
    </message>
    <message>
        <source>De&amp;lete session…</source>
        <translation>Sitzung &amp;löschen…</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Verein</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Spieler…</translation>
    </message>
    <message>
        <source>&amp;Leagues…</source>
        <translation>&amp;Ligen…</translation>
    </message>
    <message>
        <source>P&amp;hones…</source>
        <translation>&amp;Handys…</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge {name} into…</source>
        <translation>{name} zusammenführen mit…</translation>
    </message>
    <message>
        <source>&amp;Into:</source>
        <translation>&amp;Mit:</translation>
    </message>
    <message>
        <source>{person} (sessions: {n})</source>
        <translation>{person} (Sitzungen: {n})</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.</source>
        <translation>Plätze in Spielreihenfolge. Alt+Auf / Alt+Ab verschiebt einen Spieler um einen Platz.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>Regelwer&amp;k:</translation>
    </message>
    <message>
        <source>Seat {n}: a name is needed.</source>
        <translation>Platz {n}: ein Name ist nötig.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Which one, seat {n}</source>
        <translation>Welche Person, Platz {n}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>&amp;Anzahl Spieler:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Erster &amp;Geber:</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Uhrzeit:</translation>
    </message>
    <message>
        <source>&amp;Ends:</source>
        <translation>&amp;Ende:</translation>
    </message>
    <message>
        <source>after games</source>
        <translation>nach Partien</translation>
    </message>
    <message>
        <source>no agreed end</source>
        <translation>kein vereinbartes Ende</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>nach einer Anzahl Spiele</translation>
    </message>
    <message>
        <source>when a total reaches ± a score</source>
        <translation>wenn ein Stand ± eine Punktzahl erreicht</translation>
    </message>
    <message>
        <source>at a time of day</source>
        <translation>zu einer Uhrzeit</translation>
    </message>
    <message>
        <source>Dea&amp;ls:</source>
        <translation>Spie&amp;le:</translation>
    </message>
    <message>
        <source>Sc&amp;ore (±):</source>
        <translation>Pu&amp;nkte (±):</translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation>Par&amp;tien:</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <source>per point (difference from the table&apos;s mean)</source>
        <translation>pro Punkt (Abstand zum Tischdurchschnitt)</translation>
    </message>
    <message>
        <source>per game (each loser pays the winner)</source>
        <translation>pro Partie (jeder Verlierer zahlt dem Sieger)</translation>
    </message>
    <message>
        <source>place, occasion… (optional)</source>
        <translation>Ort, Anlass… (optional)</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>Wä&amp;hrung:</translation>
    </message>
    <message>
        <source>&amp;Settlement:</source>
        <translation>Ab&amp;rechnung:</translation>
    </message>
    <message>
        <source>Every deal is zero-sum: each player&apos;s balance is his total × the amount.</source>
        <translation>Jedes Spiel ist ein Nullsummenspiel: der Saldo jedes Spielers ist sein Stand × der Betrag.</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>An&amp;merkung:</translation>
    </message>
    <message>
        <source>&amp;Amount per lost game:</source>
        <translation>&amp;Betrag pro verlorene Partie:</translation>
    </message>
    <message>
        <source>&amp;Amount per point:</source>
        <translation>&amp;Betrag pro Punkt:</translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>No sessions yet.</source>
        <translation>Noch keine Sitzungen.</translation>
    </message>
</context>
<context>
    <name>PaymentsModel</name>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
</context>
<context>
    <name>PendingBox</name>
    <message>
        <source>Entered on phones, waiting for an opponent to accept: {n}</source>
        <translation>Auf Handys eingegeben, wartet auf die Bestätigung eines Gegners: {n}</translation>
    </message>
    <message>
        <source>entered at {time} on {device}</source>
        <translation>eingegeben um {time} auf {device}</translation>
    </message>
    <message>
        <source>• no longer fits as the next deal: {why} ({source})</source>
        <translation>• passt nicht mehr als nächstes Spiel: {why} ({source})</translation>
    </message>
    <message>
        <source>• {deal} ({source})</source>
        <translation>• {deal} ({source})</translation>
    </message>
    <message>
        <source>• {deal}: {deltas} ({source})</source>
        <translation>• {deal}: {deltas} ({source})</translation>
    </message>
</context>
<context>
    <name>PeopleModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Formerly: {names}</source>
        <translation>Früher: {names}</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <source>tells two people of the same name apart</source>
        <translation>unterscheidet zwei Personen mit demselben Namen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>An&amp;merkung:</translation>
    </message>
    <message>
        <source>Sessions already played keep the name as it was written.</source>
        <translation>Bereits gespielte Sitzungen behalten den Namen, wie er geschrieben wurde.</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (nur dieser Computer)</translation>
    </message>
    <message>
        <source>{address} (network {name})</source>
        <translation>{address} (Netzwerk {name})</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Stände</translation>
    </message>
    <message>
        <source>Pending deals</source>
        <translation>Unbestätigte Spiele</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Handy</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>Abend &amp;beenden…</translation>
    </message>
    <message>
        <source>Every link and every phone expires now.</source>
        <translation>Alle Links und alle Handys verfallen jetzt.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Phones connected</source>
        <translation>Verbundene Handys</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <source>&amp;Print QR codes…</source>
        <translation>QR-Codes &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Veranstalter</translation>
    </message>
    <message>
        <source>Port {port} is in use by another program: choose another.</source>
        <translation>Port {port} wird von einem anderen Programm benutzt: bitte einen anderen wählen.</translation>
    </message>
    <message>
        <source>Port {port} is reserved on this computer: choose one above 1023.</source>
        <translation>Port {port} ist auf diesem Computer reserviert: bitte einen über 1023 wählen.</translation>
    </message>
    <message>
        <source>This computer cannot listen on this address: {why}</source>
        <translation>Dieser Computer kann auf dieser Adresse nicht lauschen: {why}</translation>
    </message>
    <message>
        <source>End the evening</source>
        <translation>Abend beenden</translation>
    </message>
    <message>
        <source>Every link and every phone expires now: the printed codes open nothing any more. Switching on again makes new links.</source>
        <translation>Alle Links und alle Handys verfallen jetzt: die gedruckten Codes öffnen nichts mehr. Beim erneuten Einschalten entstehen neue Links.</translation>
    </message>
    <message>
        <source>Switch &amp;off</source>
        <translation>A&amp;usschalten</translation>
    </message>
    <message>
        <source>Switch &amp;on</source>
        <translation>&amp;Einschalten</translation>
    </message>
    <message>
        <source>On: phones on this network open the links below (plain HTTP: anyone on the network can see the pages&apos; traffic).</source>
        <translation>An: Handys in diesem Netzwerk öffnen die Links unten (unverschlüsseltes HTTP: jeder im Netzwerk kann den Verkehr mitlesen).</translation>
    </message>
    <message>
        <source>Off: no phone can reach this computer&apos;s sessions.</source>
        <translation>Aus: kein Handy erreicht die Sitzungen dieses Computers.</translation>
    </message>
    <message>
        <source>Print QR codes</source>
        <translation>QR-Codes drucken</translation>
    </message>
    <message>
        <source>{name} is written. Open it now to print it?</source>
        <translation>{name} ist geschrieben. Jetzt zum Drucken öffnen?</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>N&amp;ote…</source>
        <translation>An&amp;merkung…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>&amp;Zusammenführen mit…</translation>
    </message>
    <message>
        <source>Rename {name}</source>
        <translation>{name} umbenennen</translation>
    </message>
    <message>
        <source>Note for {name}</source>
        <translation>Anmerkung zu {name}</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>Die Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}? The sessions {gone} played become {keep}&apos;s; the score sheets keep the names as they were written.</source>
        <translation>{gone} mit {keep} zusammenführen? Die Sitzungen von {gone} gehen auf {keep} über; die Spiellisten behalten die Namen, wie sie geschrieben wurden.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>The players were not merged</source>
        <translation>Die Spieler wurden nicht zusammengeführt</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>this deal</source>
        <translation>dieses Spiel</translation>
    </message>
    <message>
        <source>total after</source>
        <translation>Stand danach</translation>
    </message>
    <message>
        <source>The preview appears once the deal is complete and valid.</source>
        <translation>Die Vorschau erscheint, sobald das Spiel vollständig und gültig ist.</translation>
    </message>
</context>
<context>
    <name>SessionDetailsDialog</name>
    <message>
        <source>Session details</source>
        <translation>Sitzungsdetails</translation>
    </message>
    <message>
        <source>&amp;For all deals: every deal is scored again</source>
        <translation>&amp;Für alle Spiele: jedes Spiel wird neu gewertet</translation>
    </message>
    <message>
        <source>From the ne&amp;xt deal on (deal {n}): the deals played keep their scores</source>
        <translation>Ab &amp;dem nächsten Spiel (Spiel {n}): die gespielten Spiele behalten ihre Wertung</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>The stake applies to the whole session: the money is settled once, at the end of the evening.</source>
        <translation>Der Tarif gilt für die ganze Sitzung: abgerechnet wird einmal, am Ende des Abends.</translation>
    </message>
    <message>
        <source>Seat {n}: {reason}</source>
        <translation>Platz {n}: {reason}</translation>
    </message>
    <message>
        <source>Deal 1 keeps its score.</source>
        <translation>Spiel 1 behält seine Wertung.</translation>
    </message>
    <message>
        <source>Deals 1–{last} keep their scores.</source>
        <translation>Spiele 1–{last} behalten ihre Wertung.</translation>
    </message>
    <message>
        <source>The scores of {n} of {m} deals change.</source>
        <translation>Die Wertung von {n} der {m} Spiele ändert sich.</translation>
    </message>
    <message>
        <source>Discard the changes?</source>
        <translation>Änderungen verwerfen?</translation>
    </message>
    <message>
        <source>The session details you changed are not saved. Throw the changes away? No keeps the form open, as typed.</source>
        <translation>Die geänderten Sitzungsdetails sind nicht gespeichert. Änderungen verwerfen? „Nein“ lässt das Formular offen, so wie eingegeben.</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Import a session record</source>
        <translation>Sitzungsdatei importieren</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} importieren</translation>
    </message>
    <message>
        <source>This session is already stored, identical: it is opened.</source>
        <translation>Diese Sitzung ist schon gespeichert, identisch: sie wird geöffnet.</translation>
    </message>
    <message>
        <source>This session is already stored (the same id) and the file differs. Deals stored: {stored}, in the file: {given}.

Skip keeps the stored session; Replace overwrites it with the file&apos;s.</source>
        <translation>Diese Sitzung ist schon gespeichert (dieselbe ID), und die Datei weicht ab. Gespeicherte Spiele: {stored}, in der Datei: {given}.

„Überspringen“ behält die gespeicherte Sitzung; „Ersetzen“ überschreibt sie mit der aus der Datei.</translation>
    </message>
    <message>
        <source>Cannot import {name}</source>
        <translation>{name} kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Export the session record</source>
        <translation>Sitzungsdatei exportieren</translation>
    </message>
    <message>
        <source>Export the score sheet as CSV</source>
        <translation>Spielliste als CSV exportieren</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF export is not installed.</source>
        <translation>Der PDF-Export ist nicht installiert.</translation>
    </message>
    <message>
        <source>Export the score sheet as PDF</source>
        <translation>Spielliste als PDF exportieren</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>{name} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Das Beispiel kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>&amp;Unarchive session</source>
        <translation>Sitzung aus dem Archiv &amp;holen</translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation>Sitzung &amp;archivieren</translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
        <translation>Sitzung &amp;löschen…</translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>{state}, archived</source>
        <translation>{state}, archiviert</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>No deals yet. Ctrl+D enters the first one.</source>
        <translation>Noch keine Spiele. Strg+D trägt das erste ein.</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>Spiel {n} — Geber {dealer}</translation>
    </message>
    <message>
        <source>Note: {warning}</source>
        <translation>Hinweis: {warning}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Check for new versions</source>
        <translation>Nach neuen &amp;Versionen suchen</translation>
    </message>
    <message>
        <source>At most once a day, when Scorekeeper starts on the welcome screen: one question to the project&apos;s release page, never during a game.</source>
        <translation>Höchstens einmal am Tag, wenn Scorekeeper mit dem Startbildschirm startet: eine Anfrage an die Release-Seite des Projekts, nie während eines Spiels.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK. Colours follow the system&apos;s light or dark setting.</source>
        <translation>Das Fenster wechselt die Sprache, sobald Sie OK drücken. Die Farben folgen der hellen oder dunklen Einstellung des Systems.</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>&amp;Copy as text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>{player}: {points} points, {balance}</source>
        <translation>{player}: {points} Punkte, {balance}</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitute a player</source>
        <translation>Spieler ersetzen</translation>
    </message>
    <message>
        <source>From deal {n} on (the next deal). The newcomer takes the seat&apos;s place.</source>
        <translation>Ab Spiel {n} (dem nächsten Spiel). Der Neue übernimmt den Platz.</translation>
    </message>
    <message>
        <source>The newcomer starts the race at &amp;0</source>
        <translation>Der Neue beginnt den Wettlauf bei &amp;0</translation>
    </message>
    <message>
        <source>Unchecked, the newcomer plays on with the seat&apos;s score of the running game.</source>
        <translation>Ohne Haken spielt der Neue mit dem Stand des Platzes in der laufenden Partie weiter.</translation>
    </message>
    <message>
        <source>Who &amp;leaves:</source>
        <translation>Wer &amp;geht:</translation>
    </message>
    <message>
        <source>&amp;Newcomer:</source>
        <translation>Der &amp;Neue:</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table view</source>
        <translation>Tischansicht</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>Spiel {n} — Geber {dealer}</translation>
    </message>
</context>
<context>
    <name>TotalsBanner</name>
    <message>
        <source>game {n} to {target}</source>
        <translation>Partie {n} bis {target}</translation>
    </message>
    <message>
        <source>double round: {n} more deals count double</source>
        <translation>Doppelrunde: noch {n} Spiele zählen doppelt</translation>
    </message>
</context>
<context>
    <name>UltiForm</name>
    <message>
        <source>type a bid: 40 ulti, piros betli, …</source>
        <translation>Gebot eingeben: 40 ulti, piros betli, …</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Kontra: {0}</source>
        <translation>Kontra: {0}</translation>
    </message>
    <message>
        <source>no row of the bid table holds all of these</source>
        <translation>keine Zeile der Gebotstabelle enthält all das</translation>
    </message>
    <message>
        <source>→ {0} (rank {1})</source>
        <translation>→ {0} (Rang {1})</translation>
    </message>
    <message>
        <source>[↑↓: {0} more]</source>
        <translation>[↑↓: {0} weitere]</translation>
    </message>
    <message>
        <source>“{word}” is not an Ulti bid word</source>
        <translation>„{word}“ ist kein Wort eines Ulti-Gebots</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
</context>
<context>
    <name>UltimateForm</name>
    <message>
        <source>e.g. QH, 10S</source>
        <translation>z. B. QH, 10S</translation>
    </message>
    <message>
        <source>Defenders&apos; points</source>
        <translation>Punkte der Gegenspieler</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Neue Sitzung…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>Keeps the score of Ulti, Marjapussi, Huutopussi, Zwanzigerrufen and Ultimate at a real card table. Ctrl+N starts a session; Enter opens the session selected below.</source>
        <translation>Führt am echten Kartentisch die Spielliste für Ulti, Marjapussi, Huutopussi, Zwanzigerrufen und Ultimate. Strg+N beginnt eine Sitzung; Eingabe öffnet die unten gewählte Sitzung.</translation>
    </message>
    <message>
        <source>No sessions yet: press Ctrl+N to start one, or open an example below.</source>
        <translation>Noch keine Sitzungen: Strg+N beginnt eine, oder unten ein Beispiel öffnen.</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>&amp;Archivierte Sitzungen zeigen</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Datenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>&amp;Recent sessions:</source>
        <translation>&amp;Letzte Sitzungen:</translation>
    </message>
    <message>
        <source>Explore an example evening (opened as a copy, not saved)</source>
        <translation>Einen Beispielabend ansehen (als Kopie geöffnet, nicht gespeichert)</translation>
    </message>
</context>
<context>
    <name>ZwanzigerrufenForm</name>
    <message>
        <source>declarers</source>
        <translation>Spielerpartei</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>Gegenpartei</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Restore the newest backup, {name}, now?</source>
        <translation>Die neueste Sicherung, {name}, jetzt wiederherstellen?</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Session records (*.json);;All files (*)</source>
        <translation>Sitzungsdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>drafts</name>
    <message>
        <source>The deal being typed cannot be kept in {path}: {reason}</source>
        <translation>Das Spiel in Eingabe kann nicht in {path} zwischengespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Draft not kept</source>
        <translation>Entwurf nicht gesichert</translation>
    </message>
</context>
<context>
    <name>entry</name>
    <message>
        <source>“{0}” is not pass or a number</source>
        <translation>„{0}“ ist weder passe noch eine Zahl</translation>
    </message>
    <message>
        <source>“{0}” is not a whole number</source>
        <translation>„{0}“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>“{0}” is not a level: type 0 to {1} (1 = ×2 … {1} = ×{2})</source>
        <translation>„{0}“ ist keine Stufe: 0 bis {1} eingeben (1 = ×2 … {1} = ×{2})</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>(default: {value})</source>
        <translation>(Standard: {value})</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>delete session {n}</source>
        <translation>Sitzung {n} löschen</translation>
    </message>
    <message>
        <source>archive session {n}</source>
        <translation>Sitzung {n} archivieren</translation>
    </message>
    <message>
        <source>unarchive session {n}</source>
        <translation>Sitzung {n} aus dem Archiv holen</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>{old} in {new} umbenennen</translation>
    </message>
    <message>
        <source>change the stake</source>
        <translation>Tarif ändern</translation>
    </message>
    <message>
        <source>change the house rules</source>
        <translation>Hausregeln ändern</translation>
    </message>
    <message>
        <source>change the session end</source>
        <translation>Sitzungsende ändern</translation>
    </message>
    <message>
        <source>{new} takes {old}&apos;s seat</source>
        <translation>{new} übernimmt den Platz von {old}</translation>
    </message>
    <message>
        <source>add deal</source>
        <translation>Spiel hinzufügen</translation>
    </message>
    <message>
        <source>insert deal {n}</source>
        <translation>Spiel {n} einfügen</translation>
    </message>
    <message>
        <source>edit deal {n}</source>
        <translation>Spiel {n} bearbeiten</translation>
    </message>
    <message>
        <source>delete deal {n}</source>
        <translation>Spiel {n} löschen</translation>
    </message>
    <message>
        <source>deal {n} from {device}, accepted by {player}</source>
        <translation>Spiel {n} von {device}, bestätigt von {player}</translation>
    </message>
</context>
<context>
    <name>updates</name>
    <message>
        <source>Scorekeeper {version} is out: &lt;a href=&quot;{url}&quot;&gt;download it&lt;/a&gt;</source>
        <translation>Scorekeeper {version} ist erschienen: &lt;a href=&quot;{url}&quot;&gt;herunterladen&lt;/a&gt;</translation>
    </message>
</context>
</TS>
