"""``scorekeeper serve`` in a process of its own, as a club would run it: the lines
it prints once it listens, the pages behind them, and its exit (status 0 within
5 s of SIGTERM or SIGINT, an open event stream included)."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.host.shipped import RESOURCES
from scorekeeper.serve import Address
from scorekeeper.storage import open_store
from tests.serve.conftest import example
from tests.serve.web_client import Client

LINE = re.compile(r"^(follow|score) (\d+) (http://127\.0\.0\.1:\d+/\1/[A-Za-z0-9_-]{32})$")
ORGANISER = re.compile(r"^organiser (http://127\.0\.0\.1:\d+/organiser/[A-Za-z0-9_-]{32})$")
ULTIMATE = json.loads((RESOURCES / "examples" / "ultimate.json").read_text(encoding="utf-8"))
FINISHED = {**ULTIMATE, "deals": ULTIMATE["deals"][:3]}  # its race is won at deal 3


def start(db: Path, *arguments: str) -> tuple[subprocess.Popen[str], list[str]]:
    """The command started; the lines it printed up to the organiser's."""
    command = [sys.executable, "-m", "scorekeeper", "--db", str(db), "serve", "--port", "0"]
    process = subprocess.Popen(
        [*command, *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    lines = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if line.startswith("organiser "):
            return process, lines
    process.kill()
    pytest.fail(f"no organiser line: {lines} {process.stderr.read()}")


def stored(db: Path) -> list[int]:
    with open_store(str(db)) as store:
        tables = [store.create_session(example()), store.create_session(example(2))]
        finished = store.create_session(FINISHED)
        archived = store.create_session(example(1))
        store.archive_session(archived, True)
        assert store.tally(finished).finished
    return tables


def address(url: str) -> Address:
    host, port = url.split("/")[2].split(":")
    return Address(host, int(port))


def path(url: str) -> str:
    """``url`` without its scheme and address: ``/follow/…``."""
    return "/" + url.split("/", 3)[3]


def organiser_opens(line: str) -> bool:
    """Whether ``line`` is the organiser's link and the server lets it in."""
    organiser = ORGANISER.match(line)
    return bool(organiser and Client(address(organiser[1])).enter(path(organiser[1])))


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_prints_a_line_per_link_and_exits_0_on_a_signal(tmp_path, stop):
    db = tmp_path / "club.sqlite"
    tables = stored(db)
    process, lines = start(db)
    try:
        shared = [LINE.match(line) for line in lines[:-1]]
        assert all(shared), lines
        assert [(m[1], int(m[2])) for m in shared] == [
            (role, t) for t in tables for role in ("follow", "score")
        ]  # the open sessions; not the finished one, not the archived one
        organiser = ORGANISER.match(lines[-1])
        assert organiser
        client = Client(address(organiser[1]))
        cookie, page = client.enter(path(shared[0][3]))
        stream = client.stream(page + "/events", cookie=cookie)
        assert stream.next_event(5).name == "sheet"
        began = time.monotonic()
        process.send_signal(stop)
        assert process.wait(10) == 0
        assert time.monotonic() - began < 5
        assert stream.ended(2)
        assert process.stderr.read() == ""  # no log line, no URL
    finally:
        process.kill()
        process.wait()


def test_shares_the_sessions_named(tmp_path):
    db = tmp_path / "club.sqlite"
    tables = stored(db)
    process, lines = start(db, "--session", str(tables[1]))
    process.terminate()
    assert process.wait(10) == 0
    assert [line.split()[:2] for line in lines] == [
        ["follow", str(tables[1])],
        ["score", str(tables[1])],
        ["organiser", lines[-1].split()[1]],
    ]


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--session", "99"], "no session with id 99"),
        (["--host", "localhost"], "--host localhost: give an address as numbers"),
        (["--host", "0.0.0.0"], "--host 0.0.0.0: 0.0.0.0 means every network"),
    ],
    ids=["unknown-session", "a-name", "every-network"],
)
def test_refusals_are_one_line(tmp_path, arguments, said):
    db = tmp_path / "club.sqlite"
    stored(db)
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "--db", str(db), "serve", "--port", "0", *arguments],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    assert said in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert done.stdout == ""


def test_a_port_in_use_is_one_line(tmp_path):
    db = tmp_path / "club.sqlite"
    stored(db)
    first, lines = start(db)
    port = lines[-1].split("/")[2].split(":")[1]
    try:
        command = [sys.executable, "-m", "scorekeeper", "--db", str(db), "serve", "--port", port]
        done = subprocess.run(command, capture_output=True, text=True, timeout=30)
        assert done.returncode == 2 and f"cannot listen on 127.0.0.1 port {port}" in done.stderr
    finally:
        first.terminate()
        first.wait(10)


def test_qr_sheet_holds_a_code_per_link_captioned_in_the_language(tmp_path):
    """``--qr-sheet FILE --language ja``: once listening, one QR code per printed
    link (the session's follow and score, the organiser's: three), each caption in
    Japanese; the server goes on serving."""
    from pypdf import PdfReader

    db = tmp_path / "club.sqlite"
    with open_store(str(db)) as store:
        table = store.create_session(example())
    sheet = tmp_path / "codes.pdf"
    process, lines = start(db, "--qr-sheet", str(sheet), "--language", "ja")
    try:
        assert process.stdout.readline().rstrip("\n") == f"qr-sheet {sheet}"
        text = "".join(page.extract_text() for page in PdfReader(str(sheet)).pages)
        urls = [line.split()[-1] for line in lines]
        assert len(urls) == 3 and all(url in text for url in urls)
        assert f"セッション {table}" in text or f"セッション{table}" in text, text
        assert organiser_opens(lines[-1]), lines
    finally:
        process.terminate()
        assert process.wait(10) == 0


def test_an_unwritable_qr_sheet_is_a_warning_and_the_server_goes_on(tmp_path):
    db = tmp_path / "club.sqlite"
    stored(db)
    process, lines = start(db, "--qr-sheet", str(tmp_path / "no" / "such" / "dir.pdf"))
    try:
        assert organiser_opens(lines[-1]), lines
    finally:
        process.terminate()
        assert process.wait(10) == 0
    warning = process.stderr.read()
    assert warning.startswith("warning: --qr-sheet ") and warning.count("\n") == 1, warning
