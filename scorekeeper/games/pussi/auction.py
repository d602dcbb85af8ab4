"""The ``bids`` auction log of Marjapussi and Huutopussi: the player after the
dealer speaks first, bids rise in steps of 5, a pass is final, the last player
left is the declarer (both rules files, "Auction and contract").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Reader, Table, check_player, pass_or_bid
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

BID_KEYS = frozenset({"player", "bid"})


@frozen
class BidEntry:
    """One auction entry: ``bid`` None is a pass."""

    player: str
    bid: int | None  # None = pass


# --- the auction log ------------------------------------------------------------


def parse_bids(
    raw: Any, table: Table, lo: int, hi: int, *, forced_opening: bool, complete: bool = True
) -> tuple[BidEntry, ...]:
    """Validate the ``bids`` log: turn order, passes final, rising bids."""
    if not isinstance(raw, list):
        why = Msg("must be a JSON array of {{player, bid}}")
        raise RecordError("bids", why, Code.NOT_ARRAY)
    entries = tuple(_bid_entry(item, i, table, lo, hi) for i, item in enumerate(raw))
    _check_turns(entries, table, forced_opening)
    if complete and not auction_over(entries, table):
        raise RecordError("bids", Msg("the log stops before the auction is over"), Code.INVALID)
    return entries


def _bid_entry(item: Any, i: int, table: Table, lo: int, hi: int) -> BidEntry:
    e = Reader(item, f"bids[{i}]")
    e.only(BID_KEYS)
    player = check_player(e.raw("player"), e.at("player"), table.players)
    return BidEntry(player, pass_or_bid(e, "bid", lo, hi, step=5))


def _check_turns(entries: Sequence[BidEntry], table: Table, forced: bool) -> None:
    passed: set[str] = set()
    standing: int | None = None
    seat = table.seat(table.dealer)
    for i, entry in enumerate(entries):
        if auction_over(entries[:i], table):
            raise RecordError(f"bids[{i}]", Msg("the auction was already over"), Code.INVALID)
        seat = _next_active(table, seat, passed)
        if entry.player != table.players[seat]:
            why = Msg("it was {player}'s turn", player=table.players[seat])
            raise RecordError(f"bids[{i}].player", why, Code.INVALID)
        standing = _check_bid(entry, i, standing, forced)
        if entry.bid is None:
            passed.add(entry.player)


def _next_active(table: Table, seat: int, passed: set[str]) -> int:
    n = len(table.players)
    return next(s % n for s in range(seat + 1, seat + n + 1) if table.players[s % n] not in passed)


def _check_bid(entry: BidEntry, i: int, standing: int | None, forced: bool) -> int | None:
    if entry.bid is None:
        if i == 0 and forced:
            raise RecordError("bids[0].bid", Msg("the first bidder may not pass"), Code.INVALID)
        return standing
    if standing is not None and entry.bid <= standing:
        why = Msg("{bid} is not higher than {standing}", bid=entry.bid, standing=standing)
        raise RecordError(f"bids[{i}].bid", why, Code.INVALID)
    return entry.bid


def auction_over(entries: Sequence[BidEntry], table: Table) -> bool:
    """Over when everyone passed, or all but one passed and someone bid."""
    passes = sum(e.bid is None for e in entries)
    n = len(table.players)
    return passes == n or (passes == n - 1 and auction_winner(entries) is not None)


def auction_winner(entries: Sequence[BidEntry]) -> BidEntry | None:
    """The last (= highest) bid, or None when nobody bid."""
    return next((e for e in reversed(entries) if e.bid is not None), None)


def check_auction_agrees(
    entries: Sequence[BidEntry], declarer: str | None, bid: int | None
) -> None:
    """The log's winner and final bid are the record's declarer and bid."""
    top = auction_winner(entries)
    if top is None and declarer is not None:
        why = Msg("does not match the auction log (everyone passed)")
        raise RecordError("declarer", why, Code.MISMATCH)
    if top is not None and top.player != declarer:
        assert top.bid is not None  # auction_winner returns a bid, never a pass
        why = Msg(
            "does not match the auction log ({player} won it with {bid})",
            player=top.player,
            bid=top.bid,
        )
        raise RecordError("declarer", why, Code.MISMATCH)
    if top is not None and top.bid != bid:
        assert top.bid is not None and bid is not None
        why = Msg(
            "{bid}, but the auction log ends with {player}'s {last}",
            bid=bid,
            player=top.player,
            last=top.bid,
        )
        raise RecordError("bid", why, Code.MISMATCH)


def bids_json(entries: Sequence[BidEntry]) -> list[dict[str, Any]]:
    return [{"player": e.player, "bid": "pass" if e.bid is None else e.bid} for e in entries]
