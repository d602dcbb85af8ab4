"""Who may do what: the links of an evening, and the phones that opened them.

A **link** is a capability: one per table (a stored session) and role, follow or
score, and one for the organiser. Its token is the last segment of its URL and
carries 192 random bits (:func:`secrets.token_urlsafe`; ``docs/serve.md`` asks
for at least 128). Tokens are kept by their SHA-256 digest, so a lookup compares
digests, never the secret itself, and the keyring holds no token a memory dump
would give back as a link (the links it hands out are made once, for printing).

A **device** is a browser that opened a link: on the first visit the token is
swapped for a cookie holding the device's own secret (another 256 bits), and
the device gains the link's :class:`Grant`. One phone may hold several grants
(it scanned the follow and the score code of its table). Each device has a
public ``id`` (for the organiser's list and :meth:`Keyring.revoke_device`) and
a key for its CSRF tokens: :meth:`Keyring.csrf` is an HMAC of the grant's scope,
so a page of one grant holds no token that another grant's changes accept.

A link lives for one evening (:data:`EVENING`, counted from when it was made);
:meth:`Keyring.end_evening` expires every link and device at once, and
:meth:`Keyring.revoke_device` one device. Each bumps :attr:`Keyring.generation`,
which the live pages watch, so an open event stream of a revoked phone closes.

The organiser may **hide the running standings** (:meth:`Keyring.hide_standings`):
the follow and score pages then show no totals. The switch lives here, beside the
links it governs, for as long as they do: a server started again makes new links
(a new evening: the old codes say "not valid"), and starts with the standings
shown. It bumps :attr:`Keyring.generation` too, so open pages change at once.
:attr:`Keyring.roster` moves when a phone opens a link (the organiser's list of
phones follows it).

Thread-safe: the server's event loop and the window's thread (which will call
``revoke_device`` and ``end_evening``) share one keyring.
"""

from __future__ import annotations

import enum
import hashlib
import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

EVENING = 24 * 3600.0  # seconds a link lives: an evening, past midnight
LINK_BYTES = 24  # 192 bits in a link's token
DEVICE_BYTES = 32  # 256 bits in a device's cookie
MOST_DEVICES = 1000  # beyond this the device seen longest ago is forgotten


class Role(enum.Enum):
    """What a link lets its holder do."""

    FOLLOW = "follow"  # read one table's sheet
    SCORE = "score"  # enter deals at one table (the follow page for now)
    ORGANISER = "organiser"  # every table, the links, the devices


@dataclass(frozen=True)
class Grant:
    """A role, at one table (``None`` for the organiser, who sees every table)."""

    role: Role
    table: int | None = None

    @property
    def scope(self) -> str:
        """``follow:5``, ``score:5``, ``organiser``: what a CSRF token is bound to."""
        return self.role.value if self.table is None else f"{self.role.value}:{self.table}"


@dataclass(frozen=True)
class Link:
    """A link handed out: its token (the last segment of its URL) and grant."""

    token: str
    grant: Grant
    expires: float  # the keyring's clock

    @property
    def path(self) -> str:
        """``/follow/TOKEN``: the link's path on the server."""
        return f"/{self.grant.role.value}/{self.token}"


@dataclass
class Device:
    """A browser that opened a link: its cookie's secret and what it may do."""

    id: str  # public: the organiser's list names a device by it
    secret: str = field(repr=False)  # the cookie's value
    csrf_key: bytes = field(repr=False)
    address: str
    last_seen: float
    grants: dict[Grant, float] = field(default_factory=dict)  # grant -> expiry


def digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).digest()


class Keyring:
    """The links and devices of one evening (see the module docstring)."""

    def __init__(self, *, lifetime: float = EVENING, clock: Callable[[], float] = time.time):
        self._lifetime, self._clock = lifetime, clock
        self._lock = threading.Lock()
        self._links: dict[bytes, Link] = {}
        self._devices: dict[bytes, Device] = {}
        self._ended = False
        self._hidden = False
        self.generation = 0  # moves when a device is revoked, the evening ends, standings hide
        self.roster = 0  # moves when a phone opens a link
        self.organiser = self._issue(Grant(Role.ORGANISER))

    def _issue(self, grant: Grant) -> Link:
        link = Link(secrets.token_urlsafe(LINK_BYTES), grant, self._clock() + self._lifetime)
        with self._lock:
            self._links[digest(link.token)] = link
        return link

    def share(self, table: int) -> tuple[Link, Link]:
        """The follow and the score link of ``table`` (made once; asked again, the same)."""
        found = {k.grant.role: k for k in self.links() if k.grant.table == table}
        if not found:
            found = {r: self._issue(Grant(r, table)) for r in (Role.FOLLOW, Role.SCORE)}
        return found[Role.FOLLOW], found[Role.SCORE]

    def links(self) -> list[Link]:
        """Every link still valid, in the order they were made."""
        with self._lock:
            return [k for k in self._links.values() if self._alive(k.expires)]

    def tables(self) -> list[int]:
        """The tables shared, in the order they were shared."""
        return list(dict.fromkeys(k.grant.table for k in self.links() if k.grant.table is not None))

    def link(self, token: str) -> Link | None:
        """The valid link of ``token``, or ``None`` (wrong, expired, the evening ended)."""
        with self._lock:
            found = self._links.get(digest(token))
        return found if found is not None and self._alive(found.expires) else None

    def seconds_left(self, expires: float) -> int:
        """Whole seconds until ``expires`` (a cookie's ``Max-Age``), at least 1."""
        return max(1, int(expires - self._clock()))

    def _alive(self, expires: float) -> bool:
        return not self._ended and self._clock() < expires

    def visit(self, link: Link, secret: str | None, address: str) -> Device:
        """The device that opened ``link``: the one of cookie ``secret`` when it is
        valid, else a new one; it gains the link's grant."""
        device = self.device(secret) if secret else None
        with self._lock:
            if device is None:
                device = self._new_device(address)
            if link.grant not in device.grants:
                self.roster += 1
            device.grants[link.grant] = link.expires
        return device

    def _new_device(self, address: str) -> Device:
        secret = secrets.token_urlsafe(DEVICE_BYTES)
        device = Device(secrets.token_hex(8), secret, secrets.token_bytes(32), address, 0.0)
        device.last_seen = self._clock()
        if len(self._devices) >= MOST_DEVICES:
            oldest = min(self._devices, key=lambda d: self._devices[d].last_seen)
            del self._devices[oldest]
        self._devices[digest(secret)] = device
        return device

    def device(self, secret: str) -> Device | None:
        """The device whose cookie is ``secret``, with its grants still valid, or
        ``None``; it was seen now."""
        with self._lock:
            device = self._devices.get(digest(secret))
            if device is None or not self._valid(device):
                return None
            device.last_seen = self._clock()
            return device

    def _valid(self, device: Device) -> bool:
        """Drop the device's expired grants; whether any is left (under the lock)."""
        now = self._clock()
        device.grants = {g: t for g, t in device.grants.items() if now < t}
        return bool(device.grants) and not self._ended

    def devices(self) -> list[Device]:
        """The devices holding a valid grant (the organiser's list), as last seen."""
        with self._lock:
            return [d for d in self._devices.values() if self._valid(d)]

    def revoke_device(self, device_id: str) -> bool:
        """Forget the device ``device_id``: its cookie opens nothing any more.
        ``False`` when no such device was known."""
        with self._lock:
            gone = [k for k, d in self._devices.items() if d.id == device_id]
            for key in gone:
                del self._devices[key]
            self.generation += 1
        return bool(gone)

    def end_evening(self) -> None:
        """Every link and every device expires now; nothing opens any page again."""
        with self._lock:
            self._ended = True
            self._links.clear()
            self._devices.clear()
            self.generation += 1

    @property
    def ended(self) -> bool:
        """The evening was ended (:meth:`end_evening`)."""
        return self._ended

    @property
    def standings_hidden(self) -> bool:
        """The organiser hid the running standings from the follow and score pages."""
        return self._hidden

    def hide_standings(self, hidden: bool) -> None:
        """Hide (``True``) or show again the running standings on the follow and
        score pages; open pages change at once (the organiser's page never hides)."""
        with self._lock:
            if self._hidden != hidden:
                self._hidden = hidden
                self.generation += 1

    def csrf(self, device: Device, grant: Grant) -> str:
        """The CSRF token of ``device`` for the changes of ``grant``."""
        mac = hmac.new(device.csrf_key, grant.scope.encode(), hashlib.sha256)
        return mac.hexdigest()

    def csrf_ok(self, device: Device, token: str, grant: Grant | None = None) -> bool:
        """``token`` is the CSRF token of ``device`` for ``grant`` (``None``: for
        any of its grants, the changes of the device itself, as forgetting it)."""
        tokens = [self.csrf(device, g) for g in ([grant] if grant else device.grants)]
        return any(hmac.compare_digest(token.encode(), t.encode()) for t in tokens)
