"""The names an Ulti text shows a person: components, suits, kontra levels and
bid-table rows, in the current language (:mod:`scorekeeper.i18n`).

In English a component or suit is shown by its id in the deal record
(``four-aces``, ``leaves``), so the English texts are those ids; the Japanese
follow the club's rule text (エース4枚, 葉). The record's ids themselves, and
:meth:`BidRow.label`, stay English: they are data.
"""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind, Suit
from scorekeeper.i18n import _


def component_name(component: Component) -> str:
    names = {
        Component.PARTI: _("parti"),
        Component.FORTY_HUNDRED: _("40-100"),
        Component.TWENTY_HUNDRED: _("20-100"),
        Component.ULTI: _("ulti"),
        Component.FOUR_ACES: _("four-aces"),
        Component.DURCHMARS: _("durchmars"),
        Component.OPEN_DURCHMARS: _("open-durchmars"),
        Component.BETLI: _("betli"),
        Component.REBETLI: _("rebetli"),
        Component.OPEN_BETLI: _("open-betli"),
        Component.NT_DURCHMARS: _("nt-durchmars"),
        Component.NT_REDURCHMARS: _("nt-redurchmars"),
        Component.NT_OPEN_DURCHMARS: _("nt-open-durchmars"),
    }
    return names[component]


def suit_name(suit: Suit) -> str:
    names = {
        Suit.HEARTS: _("hearts"),
        Suit.BELLS: _("bells"),
        Suit.LEAVES: _("leaves"),
        Suit.ACORNS: _("acorns"),
    }
    return names[suit]


def level_name(level: int) -> str:
    """The name of kontra level 1–7 (Kontra, Rekontra, ...)."""
    names = (
        _("Kontra"),
        _("Rekontra"),
        _("Szubkontra"),
        _("Mordkontra"),
        _("Hirskontra"),
        _("Fedák Sári"),
        _("Kerekes bicikli"),
    )
    return names[level - 1]


def separator() -> str:
    """Between the items of a list: ``, `` in English."""
    return _(", ")


def suits_text(suits: Iterable[Suit]) -> str:
    return separator().join(suit_name(s) for s in suits)


def components_text(components: Iterable[Component]) -> str:
    """``40-100 + ulti``: the components of a bid, joined with `` + ``."""
    return " + ".join(component_name(c) for c in components)


def row_text(row: BidRow) -> str:
    """:meth:`BidRow.label` in the current language."""
    text = components_text(row.components)
    if row.kind is Kind.HEARTS:
        return _("{components} (hearts)").format(components=text)
    return text
