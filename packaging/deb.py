"""A Debian package of the Linux bundle: ``python packaging/deb.py`` (after
``packaging/build.py``) writes ``dist/trick-scorekeeper_<version>_<arch>.deb``.

Layout: the bundle in ``/opt/scorekeeper``, both programs linked from ``/usr/bin``,
the desktop entry (its ``Exec`` on ``/opt/scorekeeper/scorekeeper-window``), the
AppStream metainfo and the icons under ``/usr/share``. ``Depends`` declares the
system libraries the bundle does not carry itself: every library its programs
and plug-ins are linked to that resolves outside the bundle (``ldd``) belongs to
a package (``dpkg -S``), required at the version installed here or newer.

``--check`` then installs it into a temporary root (``dpkg -x``) and runs
``scorekeeper --version`` from there; each result is printed as the smoke test's are.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "scorekeeper"
PREFIX = Path("opt/scorekeeper")
PACKAGE = "trick-scorekeeper"  # the name on PyPI ("scorekeeper" is another project's)
MAINTAINER = "Scorekeeper maintainers <scorekeeper@users.noreply.github.com>"
sys.path.insert(0, str(ROOT))


def _version() -> str:
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def _run(*command: str) -> str:
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def elf_files(bundle: Path) -> list[Path]:
    """The programs and shared libraries in the bundle."""
    found = []
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_libraries(bundle: Path) -> set[Path]:
    """The libraries outside the bundle its ELF files load (with the bundle's own
    folders searched first, as its programs do)."""
    folders = sorted({str(p.parent) for p in elf_files(bundle) if ".so" in p.name})
    env = {**os.environ, "LD_LIBRARY_PATH": os.pathsep.join(folders)}
    outside: set[Path] = set()
    for elf in elf_files(bundle):
        done = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env)
        for match in re.finditer(r"=> (/\S+) \(", done.stdout):
            library = Path(match.group(1))
            if not library.resolve().is_relative_to(bundle.resolve()):
                outside.add(library)
    return outside


def depends(libraries: set[Path]) -> list[str]:
    """The packages holding ``libraries``, each at its installed version or newer."""
    packages: set[str] = set()
    for library in libraries:
        for candidate in (library, library.resolve()):
            done = subprocess.run(["dpkg", "-S", str(candidate)], capture_output=True, text=True)
            if done.returncode == 0:
                packages.add(done.stdout.split(":", 1)[0].strip())
                break
        else:
            raise SystemExit(f"error: no package holds {library} (dpkg -S)")
    declared = []
    for package in sorted(packages):
        version = _run("dpkg-query", "-W", "-f=${Version}", package).strip()
        upstream = re.sub(r"-[^-]*$", "", version.split(":", 1)[-1])  # no epoch, no revision
        declared.append(f"{package} (>= {upstream})")
    return declared


def control(version: str, depends_on: list[str], size_kib: int) -> str:
    architecture = _run("dpkg", "--print-architecture").strip()
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {architecture}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: {', '.join(depends_on)}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Homepage: https://github.com/trickscorekeeper/scorekeeper\n"
        "Description: score keeping and settlement for European card games\n"
        " Scorekeeper keeps the scores of Ulti, Marjapussi, Huutopussi,\n"
        " Zwanzigerrufen and Ultimate at a real table, settles the money and\n"
        " prints score sheets. This package holds the standalone bundle: no\n"
        " Python is needed.\n"
    )


def stage(bundle: Path, root: Path) -> None:
    """The package's files under ``root``."""
    from scorekeeper.host import desktop

    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    for program in ("scorekeeper", "scorekeeper-window"):
        (root / "usr" / "bin" / program).symlink_to(Path("/") / PREFIX / program)
    share = root / "usr" / "share"
    written = desktop.install(share, [str(Path("/") / PREFIX / "scorekeeper-window")])
    for path in written:
        path.chmod(0o644)


def build(bundle: Path, out: Path) -> Path:
    version = _version()
    with tempfile.TemporaryDirectory(prefix="scorekeeper-deb-") as folder:
        root = Path(folder) / "root"
        stage(bundle, root)
        size_kib = sum(p.lstat().st_size for p in root.rglob("*")) // 1024
        (root / "DEBIAN").mkdir()
        text = control(version, depends(system_libraries(bundle)), size_kib)
        (root / "DEBIAN" / "control").write_text(text, encoding="utf-8")
        deb = out / f"{PACKAGE}_{version}_{_run('dpkg', '--print-architecture').strip()}.deb"
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(deb)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    return deb


def check(deb: Path) -> None:
    """Unpack into a temporary root and run the program from there."""
    fields = _run("dpkg-deb", "--field", str(deb), "Package", "Version", "Depends")
    print(f"PASS deb-fields: {' '.join(fields.split())[:300]}")
    missing = []
    for dependency in _run("dpkg-deb", "--field", str(deb), "Depends").strip().split(", "):
        name = dependency.split()[0]
        if subprocess.run(["dpkg-query", "-W", name], capture_output=True).returncode != 0:
            missing.append(name)
    print(f"{'FAIL' if missing else 'PASS'} deb-depends: not installed here: {missing or 'none'}")
    with tempfile.TemporaryDirectory(prefix="scorekeeper-deb-root-") as folder:
        subprocess.run(["dpkg", "-x", str(deb), folder], check=True)
        program = Path(folder) / PREFIX / "scorekeeper"
        said = _run(str(program), "--version").strip()
        entry = next((Path(folder) / "usr/share/applications").glob("*.desktop"))
        exec_line = next(x for x in entry.read_text().splitlines() if x.startswith("Exec="))
        print(f"PASS deb-install: dpkg -x, {PREFIX}/scorekeeper --version: {said}; {exec_line}")
    if missing:
        raise SystemExit(1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=BUNDLE)
    parser.add_argument("--check", action="store_true", help="unpack it and run it")
    args = parser.parse_args(argv)
    deb = build(args.bundle, args.bundle.parent)
    print(f"deb: {deb} ({deb.stat().st_size / 2**20:.0f} MiB)")
    if args.check:
        check(deb)
    return 0


if __name__ == "__main__":
    sys.exit(main())
