"""PDF benchmark (not a test): run ``.venv/bin/python bench/bench_pdf.py``.

Exports the score sheet of a 1,000-deal Ulti session (the example evening's 12
deals repeated, 4 players) and, in the same run, has reportlab build a bare
table of the same size: the same rows and columns of plain text, header rows
repeated, standard Helvetica, no styling, no chart, no embedded font. The
difference is what the score sheet costs on top of reportlab itself (font
subsetting, paragraphs for wrapped cells, the chart, the settlement page).
Median of ``--runs`` runs (default 5), in milliseconds.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import A4, landscape
from reportlab.platypus import LongTable, SimpleDocTemplate

from scorekeeper.export.pdf import export_pdf
from scorekeeper.export.sheet import build_sheet
from scorekeeper.session import SessionResult, parse_session, replay

EXAMPLE = Path(__file__).parent.parent / "resources" / "examples" / "ulti.json"


def long_session(deals: int) -> SessionResult:
    raw = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    evening = raw["deals"]  # 12 deals: a multiple of 4, so the dealers line up again
    raw["deals"] = [evening[i % len(evening)] for i in range(deals)]
    return replay(parse_session(raw))


def bare_table(rows: list[list[str]]) -> bytes:
    buf = io.BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=landscape(A4))
    doc.build([LongTable(rows, repeatRows=2)])
    return buf.getvalue()


def grid_text(result: SessionResult) -> list[list[str]]:
    """The score sheet's grid as plain strings: 2 header rows + one row a deal."""
    sheet = build_sheet(result)
    players = list(sheet.players)
    head = ["No.", "Dealer", "Declarer", "Contract", "Result"]
    rows = [head + [p for p in players for _ in (0, 1)], [""] * 5 + ["±", "Σ"] * len(players)]
    for r in sheet.rows:
        cells = [str(r.number), r.dealer, r.declarer, r.contract, r.result]
        rows.append(cells + [x for pair in zip(r.deltas, r.totals, strict=True) for x in pair])
    return rows


def median_ms(work: Callable[[], Any], runs: int) -> tuple[float, Any]:
    times, out = [], None
    for _ in range(runs):
        start = time.perf_counter()
        out = work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    replay_ms, result = median_ms(lambda: long_session(args.deals), args.runs)
    rows = grid_text(result)

    def sheet() -> bytes:
        buf = io.BytesIO()
        export_pdf(result, buf)
        return buf.getvalue()

    export_pdf(result, io.BytesIO())  # warm-up: font files parsed and registered once
    sheet_ms, sheet_pdf = median_ms(sheet, args.runs)
    bare_ms, bare_pdf = median_ms(lambda: bare_table(rows), args.runs)
    print(f"{args.deals} deals, {len(rows[0])} columns, median of {args.runs} runs")
    print(f"  replay (parse + settle)       {replay_ms:8.0f} ms")
    print(f"  export_pdf (score sheet)      {sheet_ms:8.0f} ms  {len(sheet_pdf) / 1024:6.0f} KiB")
    print(f"  reportlab bare LongTable      {bare_ms:8.0f} ms  {len(bare_pdf) / 1024:6.0f} KiB")
    print(f"  score sheet / bare table      {sheet_ms / bare_ms:8.2f} ×")


if __name__ == "__main__":
    main()
