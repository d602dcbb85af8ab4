"""Where the data the app ships lives: the ``resources/`` folder of a checkout,
installed as the package ``scorekeeper_resources`` (fonts, catalogs, examples,
schemas; ``pyproject.toml``, package-dir). Every module that reads a shipped file
asks :data:`RESOURCES`, so a checkout, an editable install, a wheel and the
bundle (``packaging/``: PyInstaller puts the folder beside the frozen modules,
in ``sys._MEIPASS``) find the same files. Standard library only."""

from __future__ import annotations

import sys
from importlib.util import find_spec
from pathlib import Path

PACKAGE = "scorekeeper_resources"


def _find() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)  # the bundle: packaging/scorekeeper.spec's datas
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / PACKAGE
    spec = find_spec(PACKAGE)  # installed, or mapped to the folder by `pip install -e .`
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations))).resolve()
    return Path(__file__).resolve().parent.parent.parent / "resources"  # a checkout on sys.path


RESOURCES = _find()
