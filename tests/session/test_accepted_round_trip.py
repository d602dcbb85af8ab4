"""Issue 16: every session record the app accepts can be stored, shown, exported
to JSON, CSV and PDF and imported again to the same record: a value that can be
stored but not printed (a stake of ``"1e5000"``) would poison the session.

The records are the example evenings and spec sessions, sometimes mutated
(``record_mutations``), with a stake drawn from its whole documented range
(docs/deal-format.md, "Limits"). Bounded to stay fast: few examples, the PDF (the
slow part) for some of them only."""

from __future__ import annotations

import json
import random
import tempfile
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from scorekeeper.cli.main import main
from scorekeeper.session.record import parse_session
from scorekeeper.settlement import MAX_STAKE, MAX_STAKE_PLACES, MODES
from tests.record_mutations import SESSIONS, mutate

MICRO = 10**MAX_STAKE_PLACES


def _amount(micros: int, as_text: bool) -> int | float | str:
    """``micros`` millionths of a major unit, as a decimal text or a JSON number."""
    text = str(Decimal(micros).scaleb(-MAX_STAKE_PLACES).normalize())
    if as_text:
        return text
    return micros // MICRO if micros % MICRO == 0 else float(text)


in_range = st.builds(
    _amount,
    st.one_of(st.integers(0, MAX_STAKE * MICRO), st.sampled_from([0, 1, MICRO, MAX_STAKE * MICRO])),
    st.booleans(),
)
# Beyond the range: refused (then the example is skipped), or the property fails.
beyond = st.sampled_from(["1e5000", "99999999999999.123456", "0.00000001", 10**12, 0])
amounts = st.one_of(in_range, in_range, in_range, beyond)
stakes = st.fixed_dictionaries(
    {
        "per_point": amounts,
        "currency": st.sampled_from(["EUR", "JPY", "HUF", "chips"]),
        "mode": st.sampled_from(MODES),
    },
    optional={"per_game": amounts},
)


@st.composite
def records(draw: st.DrawFn) -> Any:
    r = draw(st.randoms(use_true_random=False))
    record = dict(random.Random(r.random()).choice(SESSIONS))
    record["stake"] = draw(stakes)
    return mutate(r, record) if draw(st.booleans()) else record


def _entered(record: dict[str, Any]) -> dict[str, Any]:
    """An exported record without the ids the store gave it and its deals."""
    out = {k: v for k, v in record.items() if k != "id"}
    out["deals"] = [{k: v for k, v in d.items() if k != "id"} for d in out.get("deals", [])]
    return out


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    out, _ = capsys.readouterr()
    return code, out


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much],
)
@given(record=records(), with_pdf=st.sampled_from([True, False, False, False]))
# Beyond the documented range (accepted before issue 16 / stored, then not printable).
@example(record={**SESSIONS[0], "stake": {"per_point": "99999999999999.123456"}}, with_pdf=False)
@example(record={**SESSIONS[0], "stake": {"per_point": "1e5000"}}, with_pdf=True)
def test_an_accepted_record_is_stored_shown_exported_and_imported_again(
    capsys: pytest.CaptureFixture[str], record: Any, with_pdf: bool
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        source = folder / "in.json"
        try:
            text = json.dumps(record)  # any text, lone surrogates escaped
        except ValueError:  # an int past Python's 4,300-digit limit: no text to write
            assume(False)
        source.write_text(text, "utf-8")
        db = str(folder / "store.sqlite")
        code, _ = _run(capsys, "--db", db, "import", str(source))
        assume(code == 0)  # refused with the field and the reason: the fuzz test's part
        assert _run(capsys, "--db", db, "show", "1")[0] == 0
        code, exported = _run(capsys, "--db", db, "export", "1", "-o", "-")
        assert code == 0
        assert parse_session(_entered(json.loads(exported))) == parse_session(record)
        assert _run(capsys, "--db", db, "export", "1", "-o", str(folder / "out.csv"))[0] == 0
        if with_pdf:
            assert _run(capsys, "--db", db, "pdf", "1", "-o", str(folder / "out.pdf"))[0] == 0
        again = folder / "again.json"
        again.write_text(exported, "utf-8")
        # The same file again is recognised by its ids: nothing is added ...
        assert _run(capsys, "--db", db, "import", str(again))[0] == 0
        assert _run(capsys, "--db", db, "export", "2", "-o", "-")[0] == 2
        # ... and into another database it is the same session, ids and all.
        other = str(folder / "other.sqlite")
        assert _run(capsys, "--db", other, "import", str(again))[0] == 0
        assert _run(capsys, "--db", other, "export", "1", "-o", "-") == (0, exported)
