"""``scorekeeper import FILE`` of a whole-database file (``export --all`` writes one).

The file is checked whole first (schema, references, every session replayed:
``database_file.read_database_file``), then written in one transaction
(``Store.import_database``). A session already stored (the same id) is left as it
is, identical or not; ``--replace`` replaces the ones that differ, after one
confirmation that lists them (``--yes`` for scripts). One line per session, then
one for the people.
"""

from __future__ import annotations

import argparse
from typing import Any

from scorekeeper.cli.runner import confirmed, counted_deals, open_for_command
from scorekeeper.storage.database_file import Imported, read_database_file
from scorekeeper.words.terminal import say


def import_database(args: argparse.Namespace, raw: Any) -> int:
    data = read_database_file(raw)
    with open_for_command(args.db) as store:
        if args.replace and not args.yes:
            planned, _ = store.import_database(data, replace=True, dry_run=True)
            replaced = [o for o in planned if o.what == "replaced"]
            if replaced and not confirmed(args, f"replace {_listed(replaced)}?"):
                say("nothing was imported")
                return 1
        done, added = store.import_database(data, replace=args.replace)
    for outcome in done:
        say(_line(outcome))
    known = len(data.players) - added
    say(f"people: {added} added, {known} already known")
    return 0


def _line(outcome: Imported) -> str:
    sid = outcome.session_id
    if outcome.what == "new":
        return f"imported session {sid} ({counted_deals(outcome.deals)})"
    if outcome.what == "identical":
        return f"session {sid} is already stored, identical: skipped"
    if outcome.what == "replaced":
        return f"replaced session {sid} ({counted_deals(outcome.deals)})"
    return f"session {sid} is already stored (same id): skipped; --replace to overwrite it"


def _listed(replaced: list[Imported]) -> str:
    each = [
        f"session {o.session_id} ({counted_deals(o.stored_deals)} stored, the file's {o.deals})"
        for o in replaced
    ]
    return ", ".join(each)
