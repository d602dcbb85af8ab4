"""Reading the ``result`` of a Zwanzigerrufen deal and checking that the card
points, tricks and card bonuses can all be true at once (rules "Table").

88 card points in 40 cards, 10 tricks of 4 cards. The declarers' points must
fit in their tricks: at most the 4 × tricks richest cards, at least the
4 × tricks poorest ones.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Reader, Table
from scorekeeper.words.text import Msg, Plural

from .record import Contract, PagatOutcome, PagatPlay, Played, Result, Side, side_name

# Card points, richest first (rules "Table"): Sküs, Mond, Pagat and the four
# kings 5; queens 4; cavaliers 3; jacks 2; the other 17 tarocks 1; low cards 0.
CARD_VALUES = (5,) * 7 + (4,) * 4 + (3,) * 4 + (2,) * 4 + (1,) * 17 + (0,) * 4
TOTAL_POINTS = sum(CARD_VALUES)  # 88
TRICKS = 10
_KEYS = (
    "declarer_points",
    "declarer_tricks",
    "pagat",
    "trull",
    "four_kings",
    "mondfang",
    "mond_lost_by",
    "mond_caught_by",
)
_PAGAT_KEYS = ("side", "outcome")
_SIDES = tuple(s.value for s in Side)


def read_result(res: Reader, contract: Contract, players: Sequence[str]) -> Result:
    res.only(_KEYS)
    points = res.integer("declarer_points", 0, TOTAL_POINTS)
    tricks = res.integer("declarer_tricks", 0, TRICKS)
    _check_points_fit(points, tricks)
    result = Result(
        points,
        tricks,
        _pagat(res),
        _side(res, "trull"),
        _side(res, "four_kings"),
        _side(res, "mondfang"),
        res.player("mond_lost_by", players, None),
        res.player("mond_caught_by", players, None),
        frozenset(k for k in _KEYS[2:] if k in res.data),
    )
    _check_pagat_trick(result)
    _check_trull(result, contract)
    _check_mondfang(result, contract)
    return result


def _most(cards: int) -> int:
    return sum(CARD_VALUES[:cards])


def _check_points_fit(points: int, tricks: int) -> None:
    path = "result.declarer_points"
    if tricks == 0 and points > 0:
        raise RecordError(
            path,
            Plural(
                "{points} point, but the declarers took no trick",
                "{points} points, but the declarers took no trick",
                count="points",
                points=points,
            ),
        )
    if tricks == TRICKS and points < TOTAL_POINTS:
        raise RecordError(
            path,
            Msg("the declarers took every trick, so all {total} points", total=TOTAL_POINTS),
        )
    most = _most(4 * tricks)
    least = TOTAL_POINTS - _most(4 * (TRICKS - tricks))
    if not least <= points <= most:
        numbers = {"points": points, "tricks": tricks, "least": least, "most": most}
        reason = (
            Msg(
                "{points} points cannot be taken in {tricks} tricks (possible: {least} to {most})",
                **numbers,
            )
            if tricks > 1
            else Msg(
                "{points} points cannot be taken in {tricks} trick (possible: {least} to {most})",
                **numbers,
            )
        )
        raise RecordError(path, reason)


def _side(r: Reader, key: str) -> Side | None:
    value = r.raw(key, None)
    return None if value is None else Side(r.choice(key, _SIDES))


def _pagat(res: Reader) -> PagatPlay | None:
    if res.raw("pagat", None) is None:
        return None
    p = res.sub("pagat")
    p.only(_PAGAT_KEYS)
    side = Side(p.choice("side", _SIDES))
    return PagatPlay(side, PagatOutcome(p.choice("outcome", [o.value for o in PagatOutcome])))


def _check_pagat_trick(result: Result) -> None:
    """A Pagat that won the last trick means its side took at least that trick."""
    pagat = result.pagat
    if pagat is None or pagat.outcome is not PagatOutcome.WON:
        return
    if _side_tricks(result, pagat.side) == 0:
        raise RecordError(
            "result.pagat.outcome",
            Msg("the {side} took no trick, so their Pagat won none", side=side_name(pagat.side)),
        )


def _side_tricks(result: Result, side: Side) -> int:
    tricks = result.declarer_tricks
    return tricks if side is Side.DECLARERS else TRICKS - tricks


def _check_trull(result: Result, contract: Contract) -> None:
    """The side holding the trull holds the Mond: only it can lose the Mond, and
    with tarocks as trumps its Sküs wins a trick. A soloist with the trull holds
    both Sküs and Mond, so nobody can catch his Mond."""
    trull, mondfang = result.trull, result.mondfang
    if trull is None:
        return
    soloist_trull = contract is not Contract.NORMAL and trull is Side.DECLARERS
    if mondfang is trull.other or (soloist_trull and mondfang is not None):
        raise RecordError(
            "result.mondfang",
            Msg(
                "the {side} hold the trull (Sküs and Mond), so this Mondfang is impossible",
                side=side_name(trull),
            ),
        )
    if contract is not Contract.SUIT_SOLO and _side_tricks(result, trull) == 0:
        raise RecordError(
            "result.trull",
            Msg(
                "the {side} took no trick, but the Sküs of a trull always wins its trick",
                side=side_name(trull),
            ),
        )


def _check_mondfang(result: Result, contract: Contract) -> None:
    """A soloist's Mond can only be caught by a defender, who then takes a trick."""
    solo_lost = contract is not Contract.NORMAL and result.mondfang is Side.DECLARERS
    if solo_lost and _side_tricks(result, Side.DEFENDERS) == 0:
        raise RecordError(
            "result.mondfang",
            Msg("the defenders took no trick, so they did not catch the soloist's Mond"),
        )


# House rule ``mondfang`` (docs/games/zwanzigerrufen.md): the values that settle the
# Mondfang by who lost and who caught the Mond, so the record must name them.
MOND_PLAYERS_NEEDED = ("catcher_gains", "between_players")


def check_mond_players(record: Played, table: Table) -> None:
    """``mond_lost_by`` and ``mond_caught_by`` name two different players, the loser
    on the side ``mondfang`` names, the catcher on the trull side if a trull is
    recorded (it holds the Sküs); both are required when the house rule
    ``mondfang`` settles by player or by the catcher's side."""
    result, rule = record.result, table.rules["mondfang"]
    named = (("mond_lost_by", result.mond_lost_by), ("mond_caught_by", result.mond_caught_by))
    if result.mondfang is None:
        for key, player in named:
            if player is not None:
                reason = Msg("no Mondfang is recorded (result.mondfang): leave it out")
                raise RecordError(f"result.{key}", reason, Code.MISMATCH)
        return
    for key, player in named:
        if player is None and rule in MOND_PLAYERS_NEEDED:
            reason = Msg(
                "the house rule mondfang: {rule} needs who lost and who caught the Mond: name both",
                rule=rule,
            )
            raise RecordError(f"result.{key}", reason, Code.MISSING)
    lost, caught = result.mond_lost_by, result.mond_caught_by
    team = (record.declarer, record.partner)
    if lost is not None and _side_of(lost, team) is not result.mondfang:
        reason = Msg(
            "{player} is not one of the {side}, who lost the Mond (result.mondfang)",
            player=lost,
            side=side_name(result.mondfang),
        )
        raise RecordError("result.mond_lost_by", reason, Code.MISMATCH)
    if caught is not None and caught == lost:
        reason = Msg("{player} lost the Mond, so another player caught it", player=caught)
        raise RecordError("result.mond_caught_by", reason, Code.MISMATCH)
    trull = result.trull
    if caught is not None and trull is not None and _side_of(caught, team) is not trull:
        # The trull side holds the Sküs, so only one of its players caught the Mond.
        reason = Msg(
            "the {side} hold the trull (Sküs and Mond), so this Mondfang is impossible",
            side=side_name(trull),
        )
        raise RecordError("result.mond_caught_by", reason, Code.MISMATCH)


def _side_of(player: str, team: tuple[str, str | None]) -> Side:
    return Side.DECLARERS if player in team else Side.DEFENDERS
