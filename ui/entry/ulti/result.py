"""The result of an Ulti deal (``docs/deal-format.md`` "ulti", ``docs/rules/ulti.md``
"Card points and marriages"): card points and tricks (the defenders' 90 − and
10 − the soloist's are filled in either way round), the marriages each side
showed, the last trick and its trump 7, and who took all four aces.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QWidget

from scorekeeper_ui.entry.common import ChoiceBox, GameForm, LinkedNumbers, NumberEdit, put
from scorekeeper_ui.entry.described import Described
from scorekeeper_ui.entry.form_rows import SideGrid, add_side_grid

CARD_POINTS, TRICKS = 90, 10  # docs/rules/ulti.md "Card points and marriages"


class ResultFields(GameForm):
    """The Ulti form's result rows; the form creates the widgets."""

    soloist: ChoiceBox
    points: list[NumberEdit]
    tricks: list[NumberEdit]
    linked: list[LinkedNumbers]
    marriages: dict[str, dict[str, QCheckBox]]
    last_winner: ChoiceBox
    trump_seven: ChoiceBox
    seven_early: QCheckBox
    aces: ChoiceBox
    described: Described

    def _result_grid(self) -> SideGrid:
        """Card points and tricks, a line per side: the soloist's typed in one go."""
        sides = (
            QCoreApplication.translate("UltiForm", "soloist"),
            QCoreApplication.translate("UltiForm", "defenders"),
        )
        columns = [
            (QCoreApplication.translate("UltiForm", "Card points"), self.points),
            (QCoreApplication.translate("UltiForm", "Tricks"), self.tricks),
        ]
        return add_side_grid(
            self, sides, [(title, [e.path for e in edits], edits) for title, edits in columns]
        )

    def _marriage_row(self, side: str) -> QWidget:
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        for check in self.marriages[side].values():
            line.addWidget(check)
            self.register(f"result.marriages.{side}", check)
        line.addStretch(1)
        self.layout_.addRow(self.described.text(f"result.marriages.{side}"), box)
        self._fields[f"result.marriages.{side}"] = next(iter(self.marriages[side].values()))
        return box

    def _result_json(self, trump: bool) -> dict[str, Any]:
        """The result as entered; a no-trump contract asks only for the tricks."""
        for linked in self.linked:  # the defenders' text too: "3x" is refused there
            linked.values()
        result: dict[str, Any] = {}
        put(result, "soloist_tricks", self.tricks[0].value())
        if not trump:
            return result
        put(result, "soloist_points", self.points[0].value())
        shown = {
            side: [s for s, check in checks.items() if check.isChecked()]
            for side, checks in self.marriages.items()
        }
        if any(shown.values()):
            result["marriages"] = {side: suits for side, suits in shown.items() if suits}
        last: dict[str, Any] = {"winner": self.last_winner.value()}
        put(last, "trump_seven", self.trump_seven.value())
        result["last_trick"] = last
        if self.seven_early.isChecked():
            result["trump_seven_early"] = True
        result["aces"] = self.aces.value()
        return result

    def _set_result(self, result: Mapping[str, Any]) -> None:
        points, tricks = result.get("soloist_points"), result.get("soloist_tricks")
        self.linked[0].set_values([points, None if points is None else CARD_POINTS - points])
        self.linked[1].set_values([tricks, None if tricks is None else TRICKS - tricks])
        shown = result.get("marriages") or {}
        for side, checks in self.marriages.items():
            for suit, check in checks.items():
                check.setChecked(suit in (shown.get(side) or []))
        last = result.get("last_trick") or {}
        self.last_winner.set_value(last.get("winner", self.soloist.value()))
        self.trump_seven.set_value(last.get("trump_seven"))
        self.seven_early.setChecked(result.get("trump_seven_early") is True)
        self.aces.set_value(result.get("aces", "split"))
