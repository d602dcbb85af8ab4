"""``scorekeeper [--db X] serve [--host H] [--port P] [--session ID]...``: the
phones' pages in the foreground (``docs/serve.md``).

Shares the sessions named by ``--session`` (by default every session
``scorekeeper sessions`` lists as open and not archived), prints one line per link
once it listens (``follow ID URL``, ``score ID URL``, then ``organiser URL``) and
serves until SIGINT or SIGTERM, then exits 0 within a few seconds, open event
streams included. ``--qr-sheet FILE`` also writes the printable PDF of the links'
QR codes once it listens (the window's Print QR codes…), captioned in
``--language``. The server (Starlette, uvicorn) is imported only when this
command runs.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from scorekeeper.cli.runner import id_argument, one_line, open_for_command
from scorekeeper.host.json_files import CommandError
from scorekeeper.words.catalog import LANGUAGES
from scorekeeper.words.terminal import say

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def add_serve_command(sub: Any) -> None:
    p = sub.add_parser(
        "serve",
        help="share tables with phones on the club's network: print the links, serve until Ctrl+C",
    )
    p.add_argument(
        "--host",
        default=DEFAULT_HOST,
        metavar="ADDRESS",
        help="this computer's address on the club's network, e.g. 192.168.1.10 "
        f"(default {DEFAULT_HOST}: this computer only)",
    )
    p.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    p.add_argument(
        "--session",
        type=id_argument,
        action="append",
        metavar="ID",
        help="a session to share (again for more; default: every open session)",
    )
    p.add_argument(
        "--qr-sheet",
        metavar="FILE",
        help="also write the printable PDF of the links' QR codes to FILE once listening",
    )
    p.add_argument("--language", choices=LANGUAGES, default="en", help="of the QR sheet's captions")
    p.set_defaults(func=one_line(_cmd_serve))


def _port(text: str) -> int:
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (0 to 65535)")
    return int(text)


def _cmd_serve(args: argparse.Namespace) -> int:
    from scorekeeper.serve import Keyring, create_app, serve_forever
    from scorekeeper.serve.sharing import open_tables, share

    with open_for_command(args.db) as store:
        tables = args.session or open_tables(store)
        for table in tables:
            store.tally(table)  # a session that is not stored: one line, status 2
        if not tables:
            say("warning: no open session to share; only the organiser's link", file=sys.stderr)
        keyring = Keyring()
        share(keyring, tables)
        app = create_app(store, keyring)
        sock = _listening(args.host, args.port)
        serve_forever(app, sock, lambda: _print_links(app, args.qr_sheet, args.language))
    return 0


def _listening(host: str, port: int) -> Any:
    from scorekeeper.serve import listen

    try:
        return listen(host, port)
    except ValueError as err:
        raise CommandError(f"--host {host}: {err}") from None
    except OSError as err:
        raise CommandError(f"cannot listen on {host} port {port}: {err.strerror or err}") from None


def _print_links(app: Any, qr_sheet: str | None, language: str) -> None:
    links = app.links()
    for role, table, url in links:
        say(f"{role.value} {url}" if table is None else f"{role.value} {table} {url}")
    sys.stdout.flush()
    if qr_sheet:
        from pathlib import Path

        from scorekeeper.export.qr_sheet import write_qr_sheet
        from scorekeeper.serve.sharing import captioned_links

        try:
            write_qr_sheet(captioned_links(links, language), Path(qr_sheet))
        except OSError as err:  # the server goes on: the links are printed above
            say(f"warning: --qr-sheet {qr_sheet}: {err.strerror or err}", file=sys.stderr)
        else:
            say(f"qr-sheet {qr_sheet}")
        sys.stdout.flush()
