"""Issue 14: the log file (``scorekeeper.host.logfile``) and the command line's internal
errors. A bug in a command is one line on standard error naming the log file
that holds its traceback; ``--debug`` prints the traceback too. The log rotates
at ``MAX_BYTES`` and keeps ``BACKUP_COUNT`` older files; ``faults.log`` beside it
receives the stacks of a process that crashes (faulthandler).

Every test's log folder is its own (``$SCOREKEEPER_LOG_DIR``, tests/conftest.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper import __version__
from scorekeeper.cli import main as cli
from scorekeeper.host import logfile

ROOT = Path(__file__).resolve().parent.parent.parent


def log_file(tmp_path: Path) -> Path:
    return tmp_path / "logs" / "scorekeeper.log"


def forced_internal_error(_args=None):
    raise AttributeError("forced internal error")


def test_an_internal_error_is_one_line_naming_the_log(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cli, "_cmd_show", forced_internal_error)
    assert cli.main(["show", "1"]) == 2
    out, err = capsys.readouterr()
    log = log_file(tmp_path)
    assert out == ""
    assert err == (
        f"internal error: AttributeError: forced internal error (the details are in {log}; "
        "--debug prints the traceback)\n"
    )
    text = log.read_text(encoding="utf-8")
    assert "ERROR scorekeeper [MainThread] internal error of a command" in text
    assert f"Scorekeeper {__version__}" in text
    assert "Traceback (most recent call last)" in text
    assert "in forced_internal_error" in text
    assert text.rstrip().endswith("AttributeError: forced internal error")


def test_debug_prints_the_traceback(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cli, "_cmd_show", forced_internal_error)
    assert cli.main(["--debug", "show", "1"]) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert out == ""
    assert lines[0] == "Traceback (most recent call last):"
    assert any("in forced_internal_error" in line for line in lines)
    assert lines[-2] == "AttributeError: forced internal error"
    assert lines[-1] == f"(the details are in {log_file(tmp_path)})"
    assert "in forced_internal_error" in log_file(tmp_path).read_text(encoding="utf-8")


def test_debug_with_the_quick_settle(tmp_path, monkeypatch, capsys):
    """``settle FILE`` skips the parser; ``--debug`` before it keeps that path."""
    monkeypatch.setattr(cli, "settle_file", forced_internal_error)
    assert cli.main(["--debug", "settle", "deal.json"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Traceback (most recent call last):\n")
    assert "AttributeError: forced internal error\n" in err


def test_a_refusal_is_not_logged(tmp_path, capsys):
    """Bad input is the person's to fix, not a bug: no log file."""
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert cli.main(["--debug", "settle", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err
    assert not log_file(tmp_path).exists()


def test_the_log_that_cannot_be_written_is_said(tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "a file"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv(logfile.ENV_VAR, str(blocked / "logs"))
    monkeypatch.setattr(cli, "_cmd_show", forced_internal_error)
    assert cli.main(["show", "1"]) == 2
    assert capsys.readouterr().err == (
        "internal error: AttributeError: forced internal error (the log file could not be "
        "written; --debug prints the traceback)\n"
    )


def test_debug_is_in_the_help(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "--debug" in capsys.readouterr().out


def test_the_log_rotates(tmp_path):
    """Records of 1,000 characters until (BACKUP_COUNT + 2) × MAX_BYTES are written:
    the log and BACKUP_COUNT older files, none of them over MAX_BYTES."""
    log = logfile.logger()
    record = "x" * 1000
    for _ in range((logfile.BACKUP_COUNT + 2) * logfile.MAX_BYTES // len(record)):
        log.info(record)
    folder = tmp_path / "logs"
    names = sorted(p.name for p in folder.iterdir() if p.name != logfile.FAULTS_NAME)
    expected = ["scorekeeper.log"] + [
        f"scorekeeper.log.{n}" for n in range(1, logfile.BACKUP_COUNT + 1)
    ]
    assert names == sorted(expected)
    for name in names:
        size = (folder / name).stat().st_size
        assert 0 < size <= logfile.MAX_BYTES


def test_the_default_folder_is_the_platforms(monkeypatch):
    monkeypatch.delenv(logfile.ENV_VAR)
    from platformdirs import user_log_path

    assert logfile.log_dir() == user_log_path("scorekeeper", appauthor=False)
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_STATE_HOME", "/var/tmp/state-of-a-test")
        state = Path("/var/tmp/state-of-a-test")
        assert logfile.log_path() == state / "scorekeeper" / "log" / "scorekeeper.log"


def _no_core_dump() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def test_a_crash_leaves_its_stack_in_faults_log(tmp_path):
    code = (
        "from scorekeeper.host import logfile\n"
        "logfile.start()\n"
        "def crash_here():\n"
        "    import faulthandler\n"
        "    faulthandler._sigsegv()\n"
        "crash_here()\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), logfile.ENV_VAR: str(tmp_path / "logs")}
    done = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        timeout=60,
        preexec_fn=_no_core_dump if os.name == "posix" else None,
    )
    assert done.returncode != 0
    faults = (tmp_path / "logs" / logfile.FAULTS_NAME).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in faults
    assert "in crash_here" in faults
