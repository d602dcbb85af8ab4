"""The ``scorekeeper`` command.

``scorekeeper settle FILE|-`` scores a deal or a session record
(``docs/deal-format.md``) and prints the JSON result; ``scorekeeper show`` prints
a session's score sheet as text and ``scorekeeper pdf`` as a PDF, both in English,
Japanese, Hungarian, Finnish or German (``--language en|ja|hu|fi|de``: the sheet is
rendered in it; the replay has no language). The sub-commands of the stored data
are :mod:`scorekeeper.cli.commands`'. Heavy imports (sqlmodel, reportlab) happen
only when a command runs. The command line composes storage and export, which
never import each other.

Bad input never shows a traceback: exit status 2 and one line on standard error
naming the field and the reason. An unexpected error (a bug) is one line too,
``internal error: ...`` naming the log file its traceback was written to
(:mod:`scorekeeper.host.logfile`); ``scorekeeper --debug COMMAND ...`` also prints
the traceback on standard error. A closed output pipe (``| head``) ends quietly
with the status of SIGPIPE, 141. Every line goes out through
:func:`scorekeeper.words.terminal.say` and JSON through
:func:`~scorekeeper.words.terminal.safe_json`: a name, a file name or a field path never
reaches the terminal with a control character or a bidi override in it.

``scorekeeper settle FILE`` is the command run most often and the one that must
start fastest: it imports what settling a record needs and nothing else (not
argparse, not storage, for one deal not the session either), and the words stay
English templates (no catalog is read). ``tests/cli/test_cli_imports.py`` holds it to
that.
"""

from __future__ import annotations

import gc
import os
import sys
import types
from collections.abc import Callable, Sequence

from scorekeeper.cli.json_writer import dumps
from scorekeeper.errors import RecordError
from scorekeeper.host.json_files import CommandError
from scorekeeper.jsonio import read_json
from scorekeeper.words.terminal import safe_json, say

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from typing import Any

_SIGPIPE_STATUS = 128 + 13  # SIGPIPE is 13 (not in Windows' signal module)


def print_json(data: Any) -> None:
    sys.stdout.write(safe_json(dumps(data)) + "\n")


def settle_json(data: Any, *, limits_checked: bool = False) -> dict[str, Any]:
    """The settle output for a deal record or a session record (one with ``deals``
    or ``first_dealer``: a session's deals are optional); a refusal of the deal
    itself names ``record``. ``limits_checked``:
    ``data`` is as :func:`~scorekeeper.jsonio.read_json` returns it, within the
    limits (a session's deals are then not walked again)."""
    if isinstance(data, dict) and {"deals", "first_dealer"} & data.keys():
        from scorekeeper.session.replay import replay_json

        return replay_json(data, limits_checked=limits_checked).to_json()
    from scorekeeper.games import parse_deal
    from scorekeeper.games.base import outcome_json

    try:
        deal = parse_deal(data)
    except RecordError as err:  # a deal's own fields are named from it: "" is the deal
        raise err if err.field else err.within("record") from None
    return outcome_json(deal.settle())


def settle_file(source: str) -> int:
    """``scorekeeper settle FILE`` (``-``: standard input)."""
    print_json(settle_json(read_json(source), limits_checked=True))
    return 0


def _cmd_settle(args: argparse.Namespace) -> int:
    return settle_file(args.file)


def _cmd_pdf(args: argparse.Namespace) -> int:
    from datetime import datetime

    from scorekeeper.cli.runner import load_result
    from scorekeeper.export.pdf import export_pdf
    from scorekeeper.host.files import WriteError

    result = load_result(args.source, args.db)  # storage: a stored ID or a JSON file
    try:
        export_pdf(
            result,
            args.output,
            page_size=args.page_size,
            language=args.language,
            now=datetime.now(),  # the clock is read here, at the edge, not by the sheet
        )
    except WriteError as err:
        raise CommandError(str(err)) from None
    say(f"wrote {args.output}")
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    from datetime import datetime

    from scorekeeper.cli.runner import load_result
    from scorekeeper.sheet import score_sheet
    from scorekeeper.sheet.plain import sheet_text
    from scorekeeper.words.text import Msg

    result = load_result(args.source, args.db)
    record = result.record
    label = Msg("session {n}", n=int(args.source)) if args.source.isdigit() else args.source
    title = Msg(
        "{game}, {session}: {players}",
        game=record.game.title,
        session=label,
        players=", ".join(record.people),  # substitutes too
    )
    sheet = score_sheet(result, now=datetime.now())  # a time end is judged by the clock now
    say(*sheet_text(sheet, title.render(args.language), args.language).splitlines())
    return 0


def build_parser() -> argparse.ArgumentParser:
    from scorekeeper.cli.commands import add_commands
    from scorekeeper.cli.parser import Parser
    from scorekeeper.words.catalog import LANGUAGES

    parser = Parser(
        prog="scorekeeper",
        description="Score keeping for Ulti, Marjapussi, Huutopussi, Zwanzigerrufen and Ultimate.",
    )
    parser.add_argument(
        "--debug",
        action="store_true",
        help="on an internal error print its traceback too (it is always written to the log)",
    )
    parser.add_argument(
        "--db",
        metavar="PATH_OR_URL",
        help="database file or SQLAlchemy URL (default: $SCOREKEEPER_DB or the user data folder)",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the app to the desktop's menu: its .desktop file, AppStream metainfo "
        "and icons, in $XDG_DATA_HOME (default ~/.local/share)",
    )
    desktop.add_argument(
        "--uninstall-desktop", action="store_true", help="remove what --install-desktop added"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    settle = sub.add_parser("settle", help="score a deal or session record (JSON) and print it")
    settle.add_argument("file", metavar="FILE", help="a JSON record, or - for standard input")
    settle.set_defaults(func=_cmd_settle)
    pdf = sub.add_parser("pdf", help="export a session's score sheet as PDF")
    pdf.add_argument(
        "source", metavar="ID|FILE.json", help="a stored session ID or a session record"
    )
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
    pdf.set_defaults(func=_cmd_pdf)
    show = sub.add_parser("show", help="print a session's score sheet, totals and payments")
    show.add_argument(
        "source", metavar="ID|FILE.json", help="a stored session ID or a session record"
    )
    show.add_argument("--language", choices=LANGUAGES, default="en")
    show.set_defaults(func=_cmd_show)
    add_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    debug = bool(arguments) and arguments[0] == "--debug"  # before the command only
    if debug:
        arguments = arguments[1:]
    if _plain_settle(arguments):
        _defer_imports(*_DEFERRED_FOR_SETTLE)
        return _run(lambda: _without_collector(settle_file, arguments[1]), debug=debug)
    parser = build_parser()
    args = parser.parse_args(arguments)
    if args.version:
        return _run(_print_version)
    if args.install_desktop or args.uninstall_desktop:
        return _run(lambda: _desktop(install=args.install_desktop))
    if args.command is None:
        return _start_app(args, parser)
    debug = debug or args.debug
    return _run(lambda: int(args.func(args)), getattr(args, "language", "en"), debug=debug)


def _plain_settle(arguments: Sequence[str]) -> bool:
    """``settle FILE`` and nothing else, as argparse would read it (a FILE that
    starts with ``-`` other than ``-`` itself is an option to argparse): run
    without building the parser."""
    return (
        len(arguments) == 2
        and arguments[0] == "settle"
        and (arguments[1] == "-" or not arguments[1].startswith("-"))
    )


def _without_collector(command: Callable[[str], int], argument: str) -> int:
    """``command(argument)`` with the cyclic garbage collector off. Settling frees
    what it makes as it goes (no cycles to find), but the collector would walk
    every object of a long session's result again and again while it is built:
    a fifth of settling 10,000 deals. On again after (``main`` may run in a
    longer process: the tests)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return command(argument)
    finally:
        if was_enabled:
            gc.enable()


# From Python 3.12 on, dataclasses reads every class's annotations through inspect
# (inspect.get_annotations), so inspect is loaded by the first dataclass: nothing to defer.
_DEFERRED_FOR_SETTLE = ("inspect", "copy") if sys.version_info < (3, 12) else ("copy",)


def _defer_imports(*names: str) -> None:
    """Load the modules ``names`` only when first used. ``dataclasses`` imports
    ``inspect`` (and with it ``ast``, ``dis``, ``tokenize``) and ``copy``, but uses
    them only for a dataclass without a docstring and for the deep copies of
    ``asdict``, which settling never meets. A deal's settle imports no dataclasses
    (``scorekeeper.values`` makes the frozen values); a session's does (the
    settlement, the session's own). Each stands in ``sys.modules`` as a module whose first
    attribute read imports the real one (then found there by later imports).
    Only for ``settle``, which imports nothing else."""
    for name in names:
        if name not in sys.modules:
            sys.modules[name] = _Deferred(name)


class _Deferred(types.ModuleType):
    """A stand-in for a module not imported yet (:func:`_defer_imports`)."""

    def __getattr__(self, attribute: str) -> Any:
        import importlib

        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return getattr(importlib.import_module(self.__name__), attribute)


def _run(command: Callable[[], int], language: str = "en", *, debug: bool = False) -> int:
    """``command``'s exit status; a refusal is one line on standard error, in
    ``language`` where the command takes ``--language`` (``show``, ``pdf``). Any
    other exception is a bug: :func:`_internal_error`."""
    try:
        result = command()
        sys.stdout.flush()  # a closed pipe is met here, not at exit
        return result
    except BrokenPipeError:
        return _output_closed()
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # never a traceback for the person at the table
        if isinstance(err, (RecordError, CommandError, *_storage_errors())):
            render = getattr(err, "render", None)  # a RecordError, a StorageError
            say(render(language) if render else str(err), file=sys.stderr)
        else:
            _internal_error(err, debug)
        return 2


def _internal_error(err: Exception, debug: bool) -> None:
    """A bug: its traceback into the log file (``scorekeeper.host.logfile``) and, with
    ``--debug``, on standard error; without, one line that names the log file.
    Each line of the traceback is made safe as any other (a name in a message)."""
    from scorekeeper.host import logfile

    where = logfile.log_exception(err, "internal error of a command")
    log = f"the details are in {where}" if where else "the log file could not be written"
    if debug:
        say(*logfile.traceback_text(err).rstrip("\n").split("\n"), file=sys.stderr)
        say(f"({log})", file=sys.stderr)
    else:
        say(
            f"internal error: {type(err).__name__}: {err} ({log}; --debug prints the traceback)",
            file=sys.stderr,
        )


def _storage_errors() -> tuple[type[Exception], ...]:
    """StorageError, when the store's interface has been imported (only then can
    it be raised): ``settle`` never imports it."""
    interface = sys.modules.get("scorekeeper.session.store")
    return (interface.StorageError,) if interface is not None else ()


def _output_closed() -> int:
    """The reader of standard output went away (``| head -c 10``): no message, the
    exit status of SIGPIPE (Python docs, "Note on SIGPIPE"). Standard output goes
    to devnull, so the flush at exit does not meet the closed pipe again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # a standard output without a file descriptor
        pass
    return _SIGPIPE_STATUS


def _print_version() -> int:
    from scorekeeper import installed_version

    say(f"scorekeeper {installed_version()}")
    return 0


def _desktop(*, install: bool) -> int:
    """``--install-desktop`` / ``--uninstall-desktop``: the files written or removed,
    one a line (:mod:`scorekeeper.host.desktop`)."""
    from scorekeeper.host import desktop

    home = desktop.data_home()
    if install:
        say(*(f"installed {path}" for path in desktop.install(home)))
    else:
        removed = desktop.uninstall(home)
        say(*[f"removed {path}" for path in removed] or [f"nothing to remove in {home}"])
    return 0


def _start_app(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """No sub-command: the desktop app when it is installed, else the help."""
    parser.print_help()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
