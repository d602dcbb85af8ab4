"""Changes to a session's deals, addressed by identity (``scorekeeper/session/store.py``),
applied and replayed in memory.

:func:`locate` finds where a change lands in the deals as stored now, or raises
:class:`StaleChangeError` when the deal it names (or the neighbours an insert
names) changed since they were seen; :func:`changed_deals` is the deal
records with the change made; :func:`checked_change` replays the session with
the change made, from the changed deal on, and gives the :class:`Checked` change
a store writes. Pure functions: the store reads and writes
(``scorekeeper/storage/deal_changes.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from scorekeeper.session.edit import moved_with_deals
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay, replay_from
from scorekeeper.session.store import (
    Checked,
    DealChange,
    DealRef,
    DeleteDeal,
    InsertDeal,
    ReplaceDeal,
    Snapshot,
    StaleChangeError,
)
from scorekeeper.words.text import Msg

T = TypeVar("T")


def checked_change(seen: Snapshot, change: DealChange, *, limits_checked: bool = False) -> Checked:
    """Replay the session of ``seen`` with ``change`` made, from the changed deal on
    (a change can make a later deal invalid, never an earlier one). A deal inserted
    or deleted before a rule change or a substitution moves it with its deals
    (``session.edit.moved_with_deals``): the session is then replayed whole, under
    the moved fields, which are written with the deal. ``limits_checked``: the
    change's deal has passed :func:`~scorekeeper.jsonio.check_limits` (as a store's
    private copy has), so it is not walked again; the deals after it were, by the
    replay of ``seen``."""
    record = seen.result.record
    at = locate(change, seen.deals)
    deals = changed_deals(change, record.deals, at)
    step = {InsertDeal: 1, DeleteDeal: -1}.get(type(change), 0)
    moved = moved_with_deals(record, at, step) if step else {}
    if moved:
        raw = record.to_json() | moved
        raw["deals"] = list(deals)
        result = replay(parse_session(raw))
    else:
        result = replay_from(seen.result, at, deals, limits_checked=limits_checked)
    return Checked(
        seen.session_id, seen.version, seen.deals, change, at, result, seen.created, moved or None
    )


def locate(change: DealChange, refs: Sequence[DealRef]) -> int:
    """The position the change applies to, in the deals ``refs`` describe."""
    if isinstance(change, InsertDeal) and change.at_end and change.deal_id is None:
        return len(refs)  # a new deal at the table: after whatever is last now
    ids = [ref.id for ref in refs]
    if isinstance(change, InsertDeal):
        if change.deal_id is not None and change.deal_id in ids:
            raise StaleChangeError(Msg("the deal is already in the session again"))
        return len(ids) if change.at_end else _gap(change, ids)
    target = change.target
    if target.id not in ids:
        raise StaleChangeError(Msg("the deal was deleted by another writer"))
    at = ids.index(target.id)
    if refs[at].version != target.version:
        raise StaleChangeError(Msg("deal {n} was changed by another writer", n=at + 1))
    return at


def _gap(change: InsertDeal, ids: list[int]) -> int:
    if change.after is not None and change.after not in ids:
        raise StaleChangeError(Msg("the deal before it was deleted by another writer"))
    at = 0 if change.after is None else ids.index(change.after) + 1
    following = ids[at] if at < len(ids) else None
    if following != change.before:
        raise StaleChangeError(
            Msg("another writer changed the deals around deal {n}; its place is gone", n=at + 1)
        )
    return at


def changed_deals(change: DealChange, deals: tuple[Any, ...], at: int) -> tuple[Any, ...]:
    """The deal records with the change made at ``at``."""
    if isinstance(change, InsertDeal):
        return spliced(deals, at, 0, dict(change.deal))
    if isinstance(change, ReplaceDeal):
        return spliced(deals, at, 1, dict(change.deal))
    return spliced(deals, at, 1)


def spliced(items: tuple[T, ...], at: int, remove: int, *new: T) -> tuple[T, ...]:
    """``items`` with the ``remove`` items at ``at`` replaced by ``new``, in one
    copy: a slice to a tuple's end is the tuple itself, so adding at the end of a
    long session copies it once, not once per step."""
    return items[:at] + new + items[at + remove :]
