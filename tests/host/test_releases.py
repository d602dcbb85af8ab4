"""The release feed, asked politely (scorekeeper/host/releases.py): a newer
plain release is news; the same, an older one, a pre-release, no network or an
unreadable answer are not; only HTTPS (or a test's loopback feed) is asked."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from scorekeeper.host import releases
from tests.host.release_feed import fake_feed, unreachable_url


@pytest.mark.parametrize(
    ("tag", "current", "news"),
    [
        ("v0.2.0", "0.1.0", "0.2.0"),
        ("v0.10.0", "0.9.3", "0.10.0"),  # 10 > 9 as numbers, not as text
        ("0.1.1", "0.1.0", "0.1.1"),  # a tag without the v
        ("v0.1.0", "0.1.0", None),
        ("v0.1", "0.1.0", None),  # 0.1 is 0.1.0
        ("v0.0.9", "0.1.0", None),
        ("v0.2.0rc1", "0.1.0", None),  # a pre-release is not offered
    ],
    ids=["newer", "numeric", "no-v", "same", "same-shorter", "older", "pre-release"],
)
def test_only_a_newer_plain_release_is_news(tag: str, current: str, news: str | None) -> None:
    with fake_feed(tag) as feed:
        release = releases.newer_release(current, feed.url)
        assert len(feed.requests) == 1
    assert (release.version if release else None) == news
    if release is not None:
        assert release.url.endswith(f"/releases/tag/{tag}")


def test_no_network_is_no_news() -> None:
    assert releases.newer_release("0.1.0", unreachable_url()) is None


def test_an_unreadable_answer_is_no_news() -> None:
    with fake_feed("v9.0.0") as feed:
        feed.body = b"<html>rate limited</html>"
        assert releases.newer_release("0.1.0", feed.url) is None
        feed.body = b'["v9.0.0"]'
        assert releases.newer_release("0.1.0", feed.url) is None


def test_only_https_is_asked_beyond_the_loopback() -> None:
    assert str(releases.release_feed()).startswith("https://api.github.com/repos/")
    with fake_feed("v9.0.0") as feed:
        plain = feed.url.replace("127.0.0.1", "localhost")
        assert releases.newer_release("0.1.0", plain) is None
        assert feed.requests == []


def test_at_most_once_a_day() -> None:
    last = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
    assert releases.due(None, last)
    assert not releases.due(last, last)
    assert not releases.due(last, last + timedelta(hours=23, minutes=59))
    assert releases.due(last, last + timedelta(days=1))
    assert releases.due(last, last - timedelta(minutes=1))  # the clock was set back


# -- where the releases are: one address, pyproject's [project.urls] Releases ----------------


def test_the_feed_is_the_release_page_pyproject_names_as_the_metadata_carries_it() -> None:
    """A release sets one address (docs/install.md, "Making a release"); the wheel's
    and the bundle's metadata carry it, and the feed is that repository's."""
    import tomllib
    from pathlib import Path

    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    page = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["urls"]["Releases"]
    assert releases.releases_page() == page
    assert releases.release_feed() == releases.feed_of(page) is not None


@pytest.mark.parametrize(
    ("page", "feed"),
    [
        ("https://github.com/o/r/releases", "https://api.github.com/repos/o/r/releases/latest"),
        (
            "https://github.com/a-b/c.d_e/releases/",
            "https://api.github.com/repos/a-b/c.d_e/releases/latest",
        ),
        ("http://github.com/o/r/releases", None),  # not HTTPS
        ("https://github.com/o/r", None),  # the repository, not its release page
        ("https://example.org/o/r/releases", None),  # not GitHub: no feed known
        ("https://github.com/o/r/releases/../../../x/y/releases", None),
    ],
)
def test_the_feed_of_a_release_page(page: str, feed: str | None) -> None:
    assert releases.feed_of(page) == feed


def test_without_a_release_page_nothing_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    import scorekeeper

    monkeypatch.setattr(scorekeeper, "project_url", lambda label: None)  # not installed
    assert releases.releases_page() is None and releases.release_feed() is None
