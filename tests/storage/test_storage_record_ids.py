"""Records have identity (issue 12, item 2): a session's ``id`` and each deal's are
accepted and checked in records, kept by the store in its ``uuid`` columns (never
in the stored record text), given back by ``session_json`` and ``export``; a
record imported again is recognised (skipped, or replaced in place), never
stored twice."""

from __future__ import annotations

import copy
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.errors import Code, RecordError
from scorekeeper.identity import is_uuid
from scorekeeper.session.replay import replay_json
from scorekeeper.session.store import DeleteDeal, InsertDeal
from scorekeeper.storage import open_store
from scorekeeper.storage.errors import SessionStoredError
from scorekeeper.storage.store import Store
from tests.storage.storage_records import THREE_DEALS, entered, ult, ultimate_session

SESSION_ID = "3f2b8c1e-5d4a-4e6f-9a0b-1c2d3e4f5a6b"
DEAL_IDS = [f"9d0e{k:04x}-1a2b-4c3d-8e4f-5a6b7c8d9e0f" for k in range(3)]


def identified() -> dict[str, Any]:
    """The three deals of storage_records with a session id and deal ids."""
    record = ultimate_session(*THREE_DEALS)
    record["id"] = SESSION_ID
    record["deals"] = [{"id": i, **d} for i, d in zip(DEAL_IDS, THREE_DEALS, strict=True)]
    return record


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(path: Path, data: Any) -> str:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


# -- the record ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("where", "value", "expected"),
    [
        ("deal", "x", 'deals[1].id: "x" is not a UUID'),
        ("deal", SESSION_ID.upper(), f'deals[1].id: "{SESSION_ID.upper()}" is not a UUID'),
        ("deal", 7, "deals[1].id: 7 is not a UUID"),
        ("session", "{" + SESSION_ID + "}", 'id: "{' + SESSION_ID + '}" is not a UUID'),
        ("twice", DEAL_IDS[0], "deals[1].id: the same id as deals[0]"),
    ],
    ids=["not-a-uuid", "uppercase-not-canonical", "a-number", "braces", "two-deals-one-id"],
)
def test_a_bad_id_is_refused_naming_the_field(where: str, value: Any, expected: str) -> None:
    record = identified()
    if where == "session":
        record["id"] = value
    else:
        record["deals"][1]["id"] = value
    with pytest.raises(RecordError) as caught:
        replay_json(record)
    assert str(caught.value) == expected
    assert caught.value.code in (Code.NOT_UUID, Code.DUPLICATE)


def test_ids_change_no_score() -> None:
    # Chie deals first; Aki makes 45, Ben misses 30 (Aki, Chie +15), Chie makes 25:
    # Aki 60, Ben 0, Chie 40, with or without ids.
    assert replay_json(identified()).totals == {"Aki": 60, "Ben": 0, "Chie": 40}


# -- stored ----------------------------------------------------------------------------


def test_the_ids_live_in_their_columns_not_in_the_record_text(db_path: Path) -> None:
    with open_store(str(db_path)) as store:  # the file's own tables, read below
        sid = store.create_session(identified())
        assert store.session_json(sid) == identified()  # given back, the ids first
        assert next(iter(store.session_json(sid))) == "id"
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT uuid FROM sessions").fetchall() == [(SESSION_ID,)]
        rows = conn.execute("SELECT uuid, record FROM deals ORDER BY position").fetchall()
    conn.close()
    assert [r[0] for r in rows] == DEAL_IDS
    assert [json.loads(r[1]) for r in rows] == THREE_DEALS  # the record as entered


def test_a_record_without_ids_gets_new_ones_that_stay(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    first = store.session_json(sid)
    assert is_uuid(first["id"]) and all(is_uuid(d["id"]) for d in first["deals"])
    store.add_deal(sid, ult("Aki", 40, 40))
    store.update_session(sid, place="Oulu")
    store.rename_player(sid, "Ben", "Benjamin")
    after = store.session_json(sid)
    assert after["id"] == first["id"]
    assert [d["id"] for d in after["deals"][:3]] == [d["id"] for d in first["deals"]]
    assert len({d["id"] for d in after["deals"]}) == 4


def test_a_deal_added_with_its_id_keeps_it(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS[:2]))
    store.add_deal(sid, {"id": DEAL_IDS[2], **THREE_DEALS[2]})
    assert store.session_json(sid)["deals"][2]["id"] == DEAL_IDS[2]
    store.replace_deal(sid, 2, {"id": DEAL_IDS[0], **ult("Chie", 25, 20)})  # keeps its own
    assert store.session_json(sid)["deals"][2]["id"] == DEAL_IDS[2]


def test_a_deal_put_back_by_undo_keeps_its_id(store: Store) -> None:
    sid = store.create_session(identified())
    snap = store.snapshot(sid)
    gone = store.change(sid, DeleteDeal(snap.deals[1]))
    after, before = gone.snapshot.deals[0].id, gone.snapshot.deals[1].id
    store.change(sid, InsertDeal(THREE_DEALS[1], after, before, deal_id=snap.deals[1].id))
    assert store.session_json(sid) == identified()


def test_a_session_deleted_and_put_back_keeps_its_ids(store: Store) -> None:
    sid = store.create_session(identified())
    back = store.restore_session(store.remove_session(sid))
    assert store.session_json(back) == identified()


def test_the_same_id_is_never_stored_twice(store: Store) -> None:
    sid = store.create_session(identified())
    with pytest.raises(SessionStoredError) as caught:
        store.create_session(identified())
    assert caught.value.session_id == sid
    other = ultimate_session(THREE_DEALS[0], {"id": DEAL_IDS[0], **THREE_DEALS[1]})
    with pytest.raises(RecordError, match=r"^deals\[1\]\.id: is the id of a deal of session 1$"):
        store.create_session(other)
    assert [s.id for s in store.list_sessions()] == [sid]


def test_replace_session_keeps_its_row_and_marks(store: Store) -> None:
    sid = store.create_session(identified())
    store.archive_session(sid, True)
    version = store.version(sid)
    changed = identified()
    changed["deals"].append(ult("Aki", 40, 40))
    store.replace_session(sid, changed)
    stored = store.session_json(sid)
    assert entered(stored)["deals"] == [*THREE_DEALS, ult("Aki", 40, 40)]
    assert stored["id"] == SESSION_ID and stored["deals"][0]["id"] == DEAL_IDS[0]
    assert store.version(sid) == version + 1
    assert [(s.id, s.archived) for s in store.list_sessions()] == [(sid, True)]
    wrong = changed | {"id": "00000000-0000-4000-8000-000000000000"}
    with pytest.raises(RecordError, match=r"^id: is not the id of session 1$"):
        store.replace_session(sid, wrong)


def test_a_refused_replacement_writes_nothing(store: Store) -> None:
    sid = store.create_session(identified())
    bad = identified()
    bad["deals"][2]["declarer"] = "Zed"
    with pytest.raises(RecordError, match=r"^deals\[2\]\.declarer: \"Zed\" is not a player"):
        store.replace_session(sid, bad)
    assert store.session_json(sid) == identified()


# -- the command line ------------------------------------------------------------------


def test_export_writes_the_ids_and_import_recognises_them(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(db_path)]
    assert (
        run(capsys, *db, "import", write(tmp_path / "a.json", ultimate_session(*THREE_DEALS)))[1]
        == "imported session 1 (3 deals)\n"
    )
    out = tmp_path / "out.json"
    assert run(capsys, *db, "export", "1", "-o", str(out))[0] == 0
    exported = json.loads(out.read_text(encoding="utf-8"))
    assert is_uuid(exported["id"]) and len({d["id"] for d in exported["deals"]}) == 3
    assert run(capsys, *db, "import", str(out)) == (
        0,
        "session 1 is already stored, identical: skipped\n",
        "",
    )
    changed = write(tmp_path / "b.json", exported | {"place": "Oulu"})
    assert run(capsys, *db, "import", changed) == (
        0,
        "session 1 is already stored (same id): skipped; --replace to overwrite it\n",
        "",
    )
    with open_store(str(db_path)) as store:
        assert [s.id for s in store.list_sessions()] == [1]  # never a duplicate
        assert "place" not in store.session_json(1)


def test_replace_asks_and_yes_replaces_in_place(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    db = ["--db", str(db_path)]
    run(capsys, *db, "import", write(tmp_path / "a.json", identified()))
    changed = write(tmp_path / "b.json", identified() | {"place": "Oulu"})
    # No terminal to ask on (a script): refused in one line, nothing written.
    code, out, err = run(capsys, *db, "import", changed, "--replace")
    assert (code, out) == (2, "")
    assert err == (
        "replace session 1 (ultimate, 3 deals stored) by the file's (3 deals): "
        "add --yes to replace without asking\n"
    )
    # On a terminal: asked; "n" keeps it.
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("sys.stderr.isatty", lambda: True, raising=False)
    monkeypatch.setattr("builtins.input", lambda: "n")
    assert run(capsys, *db, "import", changed, "--replace")[:2] == (
        1,
        "session 1 was not replaced\n",
    )
    with open_store(str(db_path)) as store:
        assert "place" not in store.session_json(1)
    monkeypatch.setattr("builtins.input", lambda: "y")
    assert run(capsys, *db, "import", changed, "--replace")[:2] == (
        0,
        "replaced session 1 (3 deals)\n",
    )
    with open_store(str(db_path)) as store:
        assert store.session_json(1)["place"] == "Oulu"
        assert [s.id for s in store.list_sessions()] == [1]


def test_replace_with_yes_for_scripts(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(db_path)]
    run(capsys, *db, "import", write(tmp_path / "a.json", identified()))
    changed = copy.deepcopy(identified())
    changed["deals"].append(ult("Aki", 40, 40))
    code, out, _ = run(
        capsys, *db, "import", write(tmp_path / "b.json", changed), "--replace", "--yes"
    )
    assert (code, out) == (0, "replaced session 1 (4 deals)\n")
    with open_store(str(db_path)) as store:
        stored = store.session_json(1)
    assert [d.get("id") for d in stored["deals"][:3]] == DEAL_IDS
    assert entered(stored)["deals"][3] == ult("Aki", 40, 40)
