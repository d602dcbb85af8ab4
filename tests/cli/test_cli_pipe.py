"""A closed output pipe (``scorekeeper settle FILE | head -c 10``) ends quietly:
no message, exit status 128 + SIGPIPE = 141, the convention of the shell (Python
docs, "Note on SIGPIPE"). The reader's end is closed before the command writes,
so every write of the command meets the closed pipe."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.cli.main import main

SESSION = Path(__file__).parent.parent / "spec_examples" / "session_marjapussi.json"


def _into_closed_pipe(*argv: str) -> subprocess.CompletedProcess[bytes]:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader has gone away
    try:
        return subprocess.run(
            [sys.executable, "-m", "scorekeeper.cli.main", *argv],
            stdout=write_end,
            stderr=subprocess.PIPE,
            check=False,
            timeout=120,
        )
    finally:
        os.close(write_end)


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("pipe") / "store.sqlite"
    assert main(["--db", str(path), "import", str(SESSION)]) == 0
    return str(path)


@pytest.mark.parametrize(
    "argv",
    [
        ["settle", str(SESSION)],
        ["show", "1"],
        ["export", "1", "-o", "-"],
    ],
    ids=lambda argv: " ".join(argv[:1] + [a for a in argv[1:] if a.startswith("--")]),
)
def test_closed_output_pipe_ends_quietly_with_the_sigpipe_status(db, argv):
    done = _into_closed_pipe("--db", db, *argv)
    assert (done.returncode, done.stderr) == (141, b"")
