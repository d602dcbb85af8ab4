"""Every item model of the window, checked by qtmodeltester, and what its cells say.

The session is Zwanzigerrufen with a Mondfang (docs/rules/zwanzigerrufen.md): deal 1,
a normal game won by Franz & Hans with 50 points (V = +1), the defenders lose the
Mond (Mondfang charged to them: +1 more) → V = 2: Franz, Hans +2; Gerti, Ilse −2.
The next 4 scored deals count double: deal 2, Gerti's solo (value 4) won with 50:
V = 4 × 2 = 8 → Gerti +24, each other −8.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from scorekeeper.session import parse_session, replay
from scorekeeper.sheet import score_sheet
from scorekeeper_ui.chart import RunningTotalsChart
from scorekeeper_ui.score_sheet import ScoreSheetModel
from scorekeeper_ui.sessions import SessionListModel
from scorekeeper_ui.settlement_view import BalancesModel, PaymentsModel

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


def test_chart_draws_the_sheet_models_series(qtbot):
    """docs/rules/ultimate.md: Aki bids 100 and takes 100 → +100; again → 200 ≥ 150, Aki
    wins game 1; the next deal (Ben 20, made) starts game 2 from 0. The chart draws
    the sheet model's series (the rule: the line drops to 0 at the game end)."""
    made = {"bid": 100, "trump": "spades", "result": {"declarer_points": 100}}
    session = {
        "game": "ultimate",
        "players": ["Aki", "Ben", "Chie"],
        "first_dealer": "Chie",
        "deals": [
            made | {"declarer": "Aki"},
            made | {"declarer": "Aki"},
            {"declarer": "Ben", "bid": 20, "trump": "hearts", "result": {"declarer_points": 30}},
        ],
    }
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.set_sheet(score_sheet(replay(parse_session(session))))
    lines = {s.name(): [(p.x(), p.y()) for p in s.points()] for s in chart.chart().series()}
    assert lines["Aki"] == [(0, 0), (1, 100), (2, 200), (2, 0), (3, 0)]
    assert lines["Ben"] == [(0, 0), (1, 0), (2, 0), (2, 0), (3, 20)]


def test_the_chart_marks_each_game_end_with_a_dashed_line(qtbot):
    """Issue 11: the window's chart dropped to 0 at a game end with nothing marking
    it; the PDF draws a dashed vertical line there. The same evening as above:
    Aki reaches 200 ≥ 150 at deal 2, game 1 ends there (the sheet model's
    ``row.game_end``), so deal 2 is marked: a dashed line over the plot area's
    height, in the palette's text colour (half transparent) on a dark palette."""
    from PySide6.QtGui import QColor, QImage, QPainter, QPalette

    made = {"bid": 100, "trump": "spades", "result": {"declarer_points": 100}}
    deals = [made | {"declarer": "Aki"}, made | {"declarer": "Aki"}]
    deals.append(
        {"declarer": "Ben", "bid": 20, "trump": "hearts", "result": {"declarer_points": 30}}
    )
    session = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie"}
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 320)
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#eeeeee"))
    chart.setPalette(dark)
    chart.set_sheet(score_sheet(replay(parse_session(session | {"deals": deals[:1]}))))
    assert chart.game_ends() == ()  # 100 < 150: no game has ended
    chart.set_sheet(score_sheet(replay(parse_session(session | {"deals": deals}))), unchanged=1)
    assert chart.game_ends() == (2,)
    chart.show()
    qtbot.waitExposed(chart)
    pen = chart.mark_pen()
    assert pen.style() == Qt.PenStyle.DashLine
    assert pen.color().rgb() == QColor("#eeeeee").rgb() and 0 < pen.color().alpha() < 255
    # only the marks: the foreground drawn on a transparent image of the view's size
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    chart.drawForeground(painter, image.rect())
    painter.end()
    inner = chart.chart()
    plot = inner.mapRectToScene(inner.plotArea())
    x = round(inner.mapToScene(inner.mapToPosition(QPointF(2, 0))).x())
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


def test_after_a_game_end_the_banner_speaks_for_the_next_deal(qtbot):
    """docs/rules/ultimate.md "Game": the game ends after the deal in which someone reaches
    150, and a new game starts from 0. Deal 1: Aki bids 100 and captures 100 (made: +100);
    deal 2: Aki bids 60 and captures 60 (+60): Aki 160 >= 150 wins game 1. The next deal
    belongs to game 2, where everybody has 0 (the banner used to show game 1's 160 under
    "game 1 to 150")."""
    from scorekeeper_ui.session_page import TotalsBanner

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
    """ui/chart.py: antialiased while every line has at most SMOOTH_POINTS (200)
    points. A deal where Aki bids 1 and captures 0 is missed: the others score
    ⌊1 / 2⌋ = 0 (docs/rules/ultimate.md), so no game ends and each line has one
    point per deal plus its start at 0."""
    from scorekeeper_ui.chart import SMOOTH_POINTS

    missed = {"declarer": "Aki", "bid": 1, "trump": "spades", "result": {"declarer_points": 0}}

    def sheet(deals):
        session = {"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Chie"}
        return score_sheet(replay(parse_session(session | {"deals": [missed] * deals})))

    assert SMOOTH_POINTS == 200
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.set_sheet(sheet(199))
    assert [s.count() for s in chart.chart().series()] == [200, 200, 200]
    assert chart.smoothed()
    chart.set_sheet(sheet(200), unchanged=199)  # one deal added: 201 points a line
    assert [s.count() for s in chart.chart().series()] == [201, 201, 201]
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
    chart.setPalette(dark)
    for axis in chart.chart().axes():
        assert axis.labelsColor() == QColor("#eeeeee")
        assert axis.titleBrush().color() == QColor("#eeeeee")
    assert chart.chart().legend().labelColor() == QColor("#eeeeee")
    preview = PreviewPane(["Aki", "Ben", "Chie"])
    qtbot.addWidget(preview)
    preview.setPalette(dark)
    heads = [w for w in preview.findChildren(QLabel) if w.text() in ("this deal", "total after")]
    assert len(heads) == 2
    for head in heads:  # the palette's hint grey (ui/palette.py), not the "mid" grey of a frame
        assert "palette(mid)" not in head.styleSheet()
        muted = head.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        # 40 % of the way from the text #eeeeee (238) to the window #202020 (32):
        # 238 − 0.4 × 206 = 155.6 → 156, #9c9c9c
        assert not head.isEnabled() and muted == QColor("#9c9c9c")
