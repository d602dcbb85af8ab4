"""The whole database in one JSON file (issue 12, item 2): ``export --all`` and its
import. Checked whole (schema, references, every session replayed) before one
transaction writes it; any problem is one line naming the JSON path, and nothing
is written. Imported again, each session is recognised by its id."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.errors import RecordError
from scorekeeper.league.model import league_json, parse_league
from scorekeeper.storage import open_store
from scorekeeper.storage.database_file import (
    SCHEMA,
    SESSION_EXTRAS,
    SESSION_SCHEMA,
    check_schema,
    read_database_file,
    schema_text,
)
from scorekeeper.storage.database_schema import schema_texts
from tests.storage.storage_records import (
    MARJAPUSSI_SESSION,
    THREE_DEALS,
    entered,
    ult,
    ultimate_session,
)

ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def club(db_path: Path) -> None:
    """Two sessions (one archived, one with a substitute) and their people."""
    with open_store(str(db_path)) as store:
        store.create_session(ultimate_session(*THREE_DEALS, place="Oulu"))
        substitute = dict(MARJAPUSSI_SESSION)
        substitute["substitutions"] = [{"from_deal": 2, "out": "Helmi", "in": "Zoli"}]
        substitute["deals"] = [
            MARJAPUSSI_SESSION["deals"][0],
            MARJAPUSSI_SESSION["deals"][0],
        ]
        sid = store.create_session(substitute)
        store.archive_session(sid, True)


def export_all(capsys: pytest.CaptureFixture[str], db_path: Path, out: Path) -> dict[str, Any]:
    assert run(capsys, "--db", str(db_path), "export", "--all", "-o", str(out))[0] == 0
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def test_round_trip_into_an_empty_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = tmp_path / "one.db", tmp_path / "two.db"
    club(first)
    exported = export_all(capsys, first, tmp_path / "club.json")
    assert [s["archived"] for s in exported["sessions"]] == [False, True]
    assert exported["sessions"][1]["people"].keys() == {"Aino", "Eero", "Helmi", "Onni", "Zoli"}
    code, out, err = run(capsys, "--db", str(second), "import", str(tmp_path / "club.json"))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "imported session 1 (3 deals)",
        "imported session 2 (2 deals)",
        "people: 8 added, 0 already known",  # Aki Ben Chie + Aino Eero Helmi Onni Zoli
    ]
    again = export_all(capsys, second, tmp_path / "again.json")
    assert again.pop("exported_at") != "" and exported.pop("exported_at") != ""
    assert again == exported


def substituted(**change: Any) -> dict[str, Any]:
    """Dai takes Ben's seat from deal 2 (``change``: more of the change)."""
    sub = {"from_deal": 2, "out": "Ben", "in": "Dai", **change}
    deals = [THREE_DEALS[0], ult("Dai", 30, 10)]
    return ultimate_session(*deals, substitutions=[sub])


# Sessions the record reader stores that the published schema refused (issue 25): the
# whole-database file of a database holding one could not be imported back.
STORED = {
    "race-score-seat": substituted(race_score="seat"),  # the default, said outright
    "race-score-zero": substituted(race_score="zero"),
    "race-score-null": substituted(race_score=None),  # read as not given
    "rule-change-null-rules": ultimate_session(
        *THREE_DEALS, rule_changes=[{"from_deal": 2, "rules": None}]
    ),
    "per-game-null": ultimate_session(
        *THREE_DEALS, stake={"per_point": 1, "currency": "EUR", "per_game": None}
    ),
}


@pytest.mark.parametrize("record", list(STORED.values()), ids=list(STORED))
def test_a_stored_session_is_imported_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], record: dict[str, Any]
) -> None:
    """What the record reader stores, ``export --all`` writes and ``import`` reads
    back as it was (docs/deal-format.md, "Session")."""
    first, second = tmp_path / "one.db", tmp_path / "two.db"
    with open_store(str(first)) as store:
        store.create_session(record)
    exported = export_all(capsys, first, tmp_path / "club.json")
    session = entered(exported["sessions"][0])
    assert {k: v for k, v in session.items() if k not in SESSION_EXTRAS} == record
    code, _, err = run(capsys, "--db", str(second), "import", str(tmp_path / "club.json"))
    assert (code, err) == (0, "")
    again = export_all(capsys, second, tmp_path / "again.json")
    assert again["sessions"] == exported["sessions"]


@pytest.mark.parametrize("key", SESSION_EXTRAS)
def test_a_session_record_may_not_hold_a_field_of_the_database_file(
    db_path: Path, key: str
) -> None:
    """``people``, ``archived`` and ``created_at`` are what the whole-database file
    adds to a session record (docs/storage.md): a record holding one was stored,
    then its value was lost to the database's when the file was written (issue 25)."""
    with open_store(str(db_path)) as store:
        with pytest.raises(RecordError) as refused:
            store.create_session(ultimate_session(*THREE_DEALS, **{key: "mine"}))
        assert refused.value.field == key
        assert "whole-database file" in refused.value.reason
        assert store.list_sessions() == []


def test_the_same_file_again_is_recognised_per_session(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club(db_path)
    exported = export_all(capsys, db_path, tmp_path / "club.json")
    exported["sessions"][0]["note"] = "changed"
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(exported), encoding="utf-8")
    db = ["--db", str(db_path)]
    assert run(capsys, *db, "import", str(changed))[1].splitlines() == [
        "session 1 is already stored (same id): skipped; --replace to overwrite it",
        "session 2 is already stored, identical: skipped",
        "people: 0 added, 8 already known",
    ]
    code, out, err = run(capsys, *db, "import", str(changed), "--replace")
    assert (code, out) == (2, "")
    assert "replace session 1 (3 deals stored, the file's 3)" in err and "--yes" in err
    assert run(capsys, *db, "import", str(changed), "--replace", "--yes")[1].splitlines() == [
        "replaced session 1 (3 deals)",
        "session 2 is already stored, identical: skipped",
        "people: 0 added, 8 already known",
    ]
    with open_store(str(db_path)) as store:
        assert [s.id for s in store.list_sessions()] == [2, 1]
        assert store.session_json(1)["note"] == "changed"


def test_people_are_matched_by_id_then_merged_id_then_name(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club(db_path)
    exported = export_all(capsys, db_path, tmp_path / "club.json")
    other = tmp_path / "other.db"
    with open_store(str(other)) as store:  # another laptop: its own Aki, Ben, Chie
        store.create_session(ultimate_session(ult("Aki", 30, 30)))
    code, out, _ = run(capsys, "--db", str(other), "import", str(tmp_path / "club.json"))
    assert code == 0 and out.splitlines()[-1] == "people: 5 added, 3 already known"
    # Imported again: Aki, Ben and Chie are now known by the file's ids too.
    again = run(capsys, "--db", str(other), "import", str(tmp_path / "club.json"))[1]
    assert again.splitlines()[-1] == "people: 0 added, 8 already known"
    with open_store(str(other)) as store:
        data = store.database_json()
    aki = next(p for p in data["players"] if p["name"] == "Aki")
    file_aki = next(p for p in exported["players"] if p["name"] == "Aki")
    assert [h.get("merged_id") for h in aki["history"]] == [file_aki["id"]]
    assert len(data["players"]) == 8


def refused(tmp_path: Path, db_path: Path, capsys: Any, data: dict[str, Any]) -> str:
    """Import ``data``: one line on standard error, exit 2, nothing written."""
    before = open_store(str(db_path)).database_json()
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "--db", str(db_path), "import", str(path))
    assert (code, out) == (2, "") and err.count("\n") == 1
    after = open_store(str(db_path)).database_json()
    before.pop("exported_at"), after.pop("exported_at")
    assert after == before
    return err.strip()


@pytest.mark.parametrize(
    ("spoil", "expected"),
    [
        (
            lambda d: d["sessions"][1]["deals"][1].update(id="nope"),
            'sessions[1].deals[1].id: "nope" is not a UUID',
        ),
        (lambda d: d["players"][0].pop("note"), "players[0].note: is missing"),
        (lambda d: d["sessions"][0].pop("people"), "sessions[0].people: is missing"),
        (
            lambda d: d["sessions"][0]["deals"][1].update(declarer="Zed"),
            'sessions[0].deals[1].declarer: "Zed" is not a player at this table',
        ),
        (
            lambda d: d["sessions"][1]["deals"][1].update(id=d["sessions"][0]["deals"][0]["id"]),
            "sessions[1].deals[1].id: the same id as sessions[0].deals[0].id",
        ),
        (
            lambda d: d["sessions"][1]["people"].pop("Zoli"),
            "sessions[1].people: Zoli is missing",
        ),
        (
            lambda d: d.update(extra=1),
            "extra: unknown field; allowed here: "
            "exported_at, format, leagues, players, sessions, version",
        ),
        (  # 37 characters: past the schema's pattern, which Python's $ lets end in \n
            lambda d: d["sessions"][1]["deals"][1].update(id=d["sessions"][1]["id"] + "\n"),
            'sessions[1].deals[1].id: "{id}\\n" is not a UUID',
        ),
        (  # the schema and the reader refuse it: in the reader's words
            lambda d: d["sessions"][0].update(rules={"min_bid": 500}),
            "sessions[0].rules.min_bid: 500 is not between 1 and 100",
        ),
        (
            lambda d: d["sessions"][1]["deals"][0].update(kontar=1),
            "sessions[1].deals[0].kontar: unknown field; allowed here: "
            "bid, bids, contract, dealer, declarer, game, id, kontra, players, result, rules, "
            "thrown_in",
        ),
    ],
    ids=[
        "bad-uuid",
        "missing-field",
        "missing-people",
        "a-session-that-does-not-replay",
        "one-deal-id-twice",
        "a-substitute-without-a-person",
        "unknown-top-level-field",
        "a-uuid-and-a-line-break",
        "a-house-rule-out-of-range",
        "a-misspelt-deal-field",
    ],
)
def test_a_bad_file_is_one_line_and_writes_nothing(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str], spoil: Any, expected: str
) -> None:
    club(tmp_path / "source.db")
    data = export_all(capsys, tmp_path / "source.db", tmp_path / "club.json")
    with open_store(str(db_path)) as store:  # the target holds something already
        store.create_session(ultimate_session(ult("Aki", 30, 30)))
    spoil(data)
    expected = expected.format(id=data["sessions"][1]["id"])
    assert refused(tmp_path, db_path, capsys, data) == expected


def test_a_failure_while_writing_writes_nothing(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The second session's deal id is a deal of a session stored here: found only
    while writing, after the people and the first session were written."""
    club(tmp_path / "source.db")
    data = export_all(capsys, tmp_path / "source.db", tmp_path / "club.json")
    with open_store(str(db_path)) as store:
        sid = store.create_session(ultimate_session(ult("Aki", 30, 30)))
        taken = store.session_json(sid)["deals"][0]["id"]
    data["sessions"][1]["deals"][0]["id"] = taken
    assert refused(tmp_path, db_path, capsys, data) == (
        "sessions[1].deals[0].id: is the id of a deal of session 1"
    )


WINTER = {
    "id": "0b7d3c1e-8f2a-4c4d-9e1f-2a3b4c5d6e7f",
    "name": "Winter",
    "game": "ultimate",
    "season": {"from": "2026-10-01", "to": "2027-03-31"},
    "tables": ["A", "B"],
    "hide_stats": False,
}


def test_leagues_go_with_the_database(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A league travels with its id; importing the file again adds no second copy;
    a changed league is left as stored unless --replace."""
    source = tmp_path / "source.db"
    club(source)
    with open_store(str(source)) as store:
        store.save_league(parse_league(WINTER))
    data = export_all(capsys, source, tmp_path / "club.json")
    assert data["leagues"] == [WINTER]
    assert run(capsys, "--db", str(db_path), "import", str(tmp_path / "club.json"))[0] == 0
    assert run(capsys, "--db", str(db_path), "import", str(tmp_path / "club.json"))[0] == 0
    with open_store(str(db_path)) as store:
        assert [league_json(lg) for lg in store.leagues()] == [WINTER]
    data["leagues"][0]["name"] = "Winter 2026/27"
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(data), encoding="utf-8")
    assert run(capsys, "--db", str(db_path), "import", str(changed))[0] == 0
    with open_store(str(db_path)) as store:
        assert [lg.name for lg in store.leagues()] == ["Winter"]  # kept: no --replace
    assert run(capsys, "--db", str(db_path), "import", str(changed), "--replace", "--yes")[0] == 0
    with open_store(str(db_path)) as store:
        assert [lg.name for lg in store.leagues()] == ["Winter 2026/27"]


def test_a_bad_league_is_refused_naming_it_and_nothing_is_written(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club(tmp_path / "source.db")
    data = export_all(capsys, tmp_path / "source.db", tmp_path / "club.json")
    data["leagues"] = [dict(WINTER, season={"from": "2027-03-31", "to": "2026-10-01"})]
    read_database_file(copy.deepcopy(data))  # the schema takes it; the league does not
    assert refused(tmp_path, db_path, capsys, data) == (
        "leagues[0].season.to: 2026-10-01 is before the first day, 2027-03-31"
    )


def league_cases() -> list[tuple[str, dict[str, Any]]]:
    """The league of the file changed one field at a time (its id stays: the file's
    leagues carry theirs; a day that is no date and a season backwards are the
    league's to say)."""
    values: dict[str, list[Any]] = {
        "name": ["W", " W ", "", " ", "x" * 100, "x" * 101, None, 5],
        "game": ["ulti", "ultimate", "poker", None],
        "season": [{}, {"from": "2026-10-01"}, {"from": "1 Oct", "to": "2027-03-31"},
                   {"from": "2026-10-01", "to": "2027-03-31", "x": 1}, None],
        "tables": [[], ["A"], ["A", "A"], [" A "], [""], [" "], ["A", "\t"], [1], "A", None],
        "hide_stats": [True, False, None, 0],
        "id": [WINTER["id"], WINTER["id"].upper(), "winter", 5],
        "colour": ["red"],
    }  # fmt: skip
    return [
        (f"{key}={json.dumps(value)}", dict(WINTER, **{key: value}))
        for key, options in values.items()
        for value in options
    ]


@pytest.mark.parametrize(("name", "league"), league_cases(), ids=[n for n, _ in league_cases()])
def test_a_league_fits_the_schema_when_the_league_reader_takes_it(
    name: str, league: dict[str, Any]
) -> None:
    """Issue 25: a league kept with a table of spaces alone was written out as ""
    and refused when imported back."""
    file = {"format": "scorekeeper-database", "version": 1, "exported_at": "2026-11-23T21:04:05Z"}
    file |= {"players": [], "sessions": [], "leagues": [league]}
    try:
        parse_league(copy.deepcopy(league))
        taken = True
    except RecordError:
        taken = False
    try:
        check_schema(file)
        fits = True
    except RecordError:
        fits = False
    assert fits == taken


def test_export_needs_an_id_or_all(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--db", str(db_path), "export", "-o", "-")
    assert (code, err) == (2, "export: give a session ID, or --all for the whole database (JSON)\n")


# -- the published schema ----------------------------------------------------------


@pytest.mark.parametrize("name", [SCHEMA, SESSION_SCHEMA])
def test_the_published_schema_is_the_one_the_code_uses(name: str) -> None:
    published = ROOT / "docs" / "schema" / name
    assert published.read_text(encoding="utf-8") == schema_text(name)
    if (ROOT / ".git").exists():  # one file, linked from docs/; an sdist holds a copy (equal above)
        assert published.resolve() == (ROOT / "resources" / "schema" / name).resolve()
    from jsonschema import Draft202012Validator

    Draft202012Validator.check_schema(json.loads(schema_text(name)))


@pytest.mark.parametrize("name", [SCHEMA, SESSION_SCHEMA])
def test_the_shipped_schema_is_the_one_the_code_writes(name: str) -> None:
    """The schemas are written from the games' declarations and the readers' bounds
    (``resources/schema/rebuild.py``): run it after changing them (issue 25)."""
    assert schema_text(name) == schema_texts()[name], "run resources/schema/rebuild.py"


def example_sessions() -> list[tuple[str, Any]]:
    """Every session record in the repository: the example evenings, the spec
    examples that are sessions, and the JSON blocks of docs/deal-format.md that are."""
    found = []
    paths = sorted((ROOT / "resources" / "examples").glob("*.json"))
    paths += sorted((ROOT / "tests" / "spec_examples").glob("*.json"))
    paths += sorted((ROOT / "tests" / "golden").glob("*.json"))
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "first_dealer" in data:
            found.append((str(path.relative_to(ROOT)), data))
    text = (ROOT / "docs" / "deal-format.md").read_text(encoding="utf-8")
    for n, block in enumerate(text.split("```json")[1:]):
        data = json.loads(block.split("```")[0])
        if "first_dealer" in data:
            found.append((f"docs/deal-format.md json block {n + 1}", data))
    return found


def test_the_examples_are_found() -> None:
    names = [name for name, _ in example_sessions()]
    assert len(names) >= 7 and any(n.startswith("docs/") for n in names)


@pytest.mark.parametrize(("name", "record"), example_sessions(), ids=lambda v: str(v)[:40])
def test_every_example_session_fits_the_session_schema(name: str, record: Any) -> None:
    check_schema(record, SESSION_SCHEMA)
