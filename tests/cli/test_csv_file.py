"""The CSV file is UTF-8 with a byte order mark (issue 14, item 7): Excel reads a
file without one in the system's code page and garbles ``Gergő`` and ``鈴木``.

The mark is the three bytes ``EF BB BF``, once, before the header, in every CSV
file ``scorekeeper export`` writes (``--csv``, or a FILE ending in ``.csv``); text
written to standard output (``-o -``) has none, and neither has JSON (RFC 8259).
The formula guard (a text cell starting with ``=`` gets a ``'``) is unchanged.

Ultimate (``docs/rules/ultimate.md``): the dealer rotates from the last seat, so
``=HYPERLINK(1)`` deals the first deal; Gergő bids 30 and takes 35: made, +30.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from scorekeeper.cli.main import main

BOM = b"\xef\xbb\xbf"
PLAYERS = ["Gergő", "鈴木", "=HYPERLINK(1)"]
SESSION = {
    "game": "ultimate",
    "players": PLAYERS,
    "first_dealer": "=HYPERLINK(1)",
    "deals": [{"declarer": "Gergő", "bid": 30, "trump": "spades",
               "result": {"declarer_points": 35}}],
}  # fmt: skip
# "Gergő" is G e r g U+0151 (C5 91); 鈴 U+9234 is E9 88 B4 and 木 U+6728 E6 9C A8.
HEADER = (
    b"No.,Game,Dealer,Declarer,Contract,Result,"
    b"Gerg\xc5\x91,\xe9\x88\xb4\xe6\x9c\xa8,'=HYPERLINK(1),"
    b"Gerg\xc5\x91 \xce\xa3,\xe9\x88\xb4\xe6\x9c\xa8 \xce\xa3,'=HYPERLINK(1) \xce\xa3,Note\n"
)  # Σ U+03A3 is CE A3


@pytest.fixture
def export(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """``export(*options)`` runs ``scorekeeper export 1 *options`` on a database
    holding SESSION; gives (exit status, standard output)."""
    record = tmp_path / "evening.json"
    record.write_text(json.dumps(SESSION, ensure_ascii=False), encoding="utf-8")
    db = ["--db", str(tmp_path / "sk.db")]
    assert main([*db, "import", str(record)]) == 0
    capsys.readouterr()

    def run(*options: str) -> tuple[int, str]:
        code = main([*db, "export", "1", *options])
        return code, capsys.readouterr().out

    return run


@pytest.mark.parametrize("options", [["--csv"], []], ids=["--csv", "by-extension"])
def test_the_csv_file_starts_with_one_byte_order_mark(export, tmp_path, options):
    target = tmp_path / "sheet.csv"
    assert export(*options, "-o", str(target))[0] == 0
    data = target.read_bytes()
    assert data[:3] == BOM and data.count(BOM) == 1
    assert data[3:].startswith(HEADER)  # the names in UTF-8, the formula guarded
    with target.open(encoding="utf-8-sig", newline="") as f:
        header, first = csv.reader(f)
    assert header[0] == "No." and header[8] == "'=HYPERLINK(1)"
    assert first[:4] == ["1", "1", "'=HYPERLINK(1)", "Gergő"]  # the dealer guarded
    assert first[6:12] == ["+30", "0", "0", "30", "0", "0"]  # numbers stay numbers


def test_the_mark_is_before_the_header_in_every_language(export, tmp_path):
    target = tmp_path / "sheet.csv"
    assert export("--csv", "--language", "ja", "-o", str(target))[0] == 0
    data = target.read_bytes()
    assert data.count(BOM) == 1
    # 番号 (No.) U+756A U+53F7, ゲーム (Game) U+30B2 U+30FC U+30E0
    assert data.startswith(BOM + b"\xe7\x95\xaa\xe5\x8f\xb7,\xe3\x82\xb2\xe3\x83\xbc\xe3\x83\xa0,")


def test_standard_output_has_no_mark(export):
    code, out = export("--csv", "-o", "-")
    assert code == 0 and out.encode("utf-8").startswith(HEADER)  # "No." first, no mark
    assert "\ufeff" not in out


def test_the_file_is_the_text_after_the_mark(export, tmp_path):
    """The file holds exactly what standard output shows, after the mark."""
    target = tmp_path / "sheet.csv"
    export("--csv", "-o", str(target))
    _, out = export("--csv", "-o", "-")
    assert target.read_bytes() == BOM + out.encode("utf-8")
    assert list(csv.reader(io.StringIO(out)))[1][2] == "'=HYPERLINK(1)"


def test_json_has_no_mark(export, tmp_path):
    target = tmp_path / "record.json"
    assert export("-o", str(target))[0] == 0
    data = target.read_bytes()
    assert data.startswith(b"{\n") and BOM not in data
    assert json.loads(data)["players"] == PLAYERS
