"""The window on a screen of a given size, measured in a process of its own: Qt's
offscreen platform reads the screen's size from a configuration file once per
process. A measuring script starts with :data:`WINDOW` (an application, an empty
store and the main window, shown) and prints one JSON object as its last line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"

WINDOW = textwrap.dedent(
    """
    import json, sys, tempfile
    from pathlib import Path
    from PySide6.QtCore import QPoint, QSettings
    from PySide6.QtWidgets import QApplication, QPushButton, QScrollArea
    app = QApplication([])
    from scorekeeper.storage import open_store
    from scorekeeper_ui.app.main_window import MainWindow
    from scorekeeper_ui.widgets.settings import AppSettings
    tmp = Path(tempfile.mkdtemp())
    store = open_store(str(tmp / "x.db"))
    settings = AppSettings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(store, settings)
    window.show()
    """
)


def on_screen(
    tmp_path: Path, script: str, argument: Path, width: int, height: int, scale: float = 1
) -> dict[str, Any]:
    """What ``WINDOW + script`` prints, run with ``argument`` on a ``width`` × ``height``
    screen scaled by ``scale`` (a high-DPI screen: Qt's ``QT_SCALE_FACTOR``, as the
    desktop's 150 % or 200 %)."""
    config = tmp_path / "screen.json"
    screen = {"name": "test", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [screen | {"logicalDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    env["QT_SCALE_FACTOR"] = str(scale)
    env.pop("DISPLAY", None)
    done = subprocess.run(
        [sys.executable, "-c", WINDOW + textwrap.dedent(script), str(argument)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])
