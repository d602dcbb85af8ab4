"""The bundle's one entry point (packaging/scorekeeper.spec): both programs of the
bundle are built from it and tell themselves apart by their own file name, as the
pip install's two scripts do by their entry points (pyproject's [project.scripts]
and [project.gui-scripts])."""

import sys
from pathlib import Path

from scorekeeper_ui.launcher import main, window_main

if __name__ == "__main__":
    program = Path(sys.executable).stem  # scorekeeper-window(.exe), or scorekeeper
    sys.exit(window_main() if program == "scorekeeper-window" else main())
