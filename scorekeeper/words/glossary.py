"""The glossary: the game terms and score-sheet words every output shares.

One word, one translation. The window (``ui``), the PDF, the CLI's ``show``
text and the CSV sheet all take these :class:`~scorekeeper.words.text.Msg` constants
and render them in the reader's language, so "dealer" is ディーラー and "bells"
is 鈴 wherever they appear (a test renders every term in all four outputs).
Game terms keep their own names in every language (kontra, Mondfang, Valat), but
Japanese, which writes them as the club's rule pages do (``GAME_TERMS``).

Choices made once here (they used to differ between the window and the sheet):
dealer is ディーラー (as in the core's reasons and the sheet), a thrown-in deal
is 配り直し (as the games' own cells say it), the Ulti suits are the games' ハート,
鈴, 葉, どんぐり, and points are 得点.

The sentences of the sheet that carry a term take it as a parameter
(``Msg("{game}: {scores}", ...)``), so the term is translated once.
Standard library only.
"""

from __future__ import annotations

from scorekeeper.words.text import InContext, Msg, Text

# The grid's columns.
NUMBER = Msg("No.")
GAME = Msg("Game")
DEAL = Msg("Deal")
DEALER = Msg("Dealer")
DECLARER = Msg("Declarer")
CONTRACT = Msg("Contract")
RESULT = Msg("Result")
NOTE = Msg("Note")
DELTA = Msg("±")
TOTAL = Msg("Σ")

# Marks of a deal.
THROWN_IN = Msg("thrown in")
DOUBLE_ROUND = Msg("double round")

# Suits: the French suits (Marjapussi, Huutopussi, Ultimate) and the German ones
# of the Hungarian pack (Ulti: hearts, bells, leaves, acorns).
SUITS = {
    "hearts": Msg("hearts"),
    "diamonds": Msg("diamonds"),
    "clubs": Msg("clubs"),
    "spades": Msg("spades"),
    "bells": Msg("bells"),
    "leaves": Msg("leaves"),
    "acorns": Msg("acorns"),
}

# Hearts of the Hungarian pack (Ulti): Hungarian says piros there and kőr in the
# French pack; every other language says one word for both.
HUNGARIAN_HEARTS = InContext("hungarian pack", "hearts")

# The games' own terms (issue 28): English, Hungarian, Finnish and German keep them
# as the players say them; Japanese writes them as the club's rule pages (the seeds)
# do: コントラ, アブソリュート, パガット, パガット・ウルティモ, モンドファング, トゥルル,
# ツザメンヴェルフェン. Valat, dazu and dagegen stay in Latin letters, as there.
KONTRA = Msg("Kontra")
ABSOLUT = Msg("Absolut")
PAGAT = Msg("Pagat")
PAGAT_ULTIMO = Msg("Pagat ultimo")
MONDFANG = Msg("Mondfang")
TRULL = Msg("Trull")
ZUSAMMENWERFEN = Msg("Zusammenwerfen")
GAME_TERMS: tuple[Msg, ...] = (
    KONTRA,
    ABSOLUT,
    PAGAT,
    PAGAT_ULTIMO,
    MONDFANG,
    TRULL,
    ZUSAMMENWERFEN,
)

YES = Msg("yes")
NO = Msg("no")

# The settlement.
PLAYER = Msg("Player")
POINTS = Msg("Points")
BALANCE = Msg("Balance")
STAKE = Msg("Stake")
SETTLEMENT = Msg("Settlement")
PAYMENTS = Msg("Payments")
NOBODY_OWES = Msg("Nobody owes anything.")
SESSION_END = Msg("Session end")

TERMS: tuple[Msg, ...] = (
    NUMBER,
    GAME,
    DEAL,
    DEALER,
    DECLARER,
    CONTRACT,
    RESULT,
    NOTE,
    DELTA,
    TOTAL,
    THROWN_IN,
    DOUBLE_ROUND,
    *SUITS.values(),
    HUNGARIAN_HEARTS,
    YES,
    NO,
    PLAYER,
    POINTS,
    BALANCE,
    STAKE,
    SETTLEMENT,
    PAYMENTS,
    NOBODY_OWES,
)
"""Every single-word term above (the sentences below take them as parameters)."""


def suit(name: str, *, hungarian_pack: bool = False) -> Text:
    """A suit's name by its JSON id (``"bells"``); an unknown id is printed as is.
    ``hungarian_pack``: the suit of Ulti's cards (its hearts are :data:`HUNGARIAN_HEARTS`)."""
    if hungarian_pack and name == "hearts":
        return HUNGARIAN_HEARTS
    return SUITS.get(name) or name


def yes_no(value: bool) -> Msg:
    return YES if value else NO
