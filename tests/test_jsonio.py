"""Every refusal of the reader names where (issue 25, "Recovery that never loses").

Text that cannot be encoded (a lone surrogate: ``"\\ud800"`` in JSON, or a byte
that is not UTF-8 read from standard input) is refused where it is read, naming
its field (``place: not valid text``, code ``not_text``), whether it is a value
or a key, at any depth, in JSON text or in a record already in memory. A record
that is not an object names ``record`` (``record[0]`` inside a list), and an
empty key names its parent (``deals[0]: an empty field name``). A fuzzer found
each of them refused without a field, or ending in ``internal error``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import settle_json
from scorekeeper.errors import Code, RecordError
from scorekeeper.games import parse_deal
from scorekeeper.jsonio import check_limits, check_text, loads
from scorekeeper.league.model import parse_league
from scorekeeper.session.record import parse_session
from scorekeeper.session.rename import rename_player
from scorekeeper.session.replay import replay_json

EXAMPLES = Path(__file__).parent / "spec_examples"
DEAL = json.loads((EXAMPLES / "ultimate.json").read_text(encoding="utf-8"))
SESSION: dict[str, Any] = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [{"declarer": "Aki", "bid": 30, "trump": "spades", "result": {"declarer_points": 50}}],
}


def session_text(**fields: str) -> str:
    """The session as JSON text with ``fields`` (raw JSON texts) added at its top."""
    text = json.dumps(SESSION)
    return text[:-1] + "".join(f", {json.dumps(k)}: {v}" for k, v in fields.items()) + "}"


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        loads(text)
    return caught.value


# --- text that cannot be encoded --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "field"),
    [
        (session_text(place='"\\ud800"'), "place"),
        (session_text(note='"a\\udfffb"'), "note"),
        (session_text(date='"2026-05-01\\udc80"'), "date"),
        (json.dumps(SESSION).replace('"Ben"', '"Ben\\ud800"'), "players[1]"),
        (json.dumps(SESSION).replace('"spades"', '"\\udbff"'), "deals[0].trump"),
        (session_text(x='[{"y": ["\\ude00"]}]'), "x[0].y[0]"),
        (session_text(x='{"\\ud800": 1}'), "x"),  # a key: its object is named
        ('{"\\ud800": 1}', "record"),
        ('"\\ud800"', "record"),
        ('["a", "\\ud800"]', "record[1]"),
    ],
    ids=[
        "place",
        "note",
        "date",
        "player-name",
        "deal-field",
        "deep",
        "key",
        "key-of-the-record",
        "the-record-a-text",
        "in-a-list",
    ],
)
def test_a_lone_surrogate_is_refused_when_read_naming_its_field(text: str, field: str) -> None:
    err = refused(text)
    assert (err.field, err.code) == (field, Code.NOT_TEXT)
    assert err.reason in ("not valid text", "a field name that is not valid text")


def test_a_surrogate_pair_is_text() -> None:
    """``\\ud83d\\ude00`` is one character (😀), not a lone surrogate."""
    assert loads(session_text(place='"\\ud83d\\ude00"'))["place"] == "😀"


def test_the_reason_says_what_is_wrong() -> None:
    assert str(refused(session_text(place='"\\ud800"'))) == "place: not valid text"
    assert (
        str(refused(session_text(x='{"\\ud800": 1}'))) == "x: a field name that is not valid text"
    )


@pytest.mark.parametrize(
    ("record", "field"),
    [
        ({**SESSION, "place": "Pub\ud800"}, "place"),
        ({**SESSION, "players": ["Aki", "B\udcff", "Chie"]}, "players[1]"),
        ({**SESSION, "extra": {"k\ud800": 1}}, "extra"),
    ],
    ids=["place", "player-name", "key"],
)
def test_a_lone_surrogate_in_memory_is_refused_by_the_readers(record: Any, field: str) -> None:
    """The window's records and the store's are held to the same check."""
    for read in (check_limits, parse_session, replay_json):
        with pytest.raises(RecordError) as caught:
            read(record)
        assert (caught.value.field, caught.value.code) == (field, Code.NOT_TEXT), read


def test_a_lone_surrogate_in_a_deal_in_memory_names_the_deal_field() -> None:
    deal = {**SESSION["deals"][0], "declarer": "Aki\ud800"}
    with pytest.raises(RecordError) as caught:
        replay_json({**SESSION, "deals": [deal]})
    assert (caught.value.field, caught.value.code) == ("deals[0].declarer", Code.NOT_TEXT)
    with pytest.raises(RecordError) as caught:
        parse_deal({**DEAL, "trump": "\ud800"})
    assert (caught.value.field, caught.value.code) == ("trump", Code.NOT_TEXT)


def test_check_text() -> None:
    check_text("Zoë 鈴木 😀", "name")
    with pytest.raises(RecordError) as caught:
        check_text("Zo\udc80", "name")
    assert (str(caught.value), caught.value.code) == ("name: not valid text", Code.NOT_TEXT)


def test_a_league_name_or_table_that_is_not_text_is_refused() -> None:
    league = {
        "name": "Tavasz",
        "game": "ulti",
        "season": {"from": "2026-03-01", "to": "2026-05-31"},
        "tables": ["Kocsma"],
    }
    for changed, field in (
        ({"name": "Tav\ud800"}, "league.name"),
        ({"tables": ["\udcff"]}, "league.tables[0]"),
    ):
        with pytest.raises(RecordError) as caught:
            parse_league({**league, **changed})
        assert (caught.value.field, caught.value.code) == (field, Code.NOT_TEXT)


def test_a_new_name_that_is_not_text_is_refused_at_its_seat() -> None:
    with pytest.raises(RecordError) as caught:
        rename_player(SESSION, "Ben", "Zo\ud800")
    assert (caught.value.field, caught.value.code) == ("players[1]", Code.NOT_TEXT)


# --- a record that is not an object -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("1e308", "record: 1e+308 is beyond the limit of ±10^15"),
        ("-1e308", "record: -1e+308 is beyond the limit of ±10^15"),
        ("NaN", "record: NaN is not a finite number"),
        ("Infinity", "record: Infinity is not a finite number"),
        ("-Infinity", "record: -Infinity is not a finite number"),
        ("1" * 20, "record: a number of 20 digits is beyond the limit of ±10^15"),
        ('"' + "x" * 10_001 + '"', "record: 10001 characters; at most 10000"),
        ("[1e308]", "record[0]: 1e+308 is beyond the limit of ±10^15"),
        ('[{"a": NaN}]', "record[0].a: NaN is not a finite number"),
    ],
    ids=[
        "1e308",
        "-1e308",
        "nan",
        "infinity",
        "-infinity",
        "20-digits",
        "long-text",
        "list",
        "nested",
    ],
)
def test_a_value_beyond_the_limits_as_the_record_names_record(text: str, line: str) -> None:
    err = refused(text)
    assert (str(err), err.code) == (line, Code.LIMIT)


def test_a_record_nested_too_deep_in_a_list_names_record() -> None:
    err = refused("[" * 70 + "]" * 70)
    assert err.field.startswith("record[0][0]") and err.reason == "nested deeper than 64 levels"


@pytest.mark.parametrize("text", ["3", "-0", "0.5", '"x"', "[]", "[1]", "null", "true", "false"])
def test_a_record_that_is_not_an_object_names_record(text: str) -> None:
    for read in (parse_session, settle_json):
        with pytest.raises(RecordError) as caught:
            read(loads(text))
        assert (str(caught.value), caught.value.code) == (
            "record: must be a JSON object",
            Code.NOT_OBJECT,
        )


@pytest.mark.parametrize("value", [1e308, float("nan"), float("inf"), 10**16, "x" * 10_001])
def test_a_value_beyond_the_limits_in_memory_names_record(value: Any) -> None:
    with pytest.raises(RecordError) as caught:
        check_limits(value)
    assert caught.value.field == "record" and caught.value.code == Code.LIMIT


# --- an empty key -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('{"": 1}', "record"),
        (session_text(**{"": "1"}), "record"),
        (json.dumps(SESSION).replace('"bid"', '"": 0, "bid"'), "deals[0]"),
        (
            json.dumps(SESSION).replace('"declarer_points"', '"": 0, "declarer_points"'),
            "deals[0].result",
        ),
        (session_text(rules='{"": true}'), "rules"),
        (session_text(stake='{"": 1, "per_point": 1}'), "stake"),
        (session_text(x='[{"a": {"": null}}]'), "x[0].a"),
        (json.dumps(DEAL)[:-1] + ', "": 1}', "record"),
        ('[{"": 1}]', "record[0]"),
    ],
    ids=[
        "alone",
        "session",
        "deal",
        "result",
        "rules",
        "stake",
        "deep",
        "deal-record",
        "in-a-list",
    ],
)
def test_an_empty_key_is_refused_naming_its_object(text: str, field: str) -> None:
    err = refused(text)
    assert (err.field, err.reason, err.code) == (field, "an empty field name", Code.UNKNOWN_FIELD)


@pytest.mark.parametrize(
    ("read", "record", "field"),
    [
        (settle_json, {**DEAL, "": 1}, "record"),
        (settle_json, {**DEAL, "result": {**DEAL["result"], "": 1}}, "result"),
        (replay_json, {**SESSION, "deals": [{**SESSION["deals"][0], "": 1}]}, "deals[0]"),
        (replay_json, {**SESSION, "rules": {"": True}}, "rules"),
    ],
    ids=["deal", "deal-result", "session-deal", "session-rules"],
)
def test_an_empty_key_in_memory_names_its_object(read: Any, record: Any, field: str) -> None:
    """Where an empty key is a field the record may not have, the reason says so
    and names the object (not ``deals[0].result.``)."""
    with pytest.raises(RecordError) as caught:
        read(record)
    assert (caught.value.field, caught.value.reason) == (field, "an empty field name")


# Issue 28: the surrogate check is no longer a compiled pattern (compiling it cost
# 0.5 to 0.8 ms of every start). The edges of the surrogate block, by the Unicode standard:
# U+D800 to U+DFFF are surrogates; U+D7FF, U+E000 and U+10FFFF are not.
@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Szűcs Zsófia", False),
        ("\ud7ff", False),
        ("a\ud800", True),
        ("\udbff b", True),
        ("\udc00", True),
        ("ö\udfff", True),
        ("\ue000", False),
        ("\U0010ffff", False),
        ("\ud83d\ude00", True),  # two surrogates in a str are two, not one character
    ],
)
def test_text_is_refused_exactly_when_it_holds_a_surrogate(text: str, refused: bool) -> None:
    if refused:
        with pytest.raises(RecordError) as caught:
            check_text(text, "players[0]")
        assert caught.value.code == Code.NOT_TEXT
        with pytest.raises(RecordError):
            check_limits({"players": [text]})
        with pytest.raises(RecordError):
            check_limits({text: 1})
    else:
        check_text(text, "players[0]")
        check_limits({"players": [text], text: 1})


def test_importing_jsonio_compiles_no_surrogate_pattern() -> None:
    import re

    import scorekeeper.jsonio as jsonio

    patterns = [v.pattern for v in vars(jsonio).values() if isinstance(v, re.Pattern)]
    assert patterns  # the module's other patterns are still found here
    assert not any("\ud800" in p for p in patterns)
