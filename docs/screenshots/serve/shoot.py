"""The phones' pages as a phone shows them: headless chromium's ``--screenshot`` of
a real server (``docs/serve.md``), 360×640 CSS pixels at a device scale of 2.

    apt-get install -y chromium fonts-noto-cjk
    PYTHONPATH=. .venv/bin/python docs/screenshots/serve/shoot.py  # tests/: Selenium, for the form

Stores the Ulti example evening and the Marjapussi one in a temporary database,
serves them on 127.0.0.1, and writes ``follow-<lang>-<theme>.png`` (English and
Japanese, light and dark), ``follow-en-hidden.png`` (the running standings
hidden) and ``organiser-<phone|desktop>-<en|hu>-<theme>.png`` (360×640 and
1280×800, with two phones listed and a deal pending) and ``correct-en-light.png``
(a Marjapussi deal's correction form) beside this script. Each
shot opens the link itself, as a phone scanning its code does: the token is swapped
for a cookie and the browser follows the redirect to the page.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from scorekeeper.host.shipped import RESOURCES
from scorekeeper.serve import Keyring, Role, create_app, start_server
from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store

HERE = Path(__file__).resolve().parent
CHROMIUM = "/usr/bin/chromium"


def shoot(
    url: str,
    out: Path,
    language: str,
    dark: bool,
    height: int = 640,
    width: int = 360,
    scale: int = 2,
) -> None:
    flags = [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        f"--lang={language}",
        f"--accept-lang={language}",
        f"--window-size={width},{height}",
        f"--force-device-scale-factor={scale}",
        f"--screenshot={out}",
    ]
    if dark:
        flags.append("--force-dark-mode")  # the page's prefers-color-scheme: dark
    run = subprocess.run([CHROMIUM, *flags, url], capture_output=True, text=True, timeout=60)
    if not out.exists():
        sys.exit(f"no screenshot of {url}: {run.stderr[-500:]}")
    print(f"wrote {out.relative_to(Path.cwd())}")


def shoot_after(link: str, page: str, out: Path) -> None:
    """A page behind a link (the link opened first, for its cookie): Selenium's
    chromium at 360×640, as the tests drive it."""
    from tests.serve.browser import phone

    driver = phone()
    try:
        driver.get(link)
        driver.get(page)
        driver.save_screenshot(str(out))
    finally:
        driver.quit()
    print(f"wrote {out.relative_to(Path.cwd())}")


SIZES = {"phone": (360, 640, 2), "desktop": (1280, 800, 1)}


def evening(store: Store, keyring: Keyring) -> None:
    """Two phones at the first table (one follows, one scores) and a deal they
    entered, waiting for an opponent: what the organiser's page lists."""
    first = keyring.tables()[0]
    follow, score = keyring.share(first)
    keyring.visit(follow, None, "192.168.1.21")
    scorer = keyring.visit(score, None, "192.168.1.22")
    deals = store.session_json(first)["deals"]
    record = json.loads((RESOURCES / "examples" / "ulti.json").read_text("utf-8"))
    store.delete_deal(first, len(deals) - 1)  # its last deal, entered again on the phone
    store.propose_deal(first, record["deals"][len(deals) - 1], f"phone {scorer.id}")


def _forget_organisers(keyring: Keyring) -> None:
    """Each shot is a new browser: the next one lists only the table's phones."""
    for device in keyring.devices():
        if any(g.role is Role.ORGANISER for g in device.grants):
            keyring.revoke_device(device.id)


def main() -> int:
    with tempfile.TemporaryDirectory() as folder, open_store(f"{folder}/club.sqlite") as store:
        keyring = Keyring()
        for game in ("ulti", "marjapussi"):
            record = json.loads((RESOURCES / "examples" / f"{game}.json").read_text("utf-8"))
            keyring.share(store.create_session(record))
        handle = start_server(create_app(store, keyring), "127.0.0.1", 0)
        try:
            links = {(r, t): url for r, t, url in handle.app.links()}
            follow = links[(Role.FOLLOW, keyring.tables()[0])]
            for language in ("en", "ja"):
                for theme in ("light", "dark"):
                    out = HERE / f"follow-{language}-{theme}.png"
                    shoot(follow, out, language, theme == "dark")
            keyring.hide_standings(True)
            shoot(follow, HERE / "follow-en-hidden.png", "en", False)
            keyring.hide_standings(False)
            evening(store, keyring)
            organiser = links[(Role.ORGANISER, None)]
            for size, (width, height, scale) in SIZES.items():
                for language in ("en", "hu"):
                    for theme in ("light", "dark"):
                        out = HERE / f"organiser-{size}-{language}-{theme}.png"
                        shoot(organiser, out, language, theme == "dark", height, width, scale)
                        _forget_organisers(keyring)
            second = keyring.tables()[1]  # Marjapussi: its deals have a form
            form = f"{handle.address.base}/organiser/sessions/{second}/deals/11"
            shoot_after(organiser, form, HERE / "correct-en-light.png")
        finally:
            handle.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
