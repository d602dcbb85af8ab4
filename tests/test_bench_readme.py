"""Issue 28, "honest figures": ``bench/run.py --write-readme`` writes the README's
table of figures from the run itself, between its markers, and nothing else. Here
the writing only (figures given, nothing timed); the README has its markers."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from common import Figure  # noqa: E402
from run import END, START, main, write_readme  # noqa: E402

FIGURES = [
    Figure("usable window", 0.300, "bare window", 0.150, target_ratio=2.5),
    Figure("`scorekeeper settle` of one deal", 0.060, "`python -c pass`", 0.020, target_ratio=2),
    Figure("Enter at 300 deals", 0.012, target_ms=30),
    Figure("replay of 10,000 deals", 1.5, note="6,667 deals/s"),
]


def test_the_table_between_the_markers_is_the_runs_and_the_rest_stays(tmp_path):
    readme = tmp_path / "README.md"
    before, after = "# Title\n\nintro\n\n", "\n\nmore text\n"
    readme.write_text(f"{before}{START}\nold table\n{END}{after}", encoding="utf-8")
    write_readme(readme, "Python 3.11.7, a machine", FIGURES)
    text = readme.read_text(encoding="utf-8")
    assert text.startswith(before + START + "\n") and text.endswith(END + after)
    assert "old table" not in text
    assert "Python 3.11.7, a machine" in text and "1 target(s) missed" in text
    # 0.300 s beside its floor 0.150 s: 2.00×, within 2.5×; 60 ms over 20 ms: 3.00× > 2×
    assert "| usable window | 0.300 s | bare window: 0.150 s | 2.00× | ≤ 2.5× | yes |" in text
    assert "| 60.00 ms | `python -c pass`: 20.00 ms | 3.00× | ≤ 2× | **no** |" in text
    assert "| replay of 10,000 deals | 1.500 s | — | — | — | 6,667 deals/s |" in text
    write_readme(readme, "Python 3.11.7, a machine", FIGURES)  # again: the same file
    assert readme.read_text(encoding="utf-8") == text


def test_a_readme_without_its_markers_is_refused_untouched(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("no markers\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="needs one"):
        write_readme(readme, "machine", FIGURES)
    assert readme.read_text(encoding="utf-8") == "no markers\n"


def test_the_readme_has_its_markers_once_and_writing_needs_a_whole_run():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert text.count(START) == 1 and text.count(END) == 1
    assert text.index(START) < text.index(END)
    for argv in (["--write-readme", "--quick"], ["--write-readme", "cli"]):
        with pytest.raises(SystemExit):
            main(argv)
