"""The league window over a store of hand-made reports (``tests/export/league_values.py``,
worked by hand there): standings, the statistics switch and the league's own
``hide_stats``, the season chart, Del and Export PDF, the editor's errors at
their fields."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.ui.ui_keys import press

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "export"))
from scorekeeper.errors import RecordError
from scorekeeper.words.text import Msg
from tests.export.league_values import HOSTILE, IMG, report


class FakeLeagues:
    """The store as the league window sees it: two leagues, the second hiding its
    statistics; every report asked for is logged with its ``stats``."""

    def __init__(self) -> None:
        first = report()
        second = report(hide_stats=True, league_name="Őszi liga")
        second = replace(second, league=replace(second.league, id=2))
        self.reports = {1: first, 2: second}
        self.asked: list[tuple[int, bool]] = []
        self.deleted: list[int] = []

    def leagues(self):
        return [r.league for r in self.reports.values()]

    def league_report(self, league_id, *, stats=True):
        self.asked.append((league_id, stats))
        found = self.reports[league_id]
        return found if stats else replace(found, stats=())

    def save_league(self, league):
        raise AssertionError("not in these tests")

    def delete_league(self, league_id):
        self.deleted.append(league_id)
        del self.reports[league_id]

    def list_sessions(self):
        return []


@pytest.fixture
def leagues():
    return FakeLeagues()


@pytest.fixture
def window(qtbot, leagues, messages):
    from scorekeeper_ui.club.league.window import LeagueWindow
    from scorekeeper_ui.widgets.settings import AppSettings

    w = LeagueWindow(leagues, AppSettings())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def column(model, col):
    return [model.cell(r, col) for r in range(model.rowCount())]


def test_standings_as_the_report_ranks_them(window, qtmodeltester):
    model = window.view.standings
    qtmodeltester.check(model)
    assert [window.list.item(i).text() for i in range(window.list.count())] == [
        "Tavaszi liga ő/ű",
        "Őszi liga",
    ]
    assert column(model, 1) == ["Őrs", "Ágnes", "田中", HOSTILE]
    assert column(model, 2) == ["35", "15", "−10", "−40"]
    assert column(model, 3)[2] == "−1.00 EUR, +40 HUF"
    assert window.view.title.text() == "Tavaszi liga ő/ű"


def test_statistics_switch_hides_them_and_reads_the_report_again(qtbot, window, leagues):
    view = window.view
    assert view.stats.rowCount() == 4 and not view.stats_view.isHidden()
    assert leagues.asked[-1] == (1, True)
    view.stats_switch.setFocus()
    press(qtbot, Qt.Key.Key_Space)
    assert leagues.asked[-1] == (1, False)
    assert view.stats.rowCount() == 0
    assert view.stats_view.isHidden() and not view.stats_hidden.isHidden()
    assert view.standings.rowCount() == 4  # the standings stay


def test_a_league_that_hides_statistics_disables_the_switch(qtbot, window, leagues):
    window.list.setFocus()
    press(qtbot, Qt.Key.Key_Down)
    assert window.view.title.text() == "Őszi liga"
    assert leagues.asked[-1] == (2, False)
    assert not window.view.stats_switch.isEnabled()
    assert not window.view.stats_switch.isChecked()
    assert window.view.stats.rowCount() == 0


def test_a_league_without_evenings(qtbot, window, leagues):
    empty = replace(leagues.reports[1], sessions=(), standings=(), stats=(), season=())
    leagues.reports[1] = empty
    window.refresh()
    assert window.view.standings.rowCount() == 0
    assert window.view.chart.series_names() == []
    assert window.view.evenings.item(0).text() == "No evening of this league is stored yet."


def test_season_chart_one_line_per_player(window):
    assert window.view.chart.series_names() == ["Őrs", "Ágnes", "田中", HOSTILE]


def test_del_asks_and_deletes(qtbot, window, leagues, messages):
    window.list.setFocus()
    messages.answer = False
    press(qtbot, Qt.Key.Key_Delete)
    assert messages[-1][0] == "confirm" and leagues.deleted == []
    messages.answer = True
    press(qtbot, Qt.Key.Key_Delete)
    assert leagues.deleted == [1]
    assert window.list.count() == 1 and window.view.title.text() == "Őszi liga"


def test_export_pdf(window, messages, tmp_path):
    from pypdf import PdfReader

    out = tmp_path / "league.pdf"
    messages.paths = [str(out)]
    window.pdf_button.click()
    text = " ".join(PdfReader(str(out)).pages[0].extract_text().split())
    assert "Tavaszi liga ő/ű" in text and "Statistics" in text and HOSTILE in text


def test_editor_shows_a_refusal_at_its_field(qtbot, messages):
    from scorekeeper_ui.club.league.editor import LeagueDialog

    refused = RecordError("league.season.to", Msg("the season ends before it starts"))
    saved = []

    def save(raw):
        saved.append(raw)
        raise refused

    dialog = LeagueDialog(None, ["Budapest", "Wien"], save)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.name.setText("Tavasz")
    dialog.new_table.setText("Kocsma")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert saved[0]["name"] == "Tavasz"
    assert saved[0]["tables"] == ["Kocsma"]  # typed, not yet added: added and ticked
    assert set(saved[0]["season"]) == {"from", "to"}
    assert dialog.isVisible()
    assert dialog.errors["season"].isVisibleTo(dialog)
    assert dialog.errors["season"].text() == "the season ends before it starts"
    assert not dialog.errors["name"].isVisibleTo(dialog)
    assert dialog.season_to.hasFocus()


LEAGUE_ON_SCREEN = """
sys.path[:0] = [sys.argv[1], str(Path(sys.argv[1]).parents[1] / "export")]
from test_league_window import FakeLeagues
from scorekeeper_ui.club.league.window import LeagueWindow
from scorekeeper_ui.widgets.settings import AppSettings
from dataclasses import replace
fake = FakeLeagues()
first = fake.reports[1]  # a name of 105 characters wraps, it never widens the window
fake.reports[1] = replace(first, league=replace(first.league, name="Őszi bajnokság " * 7))
leagues = LeagueWindow(fake, settings)
leagues.show()
app.processEvents()
out = {"frame": list(leagues.frameGeometry().getRect())}
for name, table in (("standings", leagues.view.standings_view),
                    ("stats", leagues.view.stats_view)):
    leagues.view.tabs.setCurrentWidget(table if name == "standings" else table.parentWidget())
    app.processEvents()
    out[name] = table.horizontalScrollBar().maximum()  # 0: every column in view
leagues.view.tabs.setCurrentWidget(leagues.view.chart)
app.processEvents()
out["axis_labels"] = leagues.view.chart.labels_inside()
leagues.new_league()
editor = leagues.dialog
app.processEvents()
out["editor"] = list(editor.frameGeometry().getRect())
ok = editor.buttons
out["editor_ok"] = ok.mapTo(editor, QPoint(0, ok.height())).y()
out["editor_height"] = editor.height()
print(json.dumps(out))
"""


def test_the_league_window_fits_a_1024_by_600_screen(tmp_path):
    from tests.ui.screens import on_screen

    m = on_screen(tmp_path, LEAGUE_ON_SCREEN, Path(__file__).parent, 1024, 600)
    left, top, width, height = m["frame"]
    assert left >= 0 and top >= 0 and left + width <= 1024 and top + height <= 600
    assert m["standings"] == 0 and m["stats"] == 0  # every column without scrolling
    assert m["axis_labels"] == [True, True]
    left, top, width, height = m["editor"]
    assert left >= 0 and top >= 0 and left + width <= 1024 and top + height <= 600
    assert m["editor_ok"] <= m["editor_height"]


def test_the_legend_prints_names_as_typed(window):
    # QtCharts read "a<b" as markup and showed "a"; the chart draws the text as typed
    assert window.view.chart.legend_texts() == ["Őrs", "Ágnes", "田中", HOSTILE]


def test_enter_on_the_list_edits_the_league(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.list.hasFocus)
    press(qtbot, Qt.Key.Key_Return)
    assert window.dialog is not None and window.dialog.isVisible()
    assert window.dialog.name.text() == "Tavaszi liga ő/ű"
    assert window.dialog.chosen_tables() == ["Budapest", IMG]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_word_reads_on_a_light_and_a_dark_palette(qtbot, qapp, leagues, messages, scheme):
    from PySide6.QtWidgets import QApplication

    from scorekeeper_ui.club.league.window import LeagueWindow
    from scorekeeper_ui.widgets.settings import AppSettings
    from tests.ui.dark import dark_palette
    from tests.ui.widgets.test_dark_mode import unreadable

    light = QApplication.palette()
    if scheme == "dark":
        qapp.setPalette(dark_palette())
    try:
        w = LeagueWindow(leagues, AppSettings())
        qtbot.addWidget(w)
        w.show()
        for tab in range(w.view.tabs.count()):
            w.view.tabs.setCurrentIndex(tab)
            assert unreadable(w) == [], tab
        w.view.stats_switch.setChecked(False)  # "The statistics are hidden." (a hint)
        w.view.tabs.setCurrentIndex(1)
        assert unreadable(w) == []
        w.new_league()
        w.dialog.show_error(RecordError("league.name", Msg("must be a name (text)")))
        assert unreadable(w.dialog) == []
    finally:
        qapp.setPalette(light)
