"""The ``result`` of a played Ulti deal: what happened at the table.

Fields (docs/deal-format.md "ulti"): ``soloist_points`` (cards + last trick,
0–90 step 10), ``soloist_tricks`` (0–10), ``marriages`` (suits shown by each
side), ``last_trick`` (its ``winner`` and who played the trump 7 to it),
``trump_seven_early`` (the soloist's trump 7 went before the last trick) and
``aces`` (``soloist``, ``defenders`` or ``split``).

Our reading of which fields are needed: a trump contract needs
``soloist_points``, ``soloist_tricks`` and ``last_trick.winner``; ``aces`` too
when four-aces is bid. Left out, ``marriages`` means none were shown,
``trump_seven`` null, ``trump_seven_early`` false and ``aces`` split. A no-trump
contract needs only ``soloist_tricks``; the other fields may be given and are
then checked, but no marriage and no trump 7 exist there.
Optional fields are written back only when they were given; any other field of
``result``, ``marriages`` or ``last_trick`` is refused as unknown.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Reader, check_choice
from scorekeeper.games.ulti.bidtable import Suit
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

RESULT_FIELDS = (
    "soloist_points",
    "soloist_tricks",
    "marriages",
    "last_trick",
    "trump_seven_early",
    "aces",
)
_SIDES = ("soloist", "defenders")
_LAST_TRICK_FIELDS = ("winner", "trump_seven")


class Aces(StrEnum):
    """Who captured all four aces."""

    SOLOIST = "soloist"
    DEFENDERS = "defenders"
    SPLIT = "split"


@frozen
class Marriages:
    """Suits whose K + Q each side showed; None = key not given."""

    soloist: tuple[Suit, ...] | None = None
    defenders: tuple[Suit, ...] | None = None

    def of(self, side: str) -> tuple[Suit, ...]:
        return (self.soloist if side == "soloist" else self.defenders) or ()


_NONE_SHOWN = Marriages()  # frozen: one for every result without marriages


@frozen
class LastTrick:
    """Who took the last trick, and the trump seven played in it."""

    winner: str
    trump_seven: str | None = None
    seven_given: bool = False


@frozen
class Result:
    """What the soloist took: tricks, card points and marriages."""

    soloist_tricks: int
    soloist_points: int | None = None
    marriages: Marriages | None = None
    last_trick: LastTrick | None = None
    trump_seven_early: bool | None = None
    aces: Aces | None = None

    @property
    def shown(self) -> Marriages:
        return self.marriages or _NONE_SHOWN

    @property
    def seven_early(self) -> bool:
        return bool(self.trump_seven_early)

    @property
    def trump_seven(self) -> str | None:
        return self.last_trick.trump_seven if self.last_trick else None

    @property
    def aces_taken(self) -> Aces:
        return self.aces or Aces.SPLIT


def read_result(r: Reader, active: Sequence[str], *, trump: bool, need_aces: bool) -> Result:
    """Parse the result object; which fields are required depends on the contract."""
    r.only(RESULT_FIELDS)
    given = r.data
    return Result(
        soloist_tricks=r.integer("soloist_tricks", 0, 10),
        soloist_points=_points(r) if trump or "soloist_points" in given else None,
        marriages=_marriages(r.sub("marriages")) if "marriages" in given else None,
        last_trick=_last(r.sub("last_trick"), active) if trump or "last_trick" in given else None,
        trump_seven_early=(
            r.boolean("trump_seven_early") if "trump_seven_early" in given else None
        ),
        aces=_aces(r) if need_aces or "aces" in given else None,
    )


def _points(r: Reader) -> int:
    return r.integer("soloist_points", 0, 90, step=10)


_ACES = {a.value: a for a in Aces}
_ACE_IDS = tuple(_ACES)


def _aces(r: Reader) -> Aces:
    return _ACES[r.choice("aces", _ACE_IDS)]


def _marriages(r: Reader) -> Marriages:
    r.only(_SIDES)
    return Marriages(
        soloist=_suits(r, "soloist") if "soloist" in r.data else None,
        defenders=_suits(r, "defenders") if "defenders" in r.data else None,
    )


_SUITS = {s.value: s for s in Suit}


def _suits(r: Reader, key: str) -> tuple[Suit, ...]:
    ids = r.array(key)
    if all(type(v) is str and v in _SUITS for v in ids):  # the usual case: no path built
        return tuple([_SUITS[v] for v in ids])
    names = list(_SUITS)
    return tuple(Suit(check_choice(v, f"{r.at(key)}[{i}]", names)) for i, v in enumerate(ids))


def _last(r: Reader, active: Sequence[str]) -> LastTrick:
    r.only(_LAST_TRICK_FIELDS)
    winner = _active(r, "winner", active)
    seven = _active(r, "trump_seven", active) if r.has("trump_seven") else None
    return LastTrick(winner, seven, "trump_seven" in r.data)


def _active(r: Reader, key: str, active: Sequence[str]) -> str:
    name = r.raw(key)
    if isinstance(name, str) and name not in active:
        reason = Msg("{player} does not play this deal (the dealer sits out)", player=name)
        raise RecordError(r.at(key), reason, Code.INVALID)
    return str(r.player(key, active))


def result_to_json(result: Result) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if result.soloist_points is not None:
        out["soloist_points"] = result.soloist_points
    out["soloist_tricks"] = result.soloist_tricks
    if result.marriages is not None:
        out["marriages"] = _marriages_json(result.marriages)
    if result.last_trick is not None:
        out["last_trick"] = _last_json(result.last_trick)
    if result.trump_seven_early is not None:
        out["trump_seven_early"] = result.trump_seven_early
    if result.aces is not None:
        out["aces"] = result.aces.value
    return out


def _marriages_json(m: Marriages) -> dict[str, list[str]]:
    sides = {"soloist": m.soloist, "defenders": m.defenders}
    return {side: [s.value for s in suits] for side, suits in sides.items() if suits is not None}


def _last_json(last: LastTrick) -> dict[str, Any]:
    out: dict[str, Any] = {"winner": last.winner}
    if last.seven_given:
        out["trump_seven"] = last.trump_seven
    return out
