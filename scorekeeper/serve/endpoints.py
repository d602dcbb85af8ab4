"""The endpoints the routes table names (:data:`scorekeeper.serve.routes.ROUTES`).
Each is called with the request and its checked :class:`~.access.Caller`: the
gate has already refused every caller the route does not admit."""

from __future__ import annotations

from collections.abc import Callable

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response, StreamingResponse

from scorekeeper.serve import pages, words
from scorekeeper.serve.access import COOKIE, Caller, Refusal
from scorekeeper.serve.capability import Grant, Keyring, Role
from scorekeeper.serve.corrections import CorrectionEndpoints
from scorekeeper.serve.events import sheet_events
from scorekeeper.serve.live import Live
from scorekeeper.serve.organising import OrganiserEndpoints
from scorekeeper.serve.routes import events_path, page_path
from scorekeeper.serve.scoring import ScoreEndpoints


class Endpoints(ScoreEndpoints, OrganiserEndpoints, CorrectionEndpoints):
    """The endpoints, over the evening's keyring, the watcher, and ``base``: the
    server's ``http://HOST:PORT`` (known once it listens)."""

    def __init__(self, keyring: Keyring, live: Live, base: Callable[[], str]) -> None:
        self.keyring, self.live, self._base = keyring, live, base

    async def enter(self, request: Request, caller: Caller) -> Response:
        """A link opened: its token swapped for the device's cookie, and a
        redirect to the page, so the token leaves the address bar (and the history)."""
        link = caller.link
        assert link is not None
        address = request.client.host if request.client else ""
        device = self.keyring.visit(link, request.cookies.get(COOKIE), address)
        response = RedirectResponse(page_path(link.grant), status_code=303)
        response.set_cookie(
            COOKIE,
            device.secret,
            max_age=self.keyring.seconds_left(link.expires),
            path="/",
            httponly=True,
            samesite="strict",
        )
        return response

    async def follow(self, request: Request, caller: Caller) -> Response:
        return await self._sheet_page(caller)

    async def _sheet_page(self, caller: Caller) -> Response:
        grant = _grant(caller)
        await self.live.refresh(_table(grant))
        fragment = await self.live.fragment(_table(grant), caller.language)
        if fragment is None:
            raise Refusal(404, words.GONE)
        csrf = self.keyring.csrf(caller.device, grant) if caller.device else ""
        sheet = pages.SheetPage(fragment.title, fragment.html, events_path(grant), csrf)
        return HTMLResponse(pages.sheet_page(sheet, caller.language))

    async def events(self, request: Request, caller: Caller) -> Response:
        grant = _grant(caller)
        gone = pages.notice_fragment(words.GONE, caller.language)
        ended = pages.notice_fragment(words.EVENING_ENDED, caller.language)
        stream = sheet_events(
            self.live,
            _table(grant),
            caller.language,
            request.headers.get("last-event-id"),
            lambda: self._still_allowed(caller),
            gone,
            ended,
            (lambda: self.pending_list(caller)) if grant.role is Role.SCORE else None,
        )
        return StreamingResponse(stream, media_type="text/event-stream")

    def _still_allowed(self, caller: Caller) -> bool:
        """The caller's device or link still holds the grant (not revoked, not expired)."""
        keyring = self.keyring
        if caller.device is not None:
            device = keyring.device(caller.device.secret)
            return device is not None and caller.grant in device.grants
        return caller.link is not None and keyring.link(caller.link.token) is not None

    async def forget(self, request: Request, caller: Caller) -> Response:
        """This phone forgets its links: the device is revoked, its cookie dropped."""
        assert caller.device is not None
        self.keyring.revoke_device(caller.device.id)
        response = HTMLResponse(pages.notice_page(words.FORGOTTEN, caller.language))
        response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")
        return response

    async def static(self, request: Request, caller: Caller) -> Response:
        found = pages.static_file(str(request.path_params.get("name", "")))
        if found is None:
            raise Refusal(404, words.NOT_FOUND)
        body, kind = found
        return Response(body, media_type=kind)


def _grant(caller: Caller) -> Grant:
    assert caller.grant is not None
    return caller.grant


def _table(grant: Grant) -> int:
    assert grant.table is not None
    return grant.table
