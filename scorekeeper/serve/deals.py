"""The score role's changes: a deal entered on a phone (pending), accepted by an
opponent or cancelled (:mod:`scorekeeper.session.pending`; ``docs/serve.md``,
"Entering deals").

A body is JSON (``Content-Type: application/json``, at most :data:`MOST_JSON`
bytes): the session's next deal exactly as an entry of a session record's
``deals`` (``docs/deal-format.md``), checked by the store as ``settle`` and the
window check a deal; to accept, ``{"by": "<player>"}``. A refused body is
``400 {"field": …, "reason": …}``; a pending deal unknown at this table is 404,
one no longer pending 409. The store is called in the server's one store thread.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from scorekeeper.errors import RecordError
from scorekeeper.serve.access import Caller
from scorekeeper.serve.capability import Keyring
from scorekeeper.serve.live import Live
from scorekeeper.session.store import StorageError
from scorekeeper.sheet.phones import PROGRAM, phone_device

MOST_JSON = 16384  # bytes of a deal; a long Ulti deal is a few hundred


class DealEndpoints:
    """The endpoints of the deals (mixed into :class:`~.endpoints.Endpoints`)."""

    keyring: Keyring
    live: Live

    async def propose(self, request: Request, caller: Caller) -> Response:
        body = await read_json(request)
        if isinstance(body, Response):
            return body
        if not isinstance(body, dict):
            return refused("", "a deal is a JSON object (docs/deal-format.md)")
        store, table = self.live.reader.store, table_of(caller)
        try:
            device = device_of(caller)
            pending = await self.live.reader.call(store.propose_deal, table, body, device)
        except RecordError as err:
            return refused(err.field, err.reason)
        await self.live.refresh(table)
        return JSONResponse({"pending": pending}, 202)

    async def accept(self, request: Request, caller: Caller) -> Response:
        body = await read_json(request)
        if isinstance(body, Response):
            return body
        if not isinstance(body, dict) or set(body) != {"by"}:
            return refused("by", 'the body is {"by": "<player>"}, an opponent at the table')
        return await self._decide(request, caller, body["by"])

    async def cancel(self, request: Request, caller: Caller) -> Response:
        return await self._decide(request, caller, None)

    async def _decide(self, request: Request, caller: Caller, by: Any) -> Response:
        """Accept (``by`` a player) or cancel (``None``) the pending deal of the path."""
        decision = await self.decide(caller, str(request.path_params.get("pending", "")), by)
        if decision.status == 404:
            return JSONResponse({"error": 404, "reason": "no such pending deal"}, 404)
        if decision.error is not None:
            return refused(decision.error.field, decision.error.reason)
        if decision.status == 409:
            return JSONResponse({"error": 409, "reason": decision.reason}, 409)
        return JSONResponse(
            {"pending": decision.pending_id, "state": "cancelled" if by is None else "accepted"}
        )

    async def decide(self, caller: Caller, pending_id: str, by: Any) -> Decision:
        """Accept (``by`` a player) or cancel (``None``) a pending deal of the
        caller's table, from the caller's device; the live pages told."""
        reader, table = self.live.reader, table_of(caller)
        found = await reader.call(reader.store.pending_deal, pending_id)
        if found is None or found.session_id != table:
            return Decision(404, pending_id)
        device = device_of(caller)
        stored = None
        try:
            if by is None:
                await reader.call(reader.store.cancel_pending, pending_id, device)
            else:
                applied = await reader.call(reader.store.accept_pending, pending_id, by, device)
                stored = applied.snapshot  # the followers get it without another read
        except RecordError as err:
            return Decision(400, pending_id, err)
        except StorageError as err:  # decided meanwhile (by another phone)
            return Decision(409, pending_id, reason=err.render("en"))
        await self.live.refresh(found.session_id, stored)
        return Decision(200, pending_id)


@dataclass(frozen=True)
class Decision:
    """What became of an acceptance or a cancellation: 200 done, 400 refused
    (``error``), 404 no such pending deal at the table, 409 decided meanwhile."""

    status: int
    pending_id: str
    error: RecordError | None = None
    reason: str = ""


def refused(field: str, reason: str) -> Response:
    return JSONResponse({"field": field, "reason": reason}, 400)


async def read_json(request: Request) -> Any:
    """The body's JSON, or the 400 (or 413) that refuses it."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        return refused("", "the body is JSON (Content-Type: application/json)")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MOST_JSON:
            return JSONResponse({"field": "", "reason": "the body is too long"}, 413)
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return refused("", "the body is not JSON")


def table_of(caller: Caller) -> int:
    assert caller.grant is not None and caller.grant.table is not None
    return caller.grant.table


def device_of(caller: Caller) -> str:
    """Who made a step: the phone's public id, or ``program`` (a bearer token)."""
    return phone_device(caller.device.id) if caller.device is not None else PROGRAM
