"""The organiser's page as strings, in one language (issue 26, "Organiser"):
every shared table with its game, players, number of deals, totals, next dealer
and pending deals; the phones that opened a link (table, role, last seen); the
state of the running standings. Read off the sheet model, the store's pending
deals and the keyring; nothing is worked out again. The organiser always sees
the totals, hidden or not (``resources/serve/organiser_live.html`` places them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from scorekeeper.serve import words
from scorekeeper.serve.capability import Device, Role
from scorekeeper.session.pending import PendingDeal
from scorekeeper.sheet.model import ScoreSheet
from scorekeeper.words import glossary
from scorekeeper.words.text import Join, Msg, render

SHOWN_ID = 6  # characters of a phone's id on the page: enough to tell tonight's apart
ROLE_WORDS = {Role.FOLLOW: words.FOLLOWS, Role.SCORE: words.SCORES, Role.ORGANISER: words.ORGANISES}


@dataclass(frozen=True)
class Pending:
    id: str
    text: str  # "Entered on phone 1f2e… at 21:42"


@dataclass(frozen=True)
class TableSummary:
    """One shared table (``sheet`` is ``None`` once its session is deleted)."""

    table: int
    title: str
    lines: tuple[str, ...]  # the number of deals, the next dealer
    totals: tuple[tuple[str, str], ...]  # (player, points)
    deals: tuple[tuple[int, str], ...]  # (number, "contract · result"), the last first
    pending: tuple[Pending, ...]
    follow: str  # the links
    score: str


@dataclass(frozen=True)
class Phone:
    id: str
    name: str  # "phone 1f2e3d": as its pending deals name it
    grants: str  # "session 3: scores; session 3: follows"
    seen: str  # "last seen 21:42:05"


@dataclass(frozen=True)
class OrganiserView:
    tables: tuple[TableSummary, ...]
    phones: tuple[Phone, ...]
    hidden: bool  # the running standings are hidden from the phones
    words: dict[str, str]


@dataclass(frozen=True)
class SharedTable:
    """What the page needs of one table: its sheet now and its two links."""

    table: int
    title: str
    sheet: ScoreSheet | None
    follow: str
    score: str


def organiser_view(
    tables: Sequence[SharedTable],
    pending: Sequence[PendingDeal],
    devices: Sequence[Device],
    hidden: bool,
    language: str,
) -> OrganiserView:
    """The organiser's page in ``language`` (see the module docstring)."""
    summaries = tuple(
        _table(t, [p for p in pending if p.session_id == t.table], language) for t in tables
    )
    phones = tuple(_phone(d, language) for d in sorted(devices, key=lambda d: -d.last_seen))
    return OrganiserView(summaries, phones, hidden, _headings(language))


def _table(shared: SharedTable, pending: Sequence[PendingDeal], language: str) -> TableSummary:
    sheet = shared.sheet
    waiting = tuple(Pending(p.id, _entered(p, language)) for p in pending)
    if sheet is None:
        return TableSummary(shared.table, shared.title, (), (), (), waiting, "", "")
    lines = (
        Msg("Deals: {n}", n=len(sheet.rows)).render(language),
        Msg("Next dealer: {name}", name=sheet.next_dealer).render(language),
    )
    totals = tuple((t.player, t.points_text) for t in sheet.totals)
    deals = tuple(
        (r.number, render(Join((r.contract, r.result), " · "), language))
        for r in reversed(sheet.rows)
    )
    return TableSummary(
        shared.table, shared.title, lines, totals, deals, waiting, shared.follow, shared.score
    )


def _entered(pending: PendingDeal, language: str) -> str:
    when = pending.created_at.replace(tzinfo=UTC).astimezone().strftime("%H:%M")
    return Msg(
        "Entered on {device} at {time}", device=device_name(pending.device, language), time=when
    ).render(language)


def device_name(device: str, language: str) -> str:
    """A step's device as the store names it (``phone 1f2e3d4c…``, ``program``)
    in ``language``, a phone by the first :data:`SHOWN_ID` characters of its id."""
    kind, _, ident = device.partition(" ")
    if kind == "phone" and ident:
        return Msg("phone {id}", id=ident[:SHOWN_ID]).render(language)
    return words.PROGRAM.render(language) if device == "program" else device


def _phone(device: Device, language: str) -> Phone:
    grants = "; ".join(
        render(Msg("{table}: {role}", table=_where(g.table), role=ROLE_WORDS[g.role]), language)
        for g in device.grants
    )
    seen = datetime.fromtimestamp(device.last_seen).strftime("%H:%M:%S")
    name = device_name(f"phone {device.id}", language)
    return Phone(device.id, name, grants, Msg("last seen {time}", time=seen).render(language))


def _where(table: int | None) -> Msg:
    return words.EVERY_TABLE if table is None else Msg("session {n}", n=table)


def _headings(language: str) -> dict[str, str]:
    named = {
        "organiser": words.ORGANISER,
        "tables": words.TABLES,
        "follow_link": words.FOLLOW_LINK,
        "score_link": words.SCORE_LINK,
        "pending": words.PENDING_DEALS,
        "no_pending": words.NO_PENDING,
        "discard": words.DISCARD,
        "phones": words.PHONES,
        "no_phones": words.NO_PHONES,
        "revoke": words.REVOKE,
        "links": words.LINKS_AND_CODES,
        "correct": words.CORRECT_A_DEAL,
        "hide": words.HIDE_STANDINGS,
        "show": words.SHOW_STANDINGS,
        "are_hidden": words.STANDINGS_ARE_HIDDEN,
        "end": words.END_EVENING,
        "player": glossary.PLAYER,
        "points": glossary.POINTS,
        "gone": words.GONE,
    }
    return {key: msg.render(language) for key, msg in named.items()}
