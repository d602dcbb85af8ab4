"""Marjapussi: a Finnish bidding game for 4 players in 2 teams, played to 500.

Rules: ``docs/rules/marjapussi.md`` (source: ``seeds/001_c81bc0ce17870390.txt``).

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

House rules (docs/games/marjapussi.md "House rules"): ``schwarz_bonus`` (above);
``missed_schwarz_kontra`` (``one_dropped``, Erlangen §13: when the declarers miss
and the opponents took no trick, one Kontra is not counted); ``card_values``
(``11-10-4-3-2``, 120 card points, or pagat's simplified ``10-10-5-5-5``, 140 in
steps of 5: the pack's total, the card-point checks and the highest bid follow it).
Presets: ``erlangen`` (wurzel.org's Erlangen rules §13–§15).

Our readings: bids and contracts run from 120 to the most a team can reach
(cards + 20 + 280: 420, or 440 with 10-10-5-5-5); ``kontra`` is 0–9 doublings
(the rules' practical limit); there is no redeal, so ``thrown_in: true`` is
refused (all four passing is ``declarer: null``); a marriage needs a won trick
that another lead follows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import TITLES, pussi
from scorekeeper.games.base import (
    COMMON_KEYS,
    Context,
    DefaultStake,
    GameSpec,
    Option,
    Outcome,
    Preset,
    Reader,
    Summary,
    Table,
    check_int,
    check_player,
    multiplier_text,
    signed,
)
from scorekeeper.games.facts import NONE, DealFacts, Declared, GameFacts, doublings
from scorekeeper.games.pussi.entry import pussi_entry
from scorekeeper.values import frozen
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg, Text

# House rule card_values: A, 10, K, Q, J (9 … 6 are worth 0). The seed's system
# makes 120 in any card points; pagat's simplified one 140, always in fives.
DECKS = {
    "11-10-4-3-2": pussi.Deck(suit_values=(11, 10, 4, 3, 2, 0, 0, 0, 0), step=1),
    "10-10-5-5-5": pussi.Deck(suit_values=(10, 10, 5, 5, 5, 0, 0, 0, 0), step=5),
}
DECK = DECKS["11-10-4-3-2"]
ALL_MARRIAGES = 100 + 80 + 60 + 40
MIN_BID, MAX_BID, MAX_KONTRA = 120, 420, 9
KEYS = COMMON_KEYS | {"declarer", "bid", "contract", "kontra", "result"}
OPTIONS = (
    Option(
        "schwarz_bonus",
        "double",
        ("double", "single"),
        Msg(
            "Declarers who make the contract while the opponents take no trick score "
            "2 × contract (double) or just the contract (single, the Erlangen rule)."
        ),
        title=Msg("Schwarz bonus"),
        words={"double": Msg("double"), "single": Msg("single")},
    ),
    Option(
        "missed_schwarz_kontra",
        "all",
        ("all", "one_dropped"),
        Msg(
            "Declarers who miss while the opponents take no trick: every Kontra counts (all), "
            "or one Kontra is not counted (one_dropped, the Erlangen rule)."
        ),
        title=Msg("Kontra on a missed schwarz"),
        words={
            "all": Msg("every Kontra counts"),
            "one_dropped": Msg("one Kontra not counted (Erlangen)"),
        },
    ),
    Option(
        "card_values",
        "11-10-4-3-2",
        tuple(DECKS),
        Msg(
            "Card points of A, 10, K, Q, J: 11-10-4-3-2 (120 in the pack) or "
            "10-10-5-5-5 (140, pagat's simplified system)."
        ),
        title=Msg("Card values"),
    ),
)


def deck_for(rules: Mapping[str, Any]) -> pussi.Deck:
    """The pack's card values under the house rule ``card_values``."""
    return DECKS[rules["card_values"]]


def max_bid(rules: Mapping[str, Any]) -> int:
    """The most a team can reach: all card points + the last trick + every marriage
    (420; 440 with 10-10-5-5-5)."""
    return deck_for(rules).total + pussi.LAST_TRICK + ALL_MARRIAGES


PRESETS = (
    Preset(
        "erlangen",
        title=Msg("Erlangen (wurzel.org rules)"),
        source="http://wurzel.org/pussi/ (Marjapussi – Die Regeln §13–§15)",
        rules={
            "schwarz_bonus": "single",
            "missed_schwarz_kontra": "one_dropped",
            "card_values": "11-10-4-3-2",
        },
    ),
)
# Kontra, Re, then "3 doublings" … "9 doublings" ("Kontra and Re").
KONTRA_NAMES: tuple[Msg, ...] = (
    Msg("Kontra"),
    Msg("Re"),
    *(Msg("{n} doublings", n=n) for n in range(3, MAX_KONTRA + 1)),
)


@frozen
class MarjapussiDeal:
    """A parsed Marjapussi deal (``declarer`` None: all four passed)."""

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
    r = Reader(raw)
    r.only(KEYS)
    if r.boolean("thrown_in", False):
        why = Msg("Marjapussi has no redeal; when all four pass, record declarer: null")
        raise RecordError("thrown_in", why, Code.INVALID)
    declarer = r.raw("declarer")
    if declarer is None:
        bid, contract, kontra = _no_declarer_fields(raw)
        side = None
    else:
        declarer = check_player(declarer, "declarer", table.players)
        bid, contract, kontra = _contract_fields(r, max_bid(table.rules))
        side = pussi.side_of(table, declarer)
    deck = deck_for(table.rules)
    result = pussi.parse_result(r.sub("result"), table, deck, side, led_to_declare=False)
    bids = _auction(raw, table, declarer, bid)
    echo = tuple((k, raw[k]) for k in ("thrown_in", "bid", "contract", "kontra") if k in raw)
    return MarjapussiDeal(declarer, bid, contract, kontra, result, bids, echo)


def _no_declarer_fields(raw: Mapping[str, Any]) -> tuple[None, None, int]:
    """Rule 4: no bid, no contract, no Kontra when all four passed."""
    for key in ("bid", "contract"):
        if raw.get(key) is not None:
            why = Msg("must be left out or null when all four passed")
            raise RecordError(key, why, Code.INVALID)
    kontra = raw.get("kontra")
    if kontra is not None and (type(kontra) is not int or kontra != 0):
        raise RecordError("kontra", Msg("there is no Kontra without a declarer"), Code.INVALID)
    return None, None, 0


def _contract_fields(r: Reader, top: int) -> tuple[int, int, int]:
    bid = r.integer("bid", MIN_BID, top, step=5)
    contract = r.integer("contract", MIN_BID, top, step=5)
    if contract < bid:
        why = Msg("{contract} is below the final bid {bid}", contract=contract, bid=bid)
        raise RecordError("contract", why, Code.INVALID)
    kontra = r.raw("kontra", None)
    kontra = 0 if kontra is None else check_int(kontra, "kontra", 0, MAX_KONTRA)
    return bid, contract, kontra


def _auction(
    raw: Mapping[str, Any], table: Table, declarer: str | None, bid: int | None
) -> tuple[pussi.BidEntry, ...] | None:
    """Bids start at 120, a pass is final, all four may pass ("Auction and contract")."""
    if "bids" not in raw:
        return None
    top = max_bid(table.rules)
    entries = pussi.parse_bids(raw["bids"], table, MIN_BID, top, forced_opening=False)
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
        lines += [_plain_line(table, res, s) for s in (0, 1)]
        summary = Summary(None, Msg("all passed"), Msg("no declarer"))
        return Outcome(pussi.team_deltas(table, scores), tuple(lines), summary)
    return _settle_declared(record, table, lines)


def _settle_declared(record: MarjapussiDeal, table: Table, lines: list[Msg]) -> Outcome:
    assert record.declarer is not None
    res = record.result
    d = pussi.side_of(table, record.declarer)
    single = table.rules["schwarz_bonus"] == "single"
    base, opp, why, opp_why = _rule(record, d, single=single)
    counted = record.kontra - _dropped(record, d, table.rules)
    mult = 2**counted
    scores = [opp, opp]
    scores[d] = base * mult
    side, other = pussi.side_name(table, d), pussi.side_name(table, 1 - d)
    lines.append(Msg("{side} (declarers), {why} → {score}", side=side, why=why, score=signed(base)))
    kontra = multiplier_text(record.kontra, KONTRA_NAMES)
    if counted < record.kontra:
        assert kontra is not None  # a doubling was dropped, so there was one
        lines.append(
            Msg(
                "{kontra}, one doubling not counted (house rule missed_schwarz_kontra: "
                "contract missed, opponents took no trick): {base} × {mult} = {score}",
                kontra=kontra,
                base=signed(base),
                mult=mult,
                score=signed(base * mult),
            )
        )
    elif kontra is not None:
        lines.append(
            Msg(
                "{kontra} on the declarers' score only: {base} × {mult} = {score}",
                kontra=kontra,
                base=signed(base),
                mult=mult,
                score=signed(base * mult),
            )
        )
    lines.append(
        Msg("{side} (opponents), {why} → {score}", side=other, why=opp_why, score=signed(opp))
    )
    total = res.total(d)
    if contract_made(record, table):
        word = Msg("made ({total})", total=total)
    else:
        word = Msg("missed ({total})", total=total)
    summary = Summary(record.declarer, _contract_text(record), word)
    return Outcome(pussi.team_deltas(table, scores), tuple(lines), summary)


def _dropped(record: MarjapussiDeal, d: int, rules: Mapping[str, Any]) -> int:
    """Erlangen §13 (house rule ``missed_schwarz_kontra: one_dropped``): when the
    declarers miss and the opponents took no trick, exactly one Kontra is not
    counted in the declarers' score (1 doubling dropped, 0 without Kontra)."""
    res = record.result
    if rules["missed_schwarz_kontra"] != "one_dropped" or record.kontra == 0:
        return 0
    missed = res.total(d) < _contract(record)
    return 1 if missed and res.tricks[1 - d] == 0 else 0


def contract_made(record: MarjapussiDeal, table: Table) -> bool:
    """The declarers reached the contract: judged on the unrounded total ("Scoring
    one deal"). False when nobody declared."""
    if record.declarer is None:
        return False
    return record.result.total(pussi.side_of(table, record.declarer)) >= _contract(record)


def _contract(record: MarjapussiDeal) -> int:
    assert record.contract is not None
    return record.contract


def _rule(record: MarjapussiDeal, d: int, *, single: bool) -> tuple[int, int, Msg, Msg]:
    """(declarers' base, opponents' score, why, opponents' why) — "Scoring one deal" 1–3."""
    res, c = record.result, _contract(record)
    total = res.total(d)
    made = total >= c
    their_total = Msg("their total {total}", total=_rounded_text(res.total(1 - d)))
    if res.tricks[d] == 0:
        return -2 * c, round5(res.total(1 - d)), _why(2, made, single, c, total), their_total
    if res.tricks[1 - d] == 0 and made:
        why = _why(3, made, single, c, total)
        return (c if single else 2 * c), -2 * c, why, Msg("rule 3: −2 × {contract}", contract=c)
    if res.tricks[1 - d] == 0:
        return -c, 0, _why(3, made, single, c, total), Msg("rule 3, contract missed: 0")
    why = _why(1, made, single, c, total)
    return (c if made else -c), round5(res.total(1 - d)), why, their_total


def _why(rule: int, made: bool, single: bool, contract: int, total: int) -> Msg:
    """The declarers' reason under rule 1, 2 or 3."""
    if rule == 2 and made:
        return Msg(
            "rule 2, declarers took no trick, contract {contract} made with {total}: "
            "−2 × {contract}",
            contract=contract,
            total=total,
        )
    if rule == 2:
        return Msg(
            "rule 2, declarers took no trick, contract {contract} missed with {total}: "
            "−2 × {contract}",
            contract=contract,
            total=total,
        )
    if rule == 3 and not made:
        return Msg(
            "rule 3, opponents took no trick, contract {contract} missed with {total}: −{contract}",
            contract=contract,
            total=total,
        )
    if rule == 3 and single:
        return Msg(
            "rule 3, opponents took no trick, contract {contract} made with {total}: "
            "+{contract} (Erlangen rule)",
            contract=contract,
            total=total,
        )
    if rule == 3:
        return Msg(
            "rule 3, opponents took no trick, contract {contract} made with {total}: "
            "+2 × {contract}",
            contract=contract,
            total=total,
        )
    if made:
        return Msg("rule 1, contract {contract} made with {total}", contract=contract, total=total)
    return Msg("rule 1, contract {contract} missed with {total}", contract=contract, total=total)


def _rounded_text(total: int) -> int | Msg:
    rounded = round5(total)
    if rounded == total:
        return total
    return Msg("{total} rounded to {rounded}", total=total, rounded=rounded)


def _plain_line(table: Table, res: pussi.PussiResult, side: int) -> Msg:
    total = res.total(side)
    return Msg(
        "{side} (rule 4, no declarer), total {total} → {score}",
        side=pussi.side_name(table, side),
        total=_rounded_text(total),
        score=signed(round5(total)),
    )


def _contract_text(record: MarjapussiDeal) -> Text:
    """The contract cell: ``150``, or ``150 Re ×4`` under Kontra."""
    marks = multiplier_text(record.kontra, KONTRA_NAMES)
    if marks is None:
        return str(_contract(record))
    return Msg("{contract} {marks}", contract=_contract(record), marks=marks)


# --- league facts ------------------------------------------------------------
# docs/league.md "Statistics": the declarer's contract, made when his side's total
# reached it (all four passing declares nothing). The record counts the doublings,
# not who said them ("Kontra and Re"): Kontra is the opponents', Re the declarers',
# each partner of the side giving it (the whole side's score is doubled).

CONTRACT_KEY = "marjapussi:game"


def deal_facts(deal: MarjapussiDeal, table: Table) -> DealFacts:
    if deal.declarer is None:  # all passed: nobody declared
        return NONE
    made = contract_made(deal, table)
    sides = pussi.sides(table)
    ours = sides[pussi.side_of(table, deal.declarer)]
    theirs = next(s for s in sides if s != ours)
    kontras = tuple(doublings(CONTRACT_KEY, deal.kontra, ours, theirs, made))
    return DealFacts((Declared(deal.declarer, CONTRACT_KEY, made),), kontras)


# One contract a deal: the sheet names it by its number; the word is "Contract".
FACTS: GameFacts[MarjapussiDeal] = GameFacts({CONTRACT_KEY: glossary.CONTRACT}, deal_facts)

ENTRY = pussi_entry(
    card_totals={k: d.total for k, d in DECKS.items()},
    default_total=DECK.total,
    max_kontra=MAX_KONTRA,
    may_pass_out=True,
    has_redeal=False,
    opening_bid=MIN_BID,
)


SPEC: GameSpec[MarjapussiDeal] = GameSpec(
    id="marjapussi",
    title=TITLES["marjapussi"],
    player_counts=(4,),
    options=OPTIONS,
    parse=parse,
    settle=settle,
    to_json=to_json,
    zero_sum=False,
    target=500,
    # A race to 500 is won or lost (the seed: the first team to 500 wins), so the
    # form offers a stake per lost game: 1 EUR from each loser to each winner, a
    # few euros for an evening of two to four games. Per point, 1 EUR a point
    # would make a 500-point game worth hundreds of euros.
    default_stake=DefaultStake("1", "per-game"),
    partnerships=pussi.PARTNERSHIPS,
    record_fields=KEYS - COMMON_KEYS,
    name_fields=("declarer",),
    presets=PRESETS,
    facts_from=lambda: FACTS,
    entry_from=lambda: ENTRY,
)
