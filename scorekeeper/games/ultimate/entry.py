"""Ultimate's deal form, declared once (``scorekeeper.games.entry``): declarer (or
nobody, all passed), bid after any raise, trump, partner card and partner (the
partner variant only), the declarer's points; thrown in, last."""

from __future__ import annotations

from scorekeeper.games.entry import Choice, Entry, EntryField, When
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg

SUITS = ("spades", "hearts", "diamonds", "clubs")
NOT_THROWN = When("thrown_in", (True,), negate=True)
PLAYED = (NOT_THROWN, When("declarer", (None,), negate=True))
PARTNER = (*PLAYED, When("partner_variant", (True,), rule=True))

ENTRY = Entry(
    (
        EntryField(
            "declarer",
            "player",
            Msg("Declarer"),
            nobody=Msg("nobody — all passed"),
            default_from="first_bidder",
            when=(NOT_THROWN,),
            omit=(),
        ),
        EntryField("bid", "number", Msg("Bid (after any raise)"), when=PLAYED),
        EntryField(
            "trump",
            "choice",
            Msg("Trump"),
            choices=tuple(Choice(s, glossary.suit(s)) for s in SUITS),
            default="spades",
            when=PLAYED,
        ),
        EntryField("partner_card", "text", Msg("Partner card"), when=PARTNER, upper=True),
        EntryField(
            "partner",
            "player",
            Msg("Partner"),
            nobody=Msg("no partner (×2)"),
            when=PARTNER,
            omit=(),
        ),
        EntryField(
            "result.declarer_points", "number", Msg("Declarer's points"), lo=-4, hi=100, when=PLAYED
        ),
        EntryField(
            "thrown_in",
            "check",
            Msg("Thrown in (misdeal, redeal)"),
            name=Msg("Thrown in"),
            omit=(None, False),
            rare=True,
        ),
    )
)
