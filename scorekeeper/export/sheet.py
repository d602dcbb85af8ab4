"""What a printed score sheet says, worked out from a replayed session as text.

The renderer (:mod:`scorekeeper.export.pdf`) only lays this out. The sheet has:
a title (game, date, place, note — the session record's ``extra`` fields; the
date defaults to the day it is made), the players in the order of play, every
house rule with its value (changed ones marked), one grid row per deal (number,
dealer, declarer, contract, result from the game's summary, each player's delta
and running total of the current game), double-round and game-end marks, the
series for the chart, the final totals and the settlement: balances and
"A pays B x" in the session's currency (``rules/README.md``, "Chip and money
settlement"), amounts given in minor units and printed in major ones.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scorekeeper.export.headings import headings
from scorekeeper.games.option_words import option_help, option_title, option_value
from scorekeeper.i18n import using
from scorekeeper.session import DealRow, SessionRecord, SessionResult
from scorekeeper.settlement import Stake
from scorekeeper.text import render


@dataclass(frozen=True)
class RuleLine:
    """One house rule as printed: ``changed`` when it is not the game's default."""

    key: str
    value: str
    default: str
    changed: bool
    help: str


@dataclass(frozen=True)
class GridRow:
    number: int
    dealer: str
    declarer: str
    contract: str
    result: str
    deltas: tuple[str, ...]  # one per player, seating order; "" for a thrown-in deal
    totals: tuple[str, ...]  # running totals of the current game after the deal
    double_round: bool
    thrown_in: bool
    game_end: str  # "" or the line printed under the deal that ended a game


@dataclass(frozen=True)
class Series:
    """One line of the running-totals chart: a player, or a team in team games."""

    label: str
    points: tuple[tuple[int, int], ...]  # (deal number, running total)


@dataclass(frozen=True)
class ScoreSheet:
    h: Mapping[str, str]
    title: str
    subtitle: tuple[str, ...]
    made: str
    players: tuple[str, ...]
    players_line: str
    rules: tuple[RuleLine, ...]
    stake: str
    rows: tuple[GridRow, ...]
    series: tuple[Series, ...]
    games: tuple[str, ...]
    totals: tuple[tuple[str, str, str], ...]  # player, points, balance
    payments: tuple[str, ...]
    notes: tuple[str, ...]


def build_sheet(
    result: SessionResult, *, language: str = "en", made: datetime.date | None = None
) -> ScoreSheet:
    h = headings(language)
    record = result.record
    made_text = (made or datetime.date.today()).isoformat()
    return ScoreSheet(
        h=h,
        title=h["title"].format(game=record.game.title),
        subtitle=_subtitle(record.extra, h, made_text),
        made=made_text,
        players=record.players,
        players_line=_players_line(record, h),
        rules=rule_lines(record, language),
        stake=stake_text(record.stake, h),
        rows=tuple(grid_row(row, record, h, language) for row in result.rows),
        series=chart_series(result),
        games=_games(result, h),
        totals=_totals(result),
        payments=_payments(result, h),
        notes=_notes(result, h, language),
    )


def _subtitle(extra: Mapping[str, Any], h: Mapping[str, str], made: str) -> tuple[str, ...]:
    date = _text(extra.get("date")) or made
    lines = [
        h["date_place"].format(date=date, place=p) if (p := _text(extra.get("place"))) else date
    ]
    if note := _text(extra.get("note")):
        lines.append(note)
    return tuple(lines)


def _text(value: Any) -> str:
    return "" if value is None else str(value).strip()


def _players_line(record: SessionRecord, h: Mapping[str, str]) -> str:
    teams = record.game.teams(record.players)
    line = h["first_dealer"].format(dealer=record.first_dealer)
    if any(len(side) > 1 for side in teams):
        line += " · " + h["teams"].format(teams=" – ".join(side_name(s) for s in teams))
    return line


def side_name(side: Sequence[str]) -> str:
    return " & ".join(side)


def rule_lines(record: SessionRecord, language: str) -> tuple[RuleLine, ...]:
    """Each house rule by its name, value and explanation in the sheet's language."""
    with using(language):
        return tuple(
            RuleLine(
                option_title(o.key),
                option_value(record.rules[o.key]),
                option_value(o.default),
                not _same(record.rules[o.key], o.default),
                render(option_help(o), language),
            )
            for o in record.game.options
        )


def _same(a: Any, b: Any) -> bool:
    # 1 == True in Python: compare the types too.
    return bool(a == b and type(a) is type(b))


def stake_text(stake: Stake, h: Mapping[str, str]) -> str:
    if stake == Stake():
        return h["stake_chips"]
    if stake.mode == "per-game" and stake.per_game is not None:
        return h["stake_game"].format(amount=_major(stake.per_game, stake.currency))
    key = "stake_game" if stake.mode == "per-game" else "stake_point"
    return h[key].format(amount=_major(stake.per_point, stake.currency))


def _major(amount: Fraction, currency: str) -> str:
    """A stake (major units, possibly a fraction of a cent) as a short decimal."""
    if amount.denominator == 1:
        return f"{amount.numerator} {currency}"
    digits = 0
    while (amount * 10**digits).denominator != 1 and digits < 6:
        digits += 1
    return f"{float(amount):.{digits}f} {currency}"


def money(minor: int, currency: str, exponent: int) -> str:
    """Whole minor units printed in the major unit: 1234, EUR, 2 -> ``12.34 EUR``;
    1500, JPY, 0 -> ``1,500 JPY``; -5, EUR, 2 -> ``-0.05 EUR``."""
    sign = "-" if minor < 0 else ""
    whole, part = divmod(abs(minor), 10**exponent)
    fraction = f".{part:0{exponent}d}" if exponent else ""
    return f"{sign}{whole:,}{fraction} {currency}"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def grid_row(
    row: DealRow, record: SessionRecord, h: Mapping[str, str], language: str = "en"
) -> GridRow:
    summary, out = row.outcome.summary, row.outcome
    contract = render(summary.contract, language)
    deltas = tuple("" if out.thrown_in else signed(out.deltas.get(p, 0)) for p in record.players)
    return GridRow(
        number=row.index + 1,
        dealer=row.deal.table.dealer,
        declarer=summary.declarer or "",
        contract=h["thrown_in"] if out.thrown_in and contract == "—" else contract,
        result=render(summary.result, language),
        deltas=deltas,
        totals=tuple(str(row.totals[p]) for p in record.players),
        double_round=row.double_round,
        thrown_in=out.thrown_in,
        game_end=_game_end(row, record, h) if row.game_over else "",
    )


def _game_end(row: DealRow, record: SessionRecord, h: Mapping[str, str]) -> str:
    scores = " · ".join(
        f"{side_name(side)} {row.totals[side[0]]}" for side in record.game.teams(record.players)
    )
    return h["game_won"].format(n=row.game_number, winner=side_name(row.winner), scores=scores)


def chart_series(result: SessionResult) -> tuple[Series, ...]:
    """Running totals per deal; one line per team, since partners share a score."""
    sides = result.record.game.teams(result.record.players)
    start = ((0, 0),)
    return tuple(
        Series(
            side_name(side),
            start + tuple((row.index + 1, row.totals[side[0]]) for row in result.rows),
        )
        for side in sides
    )


def _games(result: SessionResult, h: Mapping[str, str]) -> tuple[str, ...]:
    if result.record.game.target is None:
        return ()
    sides = result.record.game.teams(result.record.players)
    lines = []
    for game in result.games:
        scores = " · ".join(f"{side_name(s)} {game.scores[s[0]]}" for s in sides)
        key = "game_won" if game.winner else "game_open"
        lines.append(h[key].format(n=game.number, winner=side_name(game.winner), scores=scores))
    return tuple(lines)


def _totals(result: SessionResult) -> tuple[tuple[str, str, str], ...]:
    stake = result.record.stake
    return tuple(
        (p, str(result.totals[p]), money(result.balances[p], stake.currency, stake.exponent))
        for p in result.record.players
    )


def _payments(result: SessionResult, h: Mapping[str, str]) -> tuple[str, ...]:
    stake = result.record.stake
    return tuple(
        h["pays"].format(
            payer=p.payer, payee=p.payee, amount=money(p.amount, stake.currency, stake.exponent)
        )
        for p in result.payments
    ) or (h["nothing_to_pay"],)


def _notes(result: SessionResult, h: Mapping[str, str], language: str) -> tuple[str, ...]:
    return tuple(
        h["note"].format(n=row.index + 1, text=render(warning, language))
        for row in result.rows
        for warning in row.warnings
    )
