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

from scorekeeper.games.base import Context, Outcome, Summary, Table, signed, thrown_in_outcome
from scorekeeper.i18n import _

from .parts import STANCE, Entry, Part, score_entries
from .record import KONTRA_NAMES, Contract, Played, Record, ThrownIn


def _contract_name(contract: Contract) -> str:
    """The contract as the score sheet names it."""
    if contract is Contract.NORMAL:
        return _("Normal")
    if contract is Contract.SUIT_SOLO:
        return _("Suit solo")
    return _("Solo")


def settle(record: Record, table: Table, context: Context) -> Outcome:
    if isinstance(record, ThrownIn):
        return replace(thrown_in_outcome(table, "Zusammenwerfen"), same_dealer_again=True)
    entries = score_entries(record, table.rules)
    v = sum(e.v for e in entries if isinstance(e, Part))
    doubled = bool(record.double_round) or context.double_round
    deltas = _deltas(record, table, v * (2 if doubled else 1))
    assert sum(deltas.values()) == 0, "a Zwanzigerrufen deal is zero-sum"
    return Outcome(
        deltas,
        _lines(entries, v, doubled, deltas, record),
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
) -> tuple[str, ...]:
    lines = [e.line() if isinstance(e, Part) else e for e in entries]
    lines.append(_("V = {v} for the declaring side").format(v=signed(v)))
    if doubled:
        lines.append(_("Double round: V × 2 = {v}").format(v=signed(2 * v)))
    lines.append(_payment_line(record, deltas))
    return tuple(lines)


def _payment_line(record: Played, deltas: dict[str, int]) -> str:
    team = declarers(record)
    others = [p for p in deltas if p not in team]
    amounts = {
        "others": _(", ").join(others),
        "amount": signed(deltas[team[0]]),
        "other_amount": signed(deltas[others[0]]),
    }
    if len(team) > 1:
        return _("{declarer} and {partner} {amount} each; {others} {other_amount} each").format(
            declarer=team[0], partner=team[1], **amounts
        )
    return _("{declarer} {amount}; {others} {other_amount} each").format(
        declarer=team[0], **amounts
    )


def contract_text(record: Played) -> str:
    """``Normal XIX Kontra, Absolut dagegen Kontra`` style score-sheet cell."""
    name = _contract_name(record.contract)
    if record.called is not None:
        name = _("{contract} {called}").format(contract=name, called=record.called)
    items = [name + _mark(record.game_kontra())]
    for bonus, side in record.announced:
        items.append(
            f"{bonus.value.capitalize()} {STANCE[side]}" + _mark(record.kontra_level(bonus.value))
        )
    return _(", ").join(items)


def _mark(level: int) -> str:
    return f" {KONTRA_NAMES[level - 1]}" if level else ""


def _result_text(record: Played, v: int, doubled: bool) -> str:
    r = record.result
    base = _("{points} pts, {tricks} tricks, V {v}").format(
        points=r.declarer_points, tricks=r.declarer_tricks, v=signed(v)
    )
    return base + (" ×2" if doubled else "")


def _warnings(record: Played, context: Context) -> tuple[str, ...]:
    if record.double_round and context.double_round:
        return (
            _(
                "double_round is set on the deal and the session is in a double round: "
                "counted once (doublings do not stack)"
            ),
        )
    return ()
