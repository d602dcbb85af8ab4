"""Ultimate's score for one deal (``rules/ultimate.md`` §Scoring one deal, §Partner variant, §Game).

Made (captured ≥ bid): the declarer, and a partner if any, score +bid; with a partner card
named but no partner (unused or the declarer's own) +2 × bid. Missed: the declarer side scores
0 and every other player +⌊bid / 2⌋, or +bid when there is no partner in the partner variant.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.games.base import Context, Outcome, Summary, Table, signed, thrown_in_outcome
from scorekeeper.games.ultimate.deal import Contract, UltimateDeal

TARGET = 150  # §Game


def settle(deal: UltimateDeal, table: Table, context: Context) -> Outcome:
    c = deal.contract
    if c is None:
        return thrown_in_outcome(table, "thrown in" if deal.thrown_in else "all passed")
    scorers = _scorers(c, table)
    each = _each(c)
    deltas = {p: each if p in scorers else 0 for p in table.players}
    lines = (
        _contract_line(c),
        *_partner_lines(c),
        _result_line(c),
        *(f"{p} scores {_how(c, p)}: {signed(each)}." for p in scorers),
        _zero_line([p for p in table.players if p not in scorers]),
    )
    return Outcome(deltas, lines, _summary(c), _warnings(table, context, deltas))


def _scorers(c: Contract, table: Table) -> tuple[str, ...]:
    """Made: the declarer and his partner, if any; missed: everybody else."""
    side = (c.declarer,) if c.partner is None else (c.declarer, c.partner)
    return side if c.made else tuple(p for p in table.players if p not in side)


def _each(c: Contract) -> int:
    if c.doubled:  # §Partner variant: no partner → success +2 × bid, failure +bid each
        return 2 * c.bid if c.made else c.bid
    return c.bid if c.made else c.bid // 2  # §Scoring one deal: +bid, or +⌊bid / 2⌋ each


def _how(c: Contract, player: str) -> str:
    if not c.made:
        return f"the bid {c.bid} (no partner, doubled)" if c.doubled else f"⌊{c.bid} / 2⌋"
    if c.doubled:
        return f"2 × the bid {c.bid} (no partner, doubled)"
    return f"the bid {c.bid}" + (" like the declarer" if player == c.partner else "")


def _zero_line(players: list[str]) -> str:
    return f"{', '.join(players)} {'scores' if len(players) == 1 else 'score'} 0."


def _contract_line(c: Contract) -> str:
    return f"{c.declarer} declared {c.bid} points, trump {c.trump.value}."


def _partner_lines(c: Contract) -> tuple[str, ...]:
    if c.partner_card is None:
        return ()
    if c.partner is None:
        return (
            f"Partner card {c.partner_card} unused or the declarer's own: "
            "no partner, every score doubled.",
        )
    return (f"Partner card {c.partner_card}: {c.partner} is the partner.",)


def _result_line(c: Contract) -> str:
    who = c.declarer if c.partner is None else f"{c.declarer} and {c.partner}"
    if c.made:
        return f"{who} captured {c.points} points against {c.bid}: made."
    return f"{who} captured {c.points} points against {c.bid}: missed by {c.bid - c.points}."


def _summary(c: Contract) -> Summary:
    contract = f"{c.bid} {c.trump.value}"
    if c.partner_card is not None:
        contract += f", {c.partner_card} → {c.partner or 'no partner ×2'}"
    result = "made" if c.made else f"missed by {c.bid - c.points}"
    return Summary(c.declarer, contract, f"{c.points}: {result}")


def _warnings(table: Table, context: Context, deltas: Mapping[str, int]) -> tuple[str, ...]:
    """§Game: the game ends after the deal in which someone reaches 150."""
    totals = {p: context.scores.get(p, 0) + deltas[p] for p in table.players}
    best = max(totals.values())
    if best < TARGET:
        return ()
    top = [p for p, t in totals.items() if t == best]
    if len(top) > 1:
        return (f"{' and '.join(top)} tie at the top with {best}: play on (our reading).",)
    return (f"{top[0]} has {best} (target {TARGET}): the game ends, {top[0]} wins.",)
