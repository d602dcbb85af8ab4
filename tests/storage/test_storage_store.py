"""The Store API the window uses: sessions, deals, edits anywhere, players.

Every expected number is worked out by hand from ``docs/rules/ultimate.md`` (see
``storage_records.py``): made bid -> declarer +bid; missed -> each defender
+⌊bid / 2⌋; the game ends once someone reaches 150.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import RecordError
from scorekeeper.session.replay import SessionResult, replay_json
from scorekeeper.storage import SessionNotFoundError, open_store
from scorekeeper.storage.store import Store
from tests.storage.storage_records import (
    MARJAPUSSI_SESSION,
    PLAYERS,
    THREE_DEALS,
    entered,
    ult,
    ultimate_session,
)


def totals(result: SessionResult) -> dict[str, int]:
    return dict(result.totals)


def dealers(result: SessionResult) -> list[str]:
    return [row.deal.table.dealer for row in result.rows]


def test_session_json_round_trip_is_exact(store: Store) -> None:
    record = ultimate_session(
        *THREE_DEALS,
        rules={"min_bid": 5},
        stake={"per_point": 0.5, "currency": "EUR"},
        date="2024-05-01",
        place="Turku",
        note="Birthday",
        table_number=3,
    )
    sid = store.create_session(record)
    assert entered(store.session_json(sid)) == record
    assert list(entered(store.session_json(sid))) == list(record)  # the same key order too


def test_marjapussi_spec_example_round_trips(store: Store) -> None:
    sid = store.create_session(MARJAPUSSI_SESSION)
    assert entered(store.session_json(sid)) == MARJAPUSSI_SESSION
    # Declarers 80 + last trick 20 = 100 < contract 120: -120; opponents 40 -> +40.
    assert totals(store.result(sid)) == {"Aino": -120, "Eero": 40, "Helmi": -120, "Onni": 40}


def test_stored_result_is_the_replay(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    result = store.result(sid)
    assert totals(result) == {"Aki": 60, "Ben": 0, "Chie": 40}
    assert dealers(result) == ["Chie", "Aki", "Ben"]
    assert store.load(sid).players == tuple(PLAYERS)


def test_insert_replace_delete_in_the_middle_replays_what_follows(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    # Insert at 1: Ben makes 41 (+41). Old deals 1, 2 move to 2, 3 and the deal rotates on.
    result = store.add_deal(sid, ult("Ben", 41, 50), position=1)
    assert totals(result) == {"Aki": 60, "Ben": 41, "Chie": 40}
    assert dealers(result) == ["Chie", "Aki", "Ben", "Chie"]
    # Replace 0: Aki misses 45 -> Ben, Chie +⌊45/2⌋ = +22 each; Aki loses his 45.
    result = store.replace_deal(sid, 0, ult("Aki", 45, 40))
    assert totals(result) == {"Aki": 15, "Ben": 63, "Chie": 62}
    # Delete 2 (Ben's missed 30: Aki, Chie +15 each).
    result = store.delete_deal(sid, 2)
    assert totals(result) == {"Aki": 0, "Ben": 63, "Chie": 47}
    assert entered(store.session_json(sid))["deals"] == [
        ult("Aki", 45, 40),
        ult("Ben", 41, 50),
        ult("Chie", 25, 25),
    ]
    assert totals(store.result(sid)) == totals(result)  # what was stored replays the same


def test_append_is_the_default_position(store: Store) -> None:
    sid = store.create_session(ultimate_session())
    for deal in THREE_DEALS:
        result = store.add_deal(sid, deal)
    assert entered(store.session_json(sid))["deals"] == THREE_DEALS
    assert totals(result) == {"Aki": 60, "Ben": 0, "Chie": 40}


def test_game_end_makes_the_session_finished(store: Store) -> None:
    # Aki makes 100 twice: 100, then 200 >= 150 -> Aki wins after deal 2.
    sid = store.create_session(ultimate_session(ult("Aki", 100, 100)))
    assert not store.list_sessions()[0].finished
    result = store.add_deal(sid, ult("Aki", 100, 100))
    assert result.winner == "Aki"
    assert store.list_sessions()[0].finished
    store.add_deal(sid, ult("Ben", 10, 10))  # a new game starts: open again
    assert not store.list_sessions()[0].finished


def test_thrown_in_flag_is_stored(store: Store) -> None:
    from sqlmodel import Session, col, select

    from scorekeeper.storage.models import StoredDeal

    sid = store.create_session(ultimate_session(ult("Aki", 45, 52), ult(None)))
    with Session(store._engine) as db:
        flags = db.exec(select(StoredDeal.thrown_in).order_by(col(StoredDeal.position))).all()
    assert flags == [False, True]
    assert store.result(sid).rows[1].outcome.thrown_in


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (lambda s, sid: s.add_deal(sid, ult("Aki", 45, 200), 1), "deals[1].result.declarer_points"),
        (lambda s, sid: s.replace_deal(sid, 2, ult("Dan", 45, 50)), "deals[2].declarer"),
        # min_bid 40 makes the later deals (bids 30 and 25) impossible: the first is named.
        (lambda s, sid: s.update_session(sid, rules={"min_bid": 40}), "deals[1].bid"),
        (lambda s, sid: s.update_session(sid, players=["Aki", "Ben", "Dan"]), "first_dealer"),
        (lambda s, sid: s.delete_deal(sid, 3), "position"),
        (lambda s, sid: s.add_deal(sid, ult("Aki", 45, 50), -1), "position"),
    ],
    ids=[
        "points-over-100",
        "not-at-table",
        "rule-breaks-later-deal",
        "dealer-left-table",
        "no-such-deal",
        "negative-position",
    ],
)
def test_invalid_edit_is_refused_and_nothing_is_written(
    store: Store, edit: Any, field: str
) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS, note="x"))
    before = store.session_json(sid)
    with pytest.raises(RecordError) as caught:
        edit(store, sid)
    assert caught.value.field == field
    assert store.session_json(sid) == before


def test_invalid_new_session_stores_nothing(store: Store) -> None:
    bad = ultimate_session(*THREE_DEALS, ult("Aki", 45, 200))
    with pytest.raises(RecordError, match=r"^deals\[3\]\.result\.declarer_points: "):
        store.create_session(bad)
    assert store.list_sessions() == []
    assert store.known_players() == []


def test_a_failure_while_writing_leaves_the_old_session(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))

    def boom(*_args: object) -> None:
        raise OSError("disk unplugged")

    # The shift of the later deals has run when the insert fails (the new row's time
    # stamp is taken after it): all of it must roll back.
    monkeypatch.setattr("scorekeeper.storage.rows.utc_now", boom)
    with pytest.raises(OSError):
        store.add_deal(sid, ult("Ben", 41, 50), position=0)
    monkeypatch.undo()
    assert entered(store.session_json(sid))["deals"] == THREE_DEALS


def test_update_session_fields(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS, place="Oulu"))
    result = store.update_session(
        sid, place=None, note="rematch", stake={"per_point": 1, "currency": "EUR"}
    )
    # Per point: totals 60, 0, 40, mean 100/3 -> +26.67, -33.33, +6.67 EUR = 2667, -3333, 667
    # cents; they sum to +1, and the remainder goes on the largest balance (Ben): -3334.
    assert dict(result.balances) == {"Aki": 2667, "Ben": -3334, "Chie": 667}
    assert entered(store.session_json(sid)) == ultimate_session(
        *THREE_DEALS, stake={"per_point": 1, "currency": "EUR"}, note="rematch"
    )
    info = store.list_sessions()[0]
    assert (info.place, info.note) == (None, "rematch")


def test_list_sessions_and_known_players(store: Store) -> None:
    first = store.create_session(ultimate_session(*THREE_DEALS, date="2024-05-01", place="Oulu"))
    second = store.create_session(
        {
            "game": "ultimate",
            "players": ["Dai", "Chie", "Aki", "Emi"],
            "first_dealer": "Dai",
            "deals": [],
        }
    )
    infos = store.list_sessions()
    assert [i.id for i in infos] == [second, first]  # newest first
    assert infos[1].players == tuple(PLAYERS)
    assert (infos[1].date, infos[1].place, infos[1].deal_count) == ("2024-05-01", "Oulu", 3)
    assert infos[0].deal_count == 0
    # Aki and Chie sat twice; of the others, the most recent session first.
    assert store.known_players()[:2] == ["Aki", "Chie"]
    assert set(store.known_players()[2:4]) == {"Dai", "Emi"}
    assert store.known_players()[4] == "Ben"


def test_delete_session(store: Store) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    keep = store.create_session(ultimate_session(ult("Ben", 10, 10)))
    store.delete_session(sid)
    assert [i.id for i in store.list_sessions()] == [keep]
    with pytest.raises(SessionNotFoundError, match="no session with id"):
        store.result(sid)
    with pytest.raises(SessionNotFoundError):
        store.add_deal(sid, ult("Aki", 45, 50))


def test_text_fields_must_be_text(store: Store) -> None:
    with pytest.raises(RecordError, match=r"^date: 20240501 is not text"):
        store.create_session(ultimate_session(date=20240501))


def test_reopen_keeps_everything(db_path: Any) -> None:
    with open_store(str(db_path)) as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS))
    with open_store(str(db_path)) as store:
        assert entered(store.session_json(sid)) == ultimate_session(*THREE_DEALS)


def test_in_memory_url_works() -> None:
    with open_store("sqlite://") as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS))
        assert totals(store.add_deal(sid, ult("Ben", 41, 50))) == {"Aki": 60, "Ben": 41, "Chie": 40}


# -- property: any sequence of edits stores what the same edits do to a plain list ----

_deals = st.builds(
    ult, st.sampled_from(PLAYERS), st.integers(1, 100), st.integers(-4, 104)
) | st.just(ult(None))
_edits = st.lists(
    st.tuples(st.sampled_from(["add", "insert", "replace", "delete"]), st.integers(0, 50), _deals),
    max_size=12,
)


@settings(max_examples=30, deadline=None)
@given(edits=_edits)
def test_edits_match_a_plain_list(edits: list[tuple[str, int, dict[str, Any]]]) -> None:
    with open_store("sqlite://") as store:
        sid = store.create_session(ultimate_session())
        model: list[dict[str, Any]] = []
        for kind, where, deal in edits:
            if kind == "add":
                model.append(deal)
                result = store.add_deal(sid, deal)
            elif kind == "insert":
                at = where % (len(model) + 1)
                model.insert(at, deal)
                result = store.add_deal(sid, deal, at)
            elif model and kind == "replace":
                model[where % len(model)] = deal
                result = store.replace_deal(sid, where % len(model), deal)
            elif model:
                at = where % len(model)
                del model[at]
                result = store.delete_deal(sid, at)
            else:
                continue
            assert entered(store.session_json(sid))["deals"] == model
            assert result.to_json() == replay_json(ultimate_session(*model)).to_json()
