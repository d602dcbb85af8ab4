"""The optional auction log of an Ulti deal (docs/rules/ulti.md "Contract components").

``bids`` = ``[{"player": P, "bid": B}, ...]`` with B = ``"pass"`` or
``{"contract": [...], "hearts": BOOL}`` (one row of the bid table; ``hearts``
picks the hearts row and is false for no-trump rows). The active players speak
in turn, starting with the player after the dealer (with 4 at the table the
dealer sits out). The first bidder must bid; a pass is not final; every bid is
of strictly higher rank than the standing one; three passes in a row end it.
An entry or a bid with any other field is refused as unknown.
The last bidder is the soloist and his last bid is the contract.

Our reading: the log may stop after the two passes that follow the last bid
(the soloist's own closing pass may be left out); an auction that had not
reached that point is an error.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Reader, check_player
from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind, find_row, kind_for
from scorekeeper.games.ulti.contract import read_components, refuse_four_aces
from scorekeeper.games.ulti.names import row_text
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

_ENTRY_FIELDS = ("player", "bid")
_BID_FIELDS = ("contract", "hearts")


@frozen
class BidEntry:
    """One call: ``row`` is None for a pass; ``contract`` keeps the order given."""

    player: str
    row: BidRow | None = None
    contract: tuple[Component, ...] = ()
    hearts: bool = False

    def to_json(self) -> dict[str, Any]:
        if self.row is None:
            return {"player": self.player, "bid": "pass"}
        bid = {"contract": [c.value for c in self.contract], "hearts": self.hearts}
        return {"player": self.player, "bid": bid}


def read_bids(raw: Any, players: Sequence[str], four_aces: bool = True) -> tuple[BidEntry, ...]:
    """``four_aces``: the house rule ``four_aces_bid`` (false: no bid may hold it)."""
    if not isinstance(raw, list):
        raise RecordError("bids", Msg("must be a JSON array"), Code.NOT_ARRAY)
    return tuple(
        _entry(Reader(item, f"bids[{i}]"), players, four_aces) for i, item in enumerate(raw)
    )


def _entry(r: Reader, players: Sequence[str], four_aces: bool) -> BidEntry:
    r.only(_ENTRY_FIELDS)
    player = check_player(r.raw("player"), r.at("player"), players)
    if r.raw("bid") == "pass":
        return BidEntry(player)
    bid = r.sub("bid")
    bid.only(_BID_FIELDS)
    contract = read_components(bid.raw("contract"), bid.at("contract"))
    if not four_aces:
        refuse_four_aces(contract, bid.at("contract"))
    hearts = bid.boolean("hearts")
    kind = kind_for(contract, hearts)
    if kind is Kind.NO_TRUMP and hearts:
        raise RecordError(bid.at("hearts"), Msg("a no-trump bid cannot be in hearts"), Code.INVALID)
    row = find_row(contract, kind)
    if row is None:
        raise RecordError(bid.at("contract"), Msg("is not a row of the bid table"), Code.INVALID)
    return BidEntry(player, row, contract, hearts)


def check_auction(
    bids: Sequence[BidEntry], order: Sequence[str], soloist: str, row: BidRow
) -> None:
    """``order``: the active players, first bidder first."""
    if not bids:
        reason = Msg("the first bidder must bid, so the log cannot be empty")
        raise RecordError("bids", reason, Code.INVALID)
    for i, entry in enumerate(bids):
        _check_turn(entry, i, order)
    last = _check_calls(bids)
    _check_winner(bids, last, soloist, row)


def _check_turn(entry: BidEntry, i: int, order: Sequence[str]) -> None:
    expected = order[i % len(order)]
    if entry.player not in order:
        reason = Msg("{player} deals and sits out this deal", player=entry.player)
        raise RecordError(f"bids[{i}].player", reason, Code.INVALID)
    if entry.player != expected:
        reason = Msg("it was {player}'s turn", player=expected)
        raise RecordError(f"bids[{i}].player", reason, Code.INVALID)


def _check_calls(bids: Sequence[BidEntry]) -> int:
    """Walk the calls; return the index of the last bid."""
    passes, last = 0, -1
    for i, entry in enumerate(bids):
        if passes == 3:
            reason = Msg("the auction ended with three passes in a row")
            raise RecordError(f"bids[{i}]", reason, Code.INVALID)
        if entry.row is None:
            if i == 0:
                raise RecordError("bids[0].bid", Msg("the first bidder must bid"), Code.INVALID)
            passes += 1
            continue
        _check_rising(bids, last, i)
        passes, last = 0, i
    if passes < 2:
        reason = Msg("the auction is not over: the other two players must pass")
        raise RecordError("bids", reason, Code.INVALID)
    return last


def _check_rising(bids: Sequence[BidEntry], last: int, i: int) -> None:
    new, old = bids[i].row, bids[last].row if last >= 0 else None
    if new is None or old is None or new.rank > old.rank:
        return
    reason = Msg(
        "{bid} (rank {rank}) does not beat {standing} (rank {standing_rank})",
        bid=row_text(new),
        rank=new.rank,
        standing=row_text(old),
        standing_rank=old.rank,
    )
    raise RecordError(f"bids[{i}].bid", reason, Code.INVALID)


def _check_winner(bids: Sequence[BidEntry], last: int, soloist: str, row: BidRow) -> None:
    entry = bids[last]
    if entry.player != soloist:
        reason = Msg("{player} bid last, not {soloist}", player=entry.player, soloist=soloist)
        raise RecordError(f"bids[{last}].player", reason, Code.MISMATCH)
    if entry.row != row:
        label = row_text(entry.row) if entry.row else Msg("pass")
        reason = Msg(
            "the last bid {bid} is not the contract {contract}", bid=label, contract=row_text(row)
        )
        raise RecordError(f"bids[{last}].bid", reason, Code.MISMATCH)
