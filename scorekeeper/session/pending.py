"""Pending deals (issue 26): a deal entered on a phone is not in the sheet until
an opponent of the declaring side, at that table, accepts it (the Bridgemate
habit: the scorer enters, an opponent reads and taps Accept). After acceptance
only the organiser corrects it (the window, like any stored deal).

Who may accept (:func:`may_accept`): a player seated at the deal who is not on
the declaring side. The declaring side is the declarer, the declarer's partners
of the game's fixed sides (``game.teams``), and whoever the deal scored exactly
as the declarer (a partner of that deal, as a called partner). A deal without a
declarer (all passed, thrown in) may be accepted by any player seated at it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.session.record import SessionRecord
from scorekeeper.session.replay import DealRow

PENDING, ACCEPTED, CANCELLED = "pending", "accepted", "cancelled"
CORRECTED, DELETED = "corrected", "deleted"  # what the organiser did to a stored deal


@dataclass(frozen=True)
class PendingDeal:
    """A deal entered on a phone, waiting (or decided: ``state``)."""

    id: str  # its uuid; once accepted, the stored deal's uuid too
    session_id: int
    record: dict[str, Any]
    device: str  # the device that entered it
    created_at: datetime
    state: str = PENDING
    decided_by: str | None = None  # the player who accepted it
    decided_device: str | None = None  # the device that accepted or cancelled it
    decided_at: datetime | None = None


@dataclass(frozen=True)
class Correction:
    """A stored deal corrected (or deleted) by the organiser after acceptance: an
    ordinary edit of the session, kept with the device that made it."""

    session_id: int
    deal_id: str  # the deal's uuid
    position: int  # its 0-based place in the session when it was corrected
    action: str  # CORRECTED or DELETED
    before: dict[str, Any]  # the deal's record as it was
    after: dict[str, Any] | None  # as corrected; None: deleted
    device: str  # the device that made the correction
    made_at: datetime


def declaring_side(row: DealRow, record: SessionRecord) -> frozenset[str]:
    """The declarer and their partners at ``row`` (empty: nobody declared)."""
    declarer = row.outcome.summary.declarer
    if not declarer:
        return frozenset()
    seated = row.deal.table.players
    side = {p for team in record.game.teams(seated) if declarer in team for p in team}
    deltas = row.outcome.deltas
    mine = deltas.get(declarer, 0)
    if mine != 0:
        side |= {p for p in seated if deltas.get(p, 0) == mine}
    return frozenset(side | {declarer})


def may_accept(row: DealRow, record: SessionRecord, player: object) -> None:
    """Raise ``RecordError`` (field ``by``) unless ``player`` may accept ``row``."""
    seated = row.deal.table.players
    if not isinstance(player, str) or player not in seated:
        raise RecordError("by", f"{player!r} is not seated at this deal")
    if player in declaring_side(row, record):
        raise RecordError("by", f"{player} is on the declaring side: an opponent accepts")
