"""Ultimate's JSON deal record (``docs/deal-format.md`` §ultimate): parse and write back.

A deal that names a ``partner_card`` is a partner deal even when the session's
``partner_variant`` option is off (the spec's own example is written so); with the
option on, every played deal must name one.

Optional fields written as null (``partner_card``/``partner`` outside the partner variant,
the contract fields of a deal nobody played) are accepted and echoed back by ``to_json``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import COMMON_KEYS, Reader, Table, check_player
from scorekeeper.games.ultimate.auction import check_auction, read_calls
from scorekeeper.games.ultimate.deal import (
    MAX_BID,
    MAX_POINTS,
    MIN_POINTS,
    Call,
    Contract,
    Suit,
    UltimateDeal,
)
from scorekeeper.words.text import Msg

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# A card: a rank and a suit, "QH", "10S" (docs/deal-format.md §ultimate).
_CARD_RANKS = frozenset(("A", "K", "Q", "J", "10", "T", *"23456789"))
_CARD_SUITS = frozenset("HDCS")
_CONTRACT_KEYS = ("bid", "trump", "partner_card", "partner", "result")
# Every field an Ultimate deal may hold (docs/deal-format.md, common fields and §ultimate);
# anything else, at any depth, is refused: a misspelt field must not be scored as absent.
KEYS = COMMON_KEYS | {"declarer", *_CONTRACT_KEYS}
RESULT_KEYS = ("declarer_points",)


def parse(raw: Mapping[str, Any], table: Table) -> UltimateDeal:
    r = Reader(raw)
    r.only(KEYS)
    thrown_in = r.boolean("thrown_in") if "thrown_in" in raw else None
    calls = read_calls(r, table) if "bids" in raw else None
    if thrown_in:
        deal = UltimateDeal(None, calls, thrown_in, _empty_fields(r, ("declarer", *_CONTRACT_KEYS)))
    else:
        deal = _with_nulls(_read_contract(r, table), calls, r, table, thrown_in)
    check_auction(deal, table, finished=not thrown_in)
    return deal


_NO_PARTNER_CARD = ("partner_card", "partner")
_NEEDS_CARD = Msg("needs a partner_card (the partner variant)")
_NOBODY_PLAYED = Msg("must be left out: nobody played this deal")


def _with_nulls(
    contract: Contract | None,
    calls: tuple[Call, ...] | None,
    r: Reader,
    table: Table,
    given: bool | None,
) -> UltimateDeal:
    if contract is not None:
        if contract.partner_card is not None:
            return UltimateDeal(contract, calls, given, ())
        nulls = _empty_fields(r, _NO_PARTNER_CARD, _NEEDS_CARD)
        return UltimateDeal(contract, calls, given, nulls)
    if table.rules["all_pass"] == "dealer_bids":
        reason = Msg("is null, but with all_pass = dealer_bids someone plays")
        raise RecordError("declarer", reason, Code.INVALID)
    if given is False:
        reason = Msg("is false, but all passed, which throws the deal in")
        raise RecordError("thrown_in", reason, Code.MISMATCH)
    return UltimateDeal(None, calls, given, ("declarer", *_empty_fields(r, _CONTRACT_KEYS)))


def _empty_fields(r: Reader, keys: Sequence[str], why: Msg = _NOBODY_PLAYED) -> tuple[str, ...]:
    """Keys that must be left out (or null) here; returns those written as null."""
    data = r.data
    for key in keys:
        if key in data and data[key] is not None:
            raise RecordError(r.at(key), why, Code.INVALID)
    return tuple([key for key in keys if key in data])


def _read_contract(r: Reader, table: Table) -> Contract | None:
    r.raw("declarer")  # the key itself is required: null means all passed
    declarer = r.player("declarer", table.players, default=None)
    if declarer is None:
        return None
    card, partner = _read_partner(r, table, declarer)
    return Contract(
        declarer,
        r.integer("bid", table.rules["min_bid"], MAX_BID),
        _read_trump(r),
        card,
        partner,
        _read_points(r.sub("result")),
    )


def _read_points(result: Reader) -> int:
    result.only(RESULT_KEYS)
    return result.integer("declarer_points", MIN_POINTS, MAX_POINTS)


_SUITS = {suit.value: suit for suit in Suit}


def _read_trump(r: Reader) -> Suit:
    value = r.raw("trump")
    if isinstance(value, str) and value in _SUITS:
        return _SUITS[value]
    names = ", ".join(s.value for s in Suit)  # JSON values: the same in every language
    reason = Msg(
        "{value} is not a trump suit ({names}; never no-trump)",
        value=json.dumps(value),
        names=names,
    )
    raise RecordError("trump", reason, Code.NOT_CHOICE)


def _partner_played(r: Reader, table: Table) -> bool:
    """The partner variant is on for the session, or this deal names a card (the spec's
    example records a partner deal without the option: the record itself says so)."""
    return bool(table.rules["partner_variant"]) or r.has("partner_card")


def _read_partner(r: Reader, table: Table, declarer: str) -> tuple[str | None, str | None]:
    if not _partner_played(r, table):
        return None, None  # then a partner must be absent too: see _with_nulls
    card = r.raw("partner_card")
    if not isinstance(card, str) or not (card[:-1] in _CARD_RANKS and card[-1:] in _CARD_SUITS):
        reason = Msg(
            "{value} is not a card like QH or 10S (A K Q J 10/T 9-2 + H D C S)",
            value=json.dumps(card),
        )
        raise RecordError("partner_card", reason, Code.NOT_CHOICE)
    partner = r.raw("partner")
    if partner is None:
        return card, None
    partner = check_player(partner, "partner", table.players)
    if partner == declarer:
        reason = Msg("is the declarer; his own card means partner null")
        raise RecordError("partner", reason, Code.INVALID)
    return card, partner


# --- writing the record back -------------------------------------------------------


def to_json(deal: UltimateDeal) -> dict[str, Any]:
    out: dict[str, Any] = {} if deal.thrown_in is None else {"thrown_in": deal.thrown_in}
    if deal.contract is not None:
        out.update(_contract_json(deal.contract))
    out.update({key: None for key in deal.nulls})
    if deal.calls is not None:
        out["bids"] = [
            {"player": c.player, "bid": "pass" if c.bid is None else c.bid} for c in deal.calls
        ]
    return out


def _contract_json(c: Contract) -> dict[str, Any]:
    out: dict[str, Any] = {"declarer": c.declarer, "bid": c.bid, "trump": c.trump.value}
    if c.partner_card is not None:
        out.update(partner_card=c.partner_card, partner=c.partner)
    out["result"] = {"declarer_points": c.points}
    return out
