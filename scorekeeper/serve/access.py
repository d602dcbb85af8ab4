"""A request checked against its route's :class:`~scorekeeper.serve.routes.Who`:
who is calling (:class:`Caller`), or the one refusal it gets (:class:`Refusal`).

- a wrong, revoked or expired link, cookie or bearer token: **404**, counted by
  the throttle (:mod:`scorekeeper.serve.throttle`); while an address is held back,
  **429** with ``Retry-After``, before any link is looked at;
- a valid cookie or token of another role or table: **403** (not counted);
- a change (POST) made with a cookie without the CSRF token of one of the
  device's grants: **403**.

The cookie (:data:`COOKIE`) holds the device's secret, never a link's token; it is
``HttpOnly`` (no script reads it) and ``SameSite=Strict`` (no other site's page
sends it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qs

from starlette.requests import Request

from scorekeeper.serve import words
from scorekeeper.serve.capability import Device, Grant, Keyring, Link, Role
from scorekeeper.serve.language import phone_language
from scorekeeper.serve.routes import Route
from scorekeeper.serve.throttle import Throttle
from scorekeeper.words.text import Msg

COOKIE = "scorekeeper"
MOST_BODY = 8192  # bytes of a change's form; the pages' forms send a few dozen
MOST_FIELDS = 200  # fields of a form: a deal form has a few dozen


@dataclass(frozen=True)
class Caller:
    """Who is calling: under which grant, with which device (a cookie) or link (a
    token in the path or as bearer), reading which language."""

    language: str
    grant: Grant | None = None
    device: Device | None = None
    link: Link | None = None


@dataclass(eq=False)
class Refusal(Exception):
    """The one answer a request gets instead of its page."""

    status: int
    reason: Msg
    headers: dict[str, str] = field(default_factory=dict)
    drop_cookie: bool = False


class Reload(Exception):
    """A page opened from another site's link without its cookie: the browser
    holds the cookie but, ``SameSite=Strict``, did not send it on a navigation
    another site started (the redirect after a link's first visit is one). The
    answer is a page that reloads itself: that navigation is this site's own, and
    the cookie comes with it."""


@dataclass
class Gate:
    """The keyring and the throttle, asked for each request."""

    keyring: Keyring
    throttle: Throttle

    def check(self, request: Request, route: Route) -> Caller:
        """The caller of ``route``, or :class:`Refusal` raised."""
        language = phone_language(request.headers.get("accept-language"))
        if route.who.kind == "anyone":
            return Caller(language)
        address = request.client.host if request.client else ""
        wait = self.throttle.wait(address)
        if wait:
            raise Refusal(429, words.TOO_MANY, {"Retry-After": str(wait)})
        try:
            caller = self._caller(request, route, language)
        except Refusal as refusal:
            if refusal.status == 404:
                self.throttle.failed(address)
            raise
        return caller

    def _caller(self, request: Request, route: Route, language: str) -> Caller:
        kind = route.who.kind
        if kind == "link":
            found = self.keyring.link(request.path_params.get("token", ""))
            if found is None or found.grant.role != route.who.role:
                raise Refusal(404, self._unknown())
            return Caller(language, found.grant, link=found)
        if kind == "holder":
            if _cookie_withheld(request):
                raise Reload
            table = request.path_params.get("table")
            return self._holder(request, Grant(_role(route), table), language)
        return Caller(language, device=self._device(request))

    def _holder(self, request: Request, wanted: Grant, language: str) -> Caller:
        bearer = _bearer(request)
        if bearer is not None:
            found = self.keyring.link(bearer)
            if found is None:
                raise Refusal(404, self._unknown())
            if found.grant != wanted:
                raise Refusal(403, words.FORBIDDEN)
            return Caller(language, wanted, link=found)
        device = self._device(request)
        if wanted not in device.grants:
            raise Refusal(403, words.FORBIDDEN)
        return Caller(language, wanted, device=device)

    def _device(self, request: Request) -> Device:
        secret = request.cookies.get(COOKIE)
        device = self.keyring.device(secret) if secret else None
        if device is None:
            raise Refusal(404, self._unknown(), drop_cookie=secret is not None)
        return device

    def _unknown(self) -> Msg:
        """Why a link or cookie opens nothing: not valid, or the evening ended."""
        return words.EVENING_ENDED if self.keyring.ended else words.NOT_FOUND

    async def check_csrf(self, request: Request, caller: Caller) -> None:
        """A change made with a cookie carries the CSRF token (the form's ``csrf``
        field, or the ``X-CSRF-Token`` header) of the grant it is made under: a
        score change takes only the score page's token. A change of the device
        itself (forgetting it) takes the token of any of its pages."""
        if caller.device is None:
            return  # a bearer token: no browser sends it by itself
        token = request.headers.get("x-csrf-token") or await _form_field(request, "csrf")
        if not self.keyring.csrf_ok(caller.device, token, caller.grant):
            raise Refusal(403, words.FORBIDDEN)


def _cookie_withheld(request: Request) -> bool:
    """A page navigation another site started, with no cookie and no token."""
    headers = request.headers
    return (
        COOKIE not in request.cookies
        and "authorization" not in headers
        and headers.get("sec-fetch-site") == "cross-site"
        and headers.get("sec-fetch-mode") == "navigate"
    )


def _role(route: Route) -> Role:
    assert route.who.role is not None
    return route.who.role


def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Refusal(404, words.NOT_FOUND)
    return token.strip()


async def _form_field(request: Request, name: str) -> str:
    """One field of the request's form ("" if absent): :func:`read_form`."""
    return (await read_form(request)).get(name, "")


async def read_form(request: Request) -> dict[str, str]:
    """The request's urlencoded form (:func:`form_fields`), each name's first value."""
    return {key: values[0] for key, values in (await form_fields(request)).items()}


async def form_fields(request: Request) -> dict[str, list[str]]:
    """The fields of a urlencoded form of at most :data:`MOST_BODY` bytes and
    :data:`MOST_FIELDS` fields (none for another type), read once: the CSRF
    check and the endpoint share them."""
    kept: dict[str, list[str]] | None = getattr(request.state, "form_fields", None)
    if kept is None:
        kept = request.state.form_fields = await _read_form(request)
    return kept


async def _read_form(request: Request) -> dict[str, list[str]]:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/x-www-form-urlencoded":
        return {}
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MOST_BODY:
            raise Refusal(413, words.BAD_REQUEST)
    try:
        return parse_qs(body.decode("utf-8"), strict_parsing=False, max_num_fields=MOST_FIELDS)
    except (UnicodeDecodeError, ValueError):
        raise Refusal(400, words.BAD_REQUEST) from None
