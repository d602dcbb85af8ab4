"""Dark mode (issue 11, "dark mode complete in every view"): with the palette a
dark desktop gives (Fusion's dark palette, ``tests/ui/dark.py``), and with the
light one, every word on the main screens reads against its background.

Contrast is WCAG's: (L1 + 0.05) / (L2 + 0.05) of the relative luminances; 4.5 : 1
for ordinary text (AA), hints too (the preview's column heads, a house rule's
explanation: they are read). The error red #d32f2f and the warning amber #b26a00
the window used whatever the palette read at 2.6 and 3.0 : 1 on the dark window;
the hints, in Qt's disabled grey, at 1.6 : 1 on the light one (190 grey on 239)
and 3.3 : 1 on the dark one. Both palettes are measured.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from scorekeeper_ui.widgets.palette import contrast
from tests.ui.dark import dark_palette

ROOT = Path(__file__).resolve().parents[3]


def test_contrast_is_wcags():
    # black on white is 21 : 1, a colour on itself 1 : 1
    assert contrast(QColor("black"), QColor("white")) == pytest.approx(21)
    assert contrast(QColor("#323232"), QColor("#323232")) == 1


@pytest.fixture
def dark(qapp):
    light = QApplication.palette()
    qapp.setPalette(dark_palette())
    yield
    qapp.setPalette(light)


@pytest.fixture(params=["light", "dark"])
def palettes(qapp, request):
    """Fusion's light palette (the test platform's own) and its dark one."""
    light = QApplication.palette()
    if request.param == "dark":
        qapp.setPalette(dark_palette())
    yield request.param
    qapp.setPalette(light)


def unreadable(top: QWidget) -> list[tuple[str, float]]:
    """The visible labels of ``top`` whose text is below the contrast they need."""
    found = []
    for label in top.findChildren(QLabel):
        if not label.isVisible() or not label.text().strip():
            continue
        label.ensurePolished()
        palette = label.palette()
        group = QPalette.ColorGroup.Active if label.isEnabled() else QPalette.ColorGroup.Disabled
        text = palette.color(group, label.foregroundRole())
        ratio = contrast(text, palette.color(group, label.backgroundRole()))
        if ratio < 4.5:
            found.append((label.text()[:40], round(ratio, 2)))
    return found


def example(name: str) -> dict:
    return json.loads((ROOT / "resources" / "examples" / f"{name}.json").read_text("utf-8"))


def test_every_main_screen_reads_on_a_light_and_a_dark_palette(qtbot, palettes, tmp_path, messages):
    from PySide6.QtCore import QSettings

    from scorekeeper.storage import open_store
    from scorekeeper_ui.app.main_window import MainWindow
    from scorekeeper_ui.entry.editor import DealDialog
    from scorekeeper_ui.library.new_session import NewSessionDialog
    from scorekeeper_ui.widgets.settings import AppSettings

    store = open_store(str(tmp_path / "x.db"))
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    assert unreadable(window) == []  # the welcome screen
    window.open_session(store.create_session(example("ulti")))
    assert unreadable(window) == []  # the banner, the sheet's page
    seen = []
    dialogs = ("settlement", "open", "settings", "table_view", "session_details", "substitute")
    for action in dialogs:
        window.menu_actions[action].trigger()
        shown = window.display.table_view if action == "table_view" else window.dialog
        qtbot.waitExposed(shown)
        seen.append((action, unreadable(shown)))
        shown.close()
    assert seen == [(a, []) for a in dialogs]
    # a fault said in red: two seats with one name
    form = NewSessionDialog([], window, "ulti")
    qtbot.addWidget(form)
    for edit, name in zip(form.names, ["Anna", "Anna", "Béla", "Csaba"], strict=False):
        edit.setText(name)
    form.show()
    assert unreadable(form) == []  # the hints: seat order, each house rule's explanation
    assert form.error.isVisible() and form.error.isEnabled() and form.error.text()
    assert unreadable(form) == []
    # a wrong value in the deal form (a bid past 100: docs/rules/ultimate.md "Auction"),
    # and a warning under the preview, in amber
    players = {"players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie", "deals": []}
    window.open_session(store.create_session({"game": "ultimate", **players}))
    deal = DealDialog(window.result().next_context(), window)
    qtbot.addWidget(deal)
    deal.editor.set_record(
        {"declarer": "Aki", "bid": 101, "trump": "spades", "result": {"declarer_points": 52}}
    )
    deal.editor.preview.warnings.setText("a warning")
    deal.show()
    assert deal.editor.error_field() == "bid" and deal.editor.error.isVisible()
    assert unreadable(deal) == []


def test_every_line_of_the_chart_reads_on_a_dark_palette(qtbot, dark):
    """QtCharts gives five players blue, green, orange, purple and red; on Fusion's
    dark grey the purple (#6d5fd5) and the red (#bf593e) read at 2.6 and 2.9 : 1,
    under the 3 : 1 a line needs. Five Ultimate players, one deal: five lines."""
    from scorekeeper.session.record import parse_session
    from scorekeeper.session.replay import replay
    from scorekeeper.sheet import score_sheet
    from scorekeeper_ui.session.chart import RunningTotalsChart

    players = ["Aki", "Ben", "Chie", "Dai", "Emi"]
    deal = {"declarer": "Aki", "bid": 60, "trump": "hearts", "partner_card": "AS", "partner": "Ben"}
    session = {"game": "ultimate", "players": players, "first_dealer": "Emi"}
    deals = [deal | {"result": {"declarer_points": 70}}]
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.set_sheet(score_sheet(replay(parse_session(session | {"deals": deals}))))
    colours = chart.line_colours()
    assert len(colours) == 5
    background = chart.palette().color(chart.backgroundRole())
    assert background == dark_palette().color(QPalette.ColorRole.Window)
    ratios = [round(contrast(colour, background), 1) for colour in colours]
    assert min(ratios) >= 3.0, ratios
    # and drawn so: Chie, Dai and Emi stay at 0 (one line, Emi's on top) along the
    # plot's bottom; Aki and Ben rise to 60 (Ben's on top). y runs 0 … 60 (60
    # rounds up to 100, a tick every 100 / 4 = 25 → 20: 0 … 60), x 0 … 1.
    chart.resize(500, 320)
    chart.show()
    image = chart.grab().toImage()
    plot = chart.chart_layout().plot
    assert chart.chart_layout().y_range == (0, 60)
    emi = QPointF(plot.left() + 0.5 * plot.width(), plot.bottom())
    seen = {image.pixelColor(round(emi.x()), round(emi.y()) + d).rgb() for d in (-1, 0)}
    assert colours[4].rgb() in seen and QColor("#bf593e").rgb() not in seen
    ben = QPointF(plot.left() + 0.5 * plot.width(), plot.bottom() - 30 / 60 * plot.height())
    near = [
        image.pixelColor(round(ben.x()) + dx, round(ben.y()) + dy)
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
    ]
    assert any(
        max(abs(a - b) for a, b in zip(c.getRgb()[:3], colours[1].getRgb()[:3], strict=True)) < 30
        for c in near
    )
