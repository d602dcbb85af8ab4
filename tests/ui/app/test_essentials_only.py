"""Issue 14: the app needs PySide6-Essentials only. PySide6-Addons (418 MiB of an
802 MiB install) came in for QtCharts, for one chart; the chart is drawn with
QPainter now (``ui/session/chart.py``). No module of the app imports a Qt module that
Essentials does not ship, pyproject.toml does not ask for Addons, and the window
with a session on it opens with every Addons module refused."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def essentials() -> set[str]:
    """The Qt modules PySide6-Essentials ships: ``PySide6/QtCore.abi3.so`` (or
    ``.pyd``) names ``QtCore``."""
    files = metadata.files("PySide6_Essentials") or []
    return {
        str(f).split("/")[1].split(".")[0]
        for f in files
        if str(f).startswith("PySide6/Qt") and (".so" in str(f) or str(f).endswith(".pyd"))
    }


def qt_imports(path: Path) -> set[str]:
    """The PySide6 modules ``path`` imports, at its top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        found |= {n.split(".")[1] for n in names if n.startswith("PySide6.Qt")}
    return found


def test_the_app_imports_only_what_pyside6_essentials_ships():
    shipped = essentials()
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= shipped
    assert "QtCharts" not in shipped  # an Addons module
    sources = [*(ROOT / "ui").rglob("*.py"), *(ROOT / "scorekeeper").rglob("*.py")]
    used = {(p.relative_to(ROOT).as_posix(), m) for p in sources for m in qt_imports(p)}
    assert {m for _p, m in used} >= {"QtCore", "QtGui", "QtWidgets"}  # the scan sees them
    assert [(p, m) for p, m in used if m not in shipped] == []


def test_pyproject_asks_for_essentials_and_not_addons():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = [
        d.split(";")[0].split(">")[0].split("<")[0].split("=")[0].strip().lower()
        for d in project["dependencies"]
    ]
    assert "pyside6-essentials" in names
    assert "pyside6-addons" not in names and "pyside6" not in names  # PySide6 pulls Addons


SHOW_A_SESSION = """
import importlib.abc, json, sys
allowed = set(sys.argv[1].split(","))

class NoAddons(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        parts = name.split(".")
        if parts[0] == "PySide6" and len(parts) > 1 and parts[1].startswith("Qt") \
                and parts[1] not in allowed:
            raise ImportError(f"{name} is not in PySide6-Essentials")
        return None

sys.meta_path.insert(0, NoAddons())
from PySide6.QtWidgets import QApplication
app = QApplication([])
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay
from scorekeeper.sheet import score_sheet
from scorekeeper_ui.session.page import SessionPage
from scorekeeper_ui.club.league.report_view import LeagueReportView
leagues = LeagueReportView()  # the season chart
page = SessionPage()
record = json.loads(sys.argv[2])
page.set_result(replay(parse_session(record)))
page.resize(900, 600)
page.show()
image = page.chart.grab().toImage()
qt = sorted(m for m in sys.modules if m.startswith("PySide6."))
print(len(page.chart.lines()), image.width() > 100, qt)
"""


def test_the_session_screen_draws_its_chart_without_addons(tmp_path):
    import json

    record = {
        "game": "ultimate",
        "players": ["Aki", "Ben", "Chie"],
        "first_dealer": "Chie",
        "deals": [
            {"declarer": "Aki", "bid": 30, "trump": "hearts", "result": {"declarer_points": 35}}
        ],
    }
    env = dict(os.environ) | {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-c", SHOW_A_SESSION, ",".join(sorted(essentials())), json.dumps(record)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    lines, drawn, modules = run.stdout.split(" ", 2)
    assert (lines, drawn) == ("3", "True")
    assert "PySide6.QtCharts" not in modules and "PySide6.QtWidgets" in modules
