"""The score sheet of a session with a substitute (``scorekeeper/session/substitution.py``):
the seat's column is headed ``Béla → Zoli``, its cells are whoever sat there, the
deal of the change is marked, the totals and the settlement list both people, and
the window's banner, the PDF and ``scorekeeper show`` say the same."""

from __future__ import annotations

import datetime
import io

from pypdf import PdfReader

from scorekeeper.export.pdf import export_pdf
from scorekeeper.session.replay import replay, replay_json
from scorekeeper.sheet.model import score_sheet
from scorekeeper.sheet.plain import sheet_text
from scorekeeper.words.text import render
from tests.session.test_substitution import ULTI, ULTIMATE  # the hand-worked sessions


def test_the_seat_column_names_both_and_shows_who_sat():
    sheet = score_sheet(replay_json(ULTI))
    assert sheet.players == ("Anna", "Béla → Zoli", "Csaba", "Dóra")
    # deal 2 (Béla): −5; deal 4 (Zoli, from 0): +10 → 10; seat order, Csaba deals and sits out
    assert sheet.rows[1].deltas == (0, -5, 10, -5)
    assert sheet.rows[3].deltas == (-5, 10, 0, -5)
    assert sheet.rows[3].totals == (-20, 10, 10, -5)
    assert sheet.rows[1].seated == ("Anna", "Béla", "Csaba", "Dóra")
    assert sheet.rows[2].seated == ("Anna", "Zoli", "Csaba", "Dóra")
    marks = [render(m) for m in sheet.rows[2].marks]
    assert marks == ["Zoli takes Béla's seat and starts at 0; Béla keeps their total"]
    assert not any(r.seat_changes for r in sheet.rows if r.number != 3)


def test_totals_and_banner_name_the_people():
    sheet = score_sheet(replay_json(ULTI))
    # hand-worked in tests/session/test_substitution.py; 0.10 EUR a point
    assert [(t.player, t.points, t.balance) for t in sheet.totals] == [
        ("Anna", -20, -200), ("Béla", 5, 50), ("Csaba", 10, 100), ("Dóra", -5, -50),
        ("Zoli", 10, 100),
    ]  # fmt: skip
    assert sheet.seated == ("Anna", "Zoli", "Csaba", "Dóra")
    assert sheet.side_scores == (("Anna", -20), ("Zoli", 10), ("Csaba", 10), ("Dóra", -5))
    settlement = [render(m) for m in sheet.settlement]
    assert "Béla: 5 points × 0.10 EUR = +0.50 EUR" in settlement
    assert "Zoli: 10 points × 0.10 EUR = +1.00 EUR" in settlement


def test_race_game_chart_follows_the_seat():
    sheet = score_sheet(replay_json(ULTIMATE))
    # Ben +60 at deal 1, Emi +100 on the seat's 60 at deal 2 → 160, the game ends
    ben_emi = next(s for s in sheet.series if s.label == "Ben → Emi")
    assert ben_emi.points == ((0, 0), (1, 60), (2, 160), (2, 0))
    assert render(sheet.rows[1].marks[0]) == (
        "Emi takes Ben's seat and plays on with the seat's score"
    )
    assert sheet.games[0].scores == (("Aki", 0), ("Emi", 160), ("Chie", 0), ("Dai", 0))


def test_sheet_after_a_change_equals_the_whole_sheet():
    result = replay_json(ULTI)
    three = replay(result.record.with_deals(result.record.deals[:3]))
    before = score_sheet(three)
    assert score_sheet(result, previous=before, unchanged=3) == score_sheet(result)


def test_show_and_pdf_print_the_seat_and_both_people():
    result = replay_json(ULTI)
    text = sheet_text(score_sheet(result))
    assert "Béla → Zoli" in text
    assert "Totals: Anna −20, Béla 5, Csaba 10, Dóra −5, Zoli 10" in text
    assert "Deal 3: Zoli takes Béla's seat" in text
    buf = io.BytesIO()
    export_pdf(result, buf, made=datetime.date(2026, 3, 15))
    pdf = "\n".join(page.extract_text() or "" for page in PdfReader(buf).pages)
    assert "Zoli" in pdf and "Béla" in pdf
    assert "Zoli takes Béla's seat" in pdf
