"""What a person gives the app to read, and the JSON files written for them
(standard library only).

:func:`read_source` reads a file named on the command line or chosen in the
window, or standard input for ``-``; any failure is a :class:`CommandError`, one
line naming the source. Parsing the text into a record within the input limits
is the core's (:func:`scorekeeper.jsonio.read_json`). :func:`export_text` is the
one writer of a session record or a whole database as a JSON file, for
``scorekeeper export`` and the window alike.
"""

from __future__ import annotations

import json
import sys

from scorekeeper.words.terminal import safe_json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class CommandError(Exception):
    """A failure to report in one line (missing file, unreadable input, ...)."""


def source_name(source: str) -> str:
    """How a message names ``source``: its path, or ``standard input`` for ``-``."""
    return "standard input" if source == "-" else source


def read_source(source: str) -> str:
    """The text of file ``source`` (UTF-8; ``-`` = standard input)."""
    name = source_name(source)
    try:
        if source == "-":
            return sys.stdin.read()
        with open(source or ".", encoding="utf-8") as file:  # (pathlib: not loaded for this)
            return file.read()
    except FileNotFoundError:
        raise CommandError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise CommandError(f"{name}: cannot be read ({err})") from None


def export_text(data: Any) -> str:
    """A session record or a whole database as a JSON file, as ``scorekeeper export``
    writes it and the window's File ▸ Export session as JSON… too (the one writer
    of both): ``json.dumps(data, ensure_ascii=False, indent=2)``, the characters a
    terminal would act on written as ``\\uXXXX`` (:func:`~scorekeeper.words.terminal.safe_json`,
    the same data), and a final line break. Written to a file in UTF-8, no byte
    order mark (JSON must not have one, RFC 8259)."""
    return safe_json(json.dumps(data, ensure_ascii=False, indent=2)) + "\n"
