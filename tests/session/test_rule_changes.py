"""House rules changed from a deal on (the session's ``rule_changes``): each deal is
scored under the rules in force at its place, and the sheet says where they changed."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.export.sheet import build_sheet
from scorekeeper.session.edit import rescored, rules_fields
from scorekeeper.session.record import parse_session, rules_in_force
from scorekeeper.session.replay import replay_from, replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper.sheet.plain import sheet_rows
from scorekeeper.words.text import render

# Aino (with Helmi) bids and declares 100, takes 140 card points, the last trick and
# eight tricks; Eero and Onni take one trick of no card points.
LAPARI_DEAL = {
    "declarer": "Aino",
    "bid": 100,
    "contract": 100,
    "result": {"card_points": [140, 0], "last_trick": 0, "tricks": [8, 1], "marriages": []},
}


def huutopussi(**fields: Any) -> dict[str, Any]:
    return {
        "game": "huutopussi",
        "players": ["Aino", "Eero", "Helmi", "Onni"],
        "first_dealer": "Onni",
        "deals": [LAPARI_DEAL, LAPARI_DEAL],
        **fields,
    }


def test_lapari_by_tricks_from_deal_2() -> None:
    # docs/rules/huutopussi.md "Scoring one deal": the declarers' total is
    # 140 + 20 (last trick) = 160 ≥ 100: +100 both deals. The opponents have 0 points:
    # deal 1, läpäri on 0 points (the default): they score minus the bid, −100;
    # deal 2, läpäri on taking no trick (from deal 2 on): they took a trick, so no
    # läpäri; they score their total, 0.
    result = replay_json(huutopussi(rule_changes=[{"from_deal": 2, "rules": {"lapari": "tricks"}}]))
    assert [dict(row.outcome.deltas) for row in result.rows] == [
        {"Aino": 100, "Eero": -100, "Helmi": 100, "Onni": -100},
        {"Aino": 100, "Eero": 0, "Helmi": 100, "Onni": 0},
    ]
    assert result.totals == {"Aino": 200, "Eero": -100, "Helmi": 200, "Onni": -100}
    assert result.context(1).rules["lapari"] == "tricks"
    assert result.context(2).rules["lapari"] == "tricks"  # the next deal too


def test_without_rule_changes_every_deal_plays_the_session_rules() -> None:
    result = replay_json(huutopussi())
    assert [row.outcome.deltas["Eero"] for row in result.rows] == [-100, -100]
    assert "rule_changes" not in parse_session(huutopussi()).to_json()


def test_a_deals_own_rules_override_the_change() -> None:
    deals = [LAPARI_DEAL, dict(LAPARI_DEAL, rules={"lapari": "points"})]
    result = replay_json(
        huutopussi(deals=deals, rule_changes=[{"from_deal": 2, "rules": {"lapari": "tricks"}}])
    )
    assert [row.outcome.deltas["Eero"] for row in result.rows] == [-100, -100]


def test_a_change_with_null_rules_changes_nothing() -> None:
    record = parse_session(huutopussi(rule_changes=[{"from_deal": 2, "rules": None}]))
    assert rules_in_force(record, 1) == record.rules


def test_changes_stack_in_order_and_round_trip() -> None:
    changes = [
        {"from_deal": 2, "rules": {"lapari": "tricks"}},
        {"from_deal": 4, "rules": {"lapari": "points"}},
    ]
    # three deals: the change from deal 4 starts at the next one (issue 28)
    record = parse_session(huutopussi(deals=[LAPARI_DEAL] * 3, rule_changes=changes))
    assert [rules_in_force(record, i)["lapari"] for i in range(5)] == [
        "points",
        "tricks",
        "tricks",
        "points",
        "points",
    ]
    assert record.to_json()["rule_changes"] == changes


def test_the_sheet_marks_the_deal_where_the_rules_changed() -> None:
    result = replay_json(huutopussi(rule_changes=[{"from_deal": 2, "rules": {"lapari": "tricks"}}]))
    sheet = score_sheet(result)
    assert sheet.rows[0].rule_change is None
    assert render(sheet.rows[1].rule_change) == "From deal 2: Läpäri: tricks"
    assert [render(c) for c in sheet.rule_changes] == ["From deal 2: Läpäri: tricks"]
    assert "From deal 2: Läpäri: tricks" in sheet_rows(sheet)[2][-1]  # scorekeeper show
    printed = build_sheet(result)  # the PDF
    assert printed.rows[1].rule_change == "From deal 2: Läpäri: tricks"
    assert printed.rule_changes == ("From deal 2: Läpäri: tricks",)
    assert render(sheet.rows[1].rule_change, "ja") != render(sheet.rows[1].rule_change)


@pytest.mark.parametrize(
    ("changes", "field", "code"),
    [
        ({"from_deal": 2}, "rule_changes", Code.NOT_ARRAY),
        ([{"from_deal": 1, "rules": {}}], "rule_changes[0].from_deal", Code.OUT_OF_RANGE),
        ([{"from_deal": 2}], "rule_changes[0].rules", Code.MISSING),
        (
            [{"from_deal": 2, "rules": {"lapari": "x"}}],
            "rule_changes[0].rules.lapari",
            Code.NOT_CHOICE,
        ),
        (
            [{"from_deal": 2, "rules": {"min_bid": 5}}],
            "rule_changes[0].rules.min_bid",
            Code.UNKNOWN_FIELD,
        ),
        (
            [{"from_deal": 3, "rules": {}}, {"from_deal": 3, "rules": {}}],
            "rule_changes[1].from_deal",
            Code.OUT_OF_RANGE,
        ),
        (
            [{"from_deal": 2, "rules": {}, "when": "now"}],
            "rule_changes[0].when",
            Code.UNKNOWN_FIELD,
        ),
        # issue 25: read as no rules, then refused by the whole-database file's schema
        ([{"from_deal": 2, "rules": False}], "rule_changes[0].rules", Code.NOT_OBJECT),
        ([{"from_deal": 2, "rules": 0}], "rule_changes[0].rules", Code.NOT_OBJECT),
        ([{"from_deal": 2, "rules": ""}], "rule_changes[0].rules", Code.NOT_OBJECT),
        ([{"from_deal": 2, "rules": []}], "rule_changes[0].rules", Code.NOT_OBJECT),
    ],
    ids=[
        "not-array",
        "deal-1",
        "no-rules",
        "bad-value",
        "unknown-rule",
        "not-ascending",
        "unknown-field",
        "rules-false",
        "rules-zero",
        "rules-empty-text",
        "rules-empty-array",
    ],
)
def test_bad_rule_changes_are_refused(changes: Any, field: str, code: Code) -> None:
    with pytest.raises(RecordError) as err:
        parse_session(huutopussi(rule_changes=changes))
    assert (err.value.field, err.value.code) == (field, code)


@pytest.mark.parametrize(
    ("deals", "from_deal", "reason"),
    [
        (2, 10, "10 is not a deal from 2 to 3 (the next deal)"),
        (2, 4, "4 is not a deal from 2 to 3 (the next deal)"),
        (
            0,
            2,
            "there is no deal yet: before the first deal, change the session's house rules instead",
        ),
    ],
    ids=["far-past-the-next-deal", "one-past-the-next-deal", "no-deal-yet"],
)
def test_a_change_starts_at_most_at_the_next_deal(deals: int, from_deal: int, reason: str) -> None:
    """Issue 28: a change past the next deal applied to no deal, in silence; it is
    refused as a substitution is (deal 2 up to the number of deals + 1)."""
    changes = [{"from_deal": from_deal, "rules": {"lapari": "tricks"}}]
    with pytest.raises(RecordError) as err:
        parse_session(huutopussi(deals=[LAPARI_DEAL] * deals, rule_changes=changes))
    assert (err.value.field, err.value.code) == ("rule_changes[0].from_deal", Code.OUT_OF_RANGE)
    assert err.value.reason == reason


def test_a_change_from_the_next_deal_is_taken() -> None:
    """Two deals played: the change may start at deal 3, the next one."""
    record = parse_session(
        huutopussi(rule_changes=[{"from_deal": 3, "rules": {"lapari": "tricks"}}])
    )
    assert rules_in_force(record, 2)["lapari"] == "tricks"


def test_a_deal_taken_away_from_under_a_change_is_refused() -> None:
    """The replay of fewer deals (as the store's edits do) checks the reach again:
    two deals and a change from deal 3; without deal 2 the next deal is 2."""
    result = replay_json(huutopussi(rule_changes=[{"from_deal": 3, "rules": {"lapari": "tricks"}}]))
    with pytest.raises(RecordError) as err:
        replay_from(result, 1, [LAPARI_DEAL])
    assert err.value.field == "rule_changes[0].from_deal"


def test_rules_fields_for_all_deals_backdate_what_changed() -> None:
    # Läpäri by tricks from deal 2; now set back to points for all deals: the option
    # leaves the change (which is then empty, so gone) and both deals score läpäri on
    # 0 points: deal 2's opponents go from 0 to −100, deal 1 stays −100: 1 deal rescored.
    changed = huutopussi(rule_changes=[{"from_deal": 2, "rules": {"lapari": "tricks"}}])
    fields = rules_fields(parse_session(changed), {"lapari": "points"})
    assert fields == {"rules": {}, "rule_changes": None}
    after = {k: v for k, v in changed.items() if k != "rule_changes"} | {"rules": {}}
    assert rescored(replay_json(changed), replay_json(after)) == 1
    # without a change, tricks for all deals rescores both deals (−100 → 0 each)
    fields = rules_fields(parse_session(huutopussi()), {"lapari": "tricks"})
    assert fields == {"rules": {"lapari": "tricks"}, "rule_changes": None}
    assert (
        rescored(
            replay_json(huutopussi()), replay_json(huutopussi(**fields | {"rule_changes": []}))
        )
        == 2
    )


def test_all_deals_leaves_an_earlier_change_of_another_option_alone() -> None:
    """Review of issue 11: only the option changed now is backdated. Ulti with no
    surrender penalty from deal 2; silent aces switched on for all deals: the
    surrender change stays from deal 2 on."""
    record = parse_session(
        {
            "game": "ulti",
            "players": ["Anna", "Béla", "Csaba"],
            "first_dealer": "Csaba",
            "rule_changes": [{"from_deal": 2, "rules": {"surrender_ulti_penalty": False}}],
            "deals": [{"thrown_in": True}, {"thrown_in": True}],
        }
    )
    shown = dict(rules_in_force(record, 2)) | {"silent_aces_with_durchmars": True}
    assert rules_fields(record, shown) == {
        "rules": {"silent_aces_with_durchmars": True},
        "rule_changes": [{"from_deal": 2, "rules": {"surrender_ulti_penalty": False}}],
    }


def test_rules_fields_from_the_next_deal_on() -> None:
    record = parse_session(huutopussi())
    fields = rules_fields(record, {"lapari": "tricks"}, from_deal=3)
    assert fields == {"rule_changes": [{"from_deal": 3, "rules": {"lapari": "tricks"}}]}
    # changed back before deal 3 was played: the change is gone
    changed = parse_session(huutopussi(**fields))
    assert rules_fields(changed, {"lapari": "points"}, from_deal=3) == {"rule_changes": None}
    # a later change keeps the earlier one
    again = rules_fields(changed, {"lapari": "points"}, from_deal=5)
    assert again == {
        "rule_changes": [
            {"from_deal": 3, "rules": {"lapari": "tricks"}},
            {"from_deal": 5, "rules": {"lapari": "points"}},
        ]
    }
