"""What every response of the server gets, around the whole application (an ASGI
wrapper outside Starlette's own error handling, so an error page gets it too):

- the **Host** header must name an address being served (``192.168.1.10:8765``):
  any other is refused with 421 before anything else is looked at. A page of
  another site whose name was pointed at the laptop (DNS rebinding) therefore
  reads nothing;
- the headers :data:`HEADERS`: ``Content-Security-Policy: default-src 'self'``
  (and no framing, no base, forms only to here), ``Referrer-Policy: no-referrer``
  (a link's token never leaves in a Referer), ``Cache-Control: no-store`` (no
  sheet, no link kept in a cache), ``X-Content-Type-Options: nosniff``;
- an unexpected error is one plain 500 and its traceback goes to the log file,
  named by the route's method only: **no URL, path or query is ever logged**
  (a path holds a link's token). uvicorn runs without its access log.
"""

from __future__ import annotations

from collections.abc import Callable

from starlette.requests import ClientDisconnect
from starlette.types import ASGIApp, Message, Receive, Scope, Send

HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (
        b"content-security-policy",
        b"default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
    (b"x-content-type-options", b"nosniff"),
)


class Guard:
    """The wrapper (see the module docstring); ``hosts`` gives the Host values
    accepted (lower case), which are known once the server listens."""

    def __init__(self, app: ASGIApp, hosts: Callable[[], frozenset[str]]) -> None:
        self.app, self.hosts = app, hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":  # no websockets here
            await send({"type": "websocket.close", "code": 1008})
            return
        started = False

        async def guarded(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message = _with_headers(message)
            await send(message)

        if _host(scope) not in self.hosts():
            await _plain(guarded, 421, b"unknown host\n")
            return
        try:
            await self.app(scope, receive, guarded)
        except ClientDisconnect:  # the phone went away mid-request: nobody to answer
            return
        except Exception as err:  # a bug: one 500, the traceback in the log file
            _log(err, scope)
            if not started:
                await _plain(guarded, 500, b"internal error\n")


def _with_headers(message: Message) -> Message:
    own = {name for name, _ in HEADERS}
    kept = [(k, v) for k, v in message.get("headers", []) if k.lower() not in own]
    return {**message, "headers": [*kept, *HEADERS]}


def _host(scope: Scope) -> str:
    for name, value in scope.get("headers", []):
        if name == b"host":
            return bytes(value).decode("latin-1").strip().lower()
    return ""


async def _plain(send: Send, status: int, body: bytes) -> None:
    headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _log(err: Exception, scope: Scope) -> None:
    from scorekeeper.host import logfile

    method = str(scope.get("method", "?"))[:10]
    logfile.log_exception(err, f"internal error of the phones' server ({method} request)")
