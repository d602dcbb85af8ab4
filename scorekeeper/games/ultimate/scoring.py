"""Ultimate's score for one deal (``docs/rules/ultimate.md`` §Scoring one deal,
§Partner variant, §Game).

Made (captured ≥ bid): the declarer, and a partner if any, score +bid; with a partner card
named but no partner (unused or the declarer's own) +2 × bid. Missed: the declarer side scores
0 and every other player +⌊bid / 2⌋, or +bid when there is no partner in the partner variant.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeeper.games.base import Context, Outcome, Summary, Table, signed, thrown_in_outcome
from scorekeeper.games.ultimate.deal import Contract, Suit, UltimateDeal
from scorekeeper.words.text import Join, Msg, Param

TARGET = 150  # §Game


def settle(deal: UltimateDeal, table: Table, context: Context) -> Outcome:
    c = deal.contract
    if c is None:
        return thrown_in_outcome(table, Msg("thrown in") if deal.thrown_in else Msg("all passed"))
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


def names(players: Sequence[str]) -> Join:
    """A list of player names with the language's separator (``Ben, Chie``)."""
    return Join(players, ", ")


def suit_name(suit: Suit) -> Msg:
    """A trump suit as a person reads it (the JSON keeps ``suit.value``)."""
    return _SUIT_NAMES[suit]


_SUIT_NAMES = {  # literal templates, for the catalog
    Suit.HEARTS: Msg("hearts"),
    Suit.DIAMONDS: Msg("diamonds"),
    Suit.CLUBS: Msg("clubs"),
    Suit.SPADES: Msg("spades"),
}


def _scorers(c: Contract, table: Table) -> tuple[str, ...]:
    """Made: the declarer and his partner, if any; missed: everybody else."""
    side = (c.declarer,) if c.partner is None else (c.declarer, c.partner)
    return side if c.made else tuple(p for p in table.players if p not in side)


def _each(c: Contract) -> int:
    if c.doubled:  # §Partner variant: no partner → success +2 × bid, failure +bid each
        return 2 * c.bid if c.made else c.bid
    return c.bid if c.made else c.bid // 2  # §Scoring one deal: +bid, or +⌊bid / 2⌋ each


def _score_line(c: Contract, player: str, each: int) -> Msg:
    params: dict[str, Param] = {"player": player, "bid": c.bid, "points": signed(each)}
    if not c.made and c.doubled:
        return Msg("{player} scores the bid {bid} (no partner, doubled): {points}.", **params)
    if not c.made:
        return Msg("{player} scores ⌊{bid} / 2⌋: {points}.", **params)
    if c.doubled:
        return Msg("{player} scores 2 × the bid {bid} (no partner, doubled): {points}.", **params)
    if player == c.partner:
        return Msg("{player} scores the bid {bid} like the declarer: {points}.", **params)
    return Msg("{player} scores the bid {bid}: {points}.", **params)


def _zero_line(players: list[str]) -> Msg:
    if len(players) == 1:
        return Msg("{players} scores 0.", players=names(players))
    return Msg("{players} score 0.", players=names(players))


def _contract_line(c: Contract) -> Msg:
    return Msg(
        "{declarer} declared {bid} points, trump {trump}.",
        declarer=c.declarer,
        bid=c.bid,
        trump=suit_name(c.trump),
    )


def _partner_lines(c: Contract) -> tuple[Msg, ...]:
    if c.partner_card is None:
        return ()
    if c.partner is None:
        line = Msg(
            "Partner card {card} unused or the declarer's own: no partner, every score doubled.",
            card=c.partner_card,
        )
        return (line,)
    line = Msg(
        "Partner card {card}: {partner} is the partner.", card=c.partner_card, partner=c.partner
    )
    return (line,)


def _result_line(c: Contract) -> Msg:
    params: dict[str, Param] = {"declarer": c.declarer, "points": c.points, "bid": c.bid}
    if c.partner is not None:
        params["partner"] = c.partner
    if not c.made:
        params["short"] = c.bid - c.points
    if c.made and c.partner is None:
        return Msg("{declarer} captured {points} points against {bid}: made.", **params)
    if c.made:
        return Msg(
            "{declarer} and {partner} captured {points} points against {bid}: made.", **params
        )
    if c.partner is None:
        return Msg(
            "{declarer} captured {points} points against {bid}: missed by {short}.", **params
        )
    return Msg(
        "{declarer} and {partner} captured {points} points against {bid}: missed by {short}.",
        **params,
    )


def _summary(c: Contract) -> Summary:
    trump = suit_name(c.trump)
    contract: Msg
    if c.partner_card is None:
        contract = Msg("{bid} {trump}", bid=c.bid, trump=trump)
    elif c.partner is None:
        contract = Msg(
            "{bid} {trump}, {card} → no partner ×2", bid=c.bid, trump=trump, card=c.partner_card
        )
    else:
        contract = Msg(
            "{bid} {trump}, {card} → {partner}",
            bid=c.bid,
            trump=trump,
            card=c.partner_card,
            partner=c.partner,
        )
    if c.made:
        result = Msg("{points}: made", points=c.points)
    else:
        result = Msg("{points}: missed by {short}", points=c.points, short=c.bid - c.points)
    return Summary(c.declarer, contract, result)


def _warnings(table: Table, context: Context, deltas: Mapping[str, int]) -> tuple[Msg, ...]:
    """§Game: the game ends after the deal in which someone reaches 150."""
    totals = {p: context.scores.get(p, 0) + deltas[p] for p in table.players}
    best = max(totals.values())
    if best < TARGET:
        return ()
    top = [p for p, t in totals.items() if t == best]
    if len(top) > 1:
        line = Msg(
            "{players} tie at the top with {best}: play on (our reading).",
            players=Join(top, " and "),
            best=best,
        )
        return (line,)
    line = Msg(
        "{player} has {best} (target {target}): the game ends, {player} wins.",
        player=top[0],
        best=best,
        target=TARGET,
    )
    return (line,)
