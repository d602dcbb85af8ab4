"""`scorekeeper pdf ID|FILE.json -o OUT.pdf [--letter] [--language]`: a file written
and exit 0; bad input or an unwritable output: one line on stderr, exit 2, no file."""

from __future__ import annotations

import errno
import json

import pytest
from conftest import pdf_pages, pdf_text

from scorekeeper.cli.main import main

SESSION = {
    "game": "ulti",
    "players": ["Gergő", "Szűcs", "Dóra"],
    "first_dealer": "Dóra",
    "deals": [{"soloist": "Szűcs", "contract": ["betli"], "trump": None,
               "result": {"soloist_tricks": 0}}],
}  # fmt: skip


@pytest.fixture
def session_file(tmp_path):
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(SESSION, ensure_ascii=False), encoding="utf-8")
    return path


def test_writes_the_pdf(capsys, session_file, tmp_path):
    out = tmp_path / "sheet.pdf"
    assert main(["pdf", str(session_file), "-o", str(out)]) == 0
    assert "wrote" in capsys.readouterr().out
    assert "Szűcs" in pdf_text(out.read_bytes())


def test_letter_and_japanese(session_file, tmp_path):
    out = tmp_path / "sheet.pdf"
    assert main(["pdf", str(session_file), "-o", str(out), "--letter", "--language", "ja"]) == 0
    page = pdf_pages(out.read_bytes())[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (612, 792)
    assert "精算" in pdf_text(out.read_bytes())


def test_bad_record_is_one_line_and_no_file(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**SESSION, "players": ["Gergő"]}), encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    assert main(["pdf", str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "players" in err and "Traceback" not in err
    assert not out.exists()


def test_missing_input_is_one_line(capsys, tmp_path):
    assert main(["pdf", str(tmp_path / "none.json"), "-o", str(tmp_path / "o.pdf")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_output_that_is_a_folder_is_one_line_and_leaves_nothing(capsys, session_file, tmp_path):
    folder = tmp_path / "out"
    (folder / "sheet.pdf").mkdir(parents=True)  # the target exists and is a folder
    code = main(["pdf", str(session_file), "-o", str(folder / "sheet.pdf")])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "cannot be written" in err
    assert [p.name for p in folder.iterdir()] == ["sheet.pdf"]  # no temporary file left
    assert list((folder / "sheet.pdf").iterdir()) == []


def test_disk_full_leaves_no_partial_file(capsys, monkeypatch, session_file, tmp_path):
    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("scorekeeper.export.pdf.os.replace", full)
    code = main(["pdf", str(session_file), "-o", str(tmp_path / "sheet.pdf")])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "No space left" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["evening.json"]


def test_missing_output_folder_is_one_line(capsys, session_file, tmp_path):
    code = main(["pdf", str(session_file), "-o", str(tmp_path / "no" / "such" / "sheet.pdf")])
    assert code == 2 and capsys.readouterr().err.count("\n") == 1
