"""Words for the game's house rules in the player's language.

The game modules explain each option in English (``Option.help``); the
window shows the translation written here, called literally so
pyside6-lupdate finds it, and falls back to the module's own text for an
option added later. Game terms keep their own names (Läpäri, Valat,
Schwarzer) in every language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from scorekeeper.games.base import Option
from ui.i18n import show


def _helps() -> dict[tuple[str, str], str]:
    return {
        ("ulti", "surrender_ulti_penalty"): QCoreApplication.translate(
            "options", "A surrendered ulti also pays the failed-ulti extra (4, hearts 8)."
        ),
        ("ulti", "silent_aces_with_durchmars"): QCoreApplication.translate(
            "options", "Score silent four aces even when the bid holds a durchmars."
        ),
        ("marjapussi", "schwarz_bonus"): QCoreApplication.translate(
            "options",
            "Declarers who make the contract while the opponents take no trick "
            "score 2 × contract (double) or just the contract (single, the Erlangen rule).",
        ),
        ("huutopussi", "lapari"): QCoreApplication.translate(
            "options",
            "Läpäri (opponents score minus the final bid) when they took 0 points "
            "(points) or when they took no trick (tricks).",
        ),
        ("zwanzigerrufen", "solo_value"): QCoreApplication.translate(
            "options", "Game value of a Solo (Schwarzer): 4 or 5."
        ),
        ("zwanzigerrufen", "valat_cancels_bonuses"): QCoreApplication.translate(
            "options",
            "A made Valat replaces every other bonus (no: the other bonuses still count).",
        ),
        ("ultimate", "partner_variant"): QCoreApplication.translate(
            "options", "The declarer names a card; its holder is his secret partner."
        ),
        ("ultimate", "min_bid"): QCoreApplication.translate(
            "options", "The lowest bid allowed (1 to 100)."
        ),
        ("ultimate", "all_pass"): QCoreApplication.translate(
            "options",
            "All pass: the deal is thrown in, or the dealer must bid when all others passed.",
        ),
    }


def _titles() -> dict[str, str]:
    return {
        "surrender_ulti_penalty": QCoreApplication.translate(
            "options", "Surrendered ulti pays extra"
        ),
        "silent_aces_with_durchmars": QCoreApplication.translate(
            "options", "Silent aces with durchmars"
        ),
        "schwarz_bonus": QCoreApplication.translate("options", "Schwarz bonus"),
        "lapari": QCoreApplication.translate("options", "Läpäri"),
        "solo_value": QCoreApplication.translate("options", "Solo value"),
        "valat_cancels_bonuses": QCoreApplication.translate("options", "Valat cancels bonuses"),
        "partner_variant": QCoreApplication.translate("options", "Partner variant"),
        "min_bid": QCoreApplication.translate("options", "Minimum bid"),
        "all_pass": QCoreApplication.translate("options", "When all pass"),
    }


def _choices() -> dict[Any, str]:
    return {
        "double": QCoreApplication.translate("options", "double"),
        "single": QCoreApplication.translate("options", "single"),
        "points": QCoreApplication.translate("options", "points"),
        "tricks": QCoreApplication.translate("options", "tricks"),
        "thrown_in": QCoreApplication.translate("options", "thrown in"),
        "dealer_bids": QCoreApplication.translate("options", "the dealer must bid"),
    }


def option_help(game_id: str, option: Option) -> str:
    return _helps().get((game_id, option.key)) or show(option.help)


def option_title(key: str) -> str:
    return _titles().get(key, key.replace("_", " ").capitalize())


def choice_label(value: Any) -> str:
    if value is True:
        return QCoreApplication.translate("options", "yes")
    if value is False:
        return QCoreApplication.translate("options", "no")
    if isinstance(value, str):
        return _choices().get(value, value)
    return str(value)


def known_option_keys() -> set[tuple[str, str]]:
    """The options this module has words for (a test checks every game's are here)."""
    return set(_helps())
