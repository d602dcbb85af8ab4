"""Issue 14: the app's icon on the window, ``python -m scorekeeper`` and
``scorekeeper-window`` (the GUI entry point) opening the window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from scorekeeper_ui.app import startup as app

ROOT = Path(__file__).resolve().parents[3]
ICONS = ROOT / "resources" / "icons"
SIZES = [16, 32, 48, 64, 128, 256]


def python_path() -> str:
    """The checkout first, then the ``PYTHONPATH`` this process was given."""
    given = os.environ.get("PYTHONPATH", "")
    return os.pathsep.join([str(ROOT), *([given] if given else [])])


def test_the_icon_has_every_size(qapp):
    icon = app.app_icon()
    assert [s.width() for s in icon.availableSizes()] == SIZES
    assert [s.height() for s in icon.availableSizes()] == SIZES
    for size in SIZES:
        image = QImage(str(ICONS / f"scorekeeper-{size}.png"))
        assert (image.width(), image.height()) == (size, size)


def test_the_16_pixel_icon_shows_the_sheet_and_the_card(qapp):
    image = app.app_icon().pixmap(QSize(16, 16)).toImage()
    assert image.size() == QSize(16, 16)
    # scorekeeper.svg on a 64-unit grid, 4 units a pixel: the diamond (centre 44,42,
    # 8 wide, 10 high each way) covers pixel (11, 10) = units 44-48 x 40-44 whole;
    # the sheet's outline (x 4-8) is column 1; the corner (0, 0) is outside everything.
    assert image.pixelColor(11, 10) == QColor("#d32f2f")
    assert image.pixelColor(1, 8) == QColor("#2f3e4e")
    assert image.pixelColor(0, 0).alpha() == 0
    assert QSvgRenderer(str(ICONS / "scorekeeper.svg")).isValid()


def test_the_application_carries_the_icon_and_the_desktop_id():
    code = (
        "from scorekeeper_ui.app.startup import make_application; a = make_application(); "
        "print(sorted(s.width() for s in a.windowIcon().availableSizes())); "
        "print(a.desktopFileName())"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ) | {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": python_path()},
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [str(SIZES), "io.github.trickscorekeeper.scorekeeper"]


@pytest.mark.parametrize(
    "start",
    [
        ["-m", "scorekeeper", "--db"],
        [
            "-c",
            "import sys; from scorekeeper_ui.launcher import window_main; sys.exit(window_main())",
            "--db",
        ],
    ],
    ids=["python-m-scorekeeper", "scorekeeper-window"],
)
def test_the_window_opens(tmp_path, start):
    # it ends after its first paint (SCOREKEEPER_EXIT_AFTER=paint, ui/app/first_paint.py),
    # before the store is opened: the database file is not made yet; nothing printed
    # (a command would print: the help, a refusal)
    env = dict(os.environ) | {
        "QT_QPA_PLATFORM": "offscreen",
        "SCOREKEEPER_EXIT_AFTER": "paint",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "PYTHONPATH": python_path(),
    }
    run = subprocess.run(
        [sys.executable, *start, str(tmp_path / "s.sqlite")],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
    )
    assert (run.returncode, run.stdout) == (0, ""), run.stderr
    assert not (tmp_path / "s.sqlite").exists()
