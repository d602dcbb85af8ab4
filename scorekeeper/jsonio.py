"""JSON records within the input limits: the one check every record is held to,
and the reader that applies it while it reads.

Every record the core takes (a command's file, the window's, a stored one) is held
to the same limits; the games, the replay, the settlement and the store check
records in memory with :func:`check_limits` / :func:`within_limits`, and
:func:`loads` / :func:`read_json` read JSON text within them. Light on purpose
(standard library only): :mod:`scorekeeper.games` imports it. Reading a file or
standard input is the host's (:mod:`scorekeeper.host.json_files`, which also
writes the JSON files a person gets); the command line's fast JSON writer is
:mod:`scorekeeper.cli.json_writer`.

Limits (``docs/deal-format.md``, "Limits"): a record is refused, with the field
and the reason (:class:`~scorekeeper.errors.Code` ``limit``), when it is

- nested deeper than :data:`MAX_DEPTH` (64) objects and arrays;
- holding a number beyond ±:data:`MAX_NUMBER` (10^15), or a number that is not
  finite (``NaN``, ``Infinity``, ``-Infinity``, which Python's ``json`` accepts);
  a field's own bounds (a bid, a level) are checked by the game on top;
- holding a text (a value or a key) longer than :data:`MAX_TEXT` (10,000)
  characters; a player's name is at most :data:`NAME_LENGTH` (100) characters
  (the database column), checked with the names (``games.base.check_names``);
- holding a text (a value or a key) that is not valid text: a lone surrogate
  (``"\\ud800"`` in JSON, or a byte that is not UTF-8 read from standard input
  or an argument, which Python keeps as U+DC80–U+DCFF) cannot be encoded, so no
  database, file or terminal could take it (code ``not_text``: ``place: not
  valid text``; a key names its object). :func:`check_text` is the same check
  for one text a person typed (a name, a note: the store's entry points).

A value beyond them that is the record itself is named ``record`` (``1e308``,
``NaN``; ``record[0]`` inside an array). JSON text read by :func:`loads` is also
refused for an empty key ``""``, naming its object (``deals[0]: an empty field
name``): no field of a record is called that. A record already in memory is not
(a session stored with one still opens).

The reader checks depth and number size while it reads: a ``parse_int`` hook
never converts more digits than a number within the limit can have, and a
``parse_constant`` hook marks the non-finite constants, so a hostile file is
refused in time proportional to its length. :func:`check_limits` is the same
check for a record already in memory (the window's, a stored one): a walk that
never goes deeper than the limit.
"""

from __future__ import annotations

import json
import re
import reprlib
from collections.abc import Iterable, Mapping
from functools import cache

from scorekeeper.errors import Code, RecordError
from scorekeeper.host.json_files import CommandError, read_source, source_name
from scorekeeper.words.text import Msg

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MAX_DEPTH = 64
MAX_NUMBER = 10**15
MAX_TEXT = 10_000
NAME_LENGTH = 100
_MAX_DIGITS = len(str(MAX_NUMBER))  # a longer number (sign and zeros aside) is too large
_LONG_DIGITS = re.compile(f"[0-9]{{{_MAX_DIGITS + 1}}}")  # a number the parser must not convert


@cache
def _empty_key() -> re.Pattern[str]:
    """Where JSON text may have an empty key (compiled when a text has ``""``)."""
    return re.compile(r'""\s*:')


@cache
def _surrogate_escape() -> re.Pattern[str]:
    """Where JSON text may write a surrogate as an escape (compiled when a text
    has ``\\u``)."""
    return re.compile(r"\\u[dD][89a-fA-F]")


ROOT = "record"  # how a refusal names the record itself


class _Refused:
    """A value the reader would not build (a huge or non-finite number): stands in
    its place until :func:`check_limits` names its field."""

    def __init__(self, reason: Msg) -> None:
        self.reason = reason


def _parse_int(text: str) -> int | _Refused:
    digits = text.lstrip("-").lstrip("0")
    if len(digits) > _MAX_DIGITS:
        return _Refused(_too_large(Msg("a number of {count} digits", count=len(digits))))
    return -int(digits or "0") if text.startswith("-") else int(digits or "0")


def _parse_float(text: str) -> float | _Refused:
    value = float(text)
    if not _finite(value):
        return _Refused(_too_large(text[:20]))
    return value


def _parse_constant(text: str) -> _Refused:
    return _Refused(Msg("{value} is not a finite number", value=text))


def _too_large(value: Any) -> Msg:
    return Msg("{value} is beyond the limit of ±10^15", value=value)


def loads(text: str, name: str = "record") -> Any:
    """The JSON in ``text`` within the limits; ``name`` names the source in a
    syntax error (:class:`~scorekeeper.host.json_files.CommandError`); a limit raises
    :class:`RecordError`.

    A text with no run of more digits than a number within the limit can have is
    read by the standard parser's own integers (a number of at most 16 digits is
    the same ``int`` either way); only one with such a run pays for the hook that
    refuses a huge number before converting it."""
    hooks: dict[str, Any] = {"parse_float": _parse_float, "parse_constant": _parse_constant}
    if _LONG_DIGITS.search(text):
        hooks["parse_int"] = _parse_int
    try:
        data = json.loads(text, **hooks)
    except json.JSONDecodeError as err:
        raise CommandError(
            f"{name}: not valid JSON ({err.msg} at line {err.lineno}, column {err.colno})"
        ) from None
    except RecursionError:  # far deeper than the limit: refused before it is built
        raise _too_deep(ROOT) from None
    # No text in ``data`` can hold a surrogate when the JSON text neither holds one
    # nor writes one as an escape: the quick walk then skips that check of each text.
    escaped = "\\u" in text and _surrogate_escape().search(text) is not None
    valid = not _has_surrogate(text) and not escaped
    if _any_beyond((data,), 0, valid):
        check_limits(data)  # names the field
    if '""' in text and _empty_key().search(text):
        _no_empty_key(data)
    return data


def read_json(source: str) -> Any:
    """The JSON in file ``source`` (``-`` = standard input), within the limits; the
    file is read by :func:`scorekeeper.host.json_files.read_source`."""
    return loads(read_source(source), source_name(source))


def check_limits(value: Any, path: str = "") -> None:
    """Refuse ``value`` (a JSON record, or a part of one at ``path``) beyond the
    limits or holding what is not valid text, naming the first field that is
    (``record`` for a record that is itself beyond them): never walks deeper
    than the limit."""
    if not _beyond(value):
        return
    if not path and not isinstance(value, Mapping):
        path = ROOT  # a record that is a number, a text or an array
    stack: list[tuple[Any, str, int]] = [(value, path, 0)]
    while stack:
        item, where, depth = stack.pop()
        if isinstance(item, Mapping | list | tuple):
            if depth >= MAX_DEPTH:
                raise _too_deep(where)
            stack.extend(_children(item, where, depth + 1))
        else:
            _check_leaf(item, where)


def check_text(text: str, path: str) -> None:
    """Refuse ``text`` (typed by a person: a name, a note) when it is not valid
    text (a lone surrogate: it cannot be encoded), naming ``path``."""
    if _has_surrogate(text):
        raise RecordError(path, Msg("not valid text"), Code.NOT_TEXT)


def _has_surrogate(text: str) -> bool:
    """Whether ``text`` holds a surrogate (U+D800 to U+DFFF: in a str, only ever a
    lone one, not text), the one thing strict UTF-8 cannot encode. Not a pattern:
    compiling ``[\\ud800-\\udfff]`` cost 0.5 to 0.8 ms of
    every ``scorekeeper`` start."""
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def within_limits(values: Iterable[Any]) -> bool:
    """Whether :func:`check_limits` would pass each of ``values`` (the deals of a
    session): one quick walk, so a replay checks its deals once, not one by one."""
    return not _any_beyond(values, 0, False)


def _beyond(value: Any) -> bool:
    """Whether anything in ``value`` may be beyond the limits: the quick walk,
    without the field paths, that every record takes (a replay walks all its
    deals once). Anything it does not know for sure (a tuple, a subclass, a
    refused number) counts as beyond, and :func:`check_limits` then walks again
    naming the field, if there is one."""
    return _any_beyond((value,), 0, False)


def _any_beyond(items: Iterable[Any], depth: int, valid: bool) -> bool:
    """:func:`_beyond` for each of ``items`` (at ``depth``); ``valid``: no text in
    them holds a surrogate (known from the JSON text they were read from). Recursive,
    but never deeper than :data:`MAX_DEPTH` calls."""
    for item in items:
        kind = type(item)
        if kind is str:
            if len(item) > MAX_TEXT or (not valid and _has_surrogate(item)):
                return True
        elif kind is int:
            if not -MAX_NUMBER <= item <= MAX_NUMBER:
                return True
        elif kind is dict:
            if depth >= MAX_DEPTH or _any_beyond(item.values(), depth + 1, valid):
                return True
            for key in item:
                if type(key) is str and (
                    len(key) > MAX_TEXT or (not valid and _has_surrogate(key))
                ):
                    return True
        elif kind is list:
            if depth >= MAX_DEPTH or _any_beyond(item, depth + 1, valid):
                return True
        elif item is None or kind is bool:
            continue
        elif kind is not float or not -MAX_NUMBER <= item <= MAX_NUMBER:
            return True  # also NaN (no comparison holds), a refused number, other objects
    return False


def _children(item: Any, where: str, depth: int) -> list[tuple[Any, str, int]]:
    if not isinstance(item, Mapping):
        return [(v, f"{where}[{i}]", depth) for i, v in reversed(list(enumerate(item)))]
    out = []
    for key, v in item.items():
        if isinstance(key, str) and len(key) > MAX_TEXT:
            raise _too_long(where or ROOT, len(key))
        if isinstance(key, str) and _has_surrogate(key):
            reason = Msg("a field name that is not valid text")
            raise RecordError(where or ROOT, reason, Code.NOT_TEXT)
        if key == "":  # no field has this name: its value is named by its object
            out.append((v, where or ROOT, depth))
        else:
            out.append((v, f"{where}.{key}" if where else str(key), depth))
    return out[::-1]


def _no_empty_key(data: Any) -> None:
    """Refuse an empty key anywhere in ``data`` (read by :func:`loads`, so within
    the depth limit), naming its object: ``record`` for the record's own."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        item, where = stack.pop()
        if isinstance(item, dict):
            if "" in item:
                reason = Msg("an empty field name")
                raise RecordError(where or ROOT, reason, Code.UNKNOWN_FIELD)
            pairs = [(v, f"{where}.{k}" if where else k) for k, v in item.items()]
            stack.extend(reversed(pairs))
        elif isinstance(item, list):
            prefix = where or ROOT
            stack.extend((v, f"{prefix}[{i}]") for i, v in reversed(list(enumerate(item))))


def _check_leaf(item: Any, where: str) -> None:
    if isinstance(item, _Refused):
        raise RecordError(where, item.reason, Code.LIMIT)
    if isinstance(item, str) and len(item) > MAX_TEXT:
        raise _too_long(where, len(item))
    if isinstance(item, str):
        check_text(item, where)
    if isinstance(item, float) and not _finite(item):
        raise RecordError(
            where, Msg("{value} is not a finite number", value=repr(item)), Code.LIMIT
        )
    if isinstance(item, int | float) and not isinstance(item, bool) and abs(item) > MAX_NUMBER:
        shown = repr(item) if isinstance(item, float) else _digits(item)
        raise RecordError(where, _too_large(shown), Code.LIMIT)


def _digits(number: int) -> Msg:
    """``a number of N digits`` (a huge number is not written out)."""
    return Msg("a number of {count} digits", count=_log10(number) + 1)


# Floats and huge numbers are rare in a record: math is imported when one is met.


def _finite(value: float) -> bool:
    from math import isfinite

    return isfinite(value)


def _log10(number: int) -> int:
    """The whole part of log10 of ``|number|`` (its digits less one)."""
    from math import log10

    return int(log10(abs(number)))


def brief(value: Any) -> str:
    """``repr(value)`` cut short, for a reason that stays one short line whatever
    was typed: a text to 40 characters, an array to 3 levels, a huge number to its
    first digits (never written out in full)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        digits = _log10(value)
        return f"{'-' if value < 0 else ''}{abs(value) // 10 ** (digits - 12)}…"
    try:
        return _BRIEF.repr(value)
    except (ValueError, RecursionError):  # a huge number inside an array
        return "…"


_BRIEF = reprlib.Repr()  # keywords only from Python 3.12
_BRIEF.maxlevel, _BRIEF.maxstring, _BRIEF.maxother = 3, 40, 40


def _too_long(where: str, length: int) -> RecordError:
    reason = Msg("{length} characters; at most {limit}", length=length, limit=MAX_TEXT)
    return RecordError(where, reason, Code.LIMIT)


def _too_deep(where: str) -> RecordError:
    reason = Msg("nested deeper than {limit} levels", limit=MAX_DEPTH)
    return RecordError(_shorten(where), reason, Code.LIMIT)


def _shorten(path: str, keep: int = 60) -> str:
    """A field path cut to its first ``keep`` characters (a deep path is no help)."""
    return path if len(path) <= keep else path[:keep] + "…"
