"""The score page's own words (the deal form, its preview, the pending deals), as
:class:`~scorekeeper.words.text.Msg` so the catalogs translate them with the rest.
The form's field labels come from each game's entry description, the breakdown
from the game: these are only the page's headings, buttons and states."""

from __future__ import annotations

from scorekeeper.words.text import Msg

NEXT_DEAL = Msg("Enter the next deal")
ENTER = Msg("Enter the deal")
PREVIEW = Msg("Preview")
THIS_DEAL = Msg("this deal")
TOTAL_AFTER = Msg("total after")
INCOMPLETE = Msg("The preview appears once the deal is complete and valid.")
PENDING = Msg("Waiting for an opponent")
PENDING_NOTE = Msg(
    "A deal entered on a phone is not in the score sheet until an opponent accepts it."
)
CHECK = Msg("Check and accept")
SUMMARY = Msg("Deal entered, waiting for an opponent")
SUMMARY_NOTE = Msg("An opponent of the declaring side reads this and accepts it on this phone.")
WHO_ACCEPTS = Msg("Accepted by (an opponent)")
ACCEPT = Msg("Accept")
CANCEL = Msg("Cancel the deal")
CANCELLED = Msg("This deal was cancelled.")
DECIDED = Msg("This deal was decided meanwhile, on another phone or by the organiser.")
BACK = Msg("Back to the score page")
NO_FORM = Msg("This game's deals are entered on the laptop.")


def still_to_fill(field: str) -> Msg:
    return Msg("{field}: still to fill in", field=field)


def accepted(player: str) -> Msg:
    return Msg("Accepted by {player}: it is in the score sheet.", player=player)


def not_next(reason: str) -> Msg:
    return Msg("This deal cannot be the next deal any more: {reason}", reason=reason)
