"""Properties of replaying a session: totals are the sum of the deals, a game's
scores are the sum of its deals, zero-sum games stay zero-sum, and editing one
deal changes nothing before it and equals scoring the edited list from scratch."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay

NAMES = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Gen", "Hana"]


@st.composite
def ultimate_sessions(draw):
    n = draw(st.integers(3, 8))
    players = NAMES[:n]
    deals = draw(st.lists(ultimate_deal(players), min_size=1, max_size=25))
    return {
        "game": "ultimate",
        "players": players,
        "first_dealer": draw(st.sampled_from(players)),
        "deals": deals,
    }


def ultimate_deal(players):
    # captured points: 5k + tens − fives with tens, fives in 0..4
    # (docs/rules/ultimate.md, card values)
    points = st.builds(
        lambda k, t, f: 5 * k + t - f, st.integers(0, 19), st.integers(0, 4), st.integers(0, 4)
    ).filter(lambda p: -4 <= p <= 100)
    return st.fixed_dictionaries(
        {
            "declarer": st.sampled_from(players),
            "bid": st.integers(1, 100),
            "trump": st.sampled_from(["hearts", "diamonds", "clubs", "spades"]),
            "result": st.fixed_dictionaries({"declarer_points": points}),
        }
    )


@st.composite
def zwanziger_sessions(draw):
    players = ["Franz", "Gerti", "Hans", "Ilse"]
    first = draw(st.integers(0, 3))
    deals = []
    for i in range(draw(st.integers(1, 15))):
        forehand = players[(first + i + 1) % 4]
        partner = draw(st.sampled_from([p for p in players if p != forehand]))
        points = draw(st.integers(35, 53))  # 5 tricks each way can hold any of these
        deals.append(
            {
                "contract": "normal",
                "declarer": forehand,
                "called": "XX",
                "partner": partner,
                "announced": {},
                "kontra": {"game": draw(st.integers(0, 2))},
                "result": {
                    "declarer_points": points,
                    "declarer_tricks": 5,
                    "pagat": None,
                    "trull": None,
                    "four_kings": None,
                    "mondfang": draw(st.sampled_from([None, None, None, "declarers", "defenders"])),
                },
            }
        )
    return {
        "game": "zwanzigerrufen",
        "players": players,
        "first_dealer": players[first],
        "deals": deals,
    }


def check_sums(result):
    players = result.record.players
    assert result.totals == {p: sum(r.outcome.deltas[p] for r in result.rows) for p in players}
    for game in result.games:
        rows = [r for r in result.rows if r.game_number == game.number]
        assert game.scores == {p: sum(r.outcome.deltas[p] for r in rows) for p in players}
        if rows:
            assert rows[-1].totals == game.scores
    assert sum(result.balances.values()) == 0


@settings(max_examples=60, deadline=None)
@given(ultimate_sessions())
def test_ultimate_totals_are_the_sum_of_the_deals(raw):
    result = replay(parse_session(raw))
    check_sums(result)
    finished = [g for g in result.games if g.winner]
    assert all(max(g.scores.values()) >= 150 for g in finished)


@settings(max_examples=60, deadline=None)
@given(zwanziger_sessions())
def test_zwanzigerrufen_sessions_are_zero_sum(raw):
    result = replay(parse_session(raw))
    check_sums(result)
    assert all(sum(r.outcome.deltas.values()) == 0 for r in result.rows)
    assert sum(result.totals.values()) == 0


@settings(max_examples=60, deadline=None)
@given(ultimate_sessions(), st.data())
def test_editing_one_deal_equals_scoring_the_edited_list(raw, data):
    record = parse_session(raw)
    before = replay(record)
    k = data.draw(st.integers(0, len(raw["deals"]) - 1))
    edited = list(raw["deals"])
    edited[k] = data.draw(ultimate_deal(raw["players"]))
    after = replay(record.with_deals(edited))
    fresh = replay(parse_session(dict(raw, deals=edited)))
    for old, new in zip(before.rows[:k], after.rows[:k], strict=True):
        assert (old.outcome.deltas, old.totals) == (new.outcome.deltas, new.totals)
    assert [(r.outcome.deltas, r.totals, r.game_over) for r in after.rows] == [
        (r.outcome.deltas, r.totals, r.game_over) for r in fresh.rows
    ]
    assert (after.totals, after.payments) == (fresh.totals, fresh.payments)
    check_sums(after)
