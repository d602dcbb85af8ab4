"""Hostile text in what the app writes (issue 9, items 4 and 7).

CSV: a cell a spreadsheet would run as a formula (OWASP "CSV injection": a text
cell starting with ``=``, ``+``, ``-``, ``@``, tab or CR) gets a leading ``'``;
the number columns the app writes (deal and game numbers, deltas, totals) are
never touched, so ``-20`` and ``+5`` stay numbers.

Terminal: a name, a file name or a field path printed by a command never reaches
the terminal with a control character in it (C0, DEL, C1), a lone surrogate or a
bidi override: each is shown as a visible escape (``\\x1b``), while every
script's letters and emoji print as they are.

Names for Ultimate (``docs/rules/ultimate.md``): a made bid scores the declarer
+bid; a missed bid scores each defender +⌊bid / 2⌋.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.games.base import clean_name

# Every character a terminal may act on rather than show: C0 (but the line break the
# command writes itself), DEL, C1, bidi embeddings, overrides, isolates and marks,
# line/paragraph separators, lone surrogates.
RAW_CONTROL = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]"
)
HOSTILE = ["\x1b[31mRed\x07", "Cr\r\x00", "Bi\u202edi\x9b2J"]
FRIENDLY = ["Zoë", "Gergő", "鈴木"]


def session(players: list[str], declarers: list[tuple[str, int, int]]) -> dict[str, Any]:
    deals = [
        {"declarer": d, "bid": bid, "trump": "spades", "result": {"declarer_points": points}}
        for d, bid, points in declarers
    ]
    return {"game": "ultimate", "players": players, "first_dealer": players[-1], "deals": deals}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def stored(tmp_path: Path, capsys: pytest.CaptureFixture[str], record: Any) -> list[str]:
    """``--db`` for a fresh database holding ``record`` as session 1."""
    db = ["--db", str(tmp_path / "data" / "sk.db")]
    path = tmp_path / "in.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    code, _, err = run(capsys, *db, "import", str(path))
    assert (code, err) == (0, "")
    return db


def no_raw_control(text: str) -> bool:
    return RAW_CONTROL.search(text) is None


# --- CSV --------------------------------------------------------------------------


FORMULAS = ['=HYPERLINK("x")', "+1", "-A", "@cmd"]


def test_csv_neutralises_formula_starts_but_keeps_numbers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Dealers rotate from the last seat: @cmd, then =HYPERLINK, +1.
    # Deal 1: =HYPERLINK bids 45, takes 52: made, +45.
    # Deal 2: -A bids 40, takes 10: missed, each defender +20 (=HYPERLINK, +1, @cmd).
    deals = [(FORMULAS[0], 45, 52), (FORMULAS[2], 40, 10)]
    db = stored(tmp_path, capsys, session(FORMULAS, deals))
    code, out, _ = run(capsys, *db, "export", "1", "--csv", "-o", "-")
    assert code == 0
    header, first, second = csv.reader(io.StringIO(out))
    n = len(FORMULAS)
    assert header[6 : 6 + n] == ["'" + p for p in FORMULAS]
    assert header[6 + n : 6 + 2 * n] == ["'" + p + " Σ" for p in FORMULAS]
    assert first[2:4] == ["'@cmd", "'" + FORMULAS[0]]  # dealer, declarer
    assert second[2:4] == ["'" + FORMULAS[0], "'-A"]
    # The number columns: deal, game, deltas, totals: ints a spreadsheet reads, signs kept.
    assert [int(c) for c in first[:2] + first[6 : 6 + 2 * n]] == [1, 1, 45, 0, 0, 0, 45, 0, 0, 0]
    assert second[6 : 6 + n] == ["+20", "+20", "0", "+20"]
    assert [int(c) for c in second[6 : 6 + 2 * n]] == [20, 20, 0, 20, 65, 20, 0, 20]


@pytest.mark.parametrize(
    ("name", "cell"),
    [
        ("=1+1", "'=1+1"),
        ("+1", "'+1"),
        ("-1", "'-1"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1", "'\t=1"),
        ("\r=1", "'\r=1"),
        ("Zoë=1", "Zoë=1"),
        ("1-2", "1-2"),
    ],
    ids=["equals", "plus", "minus", "at", "tab", "carriage-return", "inside", "digit-first"],
)
def test_csv_text_cell(name: str, cell: str) -> None:
    from scorekeeper.sheet.plain import text_cell

    assert text_cell(name) == cell


# --- the terminal -----------------------------------------------------------------


def test_show_and_sessions_print_no_control_character(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = HOSTILE + FRIENDLY
    record = session(players, [(HOSTILE[0], 45, 52), ("鈴木", 40, 10)])
    db = stored(tmp_path, capsys, dict(record, place="Pub\x1b]0;owned\x07"))
    for command in (["show", "1"], ["sessions"]):
        code, out, err = run(capsys, *db, *command)
        assert (code, err) == (0, "")
        assert no_raw_control(out), repr(out)
        assert all(name in out for name in FRIENDLY)
        # Names are cleaned when read (docs/deal-format.md "Names"): the controls are gone.
        assert all(clean_name(name) in out for name in HOSTILE)
    assert out.count("\n") == 1  # sessions: one line for the one session


def test_show_of_a_file_is_safe_bytes(tmp_path: Path) -> None:
    """The real stream: what reaches the terminal, as bytes."""
    path = tmp_path / "in\x1b[2J.json"
    record = session(HOSTILE + FRIENDLY, [("Zoë", 45, 52)])
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper.cli.main", "show", str(path)],
        capture_output=True,
        check=False,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert (done.returncode, done.stderr) == (0, b"")
    assert not re.search(rb"[\x00-\x09\x0b-\x1f\x7f]", done.stdout)
    text = done.stdout.decode("utf-8")
    assert no_raw_control(text)
    assert all(name in text for name in FRIENDLY) and "in\\x1b[2J.json" in text


def test_sheet_columns_stay_aligned_with_cleaned_and_wide_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scorekeeper.cli.runner import load_result
    from scorekeeper.sheet import score_sheet
    from scorekeeper.sheet.plain import _width, sheet_text

    path = tmp_path / "in.json"
    record = session(["A\x1bB", "Zoë", "鈴木"], [("Zoë", 45, 52)])
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    text = sheet_text(score_sheet(load_result(str(path), None)))
    table = text.splitlines()[2:4]  # the header and the one deal
    assert no_raw_control(text) and "AB" in table[0]  # the name as cleaned when read
    # Player columns are right-aligned, so every line of the table is as wide as the
    # widest, measured as printed ("鈴木" four columns).
    assert len({_width(line) for line in table}) == 1


@pytest.mark.parametrize(
    ("record", "field"),
    [
        (dict(session(["a", "b", "c"], []), deals=[{"\x1b]0;x\x07": 1}]), "\\x1b]0;x\\x07"),
        # a quoted value is escaped as JSON in the reason (one line whatever was typed)
        (session(["a", "b", "c"], [("\x1b[2J", 45, 52)]), "\\u001b[2J"),
    ],
    ids=["unknown-field-named", "not-a-player-quoted"],
)
def test_error_lines_quote_hostile_values_safely(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], record: dict[str, Any], field: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    for command in (["settle", str(path)], ["--db", str(tmp_path / "sk.db"), "import", str(path)]):
        code, out, err = run(capsys, *command)
        assert (code, out) == (2, "")
        assert no_raw_control(err[:-1]) and err.endswith("\n") and err.count("\n") == 1
        assert field in err and "internal error" not in err


def test_file_names_in_messages_are_safe(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "no\x1b[2J.json")
    code, _, err = run(capsys, "settle", missing)
    assert code == 2 and no_raw_control(err[:-1]) and "no\\x1b[2J.json: no such file" in err
    code, out, _ = run(capsys, "--db", str(tmp_path / "d\x07.db"), "restore")
    assert code == 0 and no_raw_control(out[:-1]) and "d\\x07.db" in out


def test_argument_errors_are_safe(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["sessions", "\x1b[2J"])
    _, err = capsys.readouterr()
    assert stop.value.code == 2 and no_raw_control(err.replace("\n", "")) and "\\x1b[2J" in err


def test_settle_json_escapes_what_json_leaves_raw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """JSON escapes C0 itself; DEL, C1 and bidi controls it writes raw unless asked."""
    players = ["De\x7fl", "C1\x9b2J", "Bi\u202edi", "Zoë"]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(session(players, [("Zoë", 45, 52)])), encoding="utf-8")
    code, out, _ = run(capsys, "settle", str(path))
    assert code == 0 and no_raw_control(out.replace("\n", ""))
    # the same players, their names as cleaned when read
    assert sorted(json.loads(out)["totals"]) == sorted(clean_name(p) for p in players)
    assert "Zoë" in out


# --- the one function -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("\x1b[31mred", "\\x1b[31mred"),
        ("bell\x07", "bell\\x07"),
        ("over\rwrite", "over\\rwrite"),
        ("nul\x00", "nul\\x00"),
        ("two\nlines", "two\\nlines"),
        ("tab\t", "tab\\t"),
        ("del\x7f", "del\\x7f"),
        ("csi\x9b", "csi\\x9b"),
        ("rlo\u202eabc", "rlo\\u202eabc"),
        ("isolate\u2066", "isolate\\u2066"),
        ("sep\u2028", "sep\\u2028"),
        ("lone\ud800", "lone\\ud800"),
        ("Zoë Gergő 鈴木 Ωmega", "Zoë Gergő 鈴木 Ωmega"),
        ("👩‍👩‍👧 🂡", "👩‍👩‍👧 🂡"),  # zero-width joiners in emoji stay
        ("a\\x1b", "a\\x1b"),  # an escape already shown stays as it is
    ],
    ids=[
        "esc",
        "bel",
        "cr",
        "nul",
        "lf",
        "tab",
        "del",
        "c1-csi",
        "bidi-override",
        "bidi-isolate",
        "line-separator",
        "lone-surrogate",
        "letters",
        "emoji",
        "idempotent",
    ],
)
def test_safe(text: str, shown: str) -> None:
    from scorekeeper.words.terminal import safe

    assert safe(text) == shown and safe(shown) == shown


def test_safe_json_is_the_same_data() -> None:
    from scorekeeper.words.terminal import safe_json

    data = {"n\x7fa\x9bme\u202e": ["\ud800", "Zoë\x1b"]}
    text = safe_json(json.dumps(data, ensure_ascii=False))
    assert no_raw_control(text) and json.loads(text) == data and "Zoë" in text


def test_no_unsafe_character_is_printable() -> None:
    """``safe_json`` and ``clean_name`` pass a printable text as it is, without the
    pattern (issue 28: settle of one deal never compiles it): right only while every
    character the pattern finds is one ``str.isprintable`` refuses."""
    from scorekeeper.words.terminal import unsafe

    found = [c for c in map(chr, range(0x110000)) if unsafe().fullmatch(c)]
    assert len(found) == 0x20 + 0x21 + 3 + 2 + 5 + 4 + 0x800  # C0, DEL+C1, marks, ...
    assert [c for c in found if c.isprintable()] == []


@pytest.mark.parametrize(
    "text", ['{\n  "Gergő": 1\n}', '{\n  "Zoë\u2028": 1\n}', "{\n\t1\n}", '"鈴木\u3000花子"']
)
def test_safe_json_of_printable_text_or_not_is_the_pattern_s(text: str) -> None:
    from scorekeeper.words.terminal import _UNSAFE_IN_JSON, safe_json

    escaped = re.sub(_UNSAFE_IN_JSON, lambda m: f"\\u{ord(m.group()):04x}", text)
    assert safe_json(text) == escaped


@pytest.mark.parametrize(
    ("name", "cleaned"),
    [
        (" Aki ", "Aki"),
        ("Zoe\u0308", "Zoë"),
        ("鈴木\u3000花子", "鈴木\u3000花子"),
        ("A\tb\x1b", "Ab"),
    ],
    ids=["ascii", "nfd", "wide-space", "controls"],
)
def test_clean_name(name: str, cleaned: str) -> None:
    assert clean_name(name) == cleaned
