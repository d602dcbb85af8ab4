"""Issue 26, "Done when": three phones at one table, in real browsers (headless
chromium, 360×640). Phone A follows the table; phone B opens the score link, fills
in the deal form (its live preview follows) and submits it: B sees the summary, A's
sheet does not show the deal; phone C, an opponent, opens the score link, the
summary, and accepts: A's sheet shows the deal without reloading, with the totals
worked out by hand below. The tests wait for what they expect (generously); they
never time anything."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.serve import Keyring, Role, create_app, start_server
from scorekeeper.storage import open_store
from tests.serve.browser import in_ci, phone, unavailable
from tests.serve.test_browser import text_of, wait_for

PLAYERS = ["Ann", "Ben", "Cai", "Dee", "Eve"]
# Ultimate without partners (docs/rules/ultimate.md). Deal 1, stored by the window: Ann
# bids 30 and takes 20 points, short of her bid: each defender scores ⌊30 / 2⌋ = 15,
# Ann 0. The dealer passes to the left: Eve dealt, Ann deals deal 2.
FIRST = {"dealer": "Eve", "declarer": "Ann", "bid": 30, "trump": "spades"}
FIRST["result"] = {"declarer_points": 20}
# Deal 2, entered on phone B: Cai bids 45 in hearts and takes 50 ≥ 45: Cai +45,
# the others 0. Totals after it: Ann 0, Ben 15, Cai 15 + 45 = 60, Dee 15, Eve 15.
SECOND = {"dealer": "Ann", "declarer": "Cai", "bid": 45, "trump": "hearts"}
SECOND["result"] = {"declarer_points": 50}
TOTALS = {"Ann": "0", "Ben": "15", "Cai": "60", "Dee": "15", "Eve": "15"}
WAIT = 20  # seconds: generous; nothing is timed


@pytest.fixture
def phones() -> Iterator[list[Any]]:
    reason = unavailable()
    if reason is not None:
        if in_ci():
            pytest.fail(reason)
        pytest.skip(reason)
    drivers: list[Any] = []
    try:
        for _ in range(3):
            drivers.append(phone())
        yield drivers
    finally:
        for driver in drivers:
            driver.quit()


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[str, Keyring, int, Any]]:
    database = str(tmp_path / "club.sqlite")
    with open_store(database) as writer:
        record = {"game": "ultimate", "players": PLAYERS, "first_dealer": "Eve", "rules": {}}
        session = writer.create_session({**record, "deals": [FIRST]})
        keyring = Keyring()
        keyring.share(session)
        with open_store(database) as store:
            handle = start_server(create_app(store, keyring), "127.0.0.1", 0)
            try:
                yield handle.address.base, keyring, session, writer
            finally:
                handle.stop()


def link(keyring: Keyring, role: Role) -> str:
    return next(k.path for k in keyring.links() if k.grant.role is role)


def sides(browser: Any) -> dict[str, str]:
    """Each player's score as the follow page's top shows it, read in one step."""
    script = """return Array.from(document.querySelectorAll('#live .sides li')).map(
        li => [li.querySelector('.name').innerText, li.querySelector('.score').innerText]);"""
    return dict(browser.execute_script(script))


def choose(browser: Any, name: str, value: str) -> None:
    from selenium.webdriver.support.select import Select

    Select(browser.find_element("name", name)).select_by_value(value)


def click(browser: Any, selector: str) -> bool:
    """Clicks the first element ``selector`` picks, if there is one now: the live
    script may replace the pending list between finding and clicking (a stale
    element), and then the next try finds the new one."""
    from selenium.common.exceptions import StaleElementReferenceException

    try:
        found = browser.find_elements("css selector", selector)
        if found:
            found[0].click()
            return True
    except StaleElementReferenceException:
        pass
    return False


def href_of(browser: Any, selector: str) -> str:
    """The address of the first link ``selector`` picks ('' if none), read in one
    step (the live script may replace the element between finding and reading)."""
    script = "const e = document.querySelector(arguments[0]); return e ? e.href : '';"
    return str(browser.execute_script(script, selector))


def type_in(browser: Any, name: str, text: str) -> None:
    field = browser.find_element("name", name)
    field.clear()
    field.send_keys(text)


def test_a_phone_enters_a_deal_an_opponent_accepts_it_and_a_follower_sees_it(table, phones):
    base, keyring, session, writer = table
    a, b, c = phones
    a.get(base + link(keyring, Role.FOLLOW))
    assert wait_for(lambda: text_of(a, "#status"), WAIT)  # live
    a.execute_script("window.notReloaded = true")
    before = {"Ann": "0", "Ben": "15", "Cai": "15", "Dee": "15", "Eve": "15"}
    assert sides(a) == before

    # B fills in the form; the preview follows as it is filled (Cai +45, total 60)
    b.get(base + link(keyring, Role.SCORE))
    assert b.current_url == f"{base}/table/{session}/score"
    assert b.find_element("name", "dealer").get_attribute("value") == "Ann"  # the rotation's
    choose(b, "declarer", "Cai")
    type_in(b, "bid", "45")
    choose(b, "trump", "1")  # hearts
    type_in(b, "result.declarer_points", "50")
    assert b.execute_script("return document.documentElement.scrollWidth") <= 360  # fits
    previewed = wait_for(lambda: "+45" in text_of(b, "#preview"), WAIT)
    assert previewed, text_of(b, "#preview")
    assert "60" in text_of(b, "#preview")
    b.find_element("css selector", "form.deal-form button.primary").click()
    assert wait_for(lambda: "/pending/" in b.current_url, WAIT), b.current_url
    assert b.execute_script("return document.documentElement.scrollWidth") <= 360
    summary = text_of(b, "#summary")
    assert "+45" in summary and "Deal 2" in summary
    assert len(writer.session_json(session)["deals"]) == 1  # pending: not stored

    # A's sheet: still one deal, the same totals
    assert "Deal 1:" in text_of(a, ".deal") and sides(a) == before

    # C, an opponent of Cai, opens the score link and the pending deal's summary
    c.get(base + link(keyring, Role.SCORE))
    check = wait_for(lambda: click(c, "#pending a.button"), WAIT)
    assert check, text_of(c, "main")
    assert wait_for(lambda: c.find_elements("name", "by"), WAIT)
    options = c.find_elements("css selector", "select[name=by] option")
    offered = [o.get_attribute("value") for o in options]
    assert offered == ["Ann", "Ben", "Dee", "Eve"]  # not Cai, who declared
    choose(c, "by", "Dee")
    c.find_element("id", "accept").click()
    assert wait_for(lambda: c.current_url.endswith(f"/table/{session}/score"), WAIT)

    # A sees deal 2 and the new totals without reloading
    shown = wait_for(lambda: sides(a) == TOTALS, WAIT)
    assert shown, sides(a)
    assert "Deal 2:" in text_of(a, ".deal")
    assert a.execute_script("return window.notReloaded") is True
    stored = [
        {k: v for k, v in d.items() if k != "id"} for d in writer.session_json(session)["deals"]
    ]
    assert stored == [FIRST, SECOND]


def test_a_deal_entered_on_one_phone_shows_as_pending_on_another_without_reloading(table, phones):
    """C's score page is open before B enters deal 2: its list of pending deals
    follows through the page's event stream (a ``pending`` event), with no reload;
    reloaded, the server renders the same list (scripts off)."""
    base, keyring, session, writer = table
    _, b, c = phones
    c.get(base + link(keyring, Role.SCORE))
    assert wait_for(lambda: text_of(c, "#status"), WAIT)  # live
    assert c.find_elements("css selector", "#pending") == []  # nothing pending yet
    c.execute_script("window.notReloaded = true")

    b.get(base + link(keyring, Role.SCORE))
    choose(b, "declarer", "Cai")
    type_in(b, "bid", "45")
    choose(b, "trump", "1")  # hearts
    type_in(b, "result.declarer_points", "50")
    b.find_element("css selector", "form.deal-form button.primary").click()
    assert wait_for(lambda: "/pending/" in b.current_url, WAIT), b.current_url
    pending_id = b.current_url.rsplit("/", 1)[1]

    listed = wait_for(lambda: href_of(c, "#pending a.button"), WAIT)  # read in one step
    assert listed, text_of(c, "main")
    assert listed.endswith(f"/score/pending/{pending_id}")
    assert "Deal 2" in text_of(c, "#pending")
    assert c.execute_script("return window.notReloaded") is True
    c.refresh()
    assert "Deal 2" in text_of(c, "#pending")  # rendered by the server too
    assert len(writer.session_json(session)["deals"]) == 1  # pending: not stored
