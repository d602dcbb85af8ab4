"""The session record's JSON Schema accepts what its reader accepts (issue 25).

The schema (``resources/schema/session.schema.json``, which the whole-database
file's uses) is written from the games' declarations and the readers' bounds
(``scorekeeper/session/schema.py``). Here it is held to the reader itself: what
the store accepts, the record read and replayed (``replay_json``) and its text
fields (``storage.records.apply_fields``). A session the store keeps and the
schema refuses is one ``export --all`` writes and ``import`` refuses.

The cases start from a valid session of every game (Ulti and Huutopussi at 3 and
at 4 players, Ultimate at 5) with every field the app adds: a substitution (with
``race_score`` where the game allows it), a rule change, an agreed end, a preset,
ids, a stake. Then, one change at a time: every field of the session at values
of every JSON type and at its bounds; each house rule at each of its choices, at
the ends of its range and one past them, in the session's rules, in a rule change
and in a deal; ``race_score`` at every table; each end at its bounds; each
preset; each common field of a deal; each game's own deal fields present,
absent and retyped; an unknown field at every level.

**Exact** cases: the schema and the reader say the same. **One way**: the values
of a game's own deal fields (the schema names the fields; the game's parse checks
the values) and what only the replay can say (a name among the players, a deal
number up to the next deal): the schema must take whatever the reader takes.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games.base import COMMON_KEYS, GameSpec, Option
from scorekeeper.session import presets
from scorekeeper.session.end import MOST
from scorekeeper.session.replay import replay_json
from scorekeeper.session.rule_changes import LAST_DEAL
from scorekeeper.session.substitution import RACE_SCORES, race_alone
from scorekeeper.settlement import MAX_STAKE
from scorekeeper.storage.database_file import SESSION_SCHEMA, check_schema
from scorekeeper.storage.models import StoredSession
from scorekeeper.storage.records import apply_fields, as_json
from tests.record_mutations import mutate

ROOT = Path(__file__).resolve().parents[2]
UUID = "3f2b8c1e-5d4a-4e6f-9a0b-1c2d3e4f5a6b"
# A value of every JSON type, empty and not.
TYPES: tuple[Any, ...] = (None, True, False, 0, 1, -1, 2.5, "", "x", [], ["x"], {}, {"x": 1})
SOME_TYPES: tuple[Any, ...] = (None, False, 1, 2.5, "", "x", [], {})  # one of each


# -- the two judges ------------------------------------------------------------------


def reader_takes(record: Any) -> bool:
    """The store keeps ``record``: read, replayed, its text fields text."""
    try:
        raw = as_json(record, "record")
        replay_json(raw)
        apply_fields(StoredSession(game="", first_dealer=""), raw)
    except RecordError:
        return False
    return True


def schema_takes(record: Any) -> bool:
    try:
        check_schema(record, SESSION_SCHEMA)
    except RecordError:
        return False
    return True


# -- the sessions the cases start from -------------------------------------------------


# A deal not played, in each game's words (docs/deal-format.md).
NOT_PLAYED = {
    "ulti": {"thrown_in": True},
    "marjapussi": {  # all four passed: the cards are still played
        "declarer": None,
        "result": {"card_points": [60, 60], "last_trick": 0, "tricks": [5, 4], "marriages": []},
    },
    "huutopussi": {"thrown_in": True},
    "zwanzigerrufen": {"thrown_in": True},
    "ultimate": {"declarer": None},
}


def example(game_id: str, deals: int = 2) -> dict[str, Any]:
    """The example evening's first ``deals`` deals (and one not played, if any)."""
    path = ROOT / "resources" / "examples" / f"{game_id}.json"
    record: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    record["deals"] = record["deals"][:deals] + ([NOT_PLAYED[game_id]] if deals else [])
    return record


# Three at the table (the examples are for four, five at Ultimate): a deal played, then
# one thrown in. Huutopussi: Eero bids 80, declares 100 and takes 120 + 20 (last trick).
THREE_PLAYERS = {
    "huutopussi": {
        "game": "huutopussi",
        "players": ["Aino", "Eero", "Helmi"],
        "first_dealer": "Helmi",
        "deals": [
            {
                "declarer": "Eero",
                "bid": 80,
                "contract": 100,
                "result": {
                    "card_points": [120, 20, 0],
                    "last_trick": 0,
                    "tricks": [8, 3, 0],
                    "marriages": [],
                },
            },
            {"thrown_in": True},
        ],
    },
    "ulti": {
        "game": "ulti",
        "players": ["Anna", "Béla", "Csaba"],
        "first_dealer": "Csaba",
        "deals": [
            {
                "soloist": "Anna",
                "contract": ["parti"],
                "trump": "leaves",
                "result": {
                    "soloist_points": 60,
                    "soloist_tricks": 6,
                    "marriages": {"soloist": [], "defenders": []},
                    "last_trick": {"winner": "Anna", "trump_seven": None},
                    "trump_seven_early": False,
                    "aces": "split",
                },
            },
            {"thrown_in": True},
        ],
    },
}


def with_substitute(record: dict[str, Any]) -> dict[str, Any]:
    """Zed takes the first seat from deal 2: the deals from 2 on name Zed."""
    game, leaver = get_game(record["game"]), record["players"][0]
    old, new = json.dumps(leaver, ensure_ascii=False), json.dumps("Zed")
    later = [
        json.loads(json.dumps(d, ensure_ascii=False).replace(old, new)) for d in record["deals"][1:]
    ]
    change: dict[str, Any] = {"from_deal": 2, "out": leaver, "in": "Zed"}
    if race_alone(game, record["players"]):
        change["race_score"] = "zero"
    return record | {"substitutions": [change], "deals": record["deals"][:1] + later}


def with_every_field(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with everything the app adds to a session."""
    game = get_game(record["game"])
    out = with_substitute(record)
    out["rule_changes"] = [{"from_deal": 3, "rules": {}}]
    out["end"] = {"games": 2} if game.target is not None else {"deals": 20}
    out["preset"] = presets.presets(game)[-1].key
    out["id"] = UUID
    out["deals"] = [dict(d, id=f"{UUID[:-2]}{i:02d}") for i, d in enumerate(out["deals"])]
    out["stake"] = {"per_point": "0.05", "currency": "EUR", "mode": "per-point"}
    return out


def bases() -> dict[str, dict[str, Any]]:
    found = {game_id: with_every_field(example(game_id)) for game_id in GAME_IDS}
    for game_id, record in THREE_PLAYERS.items():
        found[f"{game_id}-3"] = with_every_field(copy.deepcopy(record))
    return found


BASES = bases()


def empty(game_id: str) -> dict[str, Any]:
    """A session not yet played: every house rule is free to take any of its values."""
    record = example(game_id, deals=0)
    return {k: record[k] for k in ("game", "players", "first_dealer")}


def test_every_base_is_a_session_both_take() -> None:
    for name, record in BASES.items():
        assert reader_takes(record) and schema_takes(record), name
    counts = {(r["game"], len(r["players"])) for r in BASES.values()}
    assert {game for game, _ in counts} == set(GAME_IDS) and len(counts) == len(GAME_IDS) + 2


# -- the cases -------------------------------------------------------------------------


def changed(record: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """``record`` with the field at ``path`` set to ``value`` (``DROP``: left out)."""
    out = copy.deepcopy(record)
    node = out
    for key in path[:-1]:
        node = node[key]
    if value is DROP:
        node.pop(path[-1], None)
    else:
        node[path[-1]] = value
    return out


DROP: Any = object()
Case = tuple[str, dict[str, Any]]


def at(name: str, record: dict[str, Any], path: tuple[Any, ...], values: Any) -> Iterator[Case]:
    for value in values:
        shown = "dropped" if value is DROP else json.dumps(value, ensure_ascii=False)
        yield f"{name} {'.'.join(map(str, path))}={shown}", changed(record, path, value)


def option_values(option: Option) -> tuple[list[Any], list[Any]]:
    """Values the reader takes, and values it refuses, for a house rule: each
    choice, or the ends of the range and a value between; one past each end, the
    choices' neighbours and every other type."""
    if option.choices is not None:
        good = list(option.choices)
        bad = [v for v in TYPES if not any(v == c and type(v) is type(c) for c in good)]
        bad += [c + 1 for c in good if type(c) is int]
        bad += [str(c) for c in good if not isinstance(c, str)]
        return good, bad
    assert option.lo is not None and option.hi is not None
    good = [option.lo, (option.lo + option.hi) // 2, option.hi]
    return good, [option.lo - 1, option.hi + 1, True, "1", 2.5, None, [], {}]


def option_cases(game: GameSpec[Any]) -> Iterator[Case]:
    """Each house rule at each value, in the rules, in a rule change, in a deal."""
    base = empty(game.id)
    played = example(game.id, deals=1)
    played["deals"] = played["deals"][:1]
    for option in game.options:
        good, bad = option_values(option)
        for value, taken in [(v, True) for v in good] + [(v, False) for v in bad]:
            name = f"{game.id} {option.key}={json.dumps(value)}"
            yield f"{name} in rules", base | {"rules": {option.key: value}}
            change = [{"from_deal": 2, "rules": {option.key: value}}]  # the next deal
            yield f"{name} in a rule change", played | {"rule_changes": change}
            if not taken:  # a good one may change what the deal means: one way
                deal = dict(played["deals"][0], rules={option.key: value})
                yield f"{name} in a deal", played | {"deals": [deal]}


def session_cases(name: str, record: dict[str, Any]) -> Iterator[Case]:
    """The session's own fields, one at a time."""
    game = get_game(record["game"])
    yield from at(name, record, ("id",), (*TYPES, UUID.upper(), UUID + "\n", UUID[:-1], DROP))
    yield from at(name, record, ("game",), TYPES)
    yield from at(name, record, ("players",), TYPES)
    too_few, too_many = min(game.player_counts) - 1, max(game.player_counts) + 1
    yield from at(
        name, record, ("players",), ([f"p{i}" for i in range(n)] for n in (too_few, too_many))
    )
    yield from at(name, record, ("first_dealer",), (None, 1, "", [], {}))
    yield from at(name, record, ("rules",), (*TYPES, DROP))
    yield from at(name, record, ("date",), (*TYPES, DROP))
    yield from at(name, record, ("note",), (*TYPES, DROP))
    yield from at(
        name, record, ("preset",), (*TYPES, DROP, *(p.key for p in presets.presets(game)))
    )
    others = [p.key for g in GAME_IDS if g != game.id for p in get_game(g).presets]
    yield from at(name, record, ("preset",), others)
    yield from at(name, record, ("end",), (*TYPES, DROP, {"deals": 1, "score": 1}))
    for kind in ("deals", "score", "games"):
        most = MOST[kind]
        yield from at(
            name, record, ("end",), ({kind: v} for v in (0, 1, most, most + 1, "1", 1.5, None))
        )
    times = ("00:00", "23:59", "24:00", "12:60", "7:30", "23:59\n", 2359, None)
    yield from at(name, record, ("end",), ({"time": t} for t in times))
    yield from at(name, record, ("deals",), (None, 1, "x", {}))
    yield from at(name, record, ("zz",), TYPES)  # any other field is kept


def stake_cases(name: str, record: dict[str, Any]) -> Iterator[Case]:
    yield from at(name, record, ("stake",), (*TYPES, DROP))
    amounts = (0, 1, MAX_STAKE, MAX_STAKE + 1, -1, 0.5, "0.05", True, None, [], DROP)
    for key in ("per_point", "per_game"):
        yield from at(name, record, ("stake", key), amounts)
    yield from at(
        name, record, ("stake", "currency"), ("", " ", "\t", "EUR", "chips", 5, None, DROP)
    )
    yield from at(name, record, ("stake", "mode"), ("per-point", "per-game", "x", None, DROP))
    yield from at(name, record, ("stake", "x"), (1,))
    per_game = {"per_point": 0, "currency": "EUR", "mode": "per-game"}
    yield from at(
        name, record, ("stake",), (per_game, *(per_game | {"per_game": v} for v in (5, 0, None)))
    )


def substitution_cases(name: str, record: dict[str, Any]) -> Iterator[Case]:
    """A newcomer's ``race_score`` at every table; the change's fields retyped."""
    yield from at(name, record, ("substitutions",), (None, 1, "x", {}, ["x"], [{}], []))
    scores = (*RACE_SCORES, None, "x", "", 0, True, DROP)
    yield from at(name, record, ("substitutions", 0, "race_score"), scores)
    yield from at(name, record, ("substitutions", 0, "from_deal"), (1, 2.5, "2", None, True, DROP))
    for key in ("out", "in"):
        yield from at(name, record, ("substitutions", 0, key), (None, 1, "", [], DROP))
    yield from at(name, record, ("substitutions", 0, "when"), (1,))


def rule_change_cases(name: str, record: dict[str, Any]) -> Iterator[Case]:
    yield from at(name, record, ("rule_changes",), (*TYPES, DROP))
    yield from at(name, record, ("rule_changes", 0, "rules"), (*TYPES, DROP))
    deals = (1, 2, LAST_DEAL + 1, 2.5, "2", None, True, DROP)
    yield from at(name, record, ("rule_changes", 0, "from_deal"), deals)
    yield from at(name, record, ("rule_changes", 0, "when"), (1,))


def deal_cases(name: str, record: dict[str, Any]) -> Iterator[Case]:
    """The common fields of a deal (the first: its players are the session's)."""
    deal = ("deals", 0)
    ids = (*TYPES, UUID.upper(), UUID + "\n", UUID[:-1] + "7", DROP)
    yield from at(name, record, (*deal, "id"), ids)
    others = [g for g in GAME_IDS if g != record["game"]]
    yield from at(name, record, (*deal, "game"), (*TYPES, record["game"], *others, DROP))
    seated = record["players"]
    yield from at(name, record, (*deal, "players"), (*TYPES, seated, DROP))
    yield from at(name, record, (*deal, "dealer"), (None, 1, "", [], {}))
    yield from at(name, record, (*deal, "rules"), (*TYPES, DROP))
    yield from at(name, record, (*deal, "thrown_in"), (None, 0, 1, "", "x", [], {}))
    yield from at(name, record, (*deal, "bids"), (None, 1, "x", {}, ["x"]))
    entries = ({}, {"player": seated[0]}, {"bid": "pass"}, {"player": 1, "bid": "pass"})
    yield from at(name, record, (*deal, "bids"), ([e] for e in entries))
    entry = {"player": seated[0], "bid": "pass", "when": 1}
    yield from at(name, record, (*deal, "bids"), ([entry],))
    yield from at(name, record, (*deal, "kontar"), (1, None))  # a misspelt field


def game_field_cases(name: str, record: dict[str, Any]) -> Iterator[Case]:
    """Each of the game's own deal fields (and the common ones) present, absent and
    retyped, in each deal: the values are the game's to check."""
    game = get_game(record["game"])
    for k in (0, -1):  # a deal played, and one not
        deal = record["deals"][k]
        for key in sorted(game.record_fields | COMMON_KEYS):
            values = (*SOME_TYPES, *([DROP] if key in deal else []))
            yield from at(name, record, ("deals", k, key), values)
        for key, value in deal.items():
            if isinstance(value, dict):
                for inner in value:
                    yield from at(name, record, ("deals", k, key, inner), (*SOME_TYPES, DROP))
    for key in ("dealer", "thrown_in"):  # a name among the players: the replay's
        yield from at(name, record, ("deals", 0, key), (*record["players"], True, False))
    yield from at(name, record, ("first_dealer",), record["players"])
    yield from at(name, record, ("deals", 0, "players"), (record["players"][:-1],))
    yield from at(name, record, ("deals",), ([], DROP))  # a substitution needs its deal
    # a rule change up to the next deal (issue 28): beyond it, the replay refuses
    last = len(record["deals"]) + 1
    yield from at(name, record, ("rule_changes", 0, "from_deal"), (last, last + 1, LAST_DEAL))
    yield from at(name, record, ("deals", 1, "id"), (record["deals"][0]["id"],))  # twice


def exact_cases() -> list[Case]:
    cases = [case for game_id in GAME_IDS for case in option_cases(get_game(game_id))]
    for name, record in BASES.items():
        cases += substitution_cases(name, record)  # at every table
        cases += deal_cases(name, record)
        if name in GAME_IDS:  # the session's own fields: once a game
            cases += session_cases(name, record)
            cases += stake_cases(name, record)
            cases += rule_change_cases(name, record)
    return cases


def one_way_cases() -> list[Case]:
    cases = [case for name, record in BASES.items() for case in game_field_cases(name, record)]
    for game_id in GAME_IDS:  # a good value in a deal may change what the deal means
        played = example(game_id, deals=1)
        played["deals"] = played["deals"][:1]
        for option in get_game(game_id).options:
            for value in option_values(option)[0]:
                deal = dict(played["deals"][0], rules={option.key: value})
                cases.append(
                    (f"{game_id} {option.key}={value} in a deal", played | {"deals": [deal]})
                )
    return cases


EXACT = exact_cases()
ONE_WAY = one_way_cases()


@cache
def verdicts(exact: bool) -> list[tuple[str, bool, bool]]:
    """Each case's name, and whether the reader and the schema take it."""
    cases = EXACT if exact else ONE_WAY
    return [(name, reader_takes(record), schema_takes(record)) for name, record in cases]


def test_the_cases_cover_every_field() -> None:
    """Counted, so that a case list that stops covering something is noticed."""
    assert sum(len(get_game(g).options) for g in GAME_IDS) == 34
    assert len(EXACT) > 3500 and len(ONE_WAY) > 1900
    taken = [reader for _, reader, _ in verdicts(exact=True)]
    assert 400 < taken.count(True) < taken.count(False)


def test_the_schema_says_what_the_reader_says() -> None:
    """Exact: what one takes the other takes, what one refuses the other refuses."""
    assert [name for name, reader, schema in verdicts(exact=True) if reader != schema] == []


def test_the_schema_takes_what_the_reader_takes() -> None:
    """One way: a game's own deal values, and what only the replay can say."""
    assert [name for name, reader, schema in verdicts(exact=False) if reader and not schema] == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.randoms(use_true_random=False), which=st.sampled_from(sorted(BASES)))
def test_a_mutated_session_the_reader_takes_the_schema_takes(
    seed: random.Random, which: str
) -> None:
    """Near-valid records (``tests/record_mutations.py``: fields dropped, retyped,
    misspelt, odd texts and numbers): none the store keeps is refused by the schema."""
    record = mutate(seed, BASES[which])
    if reader_takes(record):
        assert schema_takes(record)


def test_a_game_declares_the_fields_its_reader_reads() -> None:
    """``GameSpec.record_fields``, which the schema lists, are the fields the game's
    parse allows: the reader's own refusal of an unknown field names them."""
    for game_id in GAME_IDS:
        game = get_game(game_id)
        record = example(game_id, deals=1)
        record["deals"][0]["zz"] = 1
        with pytest.raises(RecordError) as refused:
            replay_json(record)
        assert refused.value.code == Code.UNKNOWN_FIELD
        allowed = set(str(refused.value.params["keys"]).split(", "))
        assert allowed == game.record_fields | COMMON_KEYS, game_id
