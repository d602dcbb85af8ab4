"""Errors raised for impossible records.

Every error names the field (a dotted path into the JSON record, e.g.
``deals[3].result.soloist_points``), a machine-readable :class:`Code` and the
reason as words (:class:`~scorekeeper.words.text.Msg`, whose parameters are the code's
parameters). The reason is rendered in the reader's language at the edge: the CLI
prints ``field: reason`` in English, the window in the language it shows, and the
window decides what to do by the code alone (``missing`` is "still to fill in").
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from scorekeeper.words.text import Msg, Param, Text, render


class Code(StrEnum):
    """Why a record was refused, for programs (the words are for people)."""

    MISSING = "missing"  # a required field is absent
    NOT_OBJECT = "not_object"
    NOT_ARRAY = "not_array"
    NOT_INTEGER = "not_integer"
    NOT_BOOLEAN = "not_boolean"
    NOT_NAME = "not_name"  # an empty or non-text name
    OUT_OF_RANGE = "out_of_range"  # a number outside its bounds or off its step
    NOT_CHOICE = "not_choice"  # a value that is none of the allowed ones
    NOT_PLAYER = "not_player"  # a name of nobody at the table
    UNKNOWN_FIELD = "unknown_field"  # a field the record may not have (a misspelling)
    DUPLICATE = "duplicate"
    MISMATCH = "mismatch"  # differs from what the session (or another field) says
    LIMIT = "limit"  # too long, too deep, too large to read
    NOT_TEXT = "not_text"  # a text that cannot be encoded (a lone surrogate)
    INVALID = "invalid"  # against a rule of the game (the reason says which)
    NOT_UUID = "not_uuid"  # an ``id`` that is not a UUID in its canonical text


class RecordError(ValueError):
    """A record that cannot be right: ``field`` is the JSON path, ``code`` says why
    for programs and ``message`` for people (``reason`` is its English)."""

    def __init__(self, field: str, message: Text, code: Code = Code.INVALID) -> None:
        self.field = field
        self.message = message
        self.code = code
        super().__init__(f"{field}: {render(message)}" if field else render(message))

    @property
    def reason(self) -> str:
        """The reason in English (the CLI's and the JSON's language)."""
        return render(self.message)

    @property
    def params(self) -> Mapping[str, Param]:
        """The code's parameters (the values named in the reason)."""
        return self.message.params if isinstance(self.message, Msg) else {}

    def render(self, language: str = "en") -> str:
        """``field: reason`` in ``language``."""
        reason = render(self.message, language)
        return f"{self.field}: {reason}" if self.field else reason

    def within(self, prefix: str) -> RecordError:
        """The same error with its field placed under ``prefix`` (e.g. ``deals[2]``)."""
        field = f"{prefix}.{self.field}" if self.field else prefix
        return type(self)(field, self.message, self.code)
