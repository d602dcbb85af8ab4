"""The score sheet: built once from a replayed session (:mod:`.model`), written
with one formatter for numbers and money (:mod:`scorekeeper.words.figures`), rendered as CSV and
plain text here (:mod:`.plain`), as a PDF by ``scorekeeper.export.pdf`` and in
the window by ``ui``. Standard library only."""

from scorekeeper.sheet.model import (
    COLUMNS,
    GameLine,
    PaymentLine,
    RuleLine,
    ScoreSheet,
    Series,
    SheetRow,
    TotalLine,
    score_sheet,
    seat_columns,
    sheet_row,
)
from scorekeeper.sheet.settling import settlement_lines, side_name
from scorekeeper.words.figures import MINUS, amount, money, number, signed

__all__ = [
    "COLUMNS",
    "MINUS",
    "GameLine",
    "PaymentLine",
    "RuleLine",
    "ScoreSheet",
    "Series",
    "SheetRow",
    "TotalLine",
    "amount",
    "money",
    "number",
    "score_sheet",
    "seat_columns",
    "settlement_lines",
    "sheet_row",
    "side_name",
    "signed",
]
