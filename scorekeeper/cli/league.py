"""``scorekeeper league ...``: a club's leagues from the command line.

``league add NAME --game G --from DAY --to DAY [--table T ...] [--hide-stats]``,
``league list``, ``league show ID [--no-stats] [--json]``, ``league edit ID
[--name N] [--game G] [--from DAY] [--to DAY] [--table T ... | --every-table]
[--hide-stats | --show-stats]``, ``league delete ID``, ``league pdf ID -o FILE
[--letter] [--language L] [--no-stats]``. A league is checked as its JSON object
(``scorekeeper.league.model.parse_league``): a bad field is one line naming it.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from scorekeeper.cli.runner import id_argument, one_line, open_for_command
from scorekeeper.host.json_files import CommandError
from scorekeeper.words.catalog import LANGUAGES
from scorekeeper.words.terminal import safe_json, say


def add_league_commands(sub: Any) -> None:
    """Register ``league`` and its sub-commands."""
    league = sub.add_parser("league", help="a club's leagues: standings over a season")
    inner = league.add_subparsers(dest="league_command", metavar="ACTION", required=True)
    p = inner.add_parser("add", help="define a league (a game, a season, its tables)")
    p.add_argument("name", metavar="NAME")
    _fields(p, new=True)
    p.set_defaults(func=one_line(_cmd_add))
    p = inner.add_parser("list", help="list the leagues")
    p.set_defaults(func=one_line(_cmd_list))
    p = inner.add_parser("show", help="a league's standings and statistics")
    p.add_argument("id", type=id_argument, metavar="ID", help="the league's ID (see `league list`)")
    p.add_argument("--no-stats", action="store_true", help="the standings only")
    p.add_argument("--json", action="store_true", help="the report as JSON")
    p.add_argument("--language", choices=LANGUAGES, default="en")
    p.set_defaults(func=one_line(_cmd_show))
    p = inner.add_parser("edit", help="change a league")
    p.add_argument("id", type=id_argument, metavar="ID")
    p.add_argument("--name", metavar="NAME")
    _fields(p, new=False)
    p.set_defaults(func=one_line(_cmd_edit))
    p = inner.add_parser("delete", help="delete a league (its sessions stay)")
    p.add_argument("id", type=id_argument, metavar="ID")
    p.set_defaults(func=one_line(_cmd_delete))
    _add_pdf(inner)


def _fields(p: argparse.ArgumentParser, *, new: bool) -> None:
    p.add_argument("--game", required=new, metavar="GAME", help="ulti, marjapussi, ...")
    p.add_argument("--from", dest="first", required=new, metavar="DAY", help="YYYY-MM-DD")
    p.add_argument("--to", dest="last", required=new, metavar="DAY", help="YYYY-MM-DD")
    p.add_argument(
        "--table",
        action="append",
        metavar="PLACE",
        help="a table (session place) of the league; repeat for more; none: every table",
    )
    if not new:
        p.add_argument("--every-table", action="store_true", help="count every table")
        p.add_argument("--show-stats", action="store_true", help="show the statistics again")
    p.add_argument("--hide-stats", action="store_true", help="hide the per-player statistics")


def _cmd_add(args: argparse.Namespace) -> int:
    from scorekeeper.league.model import parse_league

    raw = {
        "name": args.name,
        "game": args.game,
        "season": {"from": args.first, "to": args.last},
        "tables": args.table or [],
        "hide_stats": args.hide_stats,
    }
    league = parse_league(raw)
    with open_for_command(args.db) as store:
        league_id = store.save_league(league)
        count = len(store.league_sessions(league_id))
    say(f"league {league_id}: {league.name} ({count} session{'' if count == 1 else 's'} so far)")
    return 0


def _cmd_edit(args: argparse.Namespace) -> int:
    from scorekeeper.league.model import league_json, parse_league

    with open_for_command(args.db) as store:
        raw = league_json(_find(store, args.id))
        for key, value in (("name", args.name), ("game", args.game)):
            if value is not None:
                raw[key] = value
        if args.first is not None:
            raw["season"]["from"] = args.first
        if args.last is not None:
            raw["season"]["to"] = args.last
        if args.table or args.every_table:
            raw["tables"] = [] if args.every_table else args.table
        if args.hide_stats or args.show_stats:
            raw["hide_stats"] = bool(args.hide_stats)
        store.save_league(parse_league(raw, args.id))
    say(f"league {args.id} changed")
    return 0


def _find(store: Any, league_id: int) -> Any:
    from scorekeeper.storage.leagues import LeagueNotFoundError

    for league in store.leagues():
        if league.id == league_id:
            return league
    raise LeagueNotFoundError(f"{store.url}: no league with id {league_id} (see `league list`)")


def _cmd_list(args: argparse.Namespace) -> int:
    with open_for_command(args.db) as store:
        leagues = store.leagues()
        counts = {lg.id: len(store.league_sessions(lg.id or 0)) for lg in leagues}
    if not leagues:
        say("no leagues yet (`scorekeeper league add`)")
    for lg in leagues:
        tables = ", ".join(lg.tables) if lg.tables else "every table"
        say(
            f"{lg.id:>4}  {lg.season_from} – {lg.season_to}  {lg.game:<14} "
            f"{counts[lg.id]:>4} sessions  {lg.name} ({tables})"
        )
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    from scorekeeper.league.model import report_json

    with open_for_command(args.db) as store:
        report = store.league_report(args.id, stats=not args.no_stats)
        about = {i.id: i for i in store.list_sessions() if i.id in report.sessions}
    if args.json:
        text = json.dumps(report_json(report), ensure_ascii=False, indent=2)
        say(*safe_json(text).splitlines())
        return 0
    from scorekeeper.league.sheet import league_text

    say(*league_text(report, args.language, sessions=about).splitlines())
    return 0


def _cmd_delete(args: argparse.Namespace) -> int:
    with open_for_command(args.db) as store:
        store.delete_league(args.id)
    say(f"league {args.id} deleted (its sessions stay)")
    return 0


def _add_pdf(league: Any) -> None:
    """``league pdf``: the export's report of a league. Its refusals are said by
    ``cli.main`` (in ``--language``), not by :func:`~scorekeeper.cli.runner.one_line`."""
    pdf = league.add_parser("pdf", help="write a league's report (standings, statistics) as PDF")
    pdf.add_argument("id", type=_whole, metavar="ID", help="the league's ID (see `league list`)")
    pdf.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    pdf.add_argument(
        "--letter",
        dest="page_size",
        action="store_const",
        const="Letter",
        default="A4",
        help="US Letter paper instead of A4",
    )
    pdf.add_argument("--language", choices=LANGUAGES, default="en")
    pdf.add_argument("--no-stats", action="store_true", help="leave the statistics out")
    pdf.set_defaults(func=_cmd_league_pdf)


def _cmd_league_pdf(args: argparse.Namespace) -> int:
    """``scorekeeper league pdf ID -o FILE``: the league's report (docs/pdf.md,
    "League report"); ``--no-stats`` leaves the statistics out, as a league
    that hides them does."""
    from scorekeeper.export.pdf.league import export_league_pdf
    from scorekeeper.host.files import WriteError

    store = open_for_command(args.db)
    try:
        stats = not args.no_stats
        report = store.league_report(args.id, stats=stats)
        about = {info.id: info for info in store.list_sessions()}
        export_league_pdf(
            report,
            args.output,
            page_size=args.page_size,
            language=args.language,
            stats=stats,
            sessions=about,
        )
    except WriteError as err:
        raise CommandError(str(err)) from None
    finally:
        store.close()
    say(f"wrote {args.output}")
    return 0


def _whole(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not an ID (a whole number)")
    return int(text)
