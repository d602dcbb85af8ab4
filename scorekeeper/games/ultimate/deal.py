"""Ultimate's deal record: the frozen values a parsed JSON deal becomes
(``docs/rules/ultimate.md``).

``MIN_POINTS``/``MAX_POINTS``: captured points are 5k + tens − fives (k 0–20 from A = 10 and
K, Q, J = 5; four 10s at +1, four 5s at −1), so −4 (only the 5s) to 104 (every A, K, Q, J and
10 but no 5), and every whole number in between is reachable (our reading; the deck holds 100).
"""

from __future__ import annotations

from enum import Enum

from scorekeeper.values import frozen

MAX_BID = 100  # §Auction: bids are whole numbers up to 100
MIN_POINTS, MAX_POINTS = -4, 104  # only the four 5s; all but the 5s


class Suit(Enum):
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"
    SPADES = "spades"


@frozen
class Call:
    """One auction entry: ``bid`` None is a pass."""

    player: str
    bid: int | None


@frozen
class Contract:
    """A played deal. ``partner_card`` is None outside the partner variant; ``partner``
    None with a card named means no partner (doubled)."""

    declarer: str
    bid: int
    trump: Suit
    partner_card: str | None
    partner: str | None
    points: int  # declarer's captured points (with the partner's, if any)

    @property
    def doubled(self) -> bool:
        return self.partner_card is not None and self.partner is None

    @property
    def made(self) -> bool:
        return self.points >= self.bid  # §Scoring: captured points ≥ bid


@frozen
class UltimateDeal:
    """``contract`` None: not played (all passed, or ``thrown_in``). ``nulls`` are optional
    keys written as null, echoed back by :func:`to_json`."""

    contract: Contract | None
    calls: tuple[Call, ...] | None = None
    thrown_in: bool | None = None
    nulls: tuple[str, ...] = ()
