"""Every command refuses bad text and odd shapes in one line that names where
(issue 25, "Recovery that never loses"): exit status 2, ``field: reason`` on
standard error, no traceback and nothing written to the database.

A fuzzer found a lone surrogate (``"place": "\\ud800"``) ending in ``internal
error: UnicodeEncodeError`` at import, and a record that is a single value
(``1e308``, ``NaN``) or holds an empty key ``""`` refused without saying where.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import open_store

SESSION = (
    '{"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie"%s, '
    '"deals": [{"declarer": "Aki", "bid": 30, "trump": "spades"%s, '
    '"result": {"declarer_points": 50%s}}]}'
)


def session(top: str = "", deal: str = "", result: str = "") -> str:
    """The session's JSON text with raw JSON added at its top, its deal, its result."""
    return SESSION % (top, deal, result)


# (JSON text, the one line on standard error) for settle and import alike
CASES = {
    "place-surrogate": (session(', "place": "\\ud800"'), "place: not valid text"),
    "note-surrogate": (session(', "note": "Ulti \\udfff"'), "note: not valid text"),
    "date-surrogate": (session(', "date": "\\udc80"'), "date: not valid text"),
    "name-surrogate": (
        session().replace('"Ben"', '"Ben\\ud800"'),
        "players[1]: not valid text",
    ),
    "deal-surrogate": (
        session().replace('"spades"', '"spades\\ud800"'),
        "deals[0].trump: not valid text",
    ),
    "key-surrogate": (
        session(', "\\ud800": 1'),
        "record: a field name that is not valid text",
    ),
    "deal-key-surrogate": (
        session(deal=', "\\udbff": 1'),
        "deals[0]: a field name that is not valid text",
    ),
    "1e308": ("1e308", "record: 1e+308 is beyond the limit of ±10^15"),
    "nan": ("NaN", "record: NaN is not a finite number"),
    "infinity": ("Infinity", "record: Infinity is not a finite number"),
    "-infinity": ("-Infinity", "record: -Infinity is not a finite number"),
    "20-digits": ("9" * 20, "record: a number of 20 digits is beyond the limit of ±10^15"),
    "long-text": ('"' + "x" * 10_001 + '"', "record: 10001 characters; at most 10000"),
    "text": ('"x"', "record: must be a JSON object"),
    "list": ("[]", "record: must be a JSON object"),
    "list-1e308": ("[1e308]", "record[0]: 1e+308 is beyond the limit of ±10^15"),
    "null": ("null", "record: must be a JSON object"),
    "true": ("true", "record: must be a JSON object"),
    "-0": ("-0", "record: must be a JSON object"),
    "empty-key": ('{"": 1}', "record: an empty field name"),
    "empty-key-session": (session(', "": 1'), "record: an empty field name"),
    "empty-key-deal": (session(deal=', "": 1'), "deals[0]: an empty field name"),
    "empty-key-result": (session(result=', "": 1'), "deals[0].result: an empty field name"),
    "empty-key-rules": (session(', "rules": {"": true}'), "rules: an empty field name"),
    "empty-key-stake": (session(', "stake": {"": 1}'), "stake: an empty field name"),
    "float-bid": (
        session().replace('"bid": 30', '"bid": 30.0'),
        "deals[0].bid: 30.0 is not a whole number",
    ),
    "minus-zero-points": (
        session().replace('"declarer_points": 50', '"declarer_points": -0.0'),
        "deals[0].result.declarer_points: -0.0 is not a whole number",
    ),
    "deal-nan": (
        session().replace('"deals": [', '"deals": [NaN, '),
        "deals[0]: NaN is not a finite number",
    ),
    "deal-number": (
        session().replace('"deals": [', '"deals": [3, '),
        "deals[0]: must be a JSON object",
    ),
    # issue 28: one deal played, so a rule change starts at deal 2 at the latest
    "rule-change-past-the-next-deal": (
        session(', "rule_changes": [{"from_deal": 10, "rules": {}}]'),
        "rule_changes[0].from_deal: 10 is not a deal from 2 to 2 (the next deal)",
    ),
}


LEAGUE_ADD = ["league", "add", "--game", "ultimate", "--from", "2026-01-01", "--to", "2030-12-31"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def contents(db_path: Path) -> Any:
    """All the database holds, as its whole-database file says it."""
    with open_store(str(db_path)) as store:
        data = store.database_json()
    del data["exported_at"]
    return data


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "scorekeeper.db"


@pytest.fixture
def db(db_path: Path) -> list[str]:
    """A database holding one session (at the Pub; Aki, Ben and Chie play)."""
    with open_store(str(db_path)) as store:
        store.create_session(json.loads(session(', "place": "Pub"')))
    return ["--db", str(db_path)]


def one_line(code: int, out: str, err: str) -> str:
    assert (code, out) == (2, ""), err
    assert err.count("\n") == 1 and "Traceback" not in err and "internal error" not in err, err
    return err.rstrip("\n")


@pytest.mark.parametrize(("text", "line"), CASES.values(), ids=CASES.keys())
def test_settle_refuses_in_one_line_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, line: str
) -> None:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    assert one_line(*run(capsys, "settle", str(path))) == line


@pytest.mark.parametrize(("text", "line"), CASES.values(), ids=CASES.keys())
def test_import_refuses_in_one_line_and_writes_nothing(
    tmp_path: Path,
    db: list[str],
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    text: str,
    line: str,
) -> None:
    before = contents(db_path)
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    assert one_line(*run(capsys, *db, "import", str(path))) == line
    assert contents(db_path) == before


@pytest.mark.parametrize("command", ["settle", "import", "show"])
def test_a_byte_that_is_not_utf8_on_standard_input_is_refused_naming_its_field(
    db: list[str],
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: str,
) -> None:
    """Python reads standard input with ``surrogateescape`` in the POSIX locale
    and in UTF-8 mode: the byte 0xff becomes the lone surrogate U+DCFF."""
    data = session(', "place": "Kocsma \xff"').encode("latin-1")
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")
    monkeypatch.setattr(sys, "stdin", stdin)
    before = contents(db_path)
    argv = [command, "-"] if command == "settle" else [*db, command, "-"]
    assert one_line(*run(capsys, *argv)) == "place: not valid text"
    assert contents(db_path) == before


# --- a whole-database file ----------------------------------------------------------------


def database_file(db_path: Path) -> dict[str, Any]:
    """A whole-database file of a database holding a session and a league."""
    with open_store(str(db_path)) as store:
        store.create_session(json.loads(session(', "place": "Pub"')))
    main(["--db", str(db_path), *LEAGUE_ADD, "Tavasz", "--table", "Pub"])
    with open_store(str(db_path)) as store:
        return store.database_json()


DATABASE_CASES = {
    "player-name": (("players", 0, "name"), "Aki\ud800", "players[0].name: not valid text"),
    "player-note": (("players", 1, "note"), "\udcff", "players[1].note: not valid text"),
    "session-place": (("sessions", 0, "place"), "\ud800", "sessions[0].place: not valid text"),
    "league-name": (("leagues", 0, "name"), "Tav\ud800", "leagues[0].name: not valid text"),
    "league-table": (("leagues", 0, "tables", 0), "\ud800", "leagues[0].tables[0]: not valid text"),
    "empty-key": (("",), 1, "record: an empty field name"),
    "empty-key-session": (("sessions", 0, ""), 1, "sessions[0]: an empty field name"),
    "empty-key-people": (
        ("sessions", 0, "people", ""),
        1,
        "sessions[0].people: an empty field name",
    ),
    "empty-key-league": (("leagues", 0, "season", ""), 1, "leagues[0].season: an empty field name"),
    "version-nan": (("version",), float("nan"), "version: NaN is not a finite number"),
}


@pytest.mark.parametrize(
    ("where", "value", "line"), DATABASE_CASES.values(), ids=DATABASE_CASES.keys()
)
def test_a_whole_database_file_refuses_in_one_line_and_writes_nothing(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    where: tuple[Any, ...],
    value: Any,
    line: str,
) -> None:
    data = database_file(tmp_path / "source.db")
    inner = data
    for key in where[:-1]:
        inner = inner[key]
    inner[where[-1]] = value
    path = tmp_path / "all.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # "\ud800" is written as its escape
    target = tmp_path / "target.db"
    open_store(str(target)).close()
    before = contents(target)
    capsys.readouterr()
    assert one_line(*run(capsys, "--db", str(target), "import", str(path))) == line
    assert contents(target) == before


# --- text given as arguments --------------------------------------------------------------
# A byte that is not UTF-8 in an argument reaches Python as a lone surrogate
# (os.fsdecode: surrogateescape), as "\udcff" here.


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["players", "rename", "Aki", "Ak\udcff"], "name: not valid text"),
        (["players", "rename", "Aki", "Akira", "--note", "\udcff"], "note: not valid text"),
        (["players", "note", "Ben", "Pécs\udcff"], "note: not valid text"),
        (
            [*LEAGUE_ADD, "Tav\udcff"],
            "league.name: not valid text",
        ),
        (
            [*LEAGUE_ADD, "Tavasz", "--table", "Pub", "--table", "\udcff"],
            "league.tables[1]: not valid text",
        ),
    ],
    ids=["rename", "rename-note", "note", "league-name", "league-table"],
)
def test_an_argument_that_is_not_text_is_refused_naming_its_field(
    db: list[str], db_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], line: str
) -> None:
    before = contents(db_path)
    assert one_line(*run(capsys, *db, *argv)) == line
    assert contents(db_path) == before


def test_a_league_edited_with_a_name_that_is_not_text_is_refused(
    db: list[str], db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    add = [
        "league",
        "add",
        "Tavasz",
        "--game",
        "ulti",
        "--from",
        "2026-01-01",
        "--to",
        "2026-12-31",
    ]
    assert run(capsys, *db, *add)[0] == 0
    before = contents(db_path)
    assert one_line(*run(capsys, *db, "league", "edit", "1", "--name", "\udcff")) == (
        "league.name: not valid text"
    )
    assert contents(db_path) == before
