"""A whole database, exported and imported into an empty one, is the same database
(issue 25, "Recovery that never loses").

Random clubs: sessions of every game drawn from the games' own record strategies
(``tests/games``), some with a substitute (``race_score`` where the game allows
it), a rule change, an agreed end, a preset, a stake and the text fields; the
people renamed, given notes and merged (so they have a history); some sessions
archived; leagues. The club's database is written out as ``export --all`` writes
it (``Store.database_json``, as JSON text), read back as ``import`` reads it (the
JSON reader's limits, ``read_database_file``) into an empty database, and written
out again: every session record (ids and all), every person (id, name, note,
history) and every league must be the same, and so must what each person played.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from scorekeeper.errors import RecordError
from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.jsonio import loads
from scorekeeper.league.model import League
from scorekeeper.session import presets
from scorekeeper.session.replay import replay_json
from scorekeeper.session.substitution import RACE_SCORES, race_alone
from scorekeeper.storage import open_store
from scorekeeper.storage.database_file import read_database_file
from scorekeeper.storage.store import Store
from tests.games.test_huutopussi_records import records as huutopussi_records
from tests.games.test_marjapussi_records import records as marjapussi_records
from tests.games.test_ulti_properties import records as ulti_records
from tests.games.test_ultimate_props import records as ultimate_records
from tests.games.test_zwanzigerrufen_props import records as zwanzigerrufen_records

RECORDS = {
    "ulti": ulti_records(),
    "marjapussi": marjapussi_records(),
    "huutopussi": huutopussi_records(),
    "zwanzigerrufen": zwanzigerrufen_records(),
    "ultimate": ultimate_records(),
}
NEWCOMERS = ["Zed", "Zoë", "Ödön", "鈴木 美咲", "Aki", "Anna", "Franz"]  # some play elsewhere
TEXTS = st.one_of(st.none(), st.sampled_from(["", "Oulu", "Kőbánya", "東京・高円寺"]))


@st.composite
def deals_at_one_table(draw: st.DrawFn, game: str) -> dict[str, Any]:
    """A session of the game's deal records at the first one's table."""
    first = draw(RECORDS[game])
    more = draw(st.lists(RECORDS[game], max_size=4))
    players = first["players"]
    return {
        "game": game,
        "players": players,
        "first_dealer": draw(st.sampled_from(players)),
        "deals": [first] + [d for d in more if d["players"] == players],
    }


def substituted(record: dict[str, Any], n: int, seat: int, newcomer: str) -> dict[str, Any]:
    """``newcomer`` takes seat ``seat`` from deal ``n``: the deals from ``n`` on name
    them where they named the one who left."""
    leaver = record["players"][seat]
    old, new = json.dumps(leaver), json.dumps(newcomer)
    later = [json.loads(json.dumps(d).replace(old, new)) for d in record["deals"][n - 1 :]]
    change = {"from_deal": n, "out": leaver, "in": newcomer}
    return record | {"substitutions": [change], "deals": record["deals"][: n - 1] + later}


@st.composite
def with_a_substitute(draw: st.DrawFn, record: dict[str, Any]) -> dict[str, Any]:
    game, players = get_game(record["game"]), record["players"]
    newcomer = draw(st.sampled_from([p for p in NEWCOMERS if p not in players]))
    n = draw(st.integers(2, len(record["deals"]) + 1))
    out = substituted(record, n, draw(st.integers(0, len(players) - 1)), newcomer)
    if race_alone(game, players) and draw(st.booleans()):
        out["substitutions"][0]["race_score"] = draw(st.sampled_from(RACE_SCORES))
    return out


@st.composite
def app_fields(draw: st.DrawFn, record: dict[str, Any]) -> dict[str, Any]:
    """A rule change, an agreed end, a preset, a stake, the text fields: each maybe."""
    game, out = get_game(record["game"]), dict(record)
    if game.options and draw(st.booleans()):
        option = draw(st.sampled_from(game.options))
        values = option.choices or tuple(range(option.lo or 0, (option.hi or 0) + 1))
        n = draw(st.integers(2, len(record["deals"]) + 1))
        value = draw(st.sampled_from(values))
        out["rule_changes"] = [{"from_deal": n, "rules": {option.key: value}}]
    if draw(st.booleans()):
        kind = draw(st.sampled_from(("games",) if game.target else ("deals", "score", "time")))
        out["end"] = {kind: "23:30" if kind == "time" else draw(st.integers(1, 20))}
    if draw(st.booleans()):
        out["preset"] = draw(st.sampled_from([p.key for p in presets.presets(game)]))
    if draw(st.booleans()):
        mode = draw(st.sampled_from(["per-point", "per-game"]))
        out["stake"] = {"per_point": draw(st.sampled_from([1, "0.05", 0.5])), "mode": mode}
        out["stake"] |= {"currency": draw(st.sampled_from(["EUR", "HUF", "JPY", "chips"]))}
        if mode == "per-game" and draw(st.booleans()):
            out["stake"]["per_game"] = draw(st.sampled_from([2, "0.50", None]))
    for key in ("date", "place", "note"):
        value = draw(TEXTS)
        if value is not None or draw(st.booleans()):
            out[key] = value
    return out


@st.composite
def sessions(draw: st.DrawFn) -> dict[str, Any]:
    record = draw(deals_at_one_table(draw(st.sampled_from(GAME_IDS))))
    if draw(st.booleans()):
        record = draw(with_a_substitute(record))
    record = draw(app_fields(record))
    try:
        replay_json(record)
    except RecordError:
        assume(False)  # a rule changed under a deal it no longer fits
    return record


@st.composite
def leagues(draw: st.DrawFn) -> League:
    first = date(2026, 1, 1) + draw(st.integers(0, 300)) * (date(2026, 1, 2) - date(2026, 1, 1))
    last = first + draw(st.integers(0, 200)) * (date(2026, 1, 2) - date(2026, 1, 1))
    tables = tuple(draw(st.lists(st.sampled_from(["A", "B", "Oulu"]), max_size=2, unique=True)))
    name = draw(st.sampled_from(["Winter", "Kevät", "冬"]))
    return League(None, None, name, draw(st.sampled_from(GAME_IDS)), first, last, tables,
                  draw(st.booleans()))  # fmt: skip


# What is done to the people once the sessions are stored: (what, whom, whom/name, note)
PEOPLE_CHANGES = st.lists(
    st.tuples(
        st.sampled_from(["rename", "note", "merge"]),
        st.integers(0, 99),
        st.one_of(st.integers(0, 99), st.sampled_from(["Anni", "Béla B", "Eero", "Zoltán"])),
        st.sampled_from(["", "Szeged", "the other one"]),
    ),
    max_size=4,
)


def change_people(store: Store, changes: list[tuple[str, int, Any, str]]) -> None:
    """Renames, notes and merges (each refused one, e.g. a name and note someone has,
    or two who played together, changes nothing)."""
    for what, whom, other, note in changes:
        people = store.people()
        person = people[whom % len(people)]
        try:
            if what == "rename":
                store.rename_person(person.uuid, str(other), note)
            elif what == "note":
                store.set_note(person.uuid, note)
            elif isinstance(other, int) and len(people) > 1:
                gone = people[other % len(people)]
                if gone.uuid != person.uuid:
                    store.merge_people(person.uuid, gone.uuid)
        except RecordError:
            pass


def club(
    records: list[dict[str, Any]],
    archived: list[bool],
    changes: list[tuple[str, int, Any, str]],
    club_leagues: list[League],
) -> Store:
    store = open_store("sqlite://")
    for k, record in enumerate(records):
        session_id = store.create_session(record)
        if k < len(archived) and archived[k]:
            store.archive_session(session_id, True)
    change_people(store, changes)
    for league in club_leagues:
        store.save_league(league)
    return store


def people_played(store: Store) -> list[tuple[str, str, str, int, tuple[str, ...]]]:
    return [(p.uuid, p.name, p.note, p.sessions, p.former) for p in store.people()]


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(
    records=st.lists(sessions(), min_size=1, max_size=4),
    archived=st.lists(st.booleans(), max_size=4),
    changes=PEOPLE_CHANGES,
    club_leagues=st.lists(leagues(), max_size=2),
)
# Two leagues of one season were written out latest season first, then last stored
# first, and stored in the file's order: the database imported wrote them the other way.
@example(
    records=[{"game": "ultimate", "players": ["Aki", "Ben", "Chie"], "first_dealer": "Aki"}],
    archived=[],
    changes=[],
    club_leagues=[
        League(None, None, name, "ulti", date(2026, 1, 1), date(2026, 3, 31), (), False)
        for name in ("Winter", "Winter B")
    ],
)
def test_an_exported_database_imports_into_an_empty_one_as_it_was(
    records: list[dict[str, Any]],
    archived: list[bool],
    changes: list[tuple[str, int, Any, str]],
    club_leagues: list[League],
) -> None:
    source = club(records, archived, changes, club_leagues)
    exported = source.database_json()
    text = json.dumps(exported, ensure_ascii=False)  # export --all's file
    target = open_store("sqlite://")
    done, added = target.import_database(read_database_file(loads(text, "club.json")))
    assert [d.what for d in done] == ["new"] * len(records)
    assert added == len(exported["players"])
    again = target.database_json()
    assert again.pop("exported_at") and exported.pop("exported_at")
    assert again["sessions"] == exported["sessions"]  # every record, ids and people
    assert again["players"] == exported["players"]  # ids, names, notes, history
    assert again["leagues"] == exported["leagues"]
    assert again == exported
    assert people_played(target) == people_played(source)
    for info in source.list_sessions():
        uuid = source.session_json(info.id)["id"]
        stored = target.session_with_id(uuid)
        assert stored is not None
        assert target.session_json(stored) == source.session_json(info.id)
        assert target.people_of(stored) == source.people_of(info.id)
