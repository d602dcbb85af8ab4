"""The deals from phones as the window shows them (scorekeeper/sheet/phones.py):
a pending deal described as the session's next deal, the device in words, and
the deals accepted from phones with their identity and place."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.sheet.phones import (
    ORGANISER,
    PROGRAM,
    accepted_steps,
    device_words,
    pending_lines,
    phone_device,
)
from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store
from tests.storage.storage_records import THREE_DEALS, ult, ultimate_session


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(str(tmp_path / "club.sqlite")) as opened:
        yield opened


def test_a_pending_deal_is_described_as_the_next_deal(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    store.propose_deal(sid, ult("Ben", 41, 50), phone_device("a1"))
    (line,) = pending_lines(store, sid)
    assert line.row is not None and line.refused is None
    # Deal 4: Chie, Aki, Ben dealt 1-3, so Chie again; Ben made 41: +41, the others 0.
    assert (line.row.number, line.row.dealer, line.row.declarer) == (4, "Chie", "Ben")
    assert dict(zip(line.row.seated, line.row.deltas, strict=True)) == {
        "Aki": 0,
        "Ben": 41,
        "Chie": 0,
    }
    assert len(store.result(sid).rows) == 3  # still not in the sheet


def test_the_device_in_words() -> None:
    assert device_words(phone_device("3f9a")).render("en") == "phone 3f9a"
    assert device_words(PROGRAM).render("en") == "a program"
    assert device_words(ORGANISER).render("en") == "the organiser"


def test_accepted_steps_name_the_stored_deal(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    first = store.propose_deal(sid, ult("Ben", 41, 50), phone_device("a1"))
    store.accept_pending(first, "Aki", phone_device("b2"))
    (step,) = accepted_steps(store, sid, seen=())
    snapshot = store.snapshot(sid)
    assert step.position == 3 and step.ref == snapshot.deals[3]
    assert step.deal == ult("Ben", 41, 50)
    assert (step.pending.decided_by, step.pending.decided_device) == ("Aki", "phone b2")
    assert accepted_steps(store, sid, seen={first}) == []


def test_a_twin_store_sees_the_same_database(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    twin = store.twin()
    assert twin is not store and twin.url == store.url
    twin.propose_deal(sid, ult("Ben", 41, 50), phone_device("a1"))
    assert len(store.pending_deals(sid)) == 1
