"""A score sheet as the follow page shows it, in one language: strings only.

Everything here is read off the sheet model (:func:`scorekeeper.sheet.score_sheet`)
and rendered with :func:`~scorekeeper.words.text.render`; nothing is worked out
again (no total, dealer or mark). The templates (``resources/serve/``) place the
strings and escape them. What the page shows, top to bottom, for a phone held at
the table: each side's score in large type with the next dealer, the last deal in
words, the sheet (which scrolls sideways on a narrow screen), the settlement.

With the running standings hidden (the organiser's switch, for the last rounds)
the view holds no total: no side's score, no running total in the sheet, no
settlement, no payments, no game won or end reached; each deal still shows with
its own points (what the players scored in it), the next dealer, the last deal.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scorekeeper.serve import words
from scorekeeper.sheet.model import ScoreSheet, SheetRow
from scorekeeper.words import glossary
from scorekeeper.words.figures import number
from scorekeeper.words.text import Join, Msg, Text, render, render_all


@dataclass(frozen=True)
class Side:
    name: str
    score: str
    leading: bool


@dataclass(frozen=True)
class Row:
    label: str
    cells: tuple[str, ...]  # dealer, declarer, contract, result
    players: tuple[tuple[str, str], ...]  # each seat: (running total, delta)
    notes: str


@dataclass(frozen=True)
class LastDeal:
    heading: str  # "Deal 12: contract · result"
    lines: tuple[str, ...]  # the breakdown in words, then the marks and warnings
    deltas: tuple[tuple[str, str], ...]  # (player, delta)


@dataclass(frozen=True)
class Total:
    player: str
    points: str
    balance: str


@dataclass(frozen=True)
class SheetView:
    language: str
    title: str  # the game
    table: str  # "session 5: Anna, Béla, …"
    page_title: str  # "Ulti, session 5: Anna, Béla, …": the page's <title>
    sides: tuple[Side, ...]
    status: tuple[str, ...]  # next dealer, the last game won, the agreed end
    last: LastDeal | None
    head: tuple[str, ...]
    players: tuple[str, ...]
    rows: tuple[Row, ...]
    stake: str
    totals: tuple[Total, ...]
    settlement: tuple[str, ...]  # how the balances were reached
    payments: tuple[str, ...]
    words: dict[str, str]  # the page's headings in this language
    hidden: str = ""  # the notice shown instead of the standings ("" when shown)


def sheet_view(sheet: ScoreSheet, table: int, language: str, *, hidden: bool = False) -> SheetView:
    """``sheet`` of the session ``table`` as the page shows it in ``language``;
    ``hidden``: without the running standings (see the module docstring)."""
    view = _full_view(sheet, table, language)
    if not hidden:
        return view
    return replace(
        view,
        sides=(),
        status=render_all(_status(sheet)[:1], language),  # the next dealer only
        rows=tuple(replace(r, players=tuple(("", d) for _, d in r.players)) for r in view.rows),
        stake="",
        totals=(),
        settlement=(),
        payments=(),
        hidden=words.STANDINGS_HIDDEN.render(language),
    )


def _full_view(sheet: ScoreSheet, table: int, language: str) -> SheetView:
    return SheetView(
        language=language,
        title=sheet.game,
        table=render(Join((Msg("session {n}", n=table), ", ".join(sheet.players)), ": "), language),
        page_title=render(_table_title(sheet, table), language),
        sides=_sides(sheet),
        status=render_all(_status(sheet), language),
        last=_last_deal(sheet.rows[-1], sheet, language) if sheet.rows else None,
        head=render_all(sheet.columns[1:], language),
        players=sheet.players,
        rows=tuple(_row(r, language) for r in sheet.rows),
        stake=render(sheet.stake, language),
        totals=tuple(Total(t.player, t.points_text, t.balance_text) for t in sheet.totals),
        settlement=render_all(sheet.settlement, language),
        payments=render_all(sheet.settled, language),
        words=_headings(language),
    )


def _table_title(sheet: ScoreSheet, table: int) -> Msg:
    """``Ulti, session 5: Anna, Béla, Csaba`` (as ``scorekeeper show`` titles it)."""
    session = Msg("session {n}", n=table)
    return Msg(
        "{game}, {session}: {players}",
        game=sheet.game,
        session=session,
        players=", ".join(sheet.players),
    )


def _sides(sheet: ScoreSheet) -> tuple[Side, ...]:
    scores = sheet.side_scores
    top = max((s for _, s in scores), default=0)
    return tuple(Side(name, number(s), s == top and top != 0) for name, s in scores)


def _status(sheet: ScoreSheet) -> list[Text]:
    """The line under the scores (as the window's banner says it, in core words)."""
    out: list[Text] = [Msg("Next dealer: {name}", name=sheet.next_dealer)]
    finished = [g for g in sheet.games if g.winner]
    if finished:
        out.append(finished[-1].title)
    if sheet.end is not None and sheet.end.line is not None:
        out.append(sheet.end.line)
    return out


def _last_deal(row: SheetRow, sheet: ScoreSheet, language: str) -> LastDeal:
    heading = row.heading
    deltas = tuple(
        (player, row.delta_text(i) or "0") for i, player in enumerate(row.seated or sheet.players)
    )
    return LastDeal(
        render(heading, language), render_all((*row.lines, *row.notes), language), deltas
    )


def _row(row: SheetRow, language: str) -> Row:
    cells = (row.dealer, row.declarer or "—", render(row.contract, language))
    players = tuple((row.total_text(i), row.delta_text(i)) for i in range(len(row.totals)))
    notes = render(Join(row.notes, "; "), language) if row.notes else ""
    return Row(row.label, (*cells, render(row.result, language)), players, notes)


def _headings(language: str) -> dict[str, str]:
    named = {
        "last_deal": words.LAST_DEAL,
        "no_deal_yet": words.NO_DEAL_YET,
        "score_sheet": words.SCORE_SHEET,
        "number": glossary.NUMBER,
        "note": glossary.NOTE,
        "settlement": glossary.SETTLEMENT,
        "player": glossary.PLAYER,
        "points": glossary.POINTS,
        "balance": glossary.BALANCE,
        "payments": glossary.PAYMENTS,
        "stake": glossary.STAKE,
    }
    return {key: msg.render(language) for key, msg in named.items()}
