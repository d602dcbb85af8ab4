"""The organiser's correction form of a stored deal: the game's one description
of its entry fields (``GameSpec.entry``), rendered by :mod:`.form` in the phone's
language and prefilled with the deal as stored
(:func:`scorekeeper.games.entry.form_from_deal`); what it posts is read back with
:func:`scorekeeper.games.entry.deal_from_form` (the seats, sides and house rules
of that deal: those in force at its place) and stored by ``store.correct_deal``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.games.entry import Entry, deal_from_form, form_from_deal
from scorekeeper.serve import words
from scorekeeper.serve.form import form_rows
from scorekeeper.session.record import rules_in_force
from scorekeeper.session.replay import SessionResult
from scorekeeper.words.text import Msg


@dataclass(frozen=True)
class DealPlace:
    """What reading and showing the form of the deal at ``position`` needs."""

    entry: Entry
    position: int  # 0-based
    players: tuple[str, ...]  # seated at that deal
    sides: tuple[str, ...]  # the game's fixed sides, named by their players
    rules: Mapping[str, Any]  # the house rules in force at that deal
    dealer: str

    def form(self, deal: Mapping[str, Any]) -> dict[str, str]:
        """The text the form shows for ``deal``."""
        return form_from_deal(self.entry, deal, sides=len(self.sides))

    def deal(self, form: Mapping[str, str]) -> dict[str, Any]:
        """The deal the posted ``form`` holds (``RecordError`` at its field)."""
        return deal_from_form(
            self.entry, form, players=self.players, sides=len(self.sides), rules=self.rules
        )


def deal_place(result: SessionResult, position: int) -> DealPlace | None:
    """The form's place for deal ``position`` of ``result`` (``None``: this game
    declares no entry fields, so only the JSON route corrects it)."""
    record = result.record
    entry = record.game.entry
    if entry is None:
        return None
    table = result.rows[position].deal.table
    players = tuple(table.players)
    sides = tuple(" & ".join(team) for team in record.game.teams(players))
    rules = rules_in_force(record, position)
    return DealPlace(entry, position, players, sides, rules, table.dealer)


@dataclass(frozen=True)
class CorrectionPage:
    """The page's values (``correct.html``)."""

    title: str
    heading: str
    rows: list[Any] | None  # None: the game declares no entry fields (no form)
    dealer: str
    action: str
    delete: str
    words: dict[str, str]


def correction_page(
    place: DealPlace | None,
    form: Mapping[str, str],
    *,
    session: int,
    position: int,
    title: str,
    language: str,
    error: RecordError | None = None,
) -> CorrectionPage:
    """The correction page of deal ``position``: its form holding ``form``'s text
    in ``language`` with ``error`` at its field (none when ``place`` is ``None``:
    the game declares no entry fields; the page then offers the deletion only)."""
    rows = None
    if place is not None:
        rows = form_rows(
            place.entry,
            players=place.players,
            sides=place.sides,
            rules=place.rules,
            form=form,
            lang=language,
            error=error,
        )
    number = position + 1
    action = f"/organiser/sessions/{session}/deals/{number}"
    named = {
        "store": words.STORE_CORRECTION,
        "delete": words.DELETE_DEAL,
        "back": words.BACK,
        "no_form": words.NO_CORRECTION_FORM,
    }
    return CorrectionPage(
        title,
        Msg("Correct deal {n}", n=number).render(language),
        rows,
        form.get("dealer", "") or (place.dealer if place else ""),
        action,
        action + "/delete",
        {key: msg.render(language) for key, msg in named.items()},
    )
