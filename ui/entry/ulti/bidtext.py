"""Typed Ulti bids ("40 ulti", "piros betli", "20-100 terített durchmars")
matched against the bid table of :mod:`scorekeeper.games.ulti.bidtable`.

Words are read without case or accents, in Hungarian or English: ``passz``/
``parti``/``játék``, ``40``/``negyven``, ``20``/``húsz``, ``ulti``, ``négy ász``/
``four aces``, ``betli``, ``rebetli``, ``durchmars``, ``redurchmars``; the
modifiers ``terített``/``open``, ``színtelen``/``nt`` and ``piros``/``hearts``
(``piros betli`` is the rebetli, as in the table's own name for it). The typed
components must all be in the row; rows that add the fewest components come
first, then by rank, so "ulti" offers "parti + ulti" before "40-100 + ulti".
Qt-free, so it is tested on its own.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from scorekeeper.games.ulti.bidtable import INFO, ROWS, BidRow, Component, Kind

C = Component
_WORDS: dict[str, str] = {
    **dict.fromkeys(("parti", "passz", "p", "party", "jatek", "game", "pass"), "parti"),
    **dict.fromkeys(
        ("40", "40-100", "40100", "negyven", "negyvenszaz", "negyven-szaz", "forty"), "40-100"
    ),
    **dict.fromkeys(("20", "20-100", "20100", "husz", "huszszaz", "husz-szaz", "twenty"), "20-100"),
    **dict.fromkeys(("ulti", "ultimo"), "ulti"),
    **dict.fromkeys(
        ("4", "negy", "four", "asz", "aces", "four-aces", "4-aces", "4asz", "negyasz"), "four-aces"
    ),
    **dict.fromkeys(("durchmars", "durch", "dm"), "durchmars"),
    **dict.fromkeys(("redurchmars", "redurch"), "redurchmars"),
    "betli": "betli",
    "rebetli": "rebetli",
    **dict.fromkeys(("teritett", "open", "ter"), "open"),
    **dict.fromkeys(("szintelen", "nt", "notrump", "no-trump", "sans"), "no-trump"),
    **dict.fromkeys(("piros", "hearts", "heart", "red", "kor"), "hearts"),
    **dict.fromkeys(("100", "szaz", "hundred", "-", "+", "es", "and", "with"), ""),
}

# Names shown for components (game terms keep their Hungarian names).
NAMES: dict[Component, str] = {
    C.PARTI: "Parti",
    C.FORTY_HUNDRED: "40-100",
    C.TWENTY_HUNDRED: "20-100",
    C.ULTI: "Ulti",
    C.FOUR_ACES: "Négy ász",
    C.DURCHMARS: "Durchmars",
    C.OPEN_DURCHMARS: "Terített durchmars",
    C.BETLI: "Betli",
    C.REBETLI: "Rebetli (piros betli)",
    C.OPEN_BETLI: "Terített betli",
    C.NT_DURCHMARS: "Színtelen durchmars",
    C.NT_REDURCHMARS: "Redurchmars",
    C.NT_OPEN_DURCHMARS: "Színtelen terített durchmars",
}


class BidTextError(ValueError):
    """Typed text that names no component: ``word`` is the first word that does not
    (the form says so at the field, in the window's language)."""

    def __init__(self, word: str) -> None:
        super().__init__(f"“{word}” is not an Ulti bid word")
        self.word = word


@dataclass(frozen=True)
class BidMatch:
    """What the text asks for: the rows that fit, best first, and whether it
    said hearts (``piros``) for a trump contract."""

    rows: tuple[BidRow, ...]
    hearts: bool

    @property
    def best(self) -> BidRow | None:
        return self.rows[0] if self.rows else None


def normalize(text: str) -> list[str]:
    plain = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    for sep in (",", "+", "/", "&"):
        plain = plain.replace(sep, " ")
    return plain.split()


def _words(text: str) -> list[str]:
    out: list[str] = []
    for token in normalize(text):
        if token in _WORDS:
            out.append(_WORDS[token])
            continue
        parts = [p for p in token.split("-") if p]
        unknown = [p for p in parts if p not in _WORDS]
        if unknown or not parts:
            raise BidTextError(token)
        out += [_WORDS[p] for p in parts]
    return [w for w in out if w]


def components(text: str) -> tuple[frozenset[Component], bool]:
    """The components the text names, and whether it said hearts."""
    words = set(_words(text))
    found = {Component(w) for w in words & {"parti", "40-100", "20-100", "ulti", "four-aces"}}
    hearts = "hearts" in words
    is_open, no_trump = "open" in words, "no-trump" in words
    if "rebetli" in words or ("betli" in words and hearts and not is_open):
        found.add(C.REBETLI)
        hearts = False
    elif "betli" in words:
        found.add(C.OPEN_BETLI if is_open else C.BETLI)
    if "redurchmars" in words:
        found.add(C.NT_REDURCHMARS)
    elif "durchmars" in words and no_trump:
        found.add(C.NT_OPEN_DURCHMARS if is_open else C.NT_DURCHMARS)
    elif "durchmars" in words:
        found.add(C.OPEN_DURCHMARS if is_open else C.DURCHMARS)
    return frozenset(found), hearts


def match(text: str) -> BidMatch:
    """Rows holding every typed component; raises BidTextError for an unknown word."""
    wanted, hearts = components(text)
    if not wanted:
        return BidMatch((), hearts)
    no_trump = any(not INFO[c].trump for c in wanted)
    kind = Kind.NO_TRUMP if no_trump else Kind.HEARTS if hearts else Kind.PLAIN
    fits = [row for row in ROWS if row.kind is kind and wanted <= set(row.components)]
    fits.sort(key=lambda row: (len(row.components) - len(wanted), row.rank))
    return BidMatch(tuple(fits), hearts and not no_trump)


def row_label(row: BidRow) -> str:
    text = " + ".join(NAMES[c] for c in row.components)
    return f"Piros {text}" if row.kind is Kind.HEARTS else text


def row_text(components: tuple[Component, ...] | list[str], hearts: bool = False) -> str:
    """Text that :func:`match` reads back as exactly these components."""
    words = [str(c) for c in components]
    return " ".join((["piros"] if hearts else []) + words)
