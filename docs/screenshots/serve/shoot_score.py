"""The score page as a phone shows it (``docs/serve.md``, "The score page"): the
form being filled in with its live preview, a refused deal with the error at its
field, and the pending deal's summary; in English and Japanese, light and dark
(chromium's ``prefers-color-scheme`` emulation), 360×640 CSS pixels at a device
scale of 2. Debian's chromium and chromium-driver, driven by Selenium:

    apt-get install -y chromium chromium-driver fonts-noto-cjk
    .venv/bin/python docs/screenshots/serve/shoot_score.py

Stores the Ultimate example evening (its first three deals) in a temporary
database, serves it on 127.0.0.1 and writes ``score-*.png``, ``score-error-*.png``
and ``pending-*.png`` beside this script. Each phone opens the score link itself.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.select import Select

from scorekeeper.host.shipped import RESOURCES
from scorekeeper.serve import Keyring, Role, create_app, start_server
from scorekeeper.storage import open_store

HERE = Path(__file__).resolve().parent


def phone(language: str, dark: bool) -> Any:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"):
        options.add_argument(flag)
    options.add_argument(f"--lang={language}")
    options.add_argument("--window-size=360,640")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    metrics = {"width": 360, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    scheme = {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [scheme]})
    return driver


def until(check: Any, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        time.sleep(0.1)


def fill(driver: Any, bid: str) -> None:
    """The example's players: 高橋 翔 declares, 田中 陽子 holds the jack of clubs."""
    Select(driver.find_element("name", "declarer")).select_by_value("高橋 翔")
    for name, text in (("bid", bid), ("partner_card", "JC"), ("result.declarer_points", "58")):
        field = driver.find_element("name", name)
        field.clear()
        field.send_keys(text)
    Select(driver.find_element("name", "trump")).select_by_value("3")
    Select(driver.find_element("name", "partner")).select_by_value("田中 陽子")


def save(driver: Any, name: str) -> None:
    out = HERE / name
    out.write_bytes(driver.get_screenshot_as_png())
    print(f"wrote {out.name}")


def shoot(link: str, language: str, dark: bool) -> None:
    theme = "dark" if dark else "light"
    driver = phone(language, dark)
    try:
        driver.get(link)
        fill(driver, "150")  # beyond the highest bid, 100: refused at its field
        driver.find_element("css selector", "form.deal-form button.primary").click()
        until(lambda: driver.find_elements("css selector", "fieldset.invalid"))
        driver.execute_script(
            "document.querySelector('fieldset.invalid').scrollIntoView({block: 'center'})"
        )
        save(driver, f"score-error-{language}-{theme}.png")
        fill(driver, "55")
        until(lambda: "+55" in driver.find_element("id", "preview").text)
        driver.execute_script("document.getElementById('f-partner').scrollIntoView()")
        save(driver, f"score-{language}-{theme}.png")
        driver.find_element("css selector", "form.deal-form button.primary").click()
        until(lambda: "/pending/" in driver.current_url)
        save(driver, f"pending-{language}-{theme}.png")
        driver.find_element("id", "cancel").click()  # the next shot enters it again
        until(lambda: driver.current_url.endswith("/score"))
    finally:
        driver.quit()


def main() -> int:
    record = json.loads((RESOURCES / "examples" / "ultimate.json").read_text("utf-8"))
    record["deals"] = record["deals"][:3]
    with tempfile.TemporaryDirectory() as folder, open_store(f"{folder}/club.sqlite") as store:
        keyring = Keyring()
        keyring.share(store.create_session(record))
        handle = start_server(create_app(store, keyring), "127.0.0.1", 0)
        try:
            score = next(url for role, _, url in handle.app.links() if role is Role.SCORE)
            for language in ("en", "ja"):
                for dark in (False, True):
                    shoot(score, language, dark)
        finally:
            handle.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
