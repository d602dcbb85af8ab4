"""The house rules never widen a dialog past a small screen (ui/widgets/options_form.py):
an option's value box is as wide as the form gives it ("adds a flat 6 (12
announced)" would otherwise make the Zwanzigerrufen form 686 pixels wide and cut
Session details off on a 1024×600 screen). Every game, every language."""

from __future__ import annotations

import pytest

from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.words.catalog import LANGUAGES
from scorekeeper_ui.widgets.i18n import Translations
from scorekeeper_ui.widgets.options_form import OptionsForm

# The new-session dialog's least width (ui/library/new_session.py) less its margins and the
# group box's: what the house rules have on a 1024×600 screen.
ROOM = 520


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    translations = Translations()
    translations.install(qapp, request.param)
    yield request.param
    translations.install(qapp, "en")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_house_rules_fit_a_small_screen(qtbot, language, game_id):
    form = OptionsForm()
    qtbot.addWidget(form)
    spec = get_game(game_id)
    form.set_options(game_id, spec.options)
    assert form.minimumSizeHint().width() <= ROOM, (language, game_id)
    for option in spec.options:  # an open list still shows each value whole
        box = form.field(option.key)
        if option.choices is not None:
            widest = max(
                box.fontMetrics().horizontalAdvance(box.itemText(i)) for i in range(box.count())
            )
            assert box.view().minimumWidth() >= widest
