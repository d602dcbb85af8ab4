"""New versions, asked politely: one HTTPS request to the project's release feed,
and only when the player turned "check for new versions" on (Settings; off until
then). The window asks at start, on the welcome screen, at most once a day
(:func:`due`); never while a session is being played. Without network, or with an
answer it cannot read, there is simply no news (:func:`newer_release` is
``None``): nothing is said. Standard library only.

The feed is GitHub's "latest release" of the project, as JSON
(``tag_name`` such as ``v0.2.0``, ``html_url`` the release's page, where the
bundles are: docs/install.md).
"""

from __future__ import annotations

import json
import re
import urllib.request
from dataclasses import dataclass
from datetime import datetime, timedelta
from urllib.parse import urlsplit

RELEASE_FEED = "https://api.github.com/repos/trickscorekeeper/scorekeeper/releases/latest"
RELEASES_PAGE = "https://github.com/trickscorekeeper/scorekeeper/releases"
INTERVAL = timedelta(days=1)  # at most one request a day
TIMEOUT = 5.0  # seconds: a slow network is no network
_VERSION = re.compile(r"^v?(\d+(?:\.\d+)*)$")
_LOOPBACK = "127.0.0.1"  # a test's fake feed; anything else must be HTTPS


@dataclass(frozen=True)
class Release:
    version: str  # "0.2.0"
    url: str  # the release's page


def version_key(text: str) -> tuple[int, ...] | None:
    """``"v0.10.1"`` -> ``(0, 10, 1)``; ``None`` for anything else (a pre-release
    tag, a name): only plain releases count."""
    found = _VERSION.match(text.strip())
    if found is None:
        return None
    numbers = [int(n) for n in found.group(1).split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()  # 0.2 == 0.2.0
    return tuple(numbers)


def due(last_checked: datetime | None, now: datetime) -> bool:
    """Whether a day has passed since the last check (or there was none; or the
    clock was set back)."""
    return last_checked is None or not (last_checked <= now < last_checked + INTERVAL)


def newer_release(current: str, feed: str = RELEASE_FEED) -> Release | None:
    """The feed's latest release when it is newer than ``current``, else ``None``;
    ``None`` too when the feed cannot be reached or read."""
    try:
        answer = _fetch(feed)
        tag, page = str(answer["tag_name"]), str(answer.get("html_url") or RELEASES_PAGE)
    except (OSError, ValueError, KeyError, TypeError):  # no network, a bad answer
        return None
    latest, mine = version_key(tag), version_key(current)
    if latest is None or mine is None or latest <= mine or not page.startswith("https://"):
        return None
    return Release(tag.lstrip("v"), page)


def _fetch(feed: str) -> dict[str, object]:
    parts = urlsplit(feed)
    if parts.scheme != "https" and parts.hostname != _LOOPBACK:
        raise ValueError(f"release feed must be HTTPS: {feed}")
    request = urllib.request.Request(
        feed, headers={"Accept": "application/vnd.github+json", "User-Agent": "scorekeeper"}
    )
    with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
        loaded = json.loads(response.read(1_000_000))
    if not isinstance(loaded, dict):
        raise ValueError("release feed: not an object")
    return loaded
