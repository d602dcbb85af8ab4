"""A whole evening of each game through key presses: Ctrl+N, the new-session
form, Ctrl+D and the deal form for each deal, Enter to commit. The totals are
read from the window (the large banner and the score sheet) and checked against
numbers worked by hand from ``docs/rules/*.md`` (working in comments).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.ui_keys import enter, focused, shortcut, tab_to, type_in, type_text, wait_dialog


def start_session(qtbot, window, game_keys: str, names: list[str]) -> None:
    """Ctrl+N, type the game's first letters, Tab to each seat and type the name, Enter.
    The first dealer stays at its default: the last seat (so seat 1 bids first).
    Ulti is the first game in the list and needs no keys."""
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = wait_dialog(qtbot, window)
    qtbot.keyClicks(focused(), game_keys)
    for edit, name in zip(dialog.names, names, strict=False):
        tab_to(qtbot, edit)
        type_text(qtbot, edit, name)
    assert dialog.count.value() == len(names)
    enter(qtbot, dialog)
    assert window.result() is not None and window.result().record.players == tuple(names)


def new_deal(qtbot, window):
    shortcut(qtbot, window, Qt.Key.Key_D)
    return wait_dialog(qtbot, window)


def banner(window) -> dict[str, int]:
    return {
        p: int(label.text().replace("−", "-")) for p, label in window.page.banner.totals.items()
    }


def sheet_row(window, row: int) -> list[str]:
    model = window.page.model
    return [model.index(row, c).data() for c in range(model.columnCount())]


def test_ultimate_evening(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Ultim", ["Aki", "Ben", "Chie", "Dai"])
    # Deal 1, Dai deals, Aki bids first and declares 45 (trump spades, the default);
    # 52 ≥ 45 → Aki +45 (docs/rules/ultimate.md "Scoring one deal").
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(qtbot, [(f.bid, ["45"]), (f.points, ["52"])])
    enter(qtbot, d)
    # Deal 2, Aki deals, Ben declares 60 in hearts, takes 40 < 60 → each defender
    # +⌊60 / 2⌋ = +30, Ben 0.
    d = new_deal(qtbot, window)
    f = d.editor.form
    assert f.declarer.value() == "Ben"
    type_in(qtbot, [(f.bid, ["60"]), (f.trump, ["h"]), (f.points, ["40"])])
    enter(qtbot, d)
    # Deal 3, Ben deals, Chie declares 80 and takes 85 → Chie +80.
    d = new_deal(qtbot, window)
    type_in(qtbot, [(d.editor.form.bid, ["80"]), (d.editor.form.points, ["85"])])
    enter(qtbot, d)
    assert banner(window) == {"Aki": 45 + 30, "Ben": 0, "Chie": 30 + 80, "Dai": 30}
    assert sheet_row(window, 1)[:3] == ["2", "Aki", "Ben"]
    assert window.page.banner.status.text().startswith("Next dealer: Chie")
    assert window.page.chart.series_names() == ["Aki", "Ben", "Chie", "Dai"]


def test_marjapussi_game_end_is_marked(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Marja", ["Aino", "Eero", "Helmi", "Onni"])
    # Deal 1 (docs/rules/marjapussi.md worked check): Aino bids 150, Kontra and Re (×4),
    # Aino & Helmi 100 + last trick 20 + hearts 100 = 220 ≥ 150 → +600 each;
    # Eero & Onni 20 card points → +20. 600 ≥ 500: game 1 won by Aino & Helmi.
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(
        qtbot,
        [
            (f.bid, ["150"]),
            (f.kontra, ["2"]),
            (f.points[0], ["100"]),
            (f.tricks[0], ["6"]),
            (f.marriages["hearts"], ["A"]),
        ],
    )
    enter(qtbot, d)
    row = window.result().rows[0]
    assert row.game_over and row.winner == ("Aino", "Helmi")
    assert "Game 1 won by Aino & Helmi" in sheet_row(window, 0)[4]
    # Deal 2, a new game from 0: Aino deals, Eero declares 120; Eero & Onni take
    # 80 + last trick 20 = 100 < 120 → −120 each; Aino & Helmi 40 → +40.
    d = new_deal(qtbot, window)
    f = d.editor.form
    assert f.declarer.value() == "Eero"
    type_in(qtbot, [(f.bid, ["120"]), (f.points[0], ["40"]), (f.tricks[0], ["3"])])
    enter(qtbot, d)
    # The banner shows one total per team: partners share a score (issue 11).
    assert banner(window) == {"Aino & Helmi": 40, "Eero & Onni": -120}
    assert window.result().totals == {"Aino": 640, "Eero": -100, "Helmi": 640, "Onni": -100}


def test_huutopussi_evening_with_redeal(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Huu", ["Aino", "Eero", "Helmi", "Onni"])
    # docs/rules/huutopussi.md worked check: bid 80, contract 100, declarers 95 + last
    # trick 20 = 115 ≥ 100 → +100; opponents 140 − 95 = 45 → +45.
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(
        qtbot, [(f.bid, ["80"]), (f.contract, ["100"]), (f.points[0], ["95"]), (f.tricks[0], ["6"])]
    )
    enter(qtbot, d)
    # A redeal scores 0 for everyone (docs/rules/README.md "thrown-in").
    d = new_deal(qtbot, window)
    type_in(qtbot, [(d.editor.form.redeal, [Qt.Key.Key_Space])])
    enter(qtbot, d)
    assert banner(window) == {"Aino & Helmi": 100, "Eero & Onni": 45}
    assert len(window.result().rows) == 2


def test_ulti_evening(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "", ["Anna", "Béla", "Csaba", "Dóra"])
    # Deal 1, Dóra deals and sits out. docs/rules/ulti.md worked check: 40-100 + ulti,
    # Kontra on the ulti; 40-100 made (60 + 40 = 100), ulti lost: per defender
    # +4 − (4 × 2 + 4) = −8 → Anna −16, Béla +8, Csaba +8.
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(qtbot, [(f.contract, ["40 ulti"]), (f.trump, ["l"])])
    type_in(
        qtbot,
        [
            (f.kontra["kontra.ulti"], ["1"]),
            (f.points[0], ["60"]),
            (f.tricks[0], ["6"]),
            (f.marriages["soloist"]["leaves"], [Qt.Key.Key_Space]),
            (f.last_winner, ["B"]),
            (f.trump_seven, ["A"]),
        ],
    )
    enter(qtbot, d)
    # Deal 2, Anna deals and sits out; Béla plays betli (value 5) and takes no
    # trick: each defender pays 5 → Béla +10, Csaba −5, Dóra −5.
    d = new_deal(qtbot, window)
    f = d.editor.form
    assert f.soloist.value() == "Béla"
    type_in(qtbot, [(f.contract, ["betli"])])
    type_in(qtbot, [(f.tricks[0], ["0"])])
    enter(qtbot, d)
    assert banner(window) == {"Anna": -16, "Béla": 18, "Csaba": 3, "Dóra": -5}
    assert sum(banner(window).values()) == 0


def test_zwanzigerrufen_evening_and_settlement(qtbot, make_window):
    window = make_window()
    start_session(qtbot, window, "Zw", ["Franz", "Gerti", "Hans", "Ilse"])
    # Deal 1, Ilse deals, Franz is forehand. docs/rules/zwanzigerrufen.md worked check:
    # V = −2 → Franz −2, Hans −2, Gerti +2, Ilse +2.
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(
        qtbot,
        [
            (f.called, ["XIX"]),
            (f.partner, ["H"]),
            (f.announced["absolut"], ["a"]),
            (f.announced["pagat"], ["a"]),
            (f.kontra["game"], ["1"]),
            (f.kontra["absolut"], ["1"]),
            (f.kontra["pagat"], ["1"]),
            (f.points[0], ["40"]),
            (f.tricks[0], ["4"]),
            (f.pagat, ["def"]),
        ],
    )
    enter(qtbot, d)
    # Deal 2, Franz deals. Gerti plays a solo (value 4) and takes 50 ≥ 45, no bonus:
    # V = 4 → Gerti +3V = +12, each defender −4.
    d = new_deal(qtbot, window)
    f = d.editor.form
    type_in(
        qtbot,
        [(f.contract, ["so"]), (f.declarer, ["G"]), (f.points[0], ["50"]), (f.tricks[0], ["5"])],
    )
    enter(qtbot, d)
    assert banner(window) == {"Franz": -6, "Gerti": 14, "Hans": -6, "Ilse": -2}
    # Stake 0.10 EUR a point (Zwanzigerrufen's default stake, which the form offers):
    # balances are totals × 10 cents; every debtor pays the only creditor, Gerti; the
    # settlement says how: 14 points × 0.10 EUR = +1.40 EUR.
    shortcut(qtbot, window, Qt.Key.Key_T)
    settlement = wait_dialog(qtbot, window)
    text = settlement.text().splitlines()
    assert "Gerti: 14 points, 1.40 EUR" in text
    assert "Franz: −6 points, −0.60 EUR" in text
    assert "Gerti: 14 points × 0.10 EUR = +1.40 EUR" in text
    assert sorted(line for line in text if " pays " in line) == [
        "Franz pays Gerti 0.60 EUR",
        "Hans pays Gerti 0.60 EUR",
        "Ilse pays Gerti 0.20 EUR",
    ]
