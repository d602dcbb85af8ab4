"""Every item model of the window, checked by qtmodeltester, and what its cells say.

The session is Zwanzigerrufen with a Mondfang (docs/rules/zwanzigerrufen.md): deal 1,
a normal game won by Franz & Hans with 50 points (V = +1), the defenders lose the
Mond (Mondfang charged to them: +1 more) → V = 2: Franz, Hans +2; Gerti, Ilse −2.
The next 4 scored deals count double: deal 2, Gerti's solo (value 4) won with 50:
V = 4 × 2 = 8 → Gerti +24, each other −8.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay
from scorekeeper.sheet import score_sheet
from scorekeeper_ui.library.session_list import SessionListModel
from scorekeeper_ui.session.chart import RunningTotalsChart
from scorekeeper_ui.session.score_sheet import ScoreSheetModel
from scorekeeper_ui.session.settlement_view import BalancesModel, PaymentsModel

PLAYERS = ["Franz", "Gerti", "Hans", "Ilse"]
SESSION = {
    "game": "zwanzigerrufen",
    "players": PLAYERS,
    "first_dealer": "Ilse",
    "stake": {"per_point": 0.5, "currency": "EUR"},
    "deals": [
        {
            "contract": "normal",
            "declarer": "Franz",
            "called": "XX",
            "partner": "Hans",
            "result": {
                "declarer_points": 50,
                "declarer_tricks": 5,
                "pagat": None,
                "trull": None,
                "four_kings": None,
                "mondfang": "defenders",
            },
        },
        {
            "contract": "solo",
            "declarer": "Gerti",
            "result": {
                "declarer_points": 50,
                "declarer_tricks": 5,
                "pagat": None,
                "trull": None,
                "four_kings": None,
                "mondfang": None,
            },
        },
    ],
}


def result():
    return replay(parse_session(SESSION))


def test_score_sheet_model(qtmodeltester):
    model = ScoreSheetModel()
    model.set_result(result())
    qtmodeltester.check(model)
    assert model.rowCount() == 2 and model.columnCount() == 5 + 4
    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(9)]
    assert header[5:] == PLAYERS
    # running total (delta): deal 1 Franz +2; deal 2 Franz 2 − 8 = −6, Gerti −2 + 24 = 22
    assert model.index(0, 5).data() == "2 (+2)"
    assert model.index(1, 5).data() == "−6 (−8)"
    assert model.index(1, 6).data() == "22 (+24)"
    assert model.index(1, 0).data() == "2 ×2"  # the double round is marked
    assert model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is None
    model.set_result(None)
    qtmodeltester.check(model)


def test_balances_and_payments_models(qtmodeltester):
    sheet = score_sheet(result())
    balances, payments = BalancesModel(sheet), PaymentsModel(sheet)
    qtmodeltester.check(balances)
    qtmodeltester.check(payments)
    # 0.50 EUR a point: Franz −6 → −3.00 EUR; Gerti 22 → 11.00 EUR.
    assert [balances.index(0, c).data() for c in range(3)] == ["Franz", "−6", "−3.00 EUR"]
    assert balances.index(1, 2).data() == "11.00 EUR"
    # Gerti is the only creditor: Franz, Hans (−6 each) pay 3.00, Ilse (−10) 5.00.
    rows = {
        tuple(payments.index(i, c).data() for c in range(3)) for i in range(payments.rowCount())
    }
    assert rows == {
        ("Franz", "Gerti", "3.00 EUR"),
        ("Hans", "Gerti", "3.00 EUR"),
        ("Ilse", "Gerti", "5.00 EUR"),
    }


def test_session_list_model(qtmodeltester, store):
    store.create_session(SESSION | {"note": "Heuriger"})
    model = SessionListModel()
    model.set_sessions(store.list_sessions())
    qtmodeltester.check(model)
    cells = [model.index(0, c).data() for c in range(6)]
    assert cells[1] == "Zwanzigerrufen" and cells[3] == "2"
    assert cells[2] == "Franz, Gerti, Hans, Ilse — Heuriger"


ULTIMATE_GAME_END = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [
        {"declarer": "Aki", "bid": 100, "trump": "spades", "result": {"declarer_points": 100}},
        {"declarer": "Aki", "bid": 100, "trump": "spades", "result": {"declarer_points": 100}},
        {"declarer": "Ben", "bid": 20, "trump": "hearts", "result": {"declarer_points": 30}},
    ],
}


def test_chart_draws_the_sheet_models_series(qtbot):
    """docs/rules/ultimate.md: Aki bids 100 and takes 100 → +100; again → 200 ≥ 150, Aki
    wins game 1; the next deal (Ben 20, made) starts game 2 from 0. The chart draws
    the sheet model's series (the rule: the line drops to 0 at the game end)."""
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.set_sheet(score_sheet(replay(parse_session(ULTIMATE_GAME_END))))
    lines = {s.label: list(s.points) for s in chart.lines()}
    assert lines["Aki"] == [(0, 0), (1, 100), (2, 200), (2, 0), (3, 0)]
    assert lines["Ben"] == [(0, 0), (1, 0), (2, 0), (2, 0), (3, 20)]


def grab(chart) -> QImage:
    """What the chart draws, on its own palette's window colour."""
    chart.show()
    image = chart.grab().toImage()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def near(image: QImage, point: QPointF, colour: QColor, reach: int = 1) -> bool:
    """Whether a pixel within ``reach`` of ``point`` has ``colour`` (±40 a channel:
    an antialiased line's edge is a blend)."""
    x0, y0 = round(point.x()), round(point.y())
    for x in range(x0 - reach, x0 + reach + 1):
        for y in range(y0 - reach, y0 + reach + 1):
            seen = image.pixelColor(x, y)
            if all(
                abs(a - b) <= 40
                for a, b in zip(seen.getRgb()[:3], colour.getRgb()[:3], strict=True)
            ):
                return True
    return False


def test_the_chart_draws_each_line_through_its_points(qtbot):
    """The same evening at 500 × 320: x from 0 to 3 deals (3 deals: a tick every
    ⌈3 / 10⌉ = 1, the axis ends at 3); y from 0 (Ben's and Chie's lowest; Chie loses
    nothing) to 200 (Aki's highest), made nice: 200 − 0 rounds up to 200, a tick
    every 200 / 4 = 50, so 0 … 200. Each point's pixel is the plot's left plus
    deal / 3 of its width, and its bottom less points / 200 of its height; Aki's
    line (blue, #209fdf) passes (1, 100) and (2, 200) and falls to (2, 0), Ben's
    (green, #99ca53) rises from (2, 0) to (3, 20)."""
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 320)
    chart.set_sheet(score_sheet(replay(parse_session(ULTIMATE_GAME_END))))
    layout = chart.chart_layout()
    assert (layout.x_range, layout.y_range) == ((0, 3), (0, 200))
    assert [t for _v, t, _r in layout.x_ticks] == ["0", "1", "2", "3"]
    assert [t for _v, t, _r in layout.y_ticks] == ["0", "50", "100", "150", "200"]
    plot = layout.plot  # inside the chart, with the numbers, title and legend around it
    assert 0 < plot.left() < 60 and plot.top() < 20 and 440 < plot.right() < 500
    assert 180 < plot.bottom() < 320 - 3 * chart.fontMetrics().height()
    image = grab(chart)
    blue, green = QColor("#209fdf"), QColor("#99ca53")
    assert chart.line_colours()[:2] == [blue, green]

    def pixel(x, y):  # worked out by hand from the plot's corners
        return QPointF(plot.left() + x / 3 * plot.width(), plot.bottom() - y / 200 * plot.height())

    assert layout.position(2, 100) == pixel(2, 100)
    for x, y in [(0.5, 50), (1, 100), (1.5, 150), (2, 200), (2, 100)]:
        assert near(image, pixel(x, y), blue), (x, y)  # Aki: up to 200, down to 0
    assert near(image, pixel(2.5, 10), green) and near(image, pixel(3, 20), green)  # Ben
    assert not near(image, pixel(1, 50), blue, reach=3)  # between the lines: nothing
    assert not near(image, pixel(0.5, 50), green, reach=3)
    # the legend under the plot: a swatch in each line's colour, then the name
    swatches = [swatch for swatch, _text, _rect in layout.legend]
    assert chart.legend_texts() == ["Aki", "Ben", "Chie"]
    for swatch, colour in zip(swatches, chart.line_colours(), strict=True):
        assert swatch.top() > plot.bottom() and swatch.bottom() <= 320
        assert image.pixelColor(swatch.center().toPoint()) == colour


def test_the_chart_marks_each_game_end_with_a_dashed_line(qtbot):
    """Issue 11: the window's chart dropped to 0 at a game end with nothing marking
    it; the PDF draws a dashed vertical line there. The same evening as above:
    Aki reaches 200 ≥ 150 at deal 2, game 1 ends there (the sheet model's
    ``row.game_end``), so deal 2 is marked: a dashed line over the plot area's
    height, in the palette's text colour (half transparent) on a dark palette."""
    deals = ULTIMATE_GAME_END["deals"]
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 320)
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#eeeeee"))
    chart.setPalette(dark)
    session = ULTIMATE_GAME_END | {"deals": deals[:1]}
    chart.set_sheet(score_sheet(replay(parse_session(session))))
    assert chart.game_ends() == ()  # 100 < 150: no game has ended
    chart.set_sheet(score_sheet(replay(parse_session(ULTIMATE_GAME_END))), unchanged=1)
    assert chart.game_ends() == (2,)
    pen = chart.mark_pen()
    assert pen.style() == Qt.PenStyle.DashLine
    assert pen.color().rgb() == QColor("#eeeeee").rgb() and 0 < pen.color().alpha() < 255
    # only the marks: drawn on a transparent image of the chart's size
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    layout = chart.chart_layout()
    chart.paint_marks(painter, layout)
    painter.end()
    plot = layout.plot
    x = round(plot.left() + 2 / 3 * plot.width())  # deal 2 of 0 … 3
    top, bottom = round(plot.top()), round(plot.bottom())
    drawn = [y for y in range(image.height()) if image.pixelColor(x, y).alpha() > 0]
    # dashed: from the plot's top to its bottom, with gaps
    assert drawn and min(drawn) >= top - 1 and max(drawn) <= bottom + 1
    assert 0.3 * (bottom - top) < len(drawn) < 0.9 * (bottom - top)
    assert image.pixelColor(x, drawn[0]).red() > 200  # light text colour, on dark
    others = [
        (px, y)
        for px in range(0, image.width(), 3)
        if abs(px - x) > 2
        for y in range(0, image.height(), 3)
        if image.pixelColor(px, y).alpha() > 0
    ]
    assert others == []  # one mark, at deal 2, nothing else
    # and in the whole chart: the dashes over the dark background, above Aki's line
    whole = grab(chart)
    y = round(plot.top() + 0.1 * plot.height())  # 180 points: only the mark is there
    column = [whole.pixelColor(x, y + i).red() for i in range(-8, 9)]
    assert max(column) > 100 and min(column) < 0x30  # dash and gap on #202020


def test_after_a_game_end_the_banner_speaks_for_the_next_deal(qtbot):
    """docs/rules/ultimate.md "Game": the game ends after the deal in which someone reaches
    150, and a new game starts from 0. Deal 1: Aki bids 100 and captures 100 (made: +100);
    deal 2: Aki bids 60 and captures 60 (+60): Aki 160 >= 150 wins game 1. The next deal
    belongs to game 2, where everybody has 0 (the banner used to show game 1's 160 under
    "game 1 to 150")."""
    from scorekeeper_ui.session.page import TotalsBanner

    def made(bid):
        return {
            "declarer": "Aki",
            "bid": bid,
            "trump": "hearts",
            "result": {"declarer_points": bid},
        }

    session = {
        "game": "ultimate",
        "players": ["Aki", "Ben", "Chie"],
        "first_dealer": "Chie",
        "deals": [made(100), made(60)],
    }
    banner = TotalsBanner()
    qtbot.addWidget(banner)
    banner.set_sheet(score_sheet(replay(parse_session(session))))
    assert {p: label.text() for p, label in banner.totals.items()} == {
        "Aki": "0",
        "Ben": "0",
        "Chie": "0",
    }
    assert "game 2 to 150" in banner.status.text()
    assert "Game 1 won by Aki" in banner.status.text()


def test_payments_in_a_three_decimal_currency(qtmodeltester):
    # Issue 16: the same evening at 0.0005 KWD a point (1 KWD = 1000 fils: half a fils a
    # point). Totals Franz −6, Gerti 22, Hans −6, Ilse −10 → −3, +11, −3, −5 fils, which
    # the window prints with three decimals: Franz −0.003 KWD, Gerti 0.011 KWD.
    sheet = score_sheet(
        replay(parse_session({**SESSION, "stake": {"per_point": "0.0005", "currency": "KWD"}}))
    )
    balances, payments = BalancesModel(sheet), PaymentsModel(sheet)
    qtmodeltester.check(payments)
    assert [balances.index(0, c).data() for c in range(3)] == ["Franz", "−6", "−0.003 KWD"]
    assert balances.index(1, 2).data() == "0.011 KWD"
    rows = {
        tuple(payments.index(i, c).data() for c in range(3)) for i in range(payments.rowCount())
    }
    assert rows == {
        ("Franz", "Gerti", "0.003 KWD"),
        ("Hans", "Gerti", "0.003 KWD"),
        ("Ilse", "Gerti", "0.005 KWD"),
    }


def test_chart_lines_are_smoothed_up_to_200_points_each(qtbot):
    """ui/session/chart.py: antialiased while every line has at most SMOOTH_POINTS (200)
    points. A deal where Aki bids 1 and captures 0 is missed: the others score
    ⌊1 / 2⌋ = 0 (docs/rules/ultimate.md), so no game ends and each line has one
    point per deal plus its start at 0."""
    from scorekeeper_ui.session.chart import SMOOTH_POINTS

    missed = {"declarer": "Aki", "bid": 1, "trump": "spades", "result": {"declarer_points": 0}}

    def sheet(deals):
        session = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie"}
        return score_sheet(replay(parse_session(session | {"deals": [missed] * deals})))

    assert SMOOTH_POINTS == 200
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.set_sheet(sheet(199))
    assert [len(s.points) for s in chart.lines()] == [200, 200, 200]
    assert chart.smoothed()
    chart.set_sheet(sheet(200), unchanged=199)  # one deal added: 201 points a line
    assert [len(s.points) for s in chart.lines()] == [201, 201, 201]
    assert not chart.smoothed()
    chart.set_sheet(sheet(3))
    assert chart.smoothed()


def test_the_chart_and_the_preview_heads_follow_a_dark_palette(qtbot):
    """Issue 11: in dark mode the chart's axes and legend and the deal preview's
    column heads were dark grey on dark. They take the palette's own colours."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QLabel

    from scorekeeper_ui.entry.preview import PreviewPane

    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#eeeeee"))
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 320)
    chart.setPalette(dark)
    chart.set_sheet(score_sheet(replay(parse_session(ULTIMATE_GAME_END))))
    assert chart.text_colour() == QColor("#eeeeee")
    image = grab(chart)
    layout = chart.chart_layout()
    texts = [rect for _v, _t, rect in layout.x_ticks + layout.y_ticks]
    texts += [layout.title] + [rect for _s, _t, rect in layout.legend]
    for rect in texts:  # every number, the title and each name: light text on #202020
        inside = rect.toRect()
        lightest = max(
            image.pixelColor(x, y).lightness()
            for x in range(inside.left(), inside.right() + 1)
            for y in range(inside.top(), inside.bottom() + 1)
        )
        assert lightest > 200, rect
    preview = PreviewPane(["Aki", "Ben", "Chie"])
    qtbot.addWidget(preview)
    preview.setPalette(dark)
    heads = [w for w in preview.findChildren(QLabel) if w.text() in ("this deal", "total after")]
    assert len(heads) == 2
    for (
        head
    ) in heads:  # the palette's hint grey (ui/widgets/palette.py), not the "mid" grey of a frame
        assert "palette(mid)" not in head.styleSheet()
        muted = head.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        # 40 % of the way from the text #eeeeee (238) to the window #202020 (32):
        # 238 − 0.4 × 206 = 155.6 → 156, #9c9c9c
        assert not head.isEnabled() and muted == QColor("#9c9c9c")


def test_the_score_axis_is_widened_to_nice_numbers():
    """ui/session/chart.py ``nice_range`` (QtCharts' ``applyNiceNumbers``): the span is rounded
    up to 1, 2 or 5 times a power of ten, a quarter of it rounded to the nearest such
    number is the tick, and the ends go out to whole ticks."""
    from scorekeeper_ui.session.chart import nice_range

    # −14 … 22: span 36 → 50; 50 / 4 = 12.5 → 10; −20 … 30 (the Zwanzigerrufen example)
    assert nice_range(-14, 22) == (-20, 30, 10)
    # 0 … 460: span 460 → 500; 125 → 100; 0 … 500 (the Marjapussi example)
    assert nice_range(0, 460) == (0, 500, 100)
    # 0 … 10 (no deal yet: the chart's least span): 10 → 10; 2.5 → 2; 0 … 10
    assert nice_range(0, 10) == (0, 10, 2)
    # −1234 … 0: 1234 → 2000; 500 → 500; −1500 … 0
    assert nice_range(-1234, 0) == (-1500, 0, 500)


def test_after_a_deletion_the_chart_keeps_the_deals_before_it_and_narrows(qtbot):
    """The Ultimate evening above, then deals 2 and 3 deleted (the change at deal 1:
    the points up to deal 1 stay). Aki's 200 is gone: the score axis goes back to
    0 … 100 (100 rounds to 100, a tick every 25 → 20), the deal axis to 0 … 1, and
    the lines end at deal 1: Aki (0, 0), (1, 100); Ben and Chie (0, 0), (1, 0)."""
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 320)
    chart.set_sheet(score_sheet(replay(parse_session(ULTIMATE_GAME_END))))
    assert (chart.chart_layout().x_range, chart.chart_layout().y_range) == ((0, 3), (0, 200))
    one_deal = ULTIMATE_GAME_END | {"deals": ULTIMATE_GAME_END["deals"][:1]}
    chart.set_sheet(score_sheet(replay(parse_session(one_deal))), unchanged=1)
    assert (chart.chart_layout().x_range, chart.chart_layout().y_range) == ((0, 1), (0, 100))
    assert chart.drawn_points() == [[(0, 0), (1, 100)], [(0, 0), (1, 0)], [(0, 0), (1, 0)]]
    assert chart.game_ends() == ()
    # and a deal added at the end again: one segment more a line, the axes grow
    two_deals = ULTIMATE_GAME_END | {"deals": ULTIMATE_GAME_END["deals"][:2]}
    chart.set_sheet(score_sheet(replay(parse_session(two_deals))), unchanged=1)
    assert chart.drawn_points()[0] == [(0, 0), (1, 100), (2, 200), (2, 0)]
    assert (chart.chart_layout().x_range, chart.chart_layout().y_range) == ((0, 2), (0, 200))
    assert chart.game_ends() == (2,)


def test_the_lines_are_2_px_wide_on_a_200_percent_screen_too(qtbot):
    """The chart on a 200 % screen (device pixel ratio 2) is the same 500 × 320 layout
    drawn at twice the pixels: Chie's line (orange, #f6a625, drawn last: on top of
    Ben's) runs along 0 at the plot's bottom, 2 px wide, so 2 device pixels thick at
    ratio 1 and 4 at ratio 2 (a pen Qt does not scale would stay 2)."""
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 320)
    chart.set_sheet(score_sheet(replay(parse_session(ULTIMATE_GAME_END))))
    orange = QColor("#f6a625")
    assert chart.line_colours()[2] == orange
    at = chart.chart_layout().position(0.5, 0)  # half a deal in: Aki is at 50 there
    thickness = {}
    for ratio in (1, 2):
        image = QImage(500 * ratio, 320 * ratio, QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        chart.paint(painter)
        painter.end()
        x = round(at.x() * ratio)
        thickness[ratio] = [y for y in range(image.height()) if image.pixelColor(x, y) == orange]
    assert len(thickness[1]) == 2 and len(thickness[2]) == 4
    # the same place: the rows of ratio 1, doubled
    assert thickness[2] == [2 * thickness[1][0] + i for i in range(4)]
