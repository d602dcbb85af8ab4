"""Fuzz every command's input (issue 9): near-valid records (the example evenings
and spec records, mutated) and raw JSON text are accepted, or refused as a
``RecordError`` / ``CommandError`` naming where (issue 25) — never any other
exception, never a refusal without a field. A lone surrogate or an empty key put
anywhere in a record is refused when the record is read, naming its place; a
record that is not an object names ``record``. Bounded to stay fast; the long
run is ``bench/fuzz_records.py``."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.cli.main import settle_json
from scorekeeper.errors import Code, RecordError
from scorekeeper.jsonio import loads
from scorekeeper.storage import open_store
from tests.record_mutations import (
    NOT_OBJECTS,
    SEEDS,
    TARGETS,
    at_path,
    containers,
    import_record,
    outcome,
)

FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@pytest.mark.parametrize("name", sorted(TARGETS))
@FUZZ
@given(r=st.randoms(use_true_random=False))
def test_accepted_or_refused_as_a_record_error(name: str, r: random.Random) -> None:
    assert outcome(TARGETS[name], r) in ("accepted", "refused")


@pytest.fixture(scope="module")
def store() -> Iterator[Any]:
    opened = open_store("sqlite://")
    yield opened
    opened.close()


@FUZZ
@given(r=st.randoms(use_true_random=False))
def test_import_accepts_or_refuses_as_a_record_error(store: Any, r: random.Random) -> None:
    assert outcome(import_record, r, store) in ("accepted", "refused")


def field_path(parts: tuple[Any, ...]) -> str:
    """``("deals", 0, "result")`` -> ``deals[0].result``; ``()`` -> ``record``."""
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out or "record"


@FUZZ
@given(r=st.randoms(use_true_random=False))
def test_a_surrogate_or_an_empty_key_anywhere_is_refused_naming_its_place(
    store: Any, r: random.Random
) -> None:
    record = copy.deepcopy(r.choice(SEEDS))
    where = r.choice(containers(record))
    box = at_path(record, where)
    how = r.choice(("empty key", "key", "value") if isinstance(box, dict) else ("value",))
    if how == "value":
        if isinstance(box, dict):
            key: Any = r.choice([*box, "x"])
        else:
            key = r.randrange(len(box)) if box else 0
            box[key:key] = [None] if not box else []
        box[key] = r.choice(("\ud800", "Zo\udcff", "a\udfffb"))
        expected, code = field_path((*where, key)), Code.NOT_TEXT
    else:
        box["" if how == "empty key" else "k\ud800"] = 1
        expected = field_path(where)
        code = Code.UNKNOWN_FIELD if how == "empty key" else Code.NOT_TEXT
    text = json.dumps(record, ensure_ascii=r.random() < 0.5)
    for read in (lambda: settle_json(loads(text)), lambda: store.create_session(loads(text))):
        with pytest.raises(RecordError) as caught:
            read()
        assert (caught.value.field, caught.value.code) == (expected, code)


@pytest.mark.parametrize("record", NOT_OBJECTS, ids=repr)
def test_a_record_that_is_not_an_object_is_refused_naming_record(store: Any, record: Any) -> None:
    text = json.dumps(record)  # NaN and Infinity as Python's json writes them
    for read in (lambda: settle_json(loads(text)), lambda: store.create_session(loads(text))):
        with pytest.raises(RecordError) as caught:
            read()
        assert caught.value.field.startswith("record"), caught.value
