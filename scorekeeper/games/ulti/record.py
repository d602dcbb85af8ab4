"""An Ulti deal record: JSON (docs/deal-format.md "ulti") -> frozen record -> JSON.

Game fields: ``soloist``, ``contract``, ``trump``, ``kontra`` (optional),
``result`` or ``surrender: true``, ``bids`` (optional), ``thrown_in``
(optional). With 4 at the table the dealer sits out (docs/rules/ulti.md "Table"):
he cannot be the soloist, bid, or appear in the result. Optional fields are
written back only when they were given, so parse -> to_json gives the input.
Records are strict: a field that is none of these (at any depth) is refused
with ``Code.UNKNOWN_FIELD``, naming it.

House rules read here: ``max_kontra`` (kontra levels above it are refused) and
``four_aces_bid`` (false: a contract or bid holding four aces is refused).

Our readings: ``thrown_in: true`` (a misdeal, dealt again) carries no other
game field; ``kontra`` may be recorded with ``surrender`` (it is then ignored,
with a warning: the surrender is paid unmultiplied).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import COMMON_KEYS, Reader, Table, check_player
from scorekeeper.games.ulti.auction import BidEntry, check_auction, read_bids
from scorekeeper.games.ulti.bidtable import BidRow, Component, Kind, Suit
from scorekeeper.games.ulti.checks import check_result
from scorekeeper.games.ulti.contract import read_components, read_trump, refuse_four_aces
from scorekeeper.games.ulti.kontra import Kontra, parse_kontra
from scorekeeper.games.ulti.result import Result, read_result, result_to_json
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

_GAME_FIELDS = ("soloist", "contract", "trump", "kontra", "surrender", "result", "bids")
# The common fields (read by ``scorekeeper.games.parse_deal``) and ours: any other
# field is refused, so a misspelt ``kontar`` is not scored as if it were absent.
FIELDS = COMMON_KEYS | set(_GAME_FIELDS)


@frozen
class ThrownIn:
    """A deal recorded but not played."""


@frozen
class UltiDeal:
    """A parsed Ulti deal: the soloist, the defenders, the contract and the result."""

    soloist: str
    defenders: tuple[str, ...]
    contract: tuple[Component, ...]
    row: BidRow
    trump: Suit | None
    result: Result | None  # None when the soloist surrendered
    kontra: tuple[Kontra, ...] | None = None
    surrender: bool | None = None
    bids: tuple[BidEntry, ...] | None = None
    thrown_in: bool | None = None  # given as false
    trump_given: bool = True

    @property
    def surrendered(self) -> bool:
        return bool(self.surrender)

    @property
    def kontras(self) -> tuple[Kontra, ...]:
        return self.kontra or ()


UltiRecord = ThrownIn | UltiDeal


def active_players(table: Table) -> tuple[str, ...]:
    """Who plays this deal, in bidding order: the dealer's next player first;
    with 4 at the table the dealer sits out (docs/rules/ulti.md "Table")."""
    players = table.players
    first = players.index(table.dealer) + 1  # the seat after the dealer's
    return (players[first:] + players[:first])[:3]


def parse(raw: Mapping[str, Any], table: Table) -> UltiRecord:
    r = Reader(raw)
    r.only(FIELDS)
    thrown = r.boolean("thrown_in") if "thrown_in" in raw else None
    if thrown:
        return _thrown_in(r)
    active = active_players(table)
    soloist = _soloist(r, table, active)
    contract = read_components(r.raw("contract"), "contract")
    if not table.rules["four_aces_bid"]:
        refuse_four_aces(contract, "contract")
    row, trump = read_trump(r, contract)
    defenders = tuple([p for p in table.players if p in active and p != soloist])
    surrender = r.boolean("surrender") if "surrender" in raw else None
    return UltiDeal(
        soloist, defenders, contract, row, trump,
        result=_result(r, bool(surrender), soloist, row, trump, active),
        kontra=_kontra(raw, contract, defenders, table),
        surrender=surrender,
        bids=_bids(raw, table, active, soloist, row),
        thrown_in=thrown,
        trump_given="trump" in raw,
    )  # fmt: skip


def _kontra(
    raw: Mapping[str, Any], contract: tuple[Component, ...], defenders: tuple[str, ...],
    table: Table,
) -> tuple[Kontra, ...] | None:  # fmt: skip
    if "kontra" not in raw:
        return None
    return parse_kontra(raw["kontra"], contract, defenders, table.rules["max_kontra"])


def _thrown_in(r: Reader) -> ThrownIn:
    for key in _GAME_FIELDS:
        # null is none of a game field; ``bids``, every game's, is a log or left out
        if r.has(key) or (key == "bids" and key in r.data):
            reason = Msg("a thrown-in deal is not played, so it has none")
            raise RecordError(key, reason, Code.INVALID)
    return ThrownIn()


def _soloist(r: Reader, table: Table, active: tuple[str, ...]) -> str:
    name = check_player(r.raw("soloist"), "soloist", table.players)
    if name not in active:
        reason = Msg("{player} deals and sits out this deal", player=name)
        raise RecordError("soloist", reason, Code.INVALID)
    return name


def _result(
    r: Reader, surrender: bool, soloist: str, row: BidRow, trump: Suit | None,
    active: tuple[str, ...],
) -> Result | None:  # fmt: skip
    if surrender:
        if "result" in r.data:
            reason = Msg("the soloist surrendered, so there is no result")
            raise RecordError("result", reason, Code.INVALID)
        return None
    need_aces = Component.FOUR_ACES in row.components
    result = read_result(
        r.sub("result"), active, trump=row.kind is not Kind.NO_TRUMP, need_aces=need_aces
    )
    check_result(result, soloist, row, trump)
    return result


def _bids(
    raw: Mapping[str, Any], table: Table, active: tuple[str, ...], soloist: str, row: BidRow
) -> tuple[BidEntry, ...] | None:
    if "bids" not in raw:
        return None
    bids = read_bids(raw["bids"], table.players, table.rules["four_aces_bid"])
    check_auction(bids, active, soloist, row)
    return bids


def to_json(record: UltiRecord) -> dict[str, Any]:
    if isinstance(record, ThrownIn):
        return {"thrown_in": True}
    out: dict[str, Any] = {
        "soloist": record.soloist,
        "contract": [c.value for c in record.contract],
    }
    if record.trump_given:
        out["trump"] = record.trump.value if record.trump else None
    if record.kontra is not None:
        out["kontra"] = {k.component.value: k.to_json() for k in record.kontra}
    if record.surrender is not None:
        out["surrender"] = record.surrender
    if record.result is not None:
        out["result"] = result_to_json(record.result)
    if record.bids is not None:
        out["bids"] = [entry.to_json() for entry in record.bids]
    if record.thrown_in is not None:
        out["thrown_in"] = record.thrown_in
    return out
