"""The bundle beside the pip-installed app (issue 27), in the same run: the first
painted window of ``dist/scorekeeper/scorekeeper --db FILE`` and of this venv's
app (``python -m scorekeeper_ui.launcher --db FILE``, as its ``scorekeeper``
script runs it), whole processes until the paint (``SCOREKEEPER_EXIT_AFTER=paint``),
measured in turn; and their sizes on disk: the bundle's folder and, when given,
the ``site-packages`` of a fresh venv with ``pip install .`` in it. "The pip
install" is the app and its dependencies: that ``site-packages`` without what
``python -m venv`` put there before the install (pip, and on Python 3.11
setuptools with pkg_resources and _distutils_hack: :data:`VENV_SEED`), which is
printed beside it.

    .venv/bin/python bench/figures_bundle.py [--quick] [--bundle dist/scorekeeper]
        [--site-packages /tmp/venv/lib/python3.11/site-packages]

Build the bundle first (``python packaging/build.py``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from common import PYTHON, ROOT, Figure, interleaved, print_figures, process
from figures_start import environment, make_database

# What a fresh venv holds before anything is installed (top-level names in site-packages).
VENV_SEED = ("pip", "setuptools", "pkg_resources", "_distutils_hack", "distutils-precedence.pth")


def mib(folder: Path) -> float:
    """``du -sm``'s view of a folder: the blocks its files and folders take, in MiB."""
    paths = [folder, *folder.rglob("*")]
    return sum(p.lstat().st_blocks * 512 for p in paths) / 2**20


def _seed(name: str) -> bool:
    """A top-level entry of site-packages the venv brought (its dist-info too)."""
    return name in VENV_SEED or name.split("-")[0] in ("pip", "setuptools")


def pip_install_mib(site_packages: Path) -> tuple[float, float]:
    """(the app and its dependencies, the venv's own seed) in ``site_packages``, MiB."""
    seed = sum(mib(p) for p in site_packages.iterdir() if _seed(p.name))
    return mib(site_packages) - seed, seed


def measure(quick: bool, bundle: Path) -> list[Figure]:
    runs = 3 if quick else 15
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = folder / "scorekeeper.sqlite"
        make_database(db)
        env = environment(folder, None) | {"SCOREKEEPER_EXIT_AFTER": "paint"}
        pip_app = process([PYTHON, "-m", "scorekeeper_ui.launcher", "--db", str(db)], env=env)
        frozen = process([str(bundle / "scorekeeper"), "--db", str(db)], env=env)
        pip_s, bundle_s = interleaved([pip_app, frozen], runs, warmup=2)
    return [
        Figure(
            "first painted window, the bundle (offscreen)",
            bundle_s,
            "the pip-installed app",
            pip_s,
            note=f"information: median of {runs}, whole processes, interleaved",
        )
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 runs instead of 15")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "scorekeeper")
    parser.add_argument("--site-packages", type=Path, help="a venv's, with pip install .")
    args = parser.parse_args()
    print_figures(measure(args.quick, args.bundle))
    print(f"\nbundle, unpacked: {mib(args.bundle):.0f} MiB ({args.bundle})")
    if args.site_packages:
        app, seed = pip_install_mib(args.site_packages)
        print(
            f"pip install (the app and its dependencies): {app:.1f} MiB"
            f" ({args.site_packages}: {app + seed:.1f} MiB with the venv's own pip and"
            f" setuptools, {seed:.1f} MiB)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
