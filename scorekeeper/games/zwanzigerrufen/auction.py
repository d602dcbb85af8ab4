"""The optional auction log ``bids`` of a Zwanzigerrufen deal (rules "Contracts").

Our reading of the seed's auction: forehand (the player after the dealer) opens
and must bid: a normal game, written as the tarock he calls or ``"normal"``, or
a solo. Then the players bid in turn; a bid must be a higher game (normal <
suit solo < solo); a pass is final. The auction ends when all but the highest
bidder have passed; he is the declarer, his bid the contract.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Reader, Table
from scorekeeper.words.text import Join, Msg

from .record import TAROCKS, Bid, Contract, Played, bid_name

PASS = "pass"
_RANK = {Contract.NORMAL: 1, Contract.SUIT_SOLO: 2, Contract.SOLO: 3}
BIDS = (PASS, Contract.NORMAL.value, *TAROCKS, Contract.SUIT_SOLO.value, Contract.SOLO.value)


def bid_contract(bid: str) -> Contract:
    """The contract a (non-pass) bid asks for: a called tarock is a normal game."""
    return Contract.NORMAL if bid in TAROCKS else Contract(bid)


@dataclass
class _Auction:
    """The auction as it goes: the order, who is still in, the highest bid."""

    order: tuple[str, ...]  # seats from forehand on
    active: list[str] = field(default_factory=list)
    high: Bid | None = None
    turn: int = 0

    @property
    def over(self) -> bool:
        return self.high is not None and self.active == [self.high.player]

    def expected(self) -> str:
        while self.order[self.turn % len(self.order)] not in self.active:
            self.turn += 1
        return self.order[self.turn % len(self.order)]

    def take(self, bid: Bid) -> None:
        if bid.bid == PASS:
            self.active.remove(bid.player)
        else:
            self.high = bid
        self.turn += 1


def check_auction(raw: list[Any], table: Table, record: Played) -> tuple[Bid, ...]:
    if not raw:
        raise RecordError("bids", Msg("the auction log is empty: forehand opens it"))
    forehand = table.after(table.dealer)
    order = tuple(table.after(forehand, i) for i in range(len(table.players)))
    auction = _Auction(order, list(order))
    bids = tuple(_entry(raw, i, table) for i in range(len(raw)))
    for i, bid in enumerate(bids):
        _check_turn(auction, i, bid)
        _check_bid(auction, i, bid)
        auction.take(bid)
    _check_end(auction, record)
    return bids


def _entry(raw: list[Any], i: int, table: Table) -> Bid:
    e = Reader(raw[i], f"bids[{i}]")
    e.only(("player", "bid"))
    return Bid(e.player("player", table.players), e.choice("bid", BIDS))


def _check_turn(auction: _Auction, i: int, bid: Bid) -> None:
    if auction.over:
        assert auction.high is not None
        raise RecordError(
            f"bids[{i}]",
            Msg("the auction was over: {player} had won it", player=auction.high.player),
        )
    if bid.player not in auction.active:
        raise RecordError(
            f"bids[{i}].player",
            Msg("{player} had passed, and a pass is final", player=bid.player),
        )
    expected = auction.expected()
    if bid.player != expected:
        raise RecordError(f"bids[{i}].player", Msg("it is {player}'s turn to bid", player=expected))


def _check_bid(auction: _Auction, i: int, bid: Bid) -> None:
    path = f"bids[{i}].bid"
    if i == 0 and bid.bid == PASS:
        raise RecordError(
            path, Msg("forehand must open: call a tarock (a normal game) or bid a solo")
        )
    if bid.bid == PASS:
        return
    contract = bid_contract(bid.bid)
    if contract is Contract.NORMAL and i > 0:
        raise RecordError(path, Msg("only forehand's opening bid can be a normal game"))
    if auction.high is not None and _RANK[contract] <= _RANK[bid_contract(auction.high.bid)]:
        raise RecordError(
            path,
            Msg(
                "{bid} does not outbid {high}",
                bid=bid_name(bid.bid),
                high=bid_name(auction.high.bid),
            ),
        )


def _check_end(auction: _Auction, record: Played) -> None:
    if not auction.over:
        waiting = [p for p in auction.active if auction.high is None or p != auction.high.player]
        raise RecordError(
            "bids",
            Msg("the auction is not finished: {players} must pass", players=Join(waiting, ", ")),
        )
    high = auction.high
    assert high is not None
    if high.player != record.declarer:
        raise RecordError(
            "bids",
            Msg(
                "{winner} won the auction, but the declarer is {declarer}",
                winner=high.player,
                declarer=record.declarer,
            ),
            Code.MISMATCH,
        )
    if bid_contract(high.bid) is not record.contract:
        raise RecordError(
            "bids",
            Msg(
                "the auction was won with {bid}, but the contract is {contract}",
                bid=bid_name(high.bid),
                contract=bid_name(record.contract.value),
            ),
            Code.MISMATCH,
        )
    if high.bid in TAROCKS and high.bid != record.called:
        raise RecordError(
            "bids",
            Msg(
                "forehand called {bid} in the auction, but called is {called}",
                bid=high.bid,
                called=str(record.called),
            ),
            Code.MISMATCH,
        )
