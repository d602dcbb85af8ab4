"""Marjapussi records: every validation rule (the field each error names), the
auction log, and hypothesis properties over valid records (JSON round trip,
whole-number deltas, partners equal)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game, parse_deal

P = ["Aino", "Eero", "Helmi", "Onni"]  # Onni deals: Aino bids first
SPEC_DEAL: dict[str, Any] = {  # the session deal of docs/deal-format.md, as a deal
    "game": "marjapussi",
    "players": P,
    "dealer": "Onni",
    "declarer": "Aino",
    "bid": 120,
    "contract": 120,
    "kontra": 0,
    "result": {"card_points": [80, 40], "last_trick": 0, "tricks": [6, 3], "marriages": []},
}


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


def marriage(side: int, suit: str) -> dict[str, Any]:
    return {"side": side, "suit": suit}


def log(*calls: tuple[str, Any]) -> list[dict[str, Any]]:
    return [{"player": p, "bid": b} for p, b in calls]


NO_DECLARER = edit(
    "declarer", None, {k: v for k, v in SPEC_DEAL.items() if k not in ("bid", "contract", "kontra")}
)
ALL_PASS = log(("Aino", "pass"), ("Eero", "pass"), ("Helmi", "pass"), ("Onni", "pass"))
AINO_WINS = log(("Aino", 120), ("Eero", "pass"), ("Helmi", "pass"), ("Onni", "pass"))

BAD = [
    # (id, record, field)
    ("card-points-sum-not-120", edit("result.card_points", [80, 50]), "result.card_points"),
    ("card-points-wrong-length", edit("result.card_points", [80, 40, 0]), "result.card_points"),
    ("card-points-above-120", edit("result.card_points", [130, -10]), "result.card_points[0]"),
    ("card-points-negative", edit("result.card_points", [-10, 130]), "result.card_points[0]"),
    ("card-points-1-impossible", edit("result.card_points", [119, 1]), "result.card_points[0]"),
    ("card-points-not-a-number", edit("result.card_points", [80, "40"]), "result.card_points[1]"),
    ("points-without-trick", edit("result.tricks", [9, 0]), "result.card_points[1]"),
    (
        "points-too-many-for-one-trick (60 > 4 cards' 44)",
        edit("result.tricks", [8, 1], edit("result.card_points", [60, 60])),
        "result.card_points[0]",
    ),
    ("tricks-sum-not-9", edit("result.tricks", [6, 2]), "result.tricks"),
    ("tricks-wrong-length", edit("result.tricks", [9]), "result.tricks"),
    ("last-trick-not-a-side", edit("result.last_trick", 2), "result.last_trick"),
    (
        "last-trick-to-side-without-trick",
        edit(
            "result.last_trick",
            1,
            edit("result.tricks", [9, 0], edit("result.card_points", [120, 0])),
        ),
        "result.last_trick",
    ),
    (
        "marriage-same-suit-twice",
        edit("result.marriages", [marriage(0, "hearts"), marriage(1, "hearts")]),
        "result.marriages[1].suit",
    ),
    (
        "marriage-unknown-suit",
        edit("result.marriages", [marriage(0, "bells")]),
        "result.marriages[0].suit",
    ),
    (
        "marriage-unknown-side",
        edit("result.marriages", [marriage(2, "hearts")]),
        "result.marriages[0].side",
    ),
    (
        "marriage-by-side-without-trick",
        edit(
            "result.marriages",
            [marriage(1, "hearts")],
            edit("result.tricks", [9, 0], edit("result.card_points", [120, 0])),
        ),
        "result.marriages[0].side",
    ),
    (
        "marriage-after-only-the-last-trick",
        edit(
            "result.marriages",
            [marriage(1, "hearts")],
            edit("result.last_trick", 1, edit("result.tricks", [8, 1])),
        ),
        "result.marriages[0].side",
    ),
    ("marriages-not-an-array", edit("result.marriages", None), "result.marriages"),
    ("result-missing", edit("result", ...), "result"),
    ("result-unknown-field", edit("result.points", 3), "result.points"),
    ("unknown-field", edit("kontr", 1), "kontr"),
    ("declarer-missing", edit("declarer", ...), "declarer"),
    ("declarer-not-at-table", edit("declarer", "Ville"), "declarer"),
    ("bid-below-120", edit("bid", 115), "bid"),
    ("bid-not-step-5", edit("bid", 122), "bid"),
    ("bid-above-420", edit("bid", 425), "bid"),
    ("bid-missing", edit("bid", ...), "bid"),
    ("contract-below-bid", edit("contract", 130, edit("bid", 140)), "contract"),
    ("contract-not-step-5", edit("contract", 153), "contract"),
    ("contract-above-420", edit("contract", 425), "contract"),
    ("kontra-10", edit("kontra", 10), "kontra"),
    ("kontra-negative", edit("kontra", -1), "kontra"),
    ("kontra-true", edit("kontra", True), "kontra"),
    ("no-declarer-with-bid", edit("bid", 120, NO_DECLARER), "bid"),
    ("no-declarer-with-contract", edit("contract", 120, NO_DECLARER), "contract"),
    ("no-declarer-with-kontra", edit("kontra", 1, NO_DECLARER), "kontra"),
    ("thrown-in-not-in-marjapussi", edit("thrown_in", True), "thrown_in"),
    ("schwarz-bonus-unknown", edit("rules", {"schwarz_bonus": "triple"}), "rules.schwarz_bonus"),
    ("bids-not-an-array", edit("bids", "Aino 120"), "bids"),
    (
        "bids-first-is-not-after-dealer",
        edit("bids", log(("Eero", 120), ("Helmi", "pass"), ("Onni", "pass"), ("Aino", "pass"))),
        "bids[0].player",
    ),
    ("bids-below-120", edit("bids", log(("Aino", 100))), "bids[0].bid"),
    ("bids-not-step-5", edit("bids", log(("Aino", 121))), "bids[0].bid"),
    ("bids-not-rising", edit("bids", log(("Aino", 130), ("Eero", 130))), "bids[1].bid"),
    (
        "bids-pass-is-final",
        edit(
            "bids",
            log(("Aino", "pass"), ("Eero", 120), ("Helmi", 125), ("Onni", "pass"), ("Aino", 130)),
        ),
        "bids[4].player",
    ),
    ("bids-not-pass-or-number", edit("bids", log(("Aino", "double"))), "bids[0].bid"),
    ("bids-log-stops-early", edit("bids", log(("Aino", 120), ("Eero", "pass"))), "bids"),
    ("bids-after-the-end", edit("bids", [*AINO_WINS, {"player": "Aino", "bid": 125}]), "bids[4]"),
    ("bids-winner-is-not-declarer", edit("declarer", "Eero", edit("bids", AINO_WINS)), "declarer"),
    (
        "bids-final-bid-differs",
        edit("bid", 125, edit("contract", 125, edit("bids", AINO_WINS))),
        "bid",
    ),
    ("bids-all-pass-but-declarer", edit("bids", ALL_PASS), "declarer"),
    ("bids-someone-bid-but-no-declarer", edit("bids", AINO_WINS, NO_DECLARER), "declarer"),
]


@pytest.mark.parametrize(("raw", "field"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_rejects(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field


# Every depth of the record refuses a field it does not have (a misspelt
# "kontr" must not score the deal without its Kontra): the field is named, the
# code is UNKNOWN_FIELD and the reason lists what the record may hold there
# (docs/deal-format.md, "marjapussi and huutopussi").
UNKNOWN = [
    (
        "top-level-misspelt-kontra",
        edit("kontr", 1),
        "kontr",
        "bid, bids, contract, dealer, declarer, game, id, kontra, players, result, rules, "
        "thrown_in",
    ),
    (
        "in-result",
        edit("result.points", 3),
        "result.points",
        "card_points, last_trick, marriages, tricks",
    ),
    (
        "in-a-marriage",
        edit("result.marriages", [{"side": 0, "suit": "hearts", "sute": "clubs"}]),
        "result.marriages[0].sute",
        "side, suit",
    ),
    (
        "in-a-bid",
        edit("bids", [{"player": "Aino", "bid": 120, "raise": 5}, *AINO_WINS[1:]]),
        "bids[0].raise",
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
    # (id, record, field, code, reason): the code says why for programs
    (
        "bids-not-an-array: the braces of the template print once",
        edit("bids", "Aino 120"),
        "bids",
        Code.NOT_ARRAY,
        "must be a JSON array of {player, bid}",
    ),
    (
        "bids-not-pass-or-number",
        edit("bids", log(("Aino", "double"))),
        "bids[0].bid",
        Code.NOT_CHOICE,
        '"double" is not "pass" or a number',
    ),
    (
        "card-points-wrong-length",
        edit("result.card_points", [80, 40, 0]),
        "result.card_points",
        Code.OUT_OF_RANGE,
        "must list 2 numbers, one per side",
    ),
    (
        "card-points-sum-not-120 (80 + 50 = 130)",
        edit("result.card_points", [80, 50]),
        "result.card_points",
        Code.INVALID,
        "add up to 130, not 120",
    ),
    (
        "marriage-same-suit-twice",
        edit("result.marriages", [marriage(0, "hearts"), marriage(1, "hearts")]),
        "result.marriages[1].suit",
        Code.DUPLICATE,
        "hearts is declared twice; each suit scores once a deal",
    ),
    (
        "bids-winner-is-not-declarer",
        edit("declarer", "Eero", edit("bids", AINO_WINS)),
        "declarer",
        Code.MISMATCH,
        "does not match the auction log (Aino won it with 120)",
    ),
    (
        "contract-below-bid",
        edit("contract", 130, edit("bid", 140)),
        "contract",
        Code.INVALID,
        "130 is below the final bid 140",
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
    ("spec-session-deal", SPEC_DEAL),
    ("no-declarer-fields-left-out", NO_DECLARER),
    ("no-declarer-fields-null", NO_DECLARER | {"bid": None, "contract": None, "kontra": None}),
    ("no-declarer-kontra-0", NO_DECLARER | {"kontra": 0}),
    ("kontra-left-out", edit("kontra", ...)),
    ("marriages-left-out", edit("result.marriages", ...)),
    ("thrown-in-false", edit("thrown_in", False)),
    ("all-four-pass", NO_DECLARER | {"bids": ALL_PASS}),
    (
        "three-pass-then-the-last-bids",
        edit(
            "declarer",
            "Onni",
            edit("bids", log(("Aino", "pass"), ("Eero", "pass"), ("Helmi", "pass"), ("Onni", 120))),
        ),
    ),
    (
        "long-auction-with-jumps",
        edit(
            "bid",
            150,
            edit(
                "contract",
                160,
                edit(
                    "bids",
                    log(
                        ("Aino", 120),
                        ("Eero", 125),
                        ("Helmi", "pass"),
                        ("Onni", 140),
                        ("Aino", 150),
                        ("Eero", "pass"),
                        ("Onni", "pass"),
                    ),
                ),
            ),
        ),
    ),
    ("erlangen-rule", edit("rules", {"schwarz_bonus": "single"})),
]


@pytest.mark.parametrize("raw", [g[1] for g in GOOD], ids=[g[0] for g in GOOD])
def test_accepts_and_round_trips(raw: dict[str, Any]) -> None:
    assert parse_deal(raw).to_json() == raw


# --- hypothesis: valid records ----------------------------------------------------

PACK = [11, 10, 4, 3, 2, 0, 0, 0, 0] * 4
SUITS = ["hearts", "diamonds", "clubs", "spades"]


@st.composite
def results(draw: st.DrawFn) -> dict[str, Any]:
    """A real split of the pack: side 0 takes 4 cards per trick."""
    t0 = draw(st.integers(0, 9))
    tricks = [t0, 9 - t0]
    cards = draw(st.permutations(PACK))
    p0 = sum(cards[: 4 * t0])
    last = draw(st.sampled_from([s for s in (0, 1) if tricks[s]]))
    room = [tricks[s] - (last == s) for s in (0, 1)]
    marriages = []
    for suit in draw(st.permutations(SUITS)):
        side = draw(st.sampled_from([None, 0, 1]))
        if side is not None and room[side] > 0:
            room[side] -= 1
            marriages.append({"side": side, "suit": suit})
    return {
        "card_points": [p0, 120 - p0],
        "last_trick": last,
        "tricks": tricks,
        "marriages": marriages,
    }


@st.composite
def auctions(draw: st.DrawFn) -> list[dict[str, Any]]:
    """A legal auction from Aino on: raises of 5–20, passes final."""
    active, calls, top, pos = list(P), [], 115, 0
    while len(active) > 1 or (top == 115 and active):
        pos %= len(active)
        player = active[pos]
        if top < 420 and draw(st.booleans()):
            top = min(420, top + 5 * draw(st.integers(1, 4)))
            calls.append({"player": player, "bid": top})
            pos += 1
        else:
            calls.append({"player": player, "bid": "pass"})
            active.remove(player)
        if len(active) == 1 and top > 115:
            break
    return calls


@st.composite
def records(draw: st.DrawFn) -> dict[str, Any]:
    calls = draw(auctions())
    bids = [c for c in calls if c["bid"] != "pass"]
    raw: dict[str, Any] = {"game": "marjapussi", "players": P, "dealer": "Onni"}
    if draw(st.booleans()):
        raw["rules"] = {"schwarz_bonus": "single"}
    raw["declarer"] = bids[-1]["player"] if bids else None
    if bids:
        raw["bid"] = bids[-1]["bid"]
        raw["contract"] = draw(st.integers(raw["bid"] // 5, 84)) * 5
        if draw(st.booleans()):
            raw["kontra"] = draw(st.integers(0, 9))
    raw["result"] = draw(results())
    if draw(st.booleans()):
        raw["bids"] = calls
    return raw


@settings(max_examples=150, deadline=None)
@given(records())
def test_round_trip(raw: dict[str, Any]) -> None:
    deal = parse_deal(raw)
    assert deal.to_json() == raw
    game_fields = {k: v for k, v in raw.items() if k not in ("game", "players", "dealer", "rules")}
    assert get_game("marjapussi").to_json(deal.record) == game_fields


@settings(max_examples=150, deadline=None)
@given(records())
def test_deltas_whole_multiples_of_5_and_per_team(raw: dict[str, Any]) -> None:
    deltas = parse_deal(raw).settle().deltas
    assert set(deltas) == set(P)
    assert all(type(v) is int and v % 5 == 0 for v in deltas.values())
    assert deltas["Aino"] == deltas["Helmi"] and deltas["Eero"] == deltas["Onni"]
