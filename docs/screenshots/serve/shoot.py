"""The phones' pages as a phone shows them: headless chromium's ``--screenshot`` of
a real server (``docs/serve.md``), 360×640 CSS pixels at a device scale of 2.

    apt-get install -y chromium fonts-noto-cjk
    .venv/bin/python docs/screenshots/serve/shoot.py

Stores the Ulti example evening and the Marjapussi one in a temporary database,
serves them on 127.0.0.1, and writes ``follow-<lang>-<theme>.png`` (English and
Japanese, light and dark) and ``organiser-en-light.png`` beside this script. Each
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

HERE = Path(__file__).resolve().parent
CHROMIUM = "/usr/bin/chromium"


def shoot(url: str, out: Path, language: str, dark: bool, height: int = 640) -> None:
    flags = [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        f"--lang={language}",
        f"--accept-lang={language}",
        f"--window-size=360,{height}",
        "--force-device-scale-factor=2",
        f"--screenshot={out}",
    ]
    if dark:
        flags.append("--force-dark-mode")  # the page's prefers-color-scheme: dark
    run = subprocess.run([CHROMIUM, *flags, url], capture_output=True, text=True, timeout=60)
    if not out.exists():
        sys.exit(f"no screenshot of {url}: {run.stderr[-500:]}")
    print(f"wrote {out.relative_to(Path.cwd())}")


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
            organiser = links[(Role.ORGANISER, None)]
            shoot(organiser, HERE / "organiser-en-light.png", "en", False, height=900)
        finally:
            handle.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
