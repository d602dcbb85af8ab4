"""Build the bundle: ``python packaging/build.py`` (from a checkout, in a venv with
the app and PyInstaller: ``pip install -e '.[postgresql]' -r packaging/requirements.txt``).

Writes ``dist/scorekeeper/`` (one folder holding ``scorekeeper`` and
``scorekeeper-window``) from ``packaging/scorekeeper.spec``, then prints its size.
``--archive`` also packs it as ``dist/scorekeeper-<version>-linux-x86_64.tar.gz``
(the download for Linux systems other than Debian's: docs/install.md).
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-prune", action="store_true", help="keep all, do not strip")
    parser.add_argument("--archive", action="store_true", help="also a .tar.gz of it (Linux)")
    parser.add_argument("--dist", type=Path, default=DIST, help=f"not {DIST.name}/")
    args = parser.parse_args(argv)
    bundle = build(prune=not args.no_prune, dist=args.dist)
    print(f"bundle: {bundle} ({folder_mib(bundle):.0f} MiB unpacked)")
    if args.archive:
        import platform
        import shutil

        base = args.dist / f"scorekeeper-{version()}-linux-{platform.machine()}"
        archive = shutil.make_archive(str(base), "gztar", args.dist, bundle.name)
        print(f"archive: {archive}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
