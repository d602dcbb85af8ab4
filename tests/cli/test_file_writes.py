"""Every file the CLI writes (``export`` as JSON or CSV, ``pdf``) is written whole or
not at all, with the user's umask (issue 9, items 3 and 9).

A full disk is simulated the way the kernel reports it: the first ``os.write``
writes half of what it is given, the next one fails with ``ENOSPC``.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.cli.main import main

SESSION = {
    "game": "ulti",
    "players": ["Gergő", "Szűcs", "Dóra"],
    "first_dealer": "Dóra",
    "deals": [{"soloist": "Szűcs", "contract": ["betli"], "trump": None,
               "result": {"soloist_tricks": 0}}],
}  # fmt: skip

OLD = b"the previous export, which must survive\n"
FORMATS = ["json", "csv", "pdf"]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder for the exports alone (the database and the record live elsewhere)."""
    out = tmp_path / "exports"
    out.mkdir()
    return out


@pytest.fixture
def export(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """``export(fmt, target)`` runs the CLI command that writes ``target`` in ``fmt``
    and returns (exit status, standard error)."""
    record = tmp_path / "evening.json"
    record.write_text(json.dumps(SESSION, ensure_ascii=False), encoding="utf-8")
    db = ["--db", str(tmp_path / "scorekeeper.db")]
    assert main([*db, "import", str(record)]) == 0
    capsys.readouterr()

    def run(fmt: str, target: Path) -> tuple[int, str]:
        if fmt == "pdf":
            code = main(["pdf", str(record), "-o", str(target)])
        else:
            code = main(
                [*db, "export", "1", "-o", str(target), *(["--csv"] if fmt == "csv" else [])]
            )
        return code, capsys.readouterr().err

    return run


@pytest.fixture
def umask() -> Iterator[object]:
    """``umask(value)`` sets the process umask; the old one is restored afterwards."""
    old = os.umask(0o022)
    os.umask(old)
    try:
        yield os.umask
    finally:
        os.umask(old)


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    real_write = os.write
    calls = []

    def write(fd: int, data: bytes) -> int:
        if calls:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        calls.append(fd)
        return real_write(fd, bytes(data[: max(1, len(data) // 2)]))

    monkeypatch.setattr(os, "write", write)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_full_disk_leaves_the_old_file_as_it_was(export, folder, monkeypatch, fmt):
    target = folder / f"sheet.{fmt}"
    target.write_bytes(OLD)
    full_disk(monkeypatch)
    code, err = export(fmt, target)
    monkeypatch.undo()
    assert code == 2
    assert err == f"{target}: cannot be written ({os.strerror(errno.ENOSPC)})\n"
    assert target.read_bytes() == OLD
    assert [p.name for p in folder.iterdir()] == [target.name]  # no temporary file left


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_full_disk_leaves_no_new_file(export, folder, monkeypatch, fmt):
    full_disk(monkeypatch)
    code, err = export(fmt, folder / f"sheet.{fmt}")
    monkeypatch.undo()
    assert code == 2 and err.count("\n") == 1 and "cannot be written" in err
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(
    ("mask", "expected"),
    [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)],
    ids=["umask-022", "umask-077", "umask-002"],
)
def test_a_new_file_gets_the_umask_mode(export, folder, umask, fmt, mask, expected):
    target = folder / f"sheet.{fmt}"
    umask(mask)
    assert export(fmt, target)[0] == 0
    assert mode(target) == expected  # 0o666 less the umask, as open() gives


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("kept", [0o644, 0o600, 0o640], ids=oct)
def test_a_replaced_file_keeps_its_mode(export, folder, umask, fmt, kept):
    target = folder / f"sheet.{fmt}"
    target.write_bytes(OLD)
    target.chmod(kept)
    umask(0o077 if kept == 0o644 else 0o022)  # a umask that would give another mode
    assert export(fmt, target)[0] == 0
    assert target.read_bytes() != OLD and mode(target) == kept


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_missing_folder_is_one_line(export, folder, fmt):
    target = folder / "no" / f"sheet.{fmt}"
    code, err = export(fmt, target)
    assert code == 2
    assert err == f"{target}: cannot be written ({os.strerror(errno.ENOENT)})\n"


@pytest.mark.skipif(not os.path.exists("/proc/self/fd"), reason="/dev/stdout is a /proc link")
def test_dev_stdout_is_written_where_it_is(tmp_path):
    """``-o /dev/stdout`` into a pipe: the pipe gets the PDF (there is no file to replace)."""
    record = tmp_path / "evening.json"
    record.write_text(json.dumps(SESSION, ensure_ascii=False), encoding="utf-8")
    argv = [sys.executable, "-m", "scorekeeper.cli.main", "pdf", str(record), "-o", "/dev/stdout"]
    done = subprocess.run(argv, capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"%PDF") and done.stdout.endswith(b"wrote /dev/stdout\n")
