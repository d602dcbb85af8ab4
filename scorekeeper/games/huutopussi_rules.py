"""Huutopussi's house rules (``docs/games/huutopussi.md``, "House rules"): the
options, what follows from them, and the named traditions (presets).

The first value of each option is the seed's rule (``docs/rules/huutopussi.md``).
The other readings were verified in PoggersOy/huutopussi
(``packages/engine/src/{scoring,config}.ts``, its tests, its Finnish digest
``huutopussin-saannot``)
and mhjort/huutopussi (``src/huutopussi_server/scoring.clj``, ``deck.clj``).

What follows from the card values and the last trick ("Card points and marriages"):
the pack's card points (140 or 120), the step card points come in (5, or 1 when a
king is 4), and the maximum bid = card points + last trick + all four marriages
(100 + 80 + 60 + 40 = 280): 440 by the seed, 410 for the Finnish common system
(120 + 10 + 280, PoggersOy ``theoreticalMaxPoints``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.games import pussi
from scorekeeper.games.base import Context, Option, Preset, Table, signed
from scorekeeper.words.text import Msg

DECKS = {
    # docs/rules/huutopussi.md: A 10, 10 10, K Q J 5 -> 140, every sum a multiple of 5.
    "10-10-5-5-5": pussi.Deck(suit_values=(10, 10, 5, 5, 5, 0, 0, 0, 0), step=5),
    # huutopussin-saannot §3A, PoggersOy cardPoints 'A', mhjort deck.clj: A 11, 10 10,
    # K 4, Q 3, J 2 -> 120.
    "11-10-4-3-2": pussi.Deck(suit_values=(11, 10, 4, 3, 2, 0, 0, 0, 0), step=1),
}
ALL_MARRIAGES = sum(suit.points for suit in pussi.Suit)  # 100 + 80 + 60 + 40 = 280

OPTIONS = (
    Option(
        "card_values",
        "10-10-5-5-5",
        tuple(DECKS),
        Msg(
            "Card points of A, 10, K, Q, J: 10-10-5-5-5 (140 a deal) or the Finnish "
            "common 11-10-4-3-2 (120 a deal); the maximum bid follows."
        ),
        title=Msg("Card values"),
    ),
    Option(
        "last_trick",
        20,
        (20, 10),
        Msg("Points for the last trick: 20, or 10 (the Finnish common system)."),
        title=Msg("Last trick"),
    ),
    Option(
        "declarer_no_trick",
        "contract",
        ("contract", "double_bid", "double_contract"),
        Msg(
            "A declaring side that takes no trick pays the contract, twice the final bid "
            "(the common Finnish rule) or twice the contract."
        ),
        title=Msg("Declarers without a trick"),
        words={
            "contract": Msg("the contract"),
            "double_bid": Msg("twice the bid"),
            "double_contract": Msg("twice the contract"),
        },
    ),
    Option(
        "lapari",
        "points",
        ("points", "tricks"),
        Msg(
            "Läpäri (opponents score minus the final bid) when they took 0 points "
            "(points) or when they took no trick (tricks)."
        ),
        title=Msg("Läpäri"),
        words={"points": Msg("points"), "tricks": Msg("tricks")},
    ),
    Option(
        "lapari_cost",
        "bid",
        ("bid", "contract"),
        Msg("What läpäri costs the opponents: the final bid, or the contract."),
        title=Msg("Läpäri costs"),
        words={"bid": Msg("the final bid"), "contract": Msg("the contract")},
    ),
    Option(
        "three_player_lapari",
        "when_made",
        ("when_made", "always"),
        Msg(
            "With 3 players, a non-declarer with läpäri pays only when the declarer "
            "made the contract (when made), or always."
        ),
        title=Msg("Läpäri with 3 players"),
        words={"when_made": Msg("when the declarer made it"), "always": Msg("always")},
    ),
    Option(
        "bid_ban",
        -500,
        (-500, -250),
        Msg("The score at or below which a side may only make the forced opening bid of 50."),
        title=Msg("Bid ban at"),
    ),
)

PRESETS = (
    Preset(
        "finnish_common",
        title=Msg("Finnish common rules (PoggersOy)"),
        source=(
            "PoggersOy/huutopussi packages/engine/src/config.ts DEFAULT_RULES, "
            "packages/engine/src/scoring.ts, docs/huutopussin-saannot.md §3A, §5.6, §6, §10"
        ),
        rules={
            "card_values": "11-10-4-3-2",
            "last_trick": 10,
            "declarer_no_trick": "double_bid",
            "lapari": "tricks",
            "three_player_lapari": "always",
        },
    ),
    Preset(
        "mhjort",
        title=Msg("mhjort/huutopussi"),
        source=(
            "mhjort/huutopussi src/huutopussi_server/scoring.clj, deck.clj, "
            "models/marjapussi.clj, test/huutopussi_server/scoring_test.clj"
        ),
        rules={
            "card_values": "11-10-4-3-2",
            "lapari": "tricks",
            "lapari_cost": "contract",
        },
    ),
)


def deck(rules: Mapping[str, Any]) -> pussi.Deck:
    """The card points of the pack under ``card_values``."""
    return DECKS[rules["card_values"]]


def deal_points(rules: Mapping[str, Any]) -> int:
    """Card points + last trick: 160 by the seed, 130 Finnish common."""
    last: int = rules["last_trick"]
    return deck(rules).total + last


def max_bid(rules: Mapping[str, Any]) -> int:
    """The most a side can score, the highest bid and contract: 440 by the seed."""
    return deal_points(rules) + ALL_MARRIAGES


def no_trick(table: Table, bid: int, contract: int, side: int) -> tuple[int, Msg]:
    """Option ``declarer_no_trick``: a trickless declaring side pays twice the
    final bid (PoggersOy päämuoto, huutopussin-saannot §5.6) or twice the
    contract (PoggersOy Illisoft, the Erlangen rule) instead of the contract;
    the score and its line."""
    name = pussi.side_name(table, side)
    if table.rules["declarer_no_trick"] == "double_bid":
        score = -2 * bid
        return score, Msg(
            "{side} (declaring side) took no trick: twice the final bid {bid} → {score}",
            side=name,
            bid=bid,
            score=signed(score),
        )
    score = -2 * contract
    return score, Msg(
        "{side} (declaring side) took no trick: twice the contract {contract} → {score}",
        side=name,
        contract=contract,
        score=signed(score),
    )


def lapari(table: Table, bid: int, contract: int, *, by_tricks: bool) -> tuple[int, Msg]:
    """What läpäri costs: the final bid, or (``lapari_cost: contract``, mhjort's
    scoring.clj) the contract; the cost and why."""
    if table.rules["lapari_cost"] == "contract" and by_tricks:
        return contract, Msg("läpäri (no trick): minus the contract {contract}", contract=contract)
    if table.rules["lapari_cost"] == "contract":
        return contract, Msg("läpäri (0 points): minus the contract {contract}", contract=contract)
    if by_tricks:
        return bid, Msg("läpäri (no trick): minus the final bid {bid}", bid=bid)
    return bid, Msg("läpäri (0 points): minus the final bid {bid}", bid=bid)


def bid_ban_warnings(
    calls: Sequence[tuple[int, str, int]], table: Table, context: Context
) -> tuple[Msg, ...]:
    """Minus 500 (option ``bid_ban``: −250; "Auction and contract"): a side at or
    below it may only make the forced opening bid, and only 50. ``calls`` are
    (position in the auction, player, bid); the app warns, it does not refuse."""
    floor: int = table.rules["bid_ban"]
    return tuple(
        _ban_warning(table, context, player, bid)
        for i, player, bid in calls
        if _team_score(table, context, player) <= floor and (i, bid) != (0, 50)
    )


def _team_score(table: Table, context: Context, player: str) -> int:
    """A partner's score is the team's; missing scores count as 0."""
    team = pussi.sides(table)[pussi.side_of(table, player)]
    return min((context.scores[p] for p in team if p in context.scores), default=0)


def _ban_warning(table: Table, context: Context, player: str, bid: int) -> Msg:
    return Msg(
        "Minus {limit}: {player} bid {bid} although {player}'s side stands at {score}; "
        "such a side may only make the forced opening bid, and only 50.",
        limit=-table.rules["bid_ban"],
        player=player,
        bid=bid,
        score=_team_score(table, context, player),
    )
