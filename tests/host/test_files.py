"""``scorekeeper.host.files.write_atomic``: whole or nothing, the user's umask, one line
on failure (the CLI's files are checked end to end in ``tests/cli/test_file_writes.py``)."""

from __future__ import annotations

import errno
import os
import stat
import threading

import pytest

from scorekeeper.host.files import WriteError, write_atomic, write_text_atomic

OLD = b"old contents\n"


def names(folder):
    return sorted(p.name for p in folder.iterdir())


def test_writes_a_new_file_and_nothing_else(tmp_path):
    write_text_atomic(tmp_path / "a.json", "{}\n")
    assert (tmp_path / "a.json").read_bytes() == b"{}\n" and names(tmp_path) == ["a.json"]


def test_replaces_a_file_whole(tmp_path):
    target = tmp_path / "a.csv"
    target.write_bytes(OLD * 1000)
    write_text_atomic(target, "x,y\r\n")  # line ends as given (CSV keeps its CRLF)
    assert target.read_bytes() == b"x,y\r\n"


@pytest.mark.parametrize(
    ("failing", "cause"),
    [("fsync", errno.EIO), ("replace", errno.ENOSPC), ("chmod", errno.EPERM)],
    ids=["fsync-fails", "rename-fails", "chmod-fails"],
)
def test_a_failure_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path, monkeypatch, failing, cause
):
    target = tmp_path / "a.pdf"
    target.write_bytes(OLD)

    def fail(*_args):
        raise OSError(cause, os.strerror(cause))

    monkeypatch.setattr(os, failing, fail)
    with pytest.raises(WriteError) as caught:
        write_atomic(target, b"new")
    monkeypatch.undo()
    assert str(caught.value) == f"{target}: cannot be written ({os.strerror(cause)})"
    assert caught.value.errno == cause and isinstance(caught.value, OSError)
    assert target.read_bytes() == OLD and names(tmp_path) == ["a.pdf"]


def test_an_interrupt_leaves_no_temporary(tmp_path, monkeypatch):
    def interrupted(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "a.json", b"new")
    monkeypatch.undo()
    assert names(tmp_path) == []


def test_a_folder_is_not_replaced(tmp_path):
    (tmp_path / "a.pdf").mkdir()
    with pytest.raises(WriteError, match=r"a\.pdf: cannot be written \(Is a directory\)$"):
        write_atomic(tmp_path / "a.pdf", b"new")
    assert names(tmp_path) == ["a.pdf"] and (tmp_path / "a.pdf").is_dir()


def test_a_link_is_followed_and_stays(tmp_path, monkeypatch):
    real = tmp_path / "real.json"
    real.write_bytes(OLD)
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_atomic(link, b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


def test_a_pipe_is_written_where_it_is(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_atomic(fifo, b"through the pipe")
    reader.join(timeout=10)
    assert got == [b"through the pipe"] and stat.S_ISFIFO(fifo.lstat().st_mode)


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write any file")
def test_a_read_only_file_is_refused(tmp_path):
    target = tmp_path / "a.json"
    target.write_bytes(OLD)
    target.chmod(0o444)
    with pytest.raises(WriteError, match="Permission denied"):
        write_atomic(target, b"new")
    assert target.read_bytes() == OLD and names(tmp_path) == ["a.json"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write in any folder")
def test_a_read_only_folder_is_one_line(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        with pytest.raises(WriteError, match=r"cannot be written \(Permission denied\)$"):
            write_atomic(folder / "a.json", b"new")
        assert names(folder) == []
    finally:
        folder.chmod(0o755)


def test_the_window_says_it_in_its_language(tmp_path):
    with pytest.raises(WriteError) as caught:
        write_atomic(tmp_path / "no" / "a.pdf", b"new")
    reason = os.strerror(errno.ENOENT)
    assert caught.value.message.render("ja") == f"{tmp_path}/no/a.pdf: 書き込めません（{reason}）"
