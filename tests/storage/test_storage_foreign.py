"""Issue 16: a file that is not ours is never changed; an emptied or missing
database with backups is noticed; an unusable ``--db`` location is one line."""

from __future__ import annotations

import hashlib
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import StorageError, open_store
from scorekeeper.storage.backup import list_backups, make_backup


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def foreign_sqlite(path: Path) -> Path:
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE contacts (name TEXT)")
        conn.execute("INSERT INTO contacts VALUES ('Aino')")
        conn.commit()
    return path


def not_sqlite(path: Path) -> Path:
    path.write_bytes(b"%PDF-1.4 not a database at all\n" * 200)
    return path


def damaged(path: Path) -> Path:
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.execute("CREATE TABLE t (x TEXT)")
        conn.executemany("INSERT INTO t VALUES (?)", [("x" * 500,)] * 200)
        conn.commit()
    data = bytearray(path.read_bytes())
    data[4096 + 100 : 4096 + 400] = b"\xff" * 300  # the second page, past the header
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize("make", [foreign_sqlite, not_sqlite, damaged])
def test_a_file_that_is_not_ours_is_refused_and_left_byte_for_byte(
    tmp_path: Path, make, capsys: pytest.CaptureFixture[str]
) -> None:
    path = make(tmp_path / "other.db")
    before = sha(path)
    names = sorted(p.name for p in tmp_path.iterdir())
    code = main(["--db", str(path), "sessions"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and str(path) in err
    assert "internal error" not in err
    assert sha(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == names  # no -wal, -shm, backups


def test_the_foreign_sqlite_file_is_named_as_not_ours(tmp_path: Path) -> None:
    path = foreign_sqlite(tmp_path / "other.db")
    with pytest.raises(StorageError, match="not a Scorekeeper database"):
        open_store(str(path))


def with_backup(db: Path) -> Path:
    open_store(str(db)).close()
    return make_backup(db, "daily")


def test_an_emptied_database_with_backups_is_noticed_not_rewritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "scorekeeper.db"
    newest = with_backup(db)
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    db.write_bytes(b"")
    code = main(["--db", str(db), "sessions"])
    out, err = capsys.readouterr()
    assert code != 0
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "empty" in err and newest.name in err and "scorekeeper restore" in err
    assert db.read_bytes() == b""
    assert not Path(str(db) + "-wal").exists()
    assert list_backups(db)[0].path == newest


def test_a_missing_database_with_backups_is_noticed_not_created(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "scorekeeper.db"
    newest = with_backup(db)
    for suffix in ("", "-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    code = main(["--db", str(db), "sessions"])
    _out, err = capsys.readouterr()
    assert code != 0
    assert "missing" in err and newest.name in err and "scorekeeper restore" in err
    assert not db.exists()


def test_the_first_start_needs_no_set_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "new" / "scorekeeper.db"
    assert main(["--db", str(db), "sessions"]) == 0
    assert db.exists()


def test_an_empty_new_file_without_backups_is_a_new_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "scorekeeper.db"
    db.write_bytes(b"")
    assert main(["--db", str(db), "sessions"]) == 0


def test_a_location_under_a_regular_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    db = blocker / "sub" / "scorekeeper.db"
    code = main(["--db", str(db), "sessions"])
    _out, err = capsys.readouterr()
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "internal error" not in err and str(db) in err
    assert blocker.read_text() == "x"


def test_a_folder_that_cannot_be_created_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: Path, *_a: object, **_k: object) -> None:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refuse)
    db = tmp_path / "cannot" / "scorekeeper.db"
    code = main(["--db", str(db), "sessions"])
    _out, err = capsys.readouterr()
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "internal error" not in err and str(db) in err and "Permission denied" in err


def test_the_named_restore_puts_the_emptied_database_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "scorekeeper.db"
    with_backup(db)
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    db.write_bytes(b"")
    assert main(["--db", str(db), "sessions"]) != 0
    assert main(["--db", str(db), "restore", "1"]) == 0
    capsys.readouterr()
    assert main(["--db", str(db), "sessions"]) == 0
