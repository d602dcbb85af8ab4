"""The totals banner never widens the window past a 1024-pixel screen: its status
line (next dealer, the race's game and target, the last game won, the agreed end)
wraps in every language. The German and Hungarian lines of the Ultimate example
("Nächster Geber: … · Partie 3 bis 150 · Partie 2 gewonnen von … · der Wettlauf
ist nach Spiel 3 vorbei") were wider than the screen."""

from __future__ import annotations

import json

import pytest

from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper.words.catalog import LANGUAGES
from scorekeeper_ui.session.page import TotalsBanner
from scorekeeper_ui.widgets.i18n import Translations
from tests.ui.screens import EXAMPLES

ROOM = 1000  # a 1024-pixel screen less the window's frame and margins


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    translations = Translations()
    translations.install(qapp, request.param)
    yield request.param
    translations.install(qapp, "en")


@pytest.mark.parametrize("game", ["ultimate", "zwanzigerrufen", "huutopussi"])
def test_the_banner_fits_a_small_screen(qtbot, language, game):
    record = json.loads((EXAMPLES / f"{game}.json").read_text(encoding="utf-8"))
    banner = TotalsBanner()
    qtbot.addWidget(banner)
    banner.set_sheet(score_sheet(replay_json(record)))
    assert banner.status.text()  # something to say
    assert banner.minimumSizeHint().width() <= ROOM, (language, banner.status.text())
