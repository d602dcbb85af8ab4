"""Reading an Ulti contract: component ids that form exactly one bid-table row,
and the trump suit that goes with it (rules/ulti.md "Contract components").

``contract`` lists component ids in any order (written back in the order
given); ``trump`` is ``"hearts"`` for a hearts row, another suit for the other
trump rows and ``null`` for a no-trump row. Our reading: a record may leave
``trump`` out for a no-trump contract (it is then not written back).
"""

from __future__ import annotations

from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.games.base import Reader, check_choice
from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind, Suit, find_row, kind_for
from scorekeeper.games.ulti.names import component_name, components_text
from scorekeeper.i18n import _

_IDS = [c.value for c in Component]
_SUITS = [s.value for s in Suit]


def read_components(raw: Any, path: str) -> tuple[Component, ...]:
    """A non-empty list of distinct component ids that is a row of the bid table."""
    if not isinstance(raw, list) or not raw:
        raise RecordError(path, _("must be a non-empty array of contract components"))
    components: list[Component] = []
    for i, item in enumerate(raw):
        component = Component(check_choice(item, f"{path}[{i}]", _IDS))
        if component in components:
            raise RecordError(
                f"{path}[{i}]",
                _("{component} is listed twice").format(component=component_name(component)),
            )
        components.append(component)
    if all(find_row(components, kind) is None for kind in Kind):
        raise RecordError(
            path,
            _("{contract} is not a row of the bid table").format(
                contract=components_text(components)
            ),
        )
    return tuple(components)


def read_trump(r: Reader, components: tuple[Component, ...]) -> tuple[BidRow, Suit | None]:
    """The row played and its trump suit (None without trump)."""
    raw = r.raw("trump", None)
    if kind_for(components, hearts=False) is Kind.NO_TRUMP:
        if raw is not None:
            raise RecordError(
                "trump",
                _("{contract} is played without trump: trump must be null").format(
                    contract=components_text(components)
                ),
            )
        return _row(components, Kind.NO_TRUMP), None
    if raw is None:
        raise RecordError("trump", _("a trump contract needs a trump suit"))
    suit = Suit(check_choice(raw, "trump", _SUITS))
    kind = Kind.HEARTS if suit is Suit.HEARTS else Kind.PLAIN
    return _row(components, kind), suit


def _row(components: tuple[Component, ...], kind: Kind) -> BidRow:
    row = find_row(components, kind)
    if row is None:  # pragma: no cover - read_components checked the set
        raise RecordError("contract", _("is not a row of the bid table"))
    return row
