<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
<context>
    <name>AuctionEditor</name>
    <message>
        <source>Auction log (optional)</source>
        <translation>Huutokaupan kirjaus (valinnainen)</translation>
    </message>
    <message>
        <source>calls in turn order, separated by commas</source>
        <translation>huudot vuorojärjestyksessä pilkuin erotettuina (passi: p)</translation>
    </message>
    <message>
        <source>Auction log</source>
        <translation>Huutokaupan kirjaus</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal — {0}</source>
        <translation>Jako — {0}</translation>
    </message>
    <message>
        <source>Discard the deal?</source>
        <translation>Hylätäänkö jako?</translation>
    </message>
    <message>
        <source>The deal you typed is not saved. Throw it away? No keeps the form open, as typed.</source>
        <translation>Kirjoittamaasi jakoa ei ole tallennettu. Heitetäänkö se pois? Ei pitää lomakkeen auki sellaisenaan.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation>&amp;Jakaja</translation>
    </message>
    <message>
        <source>{0}: still to fill in</source>
        <translation>{0}: täyttämättä</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Scorekeeper: an unexpected error</source>
        <translation>Scorekeeper: odottamaton virhe</translation>
    </message>
    <message>
        <source>Scorekeeper met an error it did not expect:</source>
        <translation>Scorekeeper kohtasi odottamattoman virheen:</translation>
    </message>
    <message>
        <source>The log file could not be written.</source>
        <translation>Lokitiedostoon ei voitu kirjoittaa.</translation>
    </message>
    <message>
        <source>The details are in the log file:
{path}</source>
        <translation>Yksityiskohdat ovat lokitiedostossa:
{path}</translation>
    </message>
    <message>
        <source>Copy details puts them on the clipboard, to paste into a bug report.</source>
        <translation>Kopioi tiedot vie ne leikepöydälle, josta ne voi liittää virheilmoitukseen.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Kopioi tiedot</translation>
    </message>
    <message>
        <source>More errors came after it: {count}. They are in the log file too.</source>
        <translation>Sen jälkeen tuli lisää virheitä: {count}. Nekin ovat lokitiedostossa.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopioitu</translation>
    </message>
</context>
<context>
    <name>LeagueDialog</name>
    <message>
        <source>Edit league</source>
        <translation>Muokkaa sarjaa</translation>
    </message>
    <message>
        <source>New league</source>
        <translation>Uusi sarja</translation>
    </message>
    <message>
        <source>Another table or place</source>
        <translation>Toinen pöytä tai paikka</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Lisää</translation>
    </message>
    <message>
        <source>&amp;Hide statistics (only the standings are shown)</source>
        <translation>Piilota &amp;tilastot (vain sarjataulukko näytetään)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nimi:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Peli:</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>&amp;asti</translation>
    </message>
    <message>
        <source>&amp;Season from:</source>
        <translation>&amp;Kausi alkaen:</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>Pöy&amp;dät:</translation>
    </message>
    <message>
        <source>None ticked: every table&apos;s evenings count.</source>
        <translation>Jos mitään ei ole valittu, kaikkien pöytien illat lasketaan.</translation>
    </message>
</context>
<context>
    <name>LeagueReportView</name>
    <message>
        <source>Show &amp;statistics</source>
        <translation>Näytä ti&amp;lastot</translation>
    </message>
    <message>
        <source>The statistics are hidden.</source>
        <translation>Tilastot on piilotettu.</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>&amp;Sarjataulukko</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>&amp;Tilastot</translation>
    </message>
    <message>
        <source>Season &amp;chart</source>
        <translation>Kauden &amp;kaavio</translation>
    </message>
    <message>
        <source>E&amp;venings</source>
        <translation>&amp;Illat</translation>
    </message>
    <message>
        <source>This league hides its statistics (Edit… changes it).</source>
        <translation>Tämä sarja piilottaa tilastonsa (Muokkaa… muuttaa tämän).</translation>
    </message>
    <message>
        <source>No league chosen</source>
        <translation>Sarjaa ei ole valittu</translation>
    </message>
</context>
<context>
    <name>LeagueWindow</name>
    <message>
        <source>Leagues</source>
        <translation>Sarjat</translation>
    </message>
    <message>
        <source>No leagues yet: New… defines one.</source>
        <translation>Sarjoja ei vielä ole: Uusi… luo sellaisen.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Uusi…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Muokkaa…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Poista</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>&amp;Vie PDF…</translation>
    </message>
    <message>
        <source>&amp;Leagues:</source>
        <translation>&amp;Sarjat:</translation>
    </message>
    <message>
        <source>Delete league</source>
        <translation>Poista sarja</translation>
    </message>
    <message>
        <source>Delete the league {name}? Its sessions stay as they are.</source>
        <translation>Poistetaanko sarja {name}? Sen pelikerrat säilyvät ennallaan.</translation>
    </message>
    <message>
        <source>The league was not deleted</source>
        <translation>Sarjaa ei poistettu</translation>
    </message>
    <message>
        <source>Export the league report as PDF</source>
        <translation>Vie sarjan raportti PDF-tiedostoksi</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>Tiedostoon {name} ei voi kirjoittaa</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The agreed end was reached. Record another deal?</source>
        <translation>Sovittu loppu on saavutettu. Kirjataanko vielä yksi jako?</translation>
    </message>
    <message>
        <source>The race was won. Record another deal, starting a new game?</source>
        <translation>Kisa on voitettu. Kirjataanko vielä yksi jako ja aloitetaan uusi peli?</translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation>Jakoa ei tallennettu</translation>
    </message>
    <message>
        <source>A deal was being typed for this session when Scorekeeper closed. Bring it back?</source>
        <translation>Tähän pelikertaan oli kirjoitteilla jako, kun Scorekeeper suljettiin. Palautetaanko se?</translation>
    </message>
    <message>
        <source>The deal being corrected has been deleted since: the correction is dropped.</source>
        <translation>Korjattava jako on sittemmin poistettu: korjaus hylätään.</translation>
    </message>
    <message>
        <source>Delete deal {n}? Every later deal is scored again. Undo (Ctrl+Z) brings it back.</source>
        <translation>Poistetaanko jako {n}? Kaikki myöhemmät jaot pisteytetään uudelleen. Kumoa (Ctrl+Z) palauttaa sen.</translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation>Poista jako</translation>
    </message>
    <message>
        <source>The deal cannot be recorded</source>
        <translation>Jakoa ei voi kirjata</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Settlement…</source>
        <translation>Tilitys…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>A deal was being typed when Scorekeeper closed, for a session that no longer exists. It has been dropped.</source>
        <translation>Kun Scorekeeper suljettiin, kirjoitteilla oli jako pelikertaan, jota ei enää ole. Se on hylätty.</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>Pelikertaa ei voi avata</translation>
    </message>
    <message>
        <source>{end}. Ctrl+T shows the settlement.</source>
        <translation>{end}. Ctrl+T näyttää tilityksen.</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>Muutosta ei tallennettu</translation>
    </message>
    <message>
        <source>(example — changes are not saved)</source>
        <translation>(esimerkki — muutoksia ei tallenneta)</translation>
    </message>
    <message>
        <source>{title} (read-only: {why})</source>
        <translation>{title} (vain luku: {why})</translation>
    </message>
    <message>
        <source>Opened with a warning</source>
        <translation>Avattu varoituksella</translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation>Pelikertaa ei voi luoda</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Poista pelikerta</translation>
    </message>
    <message>
        <source>Delete session {n} ({players}) and its {count} deals? Ctrl+Z (Undo) brings it back.</source>
        <translation>Poistetaanko pelikerta {n} ({players}) ja sen jaot ({count})? Ctrl+Z (Kumoa) palauttaa sen.</translation>
    </message>
    <message>
        <source>Session {n} deleted.</source>
        <translation>Pelikerta {n} poistettu.</translation>
    </message>
    <message>
        <source>Session {n} archived.</source>
        <translation>Pelikerta {n} arkistoitu.</translation>
    </message>
    <message>
        <source>Session {n} unarchived.</source>
        <translation>Pelikerta {n} palautettu arkistosta.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tiedosto</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Uusi pelikerta…</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>&amp;Avaa pelikerta…</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Tuo JSON…</translation>
    </message>
    <message>
        <source>&amp;Export session as JSON…</source>
        <translation>&amp;Vie pelikerta JSON-tiedostoksi…</translation>
    </message>
    <message>
        <source>Export score sheet as C&amp;SV…</source>
        <translation>Vie pistetaulukko &amp;CSV-tiedostoksi…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Vie &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>&amp;Sulje pelikerta</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Jako</translation>
    </message>
    <message>
        <source>&amp;New deal…</source>
        <translation>&amp;Uusi jako…</translation>
    </message>
    <message>
        <source>&amp;Insert deal before the selected one…</source>
        <translation>&amp;Lisää jako valitun eteen…</translation>
    </message>
    <message>
        <source>&amp;Edit selected deal…</source>
        <translation>&amp;Muokkaa valittua jakoa…</translation>
    </message>
    <message>
        <source>&amp;Delete selected deal</source>
        <translation>&amp;Poista valittu jako</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uudelleen</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Pelikerta</translation>
    </message>
    <message>
        <source>Session &amp;details…</source>
        <translation>Pelikerran &amp;tiedot…</translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation>T&amp;ilitys…</translation>
    </message>
    <message>
        <source>&amp;Table view</source>
        <translation>&amp;Pöytänäkymä</translation>
    </message>
    <message>
        <source>S&amp;ubstitute a player…</source>
        <translation>&amp;Vaihda pelaaja…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Suurenna</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Pie&amp;nennä</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>Todellinen &amp;koko</translation>
    </message>
    <message>
        <source>Arc&amp;hive session</source>
        <translation>A&amp;rkistoi pelikerta</translation>
    </message>
    <message>
        <source>De&amp;lete session…</source>
        <translation>P&amp;oista pelikerta…</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Asetukset</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Asetukset…</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Kerho</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Pelaajat…</translation>
    </message>
    <message>
        <source>&amp;Leagues…</source>
        <translation>&amp;Sarjat…</translation>
    </message>
    <message>
        <source>P&amp;hones…</source>
        <translation>P&amp;uhelimet…</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge {name} into…</source>
        <translation>Yhdistä {name} pelaajaan…</translation>
    </message>
    <message>
        <source>&amp;Into:</source>
        <translation>&amp;Kohde:</translation>
    </message>
    <message>
        <source>{person} (sessions: {n})</source>
        <translation>{person} (pelikertoja: {n})</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Uusi pelikerta</translation>
    </message>
    <message>
        <source>Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.</source>
        <translation>Paikat pelijärjestyksessä. Alt+Ylös / Alt+Alas siirtää pelaajaa yhden paikan.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Kotisäännöt</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>Sääntöp&amp;ohja:</translation>
    </message>
    <message>
        <source>Seat {n}: a name is needed.</source>
        <translation>Paikka {n}: nimi tarvitaan.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Pelaaja {n}</translation>
    </message>
    <message>
        <source>Which one, seat {n}</source>
        <translation>Kuka heistä, paikka {n}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Peli:</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>Pelaajien &amp;määrä:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Paikka {n}:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Ensimmäinen &amp;jakaja:</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Aika:</translation>
    </message>
    <message>
        <source>&amp;Ends:</source>
        <translation>Päätt&amp;yy:</translation>
    </message>
    <message>
        <source>after games</source>
        <translation>pelimäärän jälkeen</translation>
    </message>
    <message>
        <source>no agreed end</source>
        <translation>ei sovittua loppua</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>jakomäärän jälkeen</translation>
    </message>
    <message>
        <source>when a total reaches ± a score</source>
        <translation>kun jonkun pisteet saavuttavat ± rajan</translation>
    </message>
    <message>
        <source>at a time of day</source>
        <translation>kellonaikaan</translation>
    </message>
    <message>
        <source>Dea&amp;ls:</source>
        <translation>Ja&amp;koja:</translation>
    </message>
    <message>
        <source>Sc&amp;ore (±):</source>
        <translation>P&amp;isteraja (±):</translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation>Pe&amp;lejä:</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Panos</translation>
    </message>
    <message>
        <source>per point (difference from the table&apos;s mean)</source>
        <translation>pisteeltä (ero pöydän keskiarvoon)</translation>
    </message>
    <message>
        <source>per game (each loser pays the winner)</source>
        <translation>peliltä (jokainen häviäjä maksaa voittajalle)</translation>
    </message>
    <message>
        <source>place, occasion… (optional)</source>
        <translation>paikka, tilaisuus… (valinnainen)</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Valuutta:</translation>
    </message>
    <message>
        <source>&amp;Settlement:</source>
        <translation>&amp;Tilitys:</translation>
    </message>
    <message>
        <source>Every deal is zero-sum: each player&apos;s balance is his total × the amount.</source>
        <translation>Jokainen jako on nollasummainen: kunkin pelaajan saldo on hänen pisteensä × summa.</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Huomautus:</translation>
    </message>
    <message>
        <source>&amp;Amount per lost game:</source>
        <translation>&amp;Summa hävittyä peliä kohden:</translation>
    </message>
    <message>
        <source>&amp;Amount per point:</source>
        <translation>&amp;Summa pisteeltä:</translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open session</source>
        <translation>Avaa pelikerta</translation>
    </message>
    <message>
        <source>No sessions yet.</source>
        <translation>Pelikertoja ei vielä ole.</translation>
    </message>
</context>
<context>
    <name>PaymentsModel</name>
    <message>
        <source>Pays</source>
        <translation>Maksaja</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Saaja</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Summa</translation>
    </message>
</context>
<context>
    <name>PendingBox</name>
    <message>
        <source>Entered on phones, waiting for an opponent to accept: {n}</source>
        <translation>Puhelimella syötetty, odottaa vastapelaajan hyväksyntää: {n}</translation>
    </message>
    <message>
        <source>entered at {time} on {device}</source>
        <translation>syötetty klo {time}, {device}</translation>
    </message>
    <message>
        <source>• no longer fits as the next deal: {why} ({source})</source>
        <translation>• ei enää sovi seuraavaksi jaoksi: {why} ({source})</translation>
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
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Huomautus</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Pelikertoja</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Viimeksi pelattu</translation>
    </message>
    <message>
        <source>Formerly: {names}</source>
        <translation>Aiemmin: {names}</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <source>tells two people of the same name apart</source>
        <translation>erottaa kaksi samannimistä henkilöä</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nimi:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Huomautus:</translation>
    </message>
    <message>
        <source>Sessions already played keep the name as it was written.</source>
        <translation>Jo pelatuissa pelikerroissa nimi säilyy sellaisena kuin se kirjoitettiin.</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (vain tämä tietokone)</translation>
    </message>
    <message>
        <source>{address} (network {name})</source>
        <translation>{address} (verkko {name})</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>Kopioi linkki</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Jaot</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Pending deals</source>
        <translation>Hyväksyntää odottavat jaot</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Puhelin</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rooli</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Viimeksi nähty</translation>
    </message>
    <message>
        <source>&amp;End the evening…</source>
        <translation>&amp;Lopeta ilta…</translation>
    </message>
    <message>
        <source>Every link and every phone expires now.</source>
        <translation>Kaikki linkit ja puhelimet vanhenevat nyt.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Pöydät</translation>
    </message>
    <message>
        <source>Phones connected</source>
        <translation>Yhdistetyt puhelimet</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Peru</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Puhelimet</translation>
    </message>
    <message>
        <source>&amp;Print QR codes…</source>
        <translation>&amp;Tulosta QR-koodit…</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Osoite:</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>&amp;Portti:</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Linkit</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Järjestäjä</translation>
    </message>
    <message>
        <source>Port {port} is in use by another program: choose another.</source>
        <translation>Portti {port} on toisen ohjelman käytössä: valitse toinen.</translation>
    </message>
    <message>
        <source>Port {port} is reserved on this computer: choose one above 1023.</source>
        <translation>Portti {port} on varattu tällä tietokoneella: valitse suurempi kuin 1023.</translation>
    </message>
    <message>
        <source>This computer cannot listen on this address: {why}</source>
        <translation>Tämä tietokone ei voi kuunnella tässä osoitteessa: {why}</translation>
    </message>
    <message>
        <source>End the evening</source>
        <translation>Lopeta ilta</translation>
    </message>
    <message>
        <source>Every link and every phone expires now: the printed codes open nothing any more. Switching on again makes new links.</source>
        <translation>Kaikki linkit ja puhelimet vanhenevat nyt: tulostetut koodit eivät enää avaa mitään. Uudelleen käynnistettäessä tehdään uudet linkit.</translation>
    </message>
    <message>
        <source>Switch &amp;off</source>
        <translation>&amp;Sammuta</translation>
    </message>
    <message>
        <source>Switch &amp;on</source>
        <translation>&amp;Käynnistä</translation>
    </message>
    <message>
        <source>On: phones on this network open the links below (plain HTTP: anyone on the network can see the pages&apos; traffic).</source>
        <translation>Käynnissä: tämän verkon puhelimet voivat avata alla olevat linkit (salaamaton HTTP: kuka tahansa verkossa näkee liikenteen).</translation>
    </message>
    <message>
        <source>Off: no phone can reach this computer&apos;s sessions.</source>
        <translation>Pois päältä: mikään puhelin ei pääse tämän tietokoneen sessioihin.</translation>
    </message>
    <message>
        <source>Print QR codes</source>
        <translation>Tulosta QR-koodit</translation>
    </message>
    <message>
        <source>{name} is written. Open it now to print it?</source>
        <translation>{name} on kirjoitettu. Avataanko se nyt tulostettavaksi?</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Nimeä uudelleen…</translation>
    </message>
    <message>
        <source>N&amp;ote…</source>
        <translation>&amp;Huomautus…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>&amp;Yhdistä…</translation>
    </message>
    <message>
        <source>Rename {name}</source>
        <translation>Nimeä {name} uudelleen</translation>
    </message>
    <message>
        <source>Note for {name}</source>
        <translation>Huomautus: {name}</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>Muutosta ei tallennettu</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}? The sessions {gone} played become {keep}&apos;s; the score sheets keep the names as they were written.</source>
        <translation>Yhdistetäänkö {gone} pelaajaan {keep}? Pelikerrat, jotka {gone} pelasi, siirtyvät pelaajalle {keep}; pistetaulukoissa nimet säilyvät sellaisina kuin ne kirjoitettiin.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Yhdistä pelaajat</translation>
    </message>
    <message>
        <source>The players were not merged</source>
        <translation>Pelaajia ei yhdistetty</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <source>Preview</source>
        <translation>Esikatselu</translation>
    </message>
    <message>
        <source>this deal</source>
        <translation>tämä jako</translation>
    </message>
    <message>
        <source>total after</source>
        <translation>yhteensä jälkeen</translation>
    </message>
    <message>
        <source>The preview appears once the deal is complete and valid.</source>
        <translation>Esikatselu näkyy, kun jako on täydellinen ja kelvollinen.</translation>
    </message>
</context>
<context>
    <name>SessionDetailsDialog</name>
    <message>
        <source>Session details</source>
        <translation>Pelikerran tiedot</translation>
    </message>
    <message>
        <source>&amp;For all deals: every deal is scored again</source>
        <translation>Kaikkiin jakoihin: jokainen jako pisteytetään &amp;uudelleen</translation>
    </message>
    <message>
        <source>From the ne&amp;xt deal on (deal {n}): the deals played keep their scores</source>
        <translation>S&amp;euraavasta jaosta alkaen (jako {n}): pelatut jaot pitävät pisteensä</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Kotisäännöt</translation>
    </message>
    <message>
        <source>The stake applies to the whole session: the money is settled once, at the end of the evening.</source>
        <translation>Panos koskee koko pelikertaa: rahat tilitetään kerran, illan lopuksi.</translation>
    </message>
    <message>
        <source>Seat {n}: {reason}</source>
        <translation>Paikka {n}: {reason}</translation>
    </message>
    <message>
        <source>Deal 1 keeps its score.</source>
        <translation>Jako 1 pitää pisteensä.</translation>
    </message>
    <message>
        <source>Deals 1–{last} keep their scores.</source>
        <translation>Jaot 1–{last} pitävät pisteensä.</translation>
    </message>
    <message>
        <source>The scores of {n} of {m} deals change.</source>
        <translation>Pisteet muuttuvat {n} jaossa {m} jaosta.</translation>
    </message>
    <message>
        <source>Discard the changes?</source>
        <translation>Hylätäänkö muutokset?</translation>
    </message>
    <message>
        <source>The session details you changed are not saved. Throw the changes away? No keeps the form open, as typed.</source>
        <translation>Muuttamiasi pelikerran tietoja ei ole tallennettu. Heitetäänkö muutokset pois? Ei pitää lomakkeen auki sellaisenaan.</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Import a session record</source>
        <translation>Tuo pelikerran tallenne</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Tuo {name}</translation>
    </message>
    <message>
        <source>This session is already stored, identical: it is opened.</source>
        <translation>Tämä pelikerta on jo tallennettu samanlaisena: se avataan.</translation>
    </message>
    <message>
        <source>This session is already stored (the same id) and the file differs. Deals stored: {stored}, in the file: {given}.

Skip keeps the stored session; Replace overwrites it with the file&apos;s.</source>
        <translation>Tämä pelikerta on jo tallennettu (sama tunnus), ja tiedosto poikkeaa siitä. Tallennettuja jakoja: {stored}, tiedostossa: {given}.

Ohita säilyttää tallennetun pelikerran; Korvaa kirjoittaa sen päälle tiedoston sisällön.</translation>
    </message>
    <message>
        <source>Cannot import {name}</source>
        <translation>Tiedostoa {name} ei voi tuoda</translation>
    </message>
    <message>
        <source>Export the session record</source>
        <translation>Vie pelikerran tallenne</translation>
    </message>
    <message>
        <source>Export the score sheet as CSV</source>
        <translation>Vie pistetaulukko CSV-tiedostoksi</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Vie PDF</translation>
    </message>
    <message>
        <source>PDF export is not installed.</source>
        <translation>PDF-vientiä ei ole asennettu.</translation>
    </message>
    <message>
        <source>Export the score sheet as PDF</source>
        <translation>Vie pistetaulukko PDF-tiedostoksi</translation>
    </message>
    <message>
        <source>Cannot write {name}</source>
        <translation>Tiedostoon {name} ei voi kirjoittaa</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Esimerkkiä ei voi avata</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>&amp;Unarchive session</source>
        <translation>&amp;Palauta pelikerta arkistosta</translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation>&amp;Arkistoi pelikerta</translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
        <translation>P&amp;oista pelikerta…</translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>No.</source>
        <translation>Nro</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Jakoja</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivä</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>päättynyt</translation>
    </message>
    <message>
        <source>open</source>
        <translation>kesken</translation>
    </message>
    <message>
        <source>{state}, archived</source>
        <translation>{state}, arkistoitu</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>No deals yet. Ctrl+D enters the first one.</source>
        <translation>Jakoja ei vielä ole. Ctrl+D kirjaa ensimmäisen.</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>Jako {n} — jakaja {dealer}</translation>
    </message>
    <message>
        <source>Note: {warning}</source>
        <translation>Huom: {warning}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>&amp;Check for new versions</source>
        <translation>Tarkista &amp;uudet versiot</translation>
    </message>
    <message>
        <source>At most once a day, when Scorekeeper starts on the welcome screen: one question to the project&apos;s release page, never during a game.</source>
        <translation>Enintään kerran päivässä, kun Scorekeeper käynnistyy aloitusnäkymään: yksi kysely projektin julkaisusivulle, ei koskaan pelin aikana.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Kieli:</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK. Colours follow the system&apos;s light or dark setting.</source>
        <translation>Ikkunan kieli vaihtuu heti, kun painat OK. Värit seuraavat järjestelmän vaaleaa tai tummaa asetusta.</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Kopioi tekstinä</translation>
    </message>
    <message>
        <source>{player}: {points} points, {balance}</source>
        <translation>{player}: {points} pistettä, {balance}</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitute a player</source>
        <translation>Vaihda pelaaja</translation>
    </message>
    <message>
        <source>From deal {n} on (the next deal). The newcomer takes the seat&apos;s place.</source>
        <translation>Jaosta {n} alkaen (seuraava jako). Uusi pelaaja ottaa paikan.</translation>
    </message>
    <message>
        <source>The newcomer starts the race at &amp;0</source>
        <translation>Uusi pelaaja aloittaa kisan &amp;nollasta</translation>
    </message>
    <message>
        <source>Unchecked, the newcomer plays on with the seat&apos;s score of the running game.</source>
        <translation>Valitsematta uusi pelaaja jatkaa paikan pisteillä käynnissä olevassa pelissä.</translation>
    </message>
    <message>
        <source>Who &amp;leaves:</source>
        <translation>Kuka &amp;lähtee:</translation>
    </message>
    <message>
        <source>&amp;Newcomer:</source>
        <translation>&amp;Uusi pelaaja:</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table view</source>
        <translation>Pöytänäkymä</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>Jakoja ei vielä ole.</translation>
    </message>
    <message>
        <source>Deal {n} — dealer {dealer}</source>
        <translation>Jako {n} — jakaja {dealer}</translation>
    </message>
</context>
<context>
    <name>TotalsBanner</name>
    <message>
        <source>game {n} to {target}</source>
        <translation>peli {n}, tavoite {target}</translation>
    </message>
    <message>
        <source>double round: {n} more deals count double</source>
        <translation>tuplakierros: kaksinkertaisina laskettavia jakoja jäljellä {n}</translation>
    </message>
</context>
<context>
    <name>UltiForm</name>
    <message>
        <source>type a bid: 40 ulti, piros betli, …</source>
        <translation>kirjoita huuto: 40 ulti, piros betli, …</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>yksinpelaaja</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>vastustajat</translation>
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
        <translation>mikään huutotaulukon rivi ei sisällä näitä kaikkia</translation>
    </message>
    <message>
        <source>→ {0} (rank {1})</source>
        <translation>→ {0} (sija {1})</translation>
    </message>
    <message>
        <source>[↑↓: {0} more]</source>
        <translation>[↑↓: {0} lisää]</translation>
    </message>
    <message>
        <source>“{word}” is not an Ulti bid word</source>
        <translation>”{word}” ei ole Ultin huutosana</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Korttipisteet</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tikit</translation>
    </message>
</context>
<context>
    <name>UltimateForm</name>
    <message>
        <source>e.g. QH, 10S</source>
        <translation>esim. QH, 10S</translation>
    </message>
    <message>
        <source>Defenders&apos; points</source>
        <translation>Vastustajien pisteet</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Uusi pelikerta…</translation>
    </message>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>Keeps the score of Ulti, Marjapussi, Huutopussi, Zwanzigerrufen and Ultimate at a real card table. Ctrl+N starts a session; Enter opens the session selected below.</source>
        <translation>Pitää kirjaa Ultin, Marjapussin, Huutopussin, Zwanzigerrufenin ja Ultimaten pisteistä oikean korttipöydän ääressä. Ctrl+N aloittaa pelikerran; Enter avaa alla valitun pelikerran.</translation>
    </message>
    <message>
        <source>No sessions yet: press Ctrl+N to start one, or open an example below.</source>
        <translation>Pelikertoja ei vielä ole: aloita painamalla Ctrl+N tai avaa alta esimerkki.</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>Näytä &amp;arkistoidut pelikerrat</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Avataan tietokantaa…</translation>
    </message>
    <message>
        <source>&amp;Recent sessions:</source>
        <translation>&amp;Viimeisimmät pelikerrat:</translation>
    </message>
    <message>
        <source>Explore an example evening (opened as a copy, not saved)</source>
        <translation>Tutustu esimerkki-iltaan (avataan kopiona, ei tallenneta)</translation>
    </message>
</context>
<context>
    <name>ZwanzigerrufenForm</name>
    <message>
        <source>declarers</source>
        <translation>pelinviejät</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>vastustajat</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tikit</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Restore the newest backup, {name}, now?</source>
        <translation>Palautetaanko uusin varmuuskopio {name} nyt?</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Skip</source>
        <translation>Ohita</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Korvaa</translation>
    </message>
    <message>
        <source>Session records (*.json);;All files (*)</source>
        <translation>Pelikertojen tallenteet (*.json);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-tiedostot (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-tiedostot (*.pdf)</translation>
    </message>
</context>
<context>
    <name>drafts</name>
    <message>
        <source>The deal being typed cannot be kept in {path}: {reason}</source>
        <translation>Kirjoitteilla olevaa jakoa ei voi säilyttää tiedostossa {path}: {reason}</translation>
    </message>
    <message>
        <source>Draft not kept</source>
        <translation>Luonnosta ei säilytetty</translation>
    </message>
</context>
<context>
    <name>entry</name>
    <message>
        <source>“{0}” is not pass or a number</source>
        <translation>”{0}” ei ole passi (p) eikä luku</translation>
    </message>
    <message>
        <source>“{0}” is not a whole number</source>
        <translation>”{0}” ei ole kokonaisluku</translation>
    </message>
    <message>
        <source>“{0}” is not a level: type 0 to {1} (1 = ×2 … {1} = ×{2})</source>
        <translation>”{0}” ei ole taso: kirjoita 0–{1} (1 = ×2 … {1} = ×{2})</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>(default: {value})</source>
        <translation>(oletus: {value})</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>delete session {n}</source>
        <translation>poista pelikerta {n}</translation>
    </message>
    <message>
        <source>archive session {n}</source>
        <translation>arkistoi pelikerta {n}</translation>
    </message>
    <message>
        <source>unarchive session {n}</source>
        <translation>palauta pelikerta {n} arkistosta</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>nimeä {old} nimellä {new}</translation>
    </message>
    <message>
        <source>change the stake</source>
        <translation>muuta panosta</translation>
    </message>
    <message>
        <source>change the house rules</source>
        <translation>muuta kotisääntöjä</translation>
    </message>
    <message>
        <source>change the session end</source>
        <translation>muuta pelikerran päättymistä</translation>
    </message>
    <message>
        <source>{new} takes {old}&apos;s seat</source>
        <translation>{new} ottaa paikan pelaajalta {old}</translation>
    </message>
    <message>
        <source>add deal</source>
        <translation>lisää jako</translation>
    </message>
    <message>
        <source>insert deal {n}</source>
        <translation>lisää jako {n}</translation>
    </message>
    <message>
        <source>edit deal {n}</source>
        <translation>muokkaa jakoa {n}</translation>
    </message>
    <message>
        <source>delete deal {n}</source>
        <translation>poista jako {n}</translation>
    </message>
    <message>
        <source>deal {n} from {device}, accepted by {player}</source>
        <translation>jako {n} laitteelta {device}, hyväksyi {player}</translation>
    </message>
</context>
<context>
    <name>updates</name>
    <message>
        <source>Scorekeeper {version} is out: &lt;a href=&quot;{url}&quot;&gt;download it&lt;/a&gt;</source>
        <translation>Scorekeeper {version} on julkaistu: &lt;a href=&quot;{url}&quot;&gt;lataa se&lt;/a&gt;</translation>
    </message>
</context>
</TS>
