"""New versions, asked politely: one HTTPS request to the project's release feed,
and only when the player turned "check for new versions" on (Settings; off until
then). The window asks at start, on the welcome screen, at most once a day
(:func:`due`); never while a session is being played. Without network, or with an
answer it cannot read, there is simply no news (:func:`newer_release` is
``None``): nothing is said. Standard library only.

Where the releases are is one fact, set by whoever publishes a release: the
``Releases`` address of pyproject's ``[project.urls]``, the project's release page
on GitHub (``https://github.com/OWNER/REPO/releases``), which the wheel's and the
bundle's metadata carry (``Project-URL``; :func:`releases_page`). The feed is that
repository's "latest release" as GitHub's API gives it, as JSON (``tag_name`` such
as ``v0.2.0``, ``html_url`` the release's page, where the bundles are:
docs/install.md, "Making a release"). Without that address, or with one that is
not a GitHub release page, there is no feed and nothing is asked.
"""

from __future__ import annotations

import json
import re
import urllib.request
from dataclasses import dataclass
from datetime import datetime, timedelta
from urllib.parse import urlsplit

INTERVAL = timedelta(days=1)  # at most one request a day
TIMEOUT = 5.0  # seconds: a slow network is no network
_VERSION = re.compile(r"^v?(\d+(?:\.\d+)*)$")
_LOOPBACK = "127.0.0.1"  # a test's fake feed; anything else must be HTTPS
_GITHUB_PAGE = re.compile(r"https://github\.com/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+)/releases/?")
LABEL = "Releases"  # pyproject's [project.urls] entry


def releases_page() -> str | None:
    """The project's release page, as the installed metadata says it (pyproject's
    ``[project.urls]`` ``Releases``), or ``None``."""
    from scorekeeper import project_url

    return project_url(LABEL)


def feed_of(page: str) -> str | None:
    """The latest-release feed of the GitHub repository whose release page is
    ``page``: ``https://github.com/o/r/releases`` ->
    ``https://api.github.com/repos/o/r/releases/latest``; ``None`` for any other address."""
    found = _GITHUB_PAGE.fullmatch(page.strip())
    if found is None:
        return None
    owner, repository = found.groups()
    return f"https://api.github.com/repos/{owner}/{repository}/releases/latest"


def release_feed() -> str | None:
    """The feed the update check asks: the release page's (:func:`feed_of`), or ``None``."""
    page = releases_page()
    return None if page is None else feed_of(page)


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


def newer_release(current: str, feed: str) -> Release | None:
    """The feed's latest release when it is newer than ``current``, else ``None``;
    ``None`` too when the feed cannot be reached or read."""
    try:
        answer = _fetch(feed)
        tag, page = str(answer["tag_name"]), str(answer.get("html_url") or releases_page())
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
