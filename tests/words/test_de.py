"""German (de): the words chosen from the sources (docs/glossary/de.md) are the ones the
catalog says, per game, and each plural template renders its German form for n = 1 and
n = 2 (German has two forms, ``nplurals=2; plural=(n != 1)``).

Zwanzigerrufen speaks as Austrian tarock players do (Geber, Vorhand, Normalspiel,
Farbensolo, Solo, Spielerpartei / Gegenpartei, Prämie, Doppelrunde; Pagat, Mond, Sküs,
Trull, Valat, Absolut, Mondfang, Zusammenwerfen, dazu / dagegen stay as they are); the
other games keep their own terms (ulti, betli, durchmars, läpäri) in German spelling and
translate the general words.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games import parse_deal
from scorekeeper.games.base import Context
from scorekeeper.games.ulti.bidtable import Component, Suit
from scorekeeper.games.ulti.names import component_name, suit_name
from scorekeeper.words import glossary
from scorekeeper.words.catalog import catalog
from scorekeeper.words.text import Msg, Plural, render, render_all
from words.option_words import option_title, option_value

DE = dict(catalog("de"))


def test_the_score_sheet_words() -> None:
    """Geber (tarockwelt.com/faqs, de.wikipedia Zwanzigerrufen; FreeBoardGames'
    German words, https://github.com/freeboardgames/FreeBoardGames.org/blob/master/web/src/games/zwanzigerrufen/locales/de.json,
    "status_dealer"), Stich, Punkte, Saldo (FreeBoardGames
    "scoreboard_total_score"), Abrechnung (tarockwelt.com/regeln), zusammengeworfen
    (tarockwelt.com/faqs); a deal is a Spiel, a race game a Partie."""
    terms = (
        glossary.DEALER,
        glossary.DECLARER,
        glossary.DEAL,
        glossary.GAME,
        glossary.THROWN_IN,
        glossary.DOUBLE_ROUND,
        glossary.POINTS,
        glossary.BALANCE,
        glossary.SETTLEMENT,
        glossary.STAKE,
    )
    assert [render(t, "de") for t in terms] == [
        "Geber",
        "Ansager",
        "Spiel",
        "Partie",
        "zusammengeworfen",
        "Doppelrunde",
        "Punkte",
        "Saldo",
        "Abrechnung",
        "Tarif",
    ]


def test_every_glossary_term_is_german() -> None:
    assert [t.template for t in glossary.TERMS if not DE.get(t.template)] == []


def test_the_suits() -> None:
    """French suits Herz, Karo, Kreuz, Pik (eberhard.at tarock rules: "Herz, Karo, Pik,
    Kreuz (Treff)"); the Hungarian pack's German suits Herz, Schellen, Laub, Eichel."""
    french = [glossary.suit(s) for s in ("hearts", "diamonds", "clubs", "spades")]
    assert [render(t, "de") for t in french] == ["Herz", "Karo", "Kreuz", "Pik"]
    ulti = [suit_name(s) for s in (Suit.HEARTS, Suit.BELLS, Suit.LEAVES, Suit.ACORNS)]
    assert [render(t, "de") for t in ulti] == ["Herz", "Schellen", "Laub", "Eichel"]


# --- Zwanzigerrufen --------------------------------------------------------------

PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]


def zwanziger(**fields: Any) -> dict[str, Any]:
    """Normal game XIX, Franz (forehand: dealer Ilse) with Hans, 40 points in 4 tricks."""
    result = {"declarer_points": 40, "declarer_tricks": 4} | fields.pop("result", {})
    raw: dict[str, Any] = {
        "game": "zwanzigerrufen",
        "players": PLAYERS,
        "dealer": "Ilse",
        "contract": "normal",
        "declarer": "Franz",
        "called": "XIX",
        "partner": "Hans",
    }
    return raw | fields | {"result": result}


def test_zwanzigerrufen_worked_check_reads_in_german() -> None:
    """The rules' worked check (docs/rules/zwanzigerrufen.md "Worked check"):
    game lost with Kontra 1 × 2 = 2 against the declarers (40 < 45);
    Absolut dagegen failed (the declarers' 40 ≥ 32): 2 × 2 = +4 for them;
    Pagat dagegen won: 2 × 2 = 4 against them; V = −2 + 4 − 4 = −2:
    Franz and Hans −2 each, Gerti and Ilse +2 each (sum 0)."""
    raw = zwanziger(
        announced={"absolut": "against", "pagat": "against"},
        kontra={"game": 1, "absolut": 1, "pagat": 1},
        result={"pagat": {"side": "defenders", "outcome": "won"}},
    )
    outcome = parse_deal(raw).settle(Context())
    assert outcome.deltas == {"Franz": -2, "Gerti": 2, "Hans": -2, "Ilse": 2}
    assert sum(outcome.deltas.values()) == 0
    assert render_all(outcome.lines, "de") == (
        "Spiel verloren: die Spielerpartei machte 40 Punkte (gewonnen ab 45):"
        " 1 × Kontra ×2 = 2 → −2 für die Spielerpartei",
        "Absolut dagegen verloren: die Spielerpartei machte 40 Punkte (nicht weniger als 32):"
        " angesagt 2 × Kontra ×2 = 4 → +4 für die Spielerpartei",
        "Pagat ultimo dagegen gewonnen: angesagt 2 × Kontra ×2 = 4 → −4 für die Spielerpartei",
        "V = −2 für die Spielerpartei",
        "Franz und Hans je −2; Gerti, Ilse je +2",
    )
    assert render(outcome.summary.contract, "de") == (
        "Normalspiel XIX Kontra, Absolut dagegen Kontra, Pagat dagegen Kontra"
    )
    assert render(outcome.summary.result, "de") == "40 Pkt., 4 Stiche, V −2"


def test_zwanzigerrufen_contracts_and_bonuses() -> None:
    """Normalspiel, Solo, Farbensolo (FreeBoardGames' German words, above:
    "bid_normal", "bid_solo", "bid_solosuit"; tarockapp.at "Farbensolo"), Vier Könige
    (eberhard.at), Zusammenwerfen (tarockwelt.com/faqs: "zusammengeworfen")."""
    words = ("Normal", "Solo", "Suit solo", "suit-solo", "Four kings", "Zusammenwerfen")
    assert [DE[w] for w in words] == [
        "Normalspiel",
        "Solo",
        "Farbensolo",
        "Farbensolo",
        "Vier Könige",
        "Zusammenwerfen",
    ]
    # This text only follows the name "Mondfang" in a breakdown line ("{name} {text}: …"):
    # the dash separates them, as in Hungarian ("Mondfang – die Gegenpartei verlor den
    # Mond: 1 → …", not "Mondfang die Gegenpartei verlor …").
    assert render(Msg("the {side} lost the Mond", side=Msg("defenders")), "de") == (
        "– die Gegenpartei verlor den Mond"
    )
    assert render(Msg("{name} does not count in a suit solo", name="Trull"), "de") == (
        "Trull zählt im Farbensolo nicht"
    )


def test_zwanzigerrufen_house_rules_read_in_german() -> None:
    """The options as "title: value" (docs/glossary/de.md "House-rule options"): Vier
    Könige (eberhard.at; tarockoesterreich.jimdofree.com 2021 tournament rules: "Vier
    Könige 2"), Prämie (pagat.com/de "Prämien"), Mondfang, Valat, Absolut kept; the
    double round stays Doppelrunde."""
    words = {
        ("four_kings_value", 1): "Wert der Vier Könige: 1",
        ("absolut_at", 32): "Absolutgrenze (andere Partei höchstens): 32",
        ("solo_doubles_bonuses", False): "Solo verdoppelt die Prämien: nein",
        ("valat", "flat"): "Wert des Valats: Prämie 6 (angesagt 12) zusätzlich zum Spiel",
        ("mondfang", "between_players"): "Mondfang bezahlt: nur vom Verlierer an den Fänger",
        ("double_round_deals", 1): "Spiele der Doppelrunde nach Mondfang: 1",
        ("silent_pagat_lost", "ignored"): "Stiller Pagat verliert den letzten Stich: kostet nichts",
    }
    for (key, value), expected in words.items():
        line = Msg("{rule}: {value}", rule=option_title(key), value=option_value(value, key))
        assert render(line, "de") == expected


def test_zwanzigerrufen_house_rule_lines_in_german() -> None:
    """FreeBoardGames' readings (docs/games/zwanzigerrufen.md): the declarers take 38
    points, lose the game: 1 against them; the defenders hold the four kings, worth 1
    (four_kings_value: 1): 1 against; Gerti (defender) catches Franz's Mond and her side
    gains 1 (mondfang: catcher_gains): 1 against; the declarers' silent Pagat lost the
    last trick and costs nothing (silent_pagat_lost: ignored). V = −1 − 1 − 1 = −3:
    Franz and Hans −3 each, Gerti and Ilse +3 each (sum 0)."""
    raw = zwanziger(
        rules={"four_kings_value": 1, "mondfang": "catcher_gains", "silent_pagat_lost": "ignored"},
        result={
            "declarer_points": 38,
            "pagat": {"side": "declarers", "outcome": "lost"},
            "four_kings": "defenders",
            "mondfang": "declarers",
            "mond_lost_by": "Franz",
            "mond_caught_by": "Gerti",
        },
    )
    outcome = parse_deal(raw).settle(Context())
    assert outcome.deltas == {"Franz": -3, "Gerti": 3, "Hans": -3, "Ilse": 3}
    assert sum(outcome.deltas.values()) == 0
    assert render_all(outcome.lines, "de") == (
        "Spiel verloren: die Spielerpartei machte 38 Punkte (gewonnen ab 45):"
        " 1 → −1 für die Spielerpartei",
        "Stiller Pagat der Spielerpartei verlor den letzten Stich: nicht verrechnet (Hausregel)",
        "Vier Könige bei der Gegenpartei: 1 (Hausregel) → −1 für die Spielerpartei",
        "Mondfang Gerti fing den Mond von Franz: zugunsten der Gegenpartei (Hausregel):"
        " 1 → −1 für die Spielerpartei",
        "V = −3 für die Spielerpartei",
        "Franz und Hans je −3; Gerti, Ilse je +3",
    )


# --- Ulti ---------------------------------------------------------------------------


def test_ulti_keeps_its_own_names() -> None:
    components = (
        Component.PARTI,
        Component.ULTI,
        Component.BETLI,
        Component.DURCHMARS,
        Component.OPEN_BETLI,
        Component.FOUR_ACES,
        Component.FORTY_HUNDRED,
    )
    assert [render(component_name(c), "de") for c in components] == [
        "Parti",
        "Ulti",
        "Betli",
        "Durchmars",
        "Betli ouvert",
        "Vier Asse",
        "40-100",
    ]
    assert render(Msg("{component} won", component=component_name(Component.ULTI)), "de") == (
        "Ulti gewonnen"
    )
    forty = component_name(Component.FORTY_HUNDRED)
    silent = Msg("silent {component} ({player} reached 100)", component=forty, player="Béla")
    assert render(silent, "de") == "stilles 40-100 (Béla erreichte 100)"
    assert render(option_title("silent_100"), "de") == "Stilles Hundert"
    assert render(option_value("bonus", "silent_100"), "de") == "eigene Prämie"


# --- Marjapussi, Huutopussi ---------------------------------------------------------


def test_pussi_words() -> None:
    """Kontra, Re (jmc2008.wurzel.org/pussi rules, section 14 "Kontra, Re"); a
    marriage is a Paar (de.wikipedia Marjapussi: "Paare anzumelden"); läpäri keeps
    its Finnish name."""
    assert [DE["Kontra"], DE["Re"], DE["Läpäri"]] == ["Kontra", "Re", "Läpäri"]
    marriage = Msg("{suit} marriage {points}", suit=glossary.suit("hearts"), points=100)
    assert render(marriage, "de") == "Paar in Herz 100"
    assert render(option_title("lapari"), "de") == "Läpäri"
    assert [render(option_value(v, "lapari"), "de") for v in ("points", "tricks")] == [
        "Punkte",
        "Stiche",
    ]
    assert render(Msg("läpäri (no trick): minus the final bid {bid}", bid=120), "de") == (
        "Läpäri (kein Stich): minus das Endgebot 120"
    )
    assert render(option_title("lapari_cost"), "de") == "Läpäri kostet"
    assert render(option_value("contract", "lapari_cost"), "de") == "den Kontrakt"
    assert render(option_title("declarer_no_trick"), "de") == "Ansager ohne Stich zahlen"


# --- Ultimate -----------------------------------------------------------------------


def test_ultimate_words() -> None:
    line = Msg("Partner card {card}: {partner} is the partner.", card="QH", partner="Anna")
    assert render(line, "de") == "Partnerkarte QH: Anna ist der Partner."
    assert render(option_value("dealer_bids", "all_pass"), "de") == "der Geber muss bieten"
    assert render(option_value("thrown_in", "all_pass"), "de") == "zusammengeworfen (keine Wertung)"


# --- Plurals ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("singular", "plural", "params", "one", "two"),
    [
        ("{n} deal left", "{n} deals left", {}, "noch 1 Spiel", "noch 2 Spiele"),
        (
            "Mondfang: the next {n} scored deal counts double.",
            "Mondfang: the next {n} scored deals count double.",
            {},
            "Mondfang: noch 1 gewertetes Spiel zählt doppelt.",
            "Mondfang: die nächsten 2 gewerteten Spiele zählen doppelt.",
        ),
        (
            "four aces do not fit in {tricks} trick",
            "four aces do not fit in {tricks} tricks",
            {"count": "tricks"},
            "vier Asse passen nicht in 1 Stich",
            "vier Asse passen nicht in 2 Stiche",
        ),
        (
            "{points} point, but the declarers took no trick",
            "{points} points, but the declarers took no trick",
            {"count": "points"},
            "1 Punkt, aber die Spielerpartei machte keinen Stich",
            "2 Punkte, aber die Spielerpartei machte keinen Stich",
        ),
    ],
)
def test_plural_forms(
    singular: str, plural: str, params: dict[str, str], one: str, two: str
) -> None:
    count = params.get("count", "n")
    rendered = [render(Plural(singular, plural, count=count, **{count: n}), "de") for n in (1, 2)]
    assert rendered == [one, two]
