"""The sub-commands of the stored data (imports stay lazy).

``sessions``, ``import FILE``, ``export ID -o FILE [--csv [--language L]]`` and
``restore [BACKUP] [--salvage] [--yes]`` are here; ``players ...``
(:mod:`scorekeeper.cli.people`), ``league ...`` (:mod:`scorekeeper.cli.league`) and
the import of a whole database (:mod:`scorekeeper.cli.database`) and ``serve``
(:mod:`scorekeeper.cli.serve`) beside them;
``show`` and ``pdf`` are ``scorekeeper.cli.main``'s. All honour the global
``--db`` and ``$SCOREKEEPER_DB``. Failures are one line on standard error and exit
status 2: ``cli.main`` prints a ``RecordError``; storage and file failures are
printed by :func:`scorekeeper.cli.runner.one_line`. Every line goes out through
:func:`scorekeeper.words.terminal.say` (names, places and file names are shown
with their control characters escaped).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorekeeper.cli.league import add_league_commands
from scorekeeper.cli.people import add_players_command
from scorekeeper.cli.runner import confirmed, counted_deals, id_argument, one_line, open_for_command
from scorekeeper.cli.serve import add_serve_command
from scorekeeper.host.json_files import CommandError
from scorekeeper.jsonio import read_json
from scorekeeper.words.catalog import LANGUAGES
from scorekeeper.words.terminal import say

if TYPE_CHECKING:
    from scorekeeper.storage.backup import Backup
    from scorekeeper.storage.salvaging import Salvaged
    from scorekeeper.storage.store import Store


def add_commands(sub: Any) -> None:
    """Register the sub-commands of the stored data on the ``scorekeeper`` parser."""
    p = sub.add_parser("sessions", help="list the stored sessions (archived ones marked)")
    p.add_argument("--hide-archived", action="store_true", help="leave out the archived sessions")
    p.set_defaults(func=one_line(_cmd_sessions))
    p = sub.add_parser(
        "import", help="store a session record, or a whole database file (JSON); prints its ID"
    )
    p.add_argument(
        "file", metavar="FILE", help="a session record or database file, or - for standard input"
    )
    p.add_argument(
        "--replace",
        action="store_true",
        help="replace a session already stored (the same id) by the file's",
    )
    p.add_argument("--yes", action="store_true", help="replace without asking (for scripts)")
    p.set_defaults(func=one_line(_cmd_import))
    p = sub.add_parser("export", help="write a stored session as JSON, or its score sheet as CSV")
    p.add_argument(
        "id", metavar="ID", nargs="?", type=id_argument, help="the session ID (see `sessions`)"
    )
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="- for standard output")
    p.add_argument("--csv", action="store_true", help="the score sheet as CSV (also: FILE.csv)")
    p.add_argument(
        "--language",
        choices=LANGUAGES,
        default="en",
        help="the CSV's words (headers, contracts, results); a record has none",
    )
    p.add_argument(
        "--all", action="store_true", help="the whole database: people, sessions, leagues"
    )
    p.set_defaults(func=one_line(_cmd_export))
    p = sub.add_parser("restore", help="list the database backups, or restore one")
    p.add_argument("backup", nargs="?", metavar="BACKUP", help="a number from the list, or a file")
    p.add_argument(
        "--salvage",
        action="store_true",
        help="copy every session still readable from the current file into the restored one",
    )
    p.add_argument("--yes", action="store_true", help="restore even when something is lost")
    p.set_defaults(func=one_line(_cmd_restore))
    add_players_command(sub)
    add_league_commands(sub)
    add_serve_command(sub)


def _cmd_sessions(args: argparse.Namespace) -> int:
    """Every session, newest first; an archived one is marked ``archived`` after its
    state, or left out with ``--hide-archived``."""
    with open_for_command(args.db) as store:
        infos = store.list_sessions()
    shown = [i for i in infos if not (args.hide_archived and i.archived)]
    if not infos:
        say("no sessions stored yet")
    elif not shown:
        say(f"no sessions to list ({len(infos)} archived)")
    for info in shown:
        when = info.date or f"{info.created:%Y-%m-%d}"
        where = f" @ {info.place}" if info.place else ""
        status = "finished" if info.finished else "open"
        deals = "deal " if info.deal_count == 1 else "deals"
        mark = " archived" if info.archived else ""
        say(
            f"{info.id:>4}  {when}  {info.game:<14} {info.deal_count:>5} {deals}  {status:<8}  "
            f"{', '.join(info.players)}{where}{mark}"
        )
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    """A session record, or a whole database file (its ``format``). A session whose
    ``id`` is stored already is recognised: skipped (identical, or different without
    ``--replace``), or replaced in place after a confirmation (``--yes``)."""
    from scorekeeper.identity import record_id
    from scorekeeper.storage.database_file import is_database_file

    raw = read_json(args.file)
    if is_database_file(raw):
        from scorekeeper.cli.database import import_database

        return import_database(args, raw)
    uuid = record_id(raw)
    with open_for_command(args.db) as store:
        stored = store.session_with_id(uuid) if uuid else None
        if stored is not None:
            return _import_again(args, store, stored, raw)
        session_id = store.create_session(raw)
        count = len(store.session_json(session_id)["deals"])
    say(f"imported session {session_id} ({counted_deals(count)})")
    return 0


def _import_again(args: argparse.Namespace, store: Store, stored: int, raw: Any) -> int:
    """A session record whose ``id`` is the stored session ``stored``'s."""
    from scorekeeper.identity import same_record
    from scorekeeper.session.replay import replay_json

    before = store.session_json(stored)
    if same_record(before, raw):
        say(f"session {stored} is already stored, identical: skipped")
        return 0
    if not args.replace:
        say(f"session {stored} is already stored (same id): skipped; --replace to overwrite it")
        return 0
    replay_json(raw)  # an invalid file is refused before anyone is asked
    deals = len(raw.get("deals", []))
    what = (
        f"session {stored} ({before['game']}, {counted_deals(len(before['deals']))} stored) "
        f"by the file's ({counted_deals(deals)})"
    )
    if not confirmed(args, f"replace {what}?"):
        say(f"session {stored} was not replaced")
        return 1
    store.replace_session(stored, raw)
    say(f"replaced session {stored} ({counted_deals(deals)})")
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    from datetime import datetime

    from scorekeeper.host.json_files import export_text
    from scorekeeper.sheet import score_sheet
    from scorekeeper.sheet.plain import sheet_csv, sheet_csv_file

    as_csv = args.csv or args.output.lower().endswith(".csv")
    if args.all == (args.id is not None) or (args.all and as_csv):
        raise CommandError("export: give a session ID, or --all for the whole database (JSON)")
    with open_for_command(args.db) as store:
        if args.all:
            data = export_text(store.database_json()).encode("utf-8")
        elif as_csv:
            sheet = score_sheet(store.result(args.id), now=datetime.now())
            if args.output == "-":  # for a program: no byte order mark
                data = sheet_csv(sheet, args.language).encode("utf-8")
            else:  # a file, for a spreadsheet too: UTF-8 with its mark
                data = sheet_csv_file(sheet, args.language)
        else:
            data = export_text(store.session_json(args.id)).encode("utf-8")
    _write(args.output, data)
    if args.output != "-":
        say(f"wrote {args.output}", file=sys.stderr)
    return 0


def _write(output: str, data: bytes) -> None:
    """To standard output, or to the file whole or not at all (the old one kept)."""
    from scorekeeper.host.files import WriteError, write_atomic

    if output == "-":
        sys.stdout.write(data.decode("utf-8"))
        return
    try:
        write_atomic(output, data)
    except WriteError as err:
        raise CommandError(str(err)) from None


def _cmd_restore(args: argparse.Namespace) -> int:
    from scorekeeper.storage.backup import list_backups
    from scorekeeper.storage.location import resolve_url, sqlite_file
    from scorekeeper.storage.restoring import recover

    db = sqlite_file(resolve_url(args.db))
    if db is None:
        raise CommandError("restore works on SQLite files; use your database server's backups")
    interrupted = recover(db)  # a restore a kill cut short: finished or undone first
    if interrupted is not None:
        say(f"warning: {interrupted}", file=sys.stderr)
    backups = list_backups(db)
    if args.backup is None:
        _list_backups(db, backups)
        return 0
    chosen = _pick(args.backup, [b.path for b in backups])
    _restore(db, chosen, salvage=args.salvage, yes=args.yes)
    return 0


def _list_backups(db: Path, backups: list[Backup]) -> None:
    """Each backup, and what the current file holds that it lacks."""
    from scorekeeper.storage.backup import quick_check
    from scorekeeper.storage.salvage import Contents, loss, read_contents

    if not backups:
        say(f"no backups of {db} yet")
        return
    current = read_contents(db) if db.exists() and db.stat().st_size else Contents()
    say(f"the current file holds {current.summary()}")
    for n, b in enumerate(backups, 1):
        say(
            f"{n:>3}  {b.taken:%Y-%m-%d %H:%M:%S}  {b.size // 1024:>7} KiB  "
            f"{quick_check(b.path):<8}  {b.path.name}"
        )
        kept = read_contents(b.path)
        lost = loss(current, kept)
        lacks = f"; restoring it loses {lost.describe()}" if lost else "; it lacks nothing"
        say(f"     holds {kept.summary()}{lacks}")


def _restore(db: Path, chosen: Path, *, salvage: bool, yes: bool) -> None:
    """The backup in place of the current file, as one step (``storage/restoring.py``):
    with ``salvage``, built together with what the current file still holds."""
    from scorekeeper.storage.restoring import restore
    from scorekeeper.storage.salvage import Contents, loss, read_contents, replayable
    from scorekeeper.storage.salvaging import salvage_into

    current = read_contents(db) if db.exists() and db.stat().st_size else Contents()
    kept = read_contents(chosen)
    saved, unsaved = replayable(current) if salvage else ([], {})
    lost = loss(current, kept.with_sessions(saved), people=salvage)
    if lost and not yes:
        instead = "" if salvage else ", or --salvage to keep what the current file still holds"
        raise CommandError(
            f"restoring {chosen.name} would lose {lost.describe()}; "
            f"add --yes to restore anyway{instead}"
        )
    try:
        done = restore(
            db,
            chosen,
            (lambda staged: salvage_into(staged, current, saved, kept)) if salvage else None,
        )
    except OSError as err:
        raise CommandError(f"{db}: cannot be restored ({err.strerror or err})") from None
    kept_as = f"; the previous file was kept as {done.aside}" if done.aside else ""
    say(f"restored {db} from {chosen.name}{kept_as}")
    if done.filled is not None:
        _say_salvaged(done.filled, unsaved)
    elif lost:
        say(f"lost: {lost.describe()}")


def _say_salvaged(done: Salvaged, unsaved: dict[int, str]) -> None:
    """One line per session salvaged, moved or not salvaged; one for the people
    and the leagues when the backup had them otherwise."""
    people = done.people
    counts = [f"{people.added} added since the backup"] if people.added else []
    counts += [f"{people.changed} renamed or noted since"] if people.changed else []
    if counts:
        say(f"people as the current file has them: {', '.join(counts)}")
    if people.told_apart:
        say(f"{people.told_apart} of the backup's people were told apart by a note")
    if done.leagues:
        say(f"salvaged {done.leagues} league{'' if done.leagues == 1 else 's'}")
    for copy in done.sessions:
        say(f"salvaged session {copy.id} ({counted_deals(len(copy.record['deals']))})")
    for old, new in done.moved.items():
        say(f"the backup's session {old} is kept as session {new} (the current {old} is another)")
    for session_id, why in sorted({**unsaved, **done.refused}.items()):
        say(f"not salvaged: session {session_id} ({why})")


def _pick(choice: str, backups: list[Path]) -> Path:
    if choice.isdigit():
        n = int(choice)
        if not 1 <= n <= len(backups):
            raise CommandError(f"backup {n}: there are {len(backups)} backups (see `restore`)")
        return backups[n - 1]
    path = Path(choice)
    if not path.is_file():
        raise CommandError(f"{choice}: no such backup file")
    return path
