"""Hungarian (docs/glossary/hu.md): the words chosen from Hungarian Ulti rule pages
(osztó, felvevő, védők, parti, negyven-száz, csendes száz, piros/tök/zöld/makk ...),
the other games' terms kept as their players say them (läpäri, Mondfang, Valat,
Zusammenwerfen), one plural form for every count, and the window's catalog
compiled with the same words.

The example sessions shipped in resources/examples are settled once and their
lines read in Hungarian; the numbers in them are worked out by hand below."""

from __future__ import annotations

import json
import re
import string
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from scorekeeper.games.ulti.bidtable import ROWS, Component, Kind
from scorekeeper.games.ulti.names import component_name, row_text
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.words import glossary
from scorekeeper.words.catalog import catalog
from scorekeeper.words.text import Msg, Plural, render
from scorekeeper_ui.widgets.i18n import I18N_DIR
from words.catalog_check import ROOT
from words.option_words import option_title, option_value

HU = dict(catalog("hu"))


def example(game: str) -> SessionResult:
    path = ROOT / "resources" / "examples" / f"{game}.json"
    return replay_json(json.loads(path.read_text(encoding="utf-8")))


def lines(result: SessionResult, deal: int) -> list[str]:
    """Deal ``deal`` (1-based) of a session, its breakdown in Hungarian."""
    return [render(line, "hu") for line in result.rows[deal - 1].outcome.lines]


def test_the_sheet_words_chosen_once() -> None:
    """Dealer osztó, declarer felvevő (the Ulti pages' words), a thrown-in deal
    újraosztás, the Hungarian pack's suits piros / tök / zöld / makk."""
    terms = (
        glossary.DEALER,
        glossary.DECLARER,
        glossary.CONTRACT,
        glossary.THROWN_IN,
        glossary.DOUBLE_ROUND,
        glossary.SETTLEMENT,
        glossary.STAKE,
    )
    assert [render(t, "hu") for t in terms] == [
        "Osztó",
        "Felvevő",
        "Vállalás",
        "újraosztás",
        "dupla kör",
        "Elszámolás",
        "Tét",
    ]
    # The Hungarian pack (Ulti) says piros, tök, zöld, makk (hu.wikipedia "Magyar
    # kártya"); the French pack's hearts is kőr beside káró, treff, pikk.
    hungarian = ("hearts", "bells", "leaves", "acorns")
    said = [render(glossary.suit(s, hungarian_pack=True), "hu") for s in hungarian]
    assert said == ["piros", "tök", "zöld", "makk"]
    french = ("hearts", "diamonds", "clubs", "spades")
    assert [render(glossary.suit(s), "hu") for s in french] == ["kőr", "káró", "treff", "pikk"]
    assert [render(glossary.yes_no(v), "hu") for v in (True, False)] == ["igen", "nem"]


def test_ulti_components_as_the_hungarian_bid_tables_name_them() -> None:
    names = {c: render(component_name(c), "hu") for c in Component}
    assert names[Component.PARTI] == "parti"
    assert names[Component.FORTY_HUNDRED] == "40-100"
    assert names[Component.TWENTY_HUNDRED] == "20-100"
    assert names[Component.ULTI] == "ulti"
    assert names[Component.FOUR_ACES] == "négy ász"
    assert names[Component.BETLI] == "betli"
    # Ours is the 10-point betli; Tepsi/UltiCalculator calls the 20-point open
    # betli "rebetli": both names are in docs/glossary/hu.md, the cell says which.
    assert names[Component.REBETLI] == "rebetli (piros betli)"
    assert names[Component.OPEN_BETLI] == "terített betli"
    assert names[Component.DURCHMARS] == "durchmars"
    assert names[Component.OPEN_DURCHMARS] == "terített durchmars"
    assert names[Component.NT_DURCHMARS] == "színtelen durchmars"
    assert names[Component.NT_OPEN_DURCHMARS] == "színtelen terített durchmars"
    hearts = next(r for r in ROWS if r.kind is Kind.HEARTS)
    assert render(row_text(hearts), "hu").endswith(" (piros)")


def test_an_ulti_evening_reads_in_hungarian() -> None:
    result = example("ulti")
    # Deal 1: parti in leaves, soloist Bíró Gergő reached 100 unannounced (silent
    # 100): parti 1 × 2 = 2 from each of the two defenders, +4 for the soloist.
    first = lines(result, 1)
    assert "csendes száz (Bíró Gergő elérte a 100-at): a parti duplán számít" in first
    assert any(line.startswith("parti (zöld) sikerült: 1 × 2 (csendes száz) = 2") for line in first)
    assert "egyenleg: Bíró Gergő +4, Szűcs Zsófia −2, Kovács Lőrinc −2" in first
    assert "Tóth Ildikó oszt, és kimarad: 0" in first
    # Deal 7: ulti in leaves with Kontra lost: 4 × 2 = 8 to each defender, and the
    # failed-ulti extra 4 each, never doubled; parti with Kontra won: 1 × 2 = 2 each.
    # Soloist: +2 +2 −8 −8 −4 −4 = −20.
    seventh = lines(result, 7)
    assert any(line.startswith("ulti (zöld) bukott: 4 × Kontra ×2 = 8") for line in seventh)
    assert any(line.startswith("bukott ulti pótdíja:") for line in seventh)
    assert "egyenleg: Bíró Gergő −20, Kovács Lőrinc +10, Tóth Ildikó +10" in seventh
    # Deal 12: Rekontra keeps its Hungarian name: 1 × 4 = 4 from each defender.
    assert any("1 × Rekontra ×4 = 4" in line for line in lines(result, 12))


def test_pussi_terms_keep_their_names() -> None:
    # Huutopussi deal 4: Sanna and Minna took 0 card points against Timo and
    # Ville's bid of 150: läpäri, minus the final bid, −150.
    fourth = lines(example("huutopussi"), 4)
    assert "Sanna és Minna, läpäri (0 pont): mínusz a végső licit, 150 → −150" in fourth
    # Marjapussi deal 10: the opponents took no trick, contract 200 made with 300:
    # rule 3, +2 × 200 = +400 for the declarers, −400 for the opponents.
    tenth = lines(example("marjapussi"), 10)
    assert any(line.endswith("+2 × 200 → +400") and "3. szabály" in line for line in tenth)
    assert "Jussi és Pekka (ellenfelek), 3. szabály: −2 × 200 → −400" in tenth
    assert [render(Msg(w), "hu") for w in ("Kontra", "Re", "Läpäri")] == ["Kontra", "Re", "Läpäri"]
    assert render(option_title("lapari"), "hu") == "Läpäri"
    assert render(option_value("tricks", "lapari"), "hu") == "ütés (tricks)"


def test_zwanzigerrufen_terms_keep_their_names() -> None:
    result = example("zwanzigerrufen")
    # Deal 2: the declarers lost the game (38 < 45 points): −1; they lost the Mond
    # (Mondfang): −1 more; V = −1 − 1 = −2.
    second = lines(result, 2)
    assert "Mondfang – a felvevők elvesztették a Mondot: 1 → −1 a felvevő oldalnak" in second
    assert "V = −2 a felvevő oldalnak" in second
    assert lines(result, 4) == ["Nincs játék (Zusammenwerfen): nincs pont."]
    assert render(Msg("Four kings"), "hu") == "Négy király"
    assert render(Msg("Valat cancels bonuses"), "hu") == "A Valat kiüti a prémiumokat"


def test_house_rule_words() -> None:
    """The option words (docs/glossary/hu.md "House rules"): csendes durchmars and
    csendes száz (the ultiarena labels, index.hu), kontrafokozat (the tournament
    page's "Kontra fokozatok"), négy ász bemondás (Tepsi's "Négyász bemondás"),
    terített durchmars (Tepsi); läpäri and Mondfang keep their names."""
    titles = ("silent_durchmars", "silent_100", "max_kontra", "four_aces_bid", "lapari_cost")
    assert [render(option_title(k), "hu") for k in titles] == [
        "Csendes durchmars",
        "Csendes száz",
        "Legmagasabb kontrafokozat",
        "Négy ász bemondható",
        "A läpäri ára",
    ]
    assert render(option_title("open_durchmars_value"), "hu") == "A terített durchmars értéke"
    assert render(option_title("mondfang"), "hu") == "A Mondfang elszámolása"
    assert render(option_value("double", "silent_ulti_lost"), "hu") == "dupla: 4 (pirosban 8)"
    assert render(option_value("contract", "lapari_cost"), "hu") == "a vállalás"
    assert render(option_value("everyone", "silent_ulti_scope"), "hu") == "minden játékossal"


def test_silent_100_as_its_own_bonus_reads_in_hungarian() -> None:
    # Ulti example deal 1: Bíró Gergő's parti in leaves (trump), 60 card points and
    # the trump marriage (40): 60 + 40 = 100, a silent 40-100. Under silent_100:
    # bonus it replaces the parti (1) and is worth 2 (ultiarena's
    # forty_hundred_silent), no kontra, leaves not hearts: each defender pays 2.
    path = ROOT / "resources" / "examples" / "ulti.json"
    record = json.loads(path.read_text(encoding="utf-8"))
    record["rules"] = {"silent_100": "bonus", "silent_100_marriages": "one"}
    first = [render(line, "hu") for line in replay_json(record).rows[0].outcome.lines]
    assert (
        "házi szabály: a csendes díjak a parti helyébe lépnek, és annak kontráját kapják" in first
    )
    assert (
        "csendes 40-100 (Bíró Gergő elérte a 100-at): 2 — "
        "Szűcs Zsófia fizet 2 → Bíró Gergő, Kovács Lőrinc fizet 2 → Bíró Gergő"
    ) in first


def test_ultimate_partner_card() -> None:
    # Deal 8: 鈴木 美咲 bid 60 in clubs, partner card QS held by 高橋 翔; they took
    # 63 ≥ 60: made, each scores the bid, 60.
    eighth = lines(example("ultimate"), 8)
    assert eighth[:3] == [
        "鈴木 美咲 60 pontot vállalt, adu: treff.",
        "Partnerkártya: QS; a partner 高橋 翔.",
        "鈴木 美咲 és 高橋 翔: 63 pont (licit: 60): sikerült.",
    ]


@pytest.mark.parametrize(
    ("singular", "plural", "params", "one", "two"),
    [
        ("{n} deal left", "{n} deals left", {}, "még 1 leosztás", "még 2 leosztás"),
        (
            "four aces do not fit in {tricks} trick",
            "four aces do not fit in {tricks} tricks",
            {"count": "tricks"},
            "négy ász nem fér bele 1 ütésbe",
            "négy ász nem fér bele 2 ütésbe",
        ),
    ],
)
def test_one_plural_form_for_every_count(
    singular: str, plural: str, params: dict[str, Any], one: str, two: str
) -> None:
    """Hungarian keeps the noun singular after a number (nplurals=1)."""
    key = params.get("count", "n")
    rendered = [render(Plural(singular, plural, **params, **{key: n}), "hu") for n in (1, 2)]
    assert rendered == [one, two]


def test_mondfang_double_round_plural() -> None:
    words = [
        render(
            Plural(
                "Mondfang: the next {n} scored deal counts double.",
                "Mondfang: the next {n} scored deals count double.",
                n=n,
            ),
            "hu",
        )
        for n in (1, 3)
    ]
    assert words == [
        "Mondfang: a következő 1 pontozott leosztás duplán számít.",
        "Mondfang: a következő 3 pontozott leosztás duplán számít.",
    ]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_window_catalog_keeps_placeholders_and_shortcuts() -> None:
    root = ET.parse(ROOT / "resources" / "i18n" / "scorekeeper_hu.ts").getroot()  # the checkout's
    problems = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = message.findtext("translation") or ""
            shortcuts = len(re.findall("&[^& ]", text))
            same_fields = bool(text) and _fields(text) == _fields(source)
            if not same_fields or ("&" in source) != ("&" in text) or shortcuts > 1:
                problems.append(source)
    assert problems == []


def test_compiled_window_words() -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load("scorekeeper_hu", str(I18N_DIR))
    assert translator.translate("MainWindow", "&File") == "&Fájl"
    assert translator.translate("DealEditor", "Dealer") == "Osztó"


def test_deal_form_words() -> None:
    """The deal forms' labels are the games' descriptions of their entry fields
    (``GameSpec.entry``), said from the core's catalog in the window and on the phones."""
    assert Msg("Soloist").render("hu") == "Felvevő"
    assert Msg("Trump").render("hu") == "Adu"
    assert Msg("Redeal").render("hu") == "Újraosztás"


def test_core_catalog_is_complete() -> None:
    assert HU["Dealer"] == "Osztó"
    assert HU["silent four aces ({player} captured all four)"].startswith("csendes négy ász")
