<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>AuctionEditor</name>
    <message>
        <source>Auction log (optional)</source>
        <translation>Licitnapló (nem kötelező)</translation>
    </message>
    <message>
        <source>calls in turn order, separated by commas</source>
        <translation>bemondások sorrendben, vesszővel elválasztva</translation>
    </message>
    <message>
        <source>Auction log</source>
        <translation>Licitnapló</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal — {0}</source>
        <translation>Leosztás — {0}</translation>
    </message>
    <message>
        <source>Discard the deal?</source>
        <translation>Elveted a leosztást?</translation>
    </message>
    <message>
        <source>The deal you typed is not saved. Throw it away? No keeps the form open, as typed.</source>
        <translation>A beírt leosztás nincs mentve. Elveted? A Nem választásával az űrlap nyitva marad, ahogy kitöltötted.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation>&amp;Osztó</translation>
    </message>
    <message>
        <source>{0}: still to fill in</source>
        <translation>{0}: még ki kell tölteni</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Scorekeeper: an unexpected error</source>
        <translation>Scorekeeper: váratlan hiba</translation>
    </message>
    <message>
        <source>Scorekeeper met an error it did not expect:</source>
        <translation>A Scorekeeper váratlan hibába ütközött:</translation>
    </message>
    <message>
        <source>The log file could not be written.</source>
        <translation>A naplófájlt nem sikerült írni.</translation>
    </message>
    <message>
        <source>The details are in the log file:
{path}</source>
        <translation>A részletek a naplófájlban vannak:
{path}</translation>
    </message>
    <message>
        <source>Copy details puts them on the clipboard, to paste into a bug report.</source>
        <translation>A Részletek másolása gombbal a vágólapra kerülnek, hogy hibajelentésbe beilleszthesd őket.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Részletek &amp;másolása</translation>
    </message>
    <message>
        <source>More errors came after it: {count}. They are in the log file too.</source>
        <translation>Utána további hibák történtek: {count}. Ezek is a naplófájlban vannak.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Másolva</translation>
    </message>
</context>
<context>
    <name>LeagueDialog</name>
    <message>
        <source>Edit league</source>
        <translation>Liga szerkesztése</translation>
    </message>
    <message>
        <source>New league</source>
        <translation>Új liga</translation>
    </message>
    <message>
        <source>Another table or place</source>
        <translation>Másik asztal vagy hely</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hozzáadás</translation>
    </message>
    <message>
        <source>&amp;Hide statistics (only the standings are shown)</source>
        <translation>Statisztika &amp;elrejtése (csak a tabella látszik)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Név:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Játék:</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>&amp;ig</translation>
    </message>
    <message>
        <source>&amp;Season from:</source>
        <translation>&amp;Szezon kezdete:</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Asztalok:</translation>
    </message>
    <message>
        <source>None ticked: every table&apos;s evenings count.</source>
        <translation>Ha egyik sincs bejelölve, minden asztal estjei számítanak.</translation>
    </message>
</context>
<context>
    <name>LeagueReportView</name>
    <message>
        <source>Show &amp;statistics</source>
        <translation>&amp;Statisztika megjelenítése</translation>
    </message>
    <message>
        <source>The statistics are hidden.</source>
        <translation>A statisztika rejtve van.</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>&amp;Tabella</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;isztika</translation>
    </message>
    <message>
        <source>Season &amp;chart</source>
        <translation>Szezon &amp;grafikonja</translation>
    </message>
    <message>
        <source>E&amp;venings</source>
        <translation>&amp;Estek</translation>
    </message>
    <message>
        <source>This league hides its statistics (Edit… changes it).</source>
        <translation>Ez a liga elrejti a statisztikáját (a Szerkesztés… menüpontban módosítható).</translation>
    </message>
    <message>
        <source>No league chosen</source>
        <translation>Nincs kiválasztott liga</translation>
    </message>
</context>
<context>
    <name>LeagueWindow</name>
    <message>
        <source>Leagues</source>
        <translation>Ligák</translation>
    </message>
    <message>
        <source>No leagues yet: New… defines one.</source>
        <translation>Még nincs liga: az Új… gombbal hozhatsz létre egyet.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>Ú&amp;j…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Szerkesztés…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Törlés</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exportálása…</translation>
    </message>
    <message>
        <source>&amp;Leagues:</source>
        <translation>&amp;Ligák:</translation>
    </message>
    <message>
        <source>Delete league</source>
        <translation>Liga törlése</translation>
    </message>
    <message>
        <source>Delete the league {name}? Its sessions stay as they are.</source>
        <translation>Törlöd ezt a ligát: {name}? A játékestjei megmaradnak.</translation>
    </message>
    <message>
        <source>The league was not deleted</source>
        <translation>A liga nem lett törölve</translation>
    </message>
    <message>
        <source>Export the league report as PDF</source>
        <translation>A liga jelentésének exportálása PDF-be</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>Nem írható: {name}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The agreed end was reached. Record another deal?</source>
        <translation>Elértétek a megbeszélt befejezést. Rögzítesz még egy leosztást?</translation>
    </message>
    <message>
        <source>The race was won. Record another deal, starting a new game?</source>
        <translation>A versenynek megvan a nyertese. Rögzítesz még egy leosztást új játszmát kezdve?</translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation>Nem mentett leosztás</translation>
    </message>
    <message>
        <source>A deal was being typed for this session when Scorekeeper closed. Bring it back?</source>
        <translation>A Scorekeeper bezárásakor épp egy leosztás beírása folyt ehhez a játékesthez. Visszaállítod?</translation>
    </message>
    <message>
        <source>The deal being corrected has been deleted since: the correction is dropped.</source>
        <translation>A javítás alatt álló leosztást azóta törölték: a javítás elveszett.</translation>
    </message>
    <message>
        <source>Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.</source>
        <translation>Törlöd a(z) {n}. leosztást? Minden későbbi leosztás pontjait újraszámolja. A Visszavonás (Ctrl+Z) visszahozza.</translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation>Leosztás törlése</translation>
    </message>
    <message>
        <source>The deal cannot be recorded</source>
        <translation>A leosztás nem rögzíthető</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Settlement…</source>
        <translation>Elszámolás…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>A deal was being typed when Scorekeeper closed, for a session that no longer exists. It has been dropped.</source>
        <translation>A Scorekeeper bezárásakor épp egy leosztás beírása folyt egy olyan játékesthez, amely már nem létezik. Elvetettük.</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>A játékest nem nyitható meg</translation>
    </message>
    <message>
        <source>{end}. Ctrl+T shows the settlement.</source>
        <translation>{end}. A Ctrl+T megmutatja az elszámolást.</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>A módosítás nem lett mentve</translation>
    </message>
    <message>
        <source>(example — changes are not saved)</source>
        <translation>(példa — a módosítások nem mentődnek)</translation>
    </message>
    <message>
        <source>{title} (read-only: {why})</source>
        <translation>{title} (csak olvasható: {why})</translation>
    </message>
    <message>
        <source>Opened with a warning</source>
        <translation>Figyelmeztetéssel nyílt meg</translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation>A játékest nem hozható létre</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Játékest törlése</translation>
    </message>
    <message>
        <source>Delete session {n} ({players}) and its {count} deals? Ctrl+Z (Undo) brings it back.</source>
        <translation>Törlöd a(z) {n}. játékestet ({players}) és {count} leosztását? A Ctrl+Z (Visszavonás) visszahozza.</translation>
    </message>
    <message>
        <source>Session {n} deleted.</source>
        <translation>A(z) {n}. játékest törölve.</translation>
    </message>
    <message>
        <source>Session {n} archived.</source>
        <translation>A(z) {n}. játékest archiválva.</translation>
    </message>
    <message>
        <source>Session {n} unarchived.</source>
        <translation>A(z) {n}. játékest visszakerült az archívumból.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>Ú&amp;j játékest…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>Játékest &amp;megnyitása…</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON &amp;importálása…</translation>
    </message>
    <message>
        <source>&amp;Export session as JSON…</source>
        <translation>Játékest &amp;exportálása JSON-ba…</translation>
    </message>
    <message>
        <source>Export score sheet as C&amp;SV…</source>
        <translation>Pontlap exportálása &amp;CSV-be…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exportálása…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>Játékest &amp;bezárása</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Leosztás</translation>
    </message>
    <message>
        <source>&amp;New deal…</source>
        <translation>Ú&amp;j leosztás…</translation>
    </message>
    <message>
        <source>&amp;Insert deal before the selected one…</source>
        <translation>Leosztás &amp;beszúrása a kijelölt elé…</translation>
    </message>
    <message>
        <source>&amp;Edit selected deal…</source>
        <translation>Kijelölt leosztás &amp;szerkesztése…</translation>
    </message>
    <message>
        <source>&amp;Delete selected deal</source>
        <translation>Kijelölt leosztás &amp;törlése</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Mégis</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Játékest</translation>
    </message>
    <message>
        <source>Session &amp;details…</source>
        <translation>Játékest &amp;adatai…</translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation>&amp;Elszámolás…</translation>
    </message>
    <message>
        <source>&amp;Table view</source>
        <translation>Asztal&amp;nézet</translation>
    </message>
    <message>
        <source>S&amp;ubstitute a player…</source>
        <translation>Játékos &amp;cseréje…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Na&amp;gyítás</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kicsinyítés</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Valódi méret</translation>
    </message>
    <message>
        <source>Arc&amp;hive session</source>
        <translation>Játékest arc&amp;hiválása</translation>
    </message>
    <message>
        <source>De&amp;lete session…</source>
        <translation>Játékest &amp;törlése…</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Klub</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Játékosok…</translation>
    </message>
    <message>
        <source>&amp;Leagues…</source>
        <translation>&amp;Ligák…</translation>
    </message>
    <message>
        <source>P&amp;hones…</source>
        <translation>&amp;Telefonok…</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge {name} into…</source>
        <translation>{name} összevonása ezzel…</translation>
    </message>
    <message>
        <source>&amp;Into:</source>
        <translation>&amp;Ezzel:</translation>
    </message>
    <message>
        <source>{person} (sessions: {n})</source>
        <translation>{person} (játékestek: {n})</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Új játékest</translation>
    </message>
    <message>
        <source>Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.</source>
        <translation>A helyek a játék sorrendjében. Az Alt+Fel / Alt+Le egy hellyel arrébb viszi a játékost.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Házi szabályok</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>Sza&amp;bályváltozat:</translation>
    </message>
    <message>
        <source>Seat {n}: a name is needed.</source>
        <translation>{n}. hely: név szükséges.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>{n}. játékos</translation>
    </message>
    <message>
        <source>Which one, seat {n}</source>
        <translation>Melyikük, {n}. hely</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Játék:</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>Játékosok &amp;száma:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>{n}. hely:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Első &amp;osztó:</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Időpont:</translation>
    </message>
    <message>
        <source>&amp;Ends:</source>
        <translation>&amp;Vége:</translation>
    </message>
    <message>
        <source>after games</source>
        <translation>adott számú játszma után</translation>
    </message>
    <message>
        <source>no agreed end</source>
        <translation>nincs megbeszélt vége</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>adott számú leosztás után</translation>
    </message>
    <message>
        <source>when a total reaches ± a score</source>
        <translation>ha egy összeg eléri a ± pontszámot</translation>
    </message>
    <message>
        <source>at a time of day</source>
        <translation>adott időpontban</translation>
    </message>
    <message>
        <source>Dea&amp;ls:</source>
        <translation>&amp;Leosztások:</translation>
    </message>
    <message>
        <source>Sc&amp;ore (±):</source>
        <translation>&amp;Pontszám (±):</translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation>Já&amp;tszmák:</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Tét</translation>
    </message>
    <message>
        <source>per point (difference from the table&apos;s mean)</source>
        <translation>pontonként (eltérés az asztal átlagától)</translation>
    </message>
    <message>
        <source>per game (each loser pays the winner)</source>
        <translation>játszmánként (minden vesztes fizet a nyertesnek)</translation>
    </message>
    <message>
        <source>place, occasion… (optional)</source>
        <translation>hely, alkalom… (nem kötelező)</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>Pénz&amp;nem:</translation>
    </message>
    <message>
        <source>&amp;Settlement:</source>
        <translation>&amp;Elszámolás:</translation>
    </message>
    <message>
        <source>Every deal is zero-sum: each player&apos;s balance is his total × the amount.</source>
        <translation>Minden leosztás nulla összegű: minden játékos egyenlege a pontjai × az összeg.</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Megjegyzés:</translation>
    </message>
    <message>
        <source>&amp;Amount per lost game:</source>
        <translation>Össze&amp;g vesztett játszmánként:</translation>
    </message>
    <message>
        <source>&amp;Amount per point:</source>
        <translation>Össze&amp;g pontonként:</translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open session</source>
        <translation>Játékest megnyitása</translation>
    </message>
    <message>
        <source>No sessions yet.</source>
        <translation>Még nincs játékest.</translation>
    </message>
</context>
<context>
    <name>PaymentsModel</name>
    <message>
        <source>Pays</source>
        <translation>Fizet</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Kinek</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Összeg</translation>
    </message>
</context>
<context>
    <name>PendingBox</name>
    <message>
        <source>Entered on phones, waiting for an opponent to accept: {n}</source>
        <translation>Telefonon beírva, egy ellenfél elfogadására vár: {n}</translation>
    </message>
    <message>
        <source>entered at {time} on {device}</source>
        <translation>beírva {time}-kor, {device}</translation>
    </message>
    <message>
        <source>• no longer fits as the next deal: {why} ({source})</source>
        <translation>• már nem illik következő leosztásnak: {why} ({source})</translation>
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
        <translation>Név</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Megjegyzés</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Játékestek</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Utoljára játszott</translation>
    </message>
    <message>
        <source>Formerly: {names}</source>
        <translation>Korábban: {names}</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <source>tells two people of the same name apart</source>
        <translation>megkülönböztet két azonos nevű embert</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Név:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Megjegyzés:</translation>
    </message>
    <message>
        <source>Sessions already played keep the name as it was written.</source>
        <translation>A már lejátszott játékestekben a név úgy marad, ahogy beírták.</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (csak ez a számítógép)</translation>
    </message>
    <message>
        <source>{address} (network {name})</source>
        <translation>{address} ({name} hálózat)</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>Hivatkozás másolása</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Játszma</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Leosztások</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Pending deals</source>
        <translation>Elfogadásra váró leosztások</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Szerep</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Utoljára látva</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>&amp;Este vége…</translation>
    </message>
    <message>
        <source>Every link and every phone expires now.</source>
        <translation>Minden hivatkozás és minden telefon most lejár.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Asztalok</translation>
    </message>
    <message>
        <source>Phones connected</source>
        <translation>Csatlakozott telefonok</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Telefonok</translation>
    </message>
    <message>
        <source>&amp;Print QR codes…</source>
        <translation>&amp;QR-kódok nyomtatása…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Cím:</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Hivatkozások</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Szervező</translation>
    </message>
    <message>
        <source>Port {port} is in use by another program: choose another.</source>
        <translation>A(z) {port} portot egy másik program használja: válasszon másikat.</translation>
    </message>
    <message>
        <source>Port {port} is reserved on this computer: choose one above 1023.</source>
        <translation>A(z) {port} port ezen a számítógépen foglalt: válasszon 1023 fölöttit.</translation>
    </message>
    <message>
        <source>This computer cannot listen on this address: {why}</source>
        <translation>Ez a számítógép nem tud ezen a címen figyelni: {why}</translation>
    </message>
    <message>
        <source>End the evening</source>
        <translation>Este vége</translation>
    </message>
    <message>
        <source>Every link and every phone expires now: the printed codes open nothing any more. Switching on again makes new links.</source>
        <translation>Minden hivatkozás és minden telefon most lejár: a kinyomtatott kódok többé semmit sem nyitnak meg. Újbóli bekapcsoláskor új hivatkozások készülnek.</translation>
    </message>
    <message>
        <source>Switch &amp;off</source>
        <translation>&amp;Kikapcsolás</translation>
    </message>
    <message>
        <source>Switch &amp;on</source>
        <translation>&amp;Bekapcsolás</translation>
    </message>
    <message>
        <source>On: phones on this network open the links below (plain HTTP: anyone on the network can see the pages&apos; traffic).</source>
        <translation>Bekapcsolva: a hálózaton lévő telefonok megnyithatják az alábbi hivatkozásokat (titkosítatlan HTTP: a hálózaton bárki láthatja a forgalmat).</translation>
    </message>
    <message>
        <source>Off: no phone can reach this computer&apos;s sessions.</source>
        <translation>Kikapcsolva: egyetlen telefon sem éri el a számítógép játszmáit.</translation>
    </message>
    <message>
        <source>Print QR codes</source>
        <translation>QR-kódok nyomtatása</translation>
    </message>
    <message>
        <source>{name} is written. Open it now to print it?</source>
        <translation>A(z) {name} elkészült. Megnyitja most nyomtatáshoz?</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>Át&amp;nevezés…</translation>
    </message>
    <message>
        <source>N&amp;ote…</source>
        <translation>&amp;Megjegyzés…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>Ö&amp;sszevonás…</translation>
    </message>
    <message>
        <source>Rename {name}</source>
        <translation>{name} átnevezése</translation>
    </message>
    <message>
        <source>Note for {name}</source>
        <translation>Megjegyzés – {name}</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>A módosítás nem lett mentve</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}? The sessions {gone} played become {keep}&apos;s; the score sheets keep the names as they were written.</source>
        <translation>Összevonod: {gone} → {keep}? Azok a játékestek, amelyekben {gone} játszott, {keep} nevéhez kerülnek; a pontlapokon a nevek úgy maradnak, ahogy beírták.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Játékosok összevonása</translation>
    </message>
    <message>
        <source>The players were not merged</source>
        <translation>A játékosok nem lettek összevonva</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <source>Preview</source>
        <translation>Előnézet</translation>
    </message>
    <message>
        <source>this deal</source>
        <translation>ez a leosztás</translation>
    </message>
    <message>
        <source>total after</source>
        <translation>állás utána</translation>
    </message>
    <message>
        <source>The preview appears once the deal is complete and valid.</source>
        <translation>Az előnézet akkor jelenik meg, ha a leosztás teljes és érvényes.</translation>
    </message>
</context>
<context>
    <name>SessionDetailsDialog</name>
    <message>
        <source>Session details</source>
        <translation>A játékest adatai</translation>
    </message>
    <message>
        <source>&amp;For all deals: every deal is scored again</source>
        <translation>&amp;Az összes leosztásra: minden leosztást újraszámol</translation>
    </message>
    <message>
        <source>From the ne&amp;xt deal on (deal {n}): the deals played keep their scores</source>
        <translation>A &amp;következő leosztástól ({n}.): a lejátszott leosztások pontjai maradnak</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Házi szabályok</translation>
    </message>
    <message>
        <source>The stake applies to the whole session: the money is settled once, at the end of the evening.</source>
        <translation>A tét az egész játékestre vonatkozik: a pénzt egyszer, az est végén számoljátok el.</translation>
    </message>
    <message>
        <source>Seat {n}: {reason}</source>
        <translation>{n}. hely: {reason}</translation>
    </message>
    <message>
        <source>Deal 1 keeps its score.</source>
        <translation>Az 1. leosztás pontjai maradnak.</translation>
    </message>
    <message>
        <source>Deals 1–{last} keep their scores.</source>
        <translation>Az 1–{last}. leosztás pontjai maradnak.</translation>
    </message>
    <message>
        <source>The scores of {n} of {m} deals change.</source>
        <translation>{m} leosztásból {n} pontjai változnak.</translation>
    </message>
    <message>
        <source>Discard the changes?</source>
        <translation>Elveted a módosításokat?</translation>
    </message>
    <message>
        <source>The session details you changed are not saved. Throw the changes away? No keeps the form open, as typed.</source>
        <translation>A játékest módosított adatai nincsenek mentve. Elveted a módosításokat? A Nem választásával az űrlap nyitva marad, ahogy kitöltötted.</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Import a session record</source>
        <translation>Játékest-rekord importálása</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importálás: {name}</translation>
    </message>
    <message>
        <source>This session is already stored, identical: it is opened.</source>
        <translation>Ez a játékest már azonos tartalommal tárolva van: megnyitjuk.</translation>
    </message>
    <message>
        <source>This session is already stored (the same id) and the file differs. Deals stored: {stored}, in the file: {given}.

Skip keeps the stored session; Replace overwrites it with the file&apos;s.</source>
        <translation>Ez a játékest már tárolva van (ugyanazzal az azonosítóval), de a fájl eltér tőle. Tárolt leosztások: {stored}, a fájlban: {given}.

A Kihagyás megtartja a tárolt játékestet; a Csere felülírja a fájlban lévővel.</translation>
    </message>
    <message>
        <source>Cannot import {name}</source>
        <translation>Nem importálható: {name}</translation>
    </message>
    <message>
        <source>Export the session record</source>
        <translation>Játékest-rekord exportálása</translation>
    </message>
    <message>
        <source>Export the score sheet as CSV</source>
        <translation>A pontlap exportálása CSV-be</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportálása</translation>
    </message>
    <message>
        <source>PDF export is not installed.</source>
        <translation>A PDF-exportálás nincs telepítve.</translation>
    </message>
    <message>
        <source>Export the score sheet as PDF</source>
        <translation>A pontlap exportálása PDF-be</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>Nem írható: {name}</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>A példa nem nyitható meg</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>&amp;Unarchive session</source>
        <translation>Játékest &amp;visszavétele az archívumból</translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation>Játékest &amp;archiválása</translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
        <translation>Játékest &amp;törlése…</translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>No.</source>
        <translation>Sz.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Leosztások</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Állapot</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>befejezett</translation>
    </message>
    <message>
        <source>open</source>
        <translation>folyamatban</translation>
    </message>
    <message>
        <source>{state}, archived</source>
        <translation>{state}, archivált</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>No deals yet. Ctrl+D enters the first one.</source>
        <translation>Még nincs leosztás. A Ctrl+D-vel írhatod be az elsőt.</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>{n}. leosztás — osztó: {dealer}</translation>
    </message>
    <message>
        <source>Note: {warning}</source>
        <translation>Megjegyzés: {warning}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>&amp;Check for new versions</source>
        <translation>Ú&amp;j verzió keresése</translation>
    </message>
    <message>
        <source>At most once a day, when Scorekeeper starts on the welcome screen: one question to the project&apos;s release page, never during a game.</source>
        <translation>Legfeljebb naponta egyszer, amikor a Scorekeeper az üdvözlőképernyőn indul: egyetlen kérdés a projekt kiadási oldalához, játék közben soha.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Nyelv:</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK. Colours follow the system&apos;s light or dark setting.</source>
        <translation>Az ablak nyelve az OK megnyomásakor azonnal átvált. A színek a rendszer világos vagy sötét beállítását követik.</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Másolás szövegként</translation>
    </message>
    <message>
        <source>{player}: {points} points, {balance}</source>
        <translation>{player}: {points} pont, {balance}</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitute a player</source>
        <translation>Játékos cseréje</translation>
    </message>
    <message>
        <source>From deal {n} on (the next deal). The newcomer takes the seat&apos;s place.</source>
        <translation>A(z) {n}. leosztástól (a következőtől). Az új játékos átveszi a helyet.</translation>
    </message>
    <message>
        <source>The newcomer starts the race at &amp;0</source>
        <translation>Az új játékos &amp;0-ról kezdi a versenyt</translation>
    </message>
    <message>
        <source>Unchecked, the newcomer plays on with the seat&apos;s score of the running game.</source>
        <translation>Bejelölés nélkül az új játékos a folyó játszmában a hely pontjaival játszik tovább.</translation>
    </message>
    <message>
        <source>Who &amp;leaves:</source>
        <translation>Ki &amp;távozik:</translation>
    </message>
    <message>
        <source>&amp;Newcomer:</source>
        <translation>Ú&amp;j játékos:</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table view</source>
        <translation>Asztalnézet</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>Még nincs leosztás.</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>{n}. leosztás — osztó: {dealer}</translation>
    </message>
</context>
<context>
    <name>TotalsBanner</name>
    <message>
        <source>game {n} to {target}</source>
        <translation>{n}. játszma, {target} pontig</translation>
    </message>
    <message>
        <source>double round: {n} more deals count double</source>
        <translation>dupla kör: még {n} leosztás duplán számít</translation>
    </message>
</context>
<context>
    <name>UltiForm</name>
    <message>
        <source>type a bid: 40 ulti, piros betli, …</source>
        <translation>írj be egy licitet: 40 ulti, piros betli, …</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>felvevő</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>védők</translation>
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
        <translation>a licittáblázat egyik sora sem tartalmazza mindezt</translation>
    </message>
    <message>
        <source>→ {0} (rank {1})</source>
        <translation>→ {0} ({1}. hely)</translation>
    </message>
    <message>
        <source>[↑↓: {0} more]</source>
        <translation>[↑↓: még {0}]</translation>
    </message>
    <message>
        <source>“{word}” is not an Ulti bid word</source>
        <translation>„{word}” nem ulti licitszó</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kártyapontok</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Ütések</translation>
    </message>
</context>
<context>
    <name>UltimateForm</name>
    <message>
        <source>e.g. QH, 10S</source>
        <translation>pl. QH, 10S</translation>
    </message>
    <message>
        <source>Defenders&apos; points</source>
        <translation>A védők pontjai</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&amp;New session…</source>
        <translation>Ú&amp;j játékest…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>Keeps the score of Ulti, Marjapussi, Huutopussi, Zwanzigerrufen and Ultimate at a real card table. Ctrl+N starts a session; Enter opens the session selected below.</source>
        <translation>Ulti, Marjapussi, Huutopussi, Zwanzigerrufen és Ultimate pontjait vezeti egy valódi kártyaasztalnál. A Ctrl+N új játékestet kezd; az Enter megnyitja a lent kijelölt játékestet.</translation>
    </message>
    <message>
        <source>No sessions yet: press Ctrl+N to start one, or open an example below.</source>
        <translation>Még nincs játékest: kezdj egyet a Ctrl+N-nel, vagy nyiss meg lent egy példát.</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>&amp;Archivált játékestek megjelenítése</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Az adatbázis megnyitása…</translation>
    </message>
    <message>
        <source>&amp;Recent sessions:</source>
        <translation>&amp;Legutóbbi játékestek:</translation>
    </message>
    <message>
        <source>Explore an example evening (opened as a copy, not saved)</source>
        <translation>Nézz meg egy példaestet (másolatként nyílik meg, nem mentődik)</translation>
    </message>
</context>
<context>
    <name>ZwanzigerrufenForm</name>
    <message>
        <source>declarers</source>
        <translation>felvevők</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>védők</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontok</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Ütések</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Restore the newest backup, {name}, now?</source>
        <translation>Visszaállítod most a legújabb biztonsági mentést ({name})?</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Skip</source>
        <translation>Kihagyás</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Csere</translation>
    </message>
    <message>
        <source>Session records (*.json);;All files (*)</source>
        <translation>Játékest-rekordok (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-fájlok (*.pdf)</translation>
    </message>
</context>
<context>
    <name>drafts</name>
    <message>
        <source>The deal being typed cannot be kept in {path}: {reason}</source>
        <translation>A beírás alatt álló leosztás nem menthető ide: {path}: {reason}</translation>
    </message>
    <message>
        <source>Draft not kept</source>
        <translation>A piszkozat nem maradt meg</translation>
    </message>
</context>
<context>
    <name>entry</name>
    <message>
        <source>“{0}” is not pass or a number</source>
        <translation>„{0}” se nem passz, se nem szám</translation>
    </message>
    <message>
        <source>“{0}” is not a whole number</source>
        <translation>„{0}” nem egész szám</translation>
    </message>
    <message>
        <source>“{0}” is not a level: type 0 to {1} (1 = ×2 … {1} = ×{2})</source>
        <translation>„{0}” nem kontraszint: írj be 0 és {1} közötti számot (1 = ×2 … {1} = ×{2})</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>(default: {value})</source>
        <translation>(alapértelmezés: {value})</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>delete session {n}</source>
        <translation>a(z) {n}. játékest törlése</translation>
    </message>
    <message>
        <source>archive session {n}</source>
        <translation>a(z) {n}. játékest archiválása</translation>
    </message>
    <message>
        <source>unarchive session {n}</source>
        <translation>a(z) {n}. játékest visszavétele az archívumból</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>átnevezés: {old} → {new}</translation>
    </message>
    <message>
        <source>change the stake</source>
        <translation>a tét módosítása</translation>
    </message>
    <message>
        <source>change the house rules</source>
        <translation>a házi szabályok módosítása</translation>
    </message>
    <message>
        <source>change the session end</source>
        <translation>a játékest végének módosítása</translation>
    </message>
    <message>
        <source>{new} takes {old}&apos;s seat</source>
        <translation>{new} átveszi {old} helyét</translation>
    </message>
    <message>
        <source>add deal</source>
        <translation>leosztás hozzáadása</translation>
    </message>
    <message>
        <source>insert deal {n}</source>
        <translation>a(z) {n}. leosztás beszúrása</translation>
    </message>
    <message>
        <source>edit deal {n}</source>
        <translation>a(z) {n}. leosztás szerkesztése</translation>
    </message>
    <message>
        <source>delete deal {n}</source>
        <translation>a(z) {n}. leosztás törlése</translation>
    </message>
    <message>
        <source>deal {n} from {device}, accepted by {player}</source>
        <translation>{n}. leosztás innen: {device}, elfogadta: {player}</translation>
    </message>
</context>
<context>
    <name>updates</name>
    <message>
        <source>Scorekeeper {version} is out: &lt;a href=&quot;{url}&quot;&gt;download it&lt;/a&gt;</source>
        <translation>Megjelent a Scorekeeper {version}: &lt;a href=&quot;{url}&quot;&gt;letöltés&lt;/a&gt;</translation>
    </message>
</context>
</TS>
