"""The phones' web application: :func:`create_app` assembles the routes table
(:mod:`.routes`), the gate (:mod:`.access`), the watcher (:mod:`.live`) and the
pages (:mod:`.pages`) into one ASGI application, wrapped by :mod:`.guard`.
:mod:`.server` serves it (in a thread beside the window, or in the foreground).

Each route's endpoint is a method of :class:`Endpoints`, named in the routes
table; Starlette calls :meth:`WebApp.endpoint`'s wrapper, which checks the caller
first, so no endpoint runs for a caller its route does not admit.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route as StarletteRoute
from starlette.types import Receive, Scope, Send

from scorekeeper.serve import pages, words
from scorekeeper.serve.access import COOKIE, Caller, Gate, Refusal, Reload
from scorekeeper.serve.capability import Keyring, Role
from scorekeeper.serve.endpoints import Endpoints
from scorekeeper.serve.guard import Guard
from scorekeeper.serve.language import phone_language
from scorekeeper.serve.live import Live, StoreReader
from scorekeeper.serve.routes import ROUTES, Route
from scorekeeper.serve.throttle import Throttle
from scorekeeper.session.store import SessionStore, StorageError

Endpoint = Callable[[Request], Awaitable[Response]]
Handler = Callable[[Request, Caller], Awaitable[Response]]  # a method of Endpoints


@dataclass(frozen=True)
class Address:
    """Where the server listens: an IP address (never a name, never a wildcard:
    the links name it and the Host check accepts only it) and a port."""

    host: str
    port: int

    @property
    def authority(self) -> str:
        """``192.168.1.10:8765``, ``[::1]:8765``: in links and in Host headers."""
        ip = ipaddress.ip_address(self.host)
        return f"[{ip}]:{self.port}" if ip.version == 6 else f"{ip}:{self.port}"

    @property
    def base(self) -> str:
        return f"http://{self.authority}"


class WebApp:
    """The application (see the module docstring). ``address`` is set by the
    server once it listens; until then every request is refused (421)."""

    def __init__(
        self, store: SessionStore, keyring: Keyring, *, throttle: Throttle | None = None
    ) -> None:
        self.keyring = keyring
        self.live = Live(StoreReader(store), keyring, pages.fragment)
        self.gate = Gate(keyring, throttle or Throttle())
        self.address: Address | None = None
        self.endpoints = Endpoints(keyring, self.live, self._base)
        routes = [
            StarletteRoute(
                r.path, self.endpoint(r), methods=[r.method], name=f"{r.method} {r.path}"
            )
            for r in ROUTES
        ]
        starlette = Starlette(routes=routes, lifespan=self._lifespan)
        starlette.add_exception_handler(404, self._not_found)
        starlette.add_exception_handler(405, self._not_allowed)
        self._asgi = Guard(starlette, self.hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self._asgi(scope, receive, send)

    def hosts(self) -> frozenset[str]:
        """The Host header values accepted: the address being served."""
        return frozenset() if self.address is None else frozenset({self.address.authority})

    def _base(self) -> str:
        return "" if self.address is None else self.address.base

    def links(self) -> list[tuple[Role, int | None, str]]:
        """Every link as (role, table, URL): each table's follow and score links,
        then the organiser's (what ``scorekeeper serve`` prints)."""
        assert self.address is not None, "the links are known once the server listens"
        base = self.address.base
        every = [*self.keyring.links()]
        every.sort(key=lambda k: k.grant.role is Role.ORGANISER)  # the organiser's last
        return [(k.grant.role, k.grant.table, base + k.path) for k in every]

    def endpoint(self, route: Route) -> Endpoint:
        """``route``'s endpoint behind the gate: the caller checked (and a change's
        CSRF token) before the endpoint runs; a refusal is one clear answer."""
        method: Handler = getattr(self.endpoints, route.endpoint)

        async def checked(request: Request) -> Response:
            try:
                caller = self.gate.check(request, route)
                if route.changes:
                    await self.gate.check_csrf(request, caller)
                return await method(request, caller)
            except Refusal as refusal:
                return self.refused(request, refusal)
            except Reload:
                return HTMLResponse(pages.reload_page())
            except StorageError:
                return self.refused(request, Refusal(503, words.UNAVAILABLE))

        return checked

    def refused(self, request: Request, refusal: Refusal) -> Response:
        """The refusal as a short page in the phone's language, or as JSON for a
        program (one that sent a token as bearer, or asks for JSON)."""
        language = phone_language(request.headers.get("accept-language"))
        response: Response
        if _wants_json(request):
            body = {"error": refusal.status, "reason": refusal.reason.render("en")}
            response = JSONResponse(body, refusal.status, refusal.headers)
        else:
            html = pages.notice_page(refusal.reason, language)
            response = HTMLResponse(html, refusal.status, refusal.headers)
        if refusal.drop_cookie:
            response.delete_cookie(COOKIE, httponly=True, samesite="strict")
        return response

    async def _not_found(self, request: Request, _exc: Exception) -> Response:
        return self.refused(request, Refusal(404, words.NOT_FOUND))

    async def _not_allowed(self, request: Request, _exc: Exception) -> Response:
        return self.refused(request, Refusal(405, words.BAD_REQUEST))

    @contextlib.asynccontextmanager
    async def _lifespan(self, _app: Starlette) -> AsyncIterator[None]:
        self.live.start()
        watcher = asyncio.create_task(self.live.watch())
        try:
            yield
        finally:
            self.live.stop()
            await watcher
            self.live.reader.close()


def _wants_json(request: Request) -> bool:
    accept = request.headers.get("accept", "")
    asks_json = "application/json" in accept and "text/html" not in accept
    return asks_json or "authorization" in request.headers


def create_app(
    store: SessionStore, keyring: Keyring, *, throttle: Throttle | None = None
) -> WebApp:
    """The phones' application over ``store``, with the links of ``keyring``."""
    return WebApp(store, keyring, throttle=throttle)
