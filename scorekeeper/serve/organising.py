"""The organiser's page and changes (issue 26, "Organiser"; ``docs/serve.md``).

The page shows every shared table live (the same one watcher: its stream is
``/organiser/events``): game, players, deals, totals, next dealer, pending deals,
the phones and when each was last seen, the running standings' switch. Every
change calls the core's own function, which the window's Club ▸ Phones… calls
too:

- revoke a phone: :meth:`Keyring.revoke_device`;
- discard a pending deal: ``store.cancel_pending``;
- hide or show the running standings: :meth:`Keyring.hide_standings`;
- end the evening (after a confirmation page): :meth:`Keyring.end_evening`;
- correct or delete a stored deal: ``store.correct_deal`` (an ordinary edit of
  the session, recorded with the organiser's device; ``store.corrections``).

A page's form is answered with a redirect back to the organiser's page (303), a
program (JSON, the organiser link's token as bearer) with JSON.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)

from scorekeeper.serve import pages, words
from scorekeeper.serve.access import COOKIE, Caller, form_fields
from scorekeeper.serve.capability import Keyring
from scorekeeper.serve.deals import read_json, refused
from scorekeeper.serve.events import page_events
from scorekeeper.serve.live import Live
from scorekeeper.serve.organiser_view import SharedTable, organiser_view
from scorekeeper.session.store import StorageError
from scorekeeper.sheet.phones import ORGANISER


class OrganiserEndpoints:
    """Mixed into :class:`~.endpoints.Endpoints`."""

    keyring: Keyring
    live: Live
    _base: Callable[[], str]
    _still_allowed: Callable[[Caller], bool]  # Endpoints': the caller still holds its grant

    # -- the page --------------------------------------------------------------

    async def organiser(self, request: Request, caller: Caller) -> Response:
        fragment = await self.organiser_fragment(caller)
        html = pages.organiser_page(fragment, self._csrf(caller), caller.language)
        return HTMLResponse(html)

    async def organiser_events(self, request: Request, caller: Caller) -> Response:
        ended = pages.notice_fragment(words.EVENING_ENDED, caller.language)
        stream = page_events(
            self.live,
            lambda: self.organiser_fragment(caller),
            lambda: self._still_allowed(caller),
            ended,
        )
        return StreamingResponse(stream, media_type="text/event-stream")

    async def organiser_fragment(self, caller: Caller) -> str:
        """The page's live part now, for ``caller`` (its forms carry its CSRF token)."""
        keyring, base, language = self.keyring, self._base(), caller.language
        shared = []
        for table in keyring.tables():
            follow, score = keyring.share(table)
            fragment = await self.live.fragment(table, language)
            title = fragment.title if fragment else words.GONE.render(language)
            sheet = await self.live.sheet(table)
            shared.append(SharedTable(table, title, sheet, base + follow.path, base + score.path))
        reader = self.live.reader
        waiting = await reader.call(reader.store.pending_deals)
        view = organiser_view(
            shared, waiting, keyring.devices(), keyring.standings_hidden, language
        )
        return await reader.call(pages.organiser_fragment, view, self._csrf(caller))

    def _csrf(self, caller: Caller) -> str:
        if caller.device is None or caller.grant is None:
            return ""
        return self.keyring.csrf(caller.device, caller.grant)

    # -- phones, pending deals, the standings ----------------------------------

    async def revoke(self, request: Request, caller: Caller) -> Response:
        known = self.keyring.revoke_device(str(request.path_params.get("device", "")))
        return done(caller, {"revoked": known}, 200 if known else 404)

    async def discard(self, request: Request, caller: Caller) -> Response:
        reader = self.live.reader
        pending = str(request.path_params.get("pending", ""))
        try:
            await reader.call(reader.store.cancel_pending, pending, ORGANISER)
        except StorageError:
            return done(caller, {"cancelled": False}, 404)
        return done(caller, {"cancelled": True}, 200)

    async def standings(self, request: Request, caller: Caller) -> Response:
        """Hide (``hidden=on``, or JSON ``{"hidden": true}``) or show the running
        standings on the follow and score pages."""
        if is_json(request):
            body = await read_json(request)
            if isinstance(body, Response):
                return body
            if not isinstance(body, dict) or set(body) != {"hidden"}:
                return refused("hidden", 'the body is {"hidden": true} or {"hidden": false}')
            hidden = body["hidden"]
        else:
            hidden = {"on": True, "off": False}.get(await _field(request, "hidden"))
        if not isinstance(hidden, bool):
            return refused("hidden", "true (hide the running standings) or false (show them)")
        self.keyring.hide_standings(hidden)
        return done(caller, {"hidden": hidden}, 200)

    # -- the end of the evening ------------------------------------------------

    async def confirm_end(self, request: Request, caller: Caller) -> Response:
        """The step before the end: what it means, and the one button that does it."""
        return HTMLResponse(pages.end_page(self._csrf(caller), caller.language))

    async def end_evening(self, request: Request, caller: Caller) -> Response:
        self.keyring.end_evening()
        if caller.device is None:
            return JSONResponse({"ended": True})
        html = pages.notice_page(words.EVENING_ENDED, caller.language)
        response = HTMLResponse(html)  # the organiser's own cookie opens nothing now
        response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")
        return response


def is_json(request: Request) -> bool:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "application/json"


async def _field(request: Request, name: str) -> str:
    return (await form_fields(request)).get(name, [""])[0]


def done(caller: Caller, body: dict[str, Any], status: int) -> Response:
    if caller.device is not None and status == 200:
        return RedirectResponse("/organiser", status_code=303)
    return JSONResponse(body, status)
