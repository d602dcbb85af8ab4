"""Ultimate: every validation rule raises RecordError naming the JSON field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal
from scorekeeper.session.replay import replay_json

EXAMPLE_EVENING = Path(__file__).parents[2] / "resources" / "examples" / "ultimate.json"
FIVE = ["Aki", "Ben", "Chie", "Dai", "Emi"]  # dealer Emi: Aki bids first
PARTNER = {"partner_variant": True}
NOT_PLAYED = {"declarer": None, "bid": None, "trump": None, "result": None}


def deal(**fields: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {"game": "ultimate", "players": FIVE, "dealer": "Emi"}
    raw.update({"declarer": "Aki", "bid": 45, "trump": "spades"})
    raw["result"] = {"declarer_points": fields.pop("points", 45)}
    raw.update(fields)
    return {k: v for k, v in raw.items() if v is not ...}  # ``...`` drops a field


def partner(**fields: Any) -> dict[str, Any]:
    return deal(rules=PARTNER, **{"partner_card": "QH", "partner": "Chie", **fields})


def log(*entries: str | int) -> list[dict[str, Any]]:
    """Bids in turn from Aki, skipping nobody: pairs of (player initial letter, bid)."""
    names = {n[0]: n for n in FIVE}
    return [{"player": names[str(e)[0]], "bid": _bid(str(e)[1:])} for e in entries]


def _bid(text: str) -> str | int:
    return "pass" if text == "-" else int(text)


INVALID = [
    pytest.param(deal(declarer=...), "declarer", id="declarer-missing"),
    pytest.param(deal(declarer="Zoe"), "declarer", id="declarer-not-at-table"),
    pytest.param(deal(bid=...), "bid", id="bid-missing"),
    pytest.param(deal(bid=0), "bid", id="bid-below-min-bid-1"),
    pytest.param(deal(bid=101), "bid", id="bid-above-100"),
    pytest.param(deal(bid="45"), "bid", id="bid-not-a-number"),
    pytest.param(deal(bid=45.5), "bid", id="bid-not-whole"),
    pytest.param(deal(bid=True), "bid", id="bid-boolean"),
    pytest.param(deal(rules={"min_bid": 50}, bid=49), "bid", id="bid-below-min-bid-option"),
    pytest.param(deal(trump="no-trump"), "trump", id="trump-never-no-trump"),
    pytest.param(deal(trump=None), "trump", id="trump-null"),
    pytest.param(deal(trump=...), "trump", id="trump-missing"),
    pytest.param(deal(trump="leaves"), "trump", id="trump-hungarian-suit"),
    pytest.param(deal(result=...), "result", id="result-missing"),
    pytest.param(deal(result=52), "result", id="result-not-object"),
    pytest.param(deal(result={}), "result.declarer_points", id="points-missing"),
    pytest.param(deal(points=105), "result.declarer_points", id="points-above-104"),
    pytest.param(deal(points=-5), "result.declarer_points", id="points-below-minus-4"),
    pytest.param(deal(points=52.0), "result.declarer_points", id="points-not-whole"),
    pytest.param(deal(partner_card="QH"), "partner", id="partner-card-without-partner-field"),
    pytest.param(deal(partner="Chie"), "partner", id="partner-without-variant"),
    pytest.param(partner(partner_card=...), "partner_card", id="variant-partner-card-missing"),
    pytest.param(partner(partner_card=None), "partner_card", id="variant-partner-card-null"),
    pytest.param(partner(partner_card="1H"), "partner_card", id="card-rank-1"),
    pytest.param(partner(partner_card="QX"), "partner_card", id="card-suit-X"),
    pytest.param(partner(partner_card="10"), "partner_card", id="card-no-suit"),
    pytest.param(partner(partner_card="QHH"), "partner_card", id="card-trailing"),
    pytest.param(partner(partner_card="qh"), "partner_card", id="card-lower-case"),
    pytest.param(partner(partner_card=""), "partner_card", id="card-empty"),
    pytest.param(partner(partner_card="H"), "partner_card", id="card-no-rank"),
    pytest.param(partner(partner_card="１０H"), "partner_card", id="card-wide-digits"),
    pytest.param(partner(partner_card=12), "partner_card", id="card-number"),
    pytest.param(partner(partner=...), "partner", id="variant-partner-missing"),
    pytest.param(partner(partner="Zoe"), "partner", id="partner-not-at-table"),
    pytest.param(partner(partner="Aki"), "partner", id="partner-is-declarer"),
    pytest.param(deal(rules={"min_bid": 0}), "rules.min_bid", id="min-bid-0"),
    pytest.param(deal(rules={"min_bid": 101}), "rules.min_bid", id="min-bid-101"),
    pytest.param(deal(rules={"min_bid": "5"}), "rules.min_bid", id="min-bid-text"),
    pytest.param(deal(rules={"all_pass": "redeal"}), "rules.all_pass", id="all-pass-unknown"),
    pytest.param(deal(rules={"partner_variant": 1}), "rules.partner_variant", id="variant-1"),
    pytest.param(deal(rules={"kontra": 1}), "rules.kontra", id="unknown-house-rule"),
    pytest.param(deal(thrown_in="yes"), "thrown_in", id="thrown-in-not-boolean"),
    pytest.param(
        deal(thrown_in=True, **{**NOT_PLAYED, "declarer": "Aki"}),
        "declarer",
        id="thrown-in-with-declarer",
    ),
    pytest.param(deal(thrown_in=True, **{**NOT_PLAYED, "bid": 45}), "bid", id="thrown-in-with-bid"),
    pytest.param(deal(**{**NOT_PLAYED, "bid": 45}), "bid", id="all-pass-with-bid"),
    pytest.param(deal(**{**NOT_PLAYED, "trump": "hearts"}), "trump", id="all-pass-with-trump"),
    pytest.param(
        deal(**{**NOT_PLAYED, "result": {"declarer_points": 0}}),
        "result",
        id="all-pass-with-result",
    ),
    pytest.param(
        deal(**NOT_PLAYED, rules={"all_pass": "dealer_bids"}),
        "declarer",
        id="all-pass-null-declarer-under-dealer-bids",
    ),
    pytest.param(
        deal(**NOT_PLAYED, thrown_in=False), "thrown_in", id="all-pass-but-thrown-in-false"
    ),
    pytest.param(deal(bids={"Aki": 45}), "bids", id="bids-not-array"),
    pytest.param(deal(bids=["Aki 45"]), "bids[0]", id="bids-entry-not-object"),
    pytest.param(deal(bids=[{"bid": 45}]), "bids[0].player", id="bids-player-missing"),
    pytest.param(deal(bids=[{"player": "Aki"}]), "bids[0].bid", id="bids-bid-missing"),
    pytest.param(
        deal(bids=[{"player": "Zoe", "bid": 5}]), "bids[0].player", id="bids-player-not-at-table"
    ),
    pytest.param(deal(bids=log("B45")), "bids[0].player", id="bids-first-is-dealers-left"),
    pytest.param(
        deal(bids=[{"player": "Aki", "bid": "double"}]), "bids[0].bid", id="bids-bid-word"
    ),
    pytest.param(deal(bids=[{"player": "Aki", "bid": 0}]), "bids[0].bid", id="bids-bid-below-min"),
    pytest.param(
        deal(bids=[{"player": "Aki", "bid": 101}]), "bids[0].bid", id="bids-bid-above-100"
    ),
    pytest.param(deal(bids=log("A30", "B30")), "bids[1].bid", id="bids-equal-does-not-beat"),
    pytest.param(deal(bids=log("A30", "B20")), "bids[1].bid", id="bids-lower-does-not-beat"),
    pytest.param(
        deal(bids=log("A-", "B10", "C20", "D-", "E-", "A30")),
        "bids[5].player",
        id="bids-pass-is-final",
    ),
    pytest.param(
        deal(bids=log("A45", "B-", "C-", "D-", "E-", "A50")),
        "bids[5]",
        id="bids-after-auction-over",
    ),
    pytest.param(deal(bids=log("A45", "B-", "C-")), "bids", id="bids-auction-not-finished"),
    pytest.param(
        deal(bids=log("A-", "B45", "C-", "D-", "E-")), "declarer", id="bids-winner-is-not-declarer"
    ),
    pytest.param(
        deal(bid=40, bids=log("A45", "B-", "C-", "D-", "E-")),
        "bid",
        id="bids-final-bid-below-auction-bid",
    ),
    pytest.param(
        deal(bids=log("A-", "B-", "C-", "D-", "E-")), "declarer", id="bids-all-passed-but-declarer"
    ),
    pytest.param(
        deal(**NOT_PLAYED, bids=log("A-", "B-", "C-", "D-", "E20")),
        "declarer",
        id="bids-winner-but-declarer-null",
    ),
    pytest.param(
        deal(**NOT_PLAYED, rules={"all_pass": "thrown_in"}, bids=log("A-", "B-")),
        "bids",
        id="bids-all-pass-log-incomplete",
    ),
    pytest.param(
        deal(
            declarer="Emi",
            rules={"all_pass": "dealer_bids"},
            bids=log("A-", "B-", "C-", "D-", "E-"),
        ),
        "bids[4].bid",
        id="bids-dealer-may-not-pass-under-dealer-bids",
    ),
    pytest.param(
        deal(rules={"min_bid": 20}, bids=log("A10")), "bids[0].bid", id="bids-below-min-bid-option"
    ),
]


@pytest.mark.parametrize(("raw", "field"), INVALID)
def test_invalid_record_names_the_field(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.field == field
    assert err.value.reason  # a reason in plain words


def test_reasons_read_plainly() -> None:
    with pytest.raises(RecordError, match="does not beat the bid of 30"):
        parse_deal(deal(bids=log("A30", "B30")))
    with pytest.raises(RecordError, match="it is Aki's turn, not Ben's"):
        parse_deal(deal(bids=log("B45")))
    with pytest.raises(RecordError, match="never no-trump"):
        parse_deal(deal(trump="no-trump"))
    with pytest.raises(RecordError, match="105 is not between -4 and 104"):
        parse_deal(deal(points=105))


VALID = [
    pytest.param(deal(points=104, bid=100), id="points-104-all-but-the-fives"),
    pytest.param(deal(points=-4), id="points-minus-4-only-the-fives"),
    pytest.param(deal(points=99), id="points-99"),
    pytest.param(deal(points=97), id="points-97"),
    pytest.param(deal(bid=100, points=100), id="bid-100"),
    pytest.param(partner(partner_card="10D"), id="card-10"),
    pytest.param(partner(partner_card="TD"), id="card-T"),
    pytest.param(partner(partner_card="2S"), id="card-2"),
    pytest.param(partner(partner=None), id="partner-null-card-unused"),
    pytest.param(deal(partner_card=None, partner=None), id="partner-fields-null-without-variant"),
    pytest.param(deal(thrown_in=False), id="thrown-in-false-played"),
    pytest.param(deal(thrown_in=True, **NOT_PLAYED), id="thrown-in-with-nulls"),
    pytest.param(
        deal(thrown_in=True, **NOT_PLAYED, bids=log("A10", "B-")), id="thrown-in-partial-auction"
    ),
    pytest.param(
        deal(bid=45, bids=log("A10", "B-", "C20", "D30", "E-", "A40", "C-", "D-")),
        id="bids-several-rounds-then-raise",
    ),
    pytest.param(
        deal(declarer="Emi", bids=log("A-", "B-", "C-", "D-", "E45")),
        id="bids-last-player-left-still-bids",
    ),
    pytest.param(
        deal(**NOT_PLAYED, bids=log("A-", "B-", "C-", "D-", "E-")), id="bids-all-pass-with-nulls"
    ),
]


@pytest.mark.parametrize("raw", VALID)
def test_valid_record_round_trips(raw: dict[str, Any]) -> None:
    assert parse_deal(raw).to_json() == raw


# Records are strict (issue 8): a field the record may not have is refused, naming it,
# at every depth; a misspelling must not be scored as if the field were absent.
UNKNOWN = [
    pytest.param(
        partner(partner_crad="KD"), "partner_crad", id="misspelt-partner-card-next-to-the-real-one"
    ),
    pytest.param(
        deal(partner_crad="QH", partner="Chie"), "partner_crad", id="misspelt-partner-card-alone"
    ),
    pytest.param(deal(result=..., reslut={"declarer_points": 45}), "reslut", id="misspelt-result"),
    pytest.param(partner(partner=..., partnr="Chie"), "partnr", id="misspelt-partner"),
    pytest.param(
        deal(result={"declarer_points": 45, "defender_points": 55}),
        "result.defender_points",
        id="unknown-field-in-result",
    ),
    pytest.param(
        deal(result={"declarer_point": 45}), "result.declarer_point", id="misspelt-in-result"
    ),
    pytest.param(
        deal(bids=[{"player": "Aki", "bid": 45, "raise": 50}, *log("B-", "C-", "D-", "E-")]),
        "bids[0].raise",
        id="unknown-field-in-a-bids-entry",
    ),
    pytest.param(deal(kontra=1), "kontra", id="another-games-field"),
    pytest.param(deal(thrown_in=True, **NOT_PLAYED, why="misdeal"), "why", id="thrown-in-deal"),
    pytest.param(deal(**NOT_PLAYED, biids=log("A-")), "biids", id="all-passed-deal"),
]


@pytest.mark.parametrize(("raw", "field"), UNKNOWN)
def test_unknown_field_is_refused_naming_it(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert (err.value.field, err.value.code) == (field, Code.UNKNOWN_FIELD)
    assert "allowed here" in err.value.reason


def test_unknown_field_in_a_session_deal_names_the_deal() -> None:
    session = json.loads(EXAMPLE_EVENING.read_text(encoding="utf-8"))
    session["deals"][2]["result"]["declarer_pionts"] = 61
    with pytest.raises(RecordError) as err:
        replay_json(session)
    assert err.value.field == "deals[2].result.declarer_pionts"
    assert err.value.code == Code.UNKNOWN_FIELD


def test_example_evening_still_parses() -> None:
    # resources/examples/ultimate.json, partner variant; worked by hand (docs/rules/ultimate.md):
    # 1 佐藤 40 + 高橋 52 ≥ 40: 佐藤, 高橋 +40.  2 鈴木 35 + 田中 30 < 35: 佐藤, 高橋, 渡辺 +17.
    # 3 高橋 50, KD no partner, 61 ≥ 50: 高橋 +2 × 50 = +100 → 157 ≥ 150, 高橋 wins game 1.
    # 4 all passed: 0.  5 田中 45 + 佐藤 48: +45 each.  6 渡辺 30 + 鈴木 24 < 30: 佐藤, 高橋,
    # 田中 +15.  7 佐藤 55 + 渡辺: +55 each.  8 鈴木 60 + 高橋: +60 each.  9 高橋 40 + 田中:
    # +40 each.  10 渡辺 45 + 佐藤: +45 each → game 2: 佐藤 45 + 15 + 55 + 45 = 160, wins.
    # Totals: 佐藤 40+17+45+15+55+45 = 217, 鈴木 60, 高橋 40+17+100+15+60+40 = 272,
    # 田中 45+15+40 = 100, 渡辺 17+55+45 = 117.
    raw = json.loads(EXAMPLE_EVENING.read_text(encoding="utf-8"))
    result = replay_json(raw)
    sato, suzuki, takahashi, tanaka, watanabe = raw["players"]
    assert dict(result.totals) == {
        sato: 217,
        suzuki: 60,
        takahashi: 272,
        tanaka: 100,
        watanabe: 117,
    }
    assert [g.winner for g in result.games] == [(takahashi,), (sato,)]
    for row in result.rows:  # what the app writes back, it reads again
        assert parse_deal(row.deal.to_json()).to_json() == row.deal.to_json()


CODES = [
    pytest.param(deal(declarer=...), Code.MISSING, id="declarer-missing"),
    pytest.param(deal(points=105), Code.OUT_OF_RANGE, id="points-above-104"),
    pytest.param(deal(trump="no-trump"), Code.NOT_CHOICE, id="trump-not-a-suit"),
    pytest.param(partner(partner_card="QX"), Code.NOT_CHOICE, id="not-a-card"),
    pytest.param(deal(bids=[{"player": "Aki", "bid": "double"}]), Code.NOT_CHOICE, id="bid-word"),
    pytest.param(partner(partner="Aki"), Code.INVALID, id="rule-partner-is-declarer"),
    pytest.param(deal(bids=log("B45")), Code.INVALID, id="rule-out-of-turn"),
    pytest.param(deal(bids=log("A30", "B30")), Code.INVALID, id="rule-bid-does-not-beat"),
    pytest.param(deal(bids=log("A45", "B-", "C-")), Code.INVALID, id="rule-auction-not-over"),
    pytest.param(deal(thrown_in=True, **{**NOT_PLAYED, "bid": 45}), Code.INVALID, id="rule-bid"),
    pytest.param(
        deal(bids=log("A-", "B45", "C-", "D-", "E-")), Code.MISMATCH, id="declarer-not-winner"
    ),
    pytest.param(
        deal(**NOT_PLAYED, thrown_in=False), Code.MISMATCH, id="thrown-in-false-but-all-passed"
    ),
]


@pytest.mark.parametrize(("raw", "code"), CODES)
def test_every_reason_carries_a_code(raw: dict[str, Any], code: Code) -> None:
    with pytest.raises(RecordError) as err:
        parse_deal(raw)
    assert err.value.code == code
