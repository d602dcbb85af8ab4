"""Undoable changes to a session's deals: small ``QUndoCommand``s over store calls.

Each command is checked before it is pushed (``check()`` replays the session
with the change applied in memory and raises ``RecordError`` when it would be
invalid), because ``QUndoStack.push`` runs ``redo()`` at once and a failing
redo would leave the command on the stack. The store saves every call at once,
so undo and redo are saved too. After each store call the new replay goes to
``publish`` (the window redraws from it).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from scorekeeper.session import SessionResult, parse_session, replay


class DealStore(Protocol):
    def session_json(self, session_id: int) -> Mapping[str, Any]: ...
    def add_deal(
        self, session_id: int, deal: Mapping[str, Any], position: int | None = None
    ) -> SessionResult: ...
    def replace_deal(
        self, session_id: int, position: int, deal: Mapping[str, Any]
    ) -> SessionResult: ...
    def delete_deal(self, session_id: int, position: int) -> SessionResult: ...


Publish = Callable[[SessionResult, int | None], None]  # new result, row to select


class _DealCommand(QUndoCommand):
    def __init__(self, store: DealStore, session_id: int, publish: Publish, text: str) -> None:
        super().__init__(text)
        self._store = store
        self._session = session_id
        self._publish = publish

    def _deals(self) -> list[Any]:
        return list(self._store.session_json(self._session).get("deals", []))

    def _check_deals(self, deals: list[Any]) -> SessionResult:
        raw = dict(self._store.session_json(self._session), deals=deals)
        return replay(parse_session(raw))


class AddDeal(_DealCommand):
    """A new deal at ``position`` (None = after the last one)."""

    def __init__(
        self,
        store: DealStore,
        session_id: int,
        publish: Publish,
        deal: Mapping[str, Any],
        position: int | None = None,
    ) -> None:
        super().__init__(
            store,
            session_id,
            publish,
            QCoreApplication.translate("undo", "add deal")
            if position is None
            else QCoreApplication.translate("undo", "insert deal {n}").format(n=position + 1),
        )
        self._deal = copy.deepcopy(dict(deal))
        self._position = position

    def check(self) -> SessionResult:
        deals = self._deals()
        self._position = len(deals) if self._position is None else self._position
        deals.insert(self._position, self._deal)
        return self._check_deals(deals)

    def redo(self) -> None:
        assert self._position is not None, "check() before push()"
        result = self._store.add_deal(self._session, self._deal, self._position)
        self._publish(result, self._position)

    def undo(self) -> None:
        assert self._position is not None
        result = self._store.delete_deal(self._session, self._position)
        self._publish(result, min(self._position, len(result.rows) - 1))


class ReplaceDeal(_DealCommand):
    """Deal ``position`` corrected: everything after it is replayed."""

    def __init__(
        self,
        store: DealStore,
        session_id: int,
        publish: Publish,
        position: int,
        deal: Mapping[str, Any],
    ) -> None:
        super().__init__(
            store,
            session_id,
            publish,
            QCoreApplication.translate("undo", "edit deal {n}").format(n=position + 1),
        )
        self._position = position
        self._deal = copy.deepcopy(dict(deal))
        self._old: dict[str, Any] | None = None

    def check(self) -> SessionResult:
        deals = self._deals()
        self._old = copy.deepcopy(dict(deals[self._position]))
        deals[self._position] = self._deal
        return self._check_deals(deals)

    def redo(self) -> None:
        result = self._store.replace_deal(self._session, self._position, self._deal)
        self._publish(result, self._position)

    def undo(self) -> None:
        assert self._old is not None, "check() before push()"
        result = self._store.replace_deal(self._session, self._position, self._old)
        self._publish(result, self._position)


class DeleteDeal(_DealCommand):
    def __init__(self, store: DealStore, session_id: int, publish: Publish, position: int) -> None:
        super().__init__(
            store,
            session_id,
            publish,
            QCoreApplication.translate("undo", "delete deal {n}").format(n=position + 1),
        )
        self._position = position
        self._old: dict[str, Any] | None = None

    def check(self) -> SessionResult:
        deals = self._deals()
        self._old = copy.deepcopy(dict(deals[self._position]))
        del deals[self._position]
        return self._check_deals(deals)

    def redo(self) -> None:
        result = self._store.delete_deal(self._session, self._position)
        self._publish(result, min(self._position, len(result.rows) - 1))

    def undo(self) -> None:
        assert self._old is not None, "check() before push()"
        result = self._store.add_deal(self._session, self._old, self._position)
        self._publish(result, self._position)
