"""``python -m scorekeeper``: the same as the ``scorekeeper`` command (the window
with no arguments, else a command of :mod:`scorekeeper.cli.main`). The one module of
the package that reaches the window, and only through the launcher, which
imports Qt only for the window (pyproject's import contract names it)."""

from __future__ import annotations

import sys

from scorekeeper_ui.launcher import main

if __name__ == "__main__":
    sys.exit(main())
