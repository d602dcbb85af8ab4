"""Near-valid records for fuzzing every command's input (issue 9): the example
evenings of ``resources/examples/`` and the records of ``tests/spec_examples/``,
mutated at random places: fields dropped, duplicated, misspelt or retyped, deep
nesting, huge and non-finite numbers, long and odd texts (control characters,
NFD, bidirectional overrides, emoji, lone surrogates), empty keys and keys that
are not text, names swapped or respelt, records that are not objects; and raw
JSON text, cut, spliced or given literals Python's ``json`` accepts (``NaN``,
``Infinity``), empty keys, ``\\ud800`` escapes and bytes that are not UTF-8 as
standard input reads them (lone surrogates).

A refusal must name where (issue 25): :func:`outcome` counts a ``RecordError``
without a field, or a ``CommandError`` that names nothing, as a bug.

Every function takes a :class:`random.Random`, so the hypothesis test
(``tests/cli/test_fuzz_records.py``, which draws it with ``st.randoms()`` and can
shrink) and the long run (``bench/fuzz_records.py``) share one mutator.
"""

from __future__ import annotations

import copy
import json
import random
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "resources" / "examples").glob("*.json")) + sorted(
    (ROOT / "tests" / "spec_examples").glob("*.json")
)


def _load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


SEEDS: tuple[Any, ...] = tuple(_load(p) for p in SOURCES)
SESSIONS = tuple(s for s in SEEDS if "deals" in s)


def _deal_records() -> tuple[dict[str, Any], ...]:
    """Deal records: the spec's, and every session's deals made whole."""
    deals = [s for s in SEEDS if "deals" not in s]
    for session in SESSIONS:
        common = {"game": session["game"], "players": session["players"]}
        dealer = session["first_dealer"]
        for deal in session["deals"]:
            deals.append({**common, "dealer": dealer, **deal})
    return tuple(deals)


DEALS = _deal_records()

ODD_TEXTS = (
    "",
    " ",
    "pass",
    "Zoë",
    unicodedata.normalize("NFD", "Zoë"),
    "\x1b[31mred\x1b[0m",
    "\x00\x07\r\n",
    "\u202eevil\u202c",
    "👩\u200d👩\u200d👧",
    "=1+1",
    "a" * 101,
    "x" * 10_001,
    "漢字" * 300,
    "\ud800",  # a lone surrogate: not text JSON can write as UTF-8
    "Zo\udcff",  # the byte 0xff read with surrogateescape (standard input, arguments)
    "\udfff\ud800",  # two lone surrogates, in the wrong order for a pair
    "NaN",
    "Infinity",
    "1e999999999",
    "0.05",
)
ODD_NUMBERS = (
    0,
    -1,
    1,
    10,
    15,
    2**31,
    2**63,
    -(2**63) - 1,
    10**15,
    10**15 + 1,
    10**16,
    0.5,
    -0.0,
    1e300,
    5e-324,
    float("nan"),
    float("inf"),
    float("-inf"),
)


ODD_KEYS = ("", "\ud800", "k\udcff", " ", "x" * 10_001)
# Records that are not objects: what a fuzzer sends as the whole record.
NOT_OBJECTS = (
    1e308,
    -1e308,
    float("nan"),
    float("inf"),
    10**16,
    -0.0,
    0,
    "x",
    "",
    [],
    [1e308],
    None,
    True,
)


def odd_value(r: random.Random, near: Any = None) -> Any:
    """A value of a random JSON type (or a hostile one): small, huge, deep, long, odd."""
    kind = r.randrange(12)
    if kind == 0:
        return None
    if kind == 1:
        return r.choice((True, False))
    if kind == 2:
        return r.choice(ODD_NUMBERS)
    if kind == 3:
        return r.choice((1, -1)) * 10 ** r.randint(15, 5000)
    if kind == 4:
        return r.choice(ODD_TEXTS)
    if kind == 5:
        return deep(r, near)
    if kind == 6:
        return [] if r.random() < 0.5 else [near]
    if kind == 7:
        return {} if r.random() < 0.5 else {r.choice(("x", *ODD_KEYS)): near}
    if kind == 8:
        return r.randint(-200, 200)
    if kind == 9:
        plain = isinstance(near, str | float) or (isinstance(near, int) and abs(near) < 10**99)
        return str(near)[:50] if plain else "text"
    if kind == 10:
        return respelt(r, near) if isinstance(near, str) else r.choice(ODD_TEXTS)
    return _copy(near)


def deep(r: random.Random, inner: Any = None) -> Any:
    value = inner
    for _ in range(r.choice((2, 63, 64, 65, 200, 989, 990, 3000))):
        value = [value] if r.random() < 0.5 else {"a": value}
    return value


def respelt(r: random.Random, name: str) -> str:
    """The same name as a person might type it again: NFD, spaces, a control character."""
    how = r.randrange(5)
    if how == 0:
        return unicodedata.normalize("NFD", name)
    if how == 1:
        return f"  {name} "
    if how == 2:
        return f"\u202e{name}\x07"
    if how == 3:
        return name.upper()
    return name + name


def _copy(value: Any) -> Any:
    try:
        return copy.deepcopy(value)
    except RecursionError:  # a deep value made by an earlier mutation: share it
        return value


def containers(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths of the objects and arrays in ``value``, down to 12 levels."""
    out = []
    if isinstance(value, dict | list) and len(path) < 12:
        out.append(path)
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, child in items:
            out.extend(containers(child, (*path, key)))
    return out


def at_path(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def _drop(r: random.Random, box: Any) -> None:
    if box:
        key = r.choice(list(box)) if isinstance(box, dict) else r.randrange(len(box))
        del box[key]


def _duplicate(r: random.Random, box: Any) -> None:
    if not box:
        return
    if isinstance(box, dict):
        key = r.choice(list(box))
        new = r.choice((key + "x", key.upper(), "kontar", "deals", "rules", "date", *ODD_KEYS))
        box[new] = box[key]
    else:
        box.append(_copy(r.choice(box)))


def _retype(r: random.Random, box: Any) -> None:
    if box:
        key = r.choice(list(box)) if isinstance(box, dict) else r.randrange(len(box))
        box[key] = odd_value(r, box[key])


def _add(r: random.Random, box: Any) -> None:
    if isinstance(box, dict):
        keys = ("rules", "stake", "date", "place", "note", "thrown_in", "bids", "dealer")
        box[r.choice(keys + ODD_KEYS[:3])] = odd_value(r)
    else:
        box.insert(r.randint(0, len(box)), odd_value(r))


def _shuffle(r: random.Random, box: Any) -> None:
    if isinstance(box, list):
        r.shuffle(box)


MUTATIONS: tuple[Callable[[random.Random, Any], None], ...] = (
    _drop,
    _duplicate,
    _retype,
    _retype,
    _add,
    _shuffle,
)


def mutate(r: random.Random, record: Any, steps: int | None = None) -> Any:
    """A copy of ``record`` with 1 to 4 random mutations at random depths."""
    out = copy.deepcopy(record)
    for _ in range(r.choice((1, 1, 2, 3, 4)) if steps is None else steps):
        if r.random() < 0.03:
            return odd_value(r, out)  # not even an object
        if r.random() < 0.01:
            return r.choice(NOT_OBJECTS)
        paths = containers(out)
        if not paths:
            return out
        r.choice(MUTATIONS)(r, at_path(out, r.choice(paths)))
    return out


def near_valid(r: random.Random) -> Any:
    """A mutated deal or session record (sometimes an unmutated one)."""
    seed = r.choice(DEALS) if r.random() < 0.5 else r.choice(SESSIONS)
    return copy.deepcopy(seed) if r.random() < 0.05 else mutate(r, seed)


def _splice(r: random.Random, text: str) -> str:
    cut = r.randrange(len(text) + 1)
    pieces = (
        "NaN",
        "Infinity",
        "-Infinity",
        "1e400",
        "9" * r.choice((16, 4301, 20_000)),
        "[" * r.choice((65, 1000, 100_000)),
        '"\\u0000"',
        '"\\ud800"',
        '"\\udcff\\ud800"',
        '"": 0,',
        '"\\ud800": 0,',
        '{"": {}}',
        "\udcff",  # a byte that is not UTF-8, as standard input reads it
        "\x00",
        "}",
        ",",
        '"' + "x" * 10_001 + '"',
    )
    return text[:cut] + r.choice(pieces) + text[cut + r.randrange(3) :]


def raw_text(r: random.Random) -> str:
    """JSON text of a near-valid record, sometimes cut, spliced or with a number
    or a name replaced by a literal ``json`` accepts (``NaN``, 5,000 digits)."""
    ascii_only = r.random() < 0.5
    try:
        text = json.dumps(near_valid(r), ensure_ascii=ascii_only)
    except (ValueError, RecursionError):  # a number of 5,000 digits, or 3,000 levels deep
        text = json.dumps(r.choice(SEEDS), ensure_ascii=ascii_only)
    how = r.randrange(5)
    if how == 0:
        return text
    if how == 4:
        return json.dumps(r.choice(NOT_OBJECTS))
    if how == 1:
        return text[: r.randrange(len(text) + 1)]
    return _splice(r, text)


# --- the commands' inputs, as the fuzz test and the long run feed them ---------------------


def settle_record(r: random.Random) -> None:
    """``scorekeeper settle``: a near-valid deal or session record, then its output
    written as the command writes it, and a session's score sheet (``show``)."""
    from scorekeeper.cli.main import settle_json
    from scorekeeper.session.replay import replay_json
    from scorekeeper.sheet import score_sheet
    from scorekeeper.sheet.plain import sheet_text

    record = near_valid(r)
    json.dumps(settle_json(record), ensure_ascii=False)
    if isinstance(record, dict) and "deals" in record:
        sheet_text(score_sheet(replay_json(record)), "fuzz", r.choice(("en", "ja")))


def settle_text(r: random.Random) -> None:
    """``scorekeeper settle FILE``: raw JSON text through the reader, then settled."""
    from scorekeeper.cli.main import settle_json
    from scorekeeper.jsonio import loads

    json.dumps(settle_json(loads(raw_text(r))), ensure_ascii=False)


def settle_one_deal(r: random.Random) -> None:
    """The deal form and the replay: a mutated deal of a session, settled in the
    context of its first deal (``session.settle_deal``)."""
    from scorekeeper.errors import RecordError
    from scorekeeper.session.record import parse_session
    from scorekeeper.session.replay import DealContext, settle_deal

    session = r.choice(SESSIONS)
    record = parse_session(session)
    try:
        settle_deal(DealContext.first(record), mutate(r, r.choice(session["deals"])))
    except RecordError as err:  # fields of the deal; the replay puts them under deals[i]
        raise err.within("deals[0]") from None


def parse_a_session(r: random.Random) -> None:
    """The session fields alone (``session.parse_session``), deals left out."""
    from scorekeeper.session.record import parse_session

    session = {k: v for k, v in r.choice(SESSIONS).items() if k != "deals"}
    parse_session(mutate(r, session))


STAKE_EDGES = (
    0,
    "0.000001",
    "0.0000001",
    10**9,
    "1000000000.000001",
    "999999999.999999",
    "1e5000",
    "1e999999999",
    "1e-999999999",
    "-0",
    1e-7,
)


def parse_a_stake(r: random.Random) -> None:
    """The stake (``settlement.parse_stake``)."""
    from scorekeeper.settlement import parse_stake

    stake: dict[str, Any] = {"per_point": 1, "currency": "EUR", "mode": "per-point", "per_game": 5}
    if r.random() < 0.3:  # the ends of the documented range (docs/deal-format.md, "Limits")
        stake[r.choice(("per_point", "per_game"))] = r.choice(STAKE_EDGES)
    parse_stake(mutate(r, stake) if r.random() < 0.8 else odd_value(r))


def import_record(r: random.Random, store: Any) -> None:
    """``scorekeeper import`` (and the window's import): a mutated session, or raw
    text, stored; an accepted one is exported again as JSON."""
    from scorekeeper.jsonio import loads

    record = loads(raw_text(r)) if r.random() < 0.3 else near_valid(r)
    session_id = store.create_session(record)
    json.dumps(store.session_json(session_id), ensure_ascii=False)


TARGETS: dict[str, Callable[[random.Random], None]] = {
    "settle-record": settle_record,
    "settle-text": settle_text,
    "settle-deal": settle_one_deal,
    "parse-session": parse_a_session,
    "parse-stake": parse_a_stake,
}


def outcome(target: Callable[..., None], *args: Any) -> str:
    """``accepted``, ``refused`` (a record error naming its field, or a one-line
    command error naming its source: ``record: not valid JSON (...)``),
    ``refused without a field`` (a bug too), or any other exception, which
    propagates: the bug the fuzz is looking for."""
    from scorekeeper.errors import RecordError
    from scorekeeper.host.json_files import CommandError

    try:
        target(*args)
    except RecordError as err:
        return "refused" if err.field else "refused without a field"
    except CommandError as err:
        return "refused" if ": " in str(err) else "refused without a field"
    return "accepted"
