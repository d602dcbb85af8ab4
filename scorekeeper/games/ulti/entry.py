"""Ulti's deal form, declared once (``scorekeeper.games.entry``; docs/deal-format.md
"ulti", docs/rules/ulti.md): the soloist, the contract (the components of a row of
the bid table) and its trump (none for a no-trump row: hearts makes the hearts
row), then the result: the soloist's card points (trump rows) and tricks; a Kontra
level per bid component (docs/rules/ulti.md "Kontra": one for both defenders on a
trump component, one per defender on a no-trump component); for a trump row the
marriages each side showed, the last trick's winner (the soloist unless told) and
who played the trump 7 to it, the soloist's trump 7 gone early, who took all four
aces (the silent bonuses are scored from these); the surrender, which replaces the
result and leaves the Kontra unpaid; a misdeal thrown in, last."""

from __future__ import annotations

from scorekeeper.games.entry import Choice, Entry, EntryField, When
from scorekeeper.games.ulti.bidtable import INFO, ROWS, Component, Suit
from scorekeeper.games.ulti.kontra import MAX_LEVEL  # the parser refuses above max_kontra
from scorekeeper.games.ulti.names import component_name, components_text, suit_name
from scorekeeper.words.text import Msg

SUITS = (Suit.BELLS, Suit.LEAVES, Suit.ACORNS, Suit.HEARTS)  # as the window lists them


def _contracts() -> tuple[list[str], ...]:
    """Every contract: the component sets of the bid table's rows, by their first rank
    (a set played plain and in hearts is one contract; its trump tells them apart)."""
    seen: list[list[str]] = []
    for row in ROWS:
        ids = [c.value for c in row.components]
        if ids not in seen:
            seen.append(ids)
    return tuple(seen)


CONTRACTS = _contracts()
NO_TRUMP = tuple(c for c in CONTRACTS if not INFO[Component(c[0])].trump)  # rules "Bids"
# The components in the order every row of the bid table lists them (a durchmars
# before the ulti, the ulti before the four aces): the Kontra levels follow it.
KONTRA_ORDER = tuple(
    Component(c)
    for c in (
        "parti", "40-100", "20-100", "durchmars", "open-durchmars", "ulti", "four-aces",
        "betli", "rebetli", "open-betli", "nt-durchmars", "nt-redurchmars", "nt-open-durchmars",
    )
)  # fmt: skip
NOT_THROWN = When("thrown_in", (True,), negate=True)
PLAYED = (NOT_THROWN, When("surrender", (True,), negate=True))  # a result to record
TRUMP = When("contract", NO_TRUMP, negate=True)  # a trump row, or none chosen yet


def _holds(component: Component) -> When:
    return When("contract", tuple(c for c in CONTRACTS if component.value in c))


def _kontra(component: Component) -> EntryField:
    """The Kontra on one bid component: a level, or a level per defender (no trump)."""
    label = Msg("Kontra on {bonus}", bonus=component_name(component))
    when = (*PLAYED, _holds(component))
    if INFO[component].trump:
        return EntryField(f"kontra.{component}", "level", label, hi=MAX_LEVEL, when=when, omit=(0,))
    return EntryField(f"kontra.{component}", "levels", label, hi=MAX_LEVEL, when=when, omit=({},))


def _marriages(side: str, label: Msg) -> EntryField:
    return EntryField(
        f"result.marriages.{side}",
        "keys",
        label,
        keys=tuple(s.value for s in SUITS),
        key_words=tuple(suit_name(s) for s in SUITS),
        when=(*PLAYED, TRUMP),
        omit=([],),
    )


ENTRY = Entry(
    (
        EntryField(
            "soloist",
            "player",
            Msg("Soloist"),
            default_from="first_bidder",
            when=(NOT_THROWN,),
            omit=(),
        ),
        EntryField(
            "contract",
            "choice",
            Msg("Contract"),
            choices=tuple(Choice(c, components_text(Component(i) for i in c)) for c in CONTRACTS),
            when=(NOT_THROWN,),
        ),
        EntryField(
            "trump",
            "choice",
            Msg("Trump"),
            choices=(Choice(None, "—"), *(Choice(s.value, suit_name(s)) for s in SUITS)),
            when=(NOT_THROWN, TRUMP),
            omit=(),
        ),
        EntryField(
            "result.soloist_points",
            "number",
            Msg("Card points (soloist)"),
            lo=0,
            hi=90,
            when=(*PLAYED, TRUMP),
        ),
        EntryField(
            "result.soloist_tricks", "number", Msg("Tricks (soloist)"), lo=0, hi=10, when=PLAYED
        ),
        *(_kontra(c) for c in KONTRA_ORDER),
        _marriages("soloist", Msg("Marriages shown by the soloist")),
        _marriages("defenders", Msg("Marriages shown by the defenders")),
        EntryField(
            "result.last_trick.winner",
            "player",
            Msg("Last trick won by"),
            default_from="declarer",
            when=(*PLAYED, TRUMP),
            omit=(),
        ),
        EntryField(
            "result.last_trick.trump_seven",
            "player",
            Msg("Trump 7 in the last trick"),
            nobody=Msg("nobody"),
            when=(*PLAYED, TRUMP),
        ),
        EntryField(
            "result.trump_seven_early",
            "check",
            Msg("The soloist's trump 7 went before the last trick"),
            when=(*PLAYED, TRUMP),
            omit=(None, False),
        ),
        EntryField(
            "result.aces",
            "choice",
            Msg("All four aces taken by"),
            choices=(
                Choice("split", Msg("split")),
                Choice("soloist", Msg("soloist")),
                Choice("defenders", Msg("defenders")),
            ),
            default="split",
            when=(*PLAYED, TRUMP),
            omit=(),
        ),
        EntryField(
            "surrender",
            "check",
            Msg("Surrender: the soloist gave up before the first card"),
            name=Msg("Surrender"),
            when=(NOT_THROWN,),
            omit=(None, False),
            rare=True,
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
