"""The follow page as the server renders it (what a phone with scripts off reads):
the sheet model's words and numbers in the phone's language, hostile names shown
as text, nothing recomputed."""

from __future__ import annotations

import html
from datetime import datetime

import pytest

from scorekeeper.serve import Keyring, Role, create_app, start_server
from scorekeeper.serve.language import phone_language
from scorekeeper.sheet import score_sheet
from scorekeeper.storage import open_store
from scorekeeper.words import glossary
from scorekeeper.words.figures import number
from scorekeeper.words.text import Msg, render
from tests.serve.conftest import example
from tests.serve.web_client import Client


def follow_page(served, language: str = "en") -> str:
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    answer = served.client.get(page, cookie=cookie, headers={"Accept-Language": language})
    assert answer.status == 200 and answer.headers["content-type"].startswith("text/html")
    return html.unescape(answer.body)


def test_the_page_shows_the_sheet_model_of_the_session(served):
    page = follow_page(served)
    sheet = score_sheet(served.writer.result(served.table), now=datetime.now())
    last = sheet.rows[-1]
    assert f"Next dealer: {sheet.next_dealer}" in page
    assert f"Deal {last.number}: {render(last.contract)} · {render(last.result)}" in page
    for line in last.lines:
        assert render(line) in page  # the last deal's breakdown in words
    for row in sheet.rows:
        assert all(row.total_text(i) in page for i in range(len(row.totals)))
    for total in sheet.totals:
        assert total.points_text in page and total.balance_text in page
    for payment in sheet.settled:
        assert render(payment) in page
    for side, score in sheet.side_scores:
        assert side in page and number(score) in page


def test_the_page_is_whole_without_scripts(served):
    """Scripts only make it live: the sheet is in the HTML itself, the script is a
    file of this server's, and nothing is inline (the policy would block it)."""
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    body = served.client.get(page, cookie=cookie).body
    assert '<script src="/static/live.js" defer></script>' in body
    assert body.count("<script") == 1 and " style=" not in body and "<style" not in body
    assert " on" not in body.replace(" one", "")  # no onload= or onclick= handlers
    assert "<table>" in body and f'data-events="{page}/events"' in body


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("ja", "ja"),
        ("hu-HU,hu;q=0.9,en;q=0.8", "hu"),
        ("fi", "fi"),
        ("de-AT, de;q=0.9", "de"),
        ("fr-FR, de;q=0.5, en;q=0.7", "en"),
        ("sv, fi;q=0.2", "fi"),
        ("", "en"),
        ("*", "en"),
        ("ja;q=0, hu", "hu"),
        ("de;q=nonsense, fi;q=0.3", "fi"),
        (";;;,,q=,", "en"),
    ],
    ids=lambda v: v or "none",
)
def test_the_phone_s_language_is_read_from_its_header(header, language):
    assert phone_language(header) == language


@pytest.mark.parametrize("language", ["en", "ja", "hu", "fi", "de"])
def test_the_page_speaks_the_phone_s_language(served, language):
    page = follow_page(served, language)
    sheet = score_sheet(served.writer.result(served.table), now=datetime.now())
    assert f'<html lang="{language}">' in page
    assert Msg("Next dealer: {name}", name=sheet.next_dealer).render(language) in page
    assert glossary.SETTLEMENT.render(language) in page
    assert render(sheet.rows[-1].lines[0], language) in page


HOSTILE = ["<script>alert(1)</script>", '"><img src=x onerror=alert(2)>', "Zsófi & 'Béla'"]


def test_hostile_names_are_shown_never_run(database):
    """A player named ``<script>``: escaped in the page and in its events. Fails
    with ``autoescape=False`` in ``scorekeeper/serve/pages.py``."""
    record = {
        "game": "ultimate",
        "players": HOSTILE,
        "first_dealer": HOSTILE[0],
        "place": "</title><script>alert(3)</script>",
        "deals": [],
    }
    with open_store(str(database)) as store:
        table = store.create_session(record)
        keyring = Keyring()
        keyring.share(table)
        handle = start_server(create_app(store, keyring), "127.0.0.1", 0)
        try:
            client = Client(handle.address)
            cookie, page = client.enter(keyring.share(table)[0].path)
            body = client.get(page, cookie=cookie).body
            stream = client.stream(page + "/events", cookie=cookie)
            events = stream.next_event(10).data
            stream.close()
        finally:
            handle.stop()
    for text in (body, events):
        assert "<script>alert" not in text and "<img" not in text
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
        assert "Zsófi &amp; &#39;Béla&#39;" in text


def test_a_session_without_deals_says_so(database):
    with open_store(str(database)) as store:
        table = store.create_session(example(0))
        keyring = Keyring()
        handle = start_server(create_app(store, keyring), "127.0.0.1", 0)
        try:
            client = Client(handle.address)
            cookie, page = client.enter(keyring.share(table)[0].path)
            body = client.get(page, cookie=cookie, headers={"Accept-Language": "de"}).body
        finally:
            handle.stop()
    assert Msg("No deal has been entered yet.").render("de") in html.unescape(body)
