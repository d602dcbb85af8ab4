"""PDF benchmark (not a test): run ``.venv/bin/python bench/bench_pdf.py``.

Part 1 (``--deals``, default 1,000): exports the score sheet of a long Ulti
session (the example evening's 12 deals repeated, 4 players) and, in the same
run, has reportlab build a bare table of the same size: the same rows and
columns of plain text, header rows repeated, standard Helvetica, no styling, no
chart, no embedded font. The difference is what the score sheet costs on top of
reportlab itself. Median of ``--runs`` runs (default 5), in milliseconds.

Part 2 (``--scaling``, e.g. ``--scaling 1000 4000 10000``): each size exported
once in a fresh process, with its CPU time and the process's peak resident
memory, and the ratio to the first size scaled linearly (1.00 = linear).
"""

from __future__ import annotations

import argparse
import io
import json
import resource
import statistics
import subprocess
import sys
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


def one_export(deals: int) -> None:
    """Child process: export once, print CPU seconds and peak RSS (MiB) as JSON."""
    result = long_session(deals)
    start = time.process_time()
    buf = io.BytesIO()
    export_pdf(result, buf)
    cpu = time.process_time() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(json.dumps({"cpu": cpu, "peak": peak, "kib": len(buf.getvalue()) / 1024}))


def scaling(sizes: list[int]) -> None:
    print("deals   export CPU   peak RSS     PDF   time / (first × deals ratio)")
    first: tuple[int, float] | None = None
    for deals in sizes:
        out = subprocess.run(
            [sys.executable, __file__, "--one", str(deals)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        f = json.loads(out)
        first = first or (deals, f["cpu"])
        linear = f["cpu"] / (first[1] * deals / first[0])
        print(
            f"{deals:6d}  {f['cpu']:9.2f} s  {f['peak']:6.0f} MiB"
            f"  {f['kib']:5.0f} KiB  {linear:5.2f}"
        )


def compare(deals: int, runs: int) -> None:
    replay_ms, result = median_ms(lambda: long_session(deals), runs)
    rows = grid_text(result)

    def sheet() -> bytes:
        buf = io.BytesIO()
        export_pdf(result, buf)
        return buf.getvalue()

    export_pdf(result, io.BytesIO())  # warm-up: font files parsed and registered once
    sheet_ms, sheet_pdf = median_ms(sheet, runs)
    bare_ms, bare_pdf = median_ms(lambda: bare_table(rows), runs)
    print(f"{deals} deals, {len(rows[0])} columns, median of {runs} runs")
    print(f"  replay (parse + settle)       {replay_ms:8.0f} ms")
    print(f"  export_pdf (score sheet)      {sheet_ms:8.0f} ms  {len(sheet_pdf) / 1024:6.0f} KiB")
    print(f"  reportlab bare LongTable      {bare_ms:8.0f} ms  {len(bare_pdf) / 1024:6.0f} KiB")
    print(f"  score sheet / bare table      {sheet_ms / bare_ms:8.2f} ×")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--scaling", type=int, nargs="*", metavar="DEALS")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        one_export(args.one)
    elif args.scaling:
        scaling(args.scaling)
    else:
        compare(args.deals, args.runs)


if __name__ == "__main__":
    main()
