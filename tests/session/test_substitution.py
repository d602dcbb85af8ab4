"""A player substituted mid-session (``scorekeeper/session/substitution.py``): the seat keeps
its place, deals name the people then seated, and every person is settled."""

from __future__ import annotations

import json

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay, replay_json


def betli(soloist: str, tricks: int) -> dict:
    return {
        "soloist": soloist,
        "contract": ["betli"],
        "trump": None,
        "result": {"soloist_tricks": tricks},
    }


# docs/rules/ulti.md: with 4 at the table the dealer sits out; play passes to the
# next seat; betli is worth 5 from each defender (made: soloist +10, defenders −5).
#   deal 1, Dóra deals (sits out): Béla's betli made   → Anna −5, Béla +10, Csaba −5
#   deal 2, Anna deals:            Csaba's betli made  → Béla −5, Csaba +10, Dóra −5
#   totals after 2: Anna −5, Béla +5, Csaba +5, Dóra −5
#   from deal 3 Zoli sits in Béla's seat. Béla was to deal deal 3: Zoli deals.
#   deal 3, Zoli deals (sits out): Anna's betli lost (1 trick) → Anna −10, Csaba +5, Dóra +5
#   deal 4, Csaba deals:           Zoli's betli made   → Anna −5, Dóra −5, Zoli +10
#   totals: Anna −5 −10 −5 = −20, Béla +5 (kept), Csaba +5 +5 = +10, Dóra −5 +5 −5 = −5,
#   Zoli 0 + 10 = +10 (he starts at 0); −20 + 5 + 10 − 5 + 10 = 0.
ULTI = {
    "game": "ulti",
    "players": ["Anna", "Béla", "Csaba", "Dóra"],
    "first_dealer": "Dóra",
    "stake": {"per_point": "0.10", "currency": "EUR"},
    "substitutions": [{"from_deal": 3, "out": "Béla", "in": "Zoli"}],
    "deals": [betli("Béla", 0), betli("Csaba", 0), betli("Anna", 1), betli("Zoli", 0)],
}


def test_ulti_the_leaver_keeps_his_total_and_the_newcomer_starts_at_zero():
    result = replay_json(ULTI)
    assert [r.deal.table.dealer for r in result.rows] == ["Dóra", "Anna", "Zoli", "Csaba"]
    assert result.rows[1].deal.table.players == ("Anna", "Béla", "Csaba", "Dóra")
    assert result.rows[2].deal.table.players == ("Anna", "Zoli", "Csaba", "Dóra")
    assert dict(result.context(2).totals) == {
        "Anna": -5, "Béla": 5, "Csaba": 5, "Dóra": -5, "Zoli": 0,
    }  # fmt: skip
    assert dict(result.totals) == {"Anna": -20, "Béla": 5, "Csaba": 10, "Dóra": -5, "Zoli": 10}
    assert all(sum(r.outcome.deltas.values()) == 0 for r in result.rows)  # zero-sum
    # the sheet's running totals of the seat: Zoli's own, from 0
    assert result.rows[3].totals["Zoli"] == 10
    # 0.10 EUR a point, in cents: each person's total × 10
    assert dict(result.balances) == {
        "Anna": -200, "Béla": 50, "Csaba": 100, "Dóra": -50, "Zoli": 100,
    }  # fmt: skip
    assert sum(p.amount for p in result.payments if p.payer == "Anna") == 200
    assert result.next_dealer == "Dóra"  # after Csaba


def test_a_record_without_substitutions_reads_as_before():
    plain = {k: v for k, v in ULTI.items() if k != "substitutions"}
    plain["deals"] = ULTI["deals"][:3]
    record = parse_session(plain)
    assert record.substitutions == ()
    assert "substitutions" not in record.to_json()


def test_the_record_keeps_the_field_as_entered():
    assert parse_session(ULTI).to_json()["substitutions"] == ULTI["substitutions"]


# docs/rules/ultimate.md: made → declarer +bid; the game ends when someone reaches 150.
#   deal 1, Dai deals: Ben bids 60, takes 60 → Ben +60
#   from deal 2 Emi sits in Ben's seat and plays on with the seat's 60 in the race.
#   deal 2, Aki deals: Emi bids 100, takes 100 → Emi +100: the seat has 160 ≥ 150,
#   the game ends, won by Emi. Session totals per person: Ben 60, Emi 100, others 0.
ULTIMATE = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie", "Dai"],
    "first_dealer": "Dai",
    "substitutions": [{"from_deal": 2, "out": "Ben", "in": "Emi"}],
    "deals": [
        {"declarer": "Ben", "bid": 60, "trump": "spades", "result": {"declarer_points": 60}},
        {"declarer": "Emi", "bid": 100, "trump": "hearts", "result": {"declarer_points": 100}},
    ],
}


def test_race_game_the_seats_score_carries_on():
    result = replay_json(ULTIMATE)
    assert dict(result.context(1).scores) == {"Aki": 0, "Emi": 60, "Chie": 0, "Dai": 0}
    assert result.rows[1].totals["Emi"] == 160
    assert result.rows[1].game_over and result.rows[1].winner == ("Emi",)
    assert dict(result.totals) == {"Aki": 0, "Ben": 60, "Chie": 0, "Dai": 0, "Emi": 100}


def test_race_game_option_the_newcomer_starts_the_race_at_zero():
    # "race_score": "zero": Emi starts at 0; 0 + 100 = 100 < 150, the game goes on
    changes = [{"from_deal": 2, "out": "Ben", "in": "Emi", "race_score": "zero"}]
    result = replay_json(ULTIMATE | {"substitutions": changes})
    assert dict(result.context(1).scores) == {"Aki": 0, "Emi": 0, "Chie": 0, "Dai": 0}
    assert result.rows[1].totals["Emi"] == 100 and not result.rows[1].game_over
    assert dict(result.totals) == {"Aki": 0, "Ben": 60, "Chie": 0, "Dai": 0, "Emi": 100}
    assert parse_session(ULTIMATE | {"substitutions": changes}).to_json()["substitutions"] == (
        changes
    )


def test_race_score_zero_is_refused_where_a_partner_or_the_money_goes_on():
    zero = [{"from_deal": 3, "out": "Béla", "in": "Zoli", "race_score": "zero"}]
    with pytest.raises(RecordError) as err:
        replay_json(ULTI | {"substitutions": zero})
    assert (err.value.field, err.value.code) == ("substitutions[0].race_score", Code.INVALID)
    team = {  # 4-player Huutopussi: seats 1 and 3 against 2 and 4
        "game": "huutopussi",
        "players": ["Aino", "Eero", "Helmi", "Onni"],
        "first_dealer": "Onni",
        "substitutions": [{"from_deal": 2, "out": "Aino", "in": "Zoli", "race_score": "zero"}],
        "deals": [{"thrown_in": True}],  # a redeal
    }
    with pytest.raises(RecordError) as err:
        replay_json(team)
    assert (err.value.field, err.value.code) == ("substitutions[0].race_score", Code.INVALID)
    del team["substitutions"][0]["race_score"]
    assert replay_json(team).next_context().players == ("Zoli", "Eero", "Helmi", "Onni")


def test_race_game_per_point_shares_the_deals_each_person_sat_in():
    # per point at 0.01 EUR: deal by deal, delta minus the deal's mean over the table
    #   deal 1: mean 60/4 = 15 → Aki −15, Ben +45, Chie −15, Dai −15
    #   deal 2: mean 100/4 = 25 → Aki −25, Emi +75, Chie −25, Dai −25
    #   shares: Aki −40, Ben +45, Chie −40, Dai −40, Emi +75 (sum 0), in cents
    record = ULTIMATE | {"stake": {"per_point": "0.01", "currency": "EUR"}}
    assert dict(replay_json(record).balances) == {
        "Aki": -40, "Ben": 45, "Chie": -40, "Dai": -40, "Emi": 75,
    }  # fmt: skip


def test_race_game_per_game_pays_whoever_sat_when_the_game_ended():
    # per game 2 EUR: game 1 won by Emi; Aki, Chie and Dai pay 2.00 each, Emi gets 6.00;
    # Ben had left before the game ended: 0.
    stake = {"per_point": 0, "per_game": 2, "currency": "EUR", "mode": "per-game"}
    assert dict(replay_json(ULTIMATE | {"stake": stake}).balances) == {
        "Aki": -200, "Ben": 0, "Chie": -200, "Dai": -200, "Emi": 600,
    }  # fmt: skip


def test_a_deal_that_names_the_leaver_after_he_left_is_refused():
    record = dict(ULTI, deals=[*ULTI["deals"][:3], betli("Béla", 0)])
    with pytest.raises(RecordError) as err:
        replay_json(record)
    assert (err.value.field, err.value.code) == ("deals[3].soloist", Code.NOT_PLAYER)
    assert err.value.reason == (
        '"Béla" is not a player at this table (from deal 3 Zoli sits in Béla\'s seat)'
    )


def test_a_deal_that_names_the_newcomer_before_he_came_is_refused():
    # deal 2 is the last before the change (from deal 3): Zoli is not yet at the table
    assert replay_json(ULTI).rows[2].deal.table.players[1] == "Zoli"
    record = dict(ULTI, deals=[ULTI["deals"][0], betli("Zoli", 0), *ULTI["deals"][2:]])
    with pytest.raises(RecordError) as err:
        replay_json(record)
    assert (err.value.field, err.value.code) == ("deals[1].soloist", Code.NOT_PLAYER)


def change(n, out, new):
    return {"from_deal": n, "out": out, "in": new}


@pytest.mark.parametrize(
    ("changes", "field", "code"),
    [
        ([change(3, "Bea", "Zoli")], "substitutions[0].out", Code.NOT_PLAYER),
        ([change(3, "Béla", "Csaba")], "substitutions[0].in", Code.DUPLICATE),
        ([change(3, "Béla", "  ")], "substitutions[0].in", Code.NOT_NAME),
        ([change(1, "Béla", "Zoli")], "substitutions[0].from_deal", Code.OUT_OF_RANGE),
        ([change(6, "Béla", "Zoli")], "substitutions[0].from_deal", Code.OUT_OF_RANGE),
        ([change("3", "Béla", "Zoli")], "substitutions[0].from_deal", Code.NOT_INTEGER),
        (
            [change(4, "Béla", "Zoli"), change(3, "Anna", "Emil")],
            "substitutions[1].from_deal",
            Code.OUT_OF_RANGE,
        ),
        (
            [change(3, "Béla", "Zoli"), change(3, "Zoli", "Emil")],
            "substitutions[1].out",
            Code.INVALID,
        ),
        ([change(3, "Béla", "Zoli"), change(4, "Béla", "Emil")], "substitutions[1].out",
         Code.NOT_PLAYER),
        ([{**change(3, "Béla", "Zoli"), "seat": 2}], "substitutions[0].seat", Code.UNKNOWN_FIELD),
        ({"from_deal": 3}, "substitutions", Code.NOT_ARRAY),
    ],
    ids=[
        "unknown-out",
        "in-already-seated",
        "in-empty",
        "before-deal-2",
        "after-the-next-deal",
        "deal-not-a-number",
        "out-of-deal-order",
        "one-seat-twice-at-one-deal",
        "leaver-left-already",
        "unknown-field",
        "not-a-list",
    ],
)  # fmt: skip
def test_bad_substitutions_are_refused_with_the_field(changes, field, code):
    with pytest.raises(RecordError) as err:
        replay_json(ULTI | {"substitutions": changes})
    assert (err.value.field, err.value.code) == (field, code)


def test_removing_the_deal_under_a_change_is_refused():
    # 4 deals, a change from deal 5 (the next deal): removing deal 4 leaves it beyond reach
    record = parse_session(ULTI | {"substitutions": [change(5, "Béla", "Zoli")], "deals": [
        betli("Béla", 0), betli("Csaba", 0), betli("Anna", 1), betli("Béla", 0)]})  # fmt: skip
    assert replay(record).next_context().players == ("Anna", "Zoli", "Csaba", "Dóra")
    with pytest.raises(RecordError) as err:
        replay(record.with_deals(record.deals[:3]))
    assert err.value.field == "substitutions[0].from_deal"


def test_someone_who_left_may_come_back():
    changes = [change(2, "Béla", "Zoli"), change(4, "Zoli", "Béla")]
    result = replay_json(ULTI | {"substitutions": changes, "deals": [
        betli("Béla", 0), betli("Zoli", 0), betli("Csaba", 0), betli("Béla", 0)]})  # fmt: skip
    assert result.rows[3].deal.table.players == ("Anna", "Béla", "Csaba", "Dóra")
    assert sum(result.totals.values()) == 0


def test_settle_command_settles_everyone_who_played(capsys, tmp_path):
    from scorekeeper.cli.main import main

    path = tmp_path / "session.json"
    path.write_text(json.dumps(ULTI), encoding="utf-8")
    assert main(["settle", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    # the hand-worked totals and balances of test_ulti_the_leaver_keeps_...
    assert out["totals"] == {"Anna": -20, "Béla": 5, "Csaba": 10, "Dóra": -5, "Zoli": 10}
    assert out["balances"] == {"Anna": -200, "Béla": 50, "Csaba": 100, "Dóra": -50, "Zoli": 100}
    assert out["deals"][3]["deltas"] == {"Anna": -5, "Zoli": 10, "Csaba": 0, "Dóra": -5}
    assert out["deals"][2]["dealer"] == "Zoli"


def test_settle_command_refuses_a_bad_substitution_by_its_field(capsys, tmp_path):
    from scorekeeper.cli.main import main

    path = tmp_path / "session.json"
    bad = ULTI | {"substitutions": [change(3, "Béla", "Anna")]}
    path.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["settle", str(path)]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "substitutions[0].in: Anna is already at the table at deal 3\n")


def test_the_store_keeps_substitutions_and_a_change_of_them_is_replayed_first():
    from scorekeeper.storage import open_store

    store = open_store("sqlite://")
    sid = store.create_session(ULTI)
    assert store.session_json(sid)["substitutions"] == ULTI["substitutions"]
    assert store.result(sid).totals["Zoli"] == 10
    # Zoli's deal 4 names him: the change cannot be taken back while it does
    with pytest.raises(RecordError) as err:
        store.update_session(sid, substitutions=None)
    assert err.value.field == "deals[3].soloist"
    assert store.session_json(sid)["substitutions"] == ULTI["substitutions"]


def test_show_command_heads_the_seat_with_both_names(capsys, tmp_path):
    from scorekeeper.cli.main import main

    path = tmp_path / "session.json"
    path.write_text(json.dumps(ULTI), encoding="utf-8")
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Béla → Zoli" in out
    assert out.splitlines()[0].endswith(": Anna, Béla, Csaba, Dóra, Zoli")  # all who played
    assert "Totals: Anna −20, Béla 5, Csaba 10, Dóra −5, Zoli 10" in out


def test_renaming_the_leaver_or_the_newcomer_renames_the_substitution_too():
    """A rename (scorekeeper/session/rename.py) rewrites who leaves and who comes in, so the
    renamed session replays to the same totals under the new names (the Ulti evening
    above: Béla +5, Zoli +10)."""
    from scorekeeper.session.rename import rename_player

    renamed = rename_player(ULTI, "Béla", "Bálint")
    assert renamed["substitutions"] == [{"from_deal": 3, "out": "Bálint", "in": "Zoli"}]
    assert dict(replay_json(renamed).totals)["Bálint"] == 5
    renamed = rename_player(ULTI, "Zoli", "Zsolt")  # the newcomer, not in ``players``
    assert renamed["substitutions"] == [{"from_deal": 3, "out": "Béla", "in": "Zsolt"}]
    assert renamed["deals"][3]["soloist"] == "Zsolt"
    assert dict(replay_json(renamed).totals) == {
        "Anna": -20, "Béla": 5, "Csaba": 10, "Dóra": -5, "Zsolt": 10,
    }  # fmt: skip
    with pytest.raises(RecordError) as err:  # the newcomer's name is taken
        rename_player(ULTI, "Anna", "Zoli")
    assert (err.value.field, err.value.code) == ("players[0]", Code.DUPLICATE)
    with pytest.raises(RecordError) as err:
        rename_player(ULTI, "Zoli", "Csaba")
    assert (err.value.field, err.value.code) == ("substitutions[0].in", Code.DUPLICATE)


def test_a_substitute_becomes_a_known_player(tmp_path):
    """Review of issue 11: Zoli played but was never offered as a name later."""
    from scorekeeper.storage import open_store

    with open_store(str(tmp_path / "x.db")) as store:
        store.create_session(ULTI)
        assert "Zoli" in store.known_players()
