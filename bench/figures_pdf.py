"""PDF figures (not a test): ``python bench/figures_pdf.py [--quick]``.

:func:`measure` times ``scorekeeper pdf SESSION.json -o OUT.pdf`` as a whole
process (``python -m ui.launcher``, the module of the ``scorekeeper`` console
script: start, imports, reading and replaying the session, the score sheet,
writing the file) on a 1,000-deal Ultimate session (the one of
``bench/bench_storage.py``: three players, 111 game ends, 25 pages), against
its floor measured in the same run, interleaved: ``bench/floor_pdf.py``,
reportlab alone building a bare table of the same rows on the same paper with
the fonts the sheet needs (its docstring says exactly what the floor does).
Both run with their bytecode cached (the first run writes it), as an installed
app runs, even where ``PYTHONDONTWRITEBYTECODE`` is set. Two sessions:

- Latin names (``Aki``, ``Ben``, ``Chie``): the sheet and the floor embed
  DejaVu Sans only;
- Hungarian and Japanese names (``Őrs``, ``田中``, ``Zsófi``): both embed
  IPAexGothic as well.

``--scaling 1000 4000 10000`` exports each size of a long Ulti session (the
example evening's 12 deals repeated) once in a fresh process and prints its CPU
time, peak resident memory and the ratio to linear growth from the first size
(1.00 = linear).
"""

from __future__ import annotations

import argparse
import io
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from bench_storage import session
from common import PYTHON, ROOT, Figure, interleaved, print_figures, process

DEALS = 1000
EXAMPLE = ROOT / "resources" / "examples" / "ulti.json"
NAMES = {"Aki": "Őrs", "Ben": "田中", "Chie": "Zsófi"}  # Hungarian and Japanese names


def latin_session(deals: int) -> dict[str, Any]:
    return session(deals)


def named_session(deals: int) -> dict[str, Any]:
    """The same session with Hungarian and Japanese names."""
    raw = session(deals)
    raw["players"] = [NAMES[p] for p in raw["players"]]
    raw["first_dealer"] = NAMES[raw["first_dealer"]]
    for deal in raw["deals"]:
        deal["declarer"] = NAMES[deal["declarer"]]
    return raw


def floor_rows(record: dict[str, Any], page: tuple[float, float]) -> dict[str, Any]:
    """The input of ``bench/floor_pdf.py``: the grid's rows as the score sheet
    prints them, the cells holding CJK text, and ``page``."""
    from scorekeeper.export import fonts
    from scorekeeper.export.sheet import build_sheet
    from scorekeeper.session.replay import replay_json

    sheet = build_sheet(replay_json(record))
    h = sheet.h
    head = [h["number"], h["dealer"], h["declarer"], h["contract"], h["result"]]
    rows = [head + [p for p in sheet.players for _ in (0, 1)]]
    rows.append([""] * 5 + [h["delta"], h["total"]] * len(sheet.players))
    for r in sheet.rows:
        cells = [r.label, r.dealer, r.declarer, r.contract, r.result]
        rows.append(cells + [x for pair in zip(r.deltas, r.totals, strict=True) for x in pair])
        if r.game_end:
            rows.append([r.game_end] + [""] * (len(rows[0]) - 1))
    cjk = [[i, j] for i, row in enumerate(rows) for j, t in enumerate(row) if fonts.needs_cjk(t)]
    return {"page": list(page), "rows": rows, "cjk_cells": cjk}


def first_page(pdf: Path) -> tuple[float, float]:
    """The size of the first page of ``pdf`` (upright or turned, as we printed it)."""
    from pypdf import PdfReader

    box = PdfReader(pdf).pages[0].mediabox
    return float(box.width), float(box.height)


def _pair(folder: Path, name: str, record: dict[str, Any]) -> tuple[Any, Any]:
    """Our command and its floor on ``record``, as process works. Both run with
    their bytecode cached (in ``folder``, written by the first run), as an
    installed app does, even where ``PYTHONDONTWRITEBYTECODE`` is set."""
    source, rows = folder / f"{name}.json", folder / f"{name}-rows.json"
    source.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    env = {
        "PYTHONPATH": str(ROOT),
        "PYTHONDONTWRITEBYTECODE": "",
        "PYTHONPYCACHEPREFIX": str(folder / "pycache"),
    }
    pdf = folder / f"{name}.pdf"
    ours = process(
        [PYTHON, "-m", "scorekeeper_ui.launcher", "pdf", str(source), "-o", str(pdf)], env=env
    )
    ours()  # once, to learn the paper the sheet is printed on (and cache the bytecode)
    table = floor_rows(record, first_page(pdf))
    rows.write_text(json.dumps(table, ensure_ascii=False), encoding="utf-8")
    floor_pdf = [PYTHON, str(ROOT / "bench" / "floor_pdf.py"), str(rows), str(folder / "floor.pdf")]
    floor = process(floor_pdf, env=env)
    floor()  # its bytecode cached too
    return ours, floor


def measure(quick: bool = False) -> list[Figure]:
    runs = 2 if quick else 9
    sessions = [
        ("latin", f"`scorekeeper pdf` of a {DEALS:,}-deal session", latin_session(DEALS)),
        (
            "named",
            f"`scorekeeper pdf` of a {DEALS:,}-deal session, Hungarian and Japanese names",
            named_session(DEALS),
        ),
    ]
    figures = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, what, record in sessions:
            ours, floor = _pair(Path(tmp), name, record)
            mine, bare = interleaved([ours, floor], runs, warmup=0)
            figures.append(
                Figure(
                    what=what,
                    seconds=mine,
                    floor="reportlab building a bare table of the same rows (bench/floor_pdf.py)",
                    floor_seconds=bare,
                    target_ratio=1.5,
                    note=f"whole process, median of {runs}",
                )
            )
    return figures


def long_session(deals: int) -> Any:
    from scorekeeper.session.record import parse_session
    from scorekeeper.session.replay import replay

    raw = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    evening = raw["deals"]  # 12 deals: a multiple of 4, so the dealers line up again
    raw["deals"] = [evening[i % len(evening)] for i in range(deals)]
    return replay(parse_session(raw))


def one_export(deals: int) -> None:
    """Child process: export once, print CPU seconds and peak RSS (MiB) as JSON."""
    from scorekeeper.export.pdf import export_pdf

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
            [PYTHON, __file__, "--one", str(deals)], check=True, capture_output=True, text=True
        ).stdout
        f = json.loads(out)
        first = first or (deals, f["cpu"])
        linear = f["cpu"] / (first[1] * deals / first[0])
        print(
            f"{deals:6d}  {f['cpu']:9.2f} s  {f['peak']:6.0f} MiB"
            f"  {f['kib']:5.0f} KiB  {linear:5.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few runs, for a smoke check")
    parser.add_argument("--scaling", type=int, nargs="*", metavar="DEALS")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        one_export(args.one)
    elif args.scaling:
        scaling(args.scaling)
    else:
        print_figures(measure(args.quick))


if __name__ == "__main__":
    main()
