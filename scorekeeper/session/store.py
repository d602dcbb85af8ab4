"""The store as its callers see it: a typed interface, light to import.

The window types its store as :class:`SessionStore` and imports this module
only: no SQLAlchemy is loaded until a store is opened
(``scorekeeper.storage.open_store``, which returns the one implementation,
``scorekeeper.storage.store.Store``). See ``docs/storage.md``. The interface owns
every type its methods take, give or raise (:class:`SessionInfo`,
:class:`StorageError` and the rest) and imports nothing of its implementation:
storage imports them from here.

Identity and versions: every session has a ``version`` that goes up by one on
each change; a deal's ``version`` is the session version at which its row was
last written. A :class:`DealRef` (id, version) therefore names one deal *as it
was seen*: a change addressed to it is refused with :class:`StaleChangeError`
when another writer has changed or removed that deal since.

Checking without writing: :meth:`SessionStore.check` replays the session with
a change applied in memory and returns a :class:`Checked` (the replayed result,
the session version it was replayed from); :meth:`SessionStore.apply` writes
it, reusing that result when the session version is still the same (no second
replay), else checking again inside the write transaction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from scorekeeper.games.base import check_int
from scorekeeper.words.text import Msg

if TYPE_CHECKING:  # a name in annotations only: importing the interface replays nothing
    from scorekeeper.session.pending import Correction, PendingDeal
    from scorekeeper.session.replay import SessionResult


class StorageError(Exception):
    """The database cannot be used as asked; ``str(err)`` says why and what to do
    (in English). Made with a :class:`Msg`, it also :meth:`render` s in the
    reader's language (the database server's refusals are). The database's own
    failures are its subclasses (``scorekeeper/storage/errors.py``)."""

    def __init__(self, message: str | Msg) -> None:
        super().__init__(str(message))
        self.message: Msg | None = message if isinstance(message, Msg) else None

    def render(self, language: str = "en") -> str:
        return str(self) if self.message is None else self.message.render(language)


@dataclass(frozen=True)
class SessionInfo:
    """One row of the session list: what it shows, without replaying anything.

    ``date`` is the session's ``date`` field as entered (``None`` if it had none);
    ``created`` is when it was stored (UTC). ``finished``: the last deal ended a
    game (race games); zero-sum games have no end and are never ``finished``.
    ``archived``: the session was filed away (it leaves the welcome list).
    """

    id: int
    game: str
    players: tuple[str, ...]
    created: datetime
    date: str | None
    place: str | None
    note: str | None
    deal_count: int
    finished: bool
    archived: bool = False


@dataclass(frozen=True)
class DealRef:
    """A stored deal as seen: its row id and the version it had."""

    id: int
    version: int


@dataclass(frozen=True)
class Snapshot:
    """A session as read at one version: the replay and each deal's identity, in order."""

    session_id: int
    version: int
    result: SessionResult
    deals: tuple[DealRef, ...]
    created: datetime | None = None  # the session row's created_at: which session it is


@dataclass(frozen=True)
class Tally:
    """What a session's replay comes to, without its rows: kept beside the deals
    (``scorekeeper/storage/tally.py``) so totals are read without a replay."""

    deals: int
    totals: Mapping[str, int]
    next_dealer: str
    game_number: int  # the game the next deal belongs to
    winner: str | None  # a player of the side that won the last finished game
    finished: bool  # the last game is over

    @classmethod
    def of(cls, result: SessionResult) -> Tally:
        following = result.next_context()
        return cls(
            deals=len(result.rows),
            totals=dict(result.totals),
            next_dealer=following.dealer,
            game_number=following.game_number,
            winner=result.winner,
            finished=result.finished,
        )


@dataclass(frozen=True)
class Person:
    """A player as a person across sessions (``docs/storage.md``, "People"):
    ``uuid`` is who they are, ``name`` what they are called now, ``note`` what
    tells two people of the same name apart (``""`` for most). ``sessions`` is
    how many sessions they played in (substitutes too), ``last_played`` when the
    latest of them was stored, ``former`` their earlier names and the names of
    entries merged into them (filled by ``people()``; ``people_of`` leaves it empty)."""

    uuid: str
    name: str
    note: str = ""
    sessions: int = 0
    last_played: datetime | None = None
    former: tuple[str, ...] = ()

    def label(self) -> str:
        """The name, with the note when there is one: ``Anna — Szeged``."""
        return f"{self.name} \u2014 {self.note}" if self.note else self.name


@dataclass(frozen=True)
class RemovedSession:
    """A deleted session as it was stored: what puts it back (undo of a delete).
    ``record`` is its session record with the deals; ``version`` the version it had,
    so the session put back is at a later one and every window that showed it
    reloads it; ``archived`` when it had been archived."""

    session_id: int
    record: Mapping[str, Any]
    created: datetime
    version: int
    archived: datetime | None = None
    people: Mapping[str, str] = field(default_factory=dict)  # name as written -> uuid


@dataclass(frozen=True)
class InsertDeal:
    """Put ``deal`` between the deals ``after`` and ``before`` (ids; ``None`` = the
    start, the end), which must still be next to each other; ``at_end`` puts it
    after the last deal, whichever that is now (a new deal at the table).
    ``deal_id`` asks for that row id (undo and redo put a deal back under its own id).
    ``uuid``: the deal's stable identity (a deal given with its ``id``); ``None``: the
    one the deal put back under ``deal_id`` had, if this store deleted it, else new.
    """

    deal: Mapping[str, Any]
    after: int | None = None
    before: int | None = None
    deal_id: int | None = None
    at_end: bool = False
    uuid: str | None = None


@dataclass(frozen=True)
class ReplaceDeal:
    """Replace the record of ``target``, which must still have the version seen."""

    target: DealRef
    deal: Mapping[str, Any]


@dataclass(frozen=True)
class DeleteDeal:
    """Remove ``target``, which must still have the version seen."""

    target: DealRef


DealChange = InsertDeal | ReplaceDeal | DeleteDeal


@dataclass(frozen=True)
class Checked:
    """A change that was replayed and found valid, not written yet: checked against
    the session at ``version`` with ``deals``, it lands at ``position`` and gives
    ``result`` (which :meth:`SessionStore.apply` reuses while ``version`` holds)."""

    session_id: int
    version: int
    deals: tuple[DealRef, ...]
    change: DealChange
    position: int
    result: SessionResult
    created: datetime | None = None  # the session row's created_at, when known
    # session fields that move with the deals (``session.edit.moved_with_deals``)
    fields: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Applied:
    """A change as written: the session after it, and the deal it touched
    (``deal`` is ``None`` after a delete)."""

    snapshot: Snapshot
    position: int
    deal: DealRef | None


def insert_at(
    deal: Mapping[str, Any],
    position: int | None,
    deals: Sequence[DealRef],
    uuid: str | None = None,
) -> InsertDeal:
    """An insert at ``position`` of ``deals`` (``None`` = after the last deal), of
    the deal whose identity is ``uuid`` (``None``: a new one)."""
    if position is None:
        return InsertDeal(deal, at_end=True, uuid=uuid)
    at = check_position(position, len(deals) + 1)
    after = deals[at - 1].id if at > 0 else None
    before = deals[at].id if at < len(deals) else None
    return InsertDeal(deal, after, before, uuid=uuid)


def deal_at(position: int, deals: Sequence[DealRef]) -> DealRef:
    return deals[check_position(position, len(deals))]


def check_position(position: int, size: int) -> int:
    """A deal's 0-based place in a session of ``size`` deals."""
    return check_int(position, "position", 0, size - 1)


class StaleChangeError(StorageError):
    """Another writer changed the deal (or its neighbours) since it was seen;
    nothing was written. ``message`` says which, rendered in the reader's language."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message.render())
        self.message: Msg = message

    def render(self, language: str = "en") -> str:
        return self.message.render(language)


class SessionStore(Protocol):
    """Sessions and their deals; every change is replayed before it is written."""

    url: str
    read_only: str | None  # why nothing can be written, or None
    warnings: tuple[str, ...]  # problems met on opening that did not stop it

    def list_sessions(self) -> list[SessionInfo]: ...
    def known_players(self) -> list[str]: ...
    def people(self) -> list[Person]: ...
    def people_of(self, session_id: int) -> dict[str, Person]: ...
    def rename_person(self, uuid: str, name: str, note: str | None = None) -> Person: ...
    def set_note(self, uuid: str, note: str) -> Person: ...
    def merge_people(self, keep_uuid: str, gone_uuid: str) -> Person: ...
    def create_session(
        self, session_json: Mapping[str, Any], *, people: Mapping[str, str] | None = None
    ) -> int: ...
    def session_with_id(self, uuid: str) -> int | None: ...
    def replace_session(
        self, session_id: int, session_json: Mapping[str, Any]
    ) -> SessionResult: ...
    def session_json(self, session_id: int) -> dict[str, Any]: ...
    def result(self, session_id: int) -> SessionResult: ...
    def tally(self, session_id: int) -> Tally: ...
    def snapshot(self, session_id: int) -> Snapshot: ...
    def version(self, session_id: int) -> int: ...
    def change_stamp(self) -> tuple[int, ...]: ...  # moves when any session or league changes
    def check(
        self, session_id: int, change: DealChange, seen: Snapshot | None = None
    ) -> Checked: ...
    def apply(self, checked: Checked) -> Applied: ...
    def change(self, session_id: int, change: DealChange) -> Applied: ...
    def update_session(
        self, session_id: int, *, people: Mapping[str, str] | None = None, **fields: Any
    ) -> SessionResult: ...
    def rename_player(self, session_id: int, old: str, new: str) -> SessionResult: ...
    def delete_session(self, session_id: int) -> None: ...
    def remove_session(self, session_id: int) -> RemovedSession: ...
    def restore_session(self, removed: RemovedSession) -> int: ...
    def archive_session(self, session_id: int, archived: bool) -> None: ...
    # pending deals (scorekeeper/session/pending.py)
    def propose_deal(self, session_id: int, deal_json: Mapping[str, Any], device: str) -> str: ...
    def pending_deals(self, session_id: int | None = None) -> list[PendingDeal]: ...
    def pending_history(self, session_id: int) -> list[PendingDeal]: ...
    def pending_deal(self, pending_id: str) -> PendingDeal | None: ...
    def accept_pending(self, pending_id: str, by: object, device: str) -> Applied: ...
    def cancel_pending(self, pending_id: str, device: str) -> None: ...
    def pending_stamp(self) -> tuple[int, int]: ...  # moves when a phone's deal moves
    # the organiser's corrections of stored deals (scorekeeper/storage/corrections.py)
    def correct_deal(
        self, session_id: int, position: int, deal_json: Mapping[str, Any] | None, device: str
    ) -> Applied: ...
    def corrections(self, session_id: int) -> list[Correction]: ...
    def close(self) -> None: ...
