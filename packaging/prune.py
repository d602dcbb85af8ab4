"""What the bundle leaves out of what PyInstaller collects (packaging/scorekeeper.spec).

The window uses QtCore, QtGui and QtWidgets only (the chart is drawn with QPainter):
no QML, no Quick, no network, no PDF or SVG modules; its own catalogs are the app's
five languages; it draws on X11 (xcb), Wayland, offscreen and, on the other
systems, their native platform plug-ins. Everything else PySide6's hook may bring
(Qt's translations for thirty languages, the QML folder, image plug-ins for
formats the app never opens) is pruned here. ``SCOREKEEPER_NO_PRUNE=1`` keeps it
all, for measuring what pruning saves (packaging/build.py --no-prune).
"""

from __future__ import annotations

import re

LANGUAGES = ("ja", "hu", "fi", "de")  # English needs no catalog
# Qt libraries the app never loads (matched against a file's name).
_UNUSED_LIBRARIES = re.compile(
    r"Qt6?(Qml|Quick|Pdf|Network|VirtualKeyboard|Svg|OpenGL|Designer|Help|Sql|Test|Labs"
    r"|Lottie|WaylandCompositor|Concurrent|UiTools|Xml|Multimedia|WebEngine|ShaderTools"
    r"|3D|Charts|DataVisualization|Graphs|Positioning|Location|Sensors|SerialPort|EglFS"
    r"|EglFs)",
)
# Qt plug-in folders the app needs; every other plug-in folder goes.
_PLUGIN_FOLDERS = {
    "platforms",  # xcb, wayland, offscreen, minimal (Linux); windows; cocoa
    "platformthemes",  # the desktop's file dialog (xdg-desktop-portal; GTK's is filtered below)
    "platforminputcontexts",  # typing Japanese with an input method (ibus, fcitx)
    "xcbglintegrations",  # the xcb platform loads one at start
    "wayland-decoration-client",  # window decorations under Wayland
    "wayland-graphics-integration-client",
    "wayland-shell-integration",
    "imageformats",  # PNG is built in; kept: ico (Windows), and filtered below
    "styles",  # the native style on macOS and Windows
}
_IMAGE_FORMATS = re.compile(r"q(ico|jpeg|gif)\b")  # the rest (webp, tiff, svg…) go
# Libraries PyInstaller finds only through a pruned plug-in (GTK's theme): the
# system's own, never needed without it.
_GTK_STACK = re.compile(
    r"^lib(gtk-3|gdk-3|gdk_pixbuf|atk|atspi|cairo|pango|epoxy|pixman|thai|datrie"
    r"|fribidi|graphite2|Xcomposite|Xdamage|Xinerama|Xcursor|Xi|Xrandr|pangoft2|pangocairo)[-.]"
)
_PLATFORMS = re.compile(r"q(xcb|wayland|offscreen|minimal|windows|cocoa|direct2d)")
_TRANSLATION = re.compile(r"translations[/\\]qt(base)?_([a-z]{2})(_[A-Z]{2})?\.qm$")


def keep(destination: str) -> bool:
    """Whether the bundle keeps the file PyInstaller would put at ``destination``."""
    path = destination.replace("\\", "/")
    name = path.rsplit("/", 1)[-1]
    if "/qml/" in f"/{path}" or _UNUSED_LIBRARIES.search(name) or _GTK_STACK.search(name):
        return False
    if "/translations/" in f"/{path}":
        match = _TRANSLATION.search(path)
        return bool(match and match.group(1) and match.group(2) in LANGUAGES)
    if "/plugins/" in f"/{path}":
        folder = path.split("/plugins/", 1)[1].split("/", 1)[0]
        if folder not in _PLUGIN_FOLDERS:
            return False
        if folder == "imageformats":
            return bool(_IMAGE_FORMATS.search(name))
        if folder == "platforms":
            return bool(_PLATFORMS.search(name))
        if folder == "platformthemes":  # GTK's would bring GTK, cairo and pango along
            return "gtk" not in name
    return True
