"""What keeps an accepted deal quick to reach every phone, checked without
timing anything (the times are figures of ``bench/figures_serve.py``):

- a new version wakes all of a table's streams at once, and they must not each
  build and render the same sheet (``scorekeeper/serve/live.py``, "One rendering
  per deal and language");
- the server's connections are TCP sockets as asyncio knows them, so it sends
  each answer at once (``scorekeeper/serve/server.py``, ``listen``);
- while it serves, a thread waiting for the interpreter gets it promptly
  (``scorekeeper/serve/server.py``, ``prompt_switching``)."""

from __future__ import annotations

import asyncio
import socket
import sys
from pathlib import Path

import pytest

import scorekeeper.serve.live as live_module
from scorekeeper.serve import Keyring, create_app, pages, start_server
from scorekeeper.serve.live import Live, StoreReader
from scorekeeper.serve.server import listen
from scorekeeper.sheet.model import ScoreSheet
from scorekeeper.storage import open_store
from tests.serve.conftest import example, next_deal

STREAMS = 13  # a table's followers in the benchmark
LANGUAGES = ("en", "ja", "hu", "fi", "de")


def test_a_version_is_built_once_and_rendered_once_per_language(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """13 streams in 5 languages asking at once for a new version: the sheet is
    built once and rendered 5 times (once per language), not 13 times each; all
    13 get the fragment of that version in their language."""
    built: list[int] = []
    rendered: list[str] = []
    build = live_module.score_sheet

    def counted_build(*args: object, **kwargs: object) -> ScoreSheet:
        built.append(1)
        return build(*args, **kwargs)  # type: ignore[arg-type]

    def counted_render(
        sheet: ScoreSheet, table: int, language: str, hidden: bool
    ) -> tuple[str, str]:
        rendered.append(language)
        return pages.fragment(sheet, table, language, hidden)

    monkeypatch.setattr(live_module, "score_sheet", counted_build)
    languages = [LANGUAGES[k % len(LANGUAGES)] for k in range(STREAMS)]

    async def evening() -> tuple[int, list[tuple[int, str, str]]]:
        with open_store(str(database)) as store:
            table = store.create_session(example())
            live = Live(StoreReader(store), Keyring(), counted_render)
            live.start()
            try:
                await asyncio.gather(*(live.fragment(table, lang) for lang in languages))
                built.clear()
                rendered.clear()
                store.add_deal(table, next_deal(3))  # the next version, then every stream asks
                await live.refresh(table)
                got = await asyncio.gather(*(live.fragment(table, lang) for lang in languages))
                version = store.version(table)
            finally:
                live.stop()
                live.reader.close()
        return version, [
            (f.version, f.html, lang) for f, lang in zip(got, languages, strict=True) if f
        ]

    version, fragments = asyncio.run(evening())
    assert len(built) == 1
    assert sorted(rendered) == sorted(LANGUAGES)
    assert len(fragments) == STREAMS
    assert {v for v, _html, _lang in fragments} == {version}  # every stream the new version
    by_language = {lang: html for _v, html, lang in fragments}
    assert len(set(by_language.values())) == len(LANGUAGES)  # each in its own language
    assert "Deal 4:" in by_language["en"]


def test_the_servers_connections_send_at_once() -> None:
    """asyncio turns Nagle's algorithm off (TCP_NODELAY) only on a connection whose
    socket's protocol is TCP; a listening socket made with protocol 0 passes 0 on
    to every connection it accepts, and then uvicorn's answers, written as a head
    and then a body, wait for the phone's delayed ACK (about 40 ms each). Fails
    when ``listen`` leaves out ``socket.IPPROTO_TCP``."""
    server = listen("127.0.0.1", 0)
    try:
        with socket.create_connection(server.getsockname()[:2], timeout=5):
            connection, _ = server.accept()
            with connection:
                assert connection.proto == socket.IPPROTO_TCP
    finally:
        server.close()


def test_the_interpreter_switches_promptly_while_serving_and_as_before_after(
    database: Path,
) -> None:
    """While a server serves (two at once here), a thread waiting for Python's
    interpreter lock gets it within 0.5 ms, not the default 5 ms; once the last
    one stops, the interval is what it was. Fails when ``prompt_switching``
    (``scorekeeper/serve/server.py``) is left out or gives nothing back."""
    before = sys.getswitchinterval()
    with open_store(str(database)) as store:
        first = start_server(create_app(store, Keyring()), "127.0.0.1", 0)
        second = start_server(create_app(store, Keyring()), "127.0.0.1", 0)
        try:
            assert sys.getswitchinterval() <= 0.0005
            first.stop()
            assert sys.getswitchinterval() <= 0.0005  # the second still serves
        finally:
            first.stop()
            second.stop()
    assert sys.getswitchinterval() == before


def test_starting_the_server_does_not_import_the_templates():
    """Jinja2 is imported at the first page, not on the way to the listening port
    (the start's figure in bench/figures_serve.py): importing the serve stack in a
    fresh process leaves it out."""
    import subprocess
    import sys

    probe = "import sys, scorekeeper.serve; print('jinja2' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
