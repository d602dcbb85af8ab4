"""Finnish (fi): the game words chosen from Finnish rule pages (docs/glossary/fi.md),
a settled deal of each game read in Finnish, both plural forms, and the window's
catalog. Huutopussi and Marjapussi say what Finnish players say (pelinviejä,
sopimus, huuto, valtti, avioliitto, läpäri, uusjako); Ulti's and Zwanzigerrufen's
own game terms keep their names (ulti, betli, durchmars, Zusammenwerfen, Mondfang),
and their general words are Finnish.

4 players Aino, Eero, Helmi, Onni (Onni deals): side 0 = Aino + Helmi, side 1 =
Eero + Onni (the helpers of tests/words/test_pussi_ja.py).
"""

from __future__ import annotations

import json

import pytest

from scorekeeper.games import get_game, huutopussi_rules
from scorekeeper.games.base import Context
from scorekeeper.session.replay import replay_json
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg, Plural, render, render_all
from words.catalog_check import ROOT
from words.option_words import option_title, option_value
from words.test_pussi_ja import huuto, marja, result, settle

HUUTO_KEYS = (
    "card_values",
    "last_trick",
    "declarer_no_trick",
    "lapari_cost",
    "three_player_lapari",
    "bid_ban",
)
MONDFANG_VALUES = ("side_pays", "catcher_gains", "between_players")


def fi(text: Msg | str) -> str:
    return render(text, "fi")


def example_lines(game: str, deal: int) -> tuple[str, ...]:
    """Deal ``deal`` (1-based) of resources/examples/<game>.json, read in Finnish."""
    raw = json.loads((ROOT / "resources" / "examples" / f"{game}.json").read_text("utf-8"))
    row = replay_json(raw).rows[deal - 1]
    return render_all(row.outcome.lines, "fi")


# --- the glossary: one word each ---------------------------------------------------


def test_score_sheet_words() -> None:
    """Jakaja, pelinviejä, sopimus, uusjako: the Finnish digest §5.1-5.3,
    https://github.com/PoggersOy/huutopussi/blob/main/docs/huutopussin-saannot.md
    and the PoggersOy/huutopussi glossary; tilitys, panos, saldo: the settlement."""
    terms = (
        glossary.DEALER,
        glossary.DECLARER,
        glossary.CONTRACT,
        glossary.DEAL,
        glossary.POINTS,
        glossary.THROWN_IN,
        glossary.DOUBLE_ROUND,
        glossary.SETTLEMENT,
        glossary.STAKE,
        glossary.BALANCE,
    )
    assert [fi(t) for t in terms] == [
        "Jakaja",
        "Pelinviejä",
        "Sopimus",
        "Jako",
        "Pisteet",
        "uusjako",
        "tuplakierros",
        "Tilitys",
        "Panos",
        "Saldo",
    ]


def test_suits() -> None:
    """The French suits as Finnish players name them (hertta, ruutu, risti, pata); the
    Hungarian pack's other three suits in plain Finnish (kulkunen, lehti, terho)."""
    names = ("hearts", "diamonds", "clubs", "spades", "bells", "leaves", "acorns")
    assert [fi(glossary.suit(n)) for n in names] == [
        "hertta",
        "ruutu",
        "risti",
        "pata",
        "kulkunen",
        "lehti",
        "terho",
    ]


# --- Huutopussi and Marjapussi ----------------------------------------------------


def test_huutopussi_lapari_in_finnish() -> None:
    # Declarers: 140 + last trick 20 + hearts marriage 100 = 260 ≥ contract 160 → +160.
    # Opponents took 0 points: läpäri (default "points") → minus the final bid 150.
    out = settle(huuto())
    assert out.deltas == {"Aino": 160, "Eero": -150, "Helmi": 160, "Onni": -150}
    assert render_all(out.lines, "fi") == (
        "Aino ja Helmi: korttipisteet 140 + viimeinen tikki 20 + hertta-avioliitto 100 = 260",
        "Eero ja Onni: korttipisteet 0 = 0",
        "Aino ja Helmi (pelinviejät), sopimus 160 (huuto 150) täyttyi pisteillä 260 → +160",
        "Eero ja Onni, läpäri (0 pistettä): miinus viimeinen huuto 150 → −150",
    )
    assert (fi(out.summary.contract), fi(out.summary.result)) == (
        "160 (huuto 150)",
        "täyttyi (260)",
    )


def test_marjapussi_re_missed_in_finnish() -> None:
    # 88 + last trick 20 + spades marriage 40 = 148 < 150 → −150; Re (kontra 2) ×4 → −600.
    # Opponents 32, rounded to the nearest 5 → 30.
    raw = marja(kontra=2, result=result([88, 32], [6, 3], marriages=((0, "spades"),)))
    out = settle(raw)
    assert out.deltas == {"Aino": -600, "Eero": 30, "Helmi": -600, "Onni": 30}
    assert render_all(out.lines, "fi") == (
        "Aino ja Helmi: korttipisteet 88 + viimeinen tikki 20 + pata-avioliitto 40 = 148",
        "Eero ja Onni: korttipisteet 32 = 32",
        "Aino ja Helmi (pelinviejät), sääntö 1, sopimus 150 kaatui pisteillä 148 → −150",
        "Re ×4 vain pelinviejien pisteisiin: −150 × 4 = −600",
        "Eero ja Onni (vastustajat), pisteet yhteensä 32 pyöristettynä 30 → +30",
    )


def test_marjapussi_missed_schwarz_kontra_in_finnish() -> None:
    # wurzel.org §13 (docs/games/marjapussi.md "House rules"): Aino and Helmi bid 150 and
    # contract 200, take all 9 tricks: 120 + last trick 20 = 140 < 200, missed although
    # the opponents took no trick (rule 3 missed): −200; Re (kontra 2) would make it ×4,
    # missed_schwarz_kontra: one_dropped does not count one doubling: −200 × 2 = −400.
    # The opponents score 0 (rule 3, contract missed).
    raw = marja(
        contract=200,
        kontra=2,
        rules={"missed_schwarz_kontra": "one_dropped"},
        result=result([120, 0], [9, 0]),
    )
    out = settle(raw)
    assert out.deltas == {"Aino": -400, "Eero": 0, "Helmi": -400, "Onni": 0}
    assert render_all(out.lines, "fi")[3] == (
        "Re ×4, yksi tuplaus jää laskematta (kotisääntö missed_schwarz_kontra: sopimus "
        "kaatui, vastustajat eivät saaneet tikkiä): −200 × 2 = −400"
    )
    # The options' help names the Finnish value words, not the record's keys.
    assert fi(option_title("missed_schwarz_kontra")) == "Kontra, kun schwarz ei riitä"
    assert [fi(option_value(v, "schwarz_bonus")) for v in ("double", "single")] == [
        "kaksinkertainen",
        "yksinkertainen",
    ]
    help_texts = [fi(o.help) for o in get_game("marjapussi").options if o.help is not None]
    assert not any(key in text for text in help_texts for key in ("(double)", "(all)"))


def test_pussi_words() -> None:
    assert fi(Msg("Läpäri")) == "Läpäri"
    assert fi(Msg("Minimum bid")) == "Alin huuto"
    assert fi(Msg("Kontra")) == "Kontra"
    assert fi(Msg("Re")) == "Re"
    assert fi(Msg("pass")) == "passi"
    assert fi(Msg("Thrown in ({reason}): no score.", reason=Msg("redeal"))) == (
        "Jako mitätöity (uusjako vaadittu): ei pisteitä."
    )


def test_huutopussi_house_rules_in_the_digests_words() -> None:
    """The options' titles and values in the Finnish digest's words
    (the Finnish digest, above, §3 "Korttien pistearvot",
    §5.2 "Huutokielto", §10 "Viimeinen tikki", "Huutokieltoraja", "Porvoo-rangaistus …
    huutajalle 2 × huuto", "Porvoon sijasta läpäri: −viimeinen huuto"; the preset is
    its "päämuoto")."""
    assert [fi(option_title(k)) for k in HUUTO_KEYS] == [
        "Korttien pistearvot",
        "Viimeinen tikki",
        "Pelinviejät ilman tikkiä (Porvoo)",
        "Läpärin hinta",
        "Läpäri kolminpelissä",
        "Huutokieltoraja",
    ]
    values = [
        ("declarer_no_trick", "contract"),
        ("declarer_no_trick", "double_bid"),
        ("declarer_no_trick", "double_contract"),
        ("lapari_cost", "bid"),
        ("lapari_cost", "contract"),
        ("three_player_lapari", "when_made"),
        ("three_player_lapari", "always"),
    ]
    assert [fi(option_value(v, k)) for k, v in values] == [
        "−sopimus",
        "−2 × huuto",
        "−2 × sopimus",
        "−viimeinen huuto",
        "−sopimus",
        "kun pelinviejän sopimus täyttyi",
        "aina",
    ]
    titles = {p.key: fi(p.title) for p in huutopussi_rules.PRESETS}
    assert titles == {
        "finnish_common": "Suomalainen päämuoto (PoggersOy)",
        "mhjort": "mhjort/huutopussi",
    }


def test_huutopussi_trickless_declarers_pay_twice_the_bid_in_finnish() -> None:
    # Helmi declares 60 (contract 70); side 0 takes no trick, side 1 all 140 card points
    # and the last trick. declarer_no_trick: double_bid → −2 × 60 = −120 (the digest's
    # "huutajalle 2 × huuto"). Opponents: 140 + 20 = 160.
    raw = huuto(
        declarer="Helmi",
        bid=60,
        contract=70,
        rules={"declarer_no_trick": "double_bid"},
        result=result([0, 140], [0, 9], last=1),
    )
    out = settle(raw)
    assert out.deltas == {"Aino": -120, "Eero": 160, "Helmi": -120, "Onni": 160}
    assert render_all(out.lines, "fi")[2:] == (
        "Aino ja Helmi (pelinviejän puoli), ei yhtään tikkiä (Porvoo): "
        "2 × viimeinen huuto 60 → −120",
        "Eero ja Onni, pisteet yhteensä 160 → +160",
    )


def test_huutopussi_lapari_costs_the_contract_in_finnish() -> None:
    # The default deal (bid 150, contract 160, made with 260) under lapari: tricks and
    # lapari_cost: contract: the trickless opponents score minus the contract, −160.
    out = settle(huuto(rules={"lapari": "tricks", "lapari_cost": "contract"}))
    assert out.deltas == {"Aino": 160, "Eero": -160, "Helmi": 160, "Onni": -160}
    assert render_all(out.lines, "fi")[3] == (
        "Eero ja Onni, läpäri (ei tikkiä): miinus sopimus 160 → −160"
    )


def test_huutopussi_bid_ban_warning_in_finnish() -> None:
    # bid_ban: -250; Aino and Helmi stand at −300 ≤ −250, yet Helmi bid 70.
    raw = huuto(
        declarer="Helmi",
        bid=70,
        contract=100,
        rules={"bid_ban": -250},
        result=result([95, 45], [6, 3]),
    )
    context = Context({"Aino": -300, "Helmi": -300, "Eero": 120, "Onni": 120})
    assert render_all(settle(raw, context).warnings, "fi") == (
        "Huutokielto (miinus 250): Helmi huusi 70, vaikka hänen puolensa pistesaldo on "
        "-300; sellainen puoli saa tehdä vain pakollisen 50:n avaushuudon.",
    )


# --- Ulti: the game terms keep their names -----------------------------------------


def test_ulti_terms_keep_their_names() -> None:
    kept = ("ulti", "betli", "rebetli", "durchmars", "parti", "40-100", "20-100")
    assert [fi(Msg(t)) for t in kept] == list(kept)
    assert fi(Msg("open-betli")) == "avoin betli"
    assert fi(Msg("nt-durchmars")) == "valtiton durchmars"
    assert fi(Msg("four-aces")) == "neljä ässää"


def test_ulti_deal_in_finnish() -> None:
    # Example deal 2: Szűcs Zsófia plays 40-100 + ulti in acorns (the dealer Bíró Gergő sits
    # out); docs/rules/ulti.md: 40-100 is worth 4 from each defender, ulti 4, doubled by one
    # Kontra = 8 from each defender:
    # Zsófia +2 × (4 + 8) = +24, each defender −12.
    lines = example_lines("ulti", 2)
    assert lines == (
        "40-100 (terho) onnistui: 4 — Szűcs Zsófia saa: "
        "Kovács Lőrinc maksaa 4, Tóth Ildikó maksaa 4",
        "ulti (terho) onnistui: 4 × Kontra ×2 = 8 — Szűcs Zsófia saa: "
        "Kovács Lőrinc maksaa 8, Tóth Ildikó maksaa 8",
        "netto: Szűcs Zsófia +24, Kovács Lőrinc −12, Tóth Ildikó −12",
        "Bíró Gergő jakaa ja on sivussa: 0",
    )


def test_ulti_silent_options_in_finnish() -> None:
    """csendes = hiljainen (the catalog's "hiljainen ulti"); terített = avoin."""
    keys = ("silent_durchmars", "silent_100", "silent_ulti_scope", "open_durchmars_value")
    assert [fi(option_title(k)) for k in keys] == [
        "Hiljainen durchmars",
        "Hiljainen sata",
        "Hiljainen ulti tilitetään",
        "Avoimen durchmarsin arvo",
    ]
    assert fi(option_value("everyone", "silent_ulti_scope")) == "kaikkien pelaajien kanssa"
    assert fi(Msg("silent durchmars ({player} took every trick)", player="Aino")) == (
        "hiljainen durchmars (Aino sai kaikki tikit)"
    )


# --- Zwanzigerrufen ---------------------------------------------------------------


def test_zwanzigerrufen_words() -> None:
    assert fi(Msg("Zusammenwerfen")) == "Zusammenwerfen"
    assert fi(Msg("Normal")) == "Peruspeli"
    assert fi(Msg("Suit solo")) == "Maasoolo"
    assert fi(Msg("declarers")) == "pelinviejät"
    assert fi(Msg("defenders")) == "vastustajat"


def test_zwanzigerrufen_deal_in_finnish() -> None:
    # Example deal 1: a normal game (value 1) won with 52 card points (45 wins):
    # V = +1; the two declarers +1 each, the two defenders −1 each (zero-sum: 0).
    assert example_lines("zwanzigerrufen", 1) == (
        "Peli voitettu: pelinviejät saivat 52 pistettä (45 voittaa): 1 → +1 pelinviejien puolelle",
        "V = +1 pelinviejien puolelle",
        "Ferdl ja Poldi kumpikin +1; Resi, Gusti kukin −1",
    )


def test_zwanzigerrufen_mondfang_options_in_finnish() -> None:
    assert fi(option_title("mondfang")) == "Mondfangin tilitys"
    assert [fi(option_value(v, "mondfang")) for v in MONDFANG_VALUES] == [
        "Mondin menettänyt puoli maksaa",
        "kaappaajan puoli saa",
        "vain menettäjä maksaa kaappaajalle",
    ]
    assert fi(option_title("double_round_deals")) == "Tuplatut jaot Mondfangin jälkeen"


# --- Ultimate ---------------------------------------------------------------------


def test_ultimate_partner_in_finnish() -> None:
    assert fi(option_title("partner_variant")) == "Kumppanisääntö"
    # Example deal 1: 40 in spades, partner card QH; 52 ≥ 40 made, each scores the bid 40.
    assert example_lines("ultimate", 1)[:3] == (
        "佐藤 健 huusi 40 pistettä, valttina pata.",
        "Kumppanikortti QH: kumppani on 高橋 翔.",
        "佐藤 健 ja 高橋 翔 saivat 52 pistettä (huuto 40): onnistui.",
    )


# --- plural forms: Finnish has two (n = 1, otherwise) -----------------------------


@pytest.mark.parametrize(
    ("n", "expected"),
    [(1, "1 jako jäljellä"), (2, "2 jakoa jäljellä"), (5, "5 jakoa jäljellä")],
)
def test_deals_left_plural(n: int, expected: str) -> None:
    assert Plural("{n} deal left", "{n} deals left", n=n).render("fi") == expected


def test_mondfang_plural() -> None:
    one = "Mondfang: the next {n} scored deal counts double."
    two = "Mondfang: the next {n} scored deals count double."
    assert Plural(one, two, n=1).render("fi") == (
        "Mondfang: seuraava 1 pisteytetty jako lasketaan kaksinkertaisena."
    )
    assert Plural(one, two, n=2).render("fi") == (
        "Mondfang: seuraavat 2 pisteytettyä jakoa lasketaan kaksinkertaisina."
    )


# --- the window's catalog ---------------------------------------------------------


def test_window_words() -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load("scorekeeper_fi", str(ROOT / "resources" / "i18n"))
    said = {
        ("MainWindow", "&File"): "&Tiedosto",
        ("DealEditor", "Dealer"): "Jakaja",
    }
    assert {k: translator.translate(*k) for k in said} == said


def test_deal_form_words() -> None:
    """The deal forms' labels are the games' descriptions of their entry fields
    (``GameSpec.entry``), said from the core's catalog in the window and on the phones."""
    said = {
        "Final bid": "Viimeinen huuto",
        "Redeal": "Uusjako",
        "Trump": "Valtti",
        "Called tarock": "Kutsuttu tarokki",
        "Mondfang: whose Mond was caught": "Mondfang: kenen Mond kaapattiin",
        "Mondfang: caught by (the Sküs)": "Mondfang: kaappaaja (Sküs)",
    }
    assert {k: Msg(k).render("fi") for k in said} == said
