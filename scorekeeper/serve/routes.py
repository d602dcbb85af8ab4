"""The routes table: every route the server answers and who may call it, in one
place (``docs/serve.md`` prints it; ``tests/serve/test_routes.py`` proves that
every other caller is refused).

Who may call a route (:class:`Who`):

- ``anyone``: the stylesheet and the script (they hold nothing of an evening);
- ``link`` of a role: the link's token is in the path (``/follow/TOKEN``);
- ``holder`` of a role: a phone whose cookie carries that role at the table of
  the path (``/table/5``), or a program sending the link's token as
  ``Authorization: Bearer TOKEN``;
- ``device``: any phone with a valid cookie (to forget itself).

A route that changes something is a POST (``changes``); a GET changes nothing
(the first visit of a link only swaps its token for a cookie). A change made with
a cookie carries the CSRF token of the page it was made from.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.serve.capability import Grant, Role


@dataclass(frozen=True)
class Who:
    """Who may call a route (see the module docstring)."""

    kind: str  # "anyone", "link", "holder", "device"
    role: Role | None = None

    def __str__(self) -> str:
        if self.kind in ("link", "holder"):
            assert self.role is not None
            return f"{self.kind} of {self.role.value}"
        return self.kind

    def admits(self, grant: Grant | None) -> bool:
        """A request made under ``grant`` may call a route of this kind."""
        return self.kind in ("anyone", "device") or (grant is not None and grant.role == self.role)


ANYONE = Who("anyone")
DEVICE = Who("device")


def link(role: Role) -> Who:
    return Who("link", role)


def holder(role: Role) -> Who:
    return Who("holder", role)


@dataclass(frozen=True)
class Route:
    """One line of the table: method, path (Starlette's syntax), who, the
    endpoint's name (a method of ``scorekeeper.serve.app.Endpoints``)."""

    method: str
    path: str
    who: Who
    endpoint: str

    @property
    def changes(self) -> bool:
        return self.method != "GET"


FOLLOW, SCORE, ORGANISER = Role.FOLLOW, Role.SCORE, Role.ORGANISER

ROUTES: tuple[Route, ...] = (
    # the organiser's own pages under /organiser/ come before its link's line,
    # which would take "events" or "end" for a token (the first match wins)
    Route("GET", "/organiser/events", holder(ORGANISER), "organiser_events"),
    Route("GET", "/organiser/end", holder(ORGANISER), "confirm_end"),
    Route(
        "GET", "/organiser/sessions/{session:int}/deals/{deal:int}", holder(ORGANISER), "correction"
    ),
    # the links: the token swapped for a cookie, then a redirect to the page
    Route("GET", "/follow/{token}", link(FOLLOW), "enter"),
    Route("GET", "/score/{token}", link(SCORE), "enter"),
    Route("GET", "/organiser/{token}", link(ORGANISER), "enter"),
    # the follow link's events, for programs ("<follow URL>/events")
    Route("GET", "/follow/{token}/events", link(FOLLOW), "events"),
    # the pages, without a token in the address
    Route("GET", "/table/{table:int}", holder(FOLLOW), "follow"),
    Route("GET", "/table/{table:int}/events", holder(FOLLOW), "events"),
    Route("GET", "/table/{table:int}/score", holder(SCORE), "score"),
    Route("GET", "/table/{table:int}/score/events", holder(SCORE), "events"),
    Route("GET", "/organiser", holder(ORGANISER), "organiser"),
    # changes
    Route("POST", "/forget", DEVICE, "forget"),
    # deals entered on a phone (pending) and their acceptance: from the score
    # page (cookie and CSRF token), or by a program (the token in the path, or
    # the page's path with the token as bearer)
    Route("POST", "/score/{token}/deals", link(SCORE), "propose"),
    Route("POST", "/score/{token}/deals/{pending}/accept", link(SCORE), "accept"),
    Route("POST", "/score/{token}/deals/{pending}/cancel", link(SCORE), "cancel"),
    Route("POST", "/table/{table:int}/score/deals", holder(SCORE), "propose"),
    Route("POST", "/table/{table:int}/score/deals/{pending}/accept", holder(SCORE), "accept"),
    Route("POST", "/table/{table:int}/score/deals/{pending}/cancel", holder(SCORE), "cancel"),
    # the score page's preview of the deal being entered (a POST, so the deal
    # never sits in an address; it changes nothing), and a pending deal's summary
    Route("POST", "/table/{table:int}/score/preview", holder(SCORE), "preview"),
    Route("GET", "/table/{table:int}/score/pending/{pending}", holder(SCORE), "summary"),
    # the organiser's changes
    Route("POST", "/organiser/devices/{device}/revoke", holder(ORGANISER), "revoke"),
    Route("POST", "/organiser/pending/{pending}/cancel", holder(ORGANISER), "discard"),
    Route("POST", "/organiser/end", holder(ORGANISER), "end_evening"),
    Route("POST", "/organiser/standings", holder(ORGANISER), "standings"),
    # corrections after acceptance: a stored deal (its number on the sheet)
    Route(
        "POST", "/organiser/sessions/{session:int}/deals/{deal:int}", holder(ORGANISER), "correct"
    ),
    Route(
        "POST",
        "/organiser/sessions/{session:int}/deals/{deal:int}/delete",
        holder(ORGANISER),
        "delete_deal",
    ),
    # what every page loads
    Route("GET", "/static/{name}", ANYONE, "static"),
)


def page_path(grant: Grant) -> str:
    """Where a link leads once its token is swapped: the page of its grant."""
    if grant.role is ORGANISER:
        return "/organiser"
    suffix = "/score" if grant.role is SCORE else ""
    return f"/table/{grant.table}{suffix}"


def events_path(grant: Grant) -> str:
    """The event stream of a grant's page (what the page's script connects to)."""
    return page_path(grant) + "/events"
