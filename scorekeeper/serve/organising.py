"""The organiser's changes (issue 26, "Organiser"): revoke a phone, end the
evening, discard a pending deal. Each calls the keyring's or the store's own
function; a page's form is answered with a redirect back to the organiser's
page (303), a program with JSON."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from scorekeeper.serve.access import Caller
from scorekeeper.serve.capability import Keyring
from scorekeeper.serve.live import Live
from scorekeeper.session.store import StorageError
from scorekeeper.sheet.phones import ORGANISER


class OrganiserEndpoints:
    """Mixed into :class:`~.endpoints.Endpoints`."""

    keyring: Keyring
    live: Live

    async def revoke(self, request: Request, caller: Caller) -> Response:
        known = self.keyring.revoke_device(str(request.path_params.get("device", "")))
        return _done(caller, {"revoked": known}, 200 if known else 404)

    async def end_evening(self, request: Request, caller: Caller) -> Response:
        self.keyring.end_evening()
        return JSONResponse({"ended": True})  # the organiser's own cookie is gone too

    async def discard(self, request: Request, caller: Caller) -> Response:
        reader = self.live.reader
        pending = str(request.path_params.get("pending", ""))
        try:
            await reader.call(reader.store.cancel_pending, pending, ORGANISER)
        except StorageError:
            return _done(caller, {"cancelled": False}, 404)
        return _done(caller, {"cancelled": True}, 200)


def _done(caller: Caller, body: dict[str, bool], status: int) -> Response:
    if caller.device is not None and status == 200:
        return RedirectResponse("/organiser", status_code=303)
    return JSONResponse(body, status)
