"""Payments at the end of an evening (docs/rules/README.md, "Chip and money settlement").
Every expected figure is worked by hand in the case's comment."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.errors import Code, RecordError
from scorekeeper.settlement import (
    Payment,
    Stake,
    parse_stake,
    payments,
    per_game_balances,
    per_point_balances,
    round_balances,
    zero_sum_balances,
)

EUR_CENT = Stake(Fraction(1, 100), "EUR")  # 0.01 EUR a point = 1 cent a point


def test_greedy_payments_largest_debtor_to_largest_creditor():
    # C owes 20, B owes 10, A is owed 30: C pays A 20 first, then B pays A 10.
    assert payments({"A": 30, "B": -10, "C": -20}) == [
        Payment("C", "A", 20),
        Payment("B", "A", 10),
    ]


def test_payments_reject_unbalanced():
    with pytest.raises(ValueError):
        payments({"A": 1, "B": 0})


def test_zero_sum_balance_is_total_times_stake():
    # Ulti totals 12 / −4 / −8 at 0.10 EUR a point: 120, −40, −80 cents.
    stake = Stake(Fraction(1, 10), "EUR")
    exact = zero_sum_balances({"A": 12, "B": -4, "C": -8}, stake)
    assert round_balances(exact) == {"A": 120, "B": -40, "C": -80}


def test_per_point_team_totals_count_for_each_partner():
    # Marjapussi: team A+C 520, team B+D 300; mean (520·2 + 300·2)/4 = 410;
    # A, C +110 points, B, D −110 points; 1 cent a point.
    totals = {"A": 520, "B": 300, "C": 520, "D": 300}
    balances = round_balances(per_point_balances(totals, EUR_CENT))
    assert balances == {"A": 110, "B": -110, "C": 110, "D": -110}
    assert payments(balances) == [Payment("B", "A", 110), Payment("D", "C", 110)]


def test_rounding_remainder_goes_on_one_payment():
    # Totals 100 / 0 / 0 at 1 JPY: mean 33⅓ → +66⅔, −33⅓, −33⅓ → rounded 67, −33, −33,
    # which sums to +1: the remainder −1 goes on the largest balance (A: 66).
    stake = Stake(Fraction(1), "JPY")
    balances = round_balances(per_point_balances({"A": 100, "B": 0, "C": 0}, stake))
    assert balances == {"A": 66, "B": -33, "C": -33}
    assert payments(balances) == [Payment("B", "A", 33), Payment("C", "A", 33)]


def test_euro_stake_is_in_major_units():
    # 1 EUR a point, totals +3 / −3 → 300 cents.
    stake = parse_stake({"per_point": 1, "currency": "EUR", "mode": "per-point"})
    assert round_balances(zero_sum_balances({"A": 3, "B": -3}, stake)) == {"A": 300, "B": -300}


def test_per_game_each_loser_pays_the_winner():
    # Ultimate, 4 players, 5 EUR a game. Game 1 won by A: B, C, D pay 500 cents each, A +1500.
    # Game 2 won by B: A, C, D −500, B +1500. Net: A +1000, B +1000, C −1000, D −1000.
    stake = parse_stake({"per_game": 5, "currency": "EUR", "mode": "per-game"})
    exact = per_game_balances(["A", "B", "C", "D"], [("A",), ("B",)], stake)
    assert round_balances(exact) == {"A": 1000, "B": 1000, "C": -1000, "D": -1000}


def test_per_game_team_win_shared_by_partners():
    # Team A+C wins one game at 2 EUR: B and D pay 200 each, A and C receive 200 each.
    stake = parse_stake({"per_game": 2, "currency": "EUR", "mode": "per-game"})
    exact = per_game_balances(["A", "B", "C", "D"], [("A", "C")], stake)
    assert round_balances(exact) == {"A": 200, "B": -200, "C": 200, "D": -200}


def test_no_stake_settles_in_chips():
    stake = parse_stake(None)
    assert (stake.currency, stake.exponent, stake.per_point) == ("chips", 0, 1)


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"per_point": -1}, "stake.per_point"),
        ({"per_point": "ten"}, "stake.per_point"),
        ({"per_point": True}, "stake.per_point"),
        ({"currency": ""}, "stake.currency"),
        ({"mode": "per-deal"}, "stake.mode"),
        ({"per_game": -2, "mode": "per-game"}, "stake.per_game"),
        ([1, 2], "stake"),
    ],
    ids=[
        "negative",
        "not-a-number",
        "boolean",
        "empty-currency",
        "unknown-mode",
        "negative-per-game",
        "not-an-object",
    ],
)
def test_bad_stake_names_the_field(raw, field):
    with pytest.raises(RecordError) as err:
        parse_stake(raw)
    assert err.value.field == field


balances_st = st.lists(st.integers(-10_000, 10_000), min_size=2, max_size=8).map(
    lambda xs: [*xs, -sum(xs)]
)


@given(balances_st)
def test_payments_settle_everyone_in_at_most_n_minus_1(values):
    balances = {f"P{i}": v for i, v in enumerate(values)}
    paid = payments(balances)
    assert len(paid) <= len(balances) - 1
    net = dict.fromkeys(balances, 0)
    for p in paid:
        assert p.amount > 0
        net[p.payer] -= p.amount
        net[p.payee] += p.amount
    assert net == balances


@given(
    st.lists(st.integers(-5000, 5000), min_size=3, max_size=8),
    st.sampled_from(["0.01", "0.05", "1", "0.3"]),
    st.sampled_from(["EUR", "JPY"]),
)
def test_rounded_per_point_balances_sum_to_zero(totals, per_point, currency):
    stake = parse_stake({"per_point": per_point, "currency": currency})
    exact = per_point_balances({f"P{i}": t for i, t in enumerate(totals)}, stake)
    rounded = round_balances(exact)
    assert sum(rounded.values()) == 0
    assert all(abs(rounded[p] - exact[p]) < len(totals) for p in exact)


# Issue 16: the minor unit of each currency comes from ISO 4217 (Babel's currency data).


def test_three_decimal_currency_pays_in_fils():
    # Ulti totals 15 / −40 / 25 at 0.0005 KWD a point (1 KWD = 1000 fils: 0.5 fils a
    # point): exact 7.5, −20, 12.5 fils → rounded half away from zero 8, −20, 13, which
    # sums to +1: the remainder −1 goes on the largest balance (B: −20 → −21).
    stake = parse_stake({"per_point": "0.0005", "currency": "KWD"})
    exact = zero_sum_balances({"A": 15, "B": -40, "C": 25}, stake)
    assert exact == {"A": Fraction(15, 2), "B": -20, "C": Fraction(25, 2)}
    assert round_balances(exact) == {"A": 8, "B": -21, "C": 13}


@pytest.mark.parametrize("currency", ["KWD", "BHD", "TND", "kwd"])
def test_three_decimal_currencies_have_exponent_three(currency):
    # Totals 12 / −4 / −8 at 0.005 a point = 5 minor units a point: 60, −20, −40.
    stake = parse_stake({"per_point": "0.005", "currency": currency})
    assert stake.exponent == 3
    exact = zero_sum_balances({"A": 12, "B": -4, "C": -8}, stake)
    assert round_balances(exact) == {"A": 60, "B": -20, "C": -40}


@pytest.mark.parametrize("currency", ["JPY", "KRW", "ISK", "CLP"])
def test_currencies_without_minor_unit_pay_whole_units(currency):
    # Totals 100 / 0 / 0 at 10 a point, per point: mean 33⅓ → +666⅔, −333⅓, −333⅓
    # → rounded 667, −333, −333 (sum +1): the remainder −1 on A → 666.
    stake = parse_stake({"per_point": 10, "currency": currency})
    assert stake.exponent == 0
    balances = round_balances(per_point_balances({"A": 100, "B": 0, "C": 0}, stake))
    assert balances == {"A": 666, "B": -333, "C": -333}


@pytest.mark.parametrize(
    ("currency", "exponent"),
    [
        ("EUR", 2),
        ("HUF", 2),  # ISO 4217: 2 (fillér), kept in the record; printed in whole forints
        ("chips", 0),  # the app's own pseudo-currencies are counted whole
        ("CHIPS", 0),
        ("PTS", 0),
        ("ABC", 2),  # not an ISO 4217 code: Babel's default of 2 decimals, documented
    ],
)
def test_exponent_per_currency(currency, exponent):
    assert Stake(Fraction(1), currency).exponent == exponent


def test_babel_is_never_imported_for_a_currency():
    import subprocess
    import sys

    code = (
        "import sys, scorekeeper.cli.main, scorekeeper.settlement, scorekeeper.words.figures\n"
        "assert 'babel' not in sys.modules, 'babel imported at start-up'\n"
        "from scorekeeper.settlement import Stake\n"
        "assert Stake().exponent == 0 and Stake(currency='KWD').exponent == 3\n"
        "assert 'babel' not in sys.modules, 'babel imported for an exponent'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_currency_decimals_are_babels():
    """settlement.py's copy of CLDR's currency fractions is the installed Babel's."""
    from babel.core import get_global
    from babel.numbers import get_currency_precision

    from scorekeeper.settlement import currency_exponent

    codes = [code for code in get_global("currency_fractions") if code != "DEFAULT"]
    codes += ["EUR", "HUF", "USD", "XYZ"]  # the default, and a code that is no currency
    assert {c: currency_exponent(c) for c in codes} == {c: get_currency_precision(c) for c in codes}


@pytest.mark.parametrize("field", ["per_point", "per_game"])
@pytest.mark.parametrize(
    "value",
    [
        "1e5000",  # stored, then show/pdf failed: more digits than int() may print
        "1e999999999",  # a number of a billion digits: must be refused at once
        "1000000000.000001",  # just above 10^9 major units
        10**12,
        "0.0000001",  # seven decimals
        "1e-5000",
        # past the decimal context's smallest exponent (10^-999999): normalize() rounds
        # it to 0, so it passed as "no decimals" and Fraction built 10^999999999 (a hang
        # the fuzz found)
        "1e-999999999",
        "7E-1000000",
        -1,
        "-0.000001",
    ],
)
def test_stake_beyond_its_documented_range_is_refused(field, value):
    # docs/deal-format.md, "Limits": from 0 to 10^9, at most 6 decimals.
    with pytest.raises(RecordError) as err:
        parse_stake({field: value, "currency": "EUR", "mode": "per-game"})
    assert err.value.field == f"stake.{field}"


@pytest.mark.parametrize(
    ("value", "amount"),
    [
        ("0.000001", Fraction(1, 10**6)),
        ("1000000000", Fraction(10**9)),
        ("999999999.999999", Fraction(10**15 - 1, 10**6)),
        (1e9, Fraction(10**9)),
        ("1.5000000", Fraction(3, 2)),  # trailing zeros are not decimals
    ],
)
def test_stake_at_the_ends_of_its_range_is_kept(value, amount):
    assert parse_stake({"per_point": value}).per_point == amount


def test_the_amount_paid_is_positive_the_unused_one_may_be_zero():
    # resources/examples/huutopussi.json: per_point 0 with 5 per lost game (per_point unused)
    stake = parse_stake({"per_point": 0, "mode": "per-game", "per_game": 5, "currency": "EUR"})
    assert (stake.per_point, stake.per_game) == (0, 5)
    for raw, field in (
        ({"per_point": 0}, "stake.per_point"),  # per point, 0 a point pays nothing
        ({"per_point": 0, "mode": "per-game"}, "stake.per_point"),  # per game falls back to it
        ({"per_point": 1, "mode": "per-game", "per_game": 0}, "stake.per_game"),
    ):
        with pytest.raises(RecordError) as err:
            parse_stake(raw, "stake")
        assert (err.value.field, err.value.code) == (field, Code.OUT_OF_RANGE)
        assert err.value.reason == "0 is not between 0.000001 and 1000000000"
