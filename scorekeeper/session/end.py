"""The end of a session, as the players agreed it.

``docs/rules/ulti.md`` "Session end": *by agreement: a number of deals, a score,
or a time. The app offers all three.* The race games (Marjapussi, Huutopussi,
Ultimate) end a *game* when a side reaches the target (:mod:`scorekeeper.session.replay`,
"Game end"); by the rules the race is the evening, so their session ends with its
first game unless the players agree on more.

The session record may carry an ``end`` field (the app adds it; a record
without one reads as before):

- ``{"deals": N}`` (Ulti, Zwanzigerrufen): the session ends after deal N. Every
  recorded deal counts, a thrown-in one too: it was dealt.
- ``{"score": S}`` (Ulti, Zwanzigerrufen): the session ends after the deal in
  which any player's session total reaches +S or −S. The games are zero-sum, so
  one player's winnings are others' losses; whichever comes first ends it.
- ``{"time": "HH:MM"}`` (Ulti, Zwanzigerrufen): a local time of day. The end is
  reached when the clock shows that time or later; the deal being played is
  finished first (the window asks before another one is recorded). An evening
  runs from noon to noon: ``"00:30"`` is half past midnight after the evening's
  start, ``"23:30"`` the same evening; so a time end is the first such time after
  noon.
- ``{"games": G}`` (race games; ``{"games": 1}`` when the record has no ``end``):
  the session ends after the deal that ends game G.

Reaching the end stops nothing: a further deal can be recorded (the window asks
first), and the end stays where it was reached. Zero-sum games have no end
unless one was agreed.

This module reads the ``end`` field (:func:`parse_end`, called when the record is
read) and says a state in words (:class:`EndState`). Where a replayed session
stands against its end is worked out by
:func:`scorekeeper.session.reaching.end_state`, from the time its caller passes
(nothing here reads the clock); the score sheet carries it (``ScoreSheet.end``),
and the window, the table view, the PDF and ``scorekeeper show`` say its
:attr:`EndState.text`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import check_int, reject_unknown
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg, Plural

if TYPE_CHECKING:
    from scorekeeper.games.base import GameSpec

RACE_KINDS = ("games",)
ZERO_SUM_KINDS = ("deals", "score", "time")
MOST = {"deals": 10_000, "score": 1_000_000, "games": 100}
TIME = "([01][0-9]|2[0-3]):([0-5][0-9])"  # HH:MM, a time of day (the JSON Schema says it too)
_TIME = re.compile(TIME)


@dataclass(frozen=True)
class SessionEnd:
    """What the players agreed: ``kind`` is ``deals``, ``score``, ``time`` or
    ``games``; ``value`` the number, or the time of day as ``HH:MM``."""

    kind: str
    value: int | str

    def to_json(self) -> dict[str, Any]:
        return {self.kind: self.value}


@dataclass(frozen=True)
class EndState:
    """Where a session stands against its end.

    ``reached``: the end was reached (a time end: the clock has passed it);
    ``after``: the number (1-based) of the deal after which it was reached, when
    a deal reached it (not a time end); ``left``: deals or games still to play
    before it, while not reached (deals and games ends); ``agreed``: the record
    names it (not a race game's one game by default)."""

    end: SessionEnd
    reached: bool
    after: int | None = None
    left: int | None = None
    agreed: bool = True

    @property
    def line(self) -> Msg | None:
        """The sheet's line (``scorekeeper show``, the PDF, the banner): the state,
        or ``None`` for a race game's default end not reached yet (the game's own
        line says it all)."""
        if not (self.agreed or self.reached):
            return None
        return Msg("{game}: {scores}", game=glossary.SESSION_END, scores=self.text)

    @property
    def text(self) -> Msg:
        """In words: ``ended after deal 20``, ``3 deals left``, ``ends at 23:30``..."""
        end = self.end
        if self.reached and self.after is not None and not self.agreed:
            return Msg("the race is over after deal {n}", n=self.after)
        if self.reached and self.after is not None:
            return Msg("the agreed end was reached after deal {n}", n=self.after)
        if self.reached:
            return Msg("the agreed end ({time}) has passed", time=str(end.value))
        if end.kind == "time":
            return Msg("ends at {time}", time=str(end.value))
        if end.kind == "score":
            return Msg("ends when a total reaches ±{score}", score=int(end.value))
        if end.kind == "games":
            return Msg("ends after game {n}", n=int(end.value))
        return Plural("{n} deal left", "{n} deals left", n=self.left or 0)


def parse_end(raw: Any, game: GameSpec[Any], path: str = "end") -> SessionEnd | None:
    """The ``end`` field of a session record (``None``: no end agreed); raises
    :class:`RecordError` naming ``end`` or ``end.<kind>`` and the reason."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise RecordError(path, Msg("must be a JSON object"), Code.NOT_OBJECT)
    kinds = RACE_KINDS if game.target is not None else ZERO_SUM_KINDS
    reject_unknown(raw, kinds, path)
    if len(raw) != 1:
        choices = ", ".join(kinds)
        reason = Msg("must name exactly one of: {choices}", choices=choices)
        raise RecordError(path, reason, Code.MISSING if not raw else Code.INVALID)
    ((kind, value),) = raw.items()
    where = f"{path}.{kind}"
    if kind == "time":
        if not isinstance(value, str) or _TIME.fullmatch(value) is None:
            reason = Msg("must be a time of day as HH:MM (e.g. 23:30)")
            raise RecordError(where, reason, Code.INVALID)
        return SessionEnd(kind, value)
    return SessionEnd(kind, check_int(value, where, 1, MOST[kind]))
