"""The deals entered on phones as the window shows them (issue 26;
``docs/serve.md``): a pending deal in words, who made a step, and the deals
accepted from phones that the window puts in its undo history.

- :func:`pending_lines`: each pending deal of a session checked **as the
  session's next deal now** (the same check as accepting it) and described as
  the sheet would describe it (:func:`~scorekeeper.sheet.model.sheet_row`); a
  deal that no longer fits there (another deal was stored meanwhile) says why.
- :func:`device_words`: the device a step came from, in words (the server names
  a phone ``phone <id>``, a program holding a link's token ``program``, the
  organiser ``organiser``: :func:`phone_device`, :data:`PROGRAM`, :data:`ORGANISER`).
- :func:`accepted_steps`: the deals accepted from phones not seen before, each
  with the stored deal's identity (row id and version) and place, so an undo
  step can remove it like any deal.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.session.pending import ACCEPTED, PendingDeal
from scorekeeper.session.store import DealRef, InsertDeal, SessionStore
from scorekeeper.sheet.model import SheetRow, sheet_row
from scorekeeper.words.text import Msg

PROGRAM = "program"  # a program that sent a score link's token
ORGANISER = "organiser"  # the organiser (the organiser's page or the window)
_PHONE = "phone "


def phone_device(device_id: str) -> str:
    """How a step made by the phone ``device_id`` names its device."""
    return _PHONE + device_id


def device_words(device: str) -> Msg:
    """``device`` (as a step names it) in words: "phone 3f9a…", "a program"."""
    if device.startswith(_PHONE):
        return Msg("phone {id}", id=device.removeprefix(_PHONE))
    if device == PROGRAM:
        return Msg("a program")
    if device == ORGANISER:
        return Msg("the organiser")
    return Msg("{device}", device=device)


@dataclass(frozen=True)
class PendingLine:
    """A pending deal as the laptop shows it: ``row`` is the deal as the session's
    next deal now, or ``None`` with ``refused`` saying why it no longer fits."""

    pending: PendingDeal
    row: SheetRow | None
    refused: RecordError | None = None


def pending_lines(store: SessionStore, session_id: int) -> list[PendingLine]:
    """The session's pending deals, oldest first, each in words."""
    return [_line(store, p) for p in store.pending_deals(session_id)]


def _line(store: SessionStore, pending: PendingDeal) -> PendingLine:
    try:
        checked = store.check(pending.session_id, InsertDeal(pending.record, at_end=True))
    except RecordError as err:
        return PendingLine(pending, None, err)
    result = checked.result
    return PendingLine(pending, sheet_row(result.rows[checked.position], result.record))


@dataclass(frozen=True)
class PhoneStep:
    """A deal accepted from a phone, as stored: its place in the session (0-based),
    its identity and record (without its ``id``: a redo stores it again)."""

    pending: PendingDeal
    position: int
    ref: DealRef
    deal: dict[str, Any]


def accepted_steps(
    store: SessionStore, session_id: int, seen: Collection[str]
) -> list[PhoneStep] | None:
    """The deals of ``session_id`` accepted from phones whose pending id is not in
    ``seen`` and that are still stored, oldest first; ``None`` when the session
    changed while it was read (ask again at the next look)."""
    fresh = [
        p for p in store.pending_history(session_id) if p.state == ACCEPTED and p.id not in seen
    ]
    if not fresh:
        return []
    version = store.version(session_id)
    record = store.session_json(session_id)
    snapshot = store.snapshot(session_id)
    deals = record.get("deals", [])
    if snapshot.version != version or len(deals) != len(snapshot.deals):
        return None
    places = {d.get("id"): i for i, d in enumerate(deals) if isinstance(d, dict)}
    return [_step(p, places[p.id], snapshot.deals, deals) for p in fresh if p.id in places]


def _step(pending: PendingDeal, at: int, refs: tuple[DealRef, ...], deals: list[Any]) -> PhoneStep:
    deal = {k: v for k, v in deals[at].items() if k != "id"}
    return PhoneStep(pending, at, refs[at], deal)
