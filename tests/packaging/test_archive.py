"""The Linux download (issue 27): ``packaging/build.py --archive`` packs the bundle
as a .tar.gz, and ``packaging/smoke.py --archive`` runs the bundle unpacked from it
(``.ci/run``). Here a small stand-in bundle makes the round trip: one folder,
``scorekeeper/``, its programs still executable, its symbolic links still links,
owned by no one in particular; an archive holding anything else is refused."""

from __future__ import annotations

import importlib.util
import os
import stat
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def script(name: str) -> ModuleType:
    # packaging/ is a folder of scripts, not a package (PyPI's "packaging" owns the name)
    spec = importlib.util.spec_from_file_location(
        f"bundle_{name}", ROOT / "packaging" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build, smoke = script("build"), script("smoke")


def stand_in(dist: Path) -> Path:
    bundle = dist / "scorekeeper"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / "scorekeeper"
    program.write_text("#!/bin/sh\necho scorekeeper\n", encoding="utf-8")
    program.chmod(0o755)
    (bundle / "_internal" / "libQt6Core.so.6.11.3").write_bytes(b"\x7fELF")
    os.symlink("libQt6Core.so.6.11.3", bundle / "_internal" / "libQt6Core.so.6")
    return bundle


def test_the_archive_unpacks_to_the_bundle(tmp_path: Path) -> None:
    bundle = stand_in(tmp_path / "dist")
    archive = build.pack(bundle, build.archive_path(tmp_path / "dist"))
    assert archive.name == f"scorekeeper-{build.version()}-linux-{os.uname().machine}.tar.gz"
    with tarfile.open(archive) as tar:
        assert {(m.uid, m.gid, m.uname, m.gname) for m in tar.getmembers()} == {(0, 0, "", "")}
    work = tmp_path / "work"
    work.mkdir()
    unpacked = smoke.Smoke(bundle, work, archive).bundle
    assert sorted(str(p.relative_to(unpacked)) for p in unpacked.rglob("*")) == [
        "_internal",
        "_internal/libQt6Core.so.6",
        "_internal/libQt6Core.so.6.11.3",
        "scorekeeper",
    ]
    assert os.readlink(unpacked / "_internal" / "libQt6Core.so.6") == "libQt6Core.so.6.11.3"
    assert stat.S_IMODE((unpacked / "scorekeeper").stat().st_mode) & 0o100
    assert (unpacked / "_internal" / "libQt6Core.so.6").read_bytes() == b"\x7fELF"


def test_an_archive_of_anything_but_the_one_folder_is_refused(tmp_path: Path) -> None:
    archive = tmp_path / "other.tar.gz"
    (tmp_path / "other").mkdir()
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(tmp_path / "other", arcname="other")
    work = tmp_path / "work"
    work.mkdir()
    with pytest.raises(smoke.SmokeError, match=r"holds \['other'\], not one folder scorekeeper/"):
        smoke.Smoke(tmp_path, work, archive)
