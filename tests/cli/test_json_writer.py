"""The JSON fast paths give what the standard library gives: ``dumps``
(``cli/json_writer.py``) writes ``json.dumps(..., ensure_ascii=False, indent=2)``
character for character, and ``loads`` (``jsonio.py``) reads any text within the
limits as the hooked parser does."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cli.json_writer import dumps
from scorekeeper.jsonio import MAX_NUMBER, loads, within_limits

texts = st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from('\n\x1b\u2028"\\'))
leaves = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | texts
values = st.recursive(
    leaves,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(texts, inner, max_size=4)
        | st.dictionaries(st.integers() | st.booleans() | st.none(), inner, max_size=3)
    ),
    max_leaves=30,
)


@given(values)
def test_dumps_writes_what_json_dumps_writes(value: Any) -> None:
    assert dumps(value) == json.dumps(value, ensure_ascii=False, indent=2)


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | texts,
        _containers := (
            # no empty key: JSON text holding one is refused (tests/test_jsonio.py)
            lambda inner: (
                st.lists(inner, max_size=4) | st.dictionaries(texts.filter(bool), inner, max_size=4)
            )
        ),
        max_leaves=30,
    )
)
def test_loads_reads_what_it_writes(value: Any) -> None:
    text = json.dumps(value, ensure_ascii=False)
    if within_limits([value]):
        assert loads(text) == value


def test_a_long_run_of_digits_in_a_text_is_only_text() -> None:
    assert loads('{"note": "12345678901234567890", "n": 7}') == {
        "note": "12345678901234567890",
        "n": 7,
    }


def test_a_number_of_17_digits_is_still_refused_naming_its_field() -> None:
    import pytest

    from scorekeeper.errors import Code, RecordError

    with pytest.raises(RecordError) as caught:
        loads('{"note": "x", "bid": 12345678901234567}')
    assert caught.value.field == "bid" and caught.value.code == Code.LIMIT
    assert loads(f'{{"bid": {MAX_NUMBER}}}') == {"bid": MAX_NUMBER}
