"""A deal inserted or deleted before a house-rule change or a substitution moves it
with its deals (``session_edit.moved_with_deals``): each deal keeps the rules it
was scored under and the people who sat at it, and the moved fields are written
in the same transaction as the deal (review of issue 11: they stayed at their deal
number and the deals slid under them)."""

from __future__ import annotations

from scorekeeper.session.store import DeleteDeal, InsertDeal
from scorekeeper.storage.store import Store
from tests.storage.storage_records import entered

# Huutopussi (docs/rules/huutopussi.md): Aino (with Helmi) bids 100 and takes every card
# point; Eero and Onni take one trick and 0 points. Läpäri "points" (the default):
# their total is 0 points → minus the bid, −100 each. Läpäri "tricks": they took a
# trick → no läpäri, 0. Aino and Helmi: +100 either way.
DEAL = {
    "declarer": "Aino",
    "bid": 100,
    "contract": 100,
    "result": {"card_points": [140, 0], "last_trick": 0, "tricks": [8, 1], "marriages": []},
}
SESSION = {
    "game": "huutopussi",
    "players": ["Aino", "Eero", "Helmi", "Onni"],
    "first_dealer": "Onni",
    "rule_changes": [{"from_deal": 3, "rules": {"lapari": "tricks"}}],
    "substitutions": [{"from_deal": 3, "out": "Onni", "in": "Zoli"}],
    "deals": [DEAL, DEAL, DEAL],
}


def eero_and_the_fourth(store: Store, sid: int) -> list[tuple[int, str, int]]:
    """Each deal's Eero delta, who sat in the fourth seat and his delta."""
    rows = store.result(sid).rows
    return [
        (
            r.outcome.deltas["Eero"],
            r.deal.table.players[3],
            r.outcome.deltas[r.deal.table.players[3]],
        )
        for r in rows
    ]


def test_a_deal_inserted_or_deleted_before_the_changes_moves_them(store: Store) -> None:
    sid = store.create_session(SESSION)
    # deals 1-2: Onni sits, läpäri by points (−100); deal 3: Zoli sits, by tricks (0)
    assert eero_and_the_fourth(store, sid) == [
        (-100, "Onni", -100), (-100, "Onni", -100), (0, "Zoli", 0),
    ]  # fmt: skip
    first = store.snapshot(sid).deals[0]
    store.change(sid, InsertDeal(DEAL, None, first.id))  # a forgotten deal, before deal 1
    stored = store.session_json(sid)
    assert stored["rule_changes"] == [{"from_deal": 4, "rules": {"lapari": "tricks"}}]
    assert stored["substitutions"] == [{"from_deal": 4, "out": "Onni", "in": "Zoli"}]
    assert eero_and_the_fourth(store, sid) == [
        (-100, "Onni", -100), (-100, "Onni", -100), (-100, "Onni", -100), (0, "Zoli", 0),
    ]  # fmt: skip
    store.change(sid, DeleteDeal(store.snapshot(sid).deals[0]))  # the undo: as before
    assert entered(store.session_json(sid)) == SESSION
    assert store.result(sid).totals == replay_totals(SESSION)


def test_a_deal_inserted_at_the_change_lands_under_it(store: Store) -> None:
    """Inserting before the first deal under a change ("before deal 3") is the inverse
    of deleting that deal: the change stays at deal 3 and covers the new deal."""
    sid = store.create_session(SESSION)
    third = store.snapshot(sid).deals[2]
    store.change(sid, DeleteDeal(third))
    assert store.session_json(sid)["rule_changes"][0]["from_deal"] == 3  # the next deal
    store.change(sid, InsertDeal(DEAL, at_end=True))  # recorded again at the end: deal 3
    assert entered(store.session_json(sid)) == SESSION
    assert eero_and_the_fourth(store, sid)[2] == (0, "Zoli", 0)


def replay_totals(record):
    from scorekeeper.session.replay import replay_json

    return replay_json(record).totals


def test_a_substitute_has_a_seat_of_their_own(store: Store) -> None:
    """Revision 0006: everyone who played has a seat row naming the person (the
    league counts them); a substitute's seat is negative, so the record's
    players stay the four who sat down first."""
    import sqlalchemy as sa

    sid = store.create_session(SESSION)
    with store._engine.connect() as db:
        seats = db.execute(
            sa.text(
                "SELECT seat, session_players.name FROM session_players "
                "WHERE session_id = :s ORDER BY seat"
            ),
            {"s": sid},
        ).all()
    assert [tuple(s) for s in seats] == [
        (-1, "Zoli"), (0, "Aino"), (1, "Eero"), (2, "Helmi"), (3, "Onni"),
    ]  # fmt: skip
    assert store.session_json(sid)["players"] == ["Aino", "Eero", "Helmi", "Onni"]
