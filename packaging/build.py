"""Build the bundle: ``python packaging/build.py`` (from a checkout, in a venv with
the app and PyInstaller: ``pip install -e '.[postgresql]' -r packaging/requirements.txt``).

Writes ``dist/scorekeeper/`` (one folder holding ``scorekeeper`` and
``scorekeeper-window``) from ``packaging/scorekeeper.spec``, then prints its size.
``--archive`` also packs it as ``dist/scorekeeper-<version>-linux-x86_64.tar.gz``
(the download for Linux systems other than Debian's: docs/install.md; ``.ci/run``
builds it and runs the smoke test on the bundle unpacked from it: ``smoke.py --archive``).
``--no-prune`` keeps what the spec would prune (Qt's unused modules, plug-ins and
translations) and skips stripping, to measure what they save. ``.ci/bundle`` runs
this same command. The build's work files go to ``build/pyinstaller/``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "scorekeeper.spec"
DIST = ROOT / "dist"
BUNDLE = DIST / "scorekeeper"


def folder_mib(folder: Path) -> float:
    """The bytes of every file under ``folder`` (links not followed), in MiB."""
    total = sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())
    return total / 2**20


def version() -> str:
    """The project's version, from pyproject.toml (the bundle's --version says it)."""
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def build(*, prune: bool = True, dist: Path = DIST) -> Path:
    env = dict(os.environ, SCOREKEEPER_VERSION=version())
    if not prune:
        env["SCOREKEEPER_NO_PRUNE"] = "1"
    work = ROOT / "build" / ("pyinstaller" if prune else "pyinstaller-unpruned")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level=WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work)]
    subprocess.run([*command, str(SPEC)], check=True, cwd=ROOT, env=env)
    return dist / BUNDLE.name


def archive_path(dist: Path = DIST) -> Path:
    """Where ``--archive`` writes the .tar.gz (packaging/smoke.py --archive reads it)."""
    import platform

    return dist / f"scorekeeper-{version()}-linux-{platform.machine()}.tar.gz"


def pack(bundle: Path, archive: Path) -> Path:
    """``bundle`` as a .tar.gz holding the one folder ``scorekeeper/`` (modes and
    symbolic links kept), owned by no one in particular: whoever unpacks it owns it."""
    import tarfile

    def anyone(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(archive, "w:gz") as tar:
        tar.add(bundle, arcname=BUNDLE.name, filter=anyone)
    return archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-prune", action="store_true", help="keep all, do not strip")
    parser.add_argument("--archive", action="store_true", help="also a .tar.gz of it (Linux)")
    parser.add_argument("--dist", type=Path, default=DIST, help=f"not {DIST.name}/")
    args = parser.parse_args(argv)
    bundle = build(prune=not args.no_prune, dist=args.dist)
    print(f"bundle: {bundle} ({folder_mib(bundle):.0f} MiB unpacked)")
    if args.archive:
        archive = pack(bundle, archive_path(args.dist))
        print(f"archive: {archive} ({archive.stat().st_size / 2**20:.0f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
