"""Ulti house rules of the table: ``max_kontra``, ``four_aces_bid``, ``open_durchmars_value``
(docs/rules/variants.md "Ulti"; docs/games/ulti.md "House rules" cites the sources).

Every expected number is worked by hand from docs/rules/ulti.md with the option's reading;
the arithmetic is in the comment of each case. "Each" is what each defender pays the
soloist (negative: the soloist pays him); the soloist's delta is the sum over defenders,
and every deal is asserted zero-sum. Table: Anna, Béla, Csaba; Csaba deals, so Anna bids
first (then Béla, then Csaba) and is the soloist.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.ulti import SPEC
from scorekeeper.words.text import render, render_all

P3 = ["Anna", "Béla", "Csaba"]


def deal(
    contract: list[str], trump: str | None, result: Any = None, rules: Any = None, **extra: Any
) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "ulti", "players": P3, "dealer": "Csaba", "soloist": "Anna"}
    raw |= {"contract": contract, "trump": trump}
    if result is not None:
        raw["result"] = result
    if rules is not None:
        raw["rules"] = rules
    return raw | extra


def res(
    points: int, tricks: int, winner: str = "Anna", *, aces: str = "split",
    mine: tuple[str, ...] = (),
) -> dict[str, Any]:  # fmt: skip
    return {
        "soloist_points": points,
        "soloist_tricks": tricks,
        "marriages": {"soloist": list(mine), "defenders": []},
        "last_trick": {"winner": winner, "trump_seven": None},
        "trump_seven_early": False,
        "aces": aces,
    }


def each(amount: int) -> dict[str, int]:
    """Deltas when Béla and Csaba each pay Anna ``amount``."""
    return {"Anna": 2 * amount, "Béla": -amount, "Csaba": -amount}


def settled(raw: dict[str, Any]) -> Any:
    outcome = parse_deal(raw).settle()
    assert sum(outcome.deltas.values()) == 0  # every Ulti deal is zero-sum
    return outcome


def refused(raw: dict[str, Any]) -> RecordError:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    return err.value


def test_the_options_are_declared_with_todays_behaviour_as_default() -> None:
    options = {o.key: o for o in SPEC.options}
    assert options["max_kontra"].default == 7
    assert (options["max_kontra"].lo, options["max_kontra"].hi) == (1, 7)
    assert options["four_aces_bid"].default is True
    assert options["four_aces_bid"].choices == (True, False)
    assert options["open_durchmars_value"].default == 12
    assert options["open_durchmars_value"].choices == (12, 24)


@pytest.mark.parametrize("value", [0, 8, "2", True])
def test_max_kontra_out_of_its_range_is_refused(value: Any) -> None:
    err = refused(deal(["parti"], "bells", res(60, 6), rules={"max_kontra": value}))
    assert err.field == "rules.max_kontra"


# --- max_kontra -----------------------------------------------------------------------


def test_default_allows_kerekes_bicikli() -> None:
    # parti (bells) made, kontra level 7: 1 x 2^7 = 128 each
    outcome = settled(deal(["parti"], "bells", res(60, 6), kontra={"parti": 7}))
    assert outcome.deltas == each(128)


def test_rekontra_allowed_at_a_tournament_table_made() -> None:
    # max_kontra 2. 40-100 made (leaves marriage 40 + 60 = 100) with Rekontra:
    # 4 x 2^2 = 16 each; soloist +32
    raw = deal(["40-100"], "leaves", res(60, 6, mine=("leaves",)), rules={"max_kontra": 2},
               kontra={"40-100": 2})  # fmt: skip
    outcome = settled(raw)
    assert outcome.deltas == each(16)
    assert "40-100 (leaves) won: 4 × Rekontra ×4 = 16 — Béla pays Anna 16, Csaba pays Anna 16" in (
        render_all(outcome.lines)
    )


def test_rekontra_allowed_at_a_tournament_table_failed() -> None:
    # max_kontra 2. parti (bells) lost: soloist 30 vs defenders 60; Rekontra: -(1 x 4) = -4 each
    raw = deal(["parti"], "bells", res(30, 3, "Béla"), rules={"max_kontra": 2},
               kontra={"parti": 2})  # fmt: skip
    assert settled(raw).deltas == each(-4)


def test_tepsi_limit_fedak_sari_is_allowed() -> None:
    # max_kontra 6 (Tepsi's table ends at Fedák Sári): parti made, 1 x 2^6 = 64 each
    raw = deal(["parti"], "bells", res(60, 6), rules={"max_kontra": 6}, kontra={"parti": 6})
    assert settled(raw).deltas == each(64)


_TOP = " the house rule max_kontra: "


@pytest.mark.parametrize(
    ("top", "kontra", "field", "words"),
    [
        (2, {"ulti": 3}, "kontra.ulti", "3 (Szubkontra) is above" + _TOP + "2 (Rekontra)"),
        (6, {"40-100": 7}, "kontra.40-100",
         "7 (Kerekes bicikli) is above" + _TOP + "6 (Fedák Sári)"),
        (1, {"ulti": 2}, "kontra.ulti", "2 (Rekontra) is above" + _TOP + "1 (Kontra)"),
    ],
)  # fmt: skip
def test_a_trump_kontra_above_the_limit_is_refused(
    top: int, kontra: dict[str, int], field: str, words: str
) -> None:
    raw = deal(["40-100", "ulti"], "leaves", res(60, 6, mine=("leaves",)),
               rules={"max_kontra": top}, kontra=kontra)  # fmt: skip
    err = refused(raw)
    assert (err.field, err.code) == (field, Code.INVALID)
    assert render(err.message, "en").endswith(words)


def test_a_per_defender_betli_kontra_above_the_limit_is_refused() -> None:
    raw = deal(["betli"], None, {"soloist_tricks": 0}, rules={"max_kontra": 1},
               kontra={"betli": {"Béla": 1, "Csaba": 2}})  # fmt: skip
    err = refused(raw)
    assert err.field == "kontra.betli.Csaba"
    assert "max_kontra: 1 (Kontra)" in err.reason


def test_a_per_defender_betli_kontra_at_the_limit_is_scored() -> None:
    # max_kontra 1; betli made, Béla said Kontra: Béla pays 5 x 2 = 10, Csaba 5; Anna +15
    raw = deal(["betli"], None, {"soloist_tricks": 0}, rules={"max_kontra": 1},
               kontra={"betli": {"Béla": 1}})  # fmt: skip
    assert settled(raw).deltas == {"Anna": 15, "Béla": -10, "Csaba": -5}


def test_a_surrender_with_kontra_above_the_limit_is_refused_too() -> None:
    # Our reading: a level the table does not allow was never said, surrender or not.
    raw = deal(["parti", "ulti"], "bells", rules={"max_kontra": 2}, kontra={"ulti": 3},
               surrender=True)  # fmt: skip
    assert refused(raw).field == "kontra.ulti"


# --- four_aces_bid --------------------------------------------------------------------


def test_four_aces_bid_by_default() -> None:
    # parti (70 > 20) +1, four aces captured +4: 5 each
    raw = deal(["parti", "four-aces"], "bells", res(70, 7, aces="soloist"))
    assert settled(raw).deltas == each(5)


def test_four_aces_failed_by_default() -> None:
    # parti (50 > 40) +1, four aces not captured -4: -3 each
    raw = deal(["parti", "four-aces"], "bells", res(50, 5, aces="split"))
    assert settled(raw).deltas == each(-3)


@pytest.mark.parametrize(
    ("contract", "trump", "field"),
    [
        (["parti", "four-aces"], "bells", "contract[1]"),
        (["four-aces", "parti", "ulti"], "hearts", "contract[0]"),
        (["40-100", "ulti", "four-aces"], "leaves", "contract[2]"),
    ],
)
def test_a_contract_with_four_aces_is_refused_when_it_may_not_be_bid(
    contract: list[str], trump: str, field: str
) -> None:
    raw = deal(contract, trump, res(70, 7, aces="soloist"), rules={"four_aces_bid": False})
    err = refused(raw)
    assert (err.field, err.code) == (field, Code.INVALID)
    assert err.reason == "four-aces may not be bid at this table (house rule four_aces_bid is off)"


def _auction() -> list[dict[str, Any]]:
    # Anna parti + four aces (rank 4), two passes, Anna parti + ulti (rank 5), two passes.
    aces = {"contract": ["parti", "four-aces"], "hearts": False}
    ulti = {"contract": ["parti", "ulti"], "hearts": False}
    return [
        {"player": "Anna", "bid": aces}, {"player": "Béla", "bid": "pass"},
        {"player": "Csaba", "bid": "pass"}, {"player": "Anna", "bid": ulti},
        {"player": "Béla", "bid": "pass"}, {"player": "Csaba", "bid": "pass"},
    ]  # fmt: skip


def test_a_four_aces_bid_in_the_auction_log() -> None:
    # The log is fine by default; without four aces its first bid is refused.
    # parti + ulti (bells) surrendered: parti -1, ulti -4, failed-ulti extra -4 = -9 each
    raw = deal(["parti", "ulti"], "bells", surrender=True, bids=_auction())
    assert settled(raw).deltas == each(-9)
    err = refused(raw | {"rules": {"four_aces_bid": False}})
    assert (err.field, err.code) == ("bids[0].bid.contract[1]", Code.INVALID)


def test_silent_four_aces_still_count_when_four_aces_may_not_be_bid() -> None:
    # Our reading: the option stops the bid only. parti (70 > 20) +1, silent four aces +2
    # (never doubled): 3 each
    raw = deal(["parti"], "bells", res(70, 7, aces="soloist"), rules={"four_aces_bid": False})
    assert settled(raw).deltas == each(3)


# --- open_durchmars_value --------------------------------------------------------------


def test_worked_check_20_100_open_durchmars_at_24() -> None:
    # docs/rules/ulti.md worked check with Tepsi's value: 20-100 (leaves marriage 20 + 90)
    # +8, open durchmars +24: 32 each (the seed's 12 gives 20)
    raw = deal(["20-100", "open-durchmars"], "bells", res(90, 10, mine=("leaves",)))
    assert settled(raw).deltas == each(20)
    outcome = settled(raw | {"rules": {"open_durchmars_value": 24}})
    assert outcome.deltas == each(32)
    lines = render_all(outcome.lines)
    assert "open-durchmars is worth 24, not 12 (house rule open_durchmars_value)" in lines
    assert "open-durchmars (bells) won: 24 — Béla pays Anna 24, Csaba pays Anna 24" in lines


def test_open_durchmars_in_hearts_at_24_is_48() -> None:
    # hearts doubles: 24 x 2 = 48 each; soloist +96 (the seed's: 12 x 2 = 24 each)
    raw = deal(["open-durchmars"], "hearts", res(90, 10))
    assert settled(raw).deltas == each(24)
    outcome = settled(raw | {"rules": {"open_durchmars_value": 24}})
    assert outcome.deltas == each(48)
    assert "open-durchmars is worth 48, not 24 (house rule open_durchmars_value)" in (
        render_all(outcome.lines)
    )


@pytest.mark.parametrize(
    ("value", "per_defender"),
    [
        (12, 4 - 12 * 2),  # 40-100 made +4; open durchmars lost with Kontra: -(12 x 2) = -20
        (24, 4 - 24 * 2),  # 40-100 made +4; open durchmars lost with Kontra: -(24 x 2) = -44
    ],
)
def test_open_durchmars_failed_with_kontra(value: int, per_defender: int) -> None:
    # 9 tricks: durchmars lost; leaves marriage 40 + 60 = 100: 40-100 made
    raw = deal(["40-100", "open-durchmars"], "leaves", res(60, 9, mine=("leaves",)),
               rules={"open_durchmars_value": value}, kontra={"open-durchmars": 1})  # fmt: skip
    outcome = settled(raw)
    assert outcome.deltas == each(per_defender)
    noted = any("house rule open_durchmars_value" in line for line in render_all(outcome.lines))
    assert noted is (value == 24)


def test_open_durchmars_surrendered_at_24() -> None:
    # surrender: every component lost unmultiplied, open durchmars -24 each; soloist -48
    raw = deal(["open-durchmars"], "acorns", surrender=True, rules={"open_durchmars_value": 24})
    assert settled(raw).deltas == each(-24)


def test_no_trump_open_durchmars_is_not_changed() -> None:
    # nt-open-durchmars is 24 under both values (the option is the trump one's)
    for value in (12, 24):
        raw = deal(["nt-open-durchmars"], None, {"soloist_tricks": 10},
                   rules={"open_durchmars_value": value})  # fmt: skip
        outcome = settled(raw)
        assert outcome.deltas == each(24)
        assert not any("open_durchmars_value" in line for line in render_all(outcome.lines))


def test_the_options_are_written_back() -> None:
    rules = {"max_kontra": 2, "four_aces_bid": False, "open_durchmars_value": 24}
    raw = deal(["parti", "ulti"], "bells", res(60, 6), rules=rules, kontra={"ulti": 2})
    assert parse_deal(raw).to_json() == raw
