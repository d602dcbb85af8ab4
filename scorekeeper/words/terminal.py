"""What the commands print, made safe for a terminal.

A player's name, a place, a file name or a field path is text someone else may
have typed. Printed raw, an ESC sequence in it recolours or clears the terminal,
retitles the window or writes to the clipboard; a CR or NUL hides what came
before it on the line; a bidi override makes the line read in another order
than it is written (Trojan Source, CVE-2021-42574). :func:`safe` shows each such
character as a visible escape instead: ``\\x1b``, ``\\r``, ``\\u202e``. Letters of
every script, emoji (with their zero-width joiners) and other symbols print as
they are. The escape is printable, so :func:`safe` of its own output changes
nothing.

Every command writes its lines through :func:`say` (standard output, or standard
error for the one-line failures); ``scorekeeper show``'s sheet escapes each cell
before it measures the columns (:func:`scorekeeper.sheet.plain.sheet_text`), so
an escaped name keeps the table aligned. JSON output (``settle``, ``export``)
goes through :func:`safe_json`: JSON escapes C0 itself, and the characters it
would leave raw are written as ``\\uXXXX``, which is the same data.

Standard library only (the CLI, storage and the sheet share it without importing
each other).
"""

from __future__ import annotations

import re
import sys
from functools import cache

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TextIO

_OTHER_UNSAFE = (
    "\x7f"  # DEL
    "\x80-\x9f"  # C1 controls (U+009B is a one-character CSI for some terminals)
    "\u061c\u200e\u200f"  # bidi marks (Arabic letter mark, LRM, RLM)
    "\u2028\u2029"  # line and paragraph separators
    "\u202a-\u202e\u2066-\u2069"  # bidi embeddings, overrides and isolates
    "\ud800-\udfff"  # lone surrogates (not text: they cannot even be encoded)
)
_UNSAFE = f"[\x00-\x1f{_OTHER_UNSAFE}]"  # C0 controls (ESC, BEL, CR, NUL, a line break)
_UNSAFE_IN_JSON = f"[\x00-\x09\x0b-\x1f{_OTHER_UNSAFE}]"  # but the line break: see safe_json
_UNSAFE_ASCII_IN_JSON = "[\x00-\x09\x0b-\x1f\x7f]"  # the same, for a text all ASCII


@cache
def _pattern(characters: str) -> re.Pattern[str]:
    """A class of characters, compiled when first used: a command that prints
    nothing unsafe (``settle`` of ASCII names) never pays for the Unicode ranges."""
    return re.compile(characters)


def unsafe() -> re.Pattern[str]:
    """The characters a terminal may act on instead of showing. None of them is
    printable (``str.isprintable``: each is a control, a format character, a line
    or paragraph separator or a surrogate), so a printable text has none, and is
    passed as it is without compiling the pattern."""
    return _pattern(_UNSAFE)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return {9: "\\t", 10: "\\n", 13: "\\r"}.get(code) or (
        f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
    )


def safe(text: str) -> str:
    """``text`` with every :func:`unsafe` character shown as an escape:
    ``"\\x1b[31mAki"`` -> ``"\\\\x1b[31mAki"``; ``"Gergő 鈴木"`` unchanged."""
    return unsafe().sub(_escape, text)


def safe_json(text: str) -> str:
    """JSON text (from ``json.dumps(..., ensure_ascii=False)``) with the
    :func:`unsafe` characters JSON leaves raw written as ``\\uXXXX``: the same data.
    Only the line breaks of the indentation are left (inside strings JSON has
    already escaped every C0 control)."""
    if text.replace("\n", "").isprintable():  # nothing to escape (most output): no pattern
        return text
    characters = _UNSAFE_ASCII_IN_JSON if text.isascii() else _UNSAFE_IN_JSON
    return _pattern(characters).sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def say(*lines: str, file: TextIO | None = None) -> None:
    """Print each of ``lines`` as one line, made :func:`safe` (a line break inside
    one is shown as ``\\n``): standard output unless ``file``."""
    stream = sys.stdout if file is None else file
    stream.write("".join(f"{safe(line)}\n" for line in lines))
