"""The "new session" dialog: game, players in seating order, first dealer, the
preset (the tradition the house rules start from, :mod:`scorekeeper.session.presets`:
choosing one sets every option to its value; an option changed after is said
under it as changed), the game's house-rule options, stake and settlement
mode, and the agreed session end (:mod:`ui.session.fields.end_box`; the default
writes none and needs no keys).

The record is checked with :func:`scorekeeper.session.record.parse_session` on every
change; the field it names is outlined in red with the reason below (in the
window's language), and OK is enabled only for a valid record. A seat without a
name (the error's code ``not_name``) is a hint while filling in, not a fault.
Names already used in earlier sessions are offered as you type; a name two
people have offers the choice of which (:mod:`ui.session.fields.seating`). The seating is
:mod:`ui.session.fields.seating`, the stake :mod:`ui.session.fields.stake_box`.
"""

from __future__ import annotations

import datetime
import itertools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game
from scorekeeper.games.base import SEED_PRESET, GameSpec, resolve_rules
from scorekeeper.session import presets
from scorekeeper.session.record import parse_session
from scorekeeper.session.store import Person
from scorekeeper_ui.session.fields.end_box import SessionEndBox
from scorekeeper_ui.session.fields.seating import MAX_PLAYERS, SeatingBox
from scorekeeper_ui.session.fields.stake_box import CURRENCIES, StakeBox
from scorekeeper_ui.widgets.choice_box import SearchComboBox
from scorekeeper_ui.widgets.i18n import language, show
from scorekeeper_ui.widgets.options_form import OptionsForm
from scorekeeper_ui.widgets.palette import error_colour, invalid_style, mute
from scorekeeper_ui.widgets.screen_fit import limit_to_screen, scrolling

__all__ = ["CURRENCIES", "MAX_PLAYERS", "NewSessionDialog"]


class NewSessionDialog(QDialog):
    def __init__(
        self,
        known_players: Sequence[str],
        parent: QWidget | None = None,
        game_id: str = "ulti",
        *,
        people: Sequence[Person] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New session"))
        self._build(known_players, people)
        self.game.setCurrentIndex(self.game.findData(game_id))
        self._on_game_changed()
        self._connect()
        self._on_changed()
        self.game.setFocus()

    # ----- building -----
    def _build(self, known_players: Sequence[str], people: Sequence[Person]) -> None:
        self.seating = SeatingBox(known_players, people=people)
        self.game, self.count = self.seating.game, self.seating.count
        self.names, self.first_dealer = self.seating.names, self.seating.first_dealer
        self.options = OptionsForm()
        self.preset = SearchComboBox()  # the tradition the house rules start from
        self.preset_note = QLabel()  # its source and what was changed from it
        self.preset_note.setWordWrap(True)
        mute(self.preset_note)
        self.stake = StakeBox(language=language())
        self.per_point, self.currency = self.stake.per_point, self.stake.currency
        self.mode, self.note = self.stake.mode, self.stake.note
        self.end = SessionEndBox()
        self.error = QLabel()
        self.error.setWordWrap(True)
        mute(self.error)  # a hint while the form is filled in (enabled: a fault, red)
        red = error_colour(self.palette()).name()
        self.error.setStyleSheet(f"QLabel:enabled {{ color: {red}; }}")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._lay_out()

    def _lay_out(self) -> None:
        seat_hint = QLabel(
            self.tr("Seats in the order of play. Alt+Up / Alt+Down moves a player one seat.")
        )
        seat_hint.setWordWrap(True)
        mute(seat_hint)
        self.rules_box = QGroupBox(self.tr("House rules"))
        rules = QVBoxLayout(self.rules_box)
        preset_row = QFormLayout()
        preset_row.addRow(self.tr("P&reset:"), self.preset)
        rules.addLayout(preset_row)
        rules.addWidget(self.preset_note)
        rules.addWidget(self.options)
        content = QWidget()
        fields = QVBoxLayout(content)
        fields.setContentsMargins(0, 0, 0, 0)
        for widget in (self.seating, seat_hint, self.rules_box, self.stake, self.end):
            fields.addWidget(widget)
        fields.addStretch(1)
        layout = QVBoxLayout(self)
        self.setMinimumWidth(560)
        layout.addWidget(scrolling(content), 1)  # a small screen scrolls the fields,
        layout.addWidget(self.error)  # never the reason or OK/Cancel
        layout.addWidget(self.buttons)

    def showEvent(self, event: QShowEvent) -> None:
        limit_to_screen(self)
        super().showEvent(event)

    def _connect(self) -> None:
        self.game.currentIndexChanged.connect(self._on_game_changed)
        self.preset.activated.connect(self._on_preset_chosen)
        for source in (self.seating, self.stake, self.options, self.end):
            source.changed.connect(self._on_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence("Alt+Up"), self, lambda: self.seating.move_seat(-1))
        QShortcut(QKeySequence("Alt+Down"), self, lambda: self.seating.move_seat(1))

    # ----- state -----
    def spec(self) -> GameSpec[Any]:
        return get_game(self.game.currentData())

    def players(self) -> list[str]:
        return self.seating.players()

    def people(self) -> dict[str, str]:
        """The person (uuid) chosen for a name two people have (``create_session``'s
        ``people``)."""
        return self.seating.people()

    def record(self) -> dict[str, Any]:
        """The session record as entered (``docs/deal-format.md``, Session)."""
        out: dict[str, Any] = {
            "game": self.spec().id,
            "players": self.players(),
            "first_dealer": self.first_dealer.currentText(),
            "rules": self.options.overrides(),
            "stake": self.stake.stake_json(),
            "date": datetime.date.today().isoformat(),
            "deals": [],
        }
        if self.preset.currentData() not in (None, SEED_PRESET):
            out[presets.FIELD] = self.preset.currentData()
        if self.note.text().strip():
            out["note"] = self.note.text().strip()
        end = self.end.end_json()
        if end is not None:
            out["end"] = end
        return out

    def session_json(self) -> dict[str, Any]:
        """The record with the stake amount as a JSON number (validated first)."""
        out = self.record()
        amount = out["stake"]["per_point"]
        out["stake"]["per_point"] = int(amount) if amount.isdigit() else float(amount)
        return out

    # ----- slots -----
    def _on_game_changed(self) -> None:
        spec = self.spec()
        self.options.set_options(spec.id, spec.options)
        self.rules_box.setVisible(bool(spec.options))
        self.preset.blockSignals(True)
        self.preset.clear()
        for preset in presets.presets(spec):
            self.preset.addItem(show(preset.title), preset.key)
            self.preset.setItemData(
                self.preset.count() - 1, preset.source, Qt.ItemDataRole.ToolTipRole
            )
        self.preset.blockSignals(False)
        self.preset.setEnabled(self.preset.count() > 1)
        self.stake.offer(spec.default_stake)
        self.stake.set_zero_sum(spec.zero_sum)
        self.seating.set_player_counts(spec.player_counts)
        self.end.set_race(spec.target is not None)
        self._apply_tab_order()

    def _on_preset_chosen(self) -> None:
        """A preset sets every option to its tradition's value; single options
        may be changed after (they are then the preset's changed options)."""
        spec = self.spec()
        preset = presets.get_preset(spec, self.preset.currentData())
        self.options.set_values(presets.preset_rules(spec, preset))
        self._on_changed()

    def _apply_tab_order(self) -> None:
        """The option fields are made for each game, after the buttons: put them back
        where they are shown, between the first dealer and the stake, so Tab
        reaches the house rules before OK/Cancel."""
        chain = [self.first_dealer, self.preset, *self.options.fields(), self.per_point]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _on_changed(self) -> None:
        error = self.problem()
        fields = [*self.names, self.first_dealer, self.per_point, self.currency]
        for widget in [*fields, *self.options.fields()]:  # a fixed house rule too
            widget.setStyleSheet("")
        self.error.setText(self._describe(error) if error else "")
        self._say_preset()
        seat = _empty_seat(error)
        self.error.setEnabled(seat is None)  # a hint while filling in, not a fault
        marked = self._widget_for(error.field) if error is not None and seat is None else None
        if marked is not None:
            marked.setStyleSheet(invalid_style(self.palette()))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(error is None)

    def _say_preset(self) -> None:
        """Under the preset: the options changed from it (as the sheet will say
        it), and where a tradition's readings come from; nothing for the seed's
        rules unchanged."""
        spec = self.spec()
        preset = presets.get_preset(spec, self.preset.currentData())
        try:
            rules = resolve_rules(spec.options, self.options.values())
        except RecordError:
            rules = presets.preset_rules(spec, preset)  # a rule being typed: said below
        lines = []
        if presets.changed_options(spec, preset, rules):
            lines.append(show(presets.describe(spec, preset, rules)))
        if preset.key != SEED_PRESET:
            lines.append(preset.source)
        self.preset_note.setText("\n".join(lines))
        self.preset_note.setVisible(bool(lines))
        self.preset.setToolTip(preset.source)

    def problem(self) -> RecordError | None:
        try:
            parse_session(self.record())
        except RecordError as err:
            return err
        return None

    def _describe(self, error: RecordError) -> str:
        seat = _empty_seat(error)
        if seat is not None:
            return self.tr("Seat {n}: a name is needed.").format(n=seat + 1)
        if error.field.startswith("rules."):  # a house rule: named as its row names it
            return f"{self.options.title(error.field[6:])}: {show(error.message)}"
        return error.render(language())

    def _widget_for(self, field: str) -> QWidget | None:
        if field.startswith("players[") and field.endswith("]"):
            return self.names[int(field[8:-1])]
        if field == "players":
            return self.seating.duplicate_name()
        if field.startswith("rules."):
            return self.options.field(field[6:])
        by_field = {
            "first_dealer": self.first_dealer,
            presets.FIELD: self.preset,
            "stake.per_point": self.per_point,
            "stake.currency": self.currency,
        }
        return by_field.get(field)


def _empty_seat(error: RecordError | None) -> int | None:
    """The seat (0-based) the error says has no name yet, if that is the error."""
    if error is None or error.code != Code.NOT_NAME or not error.field.startswith("players["):
        return None
    return int(error.field[len("players[") : -1])
