"""Huutopussi: a Finnish bidding game for 4 players in 2 teams, or 3 alone, to 500.

Rules: ``docs/rules/huutopussi.md`` (source: ``seeds/003_4375226d2c4547d8.txt``);
house rules: ``scorekeeper/games/huutopussi_rules.py`` and ``docs/games/huutopussi.md``.

A side's total is card points + last trick (20; option ``last_trick``) + its
marriages, a multiple of 5 under the seed's card values ("Scoring one deal";
option ``card_values``). Declarers: total ≥ contract → +contract, else −contract
(option ``declarer_no_trick``: a trickless declaring side pays twice the bid or
the contract). Opponents score their total, except **läpäri**: opponents with 0
points (option ``lapari="tricks"``: with no trick) score minus the declarer's
final bid (option ``lapari_cost``: the contract), not the contract. With 3
players each non-declarer scores his own total, and läpäri hits him only if the
declarer made the contract ("Three players"; option ``three_player_lapari``).

A redeal (three sixes, nothing above a jack) is ``thrown_in: true`` and scores 0
("Redeal"). Minus 500 (option ``bid_ban``: −250): a side at or below it may only
make the forced opening bid of 50; the app warns about any other bid of such a
side ("Auction and contract").

Our readings: a thrown-in deal carries no declarer, bid, contract or result, and
its ``bids`` log (if any) stops before the demanding player's first turn ends;
in 3-player play the 3 cards the declarer lays away count as his card points;
a marriage needs a trick its declarer led and won, with another lead after it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import TITLES, pussi
from scorekeeper.games import huutopussi_rules as house
from scorekeeper.games.base import (
    COMMON_KEYS,
    Context,
    DefaultStake,
    GameSpec,
    Outcome,
    Reader,
    Summary,
    Table,
    check_player,
    signed,
    thrown_in_outcome,
)
from scorekeeper.games.facts import NONE, DealFacts, Declared, GameFacts
from scorekeeper.games.pussi.entry import pussi_entry
from scorekeeper.values import frozen
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg, Param

MIN_BID = 50
PLAY_KEYS = ("declarer", "bid", "contract", "result")
KEYS = COMMON_KEYS | set(PLAY_KEYS)


@frozen
class Play:
    """A played Huutopussi deal: the declarer, the final bid and the contract."""

    declarer: str
    bid: int  # the final bid of the auction
    contract: int
    result: pussi.PussiResult


@frozen
class HuutopussiDeal:
    """A parsed Huutopussi deal (``play`` None: thrown in)."""

    play: Play | None  # None: thrown in (redeal)
    bids: tuple[pussi.BidEntry, ...] | None
    thrown_in: bool | None  # as written; None when left out


# --- parse -------------------------------------------------------------------


def parse(raw: Mapping[str, Any], table: Table) -> HuutopussiDeal:
    r = Reader(raw)
    r.only(KEYS)
    thrown_in = r.boolean("thrown_in") if "thrown_in" in raw else None
    if thrown_in:
        return HuutopussiDeal(None, _redeal_bids(raw, table), True)
    play = _play(r, table)
    bids = None
    if "bids" in raw:
        top = house.max_bid(table.rules)
        bids = pussi.parse_bids(raw["bids"], table, MIN_BID, top, forced_opening=True)
        pussi.check_auction_agrees(bids, play.declarer, play.bid)
    return HuutopussiDeal(play, bids, thrown_in)


def _play(r: Reader, table: Table) -> Play:
    declarer = r.raw("declarer")
    if declarer is None:
        why = Msg(
            "Huutopussi always has a declarer (the first bidder "
            "must bid); record a redeal as thrown_in: true"
        )
        raise RecordError("declarer", why, Code.INVALID)
    declarer = check_player(declarer, "declarer", table.players)
    top = house.max_bid(table.rules)  # option card_values, last_trick
    bid = r.integer("bid", MIN_BID, top, step=5)
    contract = r.integer("contract", MIN_BID, top, step=5)
    if contract < bid:
        why = Msg("{contract} is below the final bid {bid}", contract=contract, bid=bid)
        raise RecordError("contract", why, Code.INVALID)
    side = pussi.side_of(table, declarer)
    result = pussi.parse_result(
        r.sub("result"),
        table,
        house.deck(table.rules),
        side,
        led_to_declare=True,
        last_points=table.rules["last_trick"],
    )
    return Play(declarer, bid, contract, result)


def _redeal_bids(raw: Mapping[str, Any], table: Table) -> tuple[pussi.BidEntry, ...] | None:
    """A redeal is demanded at or before the demander's first turn ("Redeal")."""
    for key in PLAY_KEYS:
        if key in raw:
            why = Msg("a thrown-in deal (redeal) is not played: leave it out")
            raise RecordError(key, why, Code.INVALID)
    if "bids" not in raw:
        return None
    entries = pussi.parse_bids(
        raw["bids"], table, MIN_BID, house.max_bid(table.rules), forced_opening=True, complete=False
    )
    if len(entries) >= len(table.players):
        why = Msg(
            "a redeal must be demanded at or before the player's "
            "first turn, so at most {n} calls come before it",
            n=len(table.players) - 1,
        )
        raise RecordError("bids", why, Code.INVALID)
    return entries


def to_json(record: HuutopussiDeal) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if record.thrown_in is not None:
        out["thrown_in"] = record.thrown_in
    if record.play is not None:
        p = record.play
        out |= {
            "declarer": p.declarer,
            "bid": p.bid,
            "contract": p.contract,
            "result": pussi.result_json(p.result),
        }
    if record.bids is not None:
        out["bids"] = pussi.bids_json(record.bids)
    return out


# --- settle ------------------------------------------------------------------


def settle(record: HuutopussiDeal, table: Table, context: Context) -> Outcome:
    warnings = _minus_500_warnings(record, table, context)
    if record.play is None:
        return replace(thrown_in_outcome(table, Msg("redeal")), warnings=warnings)
    p, res = record.play, record.play.result
    d = pussi.side_of(table, p.declarer)
    made = contract_made(p, table)
    n = len(pussi.sides(table))
    scores = [0] * n
    scores[d] = p.contract if made else -p.contract
    lines = [pussi.total_line(table, res, s) for s in range(n)]
    if res.tricks[d] == 0 and table.rules["declarer_no_trick"] != "contract":
        scores[d], line = house.no_trick(table, p.bid, p.contract, d)
        lines.append(line)
    else:
        lines.append(_declarer_line(table, p, d, made, signed(scores[d])))
    for s in (s for s in range(n) if s != d):
        scores[s], why = _other_side(p, table, s, made=made)
        side = pussi.side_name(table, s)
        lines.append(Msg("{side}, {why} → {score}", side=side, why=why, score=signed(scores[s])))
    if made:
        word = Msg("made ({total})", total=res.total(d))
    else:
        word = Msg("missed ({total})", total=res.total(d))
    contract = Msg("{contract} (bid {bid})", contract=p.contract, bid=p.bid)
    summary = Summary(p.declarer, contract, word)
    return Outcome(pussi.team_deltas(table, scores), tuple(lines), summary, warnings)


def contract_made(play: Play, table: Table) -> bool:
    """Declarers: total ≥ contract ("Scoring one deal")."""
    return play.result.total(pussi.side_of(table, play.declarer)) >= play.contract


def _declarer_line(table: Table, p: Play, side: int, made: bool, score: str) -> Msg:
    """The declaring side's line (a team with 4 players, one player with 3)."""
    words: dict[str, Param] = {
        "side": pussi.side_name(table, side),
        "contract": p.contract,
        "bid": p.bid,
        "total": p.result.total(side),
        "score": score,
    }
    if len(table.players) == 4 and made:
        return Msg(
            "{side} (declarers), contract {contract} (bid {bid}) made with {total} → {score}",
            **words,
        )
    if len(table.players) == 4:
        return Msg(
            "{side} (declarers), contract {contract} (bid {bid}) missed with {total} → {score}",
            **words,
        )
    if made:
        return Msg(
            "{side} (declarer), contract {contract} (bid {bid}) made with {total} → {score}",
            **words,
        )
    return Msg(
        "{side} (declarer), contract {contract} (bid {bid}) missed with {total} → {score}",
        **words,
    )


def _other_side(p: Play, table: Table, side: int, *, made: bool) -> tuple[int, Msg]:
    """Opponents: their total, or läpäri ("Scoring one deal", "Three players");
    options ``lapari``, ``lapari_cost`` and ``three_player_lapari``."""
    res = p.result
    by_tricks = table.rules["lapari"] == "tricks"
    bare = res.tricks[side] == 0 if by_tricks else res.total(side) == 0
    always = table.rules["three_player_lapari"] == "always"
    if bare and (made or len(table.players) == 4 or always):
        cost, why = house.lapari(table, p.bid, p.contract, by_tricks=by_tricks)
        if not made and len(table.players) == 3:  # only under three_player_lapari: always
            why = Msg("{why}, although the declarer missed", why=why)
        return -cost, why
    if bare and by_tricks:
        return res.total(side), Msg("no trick but the declarer missed, so no läpäri")
    if bare:
        return res.total(side), Msg("0 points but the declarer missed, so no läpäri")
    return res.total(side), Msg("their total {total}", total=res.total(side))


def _minus_500_warnings(record: HuutopussiDeal, table: Table, context: Context) -> tuple[Msg, ...]:
    """The calls the bid ban looks at: the auction log's bids, or without a log the
    winning bid (call 0 when the declarer opened the auction)."""
    if record.bids is not None:
        calls = [(i, e.player, e.bid) for i, e in enumerate(record.bids) if e.bid is not None]
    elif record.play is not None:  # no log: only the winning bid is known
        i = 0 if record.play.declarer == table.after(table.dealer) else 1
        calls = [(i, record.play.declarer, record.play.bid)]
    else:
        return ()
    return house.bid_ban_warnings(calls, table, context)


# --- league facts ------------------------------------------------------------
# docs/league.md "Statistics": the declarer's contract, made when his side's total
# reached it (a redeal declares nothing). Huutopussi has no kontra.

CONTRACT_KEY = "huutopussi:game"


def deal_facts(deal: HuutopussiDeal, table: Table) -> DealFacts:
    if deal.play is None:  # redeal
        return NONE
    made = contract_made(deal.play, table)
    return DealFacts((Declared(deal.play.declarer, CONTRACT_KEY, made),))


# One contract a deal: the sheet names it by its number; the word is "Contract".
FACTS: GameFacts[HuutopussiDeal] = GameFacts({CONTRACT_KEY: glossary.CONTRACT}, deal_facts)

ENTRY = pussi_entry(
    card_totals={k: d.total for k, d in house.DECKS.items()},
    default_total=house.DECKS["10-10-5-5-5"].total,
    max_kontra=None,
    may_pass_out=False,
    has_redeal=True,
    opening_bid=None,
)


SPEC: GameSpec[HuutopussiDeal] = GameSpec(
    id="huutopussi",
    title=TITLES["huutopussi"],
    player_counts=(3, 4),
    options=house.OPTIONS,
    presets=house.PRESETS,
    parse=parse,
    settle=settle,
    to_json=to_json,
    zero_sum=False,
    target=500,
    # As Marjapussi: a race to 500, won or lost; 1 EUR per lost game.
    default_stake=DefaultStake("1", "per-game"),
    partnerships=pussi.PARTNERSHIPS,
    record_fields=KEYS - COMMON_KEYS,
    name_fields=("declarer",),
    facts_from=lambda: FACTS,
    entry_from=lambda: ENTRY,
)
