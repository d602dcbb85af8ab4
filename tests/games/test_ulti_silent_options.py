"""Ulti house rules for the silent bonuses (docs/games/ulti.md "House rules", "Presets";
../shared/rules/variants.md "Ulti"): silent_ulti_lost, silent_100, silent_100_marriages,
silent_durchmars, silent_bonuses_any_trump_bid, silent_ulti_scope, and whole sessions
under the hu_tournament, tepsi and ultiarena presets.

Every expected number is worked by hand from docs/rules/ulti.md and the reading the
option names (verified in sztriga/ultiarena's scoring oracle and its tests:
https://github.com/sztriga/ultiarena/blob/HEAD/ulti/scoring/oracle.py and
https://github.com/sztriga/ultiarena/blob/HEAD/research/experiments/22_contract_suite/);
the arithmetic is in the comment of each case.
"per defender" is what each defender pays the soloist (negative: the soloist pays him).
Table: Anna, Béla, Csaba; Csaba deals; Anna is the soloist unless said otherwise.
A side's total is its card points (with the last trick) plus its counted marriages.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import RecordError
from scorekeeper.games import parse_deal
from scorekeeper.games.ulti import SPEC
from scorekeeper.session.replay import replay_json
from scorekeeper.words.text import render_all

P3 = ["Anna", "Béla", "Csaba"]

ULTIARENA = {
    "silent_ulti_lost": "double",
    "silent_100": "bonus",
    "silent_100_marriages": "one",
    "silent_durchmars": True,
    "silent_bonuses_any_trump_bid": True,
}


def res(
    points: int, tricks: int, winner: str = "Anna", seven: str | None = None, *,
    aces: str | None = None, mine: tuple[str, ...] = (), theirs: tuple[str, ...] = (),
) -> dict[str, Any]:  # fmt: skip
    out: dict[str, Any] = {
        "soloist_points": points,
        "soloist_tricks": tricks,
        "marriages": {"soloist": list(mine), "defenders": list(theirs)},
        "last_trick": {"winner": winner, "trump_seven": seven},
    }
    if aces is not None:
        out["aces"] = aces
    return out


def deal(
    contract: list[str], trump: str | None, result: dict[str, Any],
    rules: dict[str, Any] | None = None, **extra: Any,
) -> dict[str, Any]:  # fmt: skip
    raw: dict[str, Any] = {"game": "ulti", "players": P3, "dealer": "Csaba", "soloist": "Anna"}
    raw |= {"contract": contract, "trump": trump, "result": result}
    if rules is not None:
        raw["rules"] = rules
    return raw | extra


def deltas(raw: dict[str, Any]) -> dict[str, int]:
    out = dict(parse_deal(raw).settle().deltas)
    assert sum(out.values()) == 0  # every Ulti deal is zero-sum
    return out


def lines(raw: dict[str, Any]) -> list[str]:
    return list(render_all(parse_deal(raw).settle().lines))


def three(bela: int, csaba: int | None = None) -> dict[str, int]:
    """Deltas of Anna's deal from what Béla and Csaba each pay her."""
    csaba = bela if csaba is None else csaba
    return {"Anna": bela + csaba, "Béla": -bela, "Csaba": -csaba}


# --- silent_ulti_lost ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        # parti (acorns): Anna 50 > 40 won +1; her trump 7 lost the last trick to Béla:
        # single -2 -> 1 - 2 = -1 per defender
        ({}, three(-1)),
        ({"silent_ulti_lost": "single"}, three(-1)),
        # double -4 -> 1 - 4 = -3 per defender, Anna -6
        ({"silent_ulti_lost": "double"}, three(-3)),
    ],
)
def test_silent_ulti_lost_by_the_soloist(rules: dict[str, Any], expected: dict[str, int]) -> None:
    raw = deal(["parti"], "acorns", res(50, 5, "Béla", "Anna"), rules)
    assert deltas(raw) == expected


def test_silent_ulti_lost_double_in_hearts_with_kontra_on_parti() -> None:
    # hearts parti with Kontra: won 2 x 2 = +4; Anna's 7 lost: double 4 x 2 (hearts) = -8,
    # never multiplied by kontra -> 4 - 8 = -4 per defender, Anna -8
    raw = deal(["parti"], "hearts", res(50, 5, "Béla", "Anna"), {"silent_ulti_lost": "double"},
               kontra={"parti": 1})  # fmt: skip
    assert deltas(raw) == three(-4)
    assert any("a lost silent ulti pays double" in line for line in lines(raw))


def test_silent_ulti_lost_double_charges_a_defender_too() -> None:
    # parti (acorns) 60 > 30 won +1; Béla's 7 beaten by Anna: the defenders lose the silent
    # ulti, double = 4 -> 1 + 4 = +5 per defender (single: 1 + 2 = 3)
    raw = deal(["parti"], "acorns", res(60, 6, "Anna", "Béla"))
    assert deltas(raw) == three(3)
    assert deltas(raw | {"rules": {"silent_ulti_lost": "double"}}) == three(5)


def test_silent_ulti_won_stays_2_under_double() -> None:
    # parti (acorns) won +1; Anna's 7 won the last trick: +2 in both readings -> 3 per defender
    raw = deal(["parti"], "acorns", res(60, 6, "Anna", "Anna"), {"silent_ulti_lost": "double"})
    assert deltas(raw) == three(3)


# --- silent_100 --------------------------------------------------------------------------------


def test_silent_20_100_doubles_parti_or_is_its_own_bonus() -> None:
    # acorns parti, Anna 80 + leaves marriage 20 = 100 (defenders 10): silent 100.
    raw = deal(["parti"], "acorns", res(80, 8, mine=("leaves",)))
    # doubles_parti (default): 1 x 2 = 2 per defender
    assert deltas(raw) == three(2)
    assert deltas(raw | {"rules": {"silent_100": "doubles_parti"}}) == three(2)
    # bonus: silent 20-100 = half of 8 = 4 per defender, replacing the parti
    bonus = raw | {"rules": {"silent_100": "bonus"}}
    assert deltas(bonus) == three(4)
    text = lines(bonus)
    assert "house rule: the silent bonuses replace the parti and take its kontra" in text
    assert not any(line.startswith("parti") for line in text)


def test_silent_100_bonus_takes_the_parti_kontra() -> None:
    # as above with Kontra on parti: 4 x 2 = 8 per defender, Anna +16
    raw = deal(["parti"], "acorns", res(80, 8, mine=("leaves",)), {"silent_100": "bonus"},
               kontra={"parti": 1})  # fmt: skip
    assert deltas(raw) == three(8)


def test_silent_100_of_the_defenders() -> None:
    # hearts parti; Anna 10 (the last trick Béla's): defenders 80 + leaves 20 = 100.
    raw = deal(["parti"], "hearts", res(10, 2, "Béla", theirs=("leaves",)))
    # doubles_parti: parti lost 2 (hearts) x 2 = -4 per defender, Anna -8
    assert deltas(raw) == three(-4)
    # bonus: the defenders' silent 20-100 = 4 x 2 (hearts) = -8 per defender, Anna -16
    assert deltas(raw | {"rules": {"silent_100": "bonus"}}) == three(-8)


def test_silent_100_bonus_without_a_100_leaves_the_parti() -> None:
    # acorns parti, Anna 50 > 40, no marriage: parti +1 in both readings
    raw = deal(["parti"], "acorns", res(50, 5), {"silent_100": "bonus"})
    assert deltas(raw) == three(1)


def test_silent_40_100_bonus_is_half_the_bid() -> None:
    # acorns parti, Anna 60 + acorns (trump) marriage 40 = 100: silent 40-100 = 4 / 2 = 2;
    # doubles_parti gives 1 x 2 = 2 as well, with Rekontra on parti: 2 x 4 = 8 each way
    raw = deal(["parti"], "acorns", res(60, 6, mine=("acorns",)), kontra={"parti": 2})
    assert deltas(raw) == three(8)
    assert deltas(raw | {"rules": {"silent_100": "bonus"}}) == three(8)


# --- silent_100_marriages ----------------------------------------------------------------------


def test_one_marriage_counts_towards_the_silent_100() -> None:
    # acorns parti, Anna 40 + acorns 40 + leaves 20 = 100 (defenders 50)
    raw = deal(["parti"], "acorns", res(40, 4, mine=("acorns", "leaves")))
    # all (default): 100 reached -> parti 1 x 2 = 2 per defender
    assert deltas(raw) == three(2)
    # one: 40 + 40 = 80, 40 + 20 = 60 -> no silent 100 -> parti 1 per defender
    assert deltas(raw | {"rules": {"silent_100_marriages": "one"}}) == three(1)
    # bonus + all: 100 reached with the trump marriage, cards 40 + 20 < 100 -> our reading:
    # a silent 40-100 = 2 per defender; bonus + one: no silent 100 -> parti 1
    assert deltas(raw | {"rules": {"silent_100": "bonus"}}) == three(2)
    one_bonus = {"silent_100": "bonus", "silent_100_marriages": "one"}
    assert deltas(raw | {"rules": one_bonus}) == three(1)


def test_the_breakdown_says_when_one_marriage_leaves_no_silent_100() -> None:
    # acorns parti, Anna 40 + acorns 40 + leaves 20 = 100 with every marriage, 80 or 60 with
    # one: under `one` no silent 100 (parti 1 per defender), and a line says why
    raw = deal(["parti"], "acorns", res(40, 4, mine=("acorns", "leaves")))
    why = (
        "no silent 100: Anna reaches 100 only with every marriage counted "
        "(house rule: one marriage counts)"
    )
    for silent_100 in ("doubles_parti", "bonus"):
        rules = {"silent_100": silent_100, "silent_100_marriages": "one"}
        assert deltas(raw | {"rules": rules}) == three(1)
        assert why in lines(raw | {"rules": rules})
    assert why not in lines(raw)  # all (default): the parti counts double, 2 per defender
    # the defenders: hearts parti, Anna 40 (the last trick Béla's), the defenders 50 + hearts
    # 40 + leaves 20 = 110 with every marriage (all: parti lost 2 x 2 = -4 per defender);
    # one: 50 + 40 = 90 and 50 + 20 = 70 < 100, no silent 100: parti lost 2 per defender
    theirs = deal(["parti"], "hearts", res(40, 4, "Béla", theirs=("hearts", "leaves")),
                  {"silent_100_marriages": "one"})  # fmt: skip
    assert deltas(theirs) == three(-2)
    assert deltas(theirs | {"rules": {}}) == three(-4)
    assert (
        "no silent 100: the defenders reach 100 only with every marriage counted "
        "(house rule: one marriage counts)"
    ) in lines(theirs)


def test_under_one_the_20_100_counts_before_the_40_100() -> None:
    # acorns parti, Anna 80 with acorns (40) and leaves (20): 80 + 20 = 100 and 80 + 40 =
    # 120 both reach 100; under `one` the 20-100 counts: 8 / 2 = 4 per defender (not 2)
    raw = deal(["parti"], "acorns", res(80, 8, mine=("acorns", "leaves")),
               {"silent_100": "bonus", "silent_100_marriages": "one"})  # fmt: skip
    assert deltas(raw) == three(4)
    assert any(line.startswith("silent 20-100 (Anna reached 100)") for line in lines(raw))
    assert "house rule: one marriage counts towards a silent 100, a 20-100 before a 40-100" in (
        lines(raw)
    )


def test_one_marriage_for_the_defenders_with_doubles_parti() -> None:
    # hearts parti; Anna 10, the defenders 80 with hearts (40) and leaves (20): 80 + 20 = 100
    # reaches under `one` -> parti lost 2 x 2 = -4 per defender, Anna -8
    raw = deal(["parti"], "hearts", res(10, 2, "Béla", theirs=("hearts", "leaves")),
               {"silent_100_marriages": "one"})  # fmt: skip
    assert deltas(raw) == three(-4)


# --- silent_durchmars --------------------------------------------------------------------------


def test_silent_durchmars_of_the_soloist() -> None:
    # acorns parti, Anna takes every trick (90, all four aces): parti +1, silent aces +2
    raw = deal(["parti"], "acorns", res(90, 10, aces="soloist"))
    assert deltas(raw) == three(3)  # false (default): 1 + 2
    # true: silent durchmars 3 replaces the parti: 3 + 2 = 5 per defender
    assert deltas(raw | {"rules": {"silent_durchmars": True}}) == three(5)
    # with Kontra on parti the durchmars takes it: 3 x 2 + 2 = 8 per defender
    kontra = raw | {"rules": {"silent_durchmars": True}, "kontra": {"parti": 1}}
    assert deltas(kontra) == three(8)


def test_silent_durchmars_of_the_defenders() -> None:
    # acorns parti, Anna takes no trick; the defenders hold all four aces: silent aces -2
    raw = deal(["parti"], "acorns", res(0, 0, "Béla", aces="defenders"))
    assert deltas(raw) == three(-3)  # false: parti lost -1, -1 - 2
    # true: the defenders' silent durchmars -3 replaces the parti: -3 - 2 = -5 per defender
    assert deltas(raw | {"rules": {"silent_durchmars": True}}) == three(-5)


def test_silent_durchmars_replaces_a_doubled_parti() -> None:
    # acorns parti, Anna 90 + acorns 40 = 130, every trick, all aces. false: silent 100
    # doubles the parti 1 x 2 = 2, + aces 2 = 4; true (our reading): the silent durchmars
    # replaces the parti, doubled or not: 3 + 2 = 5 per defender
    raw = deal(["parti"], "acorns", res(90, 10, aces="soloist", mine=("acorns",)))
    assert deltas(raw) == three(4)
    assert deltas(raw | {"rules": {"silent_durchmars": True}}) == three(5)


def test_silent_durchmars_and_silent_100_add_up() -> None:
    # hearts parti, Anna 90 + leaves 20, every trick; bonus + durchmars: silent 20-100
    # 4 x 2 = 8 and silent durchmars 3 x 2 = 6 add up to 14 per defender (no aces recorded)
    raw = deal(["parti"], "hearts", res(90, 10, mine=("leaves",)),
               {"silent_100": "bonus", "silent_durchmars": True})  # fmt: skip
    assert deltas(raw) == three(14)


# --- silent_bonuses_any_trump_bid --------------------------------------------------------------


def test_silent_durchmars_rides_a_bid_without_parti_only_when_asked() -> None:
    # 40-100 (acorns): Anna 90 + acorns 40, every trick, all aces: 40-100 won 4 + silent
    # aces 2 = 6 per defender; no parti, so no silent durchmars
    raw = deal(["40-100"], "acorns", res(90, 10, aces="soloist", mine=("acorns",)))
    assert deltas(raw | {"rules": {"silent_durchmars": True}}) == three(6)
    # any_trump_bid: the silent durchmars 3 rides too (no kontra): 4 + 2 + 3 = 9
    rides = {"silent_durchmars": True, "silent_bonuses_any_trump_bid": True}
    assert deltas(raw | {"rules": rides}) == three(9)
    # a bid 100 leaves no silent 100: 9, not 9 + 2, under bonus too
    assert deltas(raw | {"rules": rides | {"silent_100": "bonus"}}) == three(9)


def test_silent_100_on_a_durchmars_bid_is_worth_its_bonus() -> None:
    # durchmars (bells): Anna every trick, 90 + leaves 20 = 110; durchmars won 6 (no silent
    # aces with a durchmars bid). false: 6 per defender. true with doubles_parti: no parti
    # to double, the silent 20-100 counts as its bonus 4 -> 6 + 4 = 10 per defender
    raw = deal(["durchmars"], "bells", res(90, 10, aces="soloist", mine=("leaves",)))
    assert deltas(raw) == three(6)
    riding = raw | {"rules": {"silent_bonuses_any_trump_bid": True}}
    assert deltas(riding) == three(10)
    assert "no parti to double: the silent 100 counts as its own bonus" in lines(riding)
    # Kontra on the durchmars does not reach the rider: 6 x 2 + 4 = 16 per defender
    assert deltas(riding | {"kontra": {"durchmars": 1}}) == three(16)


def test_no_silent_rider_without_trump() -> None:
    # betli made (5 per defender): nothing rides a no-trump bid, whatever the rules
    raw = deal(["betli"], None, {"soloist_tricks": 0}, ULTIARENA)
    assert deltas(raw) == three(5)


# --- silent_ulti_scope -------------------------------------------------------------------------


def test_silent_ulti_scope_a_defender_beaten_by_his_partner() -> None:
    # acorns parti, Anna 50 > 40 won +1; Béla's 7 in the last trick, taken by Csaba.
    raw = deal(["parti"], "acorns", res(50, 5, "Csaba", "Béla"))
    # soloist (default): the defenders lose it: +2 per defender -> 3 each, Anna +6
    assert deltas(raw) == three(3)
    # everyone: parti Anna +2, Béla -1, Csaba -1; Béla's lost silent ulti is his own: he
    # pays Anna 2 and Csaba 2 -> Anna +2 +2 = +4, Béla -1 -4 = -5, Csaba -1 +2 = +1
    everyone = raw | {"rules": {"silent_ulti_scope": "everyone"}}
    assert deltas(everyone) == {"Anna": 4, "Béla": -5, "Csaba": 1}
    assert any("house rule: settled with every player" in line for line in lines(everyone))


def test_silent_ulti_scope_a_defender_wins() -> None:
    # acorns parti, Anna 50 won +1 each; Béla's 7 wins the last trick: everyone -> Anna and
    # Csaba each pay Béla 2: Anna +2 -2 = 0, Béla -1 +4 = +3, Csaba -1 -2 = -3
    raw = deal(["parti"], "acorns", res(50, 5, "Béla", "Béla"), {"silent_ulti_scope": "everyone"})
    assert deltas(raw) == {"Anna": 0, "Béla": 3, "Csaba": -3}


def test_silent_ulti_scope_everyone_lost_double_in_hearts() -> None:
    # hearts parti won 2 each (Anna +4); Béla's 7 beaten by Anna, lost double: 4 x 2 = 8 to
    # each other player: Anna +4 +8 = 12, Béla -2 -16 = -18, Csaba -2 +8 = +6
    raw = deal(["parti"], "hearts", res(60, 6, "Anna", "Béla"),
               {"silent_ulti_scope": "everyone", "silent_ulti_lost": "double"})  # fmt: skip
    assert deltas(raw) == {"Anna": 12, "Béla": -18, "Csaba": 6}


def test_silent_ulti_scope_the_soloists_seven_is_unchanged() -> None:
    # acorns parti won +1, Anna's own 7 wins +2: 3 per defender under both scopes
    raw = deal(["parti"], "acorns", res(60, 6, "Anna", "Anna"), {"silent_ulti_scope": "everyone"})
    assert deltas(raw) == three(3)


# --- the source's own test cases (sztriga/ultiarena research/experiments/22_contract_suite) ----


def test_ultiarena_parti_scoring_def_sweep_40_and_20() -> None:
    # https://github.com/sztriga/ultiarena/blob/HEAD/research/experiments/22_contract_suite/test_parti_scoring.py
    # test_parti_scoring, case "def sweep + 40 & 20": piros parti, the soloist takes no
    # trick, the defenders show 40 (hearts) and 20 (leaves); want -14 per defender:
    # defenders' silent durchmars 3 + their silent 20-100 4 (20-100 beats 40-100) = 7,
    # x 2 hearts = 14, replacing the parti. (No aces recorded: the oracle has no silent aces.)
    raw = deal(["parti"], "hearts", res(0, 0, "Béla", theirs=("hearts", "leaves")), ULTIARENA)
    assert deltas(raw) == three(-14)


def test_ultiarena_parti_scoring_sol_silent_20_100() -> None:
    # https://github.com/sztriga/ultiarena/blob/HEAD/research/experiments/22_contract_suite/test_parti_scoring.py
    # test_parti_scoring, case "sol silent 20-100": piros parti, scores [100, 0, 0] with
    # the leaves marriage (cards 80), 9 tricks; want +8: silent 20-100 4 x 2 hearts
    raw = deal(["parti"], "hearts", res(80, 9, mine=("leaves",)), ULTIARENA)
    assert deltas(raw) == three(8)


def test_ultiarena_kontra_combined_silent_40_100_and_duri() -> None:
    # https://github.com/sztriga/ultiarena/blob/HEAD/research/experiments/22_contract_suite/test_kontra_combined.py
    # test_kontra_combined, case "kontra parti → silent 40-100 AND silent duri (double
    # both)": piros parti, kontra on parti, the soloist sweeps with the hearts marriage;
    # want +20 = (silent 40-100 2 + silent durchmars 3) x 2 hearts x 2 kontra. The oracle's
    # state gives 60 card points with 10 tricks; our checks need 90 for a sweep, and the
    # one counted marriage gives the same 40-100 either way.
    raw = deal(["parti"], "hearts", res(90, 10, mine=("hearts",)), ULTIARENA, kontra={"parti": 1})
    assert deltas(raw) == three(20)


def test_ultiarena_ulti_made_with_silent_duri() -> None:
    # https://github.com/sztriga/ultiarena/blob/HEAD/research/experiments/22_contract_suite/test_ulti.py
    # test_ulti, case "ulti made + silent duri (sweep)": colored (acorns) ulti + parti,
    # the soloist sweeps and wins the last trick with the 7; want +7 = ulti 4 + silent
    # durchmars 3 (replacing the parti)
    raw = deal(["parti", "ulti"], "acorns", res(90, 10, "Anna", "Anna"), ULTIARENA)
    assert deltas(raw) == three(7)


def test_ultiarena_universal_riders_colored_duri() -> None:
    # https://github.com/sztriga/ultiarena/blob/HEAD/research/experiments/22_contract_suite/test_universal_riders.py
    # test_universal_riders, cases "colored duri sweep + 40 + win 7" (+10 = durchmars 6 +
    # silent 40-100 2 + silent ulti 2) and "40-100-duri sweep + win 7 (silent ulti)" (+12 =
    # 40-100 4 + durchmars 6 + silent ulti 2: no second 100, no silent durchmars)
    duri = deal(["durchmars"], "acorns", res(90, 10, "Anna", "Anna", mine=("acorns",)), ULTIARENA)
    assert deltas(duri) == three(10)
    both = deal(["40-100", "durchmars"], "acorns", res(90, 10, "Anna", "Anna", mine=("acorns",)),
                ULTIARENA)  # fmt: skip
    assert deltas(both) == three(12)


def test_ultiarena_parti_scoring_ulti_bukott_stacks() -> None:
    # https://github.com/sztriga/ultiarena/blob/HEAD/research/experiments/22_contract_suite/test_parti_scoring.py
    # test_parti_scoring, case "parti win + ulti bukott": piros parti won (scores 50:30),
    # the soloist's 7 lost the last trick; want -6 = parti 2 - silent ulti lost 2 x 2 x 2
    raw = deal(["parti"], "hearts", res(50, 5, "Béla", "Anna"), ULTIARENA)
    assert deltas(raw) == three(-6)


# --- presets -----------------------------------------------------------------------------------


def _preset(key: str) -> dict[str, Any]:
    (preset,) = [p for p in SPEC.presets if p.key == key]
    assert preset.source and render_all([preset.title])[0]
    return dict(preset.rules)


def _session(rules: dict[str, Any], deals: list[dict[str, Any]]) -> dict[str, int]:
    raw = {"game": "ulti", "players": P3, "first_dealer": "Csaba", "rules": rules, "deals": deals}
    result = replay_json(raw)
    for row in result.rows:
        assert sum(row.outcome.deltas.values()) == 0
    return dict(result.totals)


def _played(soloist: str, contract: list[str], trump: str | None, result: dict[str, Any],
            **extra: Any) -> dict[str, Any]:  # fmt: skip
    return {"soloist": soloist, "contract": contract, "trump": trump, "result": result} | extra


def test_the_presets_are_declared_and_valid() -> None:
    keys = [p.key for p in SPEC.presets]
    assert keys == ["hu_tournament", "tepsi", "ultiarena"]
    options = {o.key: o for o in SPEC.options}
    for preset in SPEC.presets:
        for key, value in preset.rules.items():
            assert key in options
            assert value != options[key].default  # a preset sets only what differs
            options[key].check(value, key)
    assert _preset("ultiarena") == ULTIARENA | {"four_aces_bid": False}
    assert _preset("hu_tournament") == {"silent_ulti_scope": "everyone", "max_kontra": 2}
    assert _preset("tepsi") == {"max_kontra": 6, "four_aces_bid": False, "open_durchmars_value": 24}


def test_session_under_hu_tournament() -> None:
    # http://sportnapok.vadex.hu/sportagak/ulti.html: "A csendes ultinál mindenki ellen
    # játszik, tehát a védők is fizetnek a társuknak" (deals 1 and 3 below).
    deals = [
        # 1. Anna parti (acorns) 50: +1 each; Béla's 7 taken by Csaba, settled with every
        #    player: Béla pays Anna 2, Csaba 2 -> Anna +4, Béla -5, Csaba +1
        _played("Anna", ["parti"], "acorns", res(50, 5, "Csaba", "Béla")),
        # 2. Béla parti (hearts) 60 > 30: +2 each; his own 7 wins: +4 each -> Béla +12,
        #    Anna -6, Csaba -6
        _played("Béla", ["parti"], "hearts", res(60, 6, "Béla", "Béla")),
        # 3. Csaba parti (bells) 30 < 60: he pays Anna 1, Béla 1; Anna's 7 wins the last
        #    trick: Csaba pays Anna 2, Béla pays Anna 2 -> Csaba -4, Anna +5, Béla -1
        _played("Csaba", ["parti"], "bells", res(30, 3, "Anna", "Anna")),
        # 4. Anna betli made, Béla said Kontra: Béla pays 10, Csaba 5 -> Anna +15
        _played("Anna", ["betli"], None, {"soloist_tricks": 0}, kontra={"betli": {"Béla": 1}}),
    ]
    # Anna 4 - 6 + 5 + 15 = 18; Béla -5 + 12 - 1 - 10 = -4; Csaba 1 - 6 - 4 - 5 = -14
    assert _session(_preset("hu_tournament"), deals) == {"Anna": 18, "Béla": -4, "Csaba": -14}
    # the same page: "Ennél több kontrafokozatot nem használunk" (max_kontra 2): a
    # Szubkontra (level 3) on the betli is refused, naming the deal's field
    szubkontra = [*deals[:3], deals[3] | {"kontra": {"betli": {"Béla": 3}}}]
    with pytest.raises(RecordError) as err:
        _session(_preset("hu_tournament"), szubkontra)
    assert err.value.field == "deals[3].kontra.betli.Béla"
    # the seed settles deals 1 and 3 with the soloist only: 1. +3 each (Anna +6, Béla -3,
    # Csaba -3); 3. -1 - 2 = -3 each (Csaba -6, Anna +3, Béla +3):
    # Anna 6 - 6 + 3 + 15 = 18; Béla -3 + 12 + 3 - 10 = 2; Csaba -3 - 6 - 6 - 5 = -20
    assert _session({}, deals) == {"Anna": 18, "Béla": 2, "Csaba": -20}


def test_session_under_tepsi() -> None:
    deals = [
        # 1. Anna parti + ulti (acorns), Kontra on ulti, the 7 lost to Béla: parti +1; ulti
        #    4 x 2 + 4 = 12 lost (Tepsi: a failed ulti pays 2^1 + 1 = 3 x 4 = 12, too):
        #    1 - 12 = -11 each -> Anna -22, Béla +11, Csaba +11
        _played("Anna", ["parti", "ulti"], "acorns", res(50, 5, "Béla", "Anna"),
                kontra={"ulti": 1}),
        # 2. Béla betli made, Anna said Kontra: Anna pays 10, Csaba 5 -> Béla +15
        _played("Béla", ["betli"], None, {"soloist_tricks": 0}, kontra={"betli": {"Anna": 1}}),
        # 3. Csaba 20-100 (hearts) 80 + leaves 20 = 100 made: 16 each -> Csaba +32
        _played("Csaba", ["20-100"], "hearts", res(80, 8, "Csaba", mine=("leaves",))),
        # 4. Anna open durchmars (bells), every trick: Tepsi's "Redurchmars / Terített
        #    durchmars (színes)" is 24 (the seed's 12); no silent aces with a durchmars bid
        #    -> 24 each, Anna +48
        _played("Anna", ["open-durchmars"], "bells", res(90, 10, aces="soloist")),
    ]  # fmt: skip
    # Anna -22 - 10 - 16 + 48 = 0; Béla 11 + 15 - 16 - 24 = -14; Csaba 11 - 5 + 32 - 24 = 14
    assert _session(_preset("tepsi"), deals) == {"Anna": 0, "Béla": -14, "Csaba": 14}
    # the seed's open durchmars is 12: deal 4 gives Anna +24, Béla -12, Csaba -12:
    # Anna -48 + 24 = -24; Béla 10 - 12 = -2; Csaba 38 - 12 = 26
    assert _session({}, deals) == {"Anna": -24, "Béla": -2, "Csaba": 26}
    # four aces may not be bid under Tepsi (its switch is off by default, §3.1)
    aces = _played("Béla", ["parti", "four-aces"], "acorns", res(60, 6, "Béla", aces="soloist"))
    with pytest.raises(RecordError) as err:
        _session(_preset("tepsi"), [*deals, aces])
    assert err.value.field.startswith("deals[4].contract")


def test_session_under_ultiarena() -> None:
    deals = [
        # 1. Anna hearts parti, no trick; the defenders show hearts and leaves: their silent
        #    durchmars 3 + silent 20-100 4 = 7 x 2 = 14 each -> Anna -28, Béla +14, Csaba +14
        _played("Anna", ["parti"], "hearts", res(0, 0, "Béla", theirs=("hearts", "leaves"))),
        # 2. Béla parti + ulti (acorns), every trick, last with his 7: ulti 4 + silent
        #    durchmars 3 in place of the parti = 7 each -> Béla +14, Anna -7, Csaba -7
        _played("Béla", ["parti", "ulti"], "acorns", res(90, 10, "Béla", "Béla")),
        # 3. Csaba parti (leaves) 50 > 40: +1; his 7 lost the last trick: double, -4 ->
        #    -3 each -> Csaba -6, Anna +3, Béla +3
        _played("Csaba", ["parti"], "leaves", res(50, 5, "Anna", "Csaba")),
        # 4. Anna 40-100 (bells) 90 + 40, every trick: 40-100 4 + silent durchmars 3 riding
        #    the bid without parti = 7 each -> Anna +14, Béla -7, Csaba -7
        _played("Anna", ["40-100"], "bells", res(90, 10, mine=("bells",))),
    ]
    # Anna -28 - 7 + 3 + 14 = -18; Béla 14 + 14 + 3 - 7 = 24; Csaba 14 - 7 - 6 - 7 = -6
    assert _session(_preset("ultiarena"), deals) == {"Anna": -18, "Béla": 24, "Csaba": -6}
