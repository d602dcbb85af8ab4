"""Incremental replay equals full replay, for random edit sequences in every game.

``session.replay_from`` keeps the rows before the first changed deal and settles
the rest; the store checks every change that way from the replay it keeps in
memory. Both must give exactly what replaying the whole edited list gives: every
row (deal, deltas, lines, warnings, double round, totals, game end), every
context, the games, balances and payments — and refuse exactly the same edits.
The store is also driven by two writers on one file, so each one's kept replay
goes stale under it; what it answers must still be the replay of what is stored,
and the stored tally must be the full replay's.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_preview_equals_sheet import (
    EXAMPLES,
    GAMES,
    check_preview_equals_sheet,
    context_fields,
)

from scorekeeper.errors import RecordError
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import SessionResult, replay, replay_from
from scorekeeper.session.store import Tally
from scorekeeper.storage import open_store
from tests.storage.storage_records import entered

EXAMPLE_SESSIONS = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in EXAMPLES}


def whole(result: SessionResult) -> tuple[Any, ...]:
    """Everything a result says."""
    return (
        result.rows,
        [context_fields(c) for c in result.contexts],
        result.games,
        dict(result.balances),
        result.payments,
        result.record.deals,
    )


def outcome(work: Any) -> tuple[str, Any]:
    try:
        return "ok", whole(work())
    except RecordError as err:
        return "refused", (err.field, err.code, err.reason)


@st.composite
def edits(draw: st.DrawFn, pool: list[dict[str, Any]], size: int) -> list[tuple[str, int, int]]:
    """Up to 8 edits: (kind, position as a fraction of the list, which pool deal)."""
    kinds = st.sampled_from(["append", "insert", "replace", "delete"])
    return draw(
        st.lists(
            st.tuples(kinds, st.integers(0, 10_000), st.integers(0, max(len(pool) - 1, 0))),
            max_size=8,
        )
    )


def apply_edit(
    deals: list[Any], edit: tuple[str, int, int], pool: list[dict[str, Any]]
) -> tuple[int, list[Any]] | None:
    """The position an edit starts at and the edited list (None: nothing to edit)."""
    kind, where, which = edit
    new = list(deals)
    if kind == "append":
        new.append(pool[which])
        return len(deals), new
    if kind == "insert":
        at = where % (len(deals) + 1)
        new.insert(at, pool[which])
        return at, new
    if not deals:
        return None
    at = where % len(deals)
    if kind == "replace":
        new[at] = pool[which]
    else:
        del new[at]
    return at, new


def check_edits(raw: dict[str, Any], plan: list[tuple[str, int, int]]) -> None:
    record = parse_session(raw)
    pool = [dict(d) for d in raw["deals"]] or [{}]
    result = replay(record)
    for edit in plan:
        edited = apply_edit(list(result.record.deals), edit, pool)
        if edited is None:
            continue
        at, deals = edited
        full = outcome(lambda deals=deals: replay(record.with_deals(deals)))
        incremental = outcome(lambda r=result, at=at, d=deals: replay_from(r, at, d))
        assert incremental == full, edit
        if full[0] == "ok":
            result = replay_from(result, at, deals)


@pytest.mark.parametrize("name", list(GAMES))
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_generated_sessions(name: str, data: st.DataObject) -> None:
    raw = data.draw(GAMES[name])
    check_edits(raw, data.draw(edits(raw["deals"], len(raw["deals"]))))


@pytest.mark.parametrize("name", list(EXAMPLE_SESSIONS))
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_example_evenings(name: str, data: st.DataObject) -> None:
    raw = EXAMPLE_SESSIONS[name]
    check_edits(raw, data.draw(edits(raw["deals"], len(raw["deals"]))))


def with_substitute(raw: dict[str, Any], n: int, seat: int) -> dict[str, Any]:
    """``raw`` with "Zed" taking seat ``seat`` from deal ``n`` (1-based): the deals
    from ``n`` on name Zed where they named the one who left."""
    leaver = raw["players"][seat]
    old, new = json.dumps(leaver), json.dumps("Zed")
    deals = raw["deals"]
    later = [json.loads(json.dumps(d).replace(old, new)) for d in deals[n - 1 :]]
    change = {"from_deal": n, "out": leaver, "in": "Zed"}
    return raw | {"substitutions": [change], "deals": deals[: n - 1] + later}


@st.composite
def substituted(draw: st.DrawFn, name: str) -> dict[str, Any]:
    raw = draw(GAMES[name].filter(lambda r: r["deals"]))
    n = draw(st.integers(2, len(raw["deals"]) + 1))
    return with_substitute(raw, n, draw(st.integers(0, len(raw["players"]) - 1)))


@pytest.mark.parametrize("name", list(GAMES))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data())
def test_generated_sessions_with_a_substitute(name: str, data: st.DataObject) -> None:
    """Substitutions too: incremental = full replay under random edits (which may
    put the leaver after the change, or remove the deal under it: both refuse
    alike), the form's preview = the sheet, each deal zero-sum in the zero-sum
    games, and the balances of everyone who played add up to 0."""
    raw = data.draw(substituted(name))
    result = check_preview_equals_sheet(raw)
    assert set(result.totals) == {*raw["players"], "Zed"}
    if result.record.game.zero_sum:
        assert all(sum(r.outcome.deltas.values()) == 0 for r in result.rows)
    assert sum(result.balances.values()) == 0
    check_edits(raw, data.draw(edits(raw["deals"], len(raw["deals"]))))


@st.composite
def with_every_app_field(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """A substituted session with a house rule changed from a drawn deal on and an
    agreed end (review of issue 11: the three added session fields together)."""
    from hypothesis import assume

    from scorekeeper.games import get_game

    raw = draw(substituted(name))
    game = get_game(raw["game"])
    n = draw(st.integers(2, len(raw["deals"]) + 1))
    if game.options:
        option = draw(st.sampled_from(game.options))
        values = (
            [c for c in option.choices if c != option.default]
            if option.choices is not None
            else list(range(option.lo or 0, (option.hi or 0) + 1))
        )
        value = draw(st.sampled_from(values or [option.default]))
        raw = raw | {"rule_changes": [{"from_deal": n, "rules": {option.key: value}}]}
    kind = "deals" if game.zero_sum else "games"
    raw = raw | {"end": {kind: draw(st.integers(1, 5))}}
    try:
        replay(parse_session(raw))
    except RecordError:
        assume(False)  # the new rule makes a drawn deal invalid (e.g. a higher min_bid)
    return raw


@pytest.mark.parametrize("name", list(GAMES))
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data())
def test_rule_changes_substitutions_and_end_together(name: str, data: st.DataObject) -> None:
    """Incremental = full replay, and the preview = the sheet, with all three."""
    raw = data.draw(with_every_app_field(name))
    check_preview_equals_sheet(raw)
    check_edits(raw, data.draw(edits(raw["deals"], len(raw["deals"]))))


def test_an_append_settles_one_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The point of it: adding deal n+1 settles one deal, not n+1."""
    import scorekeeper.session.replay as session

    raw = EXAMPLE_SESSIONS["ultimate"]
    result = replay(parse_session(raw))
    settled: list[int] = []
    real = session._settle_deal

    def counted(context: Any, deal: Any, checked: bool) -> Any:
        settled.append(context.index)
        return real(context, deal, checked)

    monkeypatch.setattr(session, "_settle_deal", counted)
    n = len(result.rows)
    longer = replay_from(result, n, [*result.record.deals, raw["deals"][0]])
    assert settled == [n] and len(longer.rows) == n + 1
    settled.clear()
    replay_from(longer, 2, longer.record.deals)
    assert settled == list(range(2, n + 1))


# -- the store, with two writers on one file ------------------------------------


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_two_stores_answer_the_full_replay(data: st.DataObject) -> None:
    """Changes by position through two stores on one file, in random turns: after
    each, the store that made it answers the replay of what is stored (read by a
    third, fresh store), its stored tally is that replay's, and a change refused
    by one is refused by a full replay too."""
    name = data.draw(st.sampled_from(["zwanzigerrufen-double-rounds", "ultimate-game-ends"]))
    raw = data.draw(GAMES[name])
    pool = [dict(d) for d in raw["deals"]]
    plan = data.draw(edits(pool, len(pool)))
    writers = data.draw(st.lists(st.integers(0, 1), min_size=len(plan), max_size=len(plan)))
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "two.db")
        stores = [open_store(path), open_store(path)]
        try:
            sid = stores[0].create_session(raw | {"deals": raw["deals"][:3]})
            for store in stores:
                store.result(sid)  # each keeps a replay
            for edit, who in zip(plan, writers, strict=True):
                store = stores[who]
                deals = entered(store.session_json(sid))["deals"]
                edited = apply_edit(deals, edit, pool)
                if edited is None:
                    continue
                at, new = edited
                expected = outcome(lambda new=new: replay(parse_session(raw | {"deals": new})))
                kind, _, which = edit
                try:
                    if kind in ("append", "insert"):
                        position = None if kind == "append" else at
                        got = store.add_deal(sid, pool[which], position)
                    elif kind == "replace":
                        got = store.replace_deal(sid, at, pool[which])
                    else:
                        got = store.delete_deal(sid, at)
                except RecordError as err:
                    assert expected == ("refused", (err.field, err.code, err.reason))
                    continue
                assert ("ok", whole(got)) == expected
                with open_store(path) as fresh:
                    stored = fresh.result(sid)
                    assert whole(stored) == whole(got)
                    assert fresh.tally(sid) == Tally.of(stored)
            for store in stores:  # and the other writer's kept replay is not used stale
                assert whole(store.result(sid)) == whole(
                    replay(parse_session(entered(store.session_json(sid))))
                )
        finally:
            for store in stores:
                store.close()


def _normal(declarer: str, partner: str) -> dict[str, Any]:
    """A Zwanzigerrufen normal game: the declarer must be forehand, the player after
    the dealer (docs/rules/zwanzigerrufen.md)."""
    return {
        "contract": "normal",
        "declarer": declarer,
        "called": "XX",
        "partner": partner,
        "result": {"declarer_points": 40, "declarer_tricks": 5},
    }


def test_a_stale_kept_replay_never_refuses_a_valid_deal(tmp_path: Path) -> None:
    """Store A keeps the replay of one deal; store B adds a deal, so the rotation moves
    on. A's next deal is valid only after B's (Ilse is forehand now, not Hans): A must
    check it against what is stored, not refuse it against its stale replay."""
    path = str(tmp_path / "rotation.db")
    players = ["Franz", "Gerti", "Hans", "Ilse"]
    record = {"game": "zwanzigerrufen", "players": players, "first_dealer": "Franz"}
    with open_store(path) as a, open_store(path) as b:
        sid = a.create_session(record | {"deals": [_normal("Gerti", "Franz")]})
        assert a.result(sid).next_dealer == "Gerti"  # A keeps this replay
        b.add_deal(sid, _normal("Hans", "Franz"))  # dealt by Gerti: Hans is forehand
        result = a.add_deal(sid, _normal("Ilse", "Franz"))  # dealt by Hans
        assert [r.deal.table.dealer for r in result.rows] == ["Franz", "Gerti", "Hans"]
        assert result.next_dealer == "Ilse"
        with pytest.raises(RecordError) as refused:  # and a deal invalid now is refused
            a.add_deal(sid, _normal("Hans", "Franz"))
        assert refused.value.field == "deals[3].declarer"
