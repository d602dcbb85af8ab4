"""House rules in words for people: a title per option, its explanation and its
values, as :class:`~scorekeeper.text.Msg` rendered in the reader's language.
The one source of these words: the window's new-session form, the PDF's rules
table and every other output take them from here. Game terms keep their own
names (läpäri, Valat, Schwarzer) in every language; yes and no are the
glossary's (:mod:`scorekeeper.glossary`)."""

from __future__ import annotations

from typing import Any

from scorekeeper.glossary import yes_no
from scorekeeper.text import Msg, Text

_TITLES = {
    "surrender_ulti_penalty": Msg("Surrendered ulti pays extra"),
    "silent_aces_with_durchmars": Msg("Silent aces with durchmars"),
    "schwarz_bonus": Msg("Schwarz bonus"),
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
    return str(value)
