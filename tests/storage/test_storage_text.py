"""The store refuses text that cannot be encoded at each of its entry points,
naming the field and writing nothing (issue 25): a lone surrogate reaching the
database ended in ``UnicodeEncodeError`` (SQLite and PostgreSQL both store UTF-8).
Text from JSON is refused when read (``tests/test_jsonio.py``); this is text the
window or a command hands the store itself: a name, a note, a place, a league."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.league.model import parse_league
from scorekeeper.storage.store import Store
from tests.storage.storage_records import ult, ultimate_session

LEAGUE = {
    "name": "Tavasz",
    "game": "ultimate",
    "season": {"from": "2026-01-01", "to": "2030-12-31"},
    "tables": ["Pub"],
}


def everything(store: Store) -> Any:
    data = store.database_json()
    del data["exported_at"]
    return data


def refused(call: Any, *args: Any, **kwargs: Any) -> RecordError:
    with pytest.raises(RecordError) as caught:
        call(*args, **kwargs)
    assert caught.value.code == Code.NOT_TEXT
    return caught.value


def test_a_new_session_with_a_place_that_is_not_text_writes_nothing(store: Store) -> None:
    before = everything(store)
    err = refused(store.create_session, ultimate_session(ult("Aki", 30, 50), place="Pub\ud800"))
    assert str(err) == "place: not valid text"
    err = refused(store.create_session, ultimate_session(note="\udcff"))
    assert str(err) == "note: not valid text"
    assert everything(store) == before


@pytest.mark.parametrize(
    ("fields", "line"),
    [
        ({"place": "\ud800"}, "place: not valid text"),
        ({"note": "Ulti\udfff"}, "note: not valid text"),
        ({"date": "2026-05-01\udc80"}, "date: not valid text"),
        ({"players": ["Aki", "Ben\ud800", "Chie"]}, "players[1]: not valid text"),
    ],
    ids=["place", "note", "date", "players"],
)
def test_a_session_field_changed_to_what_is_not_text_writes_nothing(
    store: Store, fields: dict[str, Any], line: str
) -> None:
    sid = store.create_session(ultimate_session(ult("Aki", 30, 50), place="Pub"))
    before = everything(store)
    assert str(refused(store.update_session, sid, **fields)) == line
    assert everything(store) == before


def test_a_deal_that_is_not_text_writes_nothing(store: Store) -> None:
    sid = store.create_session(ultimate_session(ult("Aki", 30, 50)))
    before = everything(store)
    deal = dict(ult("Ben", 30, 50), trump="spades\ud800")
    err = refused(store.replace_session, sid, ultimate_session(ult("Aki", 30, 50), deal))
    assert str(err) == "deals[1].trump: not valid text"
    assert everything(store) == before


def test_a_player_renamed_to_what_is_not_text_writes_nothing(store: Store) -> None:
    sid = store.create_session(ultimate_session(ult("Aki", 30, 50)))
    before = everything(store)
    assert str(refused(store.rename_player, sid, "Ben", "Ben\ud800")) == (
        "players[1]: not valid text"
    )
    uuid = next(p.uuid for p in store.people() if p.name == "Ben")
    assert str(refused(store.rename_person, uuid, "B\udcffn")) == "name: not valid text"
    assert str(refused(store.rename_person, uuid, "Benő", "\ud800")) == "note: not valid text"
    assert str(refused(store.set_note, uuid, "Pécs\ud800")) == "note: not valid text"
    assert everything(store) == before


def test_a_league_that_is_not_text_is_refused_before_the_store(store: Store) -> None:
    before = everything(store)
    for changed, line in (
        ({"name": "Tav\ud800"}, "league.name: not valid text"),
        ({"tables": ["Pub", "\udcff"]}, "league.tables[1]: not valid text"),
    ):
        with pytest.raises(RecordError) as caught:
            store.save_league(parse_league({**LEAGUE, **changed}))
        assert str(caught.value) == line
    assert everything(store) == before
