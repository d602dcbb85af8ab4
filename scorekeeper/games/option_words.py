"""House rules in words for people: a title per option, its explanation and its
values, as :class:`~scorekeeper.words.text.Msg` rendered in the reader's language.
The one source of these words: the window's new-session form, the PDF's rules
table and every other output take them from here. Game terms keep their own
names (läpäri, Valat, Schwarzer) in every language; yes and no are the
glossary's (:mod:`scorekeeper.words.glossary`)."""

from __future__ import annotations

from typing import Any

from scorekeeper.words.figures import number
from scorekeeper.words.glossary import yes_no
from scorekeeper.words.text import Msg, Text

_TITLES = {
    "surrender_ulti_penalty": Msg("Surrendered ulti pays extra"),
    "silent_aces_with_durchmars": Msg("Silent aces with durchmars"),
    "silent_ulti_lost": Msg("Lost silent ulti"),
    "silent_100": Msg("Silent 100"),
    "silent_100_marriages": Msg("Marriages for a silent 100"),
    "silent_durchmars": Msg("Silent durchmars"),
    "silent_bonuses_any_trump_bid": Msg("Silent bonuses without parti"),
    "silent_ulti_scope": Msg("Silent ulti settled with"),
    "max_kontra": Msg("Highest kontra level"),
    "four_aces_bid": Msg("Four aces may be bid"),
    "open_durchmars_value": Msg("Open durchmars value"),
    "schwarz_bonus": Msg("Schwarz bonus"),
    "missed_schwarz_kontra": Msg("Kontra on a missed schwarz"),
    "lapari": Msg("Läpäri"),
    "card_values": Msg("Card values"),
    "last_trick": Msg("Last trick"),
    "declarer_no_trick": Msg("Declarers without a trick"),
    "lapari_cost": Msg("Läpäri costs"),
    "three_player_lapari": Msg("Läpäri with 3 players"),
    "bid_ban": Msg("Bid ban at"),
    "solo_value": Msg("Solo value"),
    "valat_cancels_bonuses": Msg("Valat cancels bonuses"),
    "partner_variant": Msg("Partner variant"),
    "min_bid": Msg("Minimum bid"),
    "all_pass": Msg("When all pass"),
    # Zwanzigerrufen (docs/games/zwanzigerrufen.md "House rules")
    "four_kings_value": Msg("Four kings value"),
    "absolut_at": Msg("Absolut at or below"),
    "dagegen_implies_kontra": Msg("Absolut/Valat dagegen puts a Kontra on the game"),
    "solo_doubles_bonuses": Msg("Solo doubles the bonuses"),
    "valat": Msg("Valat value"),
    "mondfang": Msg("Mondfang paid"),
    "double_round_deals": Msg("Deals doubled after a Mondfang"),
    "silent_pagat_lost": Msg("Silent Pagat lost in the last trick"),
}

_VALUES = {
    "double": Msg("double"),
    "single": Msg("single"),
    "points": Msg("points"),
    "tricks": Msg("tricks"),
    "thrown_in": Msg("thrown in (no score)"),
    "dealer_bids": Msg("the dealer must bid"),
    "double_bid": Msg("twice the bid"),
    "double_contract": Msg("twice the contract"),
    "when_made": Msg("when the declarer made it"),
    "always": Msg("always"),
}


# A value whose plain word would mislead under one option: (option, value) -> words.
_OPTION_VALUES: dict[tuple[str, Any], Msg] = {
    ("missed_schwarz_kontra", "all"): Msg("every Kontra counts"),
    ("missed_schwarz_kontra", "one_dropped"): Msg("one Kontra not counted (Erlangen)"),
    # Ulti's silent bonuses (docs/games/ulti.md "House rules").
    ("silent_ulti_lost", "single"): Msg("2 (hearts 4)"),
    ("silent_ulti_lost", "double"): Msg("double: 4 (hearts 8)"),
    ("silent_100", "doubles_parti"): Msg("doubles the parti"),
    ("silent_100", "bonus"): Msg("its own bonus"),
    ("silent_100_marriages", "all"): Msg("all shown"),
    ("silent_100_marriages", "one"): Msg("one marriage"),
    ("silent_ulti_scope", "soloist"): Msg("the soloist"),
    ("silent_ulti_scope", "everyone"): Msg("every player"),
    # Zwanzigerrufen
    ("valat", "multiply"): Msg("6 × the game (12 × announced), instead of the game"),
    ("valat", "flat"): Msg("a bonus of 6 (12 announced) beside the game"),
    ("mondfang", "side_pays"): Msg("by the side that lost the Mond"),
    ("mondfang", "catcher_gains"): Msg("to the catcher's side"),
    ("mondfang", "between_players"): Msg("by the loser to the catcher only"),
    ("silent_pagat_lost", "charged"): Msg("costs its side 1"),
    ("silent_pagat_lost", "ignored"): Msg("costs nothing"),
    # Huutopussi: "contract"/"bid" alone would not say what is paid.
    ("declarer_no_trick", "contract"): Msg("the contract"),
    ("lapari_cost", "bid"): Msg("the final bid"),
    ("lapari_cost", "contract"): Msg("the contract"),
}


def option_title(key: str) -> Text:
    """``min_bid`` -> "Minimum bid" (an option added later falls back to its key)."""
    return _TITLES.get(key) or key.replace("_", " ").capitalize()


def option_value(value: Any, key: str | None = None) -> Text:
    """A value as a player reads it: yes/no, a named choice (worded for option
    ``key`` where its plain word would mislead), or the number."""
    if key is not None and (key, value) in _OPTION_VALUES:
        return _OPTION_VALUES[key, value]
    if isinstance(value, bool):
        return yes_no(value)
    if isinstance(value, str):
        return _VALUES.get(value) or value
    if isinstance(value, int):
        return number(value)  # -500 as −500, as every other number the app prints
    return str(value)
