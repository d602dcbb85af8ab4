"""A table's sheet as server-sent events (``text/event-stream``; the HTML
standard's "Server-sent events").

On connecting, a stream sends ``retry`` and then the sheet as it is now, as one
``sheet`` event whose ``id`` is the session's version (``12h`` while the running
standings are hidden: showing them again sends the sheet anew) and whose data is the page's
live fragment, unless the browser's ``Last-Event-ID`` says it holds that version
already (a reconnect with nothing new). Then it waits on the one watcher
(:class:`~scorekeeper.serve.live.Live`) and sends the sheet again whenever the
version moved. So a phone that slept, or changed networks, gets the sheet of now
as soon as its browser reconnects: the deals it missed are in it.

A comment line every :data:`KEEPALIVE` seconds keeps idle connections open (and
finds the ones that are gone). The stream ends when the server stops, when its
caller's link or device is revoked or expired (checked on every wake), and with
a ``gone`` event when the session is deleted.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Awaitable, Callable

from scorekeeper.serve.live import Live

KEEPALIVE = 15.0  # seconds between two comment lines on an idle stream
RETRY = 2000  # milliseconds a browser waits before reconnecting
_LINE_ENDS = re.compile(r"\r\n|\r|\n")


def event(name: str, data: str, ident: str | None = None) -> str:
    """One event; each line of ``data`` on its own ``data:`` line (a CR or LF in
    a value can never end the event early)."""
    lines = [f"event: {name}"]
    if ident is not None:
        lines.append(f"id: {ident}")
    lines += [f"data: {line}" for line in _LINE_ENDS.split(data)]
    return "\n".join(lines) + "\n\n"


async def sheet_events(
    live: Live,
    table: int,
    language: str,
    last_id: str | None,
    allowed: Callable[[], bool],
    gone: str,
    ended: str = "",
    pending: Callable[[], Awaitable[str]] | None = None,
) -> AsyncIterator[str]:
    """The stream of one follower (see the module docstring); ``allowed`` says
    whether its caller may still read the table, ``gone`` is the fragment sent
    when the session is no longer stored, ``ended`` the one sent when the
    organiser ended the evening. A score page's stream also has ``pending``, its
    list of pending deals rendered now: sent as a ``pending`` event whenever it
    differs from the one the page holds (a deal entered or decided on another
    phone, the window or the organiser's page; on reconnecting, always)."""
    yield f"retry: {RETRY}\n\n"
    await live.refresh(table)
    # The list the page holds: none known after a reconnect (it may have slept
    # through a change), the list of no deal on a first connection when there is
    # none (the page was rendered a moment ago).
    sent, listed = last_id, (None if last_id else "")
    while not live.stopping and allowed():
        seen = live.generation
        fragment = await live.fragment(table, language)
        if fragment is None:
            yield event("gone", gone)
            return
        if fragment.ident != sent:
            sent = fragment.ident
            yield event("sheet", fragment.html, sent)
        if pending is not None:
            now = (await pending()).strip()  # "": no deal pending
            if now != listed:
                listed = now
                yield event("pending", now)  # no id: the sheet's version stays the id
        if await live.wait(seen, KEEPALIVE):
            yield ": keepalive\n\n"
    if ended and not live.stopping and live.keyring.ended:
        yield event("gone", ended)


async def page_events(
    live: Live, render: Callable[[], Awaitable[str]], allowed: Callable[[], bool], ended: str
) -> AsyncIterator[str]:
    """The stream of a page rendered whole at each change (the organiser's): a
    ``sheet`` event whenever the watcher wakes (or every :data:`KEEPALIVE`
    seconds: the phones' "last seen") and the page differs from the last one
    sent; ``gone`` with ``ended`` when the evening was ended."""
    yield f"retry: {RETRY}\n\n"
    sent, count = None, 0
    while not live.stopping and allowed():
        seen = live.generation
        html = await render()
        if html != sent:
            sent, count = html, count + 1
            yield event("sheet", html, str(count))
        if await live.wait(seen, KEEPALIVE):
            yield ": keepalive\n\n"
    if not live.stopping and live.keyring.ended:
        yield event("gone", ended)
