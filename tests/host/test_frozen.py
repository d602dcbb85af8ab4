"""In the bundle (packaging/, PyInstaller): the shipped data is found beside the
frozen modules, and --install-desktop's entry runs the bundle's own window
program. (packaging/smoke.py checks both on the built bundle; these check the
decisions without building it.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from scorekeeper.host import desktop, shipped


@pytest.fixture
def frozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A bundle's folder as PyInstaller lays it out: the programs at the top, the
    rest in _internal (sys._MEIPASS)."""
    internal = tmp_path / "scorekeeper" / "_internal"
    internal.mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "scorekeeper" / "scorekeeper"))
    return tmp_path / "scorekeeper"


def test_the_bundle_finds_its_data_beside_the_frozen_modules(frozen: Path) -> None:
    assert shipped._find() == frozen / "_internal" / "scorekeeper_resources"


def test_a_checkout_or_an_install_finds_the_resources_folder() -> None:
    assert (shipped._find() / "examples" / "ulti.json").is_file()


def test_the_desktop_entry_runs_the_bundles_window_program(frozen: Path) -> None:
    assert desktop.launch_command() == [str(frozen.resolve() / "scorekeeper-window")]
