"""The deal form of Marjapussi and Huutopussi, declared once
(``scorekeeper.games.entry``): declarer, final bid, contract (follows the bid),
Kontra (Marjapussi), card points and tricks a line per side, the last trick, who
declared each marriage; redeal last (Huutopussi)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.games.entry import Entry, EntryField, When
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg

SUITS = ("hearts", "diamonds", "clubs", "spades")
TRICKS = {2: 9, 3: 11}  # the tricks of a deal, by the number of sides (as the window counts)


def pussi_entry(
    *,
    card_totals: Mapping[str, int],
    default_total: int,
    max_kontra: int | None,
    may_pass_out: bool,
    has_redeal: bool,
    opening_bid: int | None,
) -> Entry:
    played = (When("thrown_in", (True,), negate=True),) if has_redeal else ()
    bidding = (*played, When("declarer", (None,), negate=True))
    fields = [
        EntryField(
            "declarer",
            "player",
            Msg("Declarer"),
            nobody=Msg("nobody — all passed") if may_pass_out else None,
            default_from="first_bidder",
            when=played,
            omit=(),
        ),
        EntryField("bid", "number", Msg("Final bid"), default=opening_bid, when=bidding),
        EntryField(
            "contract", "number", Msg("Contract"), default=opening_bid, when=bidding, rare=True
        ),
    ]
    if max_kontra is not None:
        fields.append(
            EntryField(
                "kontra",
                "level",
                Msg("Kontra (doublings)"),
                name=Msg("Kontra"),
                hi=max_kontra,
                when=bidding,
                omit=(),
                rare=True,
            )
        )
    fields += [
        EntryField(
            "result.card_points",
            "sides",
            Msg("Card points"),
            total=default_total,
            total_rule="card_values",
            totals=card_totals,
            when=played,
        ),
        EntryField("result.tricks", "sides", Msg("Tricks"), total_sides=TRICKS, when=played),
        EntryField(
            "result.last_trick",
            "side",
            Msg("Last trick"),
            default_from="declarer_side",
            when=played,
        ),
        EntryField(
            "result.marriages",
            "list",
            Msg("Marriages"),
            keys=SUITS,
            key_words=tuple(glossary.suit(s) for s in SUITS),
            key_name="suit",
            value_name="side",
            when=played,
            omit=(),
        ),
    ]
    if has_redeal:
        fields.append(
            EntryField(
                "thrown_in",
                "check",
                Msg("Redeal (three sixes, or nothing above a jack)"),
                name=Msg("Redeal"),
                omit=(None, False),
                rare=True,
            )
        )
    return Entry(tuple(fields))
