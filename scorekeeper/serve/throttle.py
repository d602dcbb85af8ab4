"""Guessing links, slowed down: after :data:`LIMIT` wrong links in :data:`WINDOW`
seconds from one address, every request of that address that needs a link or a
cookie is refused (429, with ``Retry-After``) until the oldest of those failures
is a minute old. A right link is refused too while the address is held back:
otherwise the one right guess would still be told apart from the wrong ones.

A link carries 192 random bits, so guessing cannot succeed anyway; the throttle
keeps a phone (or a script) on the club's Wi-Fi from hammering the laptop, and
says so. At most :data:`MOST_ADDRESSES` addresses are remembered (the one that
failed longest ago is forgotten first), so the memory it takes is bounded.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

LIMIT = 20  # wrong links ...
WINDOW = 60.0  # ... in this many seconds from one address, then 429
MOST_ADDRESSES = 4096


class Throttle:
    def __init__(
        self,
        *,
        limit: int = LIMIT,
        window: float = WINDOW,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._limit, self._window, self._clock = limit, window, clock
        self._failures: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def wait(self, address: str) -> int:
        """Seconds ``address`` must wait before trying a link again (0: it may now)."""
        with self._lock:
            times = self._recent(address)
            if len(times) < self._limit:
                return 0
            return max(1, int(times[0] + self._window - self._clock() + 0.999))

    def failed(self, address: str) -> None:
        """``address`` sent a wrong, revoked or expired link (or cookie)."""
        with self._lock:
            times = self._recent(address)
            times.append(self._clock())
            self._failures.pop(address, None)
            self._failures[address] = times  # the newest failure last: evicted last
            while len(self._failures) > MOST_ADDRESSES:
                del self._failures[next(iter(self._failures))]

    def _recent(self, address: str) -> deque[float]:
        times = self._failures.get(address, deque())
        since = self._clock() - self._window
        while times and times[0] <= since:
            times.popleft()
        return times
