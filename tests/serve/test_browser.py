"""The follow page in a real browser (headless chromium, 360×640): it opens from
its link (the token leaves the address bar), fits the screen, follows the phone's
colour scheme, and shows a deal stored by another program without reloading."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest

from scorekeeper.serve import Role
from tests.serve.browser import in_ci, phone, unavailable


@pytest.fixture
def browser() -> Iterator[Any]:
    reason = unavailable()
    if reason is not None:
        if in_ci():
            pytest.fail(reason)
        pytest.skip(reason)
    driver = phone()
    try:
        yield driver
    finally:
        driver.quit()


def wait_for(condition: Any, timeout: float) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.05)
    return condition()


def text_of(browser: Any, selector: str) -> str:
    """The shown text of the first element ``selector`` picks, read in one step: the
    live script replaces the sheet's elements, so an element found first and read
    after may be gone in between (Selenium's stale element)."""
    script = "const e = document.querySelector(arguments[0]); return e ? e.innerText : '';"
    return str(browser.execute_script(script, selector))


def test_the_page_follows_a_deal_without_reloading(served, browser):
    base = served.handle.address.base
    browser.get(base + served.link(Role.FOLLOW))
    assert browser.current_url == f"{base}/table/{served.table}"  # the token is gone
    assert browser.execute_script("return document.cookie") == ""  # HttpOnly
    live = wait_for(lambda: text_of(browser, "#status"), 10)
    assert live == "Live: new deals appear as they are stored."
    browser.execute_script("window.notReloaded = true")
    number = served.add_deal()
    heading = f"Deal {number}:"
    shown = wait_for(lambda: heading in text_of(browser, ".deal"), 10)
    assert shown, text_of(browser, ".deal")
    assert browser.execute_script("return window.notReloaded") is True


def test_the_page_fits_a_phone_and_follows_its_colour_scheme(served, browser):
    browser.get(served.handle.address.base + served.link(Role.FOLLOW))
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert browser.execute_script("return window.innerWidth") == 360
    assert width <= 360  # the sheet scrolls inside its own box, the page does not
    size = browser.execute_script(
        "return parseFloat(getComputedStyle(document.querySelector('td')).fontSize)"
    )
    assert size >= 14
    light = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "dark"}]},
    )
    dark = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert _brightness(light) > 200 and _brightness(dark) < 60


def test_the_page_says_when_it_lost_the_server(served, browser):
    browser.get(served.handle.address.base + served.link(Role.FOLLOW))
    wait_for(lambda: text_of(browser, "#status"), 10)
    served.keyring.end_evening()  # the stream ends; the browser's reconnect is refused
    said = wait_for(lambda: "reload" in text_of(browser, "#status"), 15)
    assert said, text_of(browser, "#status")


def _brightness(colour: str) -> float:
    """``rgb(12, 34, 56)`` -> the mean of its channels."""
    channels = [float(c) for c in colour[colour.index("(") + 1 : -1].split(",")[:3]]
    return sum(channels) / 3


def test_a_link_tapped_on_another_site_s_page_opens(served, browser):
    """The cookie is SameSite=Strict, so the browser does not send it on the
    redirect of a navigation another site started (a link in a web chat): the page
    reloads itself once, as this site's own navigation, and the cookie comes."""
    url = served.handle.address.base + served.link(Role.FOLLOW)
    browser.get("data:text/html," + quote(f'<a id="go" href="{url}">the table</a>'))
    browser.find_element("id", "go").click()
    shown = wait_for(lambda: browser.find_elements("css selector", ".sides"), 10)
    assert shown and browser.current_url.endswith(f"/table/{served.table}")
