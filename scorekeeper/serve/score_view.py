"""The score page's parts in one language, strings only: the deal form of the
session's next deal (rows from the game's entry description, :mod:`.form`), its
preview, the deals waiting for an opponent, and one pending deal's summary.

The deal is read from the form by :func:`scorekeeper.games.entry.deal_from_form`
and scored by :func:`scorekeeper.session.replay.settle_deal` in the context of the
session's next deal, its row drawn by :func:`scorekeeper.sheet.sheet_row`: the very
calls of the window's deal form and its live preview (``ui/entry/editor.py``), so
the phone and the window cannot differ. Who may accept is
:func:`scorekeeper.session.pending.declaring_side`'s complement, as the store checks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.entry import deal_from_form, form_defaults
from scorekeeper.serve import score_words as sw
from scorekeeper.serve.form import Input, Row, form_rows, under
from scorekeeper.session.pending import ACCEPTED, PENDING, PendingDeal, declaring_side
from scorekeeper.session.replay import DealContext, DealRow, settle_deal
from scorekeeper.sheet.model import sheet_row
from scorekeeper.words import glossary
from scorekeeper.words.text import render, render_all


@dataclass(frozen=True)
class Preview:
    """The row the sheet will record for the deal, or why there is none yet."""

    title: str
    heads: tuple[str, str]  # "this deal", "total after"
    players: tuple[tuple[str, str, str], ...]  # (player, delta, total after)
    marks: tuple[str, ...]
    lines: tuple[str, ...]
    warnings: tuple[str, ...]
    waiting: str = ""  # not empty: no row (incomplete or refused)


@dataclass(frozen=True)
class DealForm:
    """The form of the next deal, holding what was typed, its error at its field."""

    rows: tuple[Row, ...]
    error: str  # an error no row holds ("" when none, or a row holds it)
    error_row: str  # the path of the row holding the error ("" when none)
    preview: Preview


@dataclass(frozen=True)
class Reading:
    """A form read in a context: the deal, its row, or the error."""

    deal: dict[str, Any] | None
    row: DealRow | None
    error: RecordError | None


def sides_of(context: DealContext) -> list[str]:
    """The table's sides, named by their players (``Aino & Helmi``)."""
    return [" & ".join(team) for team in context.game.teams(context.players)]


def new_form(context: DealContext) -> dict[str, str]:
    """What a new deal's form holds: the defaults known from the table."""
    entry = context.game.entry
    assert entry is not None
    teams = context.game.teams(context.players)
    return form_defaults(entry, dealer=context.dealer, players=context.players, teams=teams)


def read(context: DealContext, form: Mapping[str, str]) -> Reading:
    """The deal ``form`` holds, scored as the session's next deal."""
    entry = context.game.entry
    assert entry is not None
    deal = None
    try:
        deal = deal_from_form(
            entry,
            form,
            players=context.players,
            sides=len(sides_of(context)),
            rules=context.rules,
        )
        return Reading(deal, settle_deal(context, deal), None)
    except RecordError as err:
        return Reading(deal, None, err)


def deal_form(
    context: DealContext, form: Mapping[str, str], lang: str, *, live: bool = False
) -> DealForm:
    """The form holding ``form`` with its preview; ``live`` (typing): a field
    still to fill in is said in the preview, not marked as an error."""
    reading = read(context, form)
    error = reading.error
    missing = error is not None and error.code == Code.MISSING
    marked = None if live and missing else error
    rows = [_dealer_row(context, form, lang, marked), *_rows(context, form, lang, marked)]
    holder = next((r.path for r in rows if r.error), "")
    general = marked.render(lang) if marked is not None and not holder else ""
    if reading.row is not None:
        preview = preview_of(reading.row, context, lang)
    else:
        preview = _waiting(lang, _missing_words(error, rows, lang) if missing else "")
    return DealForm(tuple(rows), general, holder, preview)


def live_form(context: DealContext, form: Mapping[str, str], lang: str) -> DealForm:
    """The form as it is being typed (the preview's answer)."""
    return deal_form(context, form, lang, live=True)


def _rows(
    context: DealContext, form: Mapping[str, str], lang: str, error: RecordError | None
) -> list[Row]:
    entry = context.game.entry
    assert entry is not None
    return form_rows(
        entry,
        players=context.players,
        sides=sides_of(context),
        rules=context.rules,
        form=form,
        lang=lang,
        error=error,
    )


def _dealer_row(
    context: DealContext, form: Mapping[str, str], lang: str, error: RecordError | None
) -> Row:
    label = glossary.DEALER.render(lang)
    options = tuple((p, p) for p in context.players)
    dealer = Input("dealer", label, "select", options, form.get("dealer", context.dealer))
    message = render(error.message, lang) if error is not None and error.field == "dealer" else ""
    return Row("dealer", label, (dealer,), False, message)


def _missing_words(error: RecordError | None, rows: Sequence[Row], lang: str) -> str:
    assert error is not None
    field = error.field
    label = next((r.label for r in rows if under(field, r.path)), field)
    return sw.still_to_fill(label).render(lang)


def _waiting(lang: str, more: str = "") -> Preview:
    waiting = sw.INCOMPLETE.render(lang) + (f" {more}" if more else "")
    return Preview(sw.PREVIEW.render(lang), _heads(lang), (), (), (), (), waiting)


def _heads(lang: str) -> tuple[str, str]:
    return sw.THIS_DEAL.render(lang), sw.TOTAL_AFTER.render(lang)


def preview_of(row: DealRow, context: DealContext, lang: str) -> Preview:
    """What the window's preview shows for ``row``: each player's delta and total
    after it, the marks, the breakdown and the warnings."""
    shown = sheet_row(row, context.record)
    seated = shown.seated or context.players
    players = tuple(
        (player, shown.delta_text(i) or "0", shown.total_text(i)) for i, player in enumerate(seated)
    )
    return Preview(
        sw.PREVIEW.render(lang),
        _heads(lang),
        players,
        render_all(shown.marks, lang),
        render_all(shown.lines, lang),
        render_all(shown.warnings, lang),
    )


@dataclass(frozen=True)
class Summary:
    """One pending deal as the phone shows it for acceptance."""

    heading: str
    preview: Preview | None
    opponents: tuple[str, ...]
    open: bool  # still pending and valid as the next deal: Accept offered
    state: str  # why it cannot be accepted here ("" when open)


def summary(pending: PendingDeal, context: DealContext, lang: str) -> Summary:
    """``pending`` as its summary screen shows it (``context``: the next deal's)."""
    if pending.state != PENDING:
        state = (
            sw.accepted(pending.decided_by or "").render(lang)
            if pending.state == ACCEPTED
            else sw.CANCELLED.render(lang)
        )
        return Summary("", None, (), False, state)
    try:
        row = settle_deal(context, pending.record)
    except RecordError as err:
        state = sw.not_next(err.render(lang)).render(lang)
        return Summary("", None, (), False, state)
    side = declaring_side(row, context.record)
    opponents = tuple(p for p in row.deal.table.players if p not in side)
    heading = render(sheet_row(row, context.record).heading, lang)
    return Summary(heading, preview_of(row, context, lang), opponents, True, "")
