"""Our JSON Schema validator (``scorekeeper/storage/json_schema.py``, issue 27) says
what ``jsonschema`` says, the way the currency table is held to Babel: ``jsonschema``
is no longer installed with the app (the ``test`` extra keeps it for this).

For every document: valid or not, and the first error in document order (the one
a refusal names) at the same path, by the same keyword, with the same message,
so the refusal (field, reason, code) is the same. The documents: every example
session and test fixture, a whole-database file of them, the cases of the session
schema's test (every field at every type and bound, tests/session/test_schema.py)
and of the league's, and hypothesis-mutated copies of them all
(tests/record_mutations.py: fields dropped, duplicated, retyped, deep, odd)."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scorekeeper.storage import open_store
from scorekeeper.storage.database_file import (
    SCHEMA,
    SESSION_SCHEMA,
    first_error,
    record_error,
    schema_text,
    validator,
)
from scorekeeper.storage.json_schema import SchemaError, Validator, unknown_keywords
from tests.record_mutations import SESSIONS, mutate
from tests.session.test_schema import EXACT, ONE_WAY
from tests.storage.test_database_file import WINTER, example_sessions, league_cases

NAMES = (SCHEMA, SESSION_SCHEMA)


@cache
def theirs(name: str) -> Any:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource

    schemas = {n: json.loads(schema_text(n)) for n in NAMES}
    registry: Registry[Any] = Registry().with_resources(
        (s["$id"], Resource.from_contents(s)) for s in schemas.values()
    )
    return Draft202012Validator(schemas[name], registry=registry)


@dataclass(frozen=True)
class TheirError(SchemaError):
    """A jsonschema error as ours are, its message jsonschema's own."""

    text: str = ""

    @property
    def message(self) -> str:
        return self.text


def their_first(document: Any, name: str) -> SchemaError | None:
    errors = (
        TheirError(
            tuple(e.absolute_path),
            "false" if e.validator is None else str(e.validator),
            e.validator_value,
            e.instance,
            e.schema if isinstance(e.schema, dict) else {},
            text=e.message,
        )
        for e in theirs(name).iter_errors(document)
    )
    return first_error(errors)


def said(error: SchemaError | None) -> Any:
    """What a refusal is made of: where, which keyword, the message, the refusal."""
    if error is None:
        return None
    refusal = record_error(error)
    return (error.path, error.keyword, error.message, refusal.field, refusal.reason, refusal.code)


def agree(document: Any, name: str) -> None:
    try:
        expected = said(their_first(document, name))
    except ValueError as err:  # an int of over 4300 digits, which no JSON text read holds
        assume("integer string conversion" not in str(err))
        raise
    assert said(first_error(validator(name).iter_errors(document))) == expected


@cache
def database_file() -> dict[str, Any]:
    """A whole-database file holding every example session, with a league."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder, open_store(str(Path(folder) / "db")) as store:
        for _, record in example_sessions():
            store.create_session(copy.deepcopy(record))
        data = store.database_json()
    data["leagues"] = [WINTER]
    return data


def session_documents() -> list[tuple[str, Any]]:
    return [*example_sessions(), *EXACT, *ONE_WAY]


def test_the_shipped_schemas_use_only_keywords_it_checks() -> None:
    for name in NAMES:
        assert unknown_keywords(json.loads(schema_text(name))) == [], name


def test_a_schema_with_a_keyword_it_does_not_check_is_refused() -> None:
    schema = {"$id": "https://x.invalid/s.json", "properties": {"a": {"oneOf": [{}]}}}
    with pytest.raises(ValueError, match=r"s\.json/properties/a: no check for the keyword 'oneOf'"):
        Validator({"s.json": schema}, "s.json")


def test_the_documents_are_many_and_of_both_kinds() -> None:
    documents = session_documents()
    assert len(documents) > 500
    judge = validator(SESSION_SCHEMA)  # (ours, the quicker: the others hold it to theirs)
    invalid = [d for _, d in documents if first_error(judge.iter_errors(d)) is not None]
    assert 100 < len(invalid) < len(documents) - 100
    assert their_first(database_file(), SCHEMA) is None and database_file()["sessions"]


@pytest.mark.parametrize("name", NAMES)
def test_every_example_and_case_is_judged_alike(name: str) -> None:
    documents = session_documents()
    if name == SCHEMA:  # each in a file: every seventh (jsonschema takes 8 ms a file)
        documents = documents[::7]
    for _, record in documents:
        agree(record if name == SESSION_SCHEMA else _in_a_file(record), name)


def _in_a_file(record: Any) -> Any:
    """``record`` as the one session of a whole-database file (the file's schema
    refers to the session's, and adds the file's fields to it)."""
    file = dict(database_file())  # nothing in it changed but its list of sessions
    session = dict(file["sessions"][0])
    if isinstance(record, dict):
        session |= {k: v for k, v in record.items() if k not in ("id",)}
    file["sessions"] = [session]
    return file


def test_every_league_case_is_judged_alike() -> None:
    for _, league in league_cases():
        file = database_file() | {"leagues": [league]}
        agree(file, SCHEMA)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.randoms(use_true_random=False), which=st.integers(0, 10_000))
def test_a_mutated_session_is_judged_alike(seed: random.Random, which: int) -> None:
    sources = [*SESSIONS, *(d for _, d in example_sessions())]
    agree(mutate(seed, sources[which % len(sources)]), SESSION_SCHEMA)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.randoms(use_true_random=False))
def test_a_mutated_database_file_is_judged_alike(seed: random.Random) -> None:
    agree(mutate(seed, database_file()), SCHEMA)
