"""Errors raised for impossible records.

Every error names the field (a dotted path into the JSON record, e.g.
``deals[3].result.soloist_points``) and the reason, so the CLI and the window
can show one clear line and point at the right place.
"""

from __future__ import annotations


class RecordError(ValueError):
    """A record that cannot be right: ``field`` is the JSON path, ``reason`` says why."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason

    def within(self, prefix: str) -> RecordError:
        """The same error with its field placed under ``prefix`` (e.g. ``deals[2]``)."""
        field = f"{prefix}.{self.field}" if self.field else prefix
        return type(self)(field, self.reason)
