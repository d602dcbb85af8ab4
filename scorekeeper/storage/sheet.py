"""The score sheet of a replayed session, as CSV and as plain text.

One row per deal: its number, the game it belongs to, dealer, declarer,
contract and result (the game's own short cells), every player's delta and the
running scores of the current game after it. Derived entirely from
:class:`~scorekeeper.session.SessionResult`; nothing is read from the database.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from scorekeeper.session import DealRow, SessionResult
from scorekeeper.settlement import Stake

_FIXED = ("deal", "game", "dealer", "declarer", "contract", "result")


def sheet_rows(result: SessionResult) -> list[list[str]]:
    """Header then one row per deal (every cell text; deltas signed)."""
    players = result.record.players
    header = [*_FIXED, *players, *(f"{p} total" for p in players), "note"]
    return [header, *(_row(row, players) for row in result.rows)]


def _row(row: DealRow, players: Sequence[str]) -> list[str]:
    summary = row.outcome.summary
    return [
        str(row.index + 1),
        str(row.game_number),
        row.deal.table.dealer,
        summary.declarer or "",
        str(summary.contract),
        str(summary.result),
        *(_signed(row.outcome.deltas.get(p, 0)) for p in players),
        *(str(row.totals[p]) for p in players),
        _note(row),
    ]


def _note(row: DealRow) -> str:
    notes = []
    if row.outcome.thrown_in:
        notes.append("thrown in")
    if row.double_round:
        notes.append("double round")
    if row.game_over:
        notes.append(f"game won by {' & '.join(row.winner)}")
    return "; ".join(notes)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def sheet_csv(result: SessionResult) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(sheet_rows(result))
    return out.getvalue()


def money(amount: int, stake: Stake) -> str:
    """Minor units as the currency's major unit: 250 EUR -> ``2.50 EUR``."""
    if stake.exponent == 0:
        return f"{amount} {stake.currency}"
    sign = "-" if amount < 0 else ""
    whole, part = divmod(abs(amount), 10**stake.exponent)
    return f"{sign}{whole}.{part:0{stake.exponent}d} {stake.currency}"


def sheet_text(result: SessionResult, title: str = "") -> str:
    """The score sheet for a terminal: the deal table, totals, winner and payments."""
    record = result.record
    rows = sheet_rows(result)
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [title or f"{record.game.title}: {', '.join(record.players)}", ""]
    for r in rows:
        cells = [
            c.rjust(w) if i < 2 or _numeric(c) else c.ljust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    lines += ["", "Totals: " + ", ".join(f"{p} {t}" for p, t in result.totals.items())]
    if result.winner is not None:
        lines.append(f"Winner of the last finished game: {result.winner}")
    lines.append(f"Next dealer: {result.next_dealer}")
    pays = [f"{p.payer} pays {p.payee} {money(p.amount, record.stake)}" for p in result.payments]
    lines.append("Payments: " + ("; ".join(pays) if pays else "none"))
    return "\n".join(lines) + "\n"


def _numeric(cell: str) -> bool:
    return cell.lstrip("+-").isdigit()
