"""Zwanzigerrufen's deal form, declared once (``scorekeeper.games.entry``):
contract, declarer (forehand in a normal game), called tarock and partner (a normal
game only), the declarers' points and tricks; then announcements for or against
Absolut, Pagat, Valat, Kontra on the game and on each announced bonus, Pagat, Trull,
four kings, Mondfang (with the Mond's players under the house rules that settle it
by player); Zusammenwerfen last."""

from __future__ import annotations

from scorekeeper.games.entry import Choice, Entry, EntryField, When
from scorekeeper.words.text import Msg

from .record import TAROCKS

BONUSES = ("absolut", "pagat", "valat")
MOND_PLAYERS_NEEDED = ("catcher_gains", "between_players")  # house rule ``mondfang``
NOT_THROWN = When("thrown_in", (True,), negate=True)
NORMAL = (NOT_THROWN, When("contract", ("normal",)))
MOND = (
    NOT_THROWN,
    When("mondfang", MOND_PLAYERS_NEEDED, rule=True),
    When("result.mondfang", (None,), negate=True),
)
NONE = Choice(None, "—")
STANCES = (NONE, Choice("for", Msg("for (dazu)")), Choice("against", Msg("against (dagegen)")))
SIDES = (NONE, Choice("declarers", Msg("declarers")), Choice("defenders", Msg("defenders")))
PAGAT = (
    Choice(None, Msg("— (not played last, not announced)")),
    Choice({"side": "declarers", "outcome": "won"}, Msg("declarers' Pagat won the last trick")),
    Choice(
        {"side": "declarers", "outcome": "lost"}, Msg("declarers' Pagat lost in the last trick")
    ),
    Choice(
        {"side": "declarers", "outcome": "early"},
        Msg("declarers' Pagat went before the last trick"),
    ),
    Choice({"side": "defenders", "outcome": "won"}, Msg("defenders' Pagat won the last trick")),
    Choice(
        {"side": "defenders", "outcome": "lost"}, Msg("defenders' Pagat lost in the last trick")
    ),
    Choice(
        {"side": "defenders", "outcome": "early"},
        Msg("defenders' Pagat went before the last trick"),
    ),
)
BONUS_WORDS = {"absolut": "Absolut", "pagat": "Pagat ultimo", "valat": "Valat"}
KONTRA_WORDS = {"absolut": "Absolut", "pagat": "Pagat", "valat": "Valat"}

ENTRY = Entry(
    (
        EntryField(
            "contract",
            "choice",
            Msg("Contract"),
            choices=(
                Choice("normal", Msg("normal game (calling a tarock)")),
                Choice("suit-solo", Msg("suit solo (Farbensolo)")),
                Choice("solo", Msg("solo (Schwarzer)")),
            ),
            default="normal",
            when=(NOT_THROWN,),
        ),
        EntryField(
            "declarer", "player", Msg("Declarer"), default_from="first_bidder", when=(NOT_THROWN,)
        ),
        EntryField(
            "called",
            "choice",
            Msg("Called tarock"),
            choices=tuple(Choice(t, t) for t in TAROCKS),
            default="XX",
            when=NORMAL,
        ),
        EntryField(
            "partner",
            "player",
            Msg("Partner (holder of the called tarock)"),
            nobody="—",
            when=NORMAL,
        ),
        EntryField(
            "result.declarer_points",
            "number",
            Msg("Points (declarers)"),
            lo=0,
            hi=88,
            when=(NOT_THROWN,),
        ),
        EntryField(
            "result.declarer_tricks",
            "number",
            Msg("Tricks (declarers)"),
            lo=0,
            hi=10,
            when=(NOT_THROWN,),
        ),
        *(
            EntryField(
                f"announced.{b}",
                "choice",
                Msg("{bonus} announced", bonus=BONUS_WORDS[b]),
                choices=STANCES,
                when=(NOT_THROWN,),
            )
            for b in BONUSES
        ),
        EntryField(
            "kontra.game", "level", Msg("Kontra on the game"), hi=4, when=(NOT_THROWN,), omit=(0,)
        ),
        *(
            EntryField(
                f"kontra.{b}",
                "level",
                Msg("Kontra on {bonus}", bonus=KONTRA_WORDS[b]),
                hi=4,
                when=(NOT_THROWN, When(f"announced.{b}", (None,), negate=True)),
                omit=(0,),
            )
            for b in BONUSES
        ),
        EntryField("result.pagat", "choice", Msg("Pagat (I)"), choices=PAGAT, when=(NOT_THROWN,)),
        EntryField(
            "result.trull", "choice", Msg("Trull held by"), choices=SIDES, when=(NOT_THROWN,)
        ),
        EntryField(
            "result.four_kings",
            "choice",
            Msg("Four kings held by"),
            choices=SIDES,
            when=(NOT_THROWN,),
        ),
        EntryField(
            "result.mondfang",
            "choice",
            Msg("Mondfang: the Mond was lost by"),
            choices=SIDES,
            when=(NOT_THROWN,),
        ),
        EntryField(
            "result.mond_lost_by",
            "player",
            Msg("Mondfang: whose Mond was caught"),
            nobody="—",
            when=MOND,
        ),
        EntryField(
            "result.mond_caught_by",
            "player",
            Msg("Mondfang: caught by (the Sküs)"),
            nobody="—",
            when=MOND,
        ),
        EntryField(
            "thrown_in",
            "check",
            Msg("Zusammenwerfen (thrown in, same dealer again)"),
            name=Msg("Zusammenwerfen"),
            omit=(None, False),
            rare=True,
        ),
    )
)
