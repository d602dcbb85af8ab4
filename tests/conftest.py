"""Every test writes its log file (``scorekeeper.host.logfile``) under its own tmp_path,
never in the platform's log folder of the person running the suite."""

from __future__ import annotations

import sys

import pytest


@pytest.fixture(autouse=True)
def _isolated_log(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_LOG_DIR", str(tmp_path / "logs"))
    yield
    logfile = sys.modules.get("scorekeeper.host.logfile")
    if logfile is not None:
        logfile.stop()  # the next test's folder is another
