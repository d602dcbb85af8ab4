"""The score sheet as the PDF prints it: the core's sheet model
(:mod:`scorekeeper.sheet`) rendered as text in the sheet's language.

Nothing is worked out here: cells, marks, running totals, game lines, chart
series and money come from :func:`scorekeeper.sheet.score_sheet`; this module
only chooses the language (the glossary's terms, the games' cells and the
replay's warnings alike, whatever language the session was replayed in) and
adds the printed sheet's own headings (:mod:`scorekeeper.export.headings`) and
the title lines (date, place, note: the session record's ``extra`` fields; the
date defaults to the day the sheet is made). The time it is made at is the
caller's ``now`` or, when none is given, the clock's, read here once.
:mod:`scorekeeper.export.pdf` lays it out.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorekeeper.export.headings import headings
from scorekeeper.games.base import MultiplierRound
from scorekeeper.session.replay import SessionResult
from scorekeeper.sheet import ScoreSheet, Series, SheetRow, score_sheet, side_name
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg, render

__all__ = ["GridRow", "PrintedSheet", "RuleLine", "Series", "build_sheet"]

# The printed sheet's words that are glossary terms, by their key in ``h``.
_TERMS: Mapping[str, Msg] = {
    "number": glossary.NUMBER,
    "dealer": glossary.DEALER,
    "declarer": glossary.DECLARER,
    "contract": glossary.CONTRACT,
    "result": glossary.RESULT,
    "delta": glossary.DELTA,
    "total": glossary.TOTAL,
    "chart_x": glossary.DEAL,
    "stake": glossary.STAKE,
    "player": glossary.PLAYER,
    "points": glossary.POINTS,
    "balance": glossary.BALANCE,
    "settlement": glossary.SETTLEMENT,
    "payments": glossary.PAYMENTS,
}


@dataclass(frozen=True)
class RuleLine:
    """One house rule as printed: its title (``key``), value and mark (where the
    value comes from: ``default``, ``changed (default single)``, the preset's
    name); ``changed`` when it differs from the session's preset."""

    key: str
    value: str
    mark: str
    changed: bool
    help: str


@dataclass(frozen=True)
class GridRow:
    number: int
    label: str  # "5", "5 ×2", "5 !"
    dealer: str
    declarer: str
    contract: str
    result: str
    deltas: tuple[str, ...]  # one per player, seating order; "" for a thrown-in deal
    totals: tuple[str, ...]  # running totals of the current game after the deal
    double_round: bool
    thrown_in: bool
    game_end: str  # "" or the line printed under the deal that ended a game
    rule_change: str = ""  # "" or the line printed above the deal the house rules changed at


@dataclass(frozen=True)
class PrintedSheet:
    h: Mapping[str, str]
    title: str
    subtitle: tuple[str, ...]
    made: str
    players: tuple[str, ...]
    players_line: str
    rules: tuple[RuleLine, ...]
    preset: str  # "Preset: ... (changed: ...)", above the rules table
    stake: str
    rows: tuple[GridRow, ...]
    series: tuple[Series, ...]
    games: tuple[str, ...]
    totals: tuple[tuple[str, str, str], ...]  # player, points, balance
    settlement: tuple[str, ...]  # how the balances were reached, line by line
    payments: tuple[str, ...]
    notes: tuple[str, ...]
    rule_changes: tuple[str, ...] = ()  # "From deal 5: ...", under the house rules


def words(language: str, declared: MultiplierRound | None = None) -> dict[str, str]:
    """The printed sheet's headings and the glossary's terms in ``language``; with
    the game's ``declared`` multiplier round, what a doubled deal means
    (``double_round``, the round's legend)."""
    h = dict(headings(language))
    h.update({key: render(term, language) for key, term in _TERMS.items()})
    if declared is not None and declared.legend is not None:
        h["double_round"] = render(declared.legend, language)
    return h


def build_sheet(
    result: SessionResult,
    *,
    language: str = "en",
    made: datetime.date | None = None,
    now: datetime.datetime | None = None,
) -> PrintedSheet:
    """The printed sheet of ``result`` in ``language``. ``now``: the local time it
    is made at (default: the clock, read once here, the export being an edge of
    the core): the sheet judges a time end by it, and ``made`` (the printed
    date) is its day unless given."""
    h = words(language, result.record.game.multiplier_round)
    moment = now or datetime.datetime.now()
    sheet = score_sheet(result, now=moment)
    made_text = (made or moment.date()).isoformat()

    def say(value: Any) -> str:
        return render(value, language)

    return PrintedSheet(
        h=h,
        title=h["title"].format(game=sheet.game),
        subtitle=(
            *_subtitle(sheet.extra, h, made_text),
            *(say(line) for line in (sheet.end and sheet.end.line,) if line is not None),
        ),
        made=made_text,
        players=sheet.players,
        players_line=_players_line(sheet, h),
        rules=tuple(
            RuleLine(say(r.title), say(r.value), say(r.mark), r.changed, say(r.help))
            for r in sheet.rules
        ),
        preset=say(sheet.preset),
        stake=say(sheet.stake),
        rows=tuple(grid_row(row, language) for row in sheet.rows),
        series=sheet.series,
        games=tuple(say(g.text) for g in sheet.games),
        totals=tuple((t.player, t.points_text, t.balance_text) for t in sheet.totals),
        settlement=tuple(say(line) for line in sheet.settlement),
        payments=tuple(say(line) for line in sheet.settled),
        notes=tuple(say(n) for n in sheet.notes),
        rule_changes=tuple(say(c) for c in sheet.rule_changes),
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


def _players_line(sheet: ScoreSheet, h: Mapping[str, str]) -> str:
    line = h["first_dealer"].format(dealer=sheet.first_dealer)
    if any(len(side) > 1 for side in sheet.teams):
        line += " · " + h["teams"].format(teams=" – ".join(side_name(s) for s in sheet.teams))
    return line


def grid_row(row: SheetRow, language: str) -> GridRow:
    return GridRow(
        number=row.number,
        label=row.label,
        dealer=row.dealer,
        declarer=row.declarer,
        contract=render(row.contract, language),
        result=render(row.result, language),
        deltas=tuple(row.delta_text(i) for i in range(len(row.deltas))),
        totals=tuple(row.total_text(i) for i in range(len(row.totals))),
        double_round=row.double_round,
        thrown_in=row.thrown_in,
        game_end=render(row.game_end.text, language) if row.game_end else "",
        rule_change=render(row.rule_change, language) if row.rule_change else "",
    )
