"""Zwanzigerrufen records that cannot be right: each raises RecordError naming the field.

Table: Franz, Gerti, Hans, Ilse in order of play; dealer Ilse, so Franz is forehand and bids
first; the auction then goes Gerti, Hans, Ilse, Franz, ...
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal
from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper.sheet.plain import sheet_rows, sheet_text

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "zwanzigerrufen.json"

PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]
BASE: dict[str, Any] = {
    "game": "zwanzigerrufen",
    "players": PLAYERS,
    "dealer": "Ilse",
    "contract": "normal",
    "declarer": "Franz",
    "called": "XX",
    "partner": "Hans",
    "announced": {},
    "kontra": {},
    "result": {
        "declarer_points": 50,
        "declarer_tricks": 5,
        "pagat": None,
        "trull": None,
        "four_kings": None,
        "mondfang": None,
    },
}


def bids(*entries: str) -> list[dict[str, str]]:
    """``"Franz:XX"`` style entries."""
    return [{"player": e.split(":")[0], "bid": e.split(":")[1]} for e in entries]


def solo(who: str = "Gerti", contract: str = "solo") -> dict[str, Any]:
    return {"contract": contract, "declarer": who, "called": None, "partner": None}


def build(top: dict[str, Any] | None = None, **result: Any) -> dict[str, Any]:
    raw = copy.deepcopy(BASE)
    raw.update(top or {})
    if result:
        raw["result"].update(result)
    return raw


def drop(key: str) -> dict[str, Any]:
    raw = copy.deepcopy(BASE)
    del raw[key]
    return raw


PAGAT_DAGEGEN = {"announced": {"pagat": "against"}, "kontra": {"game": 1}}

BAD: list[tuple[str, dict[str, Any], str]] = [
    # contract, declarer, call
    ("contract-unknown", build({"contract": "bettel"}), "contract"),
    ("contract-missing", drop("contract"), "contract"),
    ("declarer-missing", drop("declarer"), "declarer"),
    ("declarer-not-at-table", build({"declarer": "Zoe"}), "declarer"),
    (
        "normal-declarer-must-be-forehand",
        build({"declarer": "Gerti", "partner": "Hans"}),
        "declarer",
    ),
    ("called-not-xx-to-xvi", build({"called": "XXI"}), "called"),
    ("called-missing-in-normal", drop("called"), "called"),
    ("partner-null-in-normal", build({"partner": None}), "partner"),
    ("partner-missing-in-normal", drop("partner"), "partner"),
    ("partner-is-forehand", build({"partner": "Franz"}), "partner"),
    ("partner-not-at-table", build({"partner": "Zoe"}), "partner"),
    ("solo-calls-no-tarock", build(solo() | {"called": "XX"}), "called"),
    ("solo-has-no-partner", build(solo() | {"partner": "Hans"}), "partner"),
    # announcements and kontra
    ("announced-not-an-object", build({"announced": ["absolut"]}), "announced"),
    ("announced-stance", build({"announced": {"absolut": "dazu"}}), "announced.absolut"),
    (
        "announced-pagat-in-suit-solo",
        build(solo(contract="suit-solo") | {"announced": {"pagat": "for"}}),
        "announced.pagat",
    ),
    ("kontra-on-unannounced-bonus", build({"kontra": {"absolut": 1}}), "kontra.absolut"),
    ("kontra-level-above-resupra", build({"kontra": {"game": 5}}), "kontra.game"),
    ("kontra-level-negative", build({"kontra": {"game": -1}}), "kontra.game"),
    ("kontra-level-boolean", build({"kontra": {"game": True}}), "kontra.game"),
    (
        "pagat-dagegen-needs-kontra-on-game",
        build({"announced": {"pagat": "against"}}, pagat={"side": "defenders", "outcome": "won"}),
        "kontra.game",
    ),
    (
        "pagat-dagegen-kontra-level-0",
        build(
            {"announced": {"pagat": "against"}, "kontra": {"game": 0}},
            pagat={"side": "defenders", "outcome": "won"},
        ),
        "kontra.game",
    ),
    ("announced-pagat-needs-outcome", build({"announced": {"pagat": "for"}}), "result.pagat"),
    (
        "announced-pagat-wrong-side",
        build(PAGAT_DAGEGEN, pagat={"side": "declarers", "outcome": "won"}),
        "result.pagat.side",
    ),
    # result: points and tricks
    ("result-missing", drop("result"), "result"),
    ("result-not-an-object", build({"result": 50}), "result"),
    ("points-above-88", build(declarer_points=89), "result.declarer_points"),
    ("points-negative", build(declarer_points=-1), "result.declarer_points"),
    ("points-not-a-number", build(declarer_points="50"), "result.declarer_points"),
    ("points-missing", build({"result": {"declarer_tricks": 5}}), "result.declarer_points"),
    ("tricks-above-10", build(declarer_tricks=11), "result.declarer_tricks"),
    ("tricks-missing", build({"result": {"declarer_points": 5}}), "result.declarer_tricks"),
    ("no-trick-but-points", build(declarer_points=5, declarer_tricks=0), "result.declarer_points"),
    (
        "every-trick-but-not-88",
        build(declarer_points=80, declarer_tricks=10),
        "result.declarer_points",
    ),
    (
        "one-trick-holds-at-most-20",
        build(declarer_points=21, declarer_tricks=1),
        "result.declarer_points",
    ),  # 4 cards of 5 points
    (
        "nine-tricks-hold-at-least-68",
        build(declarer_points=67, declarer_tricks=9),
        "result.declarer_points",
    ),  # 88 − the 20 points one trick can hold
    # result: pagat and card bonuses
    ("pagat-not-an-object", build(pagat="won"), "result.pagat"),
    ("pagat-side", build(pagat={"side": "forehand", "outcome": "won"}), "result.pagat.side"),
    (
        "pagat-outcome",
        build(pagat={"side": "declarers", "outcome": "ultimo"}),
        "result.pagat.outcome",
    ),
    ("pagat-outcome-missing", build(pagat={"side": "declarers"}), "result.pagat.outcome"),
    (
        "pagat-won-by-declarers-without-a-trick",
        build(declarer_points=0, declarer_tricks=0, pagat={"side": "declarers", "outcome": "won"}),
        "result.pagat.outcome",
    ),
    (
        "pagat-won-by-defenders-in-declarer-valat",
        build(
            declarer_points=88, declarer_tricks=10, pagat={"side": "defenders", "outcome": "won"}
        ),
        "result.pagat.outcome",
    ),
    ("trull-side", build(trull="both"), "result.trull"),
    ("four-kings-side", build(four_kings=True), "result.four_kings"),
    ("mondfang-side", build(mondfang="Hans"), "result.mondfang"),
    (
        "trull-side-cannot-take-no-trick",
        build(declarer_points=0, declarer_tricks=0, trull="declarers"),
        "result.trull",
    ),
    (
        "mondfang-against-the-trull-holders",
        build(trull="declarers", mondfang="defenders"),
        "result.mondfang",
    ),
    (
        "soloist-with-trull-cannot-lose-the-mond",
        build(solo(), trull="declarers", mondfang="declarers"),
        "result.mondfang",
    ),
    (
        "soloist-mond-caught-needs-a-defender-trick",
        build(solo(), declarer_points=88, declarer_tricks=10, mondfang="declarers"),
        "result.mondfang",
    ),
    # flags and rules
    ("thrown-in-not-boolean", build({"thrown_in": "yes"}), "thrown_in"),
    ("thrown-in-null", build({"thrown_in": None}), "thrown_in"),
    ("thrown-in-with-a-contract", build({"thrown_in": True}), "contract"),
    (
        "thrown-in-with-a-result",
        {
            "game": "zwanzigerrufen",
            "players": PLAYERS,
            "dealer": "Ilse",
            "thrown_in": True,
            "result": BASE["result"],
        },
        "result",
    ),
    ("double-round-not-boolean", build({"double_round": 1}), "double_round"),
    ("rule-solo-value", build({"rules": {"solo_value": 6}}), "rules.solo_value"),
    (
        "rule-valat-cancels",
        build({"rules": {"valat_cancels_bonuses": "yes"}}),
        "rules.valat_cancels_bonuses",
    ),
    ("rule-unknown", build({"rules": {"ulti": True}}), "rules.ulti"),
    # the auction log
    ("bids-not-an-array", build({"bids": "Franz:XX"}), "bids"),
    ("bids-empty", build({"bids": []}), "bids"),
    ("bids-entry-not-an-object", build({"bids": ["XX"]}), "bids[0]"),
    ("bids-player-not-at-table", build({"bids": bids("Zoe:XX")}), "bids[0].player"),
    ("bids-forehand-bids-first", build({"bids": bids("Gerti:pass")}), "bids[0].player"),
    ("bids-forehand-cannot-pass", build({"bids": bids("Franz:pass")}), "bids[0].bid"),
    ("bids-unknown-bid", build({"bids": bids("Franz:XXI")}), "bids[0].bid"),
    ("bids-turn-order", build({"bids": bids("Franz:XX", "Hans:pass")}), "bids[1].player"),
    (
        "bids-normal-only-by-forehand-opening",
        build({"bids": bids("Franz:XX", "Gerti:normal")}),
        "bids[1].bid",
    ),
    (
        "bids-must-rise",
        build(
            solo("Gerti", "suit-solo")
            | {"bids": bids("Franz:XX", "Gerti:suit-solo", "Hans:suit-solo")}
        ),
        "bids[2].bid",
    ),
    (
        "bids-pass-is-final",
        build(
            solo("Hans")
            | {"bids": bids("Franz:XX", "Gerti:pass", "Hans:solo", "Ilse:pass", "Gerti:pass")}
        ),
        "bids[4].player",
    ),
    (
        "bids-after-the-auction-ended",
        build({"bids": bids("Franz:XX", "Gerti:pass", "Hans:pass", "Ilse:pass", "Franz:solo")}),
        "bids[4]",
    ),
    ("bids-unfinished", build({"bids": bids("Franz:XX", "Gerti:pass")}), "bids"),
    (
        "bids-winner-is-not-declarer",
        build(
            solo("Gerti")
            | {"bids": bids("Franz:XX", "Gerti:pass", "Hans:solo", "Ilse:pass", "Franz:pass")}
        ),
        "bids",
    ),
    (
        "bids-contract-disagrees",
        build(
            solo("Hans")
            | {"bids": bids("Franz:XX", "Gerti:pass", "Hans:suit-solo", "Ilse:pass", "Franz:pass")}
        ),
        "bids",
    ),
    (
        "bids-called-tarock-disagrees",
        build({"bids": bids("Franz:XIX", "Gerti:pass", "Hans:pass", "Ilse:pass")}),
        "bids",
    ),
]


@pytest.mark.parametrize(("raw", "field"), [c[1:] for c in BAD], ids=[c[0] for c in BAD])
def test_bad_record(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field
    assert err.value.reason


THROWN_IN = {"game": "zwanzigerrufen", "players": PLAYERS, "dealer": "Ilse", "thrown_in": True}

# Issue 8: a misspelt field was ignored, so ``"kontar": {"game": 1}`` scored the deal as if
# nobody had said Kontra. Every level of the record refuses a field it does not know.
UNKNOWN: list[tuple[str, dict[str, Any], str]] = [
    ("top-level-kontar", build({"kontar": {"game": 1}}), "kontar"),
    ("top-level-anounced", build({"anounced": {"absolut": "for"}}), "anounced"),
    ("top-level-in-a-thrown-in-deal", THROWN_IN | {"double_rounds": True}, "double_rounds"),
    ("announced-misspelt-bonus", build({"announced": {"absolutt": "for"}}), "announced.absolutt"),
    (
        "announced-trull-is-no-announcement",
        build({"announced": {"trull": "for"}}),
        "announced.trull",
    ),
    ("kontra-misspelt-game", build({"kontra": {"gmae": 1}}), "kontra.gmae"),
    ("kontra-on-trull", build({"kontra": {"trull": 1}}), "kontra.trull"),
    ("result-points", build(points=50), "result.points"),
    (
        "result-pagat-by",
        build(pagat={"side": "declarers", "outcome": "won", "by": "Hans"}),
        "result.pagat.by",
    ),
    (
        "bids-entry-seat",
        build({"bids": [{"player": "Franz", "bid": "XX", "seat": 1}]}),
        "bids[0].seat",
    ),
]


@pytest.mark.parametrize(("raw", "field"), [c[1:] for c in UNKNOWN], ids=[c[0] for c in UNKNOWN])
def test_unknown_field_is_refused_naming_it(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert (err.value.field, err.value.code) == (field, Code.UNKNOWN_FIELD)
    assert err.value.reason.startswith("unknown field; allowed here: ")


def test_a_silent_bonus_under_kontra_is_a_broken_rule_not_an_unknown_field() -> None:
    # rules "Kontra": Kontra goes on the game or on an announced bonus; absolut is a
    # field kontra has, but only once it is announced.
    with pytest.raises(RecordError) as err:
        parse_deal(build({"kontra": {"absolut": 1}}))
    assert (err.value.field, err.value.code) == ("kontra.absolut", Code.INVALID)


def test_every_field_of_the_spec_and_of_the_app_is_accepted() -> None:
    # spec "Common fields" and "zwanzigerrufen", with every optional field the form and
    # the session write: rules, bids, double_round, thrown_in false.
    raw = build(
        {
            "rules": {"solo_value": 5},
            "announced": {"absolut": "for"},
            "kontra": {"game": 1, "absolut": 1},
            "bids": bids("Franz:XX", "Gerti:pass", "Hans:pass", "Ilse:pass"),
            "double_round": True,
            "thrown_in": False,
        },
        declarer_points=60,
        declarer_tricks=7,
    )
    assert parse_deal(raw).to_json() == raw


def test_the_example_evening_still_parses() -> None:
    evening = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    result = replay_json(evening)
    assert len(result.rows) == len(evening["deals"])
    assert sum(result.totals.values()) == 0  # every deal zero-sum


def test_the_example_evening_prints_as_a_text_and_csv_sheet() -> None:
    # deal 3: Poldi's solo won with 50 (defenders 38, no absolut): V +4, counted double
    # in the round after deal 2's Mondfang; deal 4: Zusammenwerfen.
    result = replay_json(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    rows = sheet_rows(score_sheet(result))
    assert [row[4:6] for row in rows[3:5]] == [
        ["Solo", "50 pts, 5 tricks, V +4 ×2"],
        ["thrown in", "Zusammenwerfen"],  # the sheet model's one word for it
    ]
    assert "Normal XX Kontra" in sheet_text(score_sheet(result))  # deal 6: Kontra on the game


GOOD: list[tuple[str, Callable[[], dict[str, Any]]]] = [
    (
        "absolut-dagegen-implies-the-kontra-for-pagat-dagegen",
        lambda: build(
            {"announced": {"absolut": "against", "pagat": "against"}},
            pagat={"side": "defenders", "outcome": "won"},
        ),
    ),
    (
        "solo-without-called-and-partner",
        lambda: {k: v for k, v in build(solo()).items() if k not in ("called", "partner")},
    ),
    (
        "result-without-optional-bonus-keys",
        lambda: build({"result": {"declarer_points": 50, "declarer_tricks": 5}}),
    ),
    (
        "announced-and-kontra-left-out",
        lambda: {k: v for k, v in BASE.items() if k not in ("announced", "kontra")},
    ),
    (
        "bids-normal-game",
        lambda: build({"bids": bids("Franz:XX", "Gerti:pass", "Hans:pass", "Ilse:pass")}),
    ),
    (
        "bids-normal-word",
        lambda: build({"bids": bids("Franz:normal", "Gerti:pass", "Hans:pass", "Ilse:pass")}),
    ),
    (
        "bids-solo-outbids-suit-solo",
        lambda: build(
            solo("Hans")
            | {
                "bids": bids(
                    "Franz:XX",
                    "Gerti:suit-solo",
                    "Hans:solo",
                    "Ilse:pass",
                    "Franz:pass",
                    "Gerti:pass",
                )
            }
        ),
    ),
    (
        "bids-forehand-raises-to-solo",
        lambda: build(
            solo("Franz")
            | {
                "bids": bids(
                    "Franz:XX",
                    "Gerti:suit-solo",
                    "Hans:pass",
                    "Ilse:pass",
                    "Franz:solo",
                    "Gerti:pass",
                )
            }
        ),
    ),
    (
        "bids-forehand-opens-solo",
        lambda: build(
            solo("Franz") | {"bids": bids("Franz:solo", "Gerti:pass", "Hans:pass", "Ilse:pass")}
        ),
    ),
    (
        "thrown-in-with-double-round-flag",
        lambda: {
            "game": "zwanzigerrufen",
            "players": PLAYERS,
            "dealer": "Ilse",
            "thrown_in": True,
            "double_round": True,
        },
    ),
    ("thrown-in-false-is-a-played-deal", lambda: build({"thrown_in": False})),
    (
        "normal-game-dealer-franz-forehand-gerti",
        lambda: build({"dealer": "Franz", "declarer": "Gerti", "partner": "Ilse"}),
    ),
    ("silent-pagat-early-recorded", lambda: build(pagat={"side": "declarers", "outcome": "early"})),
    ("normal-trull-and-own-mondfang", lambda: build(trull="declarers", mondfang="declarers")),
]


@pytest.mark.parametrize("make", [c[1] for c in GOOD], ids=[c[0] for c in GOOD])
def test_valid_record_parses_and_round_trips(make: Callable[[], dict[str, Any]]) -> None:
    raw = make()
    deal = parse_deal(raw)
    assert deal.to_json() == raw
    assert sum(deal.settle().deltas.values()) == 0
