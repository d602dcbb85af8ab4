"""``scorekeeper settle`` imports what settling needs and nothing else (the
issue on speed: "the CLI imports more than a single deal needs"). Checked in a
fresh interpreter, started as the console script starts it; how fast it then
is belongs to ``bench/figures_cli.py``, not here."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
ONE_DEAL = Path(__file__).parent.parent / "spec_examples" / "ultimate.json"
SESSION = Path(__file__).parent.parent / "spec_examples" / "session_marjapussi.json"

# Never for settle: the database, the PDF, the window, currency data, the parser of
# the other commands, and the message catalogs (settle's words are English).
NEVER: tuple[str, ...] = (
    "sqlalchemy",
    "sqlmodel",
    "alembic",
    "reportlab",
    "PySide6",
    "babel",
    "argparse",
    "gettext",
    "scorekeeper.storage",
    "scorekeeper.export",
    "scorekeeper.sheet",
    "scorekeeper.serve",  # the phones' server and what it brings
    "starlette",
    "uvicorn",
    "jinja2",
    "segno",
)
if sys.version_info < (3, 12):
    # inspect's own imports: dataclasses imports inspect, but on Python 3.11 only a
    # dataclass without a docstring uses it (scorekeeper.cli.main._defer_imports); from 3.12
    # on every dataclass reads its annotations through it, so it is loaded anyway.
    NEVER += ("ast", "dis", "tokenize")


def imported_by_settle(path: Path) -> set[str]:
    """The modules loaded by ``scorekeeper settle PATH`` (its output is checked too)."""
    code = (
        "import sys, io, contextlib\n"
        "from scorekeeper_ui.launcher import main\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        f"    assert main(['settle', {str(path)!r}]) == 0\n"
        "assert out.getvalue().startswith('{')\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return set(done.stdout.split())


def loaded(modules: set[str], name: str) -> bool:
    return any(m == name or m.startswith(name + ".") for m in modules)


def test_settling_one_deal_imports_no_session_and_no_other_game() -> None:
    modules = imported_by_settle(ONE_DEAL)
    assert [m for m in NEVER if loaded(modules, m)] == []
    assert not loaded(modules, "scorekeeper.session.replay")
    assert not loaded(modules, "scorekeeper.settlement")
    assert not loaded(modules, "decimal")  # money is the session's (a default stake's too)
    games = {"ulti", "marjapussi", "huutopussi", "zwanzigerrufen", "ultimate"}
    assert {g for g in games if loaded(modules, f"scorekeeper.games.{g}")} == {"ultimate"}


def test_settling_a_session_imports_no_storage_and_no_catalog() -> None:
    modules = imported_by_settle(SESSION)
    assert [m for m in NEVER if loaded(modules, m)] == []
    assert loaded(modules, "scorekeeper.session.replay")


@pytest.mark.parametrize("argv", [["settle", "--help"], ["settle"], ["settle", "a", "b"]])
def test_anything_but_settle_file_goes_through_the_parser(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from scorekeeper.cli.main import main

    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == (0 if "--help" in argv else 2)
    printed = capsys.readouterr()
    assert "usage: scorekeeper" in printed.out + printed.err


def test_settle_from_standard_input_without_the_parser(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    from scorekeeper.cli.main import main

    monkeypatch.setattr(sys, "stdin", io.StringIO(ONE_DEAL.read_text(encoding="utf-8")))
    assert main(["settle", "-"]) == 0
    # docs/rules/ultimate.md, partner variant: Aki (45, partner Chie) captured 52 ≥ 45: made,
    # the declarer and the partner score +45 each.
    deltas = json.loads(capsys.readouterr().out)["deltas"]
    assert deltas == {"Aki": 45, "Ben": 0, "Chie": 45, "Dai": 0, "Emi": 0}


def test_settling_one_deal_loads_neither_the_league_facts_nor_the_deal_form_nor_pathlib() -> None:
    """Issue 28: a game's league facts and deal form are loaded when first asked for
    (``GameSpec.facts``, ``GameSpec.entry``), and settle's file is read without
    pathlib (nor the shipped data's folder looked for: English needs no catalog).
    Beyond what a bare interpreter of this install loads (an editable install's
    finder loads pathlib at start)."""
    bare = subprocess.run(
        [sys.executable, "-c", "import sys; print('\\n'.join(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    added = imported_by_settle(ONE_DEAL) - set(bare.stdout.split())
    for name in (
        "scorekeeper.games.facts",
        "scorekeeper.games.entry",
        "scorekeeper.host.shipped",
        "pathlib",
        "urllib",
        "importlib.util",
        # Issue 28, item 2 (bench/figures_cli.py): what starting settle used to pay
        # for. A frozen value is made by scorekeeper.values, not dataclasses (which
        # imports inspect: a stand-in of it is in sys.modules, cli.main._defer_imports);
        # typing is imported under TYPE_CHECKING only; a float or a huge number alone
        # needs math. (Nor unicodedata for ASCII names, but compiling a source with
        # "\N{...}" in it imports it, and the tests may run without a bytecode cache.)
        "dataclasses",
        "typing",
        "math",
        "warnings",
    ):
        assert not loaded(added, name), name


def test_settling_one_deal_compiles_no_pattern_of_its_own() -> None:
    """Issue 28: the patterns of the names' and the output's unsafe characters, of
    a UUID and of a partner card are not compiled for an Ultimate deal with ASCII
    names and no id: only jsonio's check for a long number is (json's own are
    compiled when json is imported, before this looks)."""
    code = (
        "import contextlib, io, json, re\n"
        "compiled = []\n"
        "compile = re._compile\n"
        "def spy(pattern, flags):\n"
        "    compiled.append(str(pattern))\n"
        "    return compile(pattern, flags)\n"
        "re._compile = spy\n"
        "from scorekeeper_ui.launcher import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    assert main(['settle', {str(ONE_DEAL)!r}]) == 0\n"
        "print(json.dumps(sorted(set(compiled))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert json.loads(done.stdout) == ["[0-9]{17}"]
    from scorekeeper.games import get_game

    spec = get_game("ultimate")  # and they are there when asked for
    assert spec.facts is not None and spec.entry is not None
    assert spec.entry.field("declarer") is not None
