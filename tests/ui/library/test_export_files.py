"""The window's exports (JSON record, CSV and PDF sheet) are written whole or not at all,
with the user's umask; a failure is one line in a dialog (issue 9, items 3 and 9)."""

from __future__ import annotations

import errno
import os
import stat

import pytest

ULTIMATE = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [{"declarer": "Aki", "bid": 30, "trump": "hearts", "result": {"declarer_points": 35}}],
}
OLD = b"the previous export, which must survive\n"
FORMATS = ["json", "csv", "pdf"]


@pytest.fixture
def folder(tmp_path):
    out = tmp_path / "exports"
    out.mkdir()
    return out


@pytest.fixture
def export(make_window, store, messages):
    window = make_window()
    window.open_session(store.create_session(ULTIMATE))

    def run(fmt, target):
        messages.paths[:] = [str(target)]
        window.menu_actions[f"export_{fmt}"].trigger()
        return [m for m in messages if m[0] == "error"]

    return run


@pytest.fixture
def umask():
    old = os.umask(0o022)
    os.umask(old)
    try:
        yield os.umask
    finally:
        os.umask(old)


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_full_disk_keeps_the_old_file_and_says_so(export, folder, monkeypatch, fmt):
    target = folder / f"sheet.{fmt}"
    target.write_bytes(OLD)
    real_write, calls = os.write, []

    def write(fd, data):  # half the data, then the disk is full
        if calls:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        calls.append(fd)
        return real_write(fd, bytes(data[: max(1, len(data) // 2)]))

    monkeypatch.setattr(os, "write", write)
    errors = export(fmt, target)
    monkeypatch.undo()
    assert errors == [
        (
            "error",
            f"Cannot write sheet.{fmt}",
            f"{target}: cannot be written ({os.strerror(errno.ENOSPC)})",
        )
    ]
    assert target.read_bytes() == OLD and [p.name for p in folder.iterdir()] == [target.name]


@pytest.mark.parametrize("fmt", FORMATS)
def test_new_and_replaced_files_get_the_open_mode(export, folder, umask, fmt):
    new, replaced = folder / f"new.{fmt}", folder / f"old.{fmt}"
    replaced.write_bytes(OLD)
    replaced.chmod(0o644)
    umask(0o022)
    assert export(fmt, new) == []
    umask(0o077)
    assert export(fmt, replaced) == []
    assert stat.S_IMODE(new.stat().st_mode) == 0o644  # 0o666 less the umask 022
    assert stat.S_IMODE(replaced.stat().st_mode) == 0o644  # kept, whatever the umask
    assert replaced.read_bytes() != OLD
