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
    assert releases.RELEASE_FEED.startswith("https://api.github.com/repos/")
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
