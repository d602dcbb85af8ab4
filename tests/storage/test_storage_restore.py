"""``scorekeeper restore`` says what each backup lacks against the current file,
refuses to lose anything without ``--yes``, and ``--salvage`` brings back every
session still readable from a damaged file (issue 9, item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import DamagedDatabaseError, open_store, schema
from scorekeeper.storage.backup import make_backup
from tests.storage.storage_records import THREE_DEALS, entered, ult, ultimate_session

PAGE = 4096
# Session 3 is long and its deals are the only ones with bid 77, so some page of
# the deals table holds nothing but session 3's deals.
MARKED = ult("Ben", 77, 77)
MARK = b'"declarer":"Ben","bid":77,'


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def five_sessions(db_path: Path) -> dict[int, dict[str, object]]:
    """Session 1 (12 deals) is backed up; then it gets 2 more deals and sessions
    2-5 are stored: 10, 120, 10 and 10 deals. The backup holds 1 session, 12 deals;
    the file 5 sessions, 14 + 10 + 120 + 10 + 10 = 164 deals."""
    records = {
        1: ultimate_session(*THREE_DEALS * 4 + [ult("Aki", 40, 40), ult(None)]),
        2: ultimate_session(*[ult("Aki", 20, 20)] * 10, place="Oulu"),
        3: ultimate_session(*[MARKED] * 120),
        4: ultimate_session(*[ult("Chie", 30, 10)] * 10),
        5: ultimate_session(*[ult(None)] * 10, note="five"),
    }
    with open_store(str(db_path)) as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS * 4))
    make_backup(db_path, "daily")
    with open_store(str(db_path)) as store:
        store.add_deal(sid, ult("Aki", 40, 40))
        store.add_deal(sid, ult(None))
        for n in range(2, 6):
            assert store.create_session(records[n]) == n
    return records


def damage_a_marked_page(db_path: Path) -> None:
    data = db_path.read_bytes()
    pages = [
        n
        for n in range(len(data) // PAGE)
        if data[n * PAGE] == 0x0D and MARK in data[n * PAGE : (n + 1) * PAGE]
    ]
    assert len(pages) >= 3  # 120 deals of ~90 bytes: several table leaves
    middle = pages[len(pages) // 2]
    with db_path.open("r+b") as f:
        f.seek(middle * PAGE)
        f.write(b"\xff" * PAGE)


def test_the_list_says_what_each_backup_lacks(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    five_sessions(db_path)
    code, out, _ = run(capsys, "--db", str(db_path), "restore")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3
    assert lines[0] == "the current file holds 5 sessions (164 deals)"
    assert lines[1].startswith("  1  ") and lines[1].endswith("-daily.db")
    assert lines[2] == (
        "     holds 1 session (12 deals); restoring it loses sessions 2, 3, 4, 5 (150 deals)"
        " and 2 deals of session 1"
    )


def test_restore_refuses_to_lose_anything_without_yes(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = five_sessions(db_path)
    db = ["--db", str(db_path)]
    code, out, err = run(capsys, *db, "restore", "1")
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert "would lose sessions 2, 3, 4, 5 (150 deals) and 2 deals of session 1;" in err
    assert "--yes" in err and "--salvage" in err
    with open_store(str(db_path)) as store:  # nothing changed
        assert [entered(store.session_json(n)) for n in range(1, 6)] == list(records.values())
    code, out, _ = run(capsys, *db, "restore", "1", "--yes")
    assert code == 0 and "lost: sessions 2, 3, 4, 5 (150 deals) and 2 deals of session 1" in out
    with open_store(str(db_path)) as store:
        assert [s.id for s in store.list_sessions()] == [1]


def test_salvage_brings_back_what_the_damaged_file_still_holds(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = five_sessions(db_path)
    damage_a_marked_page(db_path)
    with pytest.raises(DamagedDatabaseError):
        open_store(str(db_path))
    db = ["--db", str(db_path)]
    code, out, _ = run(capsys, *db, "restore")
    assert out.splitlines()[0] == (
        "the current file holds 4 sessions (44 deals), session 3 unreadable"
    )
    # Even salvaged, session 3 is lost: --yes is needed.
    code, _, err = run(capsys, *db, "restore", "1", "--salvage")
    assert code == 2 and err.count("\n") == 1
    assert "would lose session 3 (cannot be read); add --yes" in err
    code, out, _ = run(capsys, *db, "restore", "1", "--salvage", "--yes")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith(f"restored {db_path} from ")
    assert lines[1:5] == [
        "salvaged session 1 (14 deals)",
        "salvaged session 2 (10 deals)",
        "salvaged session 4 (10 deals)",
        "salvaged session 5 (10 deals)",
    ]
    assert lines[5].startswith("not salvaged: session 3 (") and len(lines) == 6
    with open_store(str(db_path)) as store:
        assert [s.id for s in store.list_sessions()] == [5, 4, 2, 1]
        for n in (1, 2, 4, 5):
            assert entered(store.session_json(n)) == records[n]
            store.result(n)  # replays
        # Each THREE_DEALS gives Aki +60, Chie +40 (storage_records); then Aki makes 40
        # and a deal is passed.
        assert dict(store.result(1).totals) == {"Aki": 4 * 60 + 40, "Ben": 0, "Chie": 4 * 40}
        store.add_deal(1, ult("Ben", 30, 30))  # the restored file takes new deals


def test_salvage_keeps_the_backups_copy_of_an_unreadable_session(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """When the unreadable session is in the backup, the backup's copy stays."""
    with open_store(str(db_path)) as store:
        store.create_session(ultimate_session(*[MARKED] * 120))
        store.create_session(ultimate_session(*THREE_DEALS))
    make_backup(db_path, "daily")
    with open_store(str(db_path)) as store:
        store.add_deal(2, ult("Aki", 40, 40))
    damage_a_marked_page(db_path)
    code, out, _ = run(capsys, "--db", str(db_path), "restore", "1", "--salvage", "--yes")
    assert code == 0 and "salvaged session 2 (4 deals)" in out
    with open_store(str(db_path)) as store:
        assert len(store.session_json(1)["deals"]) == 120  # from the backup
        assert entered(store.session_json(2)) == ultimate_session(*THREE_DEALS, ult("Aki", 40, 40))


def test_a_backup_of_an_older_schema_is_compared_too(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The backup taken before a migration (revision 0001) is read from an upgraded
    copy: it lacks only the deal added since."""
    from test_storage_schema import _write_revision_0001

    _write_revision_0001(db_path)  # one session: THREE_DEALS
    with open_store(str(db_path)) as store:  # migrates, after a before-HEAD backup
        store.add_deal(1, ult("Aki", 40, 40))
    code, out, _ = run(capsys, "--db", str(db_path), "restore")
    lines = out.splitlines()
    assert code == 0 and lines[1].endswith(f"-before-{schema.HEAD}.db")
    assert lines[2] == "     holds 1 session (3 deals); restoring it loses 1 deal of session 1"


def test_a_restore_that_cannot_rename_is_one_line(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_store(str(db_path)) as store:
        store.create_session(ultimate_session(*THREE_DEALS))
    make_backup(db_path, "daily")

    def refused(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("scorekeeper.storage.backup.os.replace", refused)
    code, _, err = run(capsys, "--db", str(db_path), "restore", "1")
    assert code == 2 and err == f"{db_path}: cannot be restored (Permission denied)\n"


EXAMPLES = Path(__file__).parents[2] / "resources" / "examples"


def _whole(db_path: Path) -> dict[str, object]:
    """Every session record (with its ids, people, archive mark) and every person
    (with its history), as the database file writes them."""
    with open_store(str(db_path)) as store:
        whole = store.database_json()
    del whole["exported_at"]
    whole["players"].sort(key=lambda p: p["id"])  # by who they are, not by row
    return whole


def test_salvage_keeps_every_person_and_session_of_the_current_file(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 25: the backup holds the Ulti evening; the Marjapussi and
    Zwanzigerrufen evenings, their 8 people, a rename and a note came after it.
    Salvaged, every person keeps their id, name, note and former names, and every
    session its seats (before the fix 12 of 16 people changed: new ids for the 8,
    the rename and the note undone)."""
    db = ["--db", str(db_path)]
    assert run(capsys, *db, "import", str(EXAMPLES / "ulti.json"))[0] == 0
    make_backup(db_path, "daily")
    for game in ("marjapussi", "zwanzigerrufen"):
        assert run(capsys, *db, "import", str(EXAMPLES / f"{game}.json"))[0] == 0
    with open_store(str(db_path)) as store:
        people = {p.name: p.uuid for p in store.people()}
        store.rename_person(people["Bíró Gergő"], "Bíró Gergely")
        store.set_note(people["Jussi"], "Tampere")
        store.set_note(people["Szűcs Zsófia"], "Kőbánya")
    before = _whole(db_path)
    assert len(before["players"]) == 12  # type: ignore[arg-type]
    code, out, err = run(capsys, *db, "restore", "1", "--salvage")
    assert (code, err) == (0, ""), err
    assert "salvaged session 2 (11 deals)" in out and "salvaged session 3 (12 deals)" in out
    assert _whole(db_path) == before


def _table(players: list[str], **extra: object) -> dict[str, object]:
    """An Ultimate session of ``players`` whose one deal was passed by all."""
    return {
        "game": "ultimate",
        "players": players,
        "first_dealer": players[-1],
        **extra,
        "deals": [ult(None)],
    }


def test_salvage_follows_merges_and_drops_nobody(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Since the backup: two entries merged into one person, a seat moved to
    another person (the entry it leaves, named by nothing, is deleted) and a new
    person of that name seated, a session archived, a league added. The salvage
    gives the current file's people, seats, archive mark and league; the person
    only the backup still knows stays, told apart by a note."""
    from datetime import date

    from scorekeeper.league.model import League

    with open_store(str(db_path)) as store:
        store.create_session(_table(["Aki", "Ben", "Chie"]))
        store.create_session(_table(["Aki", "Ben", "Chiee"]))
        three = store.create_session(_table(["Dan", "Eve", "Fay"]))
        old_dan = store.people_of(three)["Dan"].uuid
    make_backup(db_path, "daily")
    with open_store(str(db_path)) as store:
        who = {p.name: p.uuid for p in store.people()}
        store.merge_people(who["Chie"], who["Chiee"])
        store.create_session(_table(["Gus", "Hal", "Ivy"]))
        store.rename_player(three, "Dan", "Gus")  # Gus now; the old Dan entry goes
        store.create_session(_table(["Dan", "Hal", "Ivy"]))  # a new Dan
        store.archive_session(1, True)
        store.save_league(
            League(None, None, "Winter", "ultimate", date(2026, 1, 1), date(2026, 12, 31))
        )
    before = _whole(db_path)
    code, out, err = run(capsys, "--db", str(db_path), "restore", "1", "--salvage")
    assert (code, err) == (0, ""), err
    assert "1 of the backup's people were told apart by a note" in out
    assert "salvaged 1 league" in out
    after = _whole(db_path)
    kept = [p for p in after["players"] if p["id"] == old_dan]  # type: ignore[union-attr]
    assert kept == [{"id": old_dan, "name": "Dan", "note": "from the backup", "history": []}]
    after["players"] = [p for p in after["players"] if p["id"] != old_dan]  # type: ignore[union-attr]
    assert after == before


def test_salvage_keeps_a_backups_session_whose_row_id_was_given_again(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Session 2 was deleted after the backup and the next session stored took its
    row id: both are kept, the backup's under a new row id."""
    with open_store(str(db_path)) as store:
        store.create_session(_table(["Aki", "Ben", "Chie"]))
        store.create_session(_table(["Dan", "Eve", "Fay"], place="Oulu"))
        gone = store.session_json(2)
    make_backup(db_path, "daily")
    with open_store(str(db_path)) as store:
        store.delete_session(2)
        assert store.create_session(_table(["Gus", "Hal", "Ivy"])) == 2
        new = store.session_json(2)
    code, out, err = run(capsys, "--db", str(db_path), "restore", "1", "--salvage")
    assert (code, err) == (0, ""), err
    assert "the backup's session 2 is kept as session 3 (the current 2 is another)" in out
    with open_store(str(db_path)) as store:
        assert [s.id for s in store.list_sessions()] == [3, 2, 1]
        assert store.session_json(2) == new and store.session_json(3) == gone


def test_salvage_into_a_backup_of_an_older_schema(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The backup taken before a migration (revision 0001) is upgraded in the
    restore's own copy, then what the current file holds is written into it."""
    from test_storage_schema import _write_revision_0001

    _write_revision_0001(db_path)  # one session: THREE_DEALS
    with open_store(str(db_path)) as store:  # migrates, after a before-HEAD backup
        store.add_deal(1, ult("Aki", 40, 40))
        expected = store.session_json(1)
    code, out, err = run(capsys, "--db", str(db_path), "restore", "1", "--salvage")
    assert (code, err) == (0, ""), err
    assert "salvaged session 1 (4 deals)" in out
    with open_store(str(db_path)) as store:
        assert store.session_json(1) == expected
