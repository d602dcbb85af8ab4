"""Changes by identity (``scorekeeper/session/store.py``): checking without
writing, applying what was checked without a second replay, versions, and
refusing a change to a deal another writer changed since it was seen.

Expected numbers from ``docs/rules/ultimate.md`` (see ``storage_records.py``): made
bid -> declarer +bid; missed -> each defender +⌊bid / 2⌋. THREE_DEALS: totals
Aki 60, Ben 0, Chie 40.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.session.store import (
    DealRef,
    DeleteDeal,
    InsertDeal,
    ReplaceDeal,
    StaleChangeError,
)
from scorekeeper.storage import deal_changes as deal_changes_module
from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store
from tests.storage.storage_records import THREE_DEALS, entered, ult, ultimate_session

# Ben makes 41: Ben +41.
BEN_41 = ult("Ben", 41, 50)
# Chie misses 50: Aki, Ben +25.
CHIE_MISSES_50 = ult("Chie", 50, 10)


@pytest.fixture
def other(db_url: str, store: Store) -> Iterator[Store]:
    """A second store on the same database (another window or program)."""
    opened = open_store(db_url)
    yield opened
    opened.close()


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the store's replays of a stored session (``replay_json``)."""
    calls: list[int] = []
    real = deal_changes_module.replay_json

    def counted(raw: Any) -> Any:
        calls.append(1)
        return real(raw)

    monkeypatch.setattr(deal_changes_module, "replay_json", counted)
    return calls


def totals(store: Store, sid: int) -> dict[str, int]:
    return dict(store.result(sid).totals)


def test_check_writes_nothing_and_gives_the_replay(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    version = store.version(sid)
    checked = store.check(sid, InsertDeal(BEN_41, at_end=True))
    # 60, 0+41, 40
    assert dict(checked.result.totals) == {"Aki": 60, "Ben": 41, "Chie": 40}
    assert (checked.position, checked.version) == (3, version)
    assert entered(store.session_json(sid))["deals"] == THREE_DEALS
    assert store.version(sid) == version


def test_check_refuses_an_invalid_change(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    with pytest.raises(RecordError) as err:
        store.check(sid, InsertDeal(ult("Zed", 41, 50), at_end=True))
    assert err.value.field == "deals[3].declarer"


def test_apply_reuses_the_checked_replay(store: Store, replays: list[int]) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    replays.clear()
    checked = store.check(sid, InsertDeal(BEN_41, at_end=True))
    applied = store.apply(checked)
    assert len(replays) == 1  # the check's; the apply wrote without replaying again
    assert applied.snapshot.result is checked.result
    assert applied.snapshot.version == checked.version + 1
    assert store.snapshot(sid) == applied.snapshot  # what it says is what is stored


def test_apply_checks_again_when_another_writer_came_first(
    store: Store, other: Store, replays: list[int]
) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    checked = store.check(sid, InsertDeal(BEN_41, at_end=True))
    other.add_deal(sid, CHIE_MISSES_50)
    replays.clear()
    applied = store.apply(checked)
    assert len(replays) == 1  # checked again, with the other deal in
    # 60+25, 0+25+41, 40
    assert dict(applied.snapshot.result.totals) == {"Aki": 85, "Ben": 66, "Chie": 40}
    assert applied.position == 4 and len(applied.snapshot.deals) == 5


def test_every_change_moves_the_version_on(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    first = store.snapshot(sid)
    store.add_deal(sid, BEN_41)
    store.update_session(sid, place="Oulu")
    later = store.snapshot(sid)
    assert later.version == first.version + 2
    # The three old deals were not rewritten: their identities are as they were.
    assert later.deals[:3] == first.deals
    assert later.deals[3].version == first.version + 1


def test_a_deal_is_addressed_by_id_wherever_it_moved(store: Store, other: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    seen = store.snapshot(sid)
    other.add_deal(sid, BEN_41, position=0)  # every deal moves one place on
    store.change(sid, DeleteDeal(seen.deals[1]))  # Ben's missed 30, now at position 2
    # Left: Ben +41, Aki +45, Chie +25.
    assert totals(store, sid) == {"Aki": 45, "Ben": 41, "Chie": 25}


def test_a_deal_another_writer_changed_is_refused(store: Store, other: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    seen = store.snapshot(sid)
    other.replace_deal(sid, 1, CHIE_MISSES_50)
    version = store.version(sid)
    for change in (DeleteDeal(seen.deals[1]), ReplaceDeal(seen.deals[1], BEN_41)):
        with pytest.raises(StaleChangeError, match="deal 2 was changed by another writer"):
            store.change(sid, change)
    assert entered(store.session_json(sid))["deals"][1] == CHIE_MISSES_50
    assert store.version(sid) == version  # nothing written


def test_a_deleted_deal_is_refused(store: Store, other: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    seen = store.snapshot(sid)
    other.delete_deal(sid, 2)
    with pytest.raises(StaleChangeError, match="deleted by another writer"):
        store.change(sid, ReplaceDeal(seen.deals[2], BEN_41))


def test_an_insert_needs_its_neighbours_still_side_by_side(store: Store, other: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    seen = store.snapshot(sid).deals
    other.add_deal(sid, CHIE_MISSES_50, position=2)  # between deals 2 and 3
    with pytest.raises(StaleChangeError, match="its place is gone"):
        store.change(sid, InsertDeal(BEN_41, seen[1].id, seen[2].id))
    # Between deals 1 and 2 it still fits.
    applied = store.change(sid, InsertDeal(BEN_41, seen[0].id, seen[1].id))
    assert applied.position == 1


def test_a_deal_goes_back_under_its_own_id(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    seen = store.snapshot(sid).deals
    store.change(sid, DeleteDeal(seen[1]))
    back = store.change(sid, InsertDeal(THREE_DEALS[1], seen[0].id, seen[2].id, deal_id=seen[1].id))
    assert back.deal is not None and back.deal.id == seen[1].id
    assert entered(store.session_json(sid))["deals"] == THREE_DEALS
    with pytest.raises(StaleChangeError, match="already in the session"):
        store.check(sid, InsertDeal(BEN_41, at_end=True, deal_id=seen[1].id))


def test_version_of_a_missing_session(store: Store) -> None:
    from scorekeeper.storage import SessionNotFoundError

    with pytest.raises(SessionNotFoundError):
        store.version(99)
    with pytest.raises(StaleChangeError):
        sid = store.create_session(ultimate_session(*THREE_DEALS))
        store.change(sid, DeleteDeal(DealRef(12345, 1)))


def test_in_memory_store_is_one_database_for_every_connection() -> None:
    with open_store("sqlite://") as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS))
        checked = store.check(sid, InsertDeal(BEN_41, at_end=True))  # a read
        store.apply(checked)  # a write, on another connection of the pool
        assert [s.deal_count for s in store.list_sessions()] == [4]
        assert totals(store, sid) == {"Aki": 60, "Ben": 41, "Chie": 40}


def test_check_from_a_current_snapshot_reads_no_deals(
    store: Store, other: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    seen = store.snapshot(sid)
    reads: list[int] = []
    real = deal_changes_module.read_session_refs
    monkeypatch.setattr(
        deal_changes_module, "read_session_refs", lambda db, row: reads.append(1) or real(db, row)
    )
    checked = store.check(sid, InsertDeal(BEN_41, at_end=True), seen)
    assert reads == [] and dict(checked.result.totals) == {"Aki": 60, "Ben": 41, "Chie": 40}
    other.add_deal(sid, CHIE_MISSES_50)  # now the snapshot is old: the deals are read
    reads.clear()
    checked = store.check(sid, InsertDeal(BEN_41, at_end=True), seen)
    # 60+25, 0+25+41, 40
    assert reads == [1] and dict(checked.result.totals) == {"Aki": 85, "Ben": 66, "Chie": 40}
