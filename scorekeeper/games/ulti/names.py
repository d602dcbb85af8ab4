"""The names an Ulti text shows a person: components, suits and bid-table rows,
as words (:class:`~scorekeeper.words.text.Msg`) rendered in the reader's language.

In English a component or suit is shown by its id in the deal record
(``four-aces``, ``leaves``), so the English templates are those ids; the
Japanese follow the club's rule text (エース4枚, 葉). The record's ids themselves,
and :meth:`BidRow.label`, stay English: they are data. The kontra levels keep
their Hungarian names in every language but Japanese (``kontra.LEVEL_NAMES``).
"""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind, Suit
from scorekeeper.words import glossary
from scorekeeper.words.text import Join, Msg, Text

_COMPONENTS = {
    Component.PARTI: Msg("parti"),
    Component.FORTY_HUNDRED: Msg("40-100"),
    Component.TWENTY_HUNDRED: Msg("20-100"),
    Component.ULTI: Msg("ulti"),
    Component.FOUR_ACES: Msg("four-aces"),
    Component.DURCHMARS: Msg("durchmars"),
    Component.OPEN_DURCHMARS: Msg("open-durchmars"),
    Component.BETLI: Msg("betli"),
    Component.REBETLI: Msg("rebetli"),
    Component.OPEN_BETLI: Msg("open-betli"),
    Component.NT_DURCHMARS: Msg("nt-durchmars"),
    Component.NT_REDURCHMARS: Msg("nt-redurchmars"),
    Component.NT_OPEN_DURCHMARS: Msg("nt-open-durchmars"),
}

# The glossary's words (hearts is the Hungarian pack's: piros, not the French kőr).
_SUITS = {suit: glossary.suit(suit.value, hungarian_pack=True) for suit in Suit}


def component_name(component: Component) -> Msg:
    return _COMPONENTS[component]


def suit_name(suit: Suit) -> Text:
    return _SUITS[suit]


def suits_text(suits: Iterable[Suit]) -> Join:
    """``leaves, bells``: a list of suits."""
    return Join((suit_name(s) for s in suits), ", ")


def components_text(components: Iterable[Component]) -> Join:
    """``40-100 + ulti``: the components of a bid, joined with `` + ``."""
    return Join((component_name(c) for c in components), " + ")


def row_text(row: BidRow) -> Msg | Join:
    """:meth:`BidRow.label` as words."""
    text = components_text(row.components)
    if row.kind is Kind.HEARTS:
        return Msg("{components} (hearts)", components=text)
    return text
