"""A phone for the tests: Debian's ``chromium`` headless, driven by Selenium
through Debian's ``chromium-driver`` (``/usr/bin/chromedriver``; nothing is
downloaded), its screen 360×640 CSS pixels, its language and colour scheme
chosen. :func:`unavailable` says why there is none; the fixture skips then,
except in CI (``CI=true``), where it fails: ``.ci/run`` installs both packages."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
DRIVER = "/usr/bin/chromedriver"
MISSING = "no chromium and chromium-driver: apt-get install chromium chromium-driver"


def binary() -> str | None:
    found = [p for p in CHROMIUM if Path(p).exists()] or [shutil.which("chromium") or ""]
    return found[0] or None


def unavailable() -> str | None:
    if binary() is None or not Path(DRIVER).exists():
        return MISSING
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed: pip install -e '.[test]'"
    return None


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def phone(language: str = "en", dark: bool = False, width: int = 360, height: int = 640) -> Any:
    """A headless chromium the size of a phone, asking for ``language`` first."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = binary() or ""
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-extensions",
        f"--lang={language}",
        f"--window-size={width},{height}",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    metrics = {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    scheme = [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": scheme})
    return driver
