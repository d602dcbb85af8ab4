"""The "Session details" dialog (Session menu, Ctrl+Shift+E): the players' names,
the stake, the house rules and the agreed end of the open session, changed after
deals are played.

The pieces are the new-session dialog's (:mod:`ui.session.fields.seating`,
:mod:`ui.session.fields.stake_box`, :mod:`ui.widgets.options_form`,
:mod:`ui.session.fields.end_box`); the game and the number of players stay as they are.

- A **name** typed anew renames that player everywhere in the session's record
  (:func:`scorekeeper.session.rename.rename_player`). The seats show who sits now: a
  substitute who took a seat (``substitutions``) is renamed like anyone else.
- The **stake** is the whole session's: the money is settled once, at the end of
  the evening, so a new stake settles every deal (the dialog says so).
- A change of **house rules** says its scope: from the next deal on (the deals
  played keep their scores; the session's ``rule_changes``) or for all deals
  (every deal is scored again; the dialog says how many deals' scores change).
  See :mod:`scorekeeper.session.edit`.
- The **session end** agreed later in the evening ("we stop at 23:30") is the
  session's ``end`` (:mod:`scorekeeper.session.end`); the banner says it at once.

Everything typed is checked as it is typed by replaying the changed session; the
field at fault is outlined in red with the reason below, and OK waits for a valid
session. Esc (or Cancel) on a changed form asks first. The window makes each
accepted change one step of its undo stack (:mod:`ui.session_undo`).
"""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import RecordError
from scorekeeper.games.base import clean_name, resolve_rules
from scorekeeper.session import presets
from scorekeeper.session.edit import rescored, rules_fields, with_fields
from scorekeeper.session.record import rules_in_force
from scorekeeper.session.rename import rename_player
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.settlement import parse_stake
from scorekeeper.words.text import render
from scorekeeper_ui.session.fields.end_box import SessionEndBox
from scorekeeper_ui.session.fields.seating import SeatingBox
from scorekeeper_ui.session.fields.stake_box import StakeBox
from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.i18n import language
from scorekeeper_ui.widgets.options_form import OptionsForm
from scorekeeper_ui.widgets.palette import error_colour, invalid_style
from scorekeeper_ui.widgets.screen_fit import limit_to_screen, scrolling


@dataclass(frozen=True)
class SessionChanges:
    """What the dialog changes, each with what undoing it puts back: renames in
    order (old, new), and session fields (``None`` removes a field)."""

    renames: tuple[tuple[str, str], ...] = ()
    stake: dict[str, Any] | None = None
    old_stake: dict[str, Any] = field(default_factory=dict)
    rules: dict[str, Any] | None = None
    old_rules: dict[str, Any] = field(default_factory=dict)
    end: dict[str, Any] | None = None
    old_end: dict[str, Any] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.renames or self.stake or self.rules or self.end)


class SessionDetailsDialog(QDialog):
    def __init__(
        self,
        stored: dict[str, Any],
        result: SessionResult,
        known_players: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Session details"))
        self._stored, self._result = stored, result
        self._record = result.record
        self._played = len(result.rows)
        self._seated = result.next_context().players  # who sits now (substitutes too)
        self._build(known_players)
        self._fill()
        self._connect()
        self._on_changed()
        self.names[0].setFocus()

    # ----- building -----
    def _build(self, known_players: list[str]) -> None:
        self.seating = SeatingBox(known_players)
        self.names = self.seating.names
        self.options = OptionsForm()
        self.stake = StakeBox()
        self.end = SessionEndBox()
        self.all_deals = QRadioButton(self.tr("&For all deals: every deal is scored again"))
        self.next_deal = QRadioButton(
            self.tr("From the ne&xt deal on (deal {n}): the deals played keep their scores").format(
                n=self._played + 1
            )
        )
        self.scope = QButtonGroup(self)
        self.scope.addButton(self.all_deals)
        self.scope.addButton(self.next_deal)
        self.next_deal.setChecked(True)
        self.effect = QLabel()
        self.effect.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        red = error_colour(self.palette()).name()
        self.error.setStyleSheet(f"QLabel:enabled {{ color: {red}; }}")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._lay_out()

    def _lay_out(self) -> None:
        self.rules_box = QGroupBox(self.tr("House rules"))
        rules = QVBoxLayout(self.rules_box)
        self.preset_note = QLabel()  # the preset and the options changed from it
        self.preset_note.setWordWrap(True)
        rules.addWidget(self.preset_note)
        rules.addWidget(self.options)
        self.scope_box = QWidget()
        scope = QVBoxLayout(self.scope_box)
        scope.setContentsMargins(0, 0, 0, 0)
        for widget in (self.next_deal, self.all_deals, self.effect):
            scope.addWidget(widget)
        rules.addWidget(self.scope_box)
        self.stake_note = QLabel(
            self.tr(
                "The stake applies to the whole session: the money is settled once, "
                "at the end of the evening."
            )
        )
        self.stake_note.setWordWrap(True)
        self.stake.stake_form.addRow(self.stake_note)
        content = QWidget()
        fields = QVBoxLayout(content)
        fields.setContentsMargins(0, 0, 0, 0)
        for part in (self.seating, self.rules_box, self.stake, self.end):
            fields.addWidget(part)
        fields.addStretch(1)
        layout = QVBoxLayout(self)
        self.setMinimumWidth(520)
        layout.addWidget(scrolling(content), 1)  # a small screen scrolls the fields
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def _fill(self) -> None:
        record, seating = self._record, self.seating
        seating.game.setCurrentIndex(seating.game.findData(record.game.id))
        seating.set_player_counts((len(record.players),))
        for edit, name in zip(self.names, self._seated, strict=False):
            edit.setText(name)
        for widget in (seating.game, seating.count):
            widget.setEnabled(False)  # another game or table is another session
        seating.form.setRowVisible(seating.first_dealer, False)  # the rotation is the session's
        self.options.set_options(record.game.id, record.game.options)
        self.options.set_values(dict(rules_in_force(record, self._played)))
        self.rules_box.setVisible(bool(record.game.options))
        self.scope_box.setVisible(self._played > 0)
        self.stake.set_zero_sum(record.game.zero_sum)
        self.stake.show_stake(record.stake.to_json())
        self.stake.stake_form.setRowVisible(self.stake.note, False)
        self.end.set_race(record.game.target is not None)
        self.end.show_end(self._stored.get("end"))
        self._baseline = self._reading()
        self._apply_tab_order()

    def _apply_tab_order(self) -> None:
        """The option fields are made after the buttons: put them back where they
        are shown, after the names and before the scope and the stake."""
        last_name = self.names[len(self._record.players) - 1]
        chain = [last_name, *self.options.fields(), self.next_deal, self.all_deals]
        for first, second in itertools.pairwise([*chain, self.stake.per_point]):
            QWidget.setTabOrder(first, second)

    def showEvent(self, event: QShowEvent) -> None:
        limit_to_screen(self)
        super().showEvent(event)

    def _connect(self) -> None:
        for source in (self.seating, self.stake, self.options, self.end):
            source.changed.connect(self._on_changed)
        self.scope.buttonToggled.connect(self._on_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # ----- state -----
    def _reading(self) -> tuple[Any, ...]:
        return (
            self.seating.players(),
            self.stake.stake_json(),
            self.options.values(),
            self.end.end_json(),
        )

    def is_changed(self) -> bool:
        return self._reading() != self._baseline

    def changes(self) -> SessionChanges:
        """The changes typed, checked by replaying the changed session; raises
        :class:`RecordError` naming the field at fault (``players[1]``, ``stake.per_point``)."""
        raw = copy.deepcopy(self._stored)
        renames = []
        for seat, (old, typed) in enumerate(zip(self._seated, self.seating.players(), strict=True)):
            if clean_name(typed) != old:
                try:
                    raw = rename_player(raw, old, typed)
                except RecordError as err:  # a newcomer's is ``substitutions[j].in``
                    raise RecordError(f"players[{seat}]", err.message, err.code) from err
                renames.append((old, clean_name(typed)))
        stake = self._stake_fields()
        rules = self._rules_fields()
        end = None if self.end.end_json() == self._baseline[3] else {"end": self.end.end_json()}
        for fields in (stake, rules, end):
            raw = with_fields(raw, fields or {})
        replay_json(raw)
        return SessionChanges(
            tuple(renames),
            stake,
            {"stake": self._stored.get("stake")},
            rules,
            {key: self._stored.get(key) for key in ("rules", "rule_changes")},
            end,
            {"end": self._stored.get("end")},
        )

    def _stake_fields(self) -> dict[str, Any] | None:
        typed = self.stake.stake_json()
        if typed == self._baseline[1]:
            return None
        return {"stake": parse_stake(typed, "stake").to_json()}

    def _rules_fields(self) -> dict[str, Any] | None:
        values = self.options.values()
        if values == self._baseline[2]:
            return None
        every = self.all_deals.isChecked() or self._played == 0
        return rules_fields(self._record, values, from_deal=None if every else self._played + 1)

    # ----- slots -----
    def _on_changed(self) -> None:
        for widget in [*self.names, self.stake.per_point, self.stake.currency]:
            widget.setStyleSheet("")
        try:
            self.changes()
        except RecordError as err:
            self._show_error(err)
        else:
            self.error.setText("")
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self.effect.setText(self._effect())
        self._say_preset()

    def _say_preset(self) -> None:
        """The session's preset and the options (as shown) changed from it."""
        record = self._record
        try:
            rules = resolve_rules(record.game.options, self.options.values())
        except RecordError:
            return  # a rule being typed: its error is said below
        said = presets.describe(record.game, record.preset, rules)
        self.preset_note.setText(render(said, language()))
        self.preset_note.setToolTip(record.preset.source)

    def _show_error(self, err: RecordError) -> None:
        seat = _seat(err.field)
        if seat is None:
            self.error.setText(err.render(language()))
        else:  # as a player reads it: "Seat 1: Eero already sits at this table"
            reason = render(err.message, language())
            self.error.setText(self.tr("Seat {n}: {reason}").format(n=seat + 1, reason=reason))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        marked = self._widget_for(err.field)
        if marked is not None:
            marked.setStyleSheet(invalid_style(self.palette()))

    def _widget_for(self, field: str) -> QWidget | None:
        seat = _seat(field)
        if seat is not None:
            return self.names[seat]
        if field.startswith("stake.currency"):
            return self.stake.currency
        if field.startswith("stake"):
            return self.stake.per_point
        return None

    def _effect(self) -> str:
        """What the change of rules does to the deals played."""
        if self.options.values() == self._baseline[2]:
            return ""
        if not self.all_deals.isChecked():
            if self._played == 1:
                return self.tr("Deal 1 keeps its score.")
            return self.tr("Deals 1–{last} keep their scores.").format(last=self._played)
        fields = rules_fields(self._record, self.options.values())
        raw = with_fields(copy.deepcopy(self._stored), fields)
        try:
            changed = rescored(self._result, replay_json(raw))
        except RecordError:
            return ""
        return self.tr("The scores of {n} of {m} deals change.").format(n=changed, m=self._played)

    def done(self, result: int) -> None:
        """Closed: a list of names still offered goes with it."""
        for edit in self.names:
            completer = edit.completer()
            popup = None if completer is None else completer.popup()
            if popup is not None:
                popup.hide()
        super().done(result)

    def reject(self) -> None:
        """Esc, Cancel and the close button: a changed form asks first."""
        if self.is_changed() and not dialogs.confirm(
            self,
            self.tr("Discard the changes?"),
            self.tr(
                "The session details you changed are not saved. Throw the changes away? "
                "No keeps the form open, as typed."
            ),
        ):
            return
        super().reject()


def _seat(field: str) -> int | None:
    """The seat (0-based) a ``players[i]`` field names, else None."""
    if field.startswith("players[") and field.endswith("]"):
        return int(field[len("players[") : -1])
    return None
