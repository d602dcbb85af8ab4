"""``scorekeeper sessions | import | export | show | restore``: --db and
$SCOREKEEPER_DB, exact JSON round trip, the CSV score sheet, one-line errors."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import open_store
from tests.storage.storage_records import (
    MARJAPUSSI_DEAL,
    MARJAPUSSI_SESSION,
    THREE_DEALS,
    entered,
    ultimate_session,
)


def write(path: Path, data: Any) -> str:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_then_export_is_the_same_record(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = dict(MARJAPUSSI_SESSION, date="2024-05-01", place="Hämeenlinna", note="ö")
    db = ["--db", str(db_path)]
    assert run(capsys, *db, "import", write(tmp_path / "in.json", record))[1] == (
        "imported session 1 (1 deal)\n"
    )
    assert run(capsys, *db, "export", "1", "-o", str(tmp_path / "out.json"))[0] == 0
    assert entered(json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))) == record
    code, out, _ = run(capsys, *db, "sessions")
    assert code == 0 and "marjapussi" in out and "Aino, Eero, Helmi, Onni @ Hämeenlinna" in out


def test_environment_variable_chooses_the_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SCOREKEEPER_DB", str(tmp_path / "env.db"))
    run(capsys, "import", write(tmp_path / "in.json", ultimate_session(*THREE_DEALS)))
    with open_store(str(tmp_path / "env.db")) as store:
        assert len(store.list_sessions()) == 1
    assert run(capsys, "--db", str(tmp_path / "other.db"), "sessions")[1] == (
        "no sessions stored yet\n"
    )


def test_csv_score_sheet(tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(db_path)]
    run(capsys, *db, "import", write(tmp_path / "in.json", ultimate_session(*THREE_DEALS)))
    assert run(capsys, *db, "export", "1", "-o", str(tmp_path / "sheet.csv"))[0] == 0
    # UTF-8 with a byte order mark (for Excel): read as a spreadsheet reads it.
    with (tmp_path / "sheet.csv").open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    # The header is the glossary's words (scorekeeper/words/glossary.py), as on the PDF.
    assert rows[0] == [
        "No.",
        "Game",
        "Dealer",
        "Declarer",
        "Contract",
        "Result",
        "Aki",
        "Ben",
        "Chie",
        "Aki Σ",
        "Ben Σ",
        "Chie Σ",
        "Note",
    ]
    # Dealers rotate Chie, Aki, Ben. Deltas: +45 / +15, 0, +15 / +25 (Chie made 25).
    assert [r[:4] + r[6:12] for r in rows[1:]] == [
        ["1", "1", "Chie", "Aki", "+45", "0", "0", "45", "0", "0"],
        ["2", "1", "Aki", "Ben", "+15", "0", "+15", "60", "0", "15"],
        ["3", "1", "Ben", "Chie", "0", "0", "+25", "60", "0", "40"],
    ]
    assert (
        run(capsys, *db, "export", "1", "--csv", "-o", "-")[1]
        .splitlines()[0]
        .startswith("No.,Game,Dealer")
    )


def test_show_prints_the_sheet_totals_and_payments(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = ultimate_session(*THREE_DEALS, stake={"per_point": 0.1, "currency": "EUR"})
    run(capsys, "--db", str(db_path), "import", write(tmp_path / "in.json", record))
    code, out, _ = run(capsys, "--db", str(db_path), "show", "1")
    assert code == 0
    assert "Totals: Aki 60, Ben 0, Chie 40" in out
    # Mean 100/3; Ben -100/3 × 0.10 EUR = -3.33 EUR; Chie +0.67; Aki +2.67 (-1 cent of
    # rounding on the largest balance, Ben: -3.34). Ben pays Aki 2.67, then Chie 0.67.
    assert "Payments: Ben pays Aki 2.67 EUR; Ben pays Chie 0.67 EUR" in out
    assert "Next dealer: Chie" in out


def test_bad_import_names_the_deal_and_field_and_stores_nothing(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = json.loads(json.dumps(MARJAPUSSI_DEAL))
    bad["result"]["card_points"] = [-5, 125]
    record = dict(MARJAPUSSI_SESSION, deals=[MARJAPUSSI_DEAL] * 3 + [bad])
    code, out, err = run(capsys, "--db", str(db_path), "import", write(tmp_path / "b.json", record))
    assert code == 2 and out == ""
    assert err.startswith("deals[3].result.card_points[0]: ") and err.count("\n") == 1
    assert run(capsys, "--db", str(db_path), "sessions")[1] == "no sessions stored yet\n"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["show", "7"], "no session with id 7"),
        (["export", "7", "-o", "x.json"], "no session with id 7"),
        (["import", "missing.json"], "missing.json: no such file"),
    ],
    ids=["show-unknown-id", "export-unknown-id", "import-missing-file"],
)
def test_errors_are_one_line(
    db_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, _, err = run(capsys, "--db", str(db_path), *argv)
    assert code == 2 and message in err and err.count("\n") == 1


def test_export_to_an_unwritable_place(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "--db", str(db_path), "import", write(tmp_path / "in.json", ultimate_session()))
    code, _, err = run(capsys, "--db", str(db_path), "export", "1", "-o", str(tmp_path / "no/x"))
    assert code == 2 and "cannot be written" in err


def test_help_does_not_load_the_database_libraries() -> None:
    code = (
        "import sys, scorekeeper.cli.main as c; c.build_parser(); import scorekeeper.storage; "
        "print(sorted(m for m in ('sqlalchemy', 'sqlmodel', 'alembic') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
