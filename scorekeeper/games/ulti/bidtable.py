"""The Ulti bid table as data (docs/rules/ulti.md "Contract components").

Every bid is one row of the seed's rank table (41 ranks, 54 rows): a set of
components, played in a plain trump suit (bells, leaves, acorns), in hearts
(every trump component is worth double), or without trump. A row's value is the
sum of its components' values; the seed's arithmetic column slips once (rank 37
says "4 + 24" where 40-100 in hearts is 8), its totals never do. Rows that share
a rank are equal in the auction: a bid must be of strictly higher rank.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum, StrEnum

from scorekeeper.values import frozen


class Suit(StrEnum):
    """The four suits of the Hungarian pack."""

    HEARTS = "hearts"
    BELLS = "bells"
    LEAVES = "leaves"
    ACORNS = "acorns"


class Component(StrEnum):
    """One contract component, by its id in the deal record."""

    PARTI = "parti"
    FORTY_HUNDRED = "40-100"
    TWENTY_HUNDRED = "20-100"
    ULTI = "ulti"
    FOUR_ACES = "four-aces"
    DURCHMARS = "durchmars"
    OPEN_DURCHMARS = "open-durchmars"
    BETLI = "betli"
    REBETLI = "rebetli"
    OPEN_BETLI = "open-betli"
    NT_DURCHMARS = "nt-durchmars"
    NT_REDURCHMARS = "nt-redurchmars"
    NT_OPEN_DURCHMARS = "nt-open-durchmars"


class Kind(Enum):
    """How a row is played: which value column of the component table applies."""

    PLAIN = "plain"  # trump in bells, leaves or acorns
    HEARTS = "hearts"
    NO_TRUMP = "no trump"


@frozen
class ComponentInfo:
    """A component's value with a plain trump suit, with hearts trump, and
    whether it is played with a trump suit at all."""

    plain: int
    hearts: int
    trump: bool


C = Component
INFO: dict[Component, ComponentInfo] = {
    C.PARTI: ComponentInfo(1, 2, True),
    C.FORTY_HUNDRED: ComponentInfo(4, 8, True),
    C.TWENTY_HUNDRED: ComponentInfo(8, 16, True),
    C.ULTI: ComponentInfo(4, 8, True),
    C.FOUR_ACES: ComponentInfo(4, 8, True),
    C.DURCHMARS: ComponentInfo(6, 12, True),
    C.OPEN_DURCHMARS: ComponentInfo(12, 24, True),
    C.BETLI: ComponentInfo(5, 5, False),
    C.REBETLI: ComponentInfo(10, 10, False),
    C.OPEN_BETLI: ComponentInfo(20, 20, False),
    C.NT_DURCHMARS: ComponentInfo(6, 6, False),
    C.NT_REDURCHMARS: ComponentInfo(12, 12, False),
    C.NT_OPEN_DURCHMARS: ComponentInfo(24, 24, False),
}

# Success families (docs/rules/ulti.md component table, column "success").
TAKES_ALL = frozenset(
    {C.DURCHMARS, C.OPEN_DURCHMARS, C.NT_DURCHMARS, C.NT_REDURCHMARS, C.NT_OPEN_DURCHMARS}
)
TAKES_NONE = frozenset({C.BETLI, C.REBETLI, C.OPEN_BETLI})
TRUMP_DURCHMARS = frozenset({C.DURCHMARS, C.OPEN_DURCHMARS})


OPEN_DURCHMARS_VALUES = (12, 24)  # house rule open_durchmars_value: the seed's, Tepsi's


def value(component: Component, kind: Kind, open_durchmars: int = 12) -> int:
    """A component's value in a row of this kind (hearts doubles trump components);
    ``open_durchmars`` is the house rule ``open_durchmars_value``: the open trump
    durchmars with a plain trump suit (12 in the seed's table, 24 in Tepsi's),
    doubled in hearts. The rank column of the auction does not change with it."""
    if component is Component.OPEN_DURCHMARS:
        return open_durchmars * 2 if kind is Kind.HEARTS else open_durchmars
    info = INFO[component]
    return info.hearts if kind is Kind.HEARTS else info.plain


@frozen
class BidRow:
    """One row of the bid table."""

    rank: int
    kind: Kind
    components: tuple[Component, ...]

    @property
    def value(self) -> int:
        return sum(value(c, self.kind) for c in self.components)

    def label(self) -> str:
        text = " + ".join(self.components)
        return f"{text} (hearts)" if self.kind is Kind.HEARTS else text


_P, _H, _N = Kind.PLAIN, Kind.HEARTS, Kind.NO_TRUMP

# (rank, kind, components) in the seed's order; a blank rank repeats the one above.
_TABLE: tuple[tuple[int, Kind, str], ...] = (
    (1, _P, "parti"), (2, _H, "parti"), (3, _P, "40-100"),
    (4, _P, "parti four-aces"), (5, _P, "parti ulti"), (6, _N, "betli"),
    (7, _P, "durchmars"), (7, _N, "nt-durchmars"),
    (8, _P, "40-100 four-aces"), (9, _P, "40-100 ulti"),
    (10, _H, "40-100"), (10, _P, "20-100"),
    (11, _P, "parti ulti four-aces"), (12, _H, "parti four-aces"), (13, _H, "parti ulti"),
    (14, _P, "40-100 durchmars"), (14, _P, "durchmars ulti"),
    (15, _N, "rebetli"), (16, _P, "40-100 ulti four-aces"),
    (17, _P, "20-100 four-aces"), (18, _P, "20-100 ulti"),
    (19, _H, "durchmars"), (19, _N, "nt-redurchmars"), (19, _P, "open-durchmars"),
    (20, _P, "40-100 durchmars ulti"), (21, _P, "20-100 durchmars"),
    (22, _P, "20-100 ulti four-aces"),
    (23, _H, "40-100 four-aces"), (23, _H, "40-100 ulti"),
    (23, _P, "40-100 open-durchmars"), (23, _P, "open-durchmars ulti"),
    (24, _H, "20-100"), (25, _H, "parti ulti four-aces"), (26, _P, "20-100 durchmars ulti"),
    (27, _P, "40-100 open-durchmars ulti"),
    (28, _H, "40-100 durchmars"), (28, _H, "durchmars ulti"), (28, _P, "20-100 open-durchmars"),
    (29, _N, "open-betli"),
    (30, _P, "20-100 open-durchmars ulti"), (30, _H, "40-100 ulti four-aces"),
    (31, _H, "20-100 four-aces"), (32, _H, "20-100 ulti"),
    (33, _H, "open-durchmars"), (33, _N, "nt-open-durchmars"),
    (34, _H, "40-100 durchmars ulti"), (35, _H, "20-100 durchmars"),
    (36, _H, "20-100 ulti four-aces"),
    (37, _H, "40-100 open-durchmars"), (37, _H, "open-durchmars ulti"),
    (38, _H, "20-100 durchmars ulti"), (39, _H, "40-100 open-durchmars ulti"),
    (40, _H, "20-100 open-durchmars"), (41, _H, "20-100 open-durchmars ulti"),
)  # fmt: skip

ROWS: tuple[BidRow, ...] = tuple(
    BidRow(rank, kind, tuple(Component(c) for c in text.split())) for rank, kind, text in _TABLE
)
_BY_KEY = {(frozenset(row.components), row.kind): row for row in ROWS}


def kind_for(components: Iterable[Component], hearts: bool) -> Kind:
    """The kind a set of components is played as: no-trump components decide it."""
    if any(not INFO[c].trump for c in components):
        return Kind.NO_TRUMP
    return Kind.HEARTS if hearts else Kind.PLAIN


def find_row(components: Iterable[Component], kind: Kind) -> BidRow | None:
    """The bid-table row with exactly these components, or None."""
    return _BY_KEY.get((frozenset(components), kind))
