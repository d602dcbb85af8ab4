"""The phones' pages' own words, as :class:`~scorekeeper.words.text.Msg` so the
catalogs translate them with the rest (``resources/locale/rebuild.py`` finds them
here). What the sheet says comes from the sheet model and the glossary; these are
only the page's headings, its live status and its refusals."""

from __future__ import annotations

from scorekeeper.words.text import Msg

LAST_DEAL = Msg("Last deal")
NO_DEAL_YET = Msg("No deal has been entered yet.")
SCORE_SHEET = Msg("Score sheet")
LIVE = Msg("Live: new deals appear as they are stored.")
RECONNECTING = Msg("Connection lost; reconnecting…")
STOPPED = Msg("Not updated any more: reload the page to try again.")
FORGET = Msg("Forget this phone")
FORGOTTEN = Msg("This phone has forgotten its links. Scan a table's code to follow it again.")
TABLES = Msg("Tables")
ORGANISER = Msg("Organiser")
FOLLOW_LINK = Msg("Link to follow")
SCORE_LINK = Msg("Link to score")

# The organiser's page (issue 26, "Organiser") and what the phones see of it.
STANDINGS_HIDDEN = Msg("The organiser has hidden the running standings.")
HIDE_STANDINGS = Msg("Hide running standings")
SHOW_STANDINGS = Msg("Show running standings")
STANDINGS_ARE_HIDDEN = Msg("The follow and score pages show no totals now.")
PENDING_DEALS = Msg("Pending deals")
NO_PENDING = Msg("No deal is waiting for acceptance.")
DISCARD = Msg("Discard")
PHONES = Msg("Phones")
NO_PHONES = Msg("No phone has opened a link yet.")
REVOKE = Msg("Revoke")
FOLLOWS = Msg("follows")
SCORES = Msg("scores")
ORGANISES = Msg("organises")
EVERY_TABLE = Msg("every table")
PROGRAM = Msg("a program")
LINKS_AND_CODES = Msg("Links and QR codes")
END_EVENING = Msg("End the evening")
END_EVENING_ASK = Msg("End the evening?")
END_EVENING_MEANS = Msg(
    "Every link and every phone's access expire now, this page's too; the phones then"
    " say their link is no longer valid. The deals stay stored. A new evening needs new"
    " links: start the server again."
)
BACK = Msg("Back")
CORRECT_A_DEAL = Msg("Correct a deal")
STORE_CORRECTION = Msg("Store the correction")
DELETE_DEAL = Msg("Delete this deal")
NO_CORRECTION_FORM = Msg(
    "This game has no form on the phones yet: correct the deal in the window, or delete it here."
)
EVENING_ENDED = Msg("The evening has ended: every link has expired.")

# Refusals: the page a browser gets, the "reason" a program gets.
NOT_FOUND = Msg("This link is not valid, or no longer. Ask the organiser for your table's link.")
FORBIDDEN = Msg("This link does not open this page.")
TOO_MANY = Msg("Too many wrong links from this device. Wait a minute and try again.")
BAD_REQUEST = Msg("The request could not be understood.")
GONE = Msg("This session is no longer stored.")
UNAVAILABLE = Msg("The laptop cannot read its database just now; try again soon.")
