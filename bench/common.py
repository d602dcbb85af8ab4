"""What every figure of ``bench/run.py`` is: a measured time beside its floor.

A figure is measured against a floor taken **in the same run, on the same
machine** (a bare PySide6 window, a raw ``sqlite3`` insert, ``json.loads`` of
the same records, ``python -c pass``...), so it reads as a ratio that does not
depend on how fast the machine is today. Some figures have an absolute target
instead (``target_ms``): Enter in the window must feel instant whatever the floor.

Each ``bench/figures_*.py`` module has ``measure(quick: bool) -> list[Figure]``;
``bench/run.py`` runs them all and prints one table (see the README's
"Benchmarks" section for the latest figures).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
# Whole processes run as an installed program does: with a bytecode cache (this
# machine sets PYTHONDONTWRITEBYTECODE, which would make our code, not the floor's,
# compile on every start). One cache folder per run, filled by the warm-up.
INSTALLED = {
    "PYTHONPYCACHEPREFIX": tempfile.mkdtemp(prefix="scorekeeper-bench-pycache-"),
    "PYTHONDONTWRITEBYTECODE": "",
}


@dataclass(frozen=True)
class Figure:
    """``seconds`` measured for ``what``; ``floor_seconds`` for ``floor`` in the same run.

    ``target_ratio``: the most ``seconds / floor_seconds`` may be; ``target_ms``:
    the most ``seconds`` may be in milliseconds (for figures with no floor). A
    figure of memory gives ``megabytes`` (``seconds`` unused) and ``target_mb``."""

    what: str
    seconds: float
    floor: str = ""
    floor_seconds: float | None = None
    target_ratio: float | None = None
    target_ms: float | None = None
    note: str = ""
    megabytes: float | None = None
    target_mb: float | None = None

    @property
    def ratio(self) -> float | None:
        if self.floor_seconds is None or self.floor_seconds <= 0:
            return None
        return self.seconds / self.floor_seconds

    @property
    def met(self) -> bool:
        ok = True
        if self.target_ratio is not None:
            ok = self.ratio is not None and self.ratio <= self.target_ratio
        if self.target_ms is not None:
            ok = ok and self.seconds * 1000 <= self.target_ms
        if self.target_mb is not None:
            ok = ok and self.megabytes is not None and self.megabytes <= self.target_mb
        return ok

    def target_text(self) -> str:
        if self.target_ratio is not None:
            return f"≤ {self.target_ratio:g}×"
        if self.target_ms is not None:
            return f"≤ {self.target_ms:g} ms"
        if self.target_mb is not None:
            return f"≤ {self.target_mb:g} MB"
        return "—"


def median_seconds(work: Callable[[], Any], runs: int, *, warmup: int = 1) -> float:
    """The median wall time of ``work()`` over ``runs`` calls (after ``warmup`` calls)."""
    for _ in range(warmup):
        work()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def process(
    argv: Sequence[str],
    *,
    env: dict[str, str] | None = None,
    stdin: bytes | None = None,
    cwd: Path | None = None,
) -> Callable[[], None]:
    """A whole process (start to exit) as a work for :func:`median_seconds` or
    :func:`interleaved`; it must exit 0."""
    full_env = dict(os.environ) | INSTALLED
    full_env.update(env or {})

    def once() -> None:
        done = subprocess.run(
            list(argv),
            input=stdin,
            env=full_env,
            cwd=cwd or ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(argv)} exited {done.returncode}: {done.stderr[-500:]!r}")

    return once


def interleaved(works: Sequence[Callable[[], Any]], runs: int, *, warmup: int = 1) -> list[float]:
    """Median wall times of several works measured in turn (a, b, a, b, ...), so a
    machine that slows down in the middle of the run slows all of them alike."""
    for work in works:
        for _ in range(warmup):
            work()
    samples: list[list[float]] = [[] for _ in works]
    for _ in range(runs):
        for k, work in enumerate(works):
            start = time.perf_counter()
            work()
            samples[k].append(time.perf_counter() - start)
    return [statistics.median(s) for s in samples]


def _time(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms" if seconds < 0.1 else f"{seconds:.3f} s"


def table_lines(figures: Sequence[Figure]) -> list[str]:
    """The figures as a Markdown table, one row each, its floor beside it."""
    lines = ["| what | measured | floor | ratio | target | met |", "|---|---|---|---|---|---|"]
    for f in figures:
        floor = f"{f.floor}: {_time(f.floor_seconds)}" if f.floor_seconds is not None else "—"
        ratio = f"{f.ratio:.2f}×" if f.ratio is not None else "—"
        met = "yes" if f.met else "**no**"
        if f.target_ratio is None and f.target_ms is None and f.target_mb is None:
            met = f.note or "—"
        measured = f"{f.megabytes:.1f} MB" if f.megabytes is not None else _time(f.seconds)
        lines.append(f"| {f.what} | {measured} | {floor} | {ratio} | {f.target_text()} | {met} |")
    return lines


def print_figures(figures: Sequence[Figure]) -> bool:
    """The figures as a Markdown table; True when every target is met."""
    print("\n".join(table_lines(figures)))
    return all(f.met for f in figures)
