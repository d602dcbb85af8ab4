"""The Ulti bid table against the seed's rank table (seeds/000_b41e08e227464bbe.txt).

SEED_ROWS is typed from the seed's table by hand: rank, trump column (H = ハート,
NT = ノートランプ, P = ハート以外), contract and the game-point column (ゲーム点).
Betli's row says ハート以外 in the seed but betli is a no-trump game (docs/rules/ulti.md).
"""

from __future__ import annotations

import pytest

from scorekeeper.games.ulti.bidtable import INFO, ROWS, Component, Kind, find_row, value

P, H, NT = Kind.PLAIN, Kind.HEARTS, Kind.NO_TRUMP

SEED_ROWS = [
    (1, P, "parti", 1), (2, H, "parti", 2), (3, P, "40-100", 4),
    (4, P, "parti four-aces", 5), (5, P, "parti ulti", 5), (6, NT, "betli", 5),
    (7, P, "durchmars", 6), (7, NT, "nt-durchmars", 6),
    (8, P, "40-100 four-aces", 8), (9, P, "40-100 ulti", 8),
    (10, H, "40-100", 8), (10, P, "20-100", 8),
    (11, P, "parti ulti four-aces", 9), (12, H, "parti four-aces", 10),
    (13, H, "parti ulti", 10), (14, P, "40-100 durchmars", 10), (14, P, "durchmars ulti", 10),
    (15, NT, "rebetli", 10), (16, P, "40-100 ulti four-aces", 12),
    (17, P, "20-100 four-aces", 12), (18, P, "20-100 ulti", 12),
    (19, H, "durchmars", 12), (19, NT, "nt-redurchmars", 12), (19, P, "open-durchmars", 12),
    (20, P, "40-100 durchmars ulti", 14), (21, P, "20-100 durchmars", 14),
    (22, P, "20-100 ulti four-aces", 16), (23, H, "40-100 four-aces", 16),
    (23, H, "40-100 ulti", 16), (23, P, "40-100 open-durchmars", 16),
    (23, P, "open-durchmars ulti", 16), (24, H, "20-100", 16),
    (25, H, "parti ulti four-aces", 18), (26, P, "20-100 durchmars ulti", 18),
    (27, P, "40-100 open-durchmars ulti", 20), (28, H, "40-100 durchmars", 20),
    (28, H, "durchmars ulti", 20), (28, P, "20-100 open-durchmars", 20),
    (29, NT, "open-betli", 20), (30, P, "20-100 open-durchmars ulti", 24),
    (30, H, "40-100 ulti four-aces", 24), (31, H, "20-100 four-aces", 24),
    (32, H, "20-100 ulti", 24), (33, H, "open-durchmars", 24), (33, NT, "nt-open-durchmars", 24),
    (34, H, "40-100 durchmars ulti", 28), (35, H, "20-100 durchmars", 28),
    (36, H, "20-100 ulti four-aces", 32),
    # rank 37: the seed's arithmetic says "4 + 24" but its total 32 = 8 + 24 (40-100 in hearts is 8)
    (37, H, "40-100 open-durchmars", 32), (37, H, "open-durchmars ulti", 32),
    (38, H, "20-100 durchmars ulti", 36), (39, H, "40-100 open-durchmars ulti", 40),
    (40, H, "20-100 open-durchmars", 40), (41, H, "20-100 open-durchmars ulti", 48),
]  # fmt: skip


def test_table_has_54_rows_and_41_ranks() -> None:
    assert len(ROWS) == len(SEED_ROWS) == 54
    assert sorted({row.rank for row in ROWS}) == list(range(1, 42))


@pytest.mark.parametrize(
    ("rank", "kind", "text", "points"),
    SEED_ROWS,
    ids=[f"rank{r}-{k.name.lower()}-{t.replace(' ', '+')}" for r, k, t, _ in SEED_ROWS],
)
def test_row_matches_seed(rank: int, kind: Kind, text: str, points: int) -> None:
    row = find_row([Component(c) for c in text.split()], kind)
    assert row is not None
    assert row.rank == rank
    assert row.value == points


@pytest.mark.parametrize(
    ("component", "plain", "hearts"),
    [
        ("parti", 1, 2), ("40-100", 4, 8), ("20-100", 8, 16), ("ulti", 4, 8),
        ("four-aces", 4, 8), ("durchmars", 6, 12), ("open-durchmars", 12, 24),
        ("betli", 5, 5), ("rebetli", 10, 10), ("open-betli", 20, 20),
        ("nt-durchmars", 6, 6), ("nt-redurchmars", 12, 12), ("nt-open-durchmars", 24, 24),
    ],
    ids=lambda v: str(v),
)  # fmt: skip
def test_component_values(component: str, plain: int, hearts: int) -> None:
    # docs/rules/ulti.md "Contract components": value (other / hearts trump)
    c = Component(component)
    assert value(c, P) == plain
    if INFO[c].trump:
        assert value(c, H) == hearts


def test_no_trump_rows_hold_only_no_trump_components() -> None:
    for row in ROWS:
        trump = {INFO[c].trump for c in row.components}
        assert trump == ({False} if row.kind is NT else {True})


def test_four_aces_never_with_durchmars() -> None:
    # seed: エース4枚 ... デュルヒマルシュといっしょにビッドすることはできません
    for row in ROWS:
        names = set(row.components)
        assert not ({"four-aces"} <= names and names & {"durchmars", "open-durchmars"})


def test_rows_are_unique() -> None:
    keys = [(frozenset(row.components), row.kind) for row in ROWS]
    assert len(set(keys)) == len(keys)
