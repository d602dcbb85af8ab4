"""Screenshots of the main screens, for looking at the app (see docs/screenshots.md).

    .venv/bin/python docs/screenshots.py                     # every combination
    .venv/bin/python docs/screenshots.py --lang ja --size 1024x600 --theme dark
    .venv/bin/python docs/screenshots.py --only deal         # screens named *deal*

Every combination of language (en, ja, hu, fi, de), screen size (1024x600, 1920x1080) and
theme (light, dark) runs in a process of its own under Xvfb with a screen of
that size (``xvfb-run``; the real xcb platform with real fonts), or on Qt's
offscreen platform with a virtual screen of that size when Xvfb is missing
(``--offscreen``; no system fonts there). Dark is the palette a dark desktop
hands a Qt app (Fusion's dark palette, ``tests/ui/dark.py``). Each run uses a
fresh database and settings folder under a temporary directory, stores three
evenings (Zwanzigerrufen with a Kontra'd normal game, a Mondfang and its double
round, a solo and a Zusammenwerfen; Marjapussi with a Kontra and an all-pass
deal; the Ulti example) and saves what the screen shows (the whole screen, so a
window or dialog that does not fit is seen cut off) to
``docs/screenshots/<lang>/<size>-<theme>/NN-name.png`` (``--out`` for another
folder). The screens are one list, ``SCREENS``; the Session menu's dialogs
are found by walking the menu (``session_menu``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LANGS = ("en", "ja", "hu", "fi", "de")
SIZES = ("1024x600", "1920x1080")
THEMES = ("light", "dark")
PLAYERS_Z = ["Franz", "Gerti", "Hans", "Ilse"]
_Z_RESULT = {"pagat": None, "trull": None, "four_kings": None, "mondfang": None}
ZWANZIGERRUFEN = {
    "game": "zwanzigerrufen",
    "players": PLAYERS_Z,
    "first_dealer": "Ilse",
    "date": "2026-11-20",
    "place": "Heuriger Schmid",
    "stake": {"per_point": 0.5, "currency": "EUR", "mode": "per-point"},
    "deals": [
        {
            "contract": "normal",
            "declarer": "Franz",
            "called": "XIX",
            "partner": "Hans",
            "announced": {"absolut": "against", "pagat": "against"},
            "kontra": {"game": 1, "absolut": 1, "pagat": 1},
            "result": {
                "declarer_points": 40,
                "declarer_tricks": 4,
                "pagat": {"side": "defenders", "outcome": "won"},
                "trull": None,
                "four_kings": None,
                "mondfang": None,
            },
        },
        {
            "contract": "normal",
            "declarer": "Gerti",
            "called": "XX",
            "partner": "Ilse",
            "result": {
                "declarer_points": 50,
                "declarer_tricks": 5,
                **_Z_RESULT,
                "mondfang": "defenders",
            },
        },
        {
            "contract": "solo",
            "declarer": "Hans",
            "result": {"declarer_points": 52, "declarer_tricks": 6, **_Z_RESULT},
        },
        {"thrown_in": True},
        {
            "contract": "normal",
            "declarer": "Ilse",
            "called": "XX",
            "partner": "Franz",
            "result": {"declarer_points": 38, "declarer_tricks": 4, **_Z_RESULT},
        },
    ],
}
MARJAPUSSI = {
    "game": "marjapussi",
    "players": ["Aino", "Eero", "Helmi", "Onni"],
    "first_dealer": "Onni",
    "date": "2026-11-14",
    "stake": {"per_point": 1, "currency": "chips", "mode": "per-game", "per_game": 5},
    "deals": [
        {
            "declarer": "Aino",
            "bid": 150,
            "contract": 150,
            "kontra": 0,
            "result": {
                "card_points": [100, 20],
                "last_trick": 0,
                "tricks": [6, 3],
                "marriages": [{"side": 0, "suit": "hearts"}],
            },
        },
        {
            "declarer": "Eero",
            "bid": 120,
            "contract": 125,
            "kontra": 1,
            "result": {
                "card_points": [40, 80],
                "last_trick": 1,
                "tricks": [3, 6],
                "marriages": [{"side": 1, "suit": "clubs"}],
            },
        },
        {
            "declarer": None,
            "result": {"card_points": [58, 62], "last_trick": 0, "tricks": [5, 4], "marriages": []},
        },
        {
            "declarer": "Onni",
            "bid": 130,
            "contract": 130,
            "kontra": 0,
            "result": {
                "card_points": [70, 50],
                "last_trick": 0,
                "tricks": [5, 4],
                "marriages": [{"side": 1, "suit": "diamonds"}],
            },
        },
    ],
}


@dataclass
class Shots:
    """One run: the application, the window, where the PNGs go, the sessions."""

    app: Any
    shell: Any
    out: Path
    ids: dict[str, int]
    only: str = ""
    taken: list[Path] = field(default_factory=list)

    @property
    def window(self) -> Any:
        return self.shell.window

    def settle(self, rounds: int = 10) -> None:
        for _ in range(rounds):
            self.app.processEvents()

    def shoot(self, name: str, widget: Any = None) -> None:
        """The whole screen as the player sees it (``widget`` alone where the
        platform cannot grab the screen)."""
        self.settle()
        path = self.out / f"{name}.png"
        picture = self.app.primaryScreen().grabWindow(0)
        if picture.isNull() or self.app.platformName() == "offscreen":
            picture = (widget or self.window).grab()
        picture.save(str(path))
        self.taken.append(path)
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")

    def dialog_of(self, action: str) -> Any:
        self.window.menu_actions[action].trigger()
        self.settle()
        return self.window.dialog

    def close(self, dialog: Any) -> None:
        dialog.reject()
        self.settle()

    def open(self, game: str, row: int | None = None) -> None:
        self.window.open_session(self.ids[game])
        if row is not None:
            self.window.page.table.selectRow(row)
        self.settle()


def dialog_shot(action: str, prepare: Callable[[Any], None] = lambda _d: None) -> Any:
    """A screen that opens the dialog of the menu ``action``, fills it in
    (``prepare``), shoots it and cancels it."""

    def screen(s: Shots, name: str) -> None:
        dialog = s.dialog_of(action)
        prepare(dialog)
        s.shoot(name, dialog)
        s.close(dialog)

    return screen


def _names(dialog: Any) -> None:
    for edit, name in zip(dialog.names, ["Anna", "Béla", "Csaba", "Dóra"], strict=False):
        edit.setText(name)


def _preset(dialog: Any) -> None:
    """Ulti from the Hungarian tournament's rules, with one option changed after
    (said under the preset, shaded on the sheet)."""
    _names(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("hu_tournament"))
    dialog.preset.activated.emit(dialog.preset.currentIndex())
    dialog.options.field("silent_durchmars").setCurrentIndex(1)


def _announce_all(dialog: Any) -> None:
    """The tallest deal form: every bonus announced (a Kontra row each) and the
    auction log open."""
    for box in dialog.editor.form.announced.values():
        box.setCurrentIndex(1)
    dialog.editor.auction.toggle.setChecked(True)


def welcome(s: Shots, name: str) -> None:
    s.window.show_welcome()
    s.shoot(name)


def sheet(game: str, row: int | None = None) -> Any:
    def screen(s: Shots, name: str) -> None:
        s.open(game, row)
        s.shoot(name)

    return screen


def deal(
    game: str, row: int | None = None, prepare: Callable[[Any], None] = lambda _d: None
) -> Any:
    """The deal form of ``game``: a new deal, or deal ``row`` opened for editing."""

    def screen(s: Shots, name: str) -> None:
        s.open(game, row)
        dialog_shot("new_deal" if row is None else "edit_deal", prepare)(s, name)

    return screen


def on(game: str, then: Any) -> Any:
    def screen(s: Shots, name: str) -> None:
        s.open(game)
        then(s, name)

    return screen


def table_view(s: Shots, name: str) -> None:
    s.open("ulti")
    s.window.menu_actions["table_view"].trigger()
    view = s.window.display.table_view
    s.shoot(name, view)
    view.close()
    s.settle()


def example(s: Shots, name: str) -> None:
    s.window.show_welcome()
    s.window.welcome.example_buttons["ultimate"].click()
    s.shoot(name)


# One list: (file name, screen). A new dialog is one more line here (the Session
# menu's dialogs are also found by session_menu, below).
SCREENS: list[tuple[str, Callable[[Shots, str], None]]] = [
    ("01-welcome", welcome),
    ("02-new-session", dialog_shot("new_session", _names)),
    ("03-open-session", dialog_shot("open")),
    ("04-sheet-zwanzigerrufen", sheet("zwanzigerrufen", 1)),
    ("05-sheet-marjapussi", sheet("marjapussi")),
    ("06-deal-ulti", deal("ulti", 11)),
    ("07-deal-zwanzigerrufen-announced", deal("zwanzigerrufen", None, _announce_all)),
    ("08-deal-marjapussi", deal("marjapussi", 1)),
    ("09-settlement-zwanzigerrufen", on("zwanzigerrufen", dialog_shot("settlement"))),
    ("10-settlement-ulti", on("ulti", dialog_shot("settlement"))),
    ("11-table-view", table_view),
    ("12-settings", dialog_shot("settings")),
    ("13-example-ultimate", example),
    ("14-new-session-preset", dialog_shot("new_session", _preset)),
]
# Session menu entries shot by SCREENS already, or that open no dialog
KNOWN_SESSION_ACTIONS = {"settlement", "table_view", "zoom_in", "zoom_out", "zoom_reset"}


def session_menu(s: Shots, first: int) -> None:
    """Every other entry of the Session menu that opens a dialog (added by later
    work: session details, a substitute, the end of a session...), on the
    Zwanzigerrufen evening; message boxes are answered No and not shown."""
    s.open("zwanzigerrufen")
    ANSWER[0] = False
    known = {id(a): n for n, a in s.window.menu_actions.items()}
    settlement = s.window.menu_actions["settlement"]
    menu = next(a.menu() for a in s.window.menuBar().actions() if settlement in a.menu().actions())
    number = first
    for action in menu.actions():
        name = known.get(id(action), action.text().replace("&", "").rstrip("…. ").lower())
        if action.isSeparator() or not action.isEnabled() or name in KNOWN_SESSION_ACTIONS:
            continue
        if s.only and s.only not in name:
            continue
        before = s.window.dialog
        action.trigger()
        s.settle()
        dialog = s.window.dialog
        if dialog is not None and dialog is not before and dialog.isVisible():
            s.shoot(f"{number:02d}-session-{name.replace(' ', '-')}", dialog)
            s.close(dialog)
            number += 1


ANSWER = [True]


def quiet_message_boxes() -> None:
    """No modal message box may stop the run: questions are answered ``ANSWER``
    (Yes: a changed form closes; No in the Session menu's dialogs, nothing is
    deleted), notes are printed."""
    from scorekeeper_ui.widgets import dialogs

    dialogs.confirm = dialogs.offer = lambda _p, _t, _x: ANSWER[0]  # type: ignore[assignment]
    dialogs.show_error = dialogs.show_info = lambda _p, t, x: print(f"[{t}] {x}")  # type: ignore[assignment]


def run_one(lang: str, size: str, theme: str, out: Path, only: str) -> int:
    """Shoot every screen in one language, screen size and theme (this process's)."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SCOREKEEPER_DB"] = str(Path(tmp) / "screens.sqlite")
        from PySide6.QtCore import QSettings

        from scorekeeper.storage import open_store
        from scorekeeper_ui.app.startup import Shell, make_application
        from scorekeeper_ui.widgets.settings import AppSettings

        app = make_application()
        if theme == "dark":
            from tests.ui.dark import dark_palette

            app.setStyle("Fusion")
            app.setPalette(dark_palette())
        quiet_message_boxes()
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
        settings = AppSettings()
        settings.set_language(lang)
        store = open_store(None)
        shell = Shell(app, store, settings)
        shots = Shots(app, shell, out, {}, only)
        shell.window.show()
        if not only or only in "00-first-start":
            shots.shoot("00-first-start")
        examples = ROOT / "resources" / "examples"
        shots.ids = {
            "marjapussi": store.create_session(MARJAPUSSI),
            "ulti": store.create_session(json.loads((examples / "ulti.json").read_text("utf-8"))),
            "zwanzigerrufen": store.create_session(ZWANZIGERRUFEN),
        }
        shell.window.show_welcome()
        for name, screen in SCREENS:
            if not only or only in name:
                screen(shots, name)
        session_menu(shots, len(SCREENS) + 1)
        shell.window.close()
        store.close()
    return 0


def combinations(args: argparse.Namespace) -> list[tuple[str, str, str]]:
    pick = lambda chosen, every: every if chosen in (None, "all") else (chosen,)  # noqa: E731
    return [
        (lang, size, theme)
        for lang in pick(args.lang, LANGS)
        for size in pick(args.size, SIZES)
        for theme in pick(args.theme, THEMES)
    ]


def spawn(lang: str, size: str, theme: str, args: argparse.Namespace) -> int:
    """This script again, for one combination, on a screen of ``size``."""
    out = (args.out or ROOT / "docs" / "screenshots") / lang / f"{size}-{theme}"
    command = [sys.executable, __file__, "--one", lang, size, theme, "--out", str(out)]
    command += ["--only", args.only] if args.only else []
    env = dict(os.environ)
    if args.offscreen or not shutil.which("xvfb-run"):
        width, height = size.split("x")
        config = Path(tempfile.mkdtemp()) / "screen.json"
        screen = {"name": size, "x": 0, "y": 0, "width": int(width), "height": int(height)}
        config.write_text(json.dumps({"screens": [screen | {"logicalDpi": 96, "dpr": 1}]}))
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    else:
        env["QT_QPA_PLATFORM"] = "xcb"
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {size}x24", *command]
    return subprocess.run(command, env=env, check=False).returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=(*LANGS, "all"))
    parser.add_argument("--size", choices=(*SIZES, "all"))
    parser.add_argument("--theme", choices=(*THEMES, "all"))
    parser.add_argument("--only", default="", help="only the screens whose name has this")
    parser.add_argument("--out", type=Path, help="instead of docs/screenshots")
    parser.add_argument("--offscreen", action="store_true", help="Qt's offscreen platform")
    parser.add_argument("--one", nargs=3, metavar=("LANG", "SIZE", "THEME"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        return run_one(*args.one, out=args.out, only=args.only)
    failed = [c for c in combinations(args) if spawn(*c, args) != 0]
    for combination in failed:
        print("failed:", *combination, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
