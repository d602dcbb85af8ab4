"""The window's side of ``bench/figures_serve.py``: one process holding the real
main window (offscreen) on the benchmark's database, which then starts the
phones' server beside it in a thread, as Club ▸ Phones… does (``docs/serve.md``,
"In another program: a thread"). Driven by ``figures_serve.py`` over its
standard input and output, one JSON object a line.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/serve_window.py DB TABLE… [--start-only]

1. ``QApplication``, the main window shown with the first ``TABLE`` open, the
   Qt loop run for a moment; then the process's resident memory (``VmRSS``).
2. The server started, timed from before its first import (nothing of
   ``scorekeeper.serve``, Starlette or uvicorn is loaded by the window) until a
   TCP connection to its port is accepted: ``import scorekeeper.serve``, the
   server's own store on the database, the links of each ``TABLE``,
   ``create_app``, ``start_server`` on 127.0.0.1 (any free port).
3. Writes ``{"start_s", "rss_before_kb", "preloaded", "address", "links"}``.
   With ``--start-only`` it stops the server and ends here; else it runs the Qt
   loop (the window keeps looking for other writers, as it does at a club
   evening) and answers the lines ``rss`` (``{"rss_kb"}``, the server still
   serving its followers) and ``stop`` (``{"stop_s"}``, then it exits).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SETTLE_S = 1.0  # the Qt loop runs this long after the window shows, before the first RSS
SERVE_MODULES = ("scorekeeper.serve", "starlette", "uvicorn", "jinja2")


def rss_kb() -> int:
    """This process's resident memory in KiB (``VmRSS`` of ``/proc/self/status``)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status (Linux only)")


def say(**values: object) -> None:
    print(json.dumps(values), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("db")
    parser.add_argument("tables", nargs="+", type=int)
    parser.add_argument("--start-only", action="store_true")
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop, QSettings, QSocketNotifier, QTimer

    import scorekeeper_ui.app.startup as startup
    from scorekeeper_ui.widgets.settings import AppSettings

    app = startup.make_application()
    folder = tempfile.mkdtemp(prefix="scorekeeper-bench-window-")
    settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
    store = startup.open_default_store(args.db)
    shell = startup.Shell(app, store, settings)
    shell.window.show()
    shell.window.open_session(args.tables[0])
    settle = QEventLoop()
    QTimer.singleShot(int(SETTLE_S * 1000), settle.quit)
    settle.exec()
    before = rss_kb()
    preloaded = [m for m in SERVE_MODULES if m in sys.modules]

    start = time.perf_counter()
    from scorekeeper.serve import Keyring, create_app, start_server
    from scorekeeper.storage import open_store

    keyring = Keyring()
    for table in args.tables:
        keyring.share(table)
    web = create_app(open_store(args.db), keyring)  # the server's own store
    handle = start_server(web, "127.0.0.1", 0)
    socket.create_connection((handle.address.host, handle.address.port), timeout=5).close()
    started = time.perf_counter() - start

    links = [[role.value, table, url] for role, table, url in web.links()]
    address = [handle.address.host, handle.address.port]
    say(start_s=started, rss_before_kb=before, preloaded=preloaded, address=address, links=links)
    if args.start_only:
        handle.stop()
        shell.close()
        return 0

    pending = b""

    def command() -> None:
        nonlocal pending
        data = os.read(sys.stdin.fileno(), 4096)
        pending += data if data else b"\nstop\n"  # the driver gone: stop
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            word = line.decode().strip()
            if word == "rss":
                say(rss_kb=rss_kb())
            elif word == "stop":
                notifier.setEnabled(False)  # nothing more is read, even at the end of input
                app.quit()
                begun = time.perf_counter()
                handle.stop()
                with contextlib.suppress(OSError):  # the driver may be gone
                    say(stop_s=time.perf_counter() - begun)
                return

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    app.exec()
    shell.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
