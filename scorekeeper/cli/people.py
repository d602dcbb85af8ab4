"""``scorekeeper players``: the people who played (``docs/storage.md``, "People").

::

    scorekeeper players [--json]                       # name, note, sessions, last played, uuid
    scorekeeper players rename NAME_OR_UUID NEW [--note N]
    scorekeeper players merge KEEP GONE [--yes]        # GONE's seats become KEEP's
    scorekeeper players note NAME_OR_UUID NOTE         # "" removes the note

A person is named by their name, by ``Name — note``, or by their uuid (the first
8 characters are enough while they name one person). A name two people have is
refused in one line listing them to pick from. ``merge`` says what it will do
and asks on a terminal; elsewhere it needs ``--yes``. Failures are one line on
standard error and exit status 2 (a merge declined at the question: 1).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from scorekeeper.cli.runner import one_line, open_for_command
from scorekeeper.games.base import clean_name
from scorekeeper.host.json_files import CommandError
from scorekeeper.words.terminal import safe_json, say

if TYPE_CHECKING:
    from scorekeeper.session.store import Person

SHORT = 8  # the uuid's characters shown in the list


def add_players_command(sub: Any) -> None:
    """Register ``players`` and its actions."""
    p = sub.add_parser("players", help="list the players (people), rename, merge or note one")
    p.add_argument("--json", action="store_true", help="the list as JSON")
    p.set_defaults(func=one_line(_cmd_list))
    actions = p.add_subparsers(dest="action", metavar="ACTION")
    r = actions.add_parser("rename", help="call a player by a new name (records stay as written)")
    r.add_argument("player", metavar="NAME_OR_UUID")
    r.add_argument("new", metavar="NEW")
    r.add_argument("--note", help="also set the note that tells two people of a name apart")
    r.set_defaults(func=one_line(_cmd_rename))
    m = actions.add_parser("merge", help="two entries that are one person: GONE becomes KEEP")
    m.add_argument("keep", metavar="KEEP")
    m.add_argument("gone", metavar="GONE")
    m.add_argument("--yes", action="store_true", help="merge without asking")
    m.set_defaults(func=one_line(_cmd_merge))
    n = actions.add_parser("note", help='tell two people of one name apart ("" removes it)')
    n.add_argument("player", metavar="NAME_OR_UUID")
    n.add_argument("note", metavar="NOTE")
    n.set_defaults(func=one_line(_cmd_note))


def find_person(people: Sequence[Person], text: str) -> Person:
    """The person ``text`` names: a uuid (or its start, 8 characters or more), a
    name, or ``Name — note``; ``CommandError`` when it names nobody or several."""
    wanted = text.strip().lower()
    for matches in (
        [p for p in people if p.uuid == wanted],
        [p for p in people if p.name == clean_name(text)],
        [p for p in people if p.note and p.label() == clean_name(text)],
        [p for p in people if len(wanted) >= SHORT and p.uuid.startswith(wanted)],
    ):
        if len(matches) == 1:
            return matches[0]
        if matches:
            choices = ", ".join(f"{p.uuid[:SHORT]} ({_note(p)})" for p in matches)
            raise CommandError(
                f"{text}: {len(matches)} players have this name; pick one: {choices}"
            )
    raise CommandError(f"{text}: no such player (`scorekeeper players` lists them)")


def _note(person: Person) -> str:
    return f"note {person.note!r}" if person.note else "no note"


def _cmd_list(args: argparse.Namespace) -> int:
    with open_for_command(args.db) as store:
        people = store.people()
    if args.json:
        sys.stdout.write(safe_json(json.dumps([_as_json(p) for p in people], indent=2)) + "\n")
        return 0
    if not people:
        say("no players stored yet")
    for p in people:
        last = f"{p.last_played:%Y-%m-%d}" if p.last_played else "-"
        sessions = "session " if p.sessions == 1 else "sessions"
        say(f"{p.name:<20} {p.note:<16} {p.sessions:>4} {sessions}  {last:<10}  {p.uuid[:SHORT]}")
    return 0


def _as_json(person: Person) -> dict[str, Any]:
    last = person.last_played
    return {
        "uuid": person.uuid,
        "name": person.name,
        "note": person.note,
        "sessions": person.sessions,
        "last_played": None if last is None else last.isoformat(timespec="seconds"),
        "former_names": list(person.former),
    }


def _cmd_rename(args: argparse.Namespace) -> int:
    with open_for_command(args.db) as store:
        old = find_person(store.people(), args.player)
        new = store.rename_person(old.uuid, args.new, args.note)
    written = "the session records keep the names as written"
    say(f"renamed {old.label()} to {new.label()} ({new.uuid[:SHORT]}); {written}")
    return 0


def _cmd_note(args: argparse.Namespace) -> int:
    with open_for_command(args.db) as store:
        old = find_person(store.people(), args.player)
        new = store.set_note(old.uuid, args.note)
    say(f"{new.label()} ({new.uuid[:SHORT]})")
    return 0


def _cmd_merge(args: argparse.Namespace) -> int:
    with open_for_command(args.db) as store:
        people = store.people()
        keep, gone = find_person(people, args.keep), find_person(people, args.gone)
        plan = (
            f"merge {gone.label()} ({gone.uuid[:SHORT]}, {_sessions(gone)}) into "
            f"{keep.label()} ({keep.uuid[:SHORT]}, {_sessions(keep)}): {gone.name}'s seats "
            f"become {keep.name}'s, the name joins the history, records keep the names as written"
        )
        if not args.yes:
            if not sys.stdin.isatty():
                raise CommandError(f"{plan}; add --yes to merge (nothing was written)")
            say(plan)
            if input("merge? [y/N] ").strip().lower() not in ("y", "yes"):
                say("nothing was merged")
                return 1
        merged = store.merge_people(keep.uuid, gone.uuid)
    say(f"merged {gone.label()} into {merged.label()} ({_sessions(merged)})")
    return 0


def _sessions(person: Person) -> str:
    return f"{person.sessions} session{'' if person.sessions == 1 else 's'}"
