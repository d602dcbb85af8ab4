"""One vocabulary (issue 8): every glossary term (scorekeeper/words/glossary.py) reads the
same in the window, the PDF, ``scorekeeper show`` and the CSV sheet, in English and
in Japanese. The window used to say 親 where the sheet said ディーラー, 流局 for
配り直し, ベル and リーフ for 鈴 and 葉, and "(no: …)" where the sheet said "(false: …)".

The sessions, worked from docs/rules:
- Zwanzigerrufen (docs/rules/zwanzigerrufen.md), 0.50 EUR a point: deal 1, Franz and Hans win a
  normal game with 50 points (V = +1) and the defenders lose the Mond (+1): V = 2,
  Franz, Hans +2, Gerti, Ilse −2; the Mondfang makes the next 4 scored deals double.
  Deal 2 is a Zusammenwerfen (thrown in: no score, not counted). Deal 3, Gerti's solo
  (value 4) won with 50: V = 4 × 2 = 8 → Gerti +24, each other −8.
- Ultimate (docs/rules/ultimate.md): Aki bids 100 and takes 100 twice → 200 ≥ 150, game 1 won
  by Aki.
The replays run once, in English; each output renders them in its own language.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel

from scorekeeper.cli.main import main
from scorekeeper.export.pdf import export_pdf
from scorekeeper.games import get_game
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import SessionResult, replay
from scorekeeper.sheet import score_sheet
from scorekeeper.sheet.plain import sheet_csv
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg, render
from scorekeeper_ui.entry.common import suit_name
from scorekeeper_ui.session.chart import RunningTotalsChart
from scorekeeper_ui.session.score_sheet import ScoreSheetModel
from scorekeeper_ui.session.settlement_view import SettlementDialog
from scorekeeper_ui.widgets.i18n import Translations
from scorekeeper_ui.widgets.options_form import OptionsForm
from tests.words.option_words import option_title

PLAYED = {"declarer_points": 50, "declarer_tricks": 5, "pagat": None, "trull": None,
          "four_kings": None}  # fmt: skip
ZWANZIGERRUFEN = {
    "game": "zwanzigerrufen",
    "players": ["Franz", "Gerti", "Hans", "Ilse"],
    "first_dealer": "Ilse",
    "stake": {"per_point": 0.5, "currency": "EUR"},
    "deals": [
        {"contract": "normal", "declarer": "Franz", "called": "XX", "partner": "Hans",
         "result": PLAYED | {"mondfang": "defenders"}},
        {"thrown_in": True},
        {"contract": "solo", "declarer": "Gerti", "result": PLAYED | {"mondfang": None}},
    ],
}  # fmt: skip
MADE = {"bid": 100, "trump": "spades", "result": {"declarer_points": 100}}
ULTIMATE = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [MADE | {"declarer": "Aki"}, MADE | {"declarer": "Aki"}],
}

# Terms every output shows (grid headings, the thrown-in deal, the double round).
EVERYWHERE = [
    glossary.NUMBER,
    glossary.DEALER,
    glossary.DECLARER,
    glossary.CONTRACT,
    glossary.RESULT,
    glossary.THROWN_IN,
    glossary.DOUBLE_ROUND,
]
# The settlement and the house rules: the window and the PDF.
SETTLEMENT = [glossary.PLAYER, glossary.POINTS, glossary.BALANCE, glossary.STAKE,
              glossary.SETTLEMENT, glossary.PAYMENTS, glossary.YES, glossary.NO,
              option_title("valat_cancels_bonuses"), option_title("solo_value")]  # fmt: skip
OLD_WORDS = ["親", "流局", "ベル", "リーフ", "(false:", "（false"]


@pytest.fixture(scope="module")
def results() -> dict[str, SessionResult]:
    return {
        "zwanzigerrufen": replay(parse_session(ZWANZIGERRUFEN)),
        "ultimate": replay(parse_session(ULTIMATE)),
    }


@pytest.fixture
def window_language(qapp: Any) -> Iterator[Any]:
    translations = Translations()

    def use(language: str) -> None:
        translations.install(qapp, language)

    yield use
    translations.install(qapp, "en")


def window_text(result: SessionResult, qtbot: Any) -> str:
    """What the window shows of a session: the sheet's headers, cells and tooltips,
    the chart's axis, the settlement dialog and the house-rule form."""
    model = ScoreSheetModel()
    model.set_result(result)
    texts = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            index = model.index(r, c)
            texts += [index.data(), index.data(Qt.ItemDataRole.ToolTipRole)]
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    dialog = SettlementDialog(score_sheet(result))
    qtbot.addWidget(dialog)
    texts += [chart.x_title(), dialog.windowTitle(), dialog.text()]
    texts += [label.text() for label in dialog.findChildren(QLabel)]
    for table in (dialog.balances, dialog.payments):
        header = table.model()
        texts += [header.headerData(c, Qt.Orientation.Horizontal) for c in range(3)]
    form = OptionsForm()
    qtbot.addWidget(form)
    game = result.record.game
    form.set_options(game.id, game.options)
    texts += [label.text() for label in form.findChildren(QLabel)]
    texts += [box.itemText(i) for box in form.findChildren(QComboBox) for i in range(box.count())]
    return "\n".join(t for t in texts if t)


def pdf_text(result: SessionResult, language: str) -> str:
    buf = io.BytesIO()
    export_pdf(result, buf, language=language)
    return "\n".join(p.extract_text() or "" for p in PdfReader(io.BytesIO(buf.getvalue())).pages)


def show_text(result: SessionResult, language: str, tmp_path: Path) -> str:
    path = tmp_path / f"{result.record.game.id}.json"
    path.write_text(json.dumps(result.record.to_json(), ensure_ascii=False), encoding="utf-8")
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["show", str(path), "--language", language]) == 0
    return out.getvalue()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_term_reads_the_same_in_all_four_outputs(
    results: dict[str, SessionResult], language: str, window_language: Any, qtbot: Any,
    tmp_path: Path,
) -> None:  # fmt: skip
    zw, race = results["zwanzigerrufen"], results["ultimate"]
    window_language(language)
    outputs = {
        "window": window_text(zw, qtbot) + window_text(race, qtbot),
        "pdf": pdf_text(zw, language) + pdf_text(race, language),
        "show": show_text(zw, language, tmp_path) + show_text(race, language, tmp_path),
        "csv": sheet_csv(score_sheet(zw), language) + sheet_csv(score_sheet(race), language),
    }
    game_won = Msg("Game {n} won by {winner}", n=1, winner="Aki")
    payment = score_sheet(zw).payments[0].text  # Franz pays Gerti 3.00 EUR
    expected: list[tuple[Any, tuple[str, ...]]] = [
        *((term, ("window", "pdf", "show", "csv")) for term in (*EVERYWHERE, game_won)),
        (payment, ("window", "pdf", "show")),
        *((term, ("window", "pdf")) for term in SETTLEMENT),
    ]
    missing = [
        (str(term), where)
        for term, places in expected
        for where in places
        if render(term, language) not in outputs[where]
    ]
    assert missing == []
    if language == "ja":
        stale = [(w, old) for w, text in outputs.items() for old in OLD_WORDS if old in text]
        assert stale == []


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_entry_forms_name_the_suits_as_the_glossary(
    window_language: Any, language: str
) -> None:
    window_language(language)
    for suit, term in glossary.SUITS.items():
        assert suit_name(suit) == render(term, language)
    if language == "ja":
        names = [suit_name(s) for s in ("hearts", "bells", "leaves", "acorns")]
        assert names == ["ハート", "鈴", "葉", "どんぐり"]  # the Ulti module's words


def test_the_valat_option_says_no_as_its_value_does() -> None:
    """Zwanzigerrufen's house rule explained "(false: …)" on the sheet and "(no: …)" in
    the window, whose value reads "no"."""
    option = {o.key: o for o in get_game("zwanzigerrufen").options}["valat_cancels_bonuses"]
    assert "(no: the other bonuses still count)" in str(option.help)
