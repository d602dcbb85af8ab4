"""Balances -> payments at the end of an evening (``docs/rules/README.md``, "Chip and
money settlement").

- Zero-sum games (Ulti, Zwanzigerrufen): a player's balance is his total × stake.
- Race games, **per-point**: (total − the table's mean) × stake; a team's total
  counts for each partner (the per-player totals already carry it).
- Race games, **per-game**: each loser of a finished game pays a fixed amount;
  the winner (or each partner of the winning team) receives what the losers pay.

The stake is an amount of money in the currency's major unit (``1`` EUR = 100
cents); payments are in whole **minor units**. The number of decimals of each
currency (its exponent) is ISO 4217's, read from Babel's currency data (CLDR), not
kept here: EUR 2, JPY / KRW / ISK / CLP 0, KWD / BHD / TND 3 (1 dinar = 1000 fils).

- **HUF** keeps ISO 4217's 2 decimals: amounts are stored in fillér, although the
  fillér is out of use; ``scorekeeper.words.figures.money`` prints whole forints without
  decimals (an amount that is not a whole forint keeps its decimals).
- The app's own units ``chips`` and ``PTS`` (any case) are counted whole: exponent 0.
- A code Babel does not know (not an ISO 4217 currency) is accepted and gets
  Babel's default of 2 decimals, as every currency had before: a stored session
  with a code of its own still opens and settles in hundredths.

Babel is imported only when a currency's exponent is first needed, and each
code's exponent is cached, so the start-up and a chip settlement never load it.
Balances are worked exactly with fractions, rounded once to minor units, and any
rounding remainder is put on one balance so the payments still net to zero.
A session without a stake settles in points (one chip per point).

The payment list is greedy: the largest debtor pays the largest creditor as much
as both allow, so every payment settles at least one player: at most n − 1
payments for n players.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import cache
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.jsonio import brief, check_limits
from scorekeeper.words.text import Msg

# The app's own units, not ISO 4217 currencies: counted whole.
_WHOLE_UNITS_OF_OURS = frozenset({"CHIPS", "PTS"})
MODES = ("per-point", "per-game")
# A stake (``per_point``, ``per_game``) is a decimal from 0 in major units with at
# most ``MAX_STAKE_PLACES`` decimals and at most ``MAX_STAKE`` (docs/deal-format.md,
# "Limits"). A text is read as a decimal: "1e999999999" would be a number of a
# billion digits, so its length, size and decimal places are checked before it is
# ever converted.
MAX_MONEY_TEXT = 40
MAX_STAKE = 10**9
MAX_STAKE_PLACES = 6
_MIN_STAKE = 0  # 0: nothing per point (a per-game stake), or per lost game


def _places(decimal: Decimal) -> int:
    exponent = decimal.as_tuple().exponent
    return -exponent if isinstance(exponent, int) else 0


# Decimals of the currencies whose minor unit is not 2: CLDR's currency fractions
# as Babel ships them (``babel.core.get_global("currency_fractions")``), copied so
# that settling a session does not load Babel and its data (well over the time the
# whole settle takes); tests/test_settlement.py checks this copy against Babel.
# fmt: off
_MINOR_DIGITS_NOT_2 = {
    **dict.fromkeys((
        "ADP", "AFN", "ALL", "BIF", "BYR", "CLP", "DJF", "ESP", "GNF", "IQD", "IRR", "ISK",
        "ITL", "JPY", "KMF", "KPW", "KRW", "LAK", "LBP", "LUF", "MGA", "MGF", "MMK", "MRO",
        "PYG", "RSD", "RWF", "SLL", "SOS", "STD", "SYP", "TMM", "TRL", "UGX", "UYI", "VND",
        "VUV", "XAF", "XOF", "XPF", "YER", "ZMK", "ZWD",
    ), 0),
    **dict.fromkeys(("BHD", "JOD", "KWD", "LYD", "OMR", "TND"), 3),
    **dict.fromkeys(("CLF", "UYW"), 4),
}
# fmt: on


@cache
def currency_exponent(currency: str) -> int:
    """Decimals of ``currency``'s minor unit: ISO 4217 as CLDR gives it (``KWD`` 3,
    ``EUR`` 2, ``JPY`` 0); ``chips`` / ``PTS`` 0; an unknown code CLDR's default, 2."""
    code = currency.upper()
    if code in _WHOLE_UNITS_OF_OURS:
        return 0
    return _MINOR_DIGITS_NOT_2.get(code, 2)


@dataclass(frozen=True)
class Stake:
    """Money per point (or per lost game) in ``currency``; ``mode`` for race games."""

    per_point: Fraction = Fraction(1)
    currency: str = "chips"
    mode: str = "per-point"
    per_game: Fraction | None = None

    @property
    def exponent(self) -> int:
        return currency_exponent(self.currency)

    def minor(self, amount: Fraction) -> Fraction:
        """``amount`` in the currency's minor unit."""
        return amount * Fraction(10**self.exponent)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "per_point": _number(self.per_point),
            "currency": self.currency,
            "mode": self.mode,
        }
        if self.per_game is not None:
            out["per_game"] = _number(self.per_game)
        return out


@dataclass(frozen=True)
class Payment:
    """One transfer that settles the balances: ``payer`` pays ``payee`` ``amount``."""

    payer: str
    payee: str
    amount: int  # minor units

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount}


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _not_money(value: Any) -> Msg:
    return Msg("{value} is not an amount of money", value=brief(value))


def _not_positive(value: Any, path: str) -> RecordError:
    smallest = f"0.{'0' * (MAX_STAKE_PLACES - 1)}1"
    reason = Msg(
        "{value} is not between {lo} and {hi}", value=str(value), lo=smallest, hi=MAX_STAKE
    )
    return RecordError(path, reason, Code.OUT_OF_RANGE)


def _positive(value: Any, path: str) -> Fraction:
    amount = _amount(value, path)
    if amount == 0:
        raise _not_positive(value, path)
    return amount


def _amount(value: Any, path: str) -> Fraction:
    """A stake: a number, or a decimal in a text (``"0.05"``), from 0 to
    ``MAX_STAKE`` with at most ``MAX_STAKE_PLACES`` decimal places."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise RecordError(path, _not_money(value), Code.NOT_CHOICE)
    if isinstance(value, str) and len(value) > MAX_MONEY_TEXT:
        raise RecordError(path, _not_money(value), Code.NOT_CHOICE)
    try:
        decimal = Decimal(value) if isinstance(value, str) else Decimal(str(value))
    except (InvalidOperation, ValueError):
        raise RecordError(path, _not_money(value), Code.NOT_CHOICE) from None
    if not decimal.is_finite():
        reason = Msg("{value} is not a finite number", value=str(value))
        raise RecordError(path, reason, Code.LIMIT)
    if decimal < 0:
        raise RecordError(path, Msg("{value} is negative", value=str(value)), Code.OUT_OF_RANGE)
    if decimal and (decimal.adjusted() >= len(str(MAX_STAKE)) or decimal > MAX_STAKE):
        reason = Msg(
            "{value} is not between {lo} and {hi}", value=str(value), lo=_MIN_STAKE, hi=MAX_STAKE
        )
        raise RecordError(path, reason, Code.LIMIT)
    # A value under 10^-places has more places than allowed, whatever its digits;
    # asked first, because normalize() rounds 1e-999999999 to 0 (past the context's
    # exponent range) and Fraction would then build 10^999999999.
    if (decimal and decimal.adjusted() < -MAX_STAKE_PLACES) or _places(
        decimal.normalize()
    ) > MAX_STAKE_PLACES:
        reason = Msg(
            "{value} has more than {places} decimal places",
            value=str(value),
            places=MAX_STAKE_PLACES,
        )
        raise RecordError(path, reason, Code.LIMIT)
    return Fraction(decimal)


def parse_stake(raw: Any, path: str = "stake") -> Stake:
    """Validate the ``stake`` object of a session record (absent = chips)."""
    if raw is None:
        return Stake()
    check_limits(raw, path)
    if not isinstance(raw, Mapping):
        reason = Msg("must be an object with per_point, currency and mode")
        raise RecordError(path, reason, Code.NOT_OBJECT)
    currency = raw.get("currency", "chips")
    if not isinstance(currency, str) or not currency.strip():
        reason = Msg("must be a currency code such as EUR or JPY")
        raise RecordError(f"{path}.currency", reason, Code.NOT_CHOICE)
    mode = raw.get("mode", "per-point")
    if mode not in MODES:
        reason = Msg("{value} is not one of {allowed}", value=brief(mode), allowed=", ".join(MODES))
        raise RecordError(f"{path}.mode", reason, Code.NOT_CHOICE)
    per_point = _amount(raw.get("per_point", 1), f"{path}.per_point")
    per_game = raw.get("per_game")
    # The amount that is paid must be positive: per point, or per lost game (which
    # falls back to per_point); the other one may be 0 (unused).
    paid = "per_game" if mode == "per-game" and per_game is not None else "per_point"
    if paid == "per_point" and per_point == 0:
        raise _not_positive(raw.get("per_point"), f"{path}.per_point")
    return Stake(
        per_point,
        currency.strip(),
        mode,
        None if per_game is None else _positive(per_game, f"{path}.per_game"),
    )


def zero_sum_balances(totals: Mapping[str, int], stake: Stake) -> dict[str, Fraction]:
    return {p: stake.minor(t * stake.per_point) for p, t in totals.items()}


def per_point_balances(totals: Mapping[str, int], stake: Stake) -> dict[str, Fraction]:
    mean = Fraction(sum(totals.values()), len(totals))
    return {p: stake.minor((t - mean) * stake.per_point) for p, t in totals.items()}


def per_game_balances(
    players: Sequence[str],
    finished: Sequence[tuple[str, ...]],
    stake: Stake,
) -> dict[str, Fraction]:
    """``finished``: the winning side of each finished game."""
    amount = stake.minor(stake.per_game if stake.per_game is not None else stake.per_point)
    balances = {p: Fraction(0) for p in players}
    for winners in finished:
        losers = [p for p in players if p not in winners]
        for loser in losers:
            balances[loser] -= amount
        for winner in winners:
            balances[winner] += amount * len(losers) / len(winners)
    return balances


def round_balances(exact: Mapping[str, Fraction]) -> dict[str, int]:
    """Whole minor units; the rounding remainder goes on the largest balance."""
    rounded = {p: round_half_away(v) for p, v in exact.items()}
    remainder = -sum(rounded.values())
    if remainder and rounded:
        biggest = max(rounded, key=lambda p: abs(rounded[p]))
        rounded[biggest] += remainder
    return rounded


def round_half_away(value: Fraction) -> int:
    """To the nearest whole number, a half away from zero (142.5 → 143, −142.5 → −143):
    the one rounding of money, for the balances and for their explanation."""
    sign = -1 if value < 0 else 1
    return sign * int(abs(value) + Fraction(1, 2))


def payments(balances: Mapping[str, int]) -> list[Payment]:
    """At most n − 1 payments that settle ``balances`` (which must sum to 0)."""
    if sum(balances.values()) != 0:
        raise ValueError("balances do not sum to zero")
    order = {p: i for i, p in enumerate(balances)}
    left = {p: b for p, b in balances.items() if b}
    out: list[Payment] = []
    while left:
        debtor = min(left, key=lambda p: (left[p], order[p]))
        creditor = max(left, key=lambda p: (left[p], -order[p]))
        amount = min(-left[debtor], left[creditor])
        out.append(Payment(debtor, creditor, amount))
        for player, change in ((debtor, amount), (creditor, -amount)):
            left[player] += change
            if not left[player]:
                del left[player]
    return out
