"""Reading JSON records from a file or standard input, for every command.

Light on purpose (standard library only) so that the CLI, storage and export
commands share one reader without importing each other.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


class CommandError(Exception):
    """A failure to report in one line (missing file, unreadable input, ...)."""


def read_json(source: str) -> Any:
    """The JSON in file ``source`` (``-`` = standard input)."""
    name = "standard input" if source == "-" else source
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CommandError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise CommandError(f"{name}: cannot be read ({err})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise CommandError(
            f"{name}: not valid JSON ({err.msg} at line {err.lineno}, column {err.colno})"
        ) from None
