"""Reading an Ulti contract: component ids that form exactly one bid-table row,
and the trump suit that goes with it (docs/rules/ulti.md "Contract components").

``contract`` lists component ids in any order (written back in the order
given); ``trump`` is ``"hearts"`` for a hearts row, another suit for the other
trump rows and ``null`` for a no-trump row. Our reading: a record may leave
``trump`` out for a no-trump contract (it is then not written back).

House rule ``four_aces_bid`` (default true): false = four aces may not be bid
at all (Tepsi/UltiCalculator's default; tournament bid lists without it), so a
contract or a bid that holds it is refused, naming the component's field.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Reader, check_choice
from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind, Suit, find_row, kind_for
from scorekeeper.games.ulti.names import component_name, components_text
from scorekeeper.words.text import Msg

_IDS = [c.value for c in Component]
_SUITS = [s.value for s in Suit]


def read_components(raw: Any, path: str) -> tuple[Component, ...]:
    """A non-empty list of distinct component ids that is a row of the bid table."""
    if type(raw) is list and all(type(item) is str for item in raw):
        known = _known_components(tuple(raw))
        if known is not None:
            return known
    return _read_components(raw, path)


@lru_cache(maxsize=128)  # a few dozen contracts are bid, deal after deal
def _known_components(ids: tuple[str, ...]) -> tuple[Component, ...] | None:
    """:func:`read_components` of ``ids`` when it is a contract, else None (the
    error is then raised by reading it again, naming its field)."""
    try:
        return _read_components(list(ids), "contract")
    except RecordError:
        return None


def _read_components(raw: Any, path: str) -> tuple[Component, ...]:
    if not isinstance(raw, list) or not raw:
        # An empty list names no contract yet: missing, as the window reads it.
        code = Code.MISSING if isinstance(raw, list) else Code.NOT_ARRAY
        raise RecordError(path, Msg("must be a non-empty array of contract components"), code)
    components: list[Component] = []
    for i, item in enumerate(raw):
        component = Component(check_choice(item, f"{path}[{i}]", _IDS))
        if component in components:
            reason = Msg("{component} is listed twice", component=component_name(component))
            raise RecordError(f"{path}[{i}]", reason, Code.DUPLICATE)
        components.append(component)
    if all(find_row(components, kind) is None for kind in Kind):
        reason = Msg(
            "{contract} is not a row of the bid table", contract=components_text(components)
        )
        raise RecordError(path, reason, Code.INVALID)
    return tuple(components)


def refuse_four_aces(components: tuple[Component, ...], path: str) -> None:
    """Under ``four_aces_bid: false``: no contract or bid may hold four aces."""
    if Component.FOUR_ACES not in components:
        return
    i = components.index(Component.FOUR_ACES)
    reason = Msg(
        "{component} may not be bid at this table (house rule four_aces_bid is off)",
        component=component_name(Component.FOUR_ACES),
    )
    raise RecordError(f"{path}[{i}]", reason, Code.INVALID)


def read_trump(r: Reader, components: tuple[Component, ...]) -> tuple[BidRow, Suit | None]:
    """The row played and its trump suit (None without trump)."""
    raw = r.raw("trump", None)
    if raw is None or type(raw) is str:
        known = _known_trump(components, raw)
        if known is not None:
            return known
    return _read_trump(raw, components)


@lru_cache(maxsize=256)  # the contracts bid, in each suit
def _known_trump(
    components: tuple[Component, ...], raw: str | None
) -> tuple[BidRow, Suit | None] | None:
    """:func:`read_trump` of ``raw`` when it is right for ``components``, else None
    (the error is then raised by reading it again)."""
    try:
        return _read_trump(raw, components)
    except RecordError:
        return None


def _read_trump(raw: Any, components: tuple[Component, ...]) -> tuple[BidRow, Suit | None]:
    if kind_for(components, hearts=False) is Kind.NO_TRUMP:
        if raw is not None:
            reason = Msg(
                "{contract} is played without trump: trump must be null",
                contract=components_text(components),
            )
            raise RecordError("trump", reason, Code.INVALID)
        return _row(components, Kind.NO_TRUMP), None
    if raw is None:
        # Left out or null: still to be chosen.
        raise RecordError("trump", Msg("a trump contract needs a trump suit"), Code.MISSING)
    suit = Suit(check_choice(raw, "trump", _SUITS))
    kind = Kind.HEARTS if suit is Suit.HEARTS else Kind.PLAIN
    return _row(components, kind), suit


def _row(components: tuple[Component, ...], kind: Kind) -> BidRow:
    row = find_row(components, kind)
    if row is None:  # pragma: no cover - read_components checked the set
        raise RecordError("contract", Msg("is not a row of the bid table"), Code.INVALID)
    return row
