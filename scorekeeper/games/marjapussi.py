"""Marjapussi: a Finnish bidding game for 4 players in 2 teams, played to 500.

Rules: ``rules/marjapussi.md`` (source: ``seeds/001_c81bc0ce17870390.txt``).

A team's total is card points + last trick (20) + its marriages, rounded to the
nearest 5 (…1, 2 down; 3, 4, 6, 7 to 5; 8, 9 up); whether the contract was reached
is judged on the unrounded total ("Scoring one deal"):

1. both teams took a trick: declarers ±contract, opponents their rounded total;
2. declarers took no trick: declarers −2 × contract, opponents their rounded total;
3. opponents took no trick: made → declarers +2 × contract (option
   ``schwarz_bonus="single"``, the Erlangen rule: +contract), opponents
   −2 × contract; missed → declarers −contract, opponents 0;
4. no declarer (all passed): each team its rounded total.

Each Kontra/Re doubling multiplies the declarers' score only ("Kontra and Re").

Our readings: bids and contracts run from 120 to 420 (the most a team can
reach: 120 + 20 + 280); ``kontra`` is 0–9 doublings (the rules' practical limit);
there is no redeal, so ``thrown_in: true`` is refused (all four passing is
``declarer: null``); a marriage needs a won trick that another lead follows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.games import pussi
from scorekeeper.games.base import (
    Context,
    GameSpec,
    Option,
    Outcome,
    Reader,
    Summary,
    Table,
    check_int,
    check_player,
    multiplier_text,
    signed,
)

DECK = pussi.Deck(suit_values=(11, 10, 4, 3, 2, 0, 0, 0, 0), step=1)
MIN_BID, MAX_BID, MAX_KONTRA = 120, 420, 9
KONTRA_NAMES = ("Kontra", "Re", *(f"{n} doublings" for n in range(3, MAX_KONTRA + 1)))
KEYS = pussi.COMMON_KEYS | {"declarer", "bid", "contract", "kontra", "result"}
OPTIONS = (
    Option(
        "schwarz_bonus",
        "double",
        ("double", "single"),
        "Declarers who make the contract while the opponents take no trick score "
        "2 × contract (double) or just the contract (single, the Erlangen rule).",
    ),
)


@dataclass(frozen=True)
class MarjapussiDeal:
    declarer: str | None  # None: all four passed
    bid: int | None
    contract: int | None
    kontra: int  # doublings: 0 none, 1 Kontra, 2 Re, ...
    result: pussi.PussiResult
    bids: tuple[pussi.BidEntry, ...] | None
    echo: tuple[tuple[str, Any], ...]  # optional keys as written, for the round trip


def round5(total: int) -> int:
    """Nearest multiple of 5: …1, 2 down; 3, 4, 6, 7 to 5; 8, 9 up ("Scoring one deal")."""
    return 5 * ((total + 2) // 5)


# --- parse -------------------------------------------------------------------


def parse(raw: Mapping[str, Any], table: Table) -> MarjapussiDeal:
    pussi.check_keys(raw, KEYS)
    r = Reader(raw)
    if r.boolean("thrown_in", False):
        raise RecordError(
            "thrown_in", "Marjapussi has no redeal; when all four pass, record declarer: null"
        )
    declarer = r.raw("declarer")
    if declarer is None:
        bid, contract, kontra = _no_declarer_fields(raw)
        side = None
    else:
        declarer = check_player(declarer, "declarer", table.players)
        bid, contract, kontra = _contract_fields(r)
        side = pussi.side_of(table, declarer)
    result = pussi.parse_result(r.sub("result"), table, DECK, side, led_to_declare=False)
    bids = _auction(raw, table, declarer, bid)
    echo = tuple((k, raw[k]) for k in ("thrown_in", "bid", "contract", "kontra") if k in raw)
    return MarjapussiDeal(declarer, bid, contract, kontra, result, bids, echo)


def _no_declarer_fields(raw: Mapping[str, Any]) -> tuple[None, None, int]:
    """Rule 4: no bid, no contract, no Kontra when all four passed."""
    for key in ("bid", "contract"):
        if raw.get(key) is not None:
            raise RecordError(key, "must be left out or null when all four passed")
    kontra = raw.get("kontra")
    if kontra is not None and (type(kontra) is not int or kontra != 0):
        raise RecordError("kontra", "there is no Kontra without a declarer")
    return None, None, 0


def _contract_fields(r: Reader) -> tuple[int, int, int]:
    bid = r.integer("bid", MIN_BID, MAX_BID, step=5)
    contract = r.integer("contract", MIN_BID, MAX_BID, step=5)
    if contract < bid:
        raise RecordError("contract", f"{contract} is below the final bid {bid}")
    kontra = r.raw("kontra", None)
    kontra = 0 if kontra is None else check_int(kontra, "kontra", 0, MAX_KONTRA)
    return bid, contract, kontra


def _auction(
    raw: Mapping[str, Any], table: Table, declarer: str | None, bid: int | None
) -> tuple[pussi.BidEntry, ...] | None:
    """Bids start at 120, a pass is final, all four may pass ("Auction and contract")."""
    if "bids" not in raw:
        return None
    entries = pussi.parse_bids(raw["bids"], table, MIN_BID, MAX_BID, forced_opening=False)
    pussi.check_auction_agrees(entries, declarer, bid)
    return entries


def to_json(record: MarjapussiDeal) -> dict[str, Any]:
    out: dict[str, Any] = {"declarer": record.declarer}
    out.update(record.echo)
    out["result"] = pussi.result_json(record.result)
    if record.bids is not None:
        out["bids"] = pussi.bids_json(record.bids)
    return out


# --- settle ------------------------------------------------------------------


def settle(record: MarjapussiDeal, table: Table, context: Context) -> Outcome:
    res = record.result
    lines = [pussi.total_line(table, res, s) for s in (0, 1)]
    if record.declarer is None:
        scores = [round5(res.total(s)) for s in (0, 1)]
        lines += [_plain_line(table, res, s, "rule 4, no declarer") for s in (0, 1)]
        summary = Summary(None, "all passed", "no declarer")
        return Outcome(pussi.team_deltas(table, scores), tuple(lines), summary)
    return _settle_declared(record, table, lines)


def _settle_declared(record: MarjapussiDeal, table: Table, lines: list[str]) -> Outcome:
    assert record.declarer is not None
    res = record.result
    d = pussi.side_of(table, record.declarer)
    single = table.rules["schwarz_bonus"] == "single"
    base, opp, why, opp_why = _rule(record, d, single=single)
    mult = 2**record.kontra
    scores = [opp, opp]
    scores[d] = base * mult
    lines.append(f"{pussi.side_name(table, d)} (declarers), {why} → {signed(base)}")
    if record.kontra:
        lines.append(
            f"{multiplier_text(record.kontra, KONTRA_NAMES)} on the declarers' "
            f"score only: {signed(base)} × {mult} = {signed(base * mult)}"
        )
    lines.append(f"{pussi.side_name(table, 1 - d)} (opponents), {opp_why} → {signed(opp)}")
    word = "made" if res.total(d) >= _contract(record) else "missed"
    summary = Summary(record.declarer, _contract_text(record), f"{word} ({res.total(d)})")
    return Outcome(pussi.team_deltas(table, scores), tuple(lines), summary)


def _contract(record: MarjapussiDeal) -> int:
    assert record.contract is not None
    return record.contract


def _rule(record: MarjapussiDeal, d: int, *, single: bool) -> tuple[int, int, str, str]:
    """(declarers' base, opponents' score, why, opponents' why) — "Scoring one deal" 1–3."""
    res, c = record.result, _contract(record)
    made = res.total(d) >= c
    verdict = f"contract {c} {'made' if made else 'missed'} with {res.total(d)}"
    their_total = f"their total {_rounded_text(res.total(1 - d))}"
    if res.tricks[d] == 0:
        why = f"rule 2, declarers took no trick, {verdict}: −2 × {c}"
        return -2 * c, round5(res.total(1 - d)), why, their_total
    if res.tricks[1 - d] == 0 and made:
        bonus = f"+{c} (Erlangen rule)" if single else f"+2 × {c}"
        why = f"rule 3, opponents took no trick, {verdict}: {bonus}"
        return (c if single else 2 * c), -2 * c, why, f"rule 3: −2 × {c}"
    if res.tricks[1 - d] == 0:
        why = f"rule 3, opponents took no trick, {verdict}: −{c}"
        return -c, 0, why, "rule 3, contract missed: 0"
    return (c if made else -c), round5(res.total(1 - d)), f"rule 1, {verdict}", their_total


def _rounded_text(total: int) -> str:
    rounded = round5(total)
    return str(total) if rounded == total else f"{total} rounded to {rounded}"


def _plain_line(table: Table, res: pussi.PussiResult, side: int, rule: str) -> str:
    total = res.total(side)
    score = signed(round5(total))
    return f"{pussi.side_name(table, side)} ({rule}), total {_rounded_text(total)} → {score}"


def _contract_text(record: MarjapussiDeal) -> str:
    marks = multiplier_text(record.kontra, KONTRA_NAMES)
    return f"{record.contract} {marks}".strip()


SPEC: GameSpec[MarjapussiDeal] = GameSpec(
    id="marjapussi",
    title="Marjapussi",
    player_counts=(4,),
    options=OPTIONS,
    parse=parse,
    settle=settle,
    to_json=to_json,
    zero_sum=False,
    target=500,
)
