"""``scorekeeper players``: list, rename, merge, note (issue 12); one-line errors,
exit status 2, an ambiguous name refused with the people to pick from."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import open_store
from tests.storage.test_storage_people import table


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(db_path: Path) -> list[str]:
    """Anna (no note) in two sessions, Anna from Szeged and a typo "Bela" in one."""
    with open_store(str(db_path)) as store:
        store.create_session(table("Anna", "Béla", "Csaba"))
        store.create_session(table("Anna", "Bela", "Dóra"))
        szeged = next(p for p in store.people() if p.name == "Anna").uuid
        store.set_note(szeged, "Szeged")
        store.create_session(table("Anna", "Béla", "Eero"))  # a new Anna, no note
    return ["--db", str(db_path)]


def uuids(db_path: Path) -> dict[str, str]:
    with open_store(str(db_path)) as store:
        return {p.label(): p.uuid for p in store.people()}


def test_list(db: list[str], db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *db, "players")
    lines = out.splitlines()
    assert (code, err, len(lines)) == (0, "", 7)
    anna = uuids(db_path)["Anna"]
    assert lines[0].split() == ["Anna", "1", "session", lines[0].split()[3], anna[:8]]
    assert lines[1].split()[:4] == ["Anna", "Szeged", "2", "sessions"]
    code, out, _ = run(capsys, *db, "players", "--json")
    listed = {p["uuid"]: p for p in json.loads(out)}
    assert listed[anna]["sessions"] == 1 and listed[anna]["note"] == ""
    assert set(listed[anna]) == {"uuid", "name", "note", "sessions", "last_played", "former_names"}


def test_rename_by_name_and_by_uuid(
    db: list[str], db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bela = uuids(db_path)["Bela"]
    code, out, err = run(capsys, *db, "players", "rename", "Csaba", "Csabi")
    assert (code, err) == (0, "") and out.startswith("renamed Csaba to Csabi (")
    code, out, _ = run(capsys, *db, "players", "rename", bela[:8], "Béla", "--note", "Pécs")
    assert code == 0 and out.startswith("renamed Bela to Béla \u2014 Pécs")
    code, out, err = run(capsys, *db, "players", "note", "Béla — Pécs", "")
    assert (code, out) == (2, "")  # "Béla" with no note is another person
    assert err.startswith("note: Béla is another player already: merge the two entries")
    assert "Csabi" in {p.name for p in open_store(str(db_path)).people()}


def test_ambiguous_name_is_one_line_listing_the_people(
    db: list[str], db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ids = uuids(db_path)
    code, out, err = run(capsys, *db, "players", "rename", "Anna", "Anni")
    assert (code, out) == (2, "")
    assert err == (
        f"Anna: 2 players have this name; pick one: {ids['Anna'][:8]} (no note), "
        f"{ids['Anna — Szeged'][:8]} (note 'Szeged')\n"
    )
    code, out, _ = run(capsys, *db, "players", "rename", "Anna — Szeged", "Anni")
    assert code == 0


def test_errors_are_one_line(db: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *db, "players", "rename", "Zoe", "Zoé")
    assert (code, out) == (2, "")
    assert err == "Zoe: no such player (`scorekeeper players` lists them)\n"
    code, _, err = run(capsys, *db, "players", "rename", "Csaba", "Béla")  # taken
    assert code == 2 and err.count("\n") == 1
    assert err.startswith("name: Béla is another player already: merge the two entries")
    code, _, err = run(capsys, *db, "players", "rename", "Csaba", " ")
    assert (code, err) == (2, "name: must be a non-empty name\n")


def test_merge_needs_yes_off_a_terminal(
    db: list[str],
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, out, err = run(capsys, *db, "players", "merge", "Béla", "Bela")
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert "Bela's seats become Béla's" in err and "add --yes to merge (nothing was written)" in err
    assert "Bela" in uuids(db_path)
    code, out, err = run(capsys, *db, "players", "merge", "Béla", "Bela", "--yes")
    assert (code, err) == (0, "")
    assert out == "merged Bela into Béla (3 sessions)\n"  # 2 as Béla, 1 as Bela
    assert "Bela" not in uuids(db_path)


def test_merge_asks_on_a_terminal(
    db: list[str],
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("sys.stdin", Tty("n\n"))
    code, out, _ = run(capsys, *db, "players", "merge", "Béla", "Bela")
    assert code == 1 and out.startswith("merge Bela (") and "nothing was merged" in out
    monkeypatch.setattr("sys.stdin", Tty("y\n"))
    assert run(capsys, *db, "players", "merge", "Béla", "Bela")[0] == 0
    assert "Bela" not in uuids(db_path)


def test_merge_of_two_people_of_one_session_is_refused(
    db: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, *db, "players", "merge", "Csaba", "Béla", "--yes")
    assert (code, out) == (2, "")
    assert err == "gone: Csaba and Béla both played in session 1: they are two people\n"


def test_note(db: list[str], db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, *db, "players", "note", "Dóra", "Oulu")
    assert code == 0 and out.startswith("Dóra \u2014 Oulu (")
    assert "Dóra \u2014 Oulu" in uuids(db_path)
