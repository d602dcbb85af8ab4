"""Issue 14: a desktop program. ``scorekeeper --version``, ``python -m scorekeeper``
and ``scorekeeper --install-desktop`` (the .desktop file, the AppStream metainfo and
the icons in the user's XDG data folder), run as a person runs them: a new process."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import scorekeeper
from scorekeeper.host import desktop

ROOT = Path(__file__).resolve().parent.parent.parent
APP_ID = "io.github.trickscorekeeper.scorekeeper"
LANGUAGES = ("ja", "hu", "fi", "de")
SIZES = (16, 32, 48, 64, 128, 256)


def python_path(*first: Path) -> str:
    """``PYTHONPATH`` for a new process: ``first``, the checkout, then what this one
    was given (the window's package, ``scorekeeper_ui``, may be mapped there)."""
    given = os.environ.get("PYTHONPATH", "")
    return os.pathsep.join([*(str(p) for p in (*first, ROOT)), *([given] if given else [])])


def scorekeeper_module(
    *args: str, env: dict[str, str] | None = None, cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    """``python -m scorekeeper ARGS`` with the checkout's code (a new process)."""
    environment = dict(os.environ) | {"PYTHONPATH": python_path()} | (env or {})
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        cwd=cwd,
    )


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def test_the_version_is_pyprojects():
    assert scorekeeper.__version__ == pyproject_version() == "0.1.0"


def test_version_prints_the_distributions_version():
    run = scorekeeper_module("--version")
    assert run.returncode == 0, run.stderr
    assert run.stdout == f"scorekeeper {pyproject_version()}\n"
    assert run.stderr == ""


def test_version_is_read_from_the_distribution_holding_the_package(tmp_path):
    # a distribution, whatever its name, that says it holds the top-level package
    # `scorekeeper`, found first on the path: its version is the one printed (run
    # from tmp_path: the root of an unpacked sdist holds the egg-info of its own)
    info = tmp_path / "club_build-7.3.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: club-build\nVersion: 7.3.1\n")
    (info / "top_level.txt").write_text("scorekeeper\n")
    run = scorekeeper_module(
        "--version",
        env={"PYTHONPATH": python_path(tmp_path)},
        cwd=tmp_path,
    )
    assert (run.returncode, run.stdout) == (0, "scorekeeper 7.3.1\n"), run.stderr


def test_version_without_an_installed_distribution_is_the_modules():
    # -S: no site-packages, so importlib.metadata finds no distribution holding
    # the package (run from a checkout): the module's constant answers.
    code = "import scorekeeper; print(scorekeeper.installed_version())"
    run = subprocess.run(
        [sys.executable, "-S", "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ) | {"PYTHONPATH": python_path()},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout == "0.1.0\n"


def test_python_m_scorekeeper_is_the_command(tmp_path):
    deal = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "dealer": "Chie"}
    deal |= {"declarer": "Aki", "bid": 30, "trump": "hearts", "result": {"declarer_points": 20}}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(deal))
    run = scorekeeper_module("settle", str(path))
    assert run.returncode == 0, run.stderr
    # 20 < 30: Ben and Chie +⌊30 / 2⌋ = +15 (docs/rules/ultimate.md "Scoring one deal").
    assert json.loads(run.stdout)["deltas"] == {"Aki": 0, "Ben": 15, "Chie": 15}
    usage = scorekeeper_module("--help")
    assert usage.returncode == 0 and usage.stdout.startswith("usage: scorekeeper")
    assert "--install-desktop" in usage.stdout and "--version" in usage.stdout
    refused = scorekeeper_module("nonsense")
    assert refused.returncode == 2 and "invalid choice" in refused.stderr


def expected_exec() -> str:
    """The installing interpreter's window script, else ``python -m scorekeeper``
    with it (paths here hold no character the Exec key would quote)."""
    script = Path(sysconfig.get_path("scripts")) / "scorekeeper-window"
    return str(script) if script.is_file() else f"{sys.executable} -m scorekeeper"


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_desktop_writes_the_entry_metainfo_and_icons(tmp_path):
    run = scorekeeper_module("--install-desktop", env={"XDG_DATA_HOME": str(tmp_path)})
    assert run.returncode == 0, run.stderr
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    metainfo = tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml"
    hicolor = tmp_path / "icons" / "hicolor"
    pngs = [hicolor / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in SIZES]
    svg = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    expected = [entry, metainfo, svg, *pngs]
    assert run.stdout.splitlines() == [f"installed {path}" for path in expected]
    assert sorted(p for p in tmp_path.rglob("*") if p.is_file()) == sorted(expected)

    icons = ROOT / "resources" / "icons"
    for size, png in zip(SIZES, pngs, strict=True):
        data = png.read_bytes()
        assert data == (icons / f"scorekeeper-{size}.png").read_bytes()
        # PNG header: the width and the height, big-endian, at bytes 16-23
        assert int.from_bytes(data[16:20], "big") == int.from_bytes(data[20:24], "big") == size
    assert svg.read_bytes() == (icons / "scorekeeper.svg").read_bytes()
    assert metainfo.read_bytes() == (ROOT / "resources" / "desktop" / metainfo.name).read_bytes()

    installed, shipped = read_entry(entry), read_entry(ROOT / "resources" / "desktop" / entry.name)
    assert installed["Exec"] == expected_exec()
    assert shipped["Exec"] == "scorekeeper-window"
    assert {k: v for k, v in installed.items() if k != "Exec"} == {
        k: v for k, v in shipped.items() if k != "Exec"
    }
    assert installed["Icon"] == APP_ID and installed["Type"] == "Application"

    again = scorekeeper_module("--install-desktop", env={"XDG_DATA_HOME": str(tmp_path)})
    assert again.returncode == 0 and again.stdout == run.stdout  # replaces its own copies

    removed = scorekeeper_module("--uninstall-desktop", env={"XDG_DATA_HOME": str(tmp_path)})
    assert removed.returncode == 0, removed.stderr
    assert removed.stdout.splitlines() == [f"removed {path}" for path in expected]
    assert [p for p in tmp_path.rglob("*") if p.is_file()] == []
    nothing = scorekeeper_module("--uninstall-desktop", env={"XDG_DATA_HOME": str(tmp_path)})
    assert nothing.stdout == f"nothing to remove in {tmp_path}\n"


def test_the_data_folder_follows_xdg(tmp_path):
    home = Path.home() / ".local" / "share"
    assert desktop.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert desktop.data_home({}) == home
    assert desktop.data_home({"XDG_DATA_HOME": ""}) == home
    assert desktop.data_home({"XDG_DATA_HOME": "relative/share"}) == home  # to be ignored


@pytest.mark.parametrize(
    ("argument", "written"),
    [
        ("/home/aki/.venv/bin/scorekeeper-window", "/home/aki/.venv/bin/scorekeeper-window"),
        ("/home/Zsófi Őrs/bin/x", '"/home/Zsófi Őrs/bin/x"'),
        ("/opt/100%/x", "/opt/100%%/x"),
        # quoted for the $ and \; inside the quotes each takes a backslash, then
        # every backslash is doubled (the string escape comes first when read)
        ("/tmp/a$b\\c", '"/tmp/a\\\\$b\\\\\\\\c"'),
        ('/tmp/say "hi"', '"/tmp/say \\\\"hi\\\\""'),
    ],
    ids=["plain", "space", "percent", "dollar-backslash", "double-quotes"],
)
def test_exec_arguments_are_quoted_as_the_specification_says(argument, written):
    assert desktop.exec_argument(argument) == written


def test_the_entry_runs_a_path_with_spaces(tmp_path):
    command = ["/home/Zsófi Őrs/venv/bin/python", "-m", "scorekeeper"]
    desktop.install(tmp_path, command)
    entry = read_entry(tmp_path / "applications" / f"{APP_ID}.desktop")
    assert entry["Exec"] == '"/home/Zsófi Őrs/venv/bin/python" -m scorekeeper'


def test_the_entry_and_metainfo_say_it_in_every_language():
    entry = read_entry(ROOT / "resources" / "desktop" / f"{APP_ID}.desktop")
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for language in LANGUAGES:
            assert entry[f"{key}[{language}]"].strip(), (key, language)
    for key in ("GenericName", "Comment"):  # words, not the app's name
        assert len({entry[key], *(entry[f"{key}[{lang}]"] for lang in LANGUAGES)}) == 5, key
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    root = ET.parse(ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    summaries = {s.get(lang, "en"): s.text for s in root.findall("summary")}
    assert summaries == {"en": entry["Comment"]} | {x: entry[f"Comment[{x}]"] for x in LANGUAGES}
    release = root.find("releases/release")
    assert release is not None and release.get("version") == pyproject_version()


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="no desktop-file-utils")
def test_desktop_file_validate_accepts_the_installed_entry(tmp_path):
    desktop.install(tmp_path, ["/home/Zsófi Őrs/venv/bin/python", "-m", "scorekeeper"])
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    run = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, ""), run.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="no appstream")
def test_appstreamcli_accepts_the_metainfo():
    path = ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml"
    run = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout


def test_the_licences_are_declared_alike():
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)["project"]
    # the code's MIT, and the two fonts' licences (resources/fonts) as SPDX has them
    assert project["license"] == "MIT AND Bitstream-Vera AND IPA"
    root = ET.parse(ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("project_license") == project["license"]
    files = [ROOT / name for name in project["license-files"]]
    assert [f.name for f in files] == [
        "LICENSE",
        "DejaVu_LICENSE.txt",
        "IPA_Font_License_Agreement_v1.0.txt",
    ]
    assert files[0].read_text(encoding="utf-8").startswith("MIT License\n")
    assert "Bitstream Vera Fonts Copyright" in files[1].read_text(encoding="utf-8")
    assert "IPA Font License Agreement v1.0" in files[2].read_text(encoding="utf-8")
