"""What the commands that open the database share (``sessions``, ``import``,
``export``, ``restore``, ``players``, ``league``, ``show`` and ``pdf`` of a stored
session): the store opened with each warning said once, a refusal of the storage
or of a file in one line, a question asked at the terminal, and the words they
share. Every line goes out through :func:`scorekeeper.words.terminal.say`.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from scorekeeper.host.json_files import CommandError
from scorekeeper.session.store import StorageError
from scorekeeper.words.terminal import safe, say

if TYPE_CHECKING:
    from scorekeeper.session.replay import SessionResult
    from scorekeeper.storage.store import Store

Handler = Callable[[argparse.Namespace], int]


def one_line(handler: Handler) -> Handler:
    """Storage and file failures: one line on standard error, exit status 2."""

    @functools.wraps(handler)
    def run(args: argparse.Namespace) -> int:
        try:
            return handler(args)
        except (StorageError, CommandError) as err:
            say(str(err), file=sys.stderr)
            return 2

    return run


def id_argument(text: str) -> int:
    """A session's (or a league's) ID on the command line: a whole number."""
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a session ID (a whole number)")
    return int(text)


def open_for_command(db: str | None) -> Store:
    """The store, with each warning met opening it (a backup that failed) printed
    once on standard error."""
    from scorekeeper.storage import open_store

    store = open_store(db)
    for warning in store.warnings:
        say(f"warning: {warning}", file=sys.stderr)
    return store


def load_result(source: str, url: str | None = None) -> SessionResult:
    """A replayed session: ``source`` is a stored session ID (digits that name no
    file) or a JSON session record (a file, or ``-`` for standard input). For the
    command line: warnings met opening the database go to standard error."""
    from pathlib import Path

    from scorekeeper.jsonio import read_json
    from scorekeeper.session.replay import replay_json

    if source.isdigit() and not Path(source).exists():
        with open_for_command(url) as store:
            return store.result(int(source))
    return replay_json(read_json(source))


def confirmed(args: argparse.Namespace, question: str) -> bool:
    """``--yes``, or yes typed at the terminal; without a terminal to ask on (a
    script, a file on standard input) a refusal that says to add ``--yes``."""
    if args.yes:
        return True
    if args.file == "-" or not (sys.stdin.isatty() and sys.stderr.isatty()):
        raise CommandError(f"{question[:-1]}: add --yes to replace without asking")
    sys.stderr.write(f"{safe(question)} [y/N] ")
    sys.stderr.flush()
    try:
        answer = input()
    except EOFError:
        answer = ""
    return answer.strip().lower() in ("y", "yes")


def counted_deals(count: int) -> str:
    """``1 deal``, ``3 deals``."""
    return f"{count} deal{'' if count == 1 else 's'}"
