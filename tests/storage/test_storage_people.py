"""Players are people (issue 12): a person keeps their identity across sessions,
is renamed everywhere the app shows them while records keep the names as
written, two entries of one person are merged, two people of one name are told
apart by a note (``scorekeeper/storage/people.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.jsonio import NAME_LENGTH
from scorekeeper.storage.store import Store
from tests.session.test_rename import HUUTOPUSSI, seat


def table(*players: str) -> dict[str, Any]:
    """An Ulti session of three, no deals yet."""
    return {"game": "ulti", "players": list(players), "first_dealer": players[-1], "deals": []}


def person(store: Store, name: str, note: str = "") -> Any:
    found = [p for p in store.people() if (p.name, p.note) == (name, note)]
    assert len(found) == 1, store.people()
    return found[0]


def test_people_lists_everyone_with_their_sessions(store: Store) -> None:
    store.create_session(table("Anna", "Béla", "Csaba"))
    last = store.create_session(table("Anna", "Béla", "Dóra"))
    anna = person(store, "Anna")
    # Anna sat in both sessions, Csaba in the first only.
    assert (anna.sessions, person(store, "Csaba").sessions) == (2, 1)
    created = {i.id: i.created for i in store.list_sessions()}
    assert anna.last_played == created[last]
    assert [p.name for p in store.people()] == ["Anna", "Béla", "Csaba", "Dóra"]
    assert len({p.uuid for p in store.people()}) == 4


def test_rename_shows_the_new_name_and_keeps_records_as_written(store: Store) -> None:
    sid = store.create_session(seat(HUUTOPUSSI, "Bela"))
    record = store.session_json(sid)
    bela = person(store, "Bela")
    renamed = store.rename_person(bela.uuid, "Béla")
    assert (renamed.uuid, renamed.name, renamed.former) == (bela.uuid, "Béla", ("Bela",))
    assert store.session_json(sid) == record  # the evening's sheet says what was written
    assert "Béla" in store.known_players() and "Bela" not in store.known_players()
    assert store.people_of(sid)["Bela"].uuid == bela.uuid
    assert store.people_of(sid)["Bela"].name == "Béla"
    # A later change of the session keeps the seat's person (not a new "Bela").
    store.update_session(sid, place="Oulu")
    assert store.people_of(sid)["Bela"].uuid == bela.uuid
    assert "Bela" not in store.known_players()
    # A new session typed with the new name seats the same person.
    later = store.create_session(table("Béla", "Eero", "Onni"))
    assert store.people_of(later)["Béla"].uuid == bela.uuid
    assert person(store, "Béla").sessions == 2


def test_history_keeps_every_former_name(store: Store) -> None:
    store.create_session(table("Ana", "B", "C"))
    uuid = person(store, "Ana").uuid
    store.rename_person(uuid, "Anna")
    store.rename_person(uuid, "Anni", note="Oulu")
    anni = person(store, "Anni", "Oulu")
    assert anni.former == ("Ana", "Anna")
    assert anni.label() == "Anni \u2014 Oulu"


@pytest.mark.parametrize(
    ("name", "note", "field", "code"),
    [
        ("  ", None, "name", Code.NOT_NAME),
        ("x" * (NAME_LENGTH + 1), None, "name", Code.LIMIT),
        ("Béla", None, "name", Code.DUPLICATE),
        ("Anna", "n" * 201, "note", Code.LIMIT),
    ],
    ids=["empty-name", "too-long-name", "another-persons-name", "too-long-note"],
)
def test_a_refused_rename_writes_nothing(
    store: Store, name: str, note: str | None, field: str, code: Code
) -> None:
    store.create_session(table("Anna", "Béla", "Csaba"))
    before = store.people()
    with pytest.raises(RecordError) as err:
        store.rename_person(person(store, "Anna").uuid, name, note)
    assert (err.value.field, err.value.code) == (field, code)
    if code == Code.DUPLICATE:
        assert "merge the two entries, or tell them apart with a note" in str(err.value)
    assert store.people() == before


def test_unknown_identity_is_a_clear_error(store: Store) -> None:
    with pytest.raises(RecordError) as err:
        store.rename_person("no-such-uuid", "X")
    assert str(err.value) == "player: no player has the identity no-such-uuid"


def test_merge_moves_the_seats_and_keeps_the_records(store: Store) -> None:
    first = store.create_session(table("Bela", "Csaba", "Dóra"))
    second = store.create_session(table("Béla", "Csaba", "Eero"))
    records = store.session_json(first), store.session_json(second)
    keep, gone = person(store, "Béla"), person(store, "Bela")
    merged = store.merge_people(keep.uuid, gone.uuid)
    assert (merged.uuid, merged.sessions, merged.former) == (keep.uuid, 2, ("Bela",))
    assert [p.name for p in store.people()].count("Bela") == 0
    assert store.people_of(first)["Bela"].uuid == keep.uuid  # written "Bela", is Béla
    assert (store.session_json(first), store.session_json(second)) == records
    # The merged entry's identity still finds the person (a file that names it).
    assert store.rename_person(gone.uuid, "Béla B.").uuid == keep.uuid


def test_merge_refuses_two_people_of_one_session(store: Store) -> None:
    store.create_session(table("Anna", "Béla", "Csaba"))
    both = store.create_session(table("Anna", "Anne", "Dóra"))
    before = store.people()
    with pytest.raises(RecordError) as err:
        store.merge_people(person(store, "Anna").uuid, person(store, "Anne").uuid)
    assert str(err.value) == (
        f"gone: Anna and Anne both played in session {both}: they are two people"
    )
    assert store.people() == before


def test_two_annas_stay_two_people(store: Store) -> None:
    first = store.create_session(table("Anna", "Béla", "Csaba"))
    anna = person(store, "Anna")
    store.set_note(anna.uuid, "Oulu")
    # A second Anna: a new session written "Anna" seats the person "Anna" with no
    # note, who is someone else now.
    second = store.create_session(table("Anna", "Dóra", "Eero"))
    other = person(store, "Anna")
    assert other.uuid != anna.uuid
    store.set_note(other.uuid, "Szeged")
    # Choosing a person by identity seats the first Anna again.
    third = store.create_session(table("Anna", "Béla", "Fanni"), people={"Anna": anna.uuid})
    ids = {sid: store.people_of(sid)["Anna"].uuid for sid in (first, second, third)}
    assert ids == {first: anna.uuid, second: other.uuid, third: anna.uuid}
    assert person(store, "Anna", "Oulu").sessions == 2
    assert store.known_players().count("Anna") == 1  # offered once as a name
    # A change of the session keeps the chosen person.
    store.update_session(third, place="Szeged")
    assert store.people_of(third)["Anna"].uuid == anna.uuid


def test_chosen_people_are_checked(store: Store) -> None:
    store.create_session(table("Anna", "Béla", "Csaba"))
    anna = person(store, "Anna").uuid
    count = len(store.list_sessions())
    with pytest.raises(RecordError) as err:
        store.create_session(table("Anni", "Béla", "Dóra"), people={"Anni": "nobody"})
    assert str(err.value) == "people.Anni: no player has the identity nobody"
    with pytest.raises(RecordError) as err:
        store.create_session(table("Anni", "Béla", "Dóra"), people={"Zoe": anna})
    assert err.value.code == Code.NOT_PLAYER
    with pytest.raises(RecordError) as err:  # one person in two seats
        store.create_session(table("Anna", "Anni", "Dóra"), people={"Anni": anna})
    assert str(err.value) == "players: Anna already sits at this table"
    assert len(store.list_sessions()) == count


def test_a_session_rename_keeps_the_person(store: Store) -> None:
    """Issue 11's rename of one session's seat, now of a person's seat."""
    sid = store.create_session(seat(HUUTOPUSSI, "Bela"))
    store.create_session(table("Bela", "Csaba", "Dóra"))
    bela = person(store, "Bela")
    store.rename_player(sid, "Bela", "Béla")  # that evening's sheet spelt anew
    assert store.session_json(sid)["players"][0] == "Béla"
    assert store.people_of(sid)["Béla"].uuid == bela.uuid
    assert person(store, "Bela").uuid == bela.uuid  # still called so: two sessions


def test_a_session_rename_to_another_person_moves_the_seat(store: Store) -> None:
    store.create_session(table("Anna", "Csaba", "Dóra"))
    sid = store.create_session(seat(HUUTOPUSSI, "Ana"))  # the wrong person typed
    anna = person(store, "Anna")
    store.rename_player(sid, "Ana", "Anna")
    assert store.people_of(sid)["Anna"].uuid == anna.uuid
    assert "Ana" not in store.known_players()  # nothing names that entry any more
    assert person(store, "Anna").sessions == 2


def test_a_session_rename_of_a_fresh_entry_renames_the_person(store: Store) -> None:
    sid = store.create_session(seat(HUUTOPUSSI, "Aan"))
    aan = person(store, "Aan")
    store.rename_player(sid, "Aan", "Ann")
    ann = person(store, "Ann")
    assert (ann.uuid, ann.former) == (aan.uuid, ())


def test_forget_keeps_a_person_with_history(store: Store) -> None:
    first = store.create_session(seat(HUUTOPUSSI, "Ana"))
    uuid = person(store, "Ana").uuid
    store.rename_person(uuid, "Anna")  # history: was "Ana"
    store.create_session(table("Anni", "Csaba", "Dóra"))
    store.rename_player(first, "Ana", "Anni")  # the seat moves to Anni
    assert [p.uuid for p in store.people() if p.name == "Anna"] == [uuid]


def test_people_of_names_substitutes_too(store: Store) -> None:
    from tests.storage.test_storage_moves import SESSION

    sid = store.create_session(SESSION)
    assert set(store.people_of(sid)) == {"Aino", "Eero", "Helmi", "Onni", "Zoli"}


def test_undo_of_a_delete_seats_the_same_people(store: Store) -> None:
    store.create_session(table("Anna", "Béla", "Csaba"))
    first = person(store, "Anna").uuid
    store.set_note(first, "Oulu")
    sid = store.create_session(table("Anna", "Dóra", "Eero"), people={"Anna": first})
    removed = store.remove_session(sid)
    back = store.restore_session(removed)
    assert store.people_of(back)["Anna"].uuid == first
