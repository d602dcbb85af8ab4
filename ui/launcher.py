"""The ``scorekeeper`` console entry point and ``scorekeeper-window``, the GUI one.

No arguments (or only ``--db PATH``) opens the window; anything else is a
command of :mod:`scorekeeper.cli.main`. Qt is imported only for the window, so the
commands start as fast as the core allows.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def window_database(argv: Sequence[str]) -> tuple[bool, str | None]:
    """Whether ``argv`` asks for the window, and the database it names if any."""
    args = list(argv)
    if not args:
        return True, None
    if len(args) == 2 and args[0] == "--db":
        return True, args[1]
    if len(args) == 1 and args[0].startswith("--db="):
        return True, args[0].removeprefix("--db=")
    return False, None


def main(argv: Sequence[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    wants_window, db = window_database(args)
    if wants_window:
        from scorekeeper_ui.app.startup import run

        return run(db)
    from scorekeeper.cli.main import main as cli_main

    return cli_main(args)


def window_main(argv: Sequence[str] | None = None) -> int:
    """``scorekeeper-window``, the GUI entry point (pyproject's gui-scripts: no
    console window on Windows; the desktop entry runs it). The window, on the
    database of ``--db PATH`` if given. Other arguments are commands as for
    ``scorekeeper`` when there is a console to answer on; without one (pythonw)
    they are ignored and the window opens."""
    args = sys.argv[1:] if argv is None else list(argv)
    wants_window, db = window_database(args)
    if wants_window or sys.stdout is None:
        from scorekeeper_ui.app.startup import run

        return run(db)
    return main(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
