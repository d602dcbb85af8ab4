"""Japanese speaks the club's own words (issue 28): every game term is written as
the club's rule pages (the seeds, ``docs/seeds/``, copied from ``../shared/seeds/``)
write it — in katakana where they use katakana, in Latin letters where they keep Latin ones.

The table below was written by reading the seeds, not the app: per game, the
term, the seed's spelling, and the Latin spellings the Japanese catalogs must not
use instead. Checked: the seed of the game has the spelling; the Japanese
catalogs use it; and no translation in them — every ``msgstr`` of the gettext
catalog (``resources/locale/ja``) and every translation of the window's Qt
catalog (``resources/i18n/scorekeeper_ja.ts``) — uses a Latin spelling of a term
the seeds write in katakana.

Game titles are proper names, the same in every language (``scorekeeper.games``),
so "Ulti" the game stays; "ulti" the contract is ウルティ. Placeholders
(``{bonus}``) are not words.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "docs" / "seeds"  # the club's pages, from ../shared/seeds (docs/rules/README.md)
SEED_OF = {
    "ulti": "000_b41e08e227464bbe.txt",
    "marjapussi": "001_c81bc0ce17870390.txt",
    "ultimate": "002_9c6dfb00479721ad.txt",
    "huutopussi": "003_4375226d2c4547d8.txt",
    "zwanzigerrufen": "004_d9343808ad5d2319.txt",
}
PO_JA = ROOT / "resources" / "locale" / "ja" / "LC_MESSAGES" / "scorekeeper.po"
QT_JA = ROOT / "resources" / "i18n" / "scorekeeper_ja.ts"

# (game, term, the seed's spelling, Latin spellings not to use in Japanese)
TERMS: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    # Ulti: "[ベトリ(betli)]", "[デュルヒマルシュ(durchmars)]", "レコントラ(rekontra)",
    # "スブコントラ(szubkontra)", "モルドコントラ(mordkontra=16倍)",
    # "ヒルスコントラ(hirskontra=32倍)", "フェダクサリ(fedáksári=64倍)",
    # "ケレケスビシクリ(Kerekes bicikli=128倍)", "ウルティ", "ソロイスト", "マリッジ(bélák)",
    # "オープン・ベトリ"
    ("ulti", "ulti", "ウルティ", ("ulti",)),
    ("ulti", "betli", "ベトリ", ("betli", "Betli")),
    ("ulti", "durchmars", "デュルヒマルシュ", ("durchmars", "Durchmars")),
    ("ulti", "open (terített)", "オープン", ("terített", "Terített")),
    ("ulti", "kontra", "コントラ", ("Kontra", "kontra")),
    ("ulti", "rekontra", "レコントラ", ("Rekontra", "rekontra")),
    ("ulti", "szubkontra", "スブコントラ", ("Szubkontra", "szubkontra")),
    ("ulti", "mordkontra", "モルドコントラ", ("Mordkontra", "mordkontra")),
    ("ulti", "hirskontra", "ヒルスコントラ", ("Hirskontra", "hirskontra")),
    ("ulti", "Fedák Sári", "フェダクサリ", ("Fedák Sári",)),
    ("ulti", "Kerekes bicikli", "ケレケスビシクリ", ("Kerekes bicikli",)),
    ("ulti", "soloist", "ソロイスト", ()),
    ("ulti", "marriage", "マリッジ", ("bélák",)),
    # Marjapussi: "コントラとレ", "「コントラ」と宣言", "「レ」と宣言"
    ("marjapussi", "kontra", "コントラ", ("Kontra", "kontra")),
    ("marjapussi", "re", "「レ」", ("Re",)),
    # Huutopussi: "これをレペリ(läpäri)と呼びます", "ハーフ・マリッジ"
    ("huutopussi", "läpäri", "レペリ", ("läpäri", "Läpäri", "ラパリ")),
    ("huutopussi", "marriage", "マリッジ", ()),
    # Zwanzigerrufen: the tarock terms in katakana; Valat, dazu and dagegen kept in Latin
    ("zwanzigerrufen", "Pagat ultimo", "パガット・ウルティモ", ("Pagat ultimo", "Pagat Ultimo")),
    ("zwanzigerrufen", "Pagat", "パガット", ("Pagat",)),
    ("zwanzigerrufen", "Mondfang", "モンドファング", ("Mondfang",)),
    ("zwanzigerrufen", "Mond", "モンド", ("Mond",)),
    ("zwanzigerrufen", "Sküs", "スク", ("Sküs",)),
    ("zwanzigerrufen", "Trull", "トゥルル", ("Trull",)),
    ("zwanzigerrufen", "Absolut", "アブソリュート", ("Absolut", "Absolute")),
    ("zwanzigerrufen", "Kontra", "コントラ", ("Kontra", "kontra")),
    ("zwanzigerrufen", "Zusammenwerfen", "ツザメンヴェルフェン", ("Zusammenwerfen",)),
    ("zwanzigerrufen", "solo (Schwarzer)", "シュワルツァー", ("Schwarzer",)),
    ("zwanzigerrufen", "suit solo (Farbensolo)", "ファベルン", ("Farbensolo",)),
    ("zwanzigerrufen", "Valat", "Valat", ()),
    ("zwanzigerrufen", "dazu", "dazu", ()),
    ("zwanzigerrufen", "dagegen", "dagegen", ()),
)
IDS = [f"{game}-{term}" for game, term, _, _ in TERMS]

# Words the player types, not words the app prints: the Ulti bid line reads
# Hungarian and English words (ui/entry/ulti/bidtext.py), and its hint shows them.
TYPED = {"type a bid: 40 ulti, piros betli, …"}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@cache
def seed(game: str) -> str:
    return (SEEDS / SEED_OF[game]).read_text(encoding="utf-8")


@cache
def translations() -> tuple[tuple[str, str, str], ...]:
    """Every Japanese translation: (where, its source text, the translation)."""
    found = []
    with PO_JA.open("rb") as po:
        for message in read_po(po, locale="ja"):
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            found += [("scorekeeper.po", ids[0], text) for text in texts if text]
    for message in ET.parse(QT_JA).getroot().iter("message"):
        source, translation = message.findtext("source", ""), message.find("translation")
        if translation is not None and translation.text:
            found.append(("scorekeeper_ja.ts", source, translation.text))
    return tuple((where, str(source), text) for where, source, text in found)


def latin(spelling: str) -> re.Pattern[str]:
    """``spelling`` as a whole word: not inside a longer Latin word, nor in a
    name of the record (``max_kontra``, ``kontra.game``)."""
    return re.compile(rf"(?<![A-Za-zÀ-ɏ_.]){re.escape(spelling)}(?![A-Za-zÀ-ɏ_.])")


@pytest.mark.parametrize(("game", "term", "spelling", "_latin"), TERMS, ids=IDS)
def test_the_seed_of_the_game_spells_the_term_so(game, term, spelling, _latin):
    assert spelling in seed(game), f"{term}: {spelling!r} is not in the {game} seed"


@pytest.mark.parametrize(("game", "term", "spelling", "_latin"), TERMS, ids=IDS)
def test_the_japanese_catalogs_use_the_seeds_spelling(game, term, spelling, _latin):
    wanted = spelling.strip("「」")
    assert any(wanted in text for _, _, text in translations()), (game, term, spelling)


def test_no_japanese_translation_uses_a_latin_spelling_the_seeds_write_in_katakana():
    wrong = []
    for where, source, text in translations():
        if source in TYPED:
            continue
        words = PLACEHOLDER.sub("", text)
        for _game, _term, spelling, spellings in TERMS:
            for bad in spellings:
                if latin(bad).search(words):
                    wrong.append(f"{where}: msgid {source!r}: {bad!r} -> {spelling!r}")
    assert wrong == [], "\n".join(["Japanese should follow the seeds:", *sorted(set(wrong))])
