"""Sub-commands this package adds to ``scorekeeper`` (imports stay lazy)."""

from __future__ import annotations

from typing import Any


def add_commands(sub: Any) -> None:
    """Register this package's sub-commands on the ``scorekeeper`` parser."""
