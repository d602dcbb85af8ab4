"""Pending deals (revision 0008): entered on a phone, checked like any new deal,
kept on disk, not in the sheet until an opponent accepts them."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.session.store import StorageError
from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store
from tests.storage.storage_records import THREE_DEALS, ult, ultimate_session


def test_a_pending_deal_is_kept_but_not_in_the_sheet(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    pending = store.propose_deal(sid, ult("Ben", 41, 50), "phone-1")
    assert [p.id for p in store.pending_deals(sid)] == [pending]
    assert len(store.result(sid).rows) == 3
    assert store.pending_deals(sid)[0].device == "phone-1"


def test_a_refused_deal_names_its_field_and_is_not_kept(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    with pytest.raises(RecordError) as refused:
        store.propose_deal(sid, {**ult("Ben", 41, 50), "colour": "red"}, "phone-1")
    assert "colour" in refused.value.field
    assert store.pending_deals(sid) == []


@pytest.mark.parametrize(
    ("by", "ok"),
    [("Aki", True), ("Chie", True), ("Ben", False), ("Nobody", False)],
    ids=["opponent-aki", "opponent-chie", "the-declarer", "not-seated"],
)
def test_only_an_opponent_of_the_declaring_side_accepts(store: Store, by: str, ok: bool) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    pending = store.propose_deal(sid, ult("Ben", 41, 50), "phone-1")
    if not ok:
        with pytest.raises(RecordError) as refused:
            store.accept_pending(pending, by, "phone-2")
        assert refused.value.field == "by"
        assert [p.id for p in store.pending_deals(sid)] == [pending]
        return
    store.accept_pending(pending, by, "phone-2")
    # Made 41 (Ben +41) after the three deals: Aki 60, Ben 41, Chie 40.
    assert dict(store.result(sid).totals) == {"Aki": 60, "Ben": 41, "Chie": 40}
    assert store.session_json(sid)["deals"][3]["id"] == pending
    assert store.pending_deals(sid) == []
    (done,) = store.pending_history(sid)
    assert (done.state, done.decided_by, done.decided_device) == ("accepted", by, "phone-2")
    with pytest.raises(StorageError):
        store.accept_pending(pending, by, "phone-2")  # never twice
    assert len(store.result(sid).rows) == 4


def test_two_pending_deals_are_both_kept_and_accepted_in_turn(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    first = store.propose_deal(sid, ult("Ben", 41, 50), "phone-1")
    second = store.propose_deal(sid, ult("Aki", 30, 40), "phone-2")
    store.accept_pending(second, "Ben", "phone-3")
    store.accept_pending(first, "Chie", "phone-3")  # checked again at the new position
    ids = [d["id"] for d in store.session_json(sid)["deals"][3:]]
    assert ids == [second, first]


def test_cancel_discards_and_a_pending_deal_survives_a_restart(db_path: Path) -> None:
    with open_store(str(db_path)) as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS))
        kept = store.propose_deal(sid, ult("Ben", 41, 50), "phone-1")
        gone = store.propose_deal(sid, ult("Aki", 30, 40), "phone-1")
        store.cancel_pending(gone, "organiser")
    with open_store(str(db_path)) as store:
        assert [p.id for p in store.pending_deals(sid)] == [kept]
        assert store.pending_deal(gone).state == "cancelled"  # type: ignore[union-attr]
        with pytest.raises(StorageError):
            store.accept_pending(gone, "Aki", "phone-2")
