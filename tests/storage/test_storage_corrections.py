"""The organiser's corrections of stored deals (revision 0009): an ordinary edit
of the session, replayed from the corrected deal on, kept with the device that
made it. Ultimate's arithmetic (``docs/rules/ultimate.md``; see storage_records)."""

from __future__ import annotations

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.session.pending import CORRECTED, DELETED
from scorekeeper.storage.store import Store
from tests.storage.storage_records import THREE_DEALS, entered_deals, ult, ultimate_session


def test_a_correction_replaces_the_deal_and_names_the_device(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    uuid = store.session_json(sid)["deals"][1]["id"]
    version = store.version(sid)
    # Deal 2 was Ben missing 30 (Aki, Chie +15); corrected: Ben made 30 (+30).
    # Totals: Aki 45, Ben 30, Chie 25.
    store.correct_deal(sid, 1, ult("Ben", 30, 35), "phone ab12")
    assert dict(store.result(sid).totals) == {"Aki": 45, "Ben": 30, "Chie": 25}
    assert store.version(sid) == version + 1
    deals = store.session_json(sid)["deals"]
    assert deals[1]["id"] == uuid  # the same deal, corrected
    (step,) = store.corrections(sid)
    assert (step.deal_id, step.position, step.action, step.device) == (
        uuid,
        1,
        CORRECTED,
        "phone ab12",
    )
    assert (step.before, step.after) == (ult("Ben", 30, 10), ult("Ben", 30, 35))


def test_a_deletion_is_recorded_with_the_deal_as_it_was(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    store.correct_deal(sid, 0, None, "program")
    # Without Aki's 45: Ben misses 30 (Aki, Chie +15), Chie makes 25: Aki 15, Ben 0, Chie 40.
    assert dict(store.result(sid).totals) == {"Aki": 15, "Ben": 0, "Chie": 40}
    assert entered_deals(store.session_json(sid)) == THREE_DEALS[1:]
    (step,) = store.corrections(sid)
    assert (step.action, step.before, step.after) == (DELETED, THREE_DEALS[0], None)


def test_a_refused_correction_names_its_field_and_writes_nothing(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    with pytest.raises(RecordError) as refused:
        store.correct_deal(sid, 2, {**ult("Chie", 25, 25), "colour": "red"}, "phone ab12")
    assert "colour" in refused.value.field
    assert entered_deals(store.session_json(sid)) == THREE_DEALS
    assert store.corrections(sid) == []


def test_a_correction_carrying_another_deal_s_id_is_refused(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    first = store.session_json(sid)["deals"][0]["id"]
    with pytest.raises(RecordError) as refused:
        store.correct_deal(sid, 1, {**ult("Ben", 30, 35), "id": first}, "phone ab12")
    assert refused.value.field == "id"
    assert entered_deals(store.session_json(sid)) == THREE_DEALS


def test_a_deal_number_beyond_the_session_is_refused(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    with pytest.raises(ValueError):
        store.correct_deal(sid, 3, ult("Ben", 30, 35), "phone ab12")
