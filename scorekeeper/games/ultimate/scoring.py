"""Ultimate's score for one deal (``rules/ultimate.md`` §Scoring one deal, §Partner variant, §Game).

Made (captured ≥ bid): the declarer, and a partner if any, score +bid; with a partner card
named but no partner (unused or the declarer's own) +2 × bid. Missed: the declarer side scores
0 and every other player +⌊bid / 2⌋, or +bid when there is no partner in the partner variant.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeeper.games.base import Context, Outcome, Summary, Table, signed, thrown_in_outcome
from scorekeeper.games.ultimate.deal import Contract, Suit, UltimateDeal
from scorekeeper.i18n import _

TARGET = 150  # §Game


def settle(deal: UltimateDeal, table: Table, context: Context) -> Outcome:
    c = deal.contract
    if c is None:
        return thrown_in_outcome(table, _("thrown in") if deal.thrown_in else _("all passed"))
    scorers = _scorers(c, table)
    each = _each(c)
    deltas = {p: each if p in scorers else 0 for p in table.players}
    lines = (
        _contract_line(c),
        *_partner_lines(c),
        _result_line(c),
        *(_score_line(c, p, each) for p in scorers),
        _zero_line([p for p in table.players if p not in scorers]),
    )
    return Outcome(deltas, lines, _summary(c), _warnings(table, context, deltas))


def names(players: Sequence[str]) -> str:
    """A list of player names with the language's separator (``Ben, Chie``)."""
    return _(", ").join(players)


def suit_name(suit: Suit) -> str:
    """A trump suit as a person reads it (the JSON keeps ``suit.value``)."""
    match suit:
        case Suit.HEARTS:
            return _("hearts")
        case Suit.DIAMONDS:
            return _("diamonds")
        case Suit.CLUBS:
            return _("clubs")
        case Suit.SPADES:
            return _("spades")


def _scorers(c: Contract, table: Table) -> tuple[str, ...]:
    """Made: the declarer and his partner, if any; missed: everybody else."""
    side = (c.declarer,) if c.partner is None else (c.declarer, c.partner)
    return side if c.made else tuple(p for p in table.players if p not in side)


def _each(c: Contract) -> int:
    if c.doubled:  # §Partner variant: no partner → success +2 × bid, failure +bid each
        return 2 * c.bid if c.made else c.bid
    return c.bid if c.made else c.bid // 2  # §Scoring one deal: +bid, or +⌊bid / 2⌋ each


def _score_line(c: Contract, player: str, each: int) -> str:
    if not c.made and c.doubled:
        line = _("{player} scores the bid {bid} (no partner, doubled): {points}.")
    elif not c.made:
        line = _("{player} scores ⌊{bid} / 2⌋: {points}.")
    elif c.doubled:
        line = _("{player} scores 2 × the bid {bid} (no partner, doubled): {points}.")
    elif player == c.partner:
        line = _("{player} scores the bid {bid} like the declarer: {points}.")
    else:
        line = _("{player} scores the bid {bid}: {points}.")
    return line.format(player=player, bid=c.bid, points=signed(each))


def _zero_line(players: list[str]) -> str:
    line = _("{players} scores 0.") if len(players) == 1 else _("{players} score 0.")
    return line.format(players=names(players))


def _contract_line(c: Contract) -> str:
    line = _("{declarer} declared {bid} points, trump {trump}.")
    return line.format(declarer=c.declarer, bid=c.bid, trump=suit_name(c.trump))


def _partner_lines(c: Contract) -> tuple[str, ...]:
    if c.partner_card is None:
        return ()
    if c.partner is None:
        line = _(
            "Partner card {card} unused or the declarer's own: no partner, every score doubled."
        )
        return (line.format(card=c.partner_card),)
    line = _("Partner card {card}: {partner} is the partner.")
    return (line.format(card=c.partner_card, partner=c.partner),)


def _result_line(c: Contract) -> str:
    if c.made and c.partner is None:
        line = _("{declarer} captured {points} points against {bid}: made.")
    elif c.made:
        line = _("{declarer} and {partner} captured {points} points against {bid}: made.")
    elif c.partner is None:
        line = _("{declarer} captured {points} points against {bid}: missed by {short}.")
    else:
        line = _(
            "{declarer} and {partner} captured {points} points against {bid}: missed by {short}."
        )
    return line.format(
        declarer=c.declarer, partner=c.partner, points=c.points, bid=c.bid, short=c.bid - c.points
    )


def _summary(c: Contract) -> Summary:
    trump = suit_name(c.trump)
    if c.partner_card is None:
        contract = _("{bid} {trump}").format(bid=c.bid, trump=trump)
    elif c.partner is None:
        contract = _("{bid} {trump}, {card} → no partner ×2").format(
            bid=c.bid, trump=trump, card=c.partner_card
        )
    else:
        contract = _("{bid} {trump}, {card} → {partner}").format(
            bid=c.bid, trump=trump, card=c.partner_card, partner=c.partner
        )
    if c.made:
        result = _("{points}: made").format(points=c.points)
    else:
        result = _("{points}: missed by {short}").format(points=c.points, short=c.bid - c.points)
    return Summary(c.declarer, contract, result)


def _warnings(table: Table, context: Context, deltas: Mapping[str, int]) -> tuple[str, ...]:
    """§Game: the game ends after the deal in which someone reaches 150."""
    totals = {p: context.scores.get(p, 0) + deltas[p] for p in table.players}
    best = max(totals.values())
    if best < TARGET:
        return ()
    top = [p for p, t in totals.items() if t == best]
    if len(top) > 1:
        line = _("{players} tie at the top with {best}: play on (our reading).")
        return (line.format(players=_(" and ").join(top), best=best),)
    line = _("{player} has {best} (target {target}): the game ends, {player} wins.")
    return (line.format(player=top[0], best=best, target=TARGET),)
