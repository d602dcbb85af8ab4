"""The organiser's page in a real browser (headless chromium, a laptop's
1280×800): live without reloading when a deal is stored through the store (as
the window or the CLI stores it) and when a phone enters a deal (pending, with
Discard); its buttons work as plain forms."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from scorekeeper.serve import Role
from tests.serve.browser import in_ci, phone, unavailable
from tests.serve.conftest import next_deal
from tests.serve.test_browser import text_of, wait_for
from tests.serve.test_deals import bearer


@pytest.fixture
def laptop() -> Iterator[Any]:
    reason = unavailable()
    if reason is not None:
        if in_ci():
            pytest.fail(reason)
        pytest.skip(reason)
    driver = phone(width=1280, height=800)
    try:
        yield driver
    finally:
        driver.quit()


def test_the_organiser_s_page_follows_the_tables_live(served, laptop):
    base = served.handle.address.base
    laptop.get(base + served.link(Role.ORGANISER))
    assert laptop.current_url == f"{base}/organiser"
    card = f"#table-{served.table}"
    assert wait_for(lambda: "Live" in text_of(laptop, "#status"), 10)
    assert "Deals: 3" in text_of(laptop, card)
    laptop.execute_script("window.notReloaded = true")
    served.add_deal()  # through the store, as the window or the CLI
    assert wait_for(lambda: "Deals: 4" in text_of(laptop, card), 10), text_of(laptop, card)
    body = json.dumps(next_deal(4)).encode()
    answer = served.client.post(
        f"/table/{served.table}/score/deals", headers=bearer(served), body=body
    )
    assert answer.status == 202  # a phone entered the next deal: pending
    pending = json.loads(answer.body)["pending"]
    shown = wait_for(lambda: "Entered on a program" in text_of(laptop, card + " .pending"), 10)
    assert shown, text_of(laptop, card)
    phone_cookie = served.client.enter(served.link(Role.FOLLOW, served.other))
    assert phone_cookie
    listed = wait_for(lambda: f"session {served.other}: follows" in text_of(laptop, ".phones"), 20)
    assert listed, text_of(laptop, ".phones")
    assert laptop.execute_script("return window.notReloaded") is True
    # the buttons are forms: Discard, then the standings' switch
    button = f"form[action='/organiser/pending/{pending}/cancel'] button"
    click(laptop, button)
    assert wait_for(lambda: served.writer.pending_deals(served.table) == [], 10)
    assert wait_for(lambda: "No deal is waiting" in text_of(laptop, card), 10)
    click(laptop, "#standings")
    assert wait_for(lambda: served.keyring.standings_hidden, 10)
    assert wait_for(lambda: "Show running standings" in text_of(laptop, "#standings"), 10)


def click(browser: Any, selector: str) -> None:
    """Click the element ``selector`` picks, found and clicked in one step (the
    live script may replace the page's part between two steps)."""
    browser.execute_script("document.querySelector(arguments[0]).click()", selector)
