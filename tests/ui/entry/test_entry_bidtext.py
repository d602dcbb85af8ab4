"""Typed Ulti bids matched against the bid table (Qt-free).

The expected rows are the bid names of ``docs/rules/ulti.md`` "Contract components":
"piros" is the hearts row (every trump component doubled), "piros betli" is the
table's own name for the rebetli, "terített" the open variants, "színtelen" the
no-trump durchmars family.
"""

from __future__ import annotations

import pytest

from scorekeeper.games.ulti.bidtable import ROWS, Kind
from scorekeeper_ui.entry.ulti import bidtext


@pytest.mark.parametrize(
    ("text", "components", "kind"),
    [
        ("40 ulti", ["40-100", "ulti"], Kind.PLAIN),
        ("negyven-száz ulti", ["40-100", "ulti"], Kind.PLAIN),
        ("piros betli", ["rebetli"], Kind.NO_TRUMP),
        ("20-100 terített durchmars", ["20-100", "open-durchmars"], Kind.PLAIN),
        ("ulti", ["parti", "ulti"], Kind.PLAIN),
        ("passz", ["parti"], Kind.PLAIN),
        ("piros passz", ["parti"], Kind.HEARTS),
        ("Színtelen terített durchmars", ["nt-open-durchmars"], Kind.NO_TRUMP),
        ("terített betli", ["open-betli"], Kind.NO_TRUMP),
        ("redurchmars", ["nt-redurchmars"], Kind.NO_TRUMP),
        ("40-100 ulti négy ász", ["40-100", "ulti", "four-aces"], Kind.PLAIN),
        ("four aces", ["parti", "four-aces"], Kind.PLAIN),
    ],
    ids=[
        "forty-hundred-ulti",
        "hungarian-words",
        "piros-betli-is-rebetli",
        "open-durchmars",
        "ulti-alone-is-parti-ulti",
        "passz-is-parti",
        "piros-is-hearts-row",
        "nt-open-durchmars",
        "open-betli",
        "redurchmars",
        "three-components",
        "english-four-aces",
    ],
)
def test_best_match(text, components, kind):
    best = bidtext.match(text).best
    assert best is not None
    assert sorted(str(c) for c in best.components) == sorted(components)
    assert best.kind is kind


def test_more_rows_offered_fewest_extra_first():
    rows = bidtext.match("ulti").rows
    extra = [len(r.components) - 1 for r in rows]
    assert extra == sorted(extra)
    assert all("ulti" in [str(c) for c in r.components] for r in rows)


def test_unknown_word_is_an_error():
    with pytest.raises(bidtext.BidTextError, match="xyzzy"):
        bidtext.match("40 xyzzy")


def test_empty_text_matches_nothing():
    assert bidtext.match("  ").rows == ()


@pytest.mark.parametrize("row", ROWS, ids=[r.label() for r in ROWS])
def test_every_row_reads_back(row):
    text = bidtext.row_text(row.components, row.kind is Kind.HEARTS)
    assert bidtext.match(text).best == row
