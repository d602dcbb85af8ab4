"""The JSON the command line prints: :func:`dumps`, what ``json.dumps(data,
ensure_ascii=False, indent=2)`` writes, character for character, several times
faster (``scorekeeper settle`` of a long session spends most of its time printing).
Standard library only: ``settle`` imports it.
"""

from __future__ import annotations

import json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def dumps(data: Any) -> str:
    """``json.dumps(data, ensure_ascii=False, indent=2)``, character for character,
    several times faster: the standard library writes indented JSON with its
    pure-Python encoder, which is most of the time ``scorekeeper settle`` takes to
    print a long session. Objects with text keys, arrays, texts, whole numbers,
    booleans and null are written here; anything else (a float, another key) by
    ``json.dumps`` itself, indented to its place."""
    out: list[str] = []
    _write(data, out, "\n")
    return "".join(out)


_STRING = json.encoder.encode_basestring  # the C one: as json.dumps with ensure_ascii=False
_ATOMS = {True: "true", False: "false", None: "null"}
_TEXT_KEYS = {str}  # an object whose keys are all texts: ``{*map(type, value)}``


def _write(value: Any, out: list[str], newline: str) -> None:
    """Append ``value`` to ``out``; ``newline`` starts a line at its indentation.
    Texts and whole numbers inside an object or an array are written in place
    (most of what a result holds), the rest by a call for each."""
    kind = type(value)
    if kind is str:
        out.append(_STRING(value))
    elif kind is int:
        out.append(int.__repr__(value))
    elif kind is dict and value and {*map(type, value)} == _TEXT_KEYS:
        first = newline + "  "
        separator, rest = first, "," + first
        out.append("{")
        for key, item in value.items():
            if type(item) is str:
                out += (separator, _STRING(key), ": ", _STRING(item))
            elif type(item) is int:
                out += (separator, _STRING(key), ": ", int.__repr__(item))
            else:
                out += (separator, _STRING(key), ": ")
                _write(item, out, first)
            separator = rest
        out += (newline, "}")
    elif (kind is list or kind is tuple) and value:
        first = newline + "  "
        separator, rest = first, "," + first
        out.append("[")
        for item in value:
            if type(item) is str:
                out += (separator, _STRING(item))
            else:
                out.append(separator)
                _write(item, out, first)
            separator = rest
        out += (newline, "]")
    elif value is None or kind is bool:
        out.append(_ATOMS[value])
    else:  # a float, an empty object or array, other keys: as json.dumps writes it
        text = json.dumps(value, ensure_ascii=False, indent=2)
        out.append(text.replace("\n", newline))
