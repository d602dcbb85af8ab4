"""A player substituted mid-session: someone leaves the table and a newcomer takes
the seat; the evening goes on (issue 11, item 3).

A session record may carry ``"substitutions": [{"from_deal": N, "out": "Béla",
"in": "Zoli"}, ...]`` (``docs/deal-format.md``): from deal N (1-based, as the sheet
numbers deals: the first deal the newcomer plays) Zoli sits in Béla's seat. A record
without it reads exactly as before. The rules files say nothing of substitutes;
this is what a player at the table expects (**our reading**, ``docs/ui.md``):

- **The seat keeps its place** in the order of play. The deal passes by seat, so
  if Béla was to deal next, Zoli deals. Deals from N on name Zoli and never Béla;
  deals before N never name Zoli (each deal is read at the table then seated).
- **Zero-sum games** (Ulti, Zwanzigerrufen): money changes hands between people,
  so each person keeps what they won or lost. Béla keeps his total and is settled
  at the end like everyone else; Zoli starts at 0. Every deal stays zero-sum.
- **Race games** (Marjapussi, Huutopussi, Ultimate): the race is between seats
  (between teams in team games, where the partner plays on), so Zoli plays on
  with the seat's score in the running game. The session's totals are still each
  person's own: the sum of the deltas of the deals they sat in. Settlement per
  person: **per point**, each person's share is, deal by deal while they sat, their
  delta minus that deal's mean over the table (without substitutes this is "total
  minus the table's mean" of the rules, exactly); **per game**, a finished game is
  paid by and to whoever sat in the seats when it ended. Where a table would rather
  have the newcomer start the race at 0 (a game without partners only: Ultimate,
  3-player Huutopussi), the change says ``"race_score": "zero"`` (**option**).

Validation refuses, with the field path and the reason: an ``out`` who is not at
the table at deal N, an ``in`` already seated there, N outside 2 … (number of deals
+ 1) (the next deal at the latest), changes out of deal order, and two changes of
one seat at one deal. Standard library only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import GameSpec, Reader, check_int, check_names, check_player
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

FIELD = "substitutions"
"""The session record's field (kept as entered: the store and exports pass it on)."""

MAX_DEAL = 10**15  # the largest number a record holds (docs/deal-format.md, "Limits")
_KEYS = frozenset({"from_deal", "out", "in", "race_score"})
RACE_SCORES = ("seat", "zero")
"""``race_score``: the newcomer plays on with the seat's score (default) or from 0."""


@frozen
class Substitution:
    """From deal ``from_deal`` (1-based) ``newcomer`` sits in ``leaver``'s seat."""

    from_deal: int
    leaver: str
    newcomer: str
    race_score: str = "seat"  # "zero": the newcomer starts the race at 0 (an option)

    @property
    def index(self) -> int:
        """The 0-based position of the newcomer's first deal."""
        return self.from_deal - 1

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"from_deal": self.from_deal, "out": self.leaver, "in": self.newcomer}
        if self.race_score != "seat":
            out["race_score"] = self.race_score
        return out


def parse_substitutions(
    raw: Any, players: Sequence[str], deals: int, *, race_alone: bool = False
) -> tuple[Substitution, ...]:
    """The checked substitutions of a session seated as ``players`` with ``deals``
    deals (the module docstring says what is refused). ``race_alone``: a race game
    without partners, where ``race_score`` may be chosen."""
    if not isinstance(raw, list):
        raise RecordError(FIELD, Msg("must be a JSON array"), Code.NOT_ARRAY)
    seated = list(players)
    changes: list[Substitution] = []
    for i, item in enumerate(raw):
        change = _one(Reader(item, f"{FIELD}[{i}]"), seated, changes, deals, race_alone)
        seated[seated.index(change.leaver)] = change.newcomer
        changes.append(change)
    return tuple(changes)


def _one(
    reader: Reader,
    seated: Sequence[str],
    before: Sequence[Substitution],
    deals: int,
    race_alone: bool,
) -> Substitution:
    reader.only(_KEYS)
    last = before[-1].from_deal if before else 2
    n = reader.raw("from_deal")
    check_reach(n, reader.at("from_deal"), deals)
    if n < last:
        reason = Msg(
            "{n} comes before deal {last} of the change above: list changes in deal order",
            n=n,
            last=last,
        )
        raise RecordError(reader.at("from_deal"), reason, Code.OUT_OF_RANGE)
    leaver = check_player(reader.raw("out"), reader.at("out"), seated)
    if any(c.from_deal == n and c.newcomer == leaver for c in before):
        reason = Msg("{name} only joins at deal {n}: one change a seat at a deal", name=leaver, n=n)
        raise RecordError(reader.at("out"), reason, Code.INVALID)
    newcomer = _name(reader.raw("in"), reader.at("in"))
    if newcomer in seated:
        reason = Msg("{name} is already at the table at deal {n}", name=newcomer, n=n)
        raise RecordError(reader.at("in"), reason, Code.DUPLICATE)
    return Substitution(n, leaver, newcomer, _race_score(reader, race_alone))


def race_alone(game: GameSpec[Any], players: Sequence[str]) -> bool:
    """A race game without partners at this table: there a newcomer may start the
    race at 0 (``race_score``)."""
    return not game.zero_sum and all(len(side) == 1 for side in game.teams(players))


def _race_score(reader: Reader, alone: bool) -> str:
    """Only a race game without partners may start a newcomer at 0: in a zero-sum
    game he always starts at 0, in a team game his partner plays on with the team's
    score."""
    if not reader.has("race_score"):
        return "seat"
    if not alone:
        reason = Msg("only in a race game without partners (Ultimate, Huutopussi for 3)")
        raise RecordError(reader.at("race_score"), reason, Code.INVALID)
    return str(reader.choice("race_score", RACE_SCORES))


def _name(value: Any, path: str) -> str:
    """A newcomer's name, as :func:`~scorekeeper.games.base.check_names` reads a player's."""
    if not isinstance(value, str):
        raise RecordError(path, Msg("must be a non-empty name"), Code.NOT_NAME)
    try:
        return check_names([value], path)[0]
    except RecordError as err:
        raise RecordError(path, err.message, err.code) from None


def check_reach(n: Any, path: str, deals: int, *, none_yet: Msg | None = None) -> int:
    """A change takes effect from deal 2 (before deal 1 it is a different seating)
    up to the next deal, ``deals + 1`` (a deal cannot be removed from under it).
    The same holds for a rule change (:mod:`scorekeeper.session.rule_changes`),
    which gives its own ``none_yet``: the reason when no deal is played yet."""
    check_int(n, path, -MAX_DEAL, MAX_DEAL)  # a whole number
    if deals == 0:
        if none_yet is None:
            none_yet = Msg(
                "there is no deal yet: before the first deal, change the seating instead"
            )
        raise RecordError(path, none_yet, Code.OUT_OF_RANGE)
    if not 2 <= n <= deals + 1:
        reason = Msg(
            "{value} is not a deal from 2 to {last} (the next deal)", value=n, last=deals + 1
        )
        raise RecordError(path, reason, Code.OUT_OF_RANGE)
    return int(n)


def check_all_reach(changes: Sequence[Substitution], deals: int) -> None:
    """Every change still within reach of a session of ``deals`` deals."""
    for i, change in enumerate(changes):
        check_reach(change.from_deal, f"{FIELD}[{i}].from_deal", deals)


def seated_at(
    players: tuple[str, ...], changes: Sequence[Substitution], index: int
) -> tuple[str, ...]:
    """Who sits at the table (seat order) for the deal at 0-based ``index``."""
    if not changes:
        return players
    seats = list(players)
    for change in changes:
        if change.index > index:
            break
        seats[seats.index(change.leaver)] = change.newcomer
    return tuple(seats)


def joining_at(changes: Sequence[Substitution], index: int) -> tuple[Substitution, ...]:
    """The changes that take effect at the deal at 0-based ``index``."""
    return tuple(c for c in changes if c.index == index)


def nearest(changes: Sequence[Substitution], index: int) -> Substitution:
    """The last change in force at the deal at 0-based ``index``, else the first."""
    return next((c for c in reversed(changes) if c.index <= index), changes[0])


def seating_said(err: RecordError, changes: Sequence[Substitution], index: int) -> RecordError:
    """A name refused at a deal of a session with substitutes, with the change that
    explains it (a deal moved across it, e.g. a forgotten deal inserted before it,
    now names someone who was not at the table then)."""
    change = nearest(changes, index)
    reason = Msg(
        "{reason} (from deal {n} {new} sits in {old}'s seat)",
        reason=err.message,
        n=change.from_deal,
        new=change.newcomer,
        old=change.leaver,
    )
    return RecordError(err.field, reason, err.code)


def everyone(players: Sequence[str], changes: Iterable[Substitution]) -> tuple[str, ...]:
    """Every person who plays: the first seating, then the newcomers in order."""
    people = list(players)
    people += [c.newcomer for c in changes if c.newcomer not in people]
    return tuple(dict.fromkeys(people))


def seat_heads(players: Sequence[str], changes: Iterable[Substitution]) -> tuple[str, ...]:
    """Each seat's column head: its occupants in turn, ``Béla → Zoli``."""
    heads = [[p] for p in players]
    for change in changes:
        for head in heads:
            if head[-1] == change.leaver:
                head.append(change.newcomer)
                break
    return tuple(" → ".join(head) for head in heads)


def take_seats(
    changes: Sequence[Substitution],
    scores: Mapping[str, int],
    totals: Mapping[str, int],
    *,
    carry: bool,
) -> tuple[dict[str, int], dict[str, int]]:
    """The running scores of the game and the session totals when ``changes`` take
    effect: the newcomer takes the seat's place in the scores, with the seat's score
    if ``carry`` (a race game, unless the change says ``race_score: "zero"``) or 0
    (a zero-sum game); everyone's totals are kept and the newcomer's starts at 0 (or
    goes on, for someone coming back)."""
    scores, totals = dict(scores), dict(totals)
    for change in changes:
        keep = carry and change.race_score == "seat"
        scores = {
            (change.newcomer if p == change.leaver else p): (s if keep else 0)
            if p == change.leaver
            else s
            for p, s in scores.items()
        }
        totals.setdefault(change.newcomer, 0)
    return scores, totals


def per_point_shares(deals: Iterable[Mapping[str, int]]) -> dict[str, Fraction]:
    """Per person, the sum over the deals they sat in of their delta minus the deal's
    mean over the table (``deals``: each deal's deltas of the people seated). Sums
    to 0; without substitutes it is each total minus the mean of the totals."""
    shares: dict[str, Fraction] = {}
    for deltas in deals:
        mean = Fraction(sum(deltas.values()), len(deltas))
        for person, delta in deltas.items():
            shares[person] = shares.get(person, Fraction(0)) + delta - mean
    return shares
