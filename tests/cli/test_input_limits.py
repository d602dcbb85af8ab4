"""Input limits (``docs/deal-format.md``, "Limits"): a record too deep, a number
too large or not finite, a text too long is refused with the field and the reason
(``Code.LIMIT``), in the reader of files and in the parsers of records already in
memory; never an "internal error"."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main, settle_json
from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal
from scorekeeper.host.json_files import CommandError
from scorekeeper.jsonio import MAX_DEPTH, check_limits, loads
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay_json
from scorekeeper.settlement import parse_stake

EXAMPLES = Path(__file__).parent.parent / "spec_examples"
SESSION = json.loads((EXAMPLES / "session_marjapussi.json").read_text(encoding="utf-8"))
ULTIMATE = json.loads((EXAMPLES / "ultimate.json").read_text(encoding="utf-8"))


def settle_text(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> tuple[int, str]:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    code = main(["settle", str(path)])
    err = capsys.readouterr().err
    return code, err


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        loads(text)
    assert caught.value.code == Code.LIMIT
    return caught.value


def nested(depth: int) -> str:
    """A session whose ``note`` is ``depth`` arrays deep."""
    return json.dumps(SESSION)[:-1] + ', "note": ' + "[" * depth + "]" * depth + "}"


# --- depth -----------------------------------------------------------------------------


def test_a_record_nested_to_the_limit_is_read() -> None:
    # the session object itself is level 1, "note" adds MAX_DEPTH - 1 more
    assert loads(nested(MAX_DEPTH - 1))["note"]


@pytest.mark.parametrize("depth", [MAX_DEPTH, 990, 100_000], ids=["limit+1", "990", "100000"])
def test_nested_deeper_than_the_limit_is_refused_with_the_reason(depth: int) -> None:
    err = refused(nested(depth))
    assert "nested deeper than 64 levels" in err.reason


def test_deep_nesting_through_the_cli_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, err = settle_text(capsys, tmp_path, nested(990))
    assert code == 2
    assert err.count("\n") == 1 and "nested deeper than 64 levels" in err
    assert "internal error" not in err


def test_a_deep_record_in_memory_is_refused_by_the_parsers() -> None:
    deal: Any = dict(ULTIMATE)
    value: Any = 1
    for _ in range(3000):  # deeper than Python's recursion limit
        value = [value]
    deal["bid"] = value
    with pytest.raises(RecordError) as caught:
        parse_deal(deal)
    assert caught.value.code == Code.LIMIT and caught.value.field.startswith("bid")


# --- numbers -----------------------------------------------------------------------------


def test_an_integer_of_5000_digits_is_refused_naming_its_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = json.dumps(SESSION).replace('"bid": 120', '"bid": ' + "9" * 5000)
    code, err = settle_text(capsys, tmp_path, text)
    assert code == 2
    assert err == "deals[0].bid: a number of 5000 digits is beyond the limit of ±10^15\n"


@pytest.mark.parametrize(
    ("literal", "reason"),
    [
        ("Infinity", "Infinity is not a finite number"),
        ("-Infinity", "-Infinity is not a finite number"),
        ("NaN", "NaN is not a finite number"),
        ("1e400", "1e400 is beyond the limit of ±10^15"),
    ],
    ids=["infinity", "minus-infinity", "nan", "float-overflow"],
)
def test_non_finite_per_point_is_refused_when_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, literal: str, reason: str
) -> None:
    text = json.dumps(SESSION).replace('"per_point": 1', '"per_point": ' + literal)
    code, err = settle_text(capsys, tmp_path, text)
    assert (code, err) == (2, f"stake.per_point: {reason}\n")


@pytest.mark.parametrize(
    "value",
    [float("inf"), float("nan"), "Infinity", "NaN", "1e999999999", 10**16, 1e300],
    ids=["inf", "nan", "text-infinity", "text-nan", "text-huge-exponent", "int", "float"],
)
def test_a_stake_beyond_the_limits_is_refused(value: Any) -> None:
    # "1e999999999" would be a fraction of a billion digits: refused before it is built
    with pytest.raises(RecordError) as caught:
        parse_stake({"per_point": value})
    assert caught.value.field == "stake.per_point" and caught.value.code == Code.LIMIT


def test_a_stake_within_the_limits_is_read() -> None:
    assert parse_stake({"per_point": 10**9}).per_point == 10**9  # docs/deal-format.md, "Limits"
    assert parse_stake({"per_point": "0.05"}).per_point * 20 == 1


def test_numbers_in_memory_are_checked_too() -> None:
    for value in (10**5000, float("inf"), float("nan")):
        deal = dict(ULTIMATE, bid=value)
        with pytest.raises(RecordError) as caught:
            parse_deal(deal)
        assert caught.value.field == "bid" and caught.value.code == Code.LIMIT
        assert len(str(caught.value)) < 100


def test_a_huge_number_in_a_reason_is_not_written_out() -> None:
    # a number within the read limit but out of the field's range: the field's reason
    with pytest.raises(RecordError, match=r"^bid: 1000000000000000 is not between"):
        parse_deal(dict(ULTIMATE, bid=10**15))


# --- texts and names ----------------------------------------------------------------------


def test_a_text_longer_than_the_limit_is_refused() -> None:
    err = refused(json.dumps(dict(SESSION, note="x" * 10_001)))
    assert err.field == "note" and err.reason == "10001 characters; at most 10000"


def test_a_key_longer_than_the_limit_is_refused() -> None:
    err = refused(json.dumps(dict(SESSION, **{"k" * 10_001: 1})))
    assert err.reason == "10001 characters; at most 10000"


def test_a_name_of_101_characters_is_refused_and_100_is_read() -> None:
    players = ["A" * 100, "Eero", "Helmi", "Onni"]
    assert parse_session(dict(SESSION, players=players)).players[0] == "A" * 100
    players[0] = "A" * 101
    with pytest.raises(RecordError) as caught:
        parse_session(dict(SESSION, players=players))
    assert caught.value.field == "players[0]" and caught.value.code == Code.LIMIT
    assert caught.value.reason == "101 characters; a name has at most 100"


def test_a_10000_character_name_is_one_short_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    deal = dict(ULTIMATE, declarer="Z" * 10_000)
    code, err = settle_text(capsys, tmp_path, json.dumps(deal))
    assert code == 2 and err.count("\n") == 1 and len(err) < 120
    assert err.startswith('declarer: "ZZZZ') and "is not a player at this table" in err


# --- the other "internal error" cases of issue 9 ------------------------------------------


def test_a_session_without_deals_settles_as_an_empty_session() -> None:
    record = {k: v for k, v in SESSION.items() if k != "deals"}
    out = settle_json(record)
    assert out["deals"] == [] and out["totals"] == dict.fromkeys(SESSION["players"], 0)
    assert out["next_dealer"] == "Onni"


@pytest.mark.parametrize(
    "rules",
    ["abc", 5, ["x"], True, False, 0, "", []],
    # issue 25: a false one (false, 0, "", []) was read as no rules, and a file
    # holding it was then refused by the schema of the whole-database file
    ids=["text", "number", "array", "bool", "false", "zero", "empty-text", "empty-array"],
)
def test_a_deal_whose_rules_are_not_an_object_is_refused(rules: Any) -> None:
    record = json.loads(json.dumps(SESSION))
    record["deals"][0]["rules"] = rules
    with pytest.raises(RecordError) as caught:
        replay_json(record)
    assert caught.value.field == "deals[0].rules" and caught.value.code == Code.NOT_OBJECT


def test_invalid_json_is_still_one_line_with_the_place() -> None:
    with pytest.raises(CommandError, match=r"record: not valid JSON \(.* line 1, column 2\)"):
        loads("{]")


def test_check_limits_names_the_path_of_the_field() -> None:
    with pytest.raises(RecordError) as caught:
        check_limits({"deals": [{"result": {"card_points": [1, float("nan")]}}]})
    assert caught.value.field == "deals[0].result.card_points[1]"


def test_the_recursion_limit_is_untouched() -> None:
    before = sys.getrecursionlimit()
    with pytest.raises(RecordError):
        loads("[" * 200_000)
    assert sys.getrecursionlimit() == before


def test_a_replay_reports_the_first_bad_deal_whether_its_fault_is_a_limit_or_not() -> None:
    """The replay walks every deal once for the limits; the errors stay those of
    the deals in order: deal 1's own error before deal 2's limit, and deal 2's
    limit, naming its field, when deal 1 is good."""
    good = {"declarer": "Aki", "bid": 30, "trump": "spades", "result": {"declarer_points": 50}}
    beyond = dict(good, trump="x" * 10_001)
    session = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie"}
    with pytest.raises(RecordError) as caught:
        replay_json(dict(session, deals=[good, dict(good, bid="many"), beyond]))
    assert (caught.value.field, caught.value.code) == ("deals[1].bid", Code.NOT_INTEGER)
    with pytest.raises(RecordError) as caught:
        replay_json(dict(session, deals=[good, good, beyond]))
    assert (caught.value.field, caught.value.code) == ("deals[2].trump", Code.LIMIT)
