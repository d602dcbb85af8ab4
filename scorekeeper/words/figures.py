"""How the sheet writes numbers and money: the one formatter every output uses.

- Numbers carry a real minus sign (``−6``: it reads better than ``-`` across a
  table); a delta is signed (``+4``, ``0``, ``−8``). CSV, a format for
  spreadsheets, asks for the ASCII ``-`` (``minus="-"``) so the cells stay numbers.
- Money is kept in whole **minor units** (``docs/rules/README.md``, "Chip and money
  settlement"; ``docs/deal-format.md``: HUF in fillér, EUR in cents, JPY has
  none; the number of decimals is ISO 4217's, ``Stake.exponent``) and printed in
  the major unit with thousands grouped: ``12.50 EUR``, ``1,500 JPY``,
  ``1.234 KWD``, ``−4,150 HUF``.
- **HUF** is written as players write forints, without decimals (the fillér is
  out of use), but the amount stays exact: an amount that is not a whole forint
  prints its decimals (``130.50 HUF``) rather than lose money in the print.

Standard library only. The games' breakdown lines use :func:`signed` too
(``scorekeeper.games.base.signed``), so a line and the sheet's cell write a
number alike.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from fractions import Fraction
    from typing import Protocol

    class Stake(Protocol):
        """What the formatter reads of a stake (:class:`scorekeeper.settlement.Stake`):
        its currency, the currency's decimals and an amount in its minor unit. Words
        sit below the settlement, so they name what they need, not the class."""

        @property
        def currency(self) -> str: ...

        @property
        def exponent(self) -> int: ...

        def minor(self, amount: Fraction) -> Fraction: ...


MINUS = "\N{MINUS SIGN}"
# ISO 4217 gives these a minor unit that players do not write.
WHOLE_UNITS = frozenset({"HUF"})


def number(n: int, *, minus: str = MINUS) -> str:
    """A whole number: ``−6``, ``22``."""
    return f"{minus}{-n}" if n < 0 else str(n)


def signed(n: int, *, minus: str = MINUS) -> str:
    """A delta: ``+4``, ``0``, ``−8``."""
    return f"+{n}" if n > 0 else number(n, minus=minus)


def money(minor: int, stake: Stake) -> str:
    """Whole minor units in the major unit: 1250 EUR -> ``12.50 EUR``; -5 EUR ->
    ``−0.05 EUR``; 1500 JPY -> ``1,500 JPY``; 1234 KWD -> ``1.234 KWD``;
    415000 HUF -> ``4,150 HUF``;
    13050 HUF -> ``130.50 HUF`` (not a whole forint: the fillér are printed)."""
    exponent = stake.exponent
    whole, part = divmod(abs(minor), 10**exponent)
    decimals = exponent and not (part == 0 and stake.currency.upper() in WHOLE_UNITS)
    fraction = f".{part:0{exponent}d}" if decimals else ""
    return f"{MINUS if minor < 0 else ''}{whole:,}{fraction} {stake.currency}"


def signed_money(minor: int, stake: Stake) -> str:
    """A balance won (+) or paid (−) in whole minor units: ``+0.20 EUR``,
    ``−0.10 EUR``, ``0.00 EUR``."""
    return f"+{money(minor, stake)}" if minor > 0 else money(minor, stake)


def amount(major: Fraction, stake: Stake) -> str:
    """A stake (major units, possibly finer than the minor unit: 0.001 EUR a
    point) as :func:`money` prints it, with the extra digits it needs."""
    minor = stake.minor(major)
    if minor.denominator == 1:
        return money(int(minor), stake)
    digits = stake.exponent
    while (major * 10**digits).denominator != 1 and digits < 6:
        digits += 1
    whole, part = divmod(round(abs(major) * 10**digits), 10**digits)
    return f"{MINUS if major < 0 else ''}{whole:,}.{part:0{digits}d} {stake.currency}"


def signed_amount(major: Fraction, stake: Stake) -> str:
    """An amount won (+) or paid (−), as :func:`amount` prints it: ``+1.70 EUR``,
    ``−0.005 EUR``, ``0.00 EUR``; one with no short decimal (a third of a cent) is
    rounded to whole minor units and says so: ``≈+9.17 EUR``."""
    sign = "+" if major > 0 else MINUS if major < 0 else ""
    if (abs(major) * 10**6).denominator != 1:
        rounded = round(abs(stake.minor(major)))
        return f"\N{ALMOST EQUAL TO}{sign}{money(rounded, stake)}"
    return sign + amount(abs(major), stake)


def exact(value: Fraction, *, sign: bool = False) -> str:
    """A number that need not be whole (the table's mean): ``690``, ``566.5``;
    one that has no short decimal is rounded to two places and says so:
    ``≈566.67``. ``sign``: a difference, ``+10``, ``≈−63.33``."""
    plus = "+" if sign and value > 0 else ""
    if value.denominator == 1:
        return plus + number(int(value))
    for places in (1, 2):
        if (value * 10**places).denominator == 1:
            return plus + _decimal(value, places)
    return "\N{ALMOST EQUAL TO}" + plus + _decimal(value, 2)


def _decimal(value: Fraction, places: int) -> str:
    whole, part = divmod(round(abs(value) * 10**places), 10**places)
    return f"{MINUS if value < 0 else ''}{whole}.{part:0{places}d}"
