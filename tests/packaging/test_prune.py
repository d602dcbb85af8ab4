"""What the bundle leaves out of PyInstaller's collection (packaging/prune.py):
Qt's QML, Quick and the modules the window never loads, its translations but the
app's four, its plug-ins but those a desktop needs to show the window."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_SPEC = importlib.util.spec_from_file_location("bundle_prune", ROOT / "packaging" / "prune.py")
assert _SPEC is not None and _SPEC.loader is not None
prune = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(prune)

QT = "PySide6/Qt"


@pytest.mark.parametrize(
    ("destination", "kept"),
    [
        (f"{QT}/translations/qtbase_ja.qm", True),
        (f"{QT}/translations/qtbase_hu.qm", True),
        (f"{QT}/translations/qtbase_fi.qm", True),
        (f"{QT}/translations/qtbase_de.qm", True),
        (f"{QT}/translations/qtbase_fr.qm", False),  # not one of the app's languages
        (f"{QT}/translations/qtdeclarative_ja.qm", False),  # QML's strings
        (f"{QT}/qml/QtQuick/Controls/qmldir", False),
        (f"{QT}/lib/libQt6Quick.so.6", False),
        (f"{QT}/lib/libQt6Qml.so.6", False),
        (f"{QT}/lib/libQt6Widgets.so.6", True),
        (f"{QT}/lib/libQt6Gui.so.6", True),
        (f"{QT}/plugins/platforms/libqxcb.so", True),
        (f"{QT}/plugins/platforms/libqoffscreen.so", True),
        (f"{QT}/plugins/platforms/qwindows.dll", True),
        (f"{QT}/plugins/platforms/libqeglfs.so", False),  # no desktop: a kiosk's screen
        (f"{QT}/plugins/platformthemes/libqgtk3.so", False),  # brings GTK along
        (f"{QT}/plugins/platformthemes/libqxdgdesktopportal.so", True),
        (f"{QT}/plugins/imageformats/libqwebp.so", False),
        (f"{QT}/plugins/imageformats/libqico.so", True),
        (f"{QT}/plugins/tls/libqopensslbackend.so", False),  # no network in the window
        ("libgtk-3.so.0", False),
        ("libpangocairo-1.0.so.0", False),
        ("libfontconfig.so.1", True),  # the window's fonts
        ("scorekeeper_resources/fonts/ipaexg.ttf", True),
    ],
    ids=lambda value: value if isinstance(value, str) else "",
)
def test_what_the_bundle_keeps(destination: str, kept: bool) -> None:
    assert prune.keep(destination) is kept
