"""Every game's deal form fits a 1024 × 600 screen in every language (issue 28):
in Japanese the Zwanzigerrufen form was 1035 px wide and its dialog ran off the
screen's right edge (English fitted).

Each form is opened in the main window's deal dialog on a 1024 × 600 screen (Qt's
offscreen platform, a process of its own: ``tests/ui/screens.py``), with its
auction log open and, where the game has them, every bonus announced (a Kontra
row each): the form at its widest. The dialog keeps to the share of the screen
``limit_to_screen`` gives it (94 %: 962 × 564), on the screen, with OK on it; the
form is never squeezed below its minimum width, and its whole width is in the
dialog's view (the view scrolls only vertically), so nothing is cut off at the
right. The form may be taller than the dialog: it scrolls.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from scorekeeper.words.catalog import LANGUAGES
from scorekeeper_ui.entry.games import GAMES
from tests.ui.screens import EXAMPLES, on_screen

SCREEN_WIDTH, SCREEN_HEIGHT = 1024, 600
# 94 % of 1024 × 600 (ui/widgets/screen_fit.py, SHARE): 962.56 → 962, 564
MOST_WIDTH, MOST_HEIGHT = 962, 564

EVERY_FORM = textwrap.dedent(
    """
    from PySide6.QtWidgets import QScrollArea
    from scorekeeper_ui.entry.editor import DealDialog
    from scorekeeper_ui.entry.games import GAMES
    from scorekeeper_ui.widgets.i18n import Translations

    Translations().install(app, sys.argv[2])
    out = {"window": list(window.frameGeometry().getRect())}
    for entry in GAMES:
        record = json.loads(entry.example_path(Path(sys.argv[1])).read_text(encoding="utf-8"))
        window.open_session(store.create_session(record))
        app.processEvents()
        deal = DealDialog(window.result().next_context(), window)
        for box in getattr(deal.editor.form, "announced", {}).values():
            box.setCurrentIndex(1)  # every bonus announced: a Kontra row each
        deal.editor.auction.toggle.setChecked(True)  # and the auction log open
        deal.show()
        for _ in range(5):
            app.processEvents()
        editor, view = deal.editor, deal.findChild(QScrollArea).viewport()
        out[entry.id] = {
            "frame": list(deal.frameGeometry().getRect()),
            "width": deal.width(),
            "height": deal.height(),
            "ok": deal.buttons.mapTo(deal, QPoint(0, deal.buttons.height())).y(),
            "form": editor.width(),
            "form_least": editor.minimumSizeHint().width(),
            "form_wanted": editor.sizeHint().width(),
            "view": view.width(),
        }
        deal.editor.mark_unchanged()  # closed without asking
        deal.reject()
        app.processEvents()
    print(json.dumps(out))
    """
)


def run_with_language(tmp_path: Path, language: str) -> dict:
    """The measuring script with the language as its second argument."""
    script = EVERY_FORM.replace("sys.argv[2]", repr(language))
    return on_screen(tmp_path, script, EXAMPLES, SCREEN_WIDTH, SCREEN_HEIGHT)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_deal_form_fits_a_1024_by_600_screen(tmp_path, language):
    m = run_with_language(tmp_path, language)
    left, top, width, height = m.pop("window")
    assert left >= 0 and left + width <= SCREEN_WIDTH and top + height <= SCREEN_HEIGHT
    assert set(m) == {entry.id for entry in GAMES}
    misfits = {}
    for game, f in m.items():
        left, top, width, height = f["frame"]
        fits = (
            left >= 0
            and top >= 0
            and left + width <= SCREEN_WIDTH
            and top + height <= SCREEN_HEIGHT
            and f["width"] <= MOST_WIDTH  # not pushed wider by the form's minimum
            and f["height"] <= MOST_HEIGHT
            and f["ok"] <= f["height"]  # OK on the dialog: a tall form scrolls
            and f["form_least"] <= f["form"]  # the form is not squeezed ...
            and f["form"] <= f["view"]  # ... nor cut off at the right
            and f["form_wanted"] <= SCREEN_WIDTH
        )
        if not fits:
            misfits[game] = f
    assert misfits == {}, f"{language}: deal forms that do not fit 1024 × 600"
