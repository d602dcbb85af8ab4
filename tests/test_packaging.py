"""What gets installed (pyproject.toml): the folders scorekeeper/, ui/ and
resources/ install as the import packages scorekeeper, scorekeeper_ui and
scorekeeper_resources, so nothing called ``ui`` or ``resources`` lands in
site-packages; every package folder is in the list (a subpackage left out would
be missing from the wheel while the checkout still runs)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from scorekeeper.host.shipped import RESOURCES

ROOT = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = CONFIG["tool"]["setuptools"]


def test_the_folders_install_under_names_that_cannot_collide() -> None:
    assert SETUPTOOLS["package-dir"] == {
        "scorekeeper": "scorekeeper",
        "scorekeeper_ui": "ui",
        "scorekeeper_resources": "resources",
    }
    tops = {name.split(".")[0] for name in SETUPTOOLS["packages"]}
    assert tops == {"scorekeeper", "scorekeeper_ui", "scorekeeper_resources"}


def test_every_package_folder_is_listed() -> None:
    folders = {}
    for name, folder in SETUPTOOLS["package-dir"].items():
        for init in sorted((ROOT / folder).rglob("__init__.py")):
            parts = init.parent.relative_to(ROOT / folder).parts
            folders[".".join((name, *parts))] = init.parent
    assert sorted(SETUPTOOLS["packages"]) == sorted(folders)


def test_the_commands_start_the_installed_window_package() -> None:
    assert CONFIG["project"]["scripts"]["scorekeeper"] == "scorekeeper_ui.launcher:main"


def test_the_shipped_files_are_found() -> None:
    assert (RESOURCES / "locale" / "ja" / "LC_MESSAGES" / "scorekeeper.mo").is_file()
    assert (RESOURCES / "fonts").is_dir() and (RESOURCES / "examples" / "ulti.json").is_file()


def test_the_wheel_ships_the_compiled_catalogs_not_their_sources() -> None:
    """The app reads the .mo and .qm; the .po, .pot and .ts are read by the rebuild
    scripts and the tests, from a checkout or the sdist (issue 27: the pip install's size)."""
    data = SETUPTOOLS["package-data"]
    assert "*.qm" in data["*"] and data["scorekeeper_resources.locale"] == ["*/LC_MESSAGES/*.mo"]
    assert not {"*.po", "*.pot", "*.ts"} & {p for ps in data.values() for p in ps}
    assert set(SETUPTOOLS["exclude-package-data"]["*"]) == {"*.po", "*.pot", "*.ts"}
