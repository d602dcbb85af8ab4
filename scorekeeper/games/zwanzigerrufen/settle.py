"""Settling a Zwanzigerrufen deal (rules "Settlement").

The parts (:mod:`.parts`) net to V for the declaring side, doubled once in a
double round (the record's ``double_round`` flag or the session's; the two never
stack). Normal game: forehand and partner +V each, the defenders -V each. Solo
or suit solo: the soloist +3V, each defender -V. Every deal is zero-sum.
A Mondfang starts a double round; a Zusammenwerfen scores 0 and the same dealer
deals again.
"""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.games.base import (
    Context,
    MultiplierRound,
    Outcome,
    Summary,
    Table,
    signed,
    thrown_in_outcome,
)
from scorekeeper.words import glossary
from scorekeeper.words.text import Join, Msg, Param, Plural, Text

from .parts import STANCE, Entry, Part, Payment, score_entries
from .record import BONUS_TERMS, KONTRA_NAMES, Contract, Played, Record, ThrownIn


def contract_name(contract: Contract) -> Msg:
    """The contract as the score sheet names it."""
    if contract is Contract.NORMAL:
        return Msg("Normal")
    if contract is Contract.SUIT_SOLO:
        return Msg("Suit solo")
    return Msg("Solo")


def _double_round_note(deals: int) -> Plural:
    """The sheet's note on the deal whose Mondfang starts a double round."""
    return Plural(
        "Mondfang: the next {n} scored deal counts double.",
        "Mondfang: the next {n} scored deals count double.",
        n=deals,
    )


# docs/rules/zwanzigerrufen.md "Mondfang → double round": the next 4 scored deals count
# double (house rule ``double_round_deals``: 4 or 1).
DOUBLE_ROUND = MultiplierRound(
    deals=4,
    factor=2,
    deals_option="double_round_deals",
    note=_double_round_note,
    legend=Msg(
        "×2 = {double_round} (Mondfang): the deal counts double",
        double_round=glossary.DOUBLE_ROUND,
    ),
)


def settle(record: Record, table: Table, context: Context) -> Outcome:
    if isinstance(record, ThrownIn):
        return replace(thrown_in_outcome(table, glossary.ZUSAMMENWERFEN), same_dealer_again=True)
    entries = score_entries(record, table.rules)
    v = sum(e.v for e in entries if isinstance(e, Part))
    doubled = bool(record.double_round) or context.double_round
    factor = DOUBLE_ROUND.factor if doubled else 1
    shares = _deltas(record, table, v * factor)
    payments = [e for e in entries if isinstance(e, Payment)]
    deltas = dict(shares)
    for payment in payments:  # house rule mondfang: between_players, outside V
        deltas[payment.payer] -= payment.value * factor
        deltas[payment.payee] += payment.value * factor
    assert sum(deltas.values()) == 0, "a Zwanzigerrufen deal is zero-sum"
    return Outcome(
        deltas,
        _lines(entries, v, doubled, shares, record),
        Summary(record.declarer, contract_text(record), _result_text(record, v, doubled)),
        _warnings(record, context),
        starts_double_round=_mondfang_counts(record),
        doubled=doubled,
    )


def declarers(record: Played) -> tuple[str, ...]:
    if record.partner is None:
        return (record.declarer,)
    return (record.declarer, record.partner)


def _deltas(record: Played, table: Table, v: int) -> dict[str, int]:
    """Rules "Settlement": each declarer +V (a soloist +3V), each defender -V."""
    team = declarers(record)
    share = v * (4 - len(team)) // len(team)  # normal: 2V / 2 = V; solo: 3V
    return {p: share if p in team else -v for p in table.players}


def _mondfang_counts(record: Played) -> bool:
    """Our reading: a Mondfang in a suit solo does not count, so no double round."""
    return record.result.mondfang is not None and record.contract is not Contract.SUIT_SOLO


def _lines(
    entries: list[Entry], v: int, doubled: bool, deltas: dict[str, int], record: Played
) -> tuple[Msg, ...]:
    lines = [e.line() if isinstance(e, Part | Payment) else e for e in entries]
    lines.append(Msg("V = {v} for the declaring side", v=signed(v)))
    if doubled:
        lines.append(Msg("Double round: V × 2 = {v}", v=signed(2 * v)))
    lines.append(_payment_line(record, deltas))
    for e in entries:
        if isinstance(e, Payment) and doubled:
            lines.append(
                Msg(
                    "Double round: {payer} pays {payee} {value} × 2 = {doubled}",
                    payer=e.payer,
                    payee=e.payee,
                    value=e.value,
                    doubled=2 * e.value,
                )
            )
    return tuple(lines)


def _payment_line(record: Played, deltas: dict[str, int]) -> Msg:
    team = declarers(record)
    others = [p for p in deltas if p not in team]
    amounts: dict[str, Param] = {
        "others": Join(others, ", "),
        "amount": signed(deltas[team[0]]),
        "other_amount": signed(deltas[others[0]]),
    }
    if len(team) > 1:
        return Msg(
            "{declarer} and {partner} {amount} each; {others} {other_amount} each",
            declarer=team[0],
            partner=team[1],
            **amounts,
        )
    return Msg("{declarer} {amount}; {others} {other_amount} each", declarer=team[0], **amounts)


def contract_text(record: Played) -> Join:
    """``Normal XIX Kontra, Absolut dagegen Kontra`` style score-sheet cell."""
    name: Text = contract_name(record.contract)
    if record.called is not None:
        name = Msg("{contract} {called}", contract=name, called=record.called)
    items = [_marked(name, record.game_kontra())]
    for bonus, side in record.announced:
        bonus_name = Msg("{bonus} {stance}", bonus=BONUS_TERMS[bonus], stance=STANCE[side])
        items.append(_marked(bonus_name, record.kontra_level(bonus.value)))
    return Join(items, ", ")


def _marked(item: Text, level: int) -> Text:
    """``item`` with the name of its Kontra level (rules "Kontra"), if any."""
    if not level:
        return item
    return Msg("{item} {kontra}", item=item, kontra=KONTRA_NAMES[level - 1])


def _result_text(record: Played, v: int, doubled: bool) -> Msg:
    r = record.result
    base = Msg(
        "{points} pts, {tricks} tricks, V {v}",
        points=r.declarer_points,
        tricks=r.declarer_tricks,
        v=signed(v),
    )
    return Msg("{result} ×2", result=base) if doubled else base


def _warnings(record: Played, context: Context) -> tuple[Msg, ...]:
    if record.double_round and context.double_round:
        return (
            Msg(
                "double_round is set on the deal and the session is in a double round: "
                "counted once (doublings do not stack)"
            ),
        )
    return ()
