"""Fuzz every command's input (issue 9): near-valid records (the example evenings
and spec records, mutated) and raw JSON text are accepted, or refused as a
``RecordError`` / ``CommandError`` — never any other exception. Bounded to stay
fast; the long run is ``bench/fuzz_records.py``."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.storage import open_store
from tests.record_mutations import TARGETS, import_record, outcome

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
