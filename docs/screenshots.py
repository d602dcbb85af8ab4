"""Screenshots of the main screens, for looking at the app (see docs/screenshots.md).

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots.py --lang en
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots.py --lang ja

Each run uses a fresh database and settings folder under a temporary directory,
fills in two evenings, and saves PNGs of every main screen to
``docs/screenshots/<lang>/`` (``--out`` to change). Runs on any Qt platform; under
Xvfb it is the real xcb platform with real fonts.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

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


def settle(app: Any, rounds: int = 8) -> None:
    for _ in range(rounds):
        app.processEvents()


def shoot(app: Any, widget: Any, path: Path) -> None:
    settle(app)
    widget.grab().save(str(path))
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def screens(app: Any, shell: Any, out: Path, z_id: int, m_id: int) -> list[Callable[[], None]]:
    w = shell.window

    def dialog_of(action: str) -> Any:
        w.menu_actions[action].trigger()
        settle(app)
        return w.dialog

    def close(dialog: Any) -> None:
        dialog.reject()
        settle(app)

    def welcome() -> None:
        shoot(app, w, out / "01-welcome.png")

    def new_session() -> None:
        d = dialog_of("new_session")
        for edit, name in zip(d.names, ["Anna", "Béla", "Csaba", "Dóra"], strict=False):
            edit.setText(name)
        shoot(app, d, out / "02-new-session.png")
        close(d)

    def sheet() -> None:
        w.open_session(z_id)
        w.page.table.selectRow(1)
        shoot(app, w, out / "03-score-sheet-zwanzigerrufen.png")
        w.open_session(m_id)
        shoot(app, w, out / "04-score-sheet-marjapussi.png")

    def deal() -> None:
        w.open_session(z_id)
        d = dialog_of("new_deal")
        shoot(app, d, out / "05-new-deal.png")
        close(d)

    def settlement() -> None:
        d = dialog_of("settlement")
        shoot(app, d, out / "06-settlement.png")
        close(d)

    def settings() -> None:
        d = dialog_of("settings")
        shoot(app, d, out / "07-settings.png")
        close(d)

    def example() -> None:
        w.show_welcome()
        w.welcome.example_buttons["ultimate"].click()
        shoot(app, w, out / "08-example-ultimate.png")

    return [welcome, new_session, sheet, deal, settlement, settings, example]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("en", "ja"), default="en")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    out = args.out or ROOT / "docs" / "screenshots" / args.lang
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SCOREKEEPER_DB"] = str(Path(tmp) / "screens.sqlite")
        from PySide6.QtCore import QSettings

        from scorekeeper.storage import open_store
        from ui.app import Shell, make_application
        from ui.settings import AppSettings

        app = make_application()
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
        settings = AppSettings()
        settings.set_language(args.lang)
        store = open_store(None)
        shell = Shell(app, store, settings)
        shell.window.resize(1280, 820)
        shell.window.show()
        shoot(app, shell.window, out / "00-first-start.png")
        m_id = store.create_session(MARJAPUSSI)
        z_id = store.create_session(ZWANZIGERRUFEN)
        shell.window.show_welcome()
        for screen in screens(app, shell, out, z_id, m_id):
            screen()
        shell.window.close()
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
