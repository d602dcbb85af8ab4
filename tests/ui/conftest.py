"""Qt test setup: offscreen platform (set before any QApplication exists),
settings redirected to a temporary folder, Qt warnings fail the test
(``qt_log_level_fail`` in pyproject.toml)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """QSettings and the default database live under tmp_path, never in $HOME."""
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings")
    )
    monkeypatch.setenv("SCOREKEEPER_DB", str(tmp_path / "scorekeeper.sqlite"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
