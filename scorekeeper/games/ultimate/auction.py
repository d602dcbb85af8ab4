"""Ultimate's auction log (``docs/rules/ultimate.md`` §Auction).

From the dealer's left each player bids or passes; a pass is final and each bid beats the
last. The last player left is the declarer, who may then raise (so the stake ``bid`` may be
higher than his last auction bid). Our reading: a last player left who has not bid yet still
speaks; if he passes too, all passed. House rule ``all_pass = dealer_bids`` forbids that pass.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Reader, Table, pass_or_bid
from scorekeeper.games.ultimate.deal import MAX_BID, Call, Contract, UltimateDeal
from scorekeeper.values import frozen
from scorekeeper.words.text import Join, Msg


@frozen
class AuctionEnd:
    """Where an auction log stopped: still bidding, the high bid and its bidder."""

    active: tuple[str, ...]
    high: int | None
    bidder: str | None

    @property
    def over(self) -> bool:
        return not self.active or (len(self.active) == 1 and self.bidder == self.active[0])


CALL_KEYS = ("player", "bid")  # docs/deal-format.md, common fields: ``bids``


def read_calls(r: Reader, table: Table) -> tuple[Call, ...]:
    entries = r.array("bids")
    return tuple(_read_call(Reader(e, f"bids[{i}]"), table) for i, e in enumerate(entries))


def _read_call(r: Reader, table: Table) -> Call:
    r.only(CALL_KEYS)
    player = r.player("player", table.players)
    return Call(player, pass_or_bid(r, "bid", table.rules["min_bid"], MAX_BID))


def run_auction(calls: Sequence[Call], table: Table) -> AuctionEnd:
    """Replay the log, checking turn order, rising bids and final passes."""
    n = len(table.players)
    state = AuctionEnd(tuple(table.after(table.dealer, k) for k in range(1, n + 1)), None, None)
    turn = 0
    for i, call in enumerate(calls):
        _check_turn(state, turn, call, f"bids[{i}]")
        state, turn = _apply(state, turn, call, f"bids[{i}]", table)
    return state


def _check_turn(state: AuctionEnd, turn: int, call: Call, path: str) -> None:
    if state.over:
        raise RecordError(path, Msg("comes after the auction was over"), Code.INVALID)
    expected = state.active[turn]
    if call.player != expected:
        reason = Msg(
            "it is {expected}'s turn, not {player}'s", expected=expected, player=call.player
        )
        raise RecordError(f"{path}.player", reason, Code.INVALID)


def _apply(
    state: AuctionEnd, turn: int, call: Call, path: str, table: Table
) -> tuple[AuctionEnd, int]:
    if call.bid is None:  # a pass is final
        active = state.active[:turn] + state.active[turn + 1 :]
        _check_dealer_pass(active, state, path, table)
        return AuctionEnd(active, state.high, state.bidder), turn % max(len(active), 1)
    if state.high is not None and call.bid <= state.high:
        reason = Msg("{bid} does not beat the bid of {high}", bid=call.bid, high=state.high)
        raise RecordError(f"{path}.bid", reason, Code.INVALID)
    return AuctionEnd(state.active, call.bid, call.player), (turn + 1) % len(state.active)


def _check_dealer_pass(active: tuple[str, ...], state: AuctionEnd, path: str, t: Table) -> None:
    if not active and state.bidder is None and t.rules["all_pass"] == "dealer_bids":
        reason = Msg("the dealer may not pass after all others did (house rule all_pass)")
        raise RecordError(f"{path}.bid", reason, Code.INVALID)


def check_auction(record: UltimateDeal, table: Table, finished: bool) -> None:
    if record.calls is None:
        return
    end = run_auction(record.calls, table)
    if not finished:
        return
    if not end.over:
        reason = Msg("the auction is not over: {players} still in", players=Join(end.active, ", "))
        raise RecordError("bids", reason, Code.INVALID)
    _check_winner(record.contract, end)


def _check_winner(c: Contract | None, end: AuctionEnd) -> None:
    if c is None:
        if end.bidder is not None:
            reason = Msg("is null but {bidder} won the auction", bidder=end.bidder)
            raise RecordError("declarer", reason, Code.MISMATCH)
        return
    if end.bidder != c.declarer:
        if end.bidder is None:
            reason = Msg(
                "{declarer} is not the auction's winner nobody (all passed)", declarer=c.declarer
            )
        else:
            reason = Msg(
                "{declarer} is not the auction's winner {winner}",
                declarer=c.declarer,
                winner=end.bidder,
            )
        raise RecordError("declarer", reason, Code.MISMATCH)
    if end.high is not None and c.bid < end.high:
        reason = Msg(
            "{bid} is below the winning bid {high}; the declarer may only raise",
            bid=c.bid,
            high=end.high,
        )
        raise RecordError("bid", reason, Code.INVALID)
