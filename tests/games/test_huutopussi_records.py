"""Huutopussi records: every validation rule (the field each error names), the
auction log, redeals, and hypothesis properties over valid records (JSON round
trip, whole-number deltas, partners equal)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game, parse_deal

P4 = ["Aino", "Eero", "Helmi", "Onni"]  # Onni deals: Aino bids first
P3 = ["Aino", "Eero", "Helmi"]  # Helmi deals: Aino bids first
SPEC_DEAL: dict[str, Any] = {  # docs/deal-format.md, "marjapussi and huutopussi"
    "game": "huutopussi",
    "players": P4,
    "dealer": "Onni",
    "declarer": "Aino",
    "bid": 150,
    "contract": 160,
    "result": {
        "card_points": [140, 0],
        "last_trick": 0,
        "tricks": [9, 0],
        "marriages": [{"side": 0, "suit": "hearts"}],
    },
}
THREE: dict[str, Any] = {
    "game": "huutopussi",
    "players": P3,
    "dealer": "Helmi",
    "declarer": "Aino",
    "bid": 80,
    "contract": 100,
    "result": {"card_points": [120, 20, 0], "last_trick": 0, "tricks": [8, 3, 0], "marriages": []},
}
REDEAL: dict[str, Any] = {"game": "huutopussi", "players": P4, "dealer": "Onni", "thrown_in": True}


def edit(path: str, value: Any, base: dict[str, Any] = SPEC_DEAL) -> dict[str, Any]:
    """A copy of ``base`` with the dotted ``path`` set (``...`` deletes it)."""
    raw = copy.deepcopy(base)
    *parents, last = path.split(".")
    node = raw
    for key in parents:
        node = node[key]
    if value is ...:
        del node[last]
    else:
        node[last] = value
    return raw


def log(*calls: tuple[str, Any]) -> list[dict[str, Any]]:
    return [{"player": p, "bid": b} for p, b in calls]


AINO_150 = log(
    ("Aino", 50),
    ("Eero", 100),
    ("Helmi", "pass"),
    ("Onni", "pass"),
    ("Aino", 150),
    ("Eero", "pass"),
)
SPLIT = edit(
    "result", {"card_points": [80, 60], "last_trick": 0, "tricks": [5, 4], "marriages": []}
)

BAD = [
    (
        "card-points-not-multiple-of-5",
        edit("result.card_points", [137, 3]),
        "result.card_points[0]",
    ),
    ("card-points-sum-not-140", edit("result.card_points", [120, 0]), "result.card_points"),
    ("card-points-without-trick", edit("result.card_points", [130, 10]), "result.card_points[1]"),
    (
        "card-points-too-few-for-8-tricks (32 cards hold at least 140 - 40 = 100)",
        edit("result.tricks", [8, 1], edit("result.card_points", [80, 60])),
        "result.card_points[0]",
    ),
    ("tricks-sum-not-9", edit("result.tricks", [8, 0]), "result.tricks"),
    ("last-trick-to-side-without-trick", edit("result.last_trick", 1), "result.last_trick"),
    (
        "marriage-twice",
        edit("result.marriages", [{"side": 0, "suit": "hearts"}] * 2),
        "result.marriages[1].suit",
    ),
    (
        "marriage-by-side-without-trick",
        edit("result.marriages", [{"side": 1, "suit": "clubs"}]),
        "result.marriages[0].side",
    ),
    (
        "marriage-opponents-one-trick-never-led",
        edit("result.marriages", [{"side": 1, "suit": "clubs"}], edit("result.tricks", [8, 1])),
        "result.marriages[0].side",
    ),
    (
        "marriage-suit-unknown",
        edit("result.marriages", [{"side": 0, "suit": "acorns"}]),
        "result.marriages[0].suit",
    ),
    ("result-unknown-field", edit("result.schwarz", True), "result.schwarz"),
    ("kontra-is-not-huutopussi", edit("kontra", 1), "kontra"),
    ("declarer-null", edit("declarer", None), "declarer"),
    ("declarer-missing", edit("declarer", ...), "declarer"),
    ("declarer-not-at-table", edit("declarer", "Ville"), "declarer"),
    ("bid-below-50", edit("bid", 45), "bid"),
    ("bid-not-step-5", edit("bid", 152), "bid"),
    ("bid-above-440", edit("bid", 445), "bid"),
    ("contract-below-bid", edit("contract", 140), "contract"),
    ("contract-above-440", edit("contract", 445), "contract"),
    ("contract-missing", edit("contract", ...), "contract"),
    ("lapari-option-unknown", edit("rules", {"lapari": "both"}), "rules.lapari"),
    ("five-players", edit("players", [*P4, "Ville"]), "players"),
    ("3p-tricks-sum-not-11", edit("result.tricks", [9, 0, 0], THREE), "result.tricks"),
    ("3p-two-sides-only", edit("result.card_points", [120, 20], THREE), "result.card_points"),
    (
        "3p-declarer-no-trick-more-than-laid-away (35 > 3 cards' 30)",
        edit(
            "result",
            {"card_points": [35, 85, 20], "last_trick": 1, "tricks": [0, 8, 3], "marriages": []},
            THREE,
        ),
        "result.card_points[0]",
    ),
    (
        "3p-non-declarer-points-without-trick",
        edit("result.card_points", [110, 20, 10], THREE),
        "result.card_points[2]",
    ),
    ("thrown-in-not-boolean", edit("thrown_in", "yes", REDEAL), "thrown_in"),
    ("thrown-in-with-declarer", edit("declarer", "Aino", REDEAL), "declarer"),
    ("thrown-in-with-result", edit("result", SPEC_DEAL["result"], REDEAL), "result"),
    (
        "thrown-in-after-a-full-round",
        edit("bids", log(("Aino", 50), ("Eero", "pass"), ("Helmi", 60), ("Onni", "pass")), REDEAL),
        "bids",
    ),
    ("bids-first-bidder-passes", edit("bids", log(("Aino", "pass"))), "bids[0].bid"),
    ("bids-first-bid-45", edit("bids", log(("Aino", 45))), "bids[0].bid"),
    ("bids-wrong-first-bidder", edit("bids", log(("Eero", 50))), "bids[0].player"),
    ("bids-not-rising", edit("bids", log(("Aino", 60), ("Eero", 55))), "bids[1].bid"),
    ("bids-step-not-5", edit("bids", log(("Aino", 50), ("Eero", 53))), "bids[1].bid"),
    ("bids-above-440", edit("bids", log(("Aino", 50), ("Eero", 450))), "bids[1].bid"),
    (
        "bids-passed-player-again",
        edit(
            "bids",
            log(
                ("Aino", 50),
                ("Eero", "pass"),
                ("Helmi", 60),
                ("Onni", 70),
                ("Aino", 80),
                ("Eero", 90),
            ),
        ),
        "bids[5].player",
    ),
    ("bids-stop-early", edit("bids", AINO_150[:5]), "bids"),
    (
        "bids-winner-not-declarer",
        edit("declarer", "Eero", edit("bids", AINO_150, SPLIT)),
        "declarer",
    ),
    (
        "bids-final-bid-differs",
        edit("bid", 155, edit("contract", 160, edit("bids", AINO_150))),
        "bid",
    ),
]


@pytest.mark.parametrize(("raw", "field"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_rejects(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field


# The shared check for unknown fields at every depth (docs/deal-format.md,
# "marjapussi and huutopussi": Huutopussi has no kontra).
UNKNOWN = [
    (
        "kontra-is-not-huutopussi",
        edit("kontra", 1),
        "kontra",
        "bid, bids, contract, dealer, declarer, game, id, players, result, rules, thrown_in",
    ),
    (
        "in-result",
        edit("result.schwarz", True),
        "result.schwarz",
        "card_points, last_trick, marriages, tricks",
    ),
    (
        "in-a-marriage",
        edit("result.marriages", [{"side": 0, "suit": "hearts", "player": "Aino"}]),
        "result.marriages[0].player",
        "side, suit",
    ),
    (
        "in-a-bid",
        edit("bids", [{"player": "Aino", "bid": 50, "note": "forced"}, *AINO_150[1:]]),
        "bids[0].note",
        "bid, player",
    ),
]


@pytest.mark.parametrize(
    ("raw", "field", "allowed"), [u[1:] for u in UNKNOWN], ids=[u[0] for u in UNKNOWN]
)
def test_unknown_field_is_refused_by_the_shared_check(
    raw: dict[str, Any], field: str, allowed: str
) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert (err.value.field, err.value.code) == (field, Code.UNKNOWN_FIELD)
    assert err.value.reason == f"unknown field; allowed here: {allowed}"


CODED = [
    # (id, record, field, code, reason)
    (
        "bids-first-bidder-passes",
        edit("bids", log(("Aino", "pass"))),
        "bids[0].bid",
        Code.INVALID,
        "the first bidder may not pass",
    ),
    (
        "bids-final-bid-differs",
        edit("bid", 155, edit("contract", 160, edit("bids", AINO_150))),
        "bid",
        Code.MISMATCH,
        "155, but the auction log ends with Aino's 150",
    ),
    (
        "thrown-in-after-a-full-round (4 players: at most 3 calls)",
        edit("bids", log(("Aino", 50), ("Eero", "pass"), ("Helmi", 60), ("Onni", "pass")), REDEAL),
        "bids",
        Code.INVALID,
        "a redeal must be demanded at or before the player's first turn, "
        "so at most 3 calls come before it",
    ),
    (
        "card-points-not-multiple-of-5",
        edit("result.card_points", [137, 3]),
        "result.card_points[0]",
        Code.OUT_OF_RANGE,
        "137 is not a multiple of 5 between 0 and 140",
    ),
]


@pytest.mark.parametrize(
    ("raw", "field", "code", "reason"), [c[1:] for c in CODED], ids=[c[0] for c in CODED]
)
def test_rejects_with_a_code_and_a_reason(
    raw: dict[str, Any], field: str, code: Code, reason: str
) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert (err.value.field, err.value.code, err.value.reason) == (field, code, reason)


GOOD = [
    ("spec-example", SPEC_DEAL),
    ("spec-example-with-auction", edit("bids", AINO_150)),
    ("three-players", THREE),
    ("marriages-left-out", edit("result.marriages", ...)),
    ("thrown-in-false", edit("thrown_in", False)),
    ("redeal", REDEAL),
    ("redeal-with-opening-bid", edit("bids", log(("Aino", 50)), REDEAL)),
    ("lapari-by-tricks", edit("rules", {"lapari": "tricks"})),
    (
        "opening-bid-wins",
        edit(
            "bid",
            50,
            edit(
                "contract",
                100,
                edit(
                    "bids", log(("Aino", 50), ("Eero", "pass"), ("Helmi", "pass"), ("Onni", "pass"))
                ),
            ),
        ),
    ),
]


@pytest.mark.parametrize("raw", [g[1] for g in GOOD], ids=[g[0] for g in GOOD])
def test_accepts_and_round_trips(raw: dict[str, Any]) -> None:
    assert parse_deal(raw).to_json() == raw


# --- hypothesis: valid records ----------------------------------------------------

PACK = [10, 10, 5, 5, 5, 0, 0, 0, 0] * 4
SUITS = ["hearts", "diamonds", "clubs", "spades"]


@st.composite
def auctions(draw: st.DrawFn, players: list[str]) -> list[dict[str, Any]]:
    """A legal auction: the first bidder opens at 50 or more, passes final."""
    top = draw(st.integers(10, 20)) * 5
    calls, active, pos = [{"player": players[0], "bid": top}], list(players), 1
    while len(active) > 1:
        pos %= len(active)
        player = active[pos]
        if top < 440 and draw(st.booleans()):
            top = min(440, top + 5 * draw(st.integers(1, 4)))
            calls.append({"player": player, "bid": top})
            pos += 1
        else:
            calls.append({"player": player, "bid": "pass"})
            active.remove(player)
    return calls


@st.composite
def results(draw: st.DrawFn, n: int, declarer_side: int) -> dict[str, Any]:
    """A real split of the pack; 3 players: the declarer keeps the 3 laid-away cards."""
    total_tricks = 9 if n == 2 else 11
    cuts = sorted(draw(st.lists(st.integers(0, total_tricks), min_size=n - 1, max_size=n - 1)))
    tricks = [b - a for a, b in zip([0, *cuts], [*cuts, total_tricks], strict=True)]
    size = [
        t * (4 if n == 2 else 3) + (3 if n == 3 and s == declarer_side else 0)
        for s, t in enumerate(tricks)
    ]
    cards, points, start = draw(st.permutations(PACK)), [], 0
    for s in range(n):
        points.append(sum(cards[start : start + size[s]]))
        start += size[s]
    last = draw(st.sampled_from([s for s in range(n) if tricks[s]]))
    room = [tricks[s] - (last == s) - (s != declarer_side) for s in range(n)]
    marriages = []
    for suit in draw(st.permutations(SUITS)):
        side = draw(st.sampled_from([None, *range(n)]))
        if side is not None and room[side] > 0:
            room[side] -= 1
            marriages.append({"side": side, "suit": suit})
    return {"card_points": points, "last_trick": last, "tricks": tricks, "marriages": marriages}


@st.composite
def records(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.sampled_from([P4, P3]))
    raw: dict[str, Any] = {"game": "huutopussi", "players": players, "dealer": players[-1]}
    if draw(st.booleans()):
        raw["rules"] = {"lapari": "tricks"}
    if draw(st.integers(0, 9)) == 0:
        return raw | {"thrown_in": True}
    calls = draw(auctions(players))
    top = [c for c in calls if c["bid"] != "pass"][-1]
    raw |= {"declarer": top["player"], "bid": top["bid"]}
    raw["contract"] = draw(st.integers(top["bid"] // 5, 88)) * 5
    side = players.index(top["player"]) % (2 if len(players) == 4 else 3)
    raw["result"] = draw(results(2 if len(players) == 4 else 3, side))
    if draw(st.booleans()):
        raw["bids"] = calls
    return raw


@settings(max_examples=150, deadline=None)
@given(records())
def test_round_trip(raw: dict[str, Any]) -> None:
    deal = parse_deal(raw)
    assert deal.to_json() == raw
    game_fields = {k: v for k, v in raw.items() if k not in ("game", "players", "dealer", "rules")}
    assert get_game("huutopussi").to_json(deal.record) == game_fields


@settings(max_examples=150, deadline=None)
@given(records())
def test_deltas_whole_multiples_of_5_and_per_team(raw: dict[str, Any]) -> None:
    deltas = parse_deal(raw).settle().deltas
    assert set(deltas) == set(raw["players"])
    assert all(type(v) is int and v % 5 == 0 for v in deltas.values())
    if len(deltas) == 4:
        assert deltas["Aino"] == deltas["Helmi"] and deltas["Eero"] == deltas["Onni"]
