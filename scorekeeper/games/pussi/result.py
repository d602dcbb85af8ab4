"""The ``result`` block of a Marjapussi or Huutopussi deal, and the sides.

See the package docstring for the rules it checks.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from functools import cache
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Partnership, Reader, Table, check_int, seated_sides
from scorekeeper.values import frozen
from scorekeeper.words.text import Join, Msg

LAST_TRICK = 20
RESULT_KEYS = frozenset({"card_points", "last_trick", "tricks", "marriages"})
MARRIAGE_KEYS = frozenset({"side", "suit"})


class Suit(enum.Enum):
    """A marriage suit and its value (both rules files, "Card points and marriages")."""

    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"
    SPADES = "spades"

    @property
    def points(self) -> int:
        return {"hearts": 100, "diamonds": 80, "clubs": 60, "spades": 40}[self.value]

    @property
    def label(self) -> Msg:
        """The suit's name as a person reads it (the JSON keeps ``value``)."""
        names = {
            "hearts": Msg("hearts"),
            "diamonds": Msg("diamonds"),
            "clubs": Msg("clubs"),
            "spades": Msg("spades"),
        }
        return names[self.value]


@frozen
class Deck:
    """The point values of one suit (×4 suits), and the step card points come in."""

    suit_values: tuple[int, ...]
    step: int

    @property
    def total(self) -> int:
        return 4 * sum(self.suit_values)


@frozen
class Marriage:
    """A marriage declared by ``side`` in ``suit``."""

    side: int
    suit: Suit


@frozen
class PussiResult:
    """The result of a played deal: card points, last trick, tricks, marriages."""

    card_points: tuple[int, ...]
    last_trick: int
    tricks: tuple[int, ...]
    marriages: tuple[Marriage, ...]
    marriages_given: bool  # keep an omitted "marriages" omitted on the way back
    last_points: int = LAST_TRICK  # what the last trick is worth (Huutopussi option)

    def total(self, side: int) -> int:
        """Card points + last trick + the side's marriages (unrounded)."""
        return self.card_points[side] + self.last_bonus(side) + self.marriage_points(side)

    def last_bonus(self, side: int) -> int:
        return self.last_points if self.last_trick == side else 0

    def marriage_points(self, side: int) -> int:
        return sum(m.suit.points for m in self.marriages if m.side == side)


# --- sides -------------------------------------------------------------------


# docs/rules/marjapussi.md and docs/rules/huutopussi.md "Table": four play as partners, seats 1+3
# against 2+4; three play alone. Both games' specs declare this partnership.
PARTNERSHIPS = (Partnership(4, ((0, 2), (1, 3))),)


def sides(table: Table) -> tuple[tuple[str, ...], ...]:
    """Players of each side (spec: "Sides")."""
    return seated_sides(PARTNERSHIPS, table.players)


def side_of(table: Table, player: str) -> int:
    return next(i for i, side in enumerate(sides(table)) if player in side)


def side_name(table: Table, side: int) -> str | Msg:
    """A lone player's name, or both partners as words ("Aino and Helmi")."""
    names = sides(table)[side]
    if len(names) == 1:
        return names[0]
    return Msg("{first} and {second}", first=names[0], second=names[1])


def team_deltas(table: Table, scores: Sequence[int]) -> dict[str, int]:
    """Both partners of a team get the team's score."""
    return {p: scores[side_of(table, p)] for p in table.players}


# --- the result block ---------------------------------------------------------


@cache
def _sums_by_count(deck: Deck) -> tuple[frozenset[int], ...]:
    """sums[n] = every card-point value n cards of the pack can have."""
    sums: list[set[int]] = [{0}]
    for value in deck.suit_values * 4:
        sums.append(set())
        for n in range(len(sums) - 1, 0, -1):
            sums[n] |= {s + value for s in sums[n - 1]}
    return tuple(frozenset(s) for s in sums)


def parse_result(
    r: Reader,
    table: Table,
    deck: Deck,
    declarer_side: int | None,
    *,
    led_to_declare: bool,
    last_points: int = LAST_TRICK,
) -> PussiResult:
    """The ``result`` block; ``led_to_declare``: Huutopussi's "led and won";
    ``last_points``: what the last trick is worth."""
    r.only(RESULT_KEYS)
    n_sides = len(sides(table))
    tricks = _int_array(r, "tricks", n_sides, 9 if n_sides == 2 else 11, 1)
    points = _int_array(r, "card_points", n_sides, deck.total, deck.step)
    last = r.integer("last_trick", 0, n_sides - 1)
    if tricks[last] == 0:
        why = Msg("side {side} took no trick, so not the last one", side=last)
        raise RecordError(r.at("last_trick"), why, Code.INVALID)
    cards = [t * len(table.players) for t in tricks]
    if n_sides == 3 and declarer_side is not None:
        cards[declarer_side] += 3  # the 3 cards he laid away (our reading)
    for side in sorted(range(n_sides), key=lambda s: cards[s] > 0):  # trickless first
        path = r.at("card_points") + f"[{side}]"
        _check_points(path, deck, points[side], tricks[side], cards[side])
    marriages = _marriages(r, n_sides)
    result = PussiResult(points, last, tricks, marriages, "marriages" in r.data, last_points)
    _check_marriage_tricks(r, result, declarer_side, led_to_declare)
    return result


def _int_array(r: Reader, key: str, length: int, total: int, step: int) -> tuple[int, ...]:
    values = r.array(key)
    if len(values) != length:
        why = Msg("must list {n} numbers, one per side", n=length)
        raise RecordError(r.at(key), why, Code.OUT_OF_RANGE)
    out = tuple(
        check_int(v, f"{r.at(key)}[{i}]", 0, total, step=step) for i, v in enumerate(values)
    )
    if sum(out) != total:
        why = Msg("add up to {sum}, not {total}", sum=sum(out), total=total)
        raise RecordError(r.at(key), why, Code.INVALID)
    return out


def _check_points(path: str, deck: Deck, points: int, tricks: int, cards: int) -> None:
    sums = _sums_by_count(deck)
    if cards == 0 and points:
        why = Msg("{points}, but this side took no trick", points=points)
        raise RecordError(path, why, Code.INVALID)
    if not any(points in s for s in sums):
        why = Msg("no set of cards is worth exactly {points}", points=points)
        raise RecordError(path, why, Code.INVALID)
    if points not in sums[cards]:
        why = Msg(
            "{points} card points cannot be taken in {tricks} trick(s) ({cards} cards)",
            points=points,
            tricks=tricks,
            cards=cards,
        )
        raise RecordError(path, why, Code.INVALID)


def _marriages(r: Reader, n_sides: int) -> tuple[Marriage, ...]:
    raw = r.array("marriages", default=[])
    seen: set[Suit] = set()
    out = []
    for i, item in enumerate(raw):
        m = Reader(item, r.at("marriages") + f"[{i}]")
        m.only(MARRIAGE_KEYS)
        side = m.integer("side", 0, n_sides - 1)
        suit = Suit(m.choice("suit", [s.value for s in Suit]))
        if suit in seen:
            why = Msg("{suit} is declared twice; each suit scores once a deal", suit=suit.label)
            raise RecordError(m.at("suit"), why, Code.DUPLICATE)
        seen.add(suit)
        out.append(Marriage(side, suit))
    return tuple(out)


def _check_marriage_tricks(
    r: Reader, result: PussiResult, declarer_side: int | None, led_to_declare: bool
) -> None:
    """One declaration per won trick that another lead follows (rules: a marriage
    is declared by the trick's winner before the next lead)."""
    for side in range(len(result.tricks)):
        room = result.tricks[side] - (result.last_trick == side)
        if led_to_declare and side != declarer_side:
            room -= 1  # its first trick was led by someone else
        declared = [i for i, m in enumerate(result.marriages) if m.side == side]
        if len(declared) > max(room, 0):
            why = _no_room_reason(side, len(declared), result.tricks[side], led_to_declare)
            raise RecordError(r.at("marriages") + f"[{declared[-1]}].side", why, Code.INVALID)


def _no_room_reason(side: int, n: int, tricks: int, led_to_declare: bool) -> Msg:
    if tricks == 0:
        return Msg(
            "side {side} cannot have declared {n} marriage(s) with {tricks} trick(s): "
            "a marriage is declared by the winner of a trick",
            side=side,
            n=n,
            tricks=tricks,
        )
    if led_to_declare:
        return Msg(
            "side {side} cannot have declared {n} marriage(s) with {tricks} trick(s): "
            "a marriage is declared once per trick the declaring player led and won, "
            "not after the last",
            side=side,
            n=n,
            tricks=tricks,
        )
    return Msg(
        "side {side} cannot have declared {n} marriage(s) with {tricks} trick(s): "
        "a marriage is declared once per won trick, not after the last trick",
        side=side,
        n=n,
        tricks=tricks,
    )


def result_json(result: PussiResult) -> dict[str, Any]:
    out: dict[str, Any] = {
        "card_points": list(result.card_points),
        "last_trick": result.last_trick,
        "tricks": list(result.tricks),
    }
    if result.marriages_given:
        out["marriages"] = [{"side": m.side, "suit": m.suit.value} for m in result.marriages]
    return out


def total_line(table: Table, result: PussiResult, side: int) -> Msg:
    """``Aino and Helmi: card points 95 + last trick 20 + hearts marriage 100 = 215``."""
    parts = [Msg("card points {points}", points=result.card_points[side])]
    if result.last_trick == side:
        parts.append(Msg("last trick {points}", points=result.last_points))
    parts += [
        Msg("{suit} marriage {points}", suit=m.suit.label, points=m.suit.points)
        for m in result.marriages
        if m.side == side
    ]
    return Msg(
        "{side}: {parts} = {total}",
        side=side_name(table, side),
        parts=Join(parts, " + "),
        total=result.total(side),
    )
