"""Consistency of an Ulti result with itself and with the contract.

Facts used (docs/rules/ulti.md "Card points and marriages"): 8 counting cards of
10 (aces and tens) plus 10 for the last trick make 90; a trick holds 3 cards;
the two talon cards count for the defenders; each suit has one marriage; no
marriages without trump; a 40-100 soloist shows only the trump marriage and a
20-100 soloist only one plain-suit marriage; there is one trump 7.
Each reason states a broken rule (``Code.INVALID``); a marriage listed twice is a
``Code.DUPLICATE``.
"""

from __future__ import annotations

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind, Suit
from scorekeeper.games.ulti.names import suit_name
from scorekeeper.games.ulti.result import Aces, Result
from scorekeeper.words.text import Msg, Plural

_M = "result.marriages"


def check_result(result: Result, soloist: str, row: BidRow, trump: Suit | None) -> None:
    """Raise RecordError for a result that cannot have happened."""
    _check_last_trick(result, soloist)
    _check_points(result, soloist)
    _check_seven(result, row)
    _check_aces(result, _cards(result, soloist))
    _check_marriages(result, row, trump)


def _soloist_last(result: Result, soloist: str) -> bool | None:
    """Whether the soloist won the last trick (None when not known)."""
    if result.last_trick is not None:
        return result.last_trick.winner == soloist
    if result.soloist_tricks in (0, 10):
        return result.soloist_tricks == 10
    return None


def _check_last_trick(result: Result, soloist: str) -> None:
    if result.last_trick is None:
        return
    tricks, winner = result.soloist_tricks, result.last_trick.winner
    if winner == soloist and tricks == 0:
        raise RecordError(
            "result.last_trick.winner", Msg("{player} took no trick at all", player=soloist)
        )
    if winner != soloist and tricks == 10:
        raise RecordError(
            "result.last_trick.winner", Msg("{player} took all 10 tricks", player=soloist)
        )


def _check_points(result: Result, soloist: str) -> None:
    points, last = result.soloist_points, _soloist_last(result, soloist)
    if points is None:
        return
    if result.soloist_tricks == 0 and points > 0:
        raise RecordError(
            "result.soloist_points",
            Msg("{points}, but the soloist took no trick", points=points),
        )
    if last is True and points < 10:
        raise RecordError(
            "result.soloist_points",
            Msg("{points}, but the last trick alone is 10", points=points),
        )
    if last is False and points > 80:
        raise RecordError(
            "result.soloist_points",
            Msg("{points}, but the defenders won the last trick", points=points),
        )
    _check_capacity(result, _cards(result, soloist))


def _cards(result: Result, soloist: str) -> tuple[int, int] | None:
    """The range of the soloist's card points without the last trick."""
    points, last = result.soloist_points, _soloist_last(result, soloist)
    if points is None:
        return None
    if last is None:
        return max(points - 10, 0), points
    card = points - 10 if last else points
    return card, card


def _check_capacity(result: Result, cards: tuple[int, int] | None) -> None:
    # A trick holds at most 3 counting cards; the defenders also have the talon (2 cards).
    tricks = result.soloist_tricks
    if cards is None:
        return
    if cards[0] > 30 * tricks:
        raise RecordError(
            "result.soloist_points",
            Msg(
                "{points} card points do not fit in {tricks} trick(s)",
                points=cards[0],
                tricks=tricks,
            ),
        )
    if 80 - cards[1] > 30 * (10 - tricks) + 20:
        raise RecordError(
            "result.soloist_points",
            Msg(
                "the defenders' {points} card points do not fit in {tricks} trick(s) and the talon",
                points=80 - cards[1],
                tricks=10 - tricks,
            ),
        )


def _check_seven(result: Result, row: BidRow) -> None:
    if result.seven_early and result.trump_seven is not None:
        raise RecordError(
            "result.trump_seven_early",
            Msg("the trump 7 cannot go both before and in the last trick"),
        )
    if row.kind is not Kind.NO_TRUMP:
        return
    if result.trump_seven is not None:
        raise RecordError(
            "result.last_trick.trump_seven", Msg("a no-trump contract has no trump 7")
        )
    if result.seven_early:
        raise RecordError("result.trump_seven_early", Msg("a no-trump contract has no trump 7"))


def _check_aces(result: Result, cards: tuple[int, int] | None) -> None:
    aces, tricks = result.aces, result.soloist_tricks
    if aces is Aces.SOLOIST and tricks < 2:
        raise RecordError(
            "result.aces",
            Plural(
                "four aces do not fit in {tricks} trick",
                "four aces do not fit in {tricks} tricks",
                count="tricks",
                tricks=tricks,
            ),
        )
    if aces is Aces.DEFENDERS and tricks == 10:
        raise RecordError(
            "result.aces", Msg("the soloist took every trick; the talon holds only 2")
        )
    if cards is None:
        return
    if aces is Aces.SOLOIST and cards[1] < 40:
        raise RecordError(
            "result.aces", Msg("the soloist's card points are less than four aces (40)")
        )
    if aces is Aces.DEFENDERS and cards[0] > 40:
        raise RecordError(
            "result.aces", Msg("the soloist has more card points than the four tens (40)")
        )


def _check_marriages(result: Result, row: BidRow, trump: Suit | None) -> None:
    shown = result.shown
    if not shown.soloist and not shown.defenders:
        return  # none shown: nothing to check
    seen: set[Suit] = set()
    for side in ("soloist", "defenders"):
        for i, suit in enumerate(shown.of(side)):
            if row.kind is Kind.NO_TRUMP:
                reason = Msg("no marriages count in a no-trump contract")
                raise RecordError(f"{_M}.{side}[{i}]", reason)
            if suit in seen:
                reason = Msg("the {suit} marriage is already listed", suit=suit_name(suit))
                raise RecordError(f"{_M}.{side}[{i}]", reason, Code.DUPLICATE)
            seen.add(suit)
    if shown.soloist:
        _check_bid_marriage(shown.soloist, row, trump)


def _check_bid_marriage(suits: tuple[Suit, ...], row: BidRow, trump: Suit | None) -> None:
    # docs/rules/ulti.md "40-100", "20-100": the soloist shows only the marriage he bid.
    for i, suit in enumerate(suits):
        path = f"{_M}.soloist[{i}]"
        if Component.FORTY_HUNDRED in row.components and suit != trump:
            raise RecordError(
                path,
                Msg(
                    "a 40-100 soloist shows only the trump marriage ({suit})",
                    suit=suit_name(trump) if trump else "null",
                ),
            )
        if Component.TWENTY_HUNDRED in row.components and suit == trump:
            raise RecordError(path, Msg("a 20-100 soloist shows a plain-suit marriage, not trump"))
        if Component.TWENTY_HUNDRED in row.components and i > 0:
            raise RecordError(path, Msg("a 20-100 soloist shows only one marriage"))
