"""A player renamed in a stored session (``Store.rename_player``): the record, the
seats and every deal rewritten in one transaction; deals keep their identity."""

from __future__ import annotations

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.storage.store import Store
from tests.session.test_rename import HUUTOPUSSI, seat
from tests.storage.storage_records import entered


def test_rename_rewrites_the_stored_session(store: Store) -> None:
    sid = store.create_session(seat(HUUTOPUSSI, "Ana"))
    other = store.create_session(
        dict(seat(HUUTOPUSSI, "Ana"), players=["Ana", "B", "C", "D"], first_dealer="B", deals=[])
    )
    before = store.snapshot(sid)
    result = store.rename_player(sid, "Ana", "Anna")
    assert entered(store.session_json(sid)) == seat(HUUTOPUSSI, "Anna")
    assert result.totals == {"Anna": 100, "Eero": 50, "Helmi": 100, "Onni": 50}
    after = store.snapshot(sid)
    assert after.deals == before.deals  # same ids, same versions: undo still finds them
    assert after.version == before.version + 1
    # One person, who plays in the other session too: the seat keeps the person,
    # whose name is still "Ana" (issue 12: a rename of one sheet is not of the person).
    assert "Ana" in store.known_players() and "Anna" not in store.known_players()
    assert store.people_of(sid)["Anna"] == store.people_of(other)["Ana"]
    store.delete_session(other)
    store.rename_player(sid, "Anna", "Anni")
    # Now their only session: renaming the seat renames the person (a typo fixed).
    assert "Anni" in store.known_players() and "Ana" not in store.known_players()
    info = {i.id: i for i in store.list_sessions()}[sid]
    assert info.players == ("Anni", "Eero", "Helmi", "Onni")


def test_a_refused_rename_writes_nothing(store: Store) -> None:
    sid = store.create_session(seat(HUUTOPUSSI, "Anna"))
    version = store.version(sid)
    with pytest.raises(RecordError) as err:
        store.rename_player(sid, "Anna", "Eero")
    assert err.value.field == "players[0]"
    assert store.version(sid) == version
    assert entered(store.session_json(sid)) == seat(HUUTOPUSSI, "Anna")
