"""Import and export at the edges (issue 9): a session without deals, ``"date": null``,
a stored deal whose text is not JSON, names stored as they are read (NFC, no control
characters), the input limits on import. Each is one line, never "internal error"."""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.errors import Code, RecordError
from scorekeeper.storage import DamagedDatabaseError, open_store
from scorekeeper.storage.store import Store
from tests.storage.storage_records import MARJAPUSSI_SESSION, THREE_DEALS, entered, ultimate_session

NFC = "Zoë"
NFD = unicodedata.normalize("NFD", NFC)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(path: Path, text: str) -> str:
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_session_without_deals_is_imported_as_an_empty_session(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = {k: v for k, v in MARJAPUSSI_SESSION.items() if k != "deals"}
    db = ["--db", str(db_path)]
    code, out, err = run(capsys, *db, "import", write(tmp_path / "in.json", json.dumps(record)))
    assert (code, out, err) == (0, "imported session 1 (0 deals)\n", "")
    with open_store(str(db_path)) as store:
        assert entered(store.session_json(1)) == record | {"deals": []}


@pytest.mark.parametrize("key", ["date", "place", "note"])
def test_a_null_text_field_comes_back_as_null(store: Store, key: str) -> None:
    record = dict(MARJAPUSSI_SESSION, **{key: None})
    sid = store.create_session(record)
    assert entered(store.session_json(sid)) == record
    assert store.list_sessions()[0].date is None  # no date: the listing shows the day stored


def test_date_null_round_trip_through_the_cli(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = dict(MARJAPUSSI_SESSION, date=None, place="Turku")
    db = ["--db", str(db_path)]
    assert run(capsys, *db, "import", write(tmp_path / "in.json", json.dumps(record)))[0] == 0
    assert run(capsys, *db, "export", "1", "-o", str(tmp_path / "out.json"))[0] == 0
    assert entered(json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))) == record


def damage_deal(db_path: Path, position: int, text: str) -> None:
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE deals SET record = ? WHERE position = ?", (text, position))


@pytest.mark.parametrize("text", ['{"declarer": "Ak', "\x00\x00", "1" * 5000], ids=str.__len__)
def test_a_stored_deal_that_is_not_json_names_session_and_deal(
    db_path: Path, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    with open_store(str(db_path)) as store:
        store.create_session(ultimate_session(*THREE_DEALS))
    damage_deal(db_path, 1, text)
    for command in (["show", "1"], ["export", "1", "-o", "-"]):
        code, out, err = run(capsys, "--db", str(db_path), *command)
        assert code == 2 and out == ""
        assert err == (
            "session 1, deal 2: the stored record is not JSON (the database is damaged; "
            "`scorekeeper restore` lists the backups)\n"
        )
    with open_store(str(db_path)) as store, pytest.raises(DamagedDatabaseError):
        store.result(1)


def test_names_are_stored_once_whatever_their_spelling(store: Store) -> None:
    first = store.create_session(
        ultimate_session(players=[NFD, "Ben\x1b", " Chie"], first_dealer="Chie\u202e")
    )
    second = store.create_session(ultimate_session(players=[NFC, "Ben", "Chie"]))
    assert store.session_json(first)["players"] == [NFC, "Ben", "Chie"]
    assert store.session_json(first)["first_dealer"] == "Chie"
    assert sorted(store.known_players()) == sorted([NFC, "Ben", "Chie"])
    assert store.list_sessions()[0].players == store.list_sessions()[1].players
    assert second != first


def test_a_deal_naming_players_in_nfd_is_stored_and_replayed(store: Store) -> None:
    # Chie deals first; Zoë (seat 1) bids 45 and takes 52: +45 (docs/rules/ultimate.md).
    sid = store.create_session(ultimate_session(players=[NFC, "Ben", "Chie"]))
    deal: dict[str, Any] = dict(THREE_DEALS[0], declarer=NFD)
    result = store.add_deal(sid, deal)
    assert dict(result.totals) == {NFC: 45, "Ben": 0, "Chie": 0}


@pytest.mark.parametrize(
    ("text", "field", "reason"),
    [
        ('"note": ' + "[" * 2000 + "]" * 2000, "record", "nested deeper than 64 levels"),
        ('"note": ' + "7" * 4400, "note", "a number of 4400 digits is beyond the limit of ±10^15"),
        ('"note": NaN', "note", "NaN is not a finite number"),
    ],
    ids=["deep", "4400-digits", "nan"],
)
def test_import_refuses_beyond_the_limits_in_one_line(
    tmp_path: Path,
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    text: str,
    field: str,
    reason: str,
) -> None:
    body = json.dumps(MARJAPUSSI_SESSION)[:-1] + ", " + text + "}"
    if text.startswith('"note": [[') and not parser_gives_up(2000):
        # Python 3.13's parser reads 2000 levels (its bound is the C stack's); the walk of
        # the record then names the field where the 65th level starts ("note" is level 1),
        # cut to its first 60 characters: "note" and 18 "[0]" are 58, then "[0".
        field = "note" + "[0]" * 18 + "[0…"
    code, out, err = run(capsys, "--db", str(db_path), "import", write(tmp_path / "in.json", body))
    assert (code, out, err) == (2, "", f"{field}: {reason}\n")


def parser_gives_up(depth: int) -> bool:
    """Whether the standard JSON parser refuses ``depth`` nested arrays (RecursionError)."""
    try:
        json.loads("[" * depth + "]" * depth)
    except RecursionError:
        return True
    return False


def test_the_store_checks_the_limits_of_records_from_the_window(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    with pytest.raises(RecordError) as caught:
        store.add_deal(sid, dict(THREE_DEALS[0], bid=float("inf")))
    assert caught.value.field == "bid" and caught.value.code == Code.LIMIT
    with pytest.raises(RecordError) as caught:
        store.update_session(sid, note="n" * 10_001)
    assert caught.value.field == "note" and caught.value.code == Code.LIMIT
