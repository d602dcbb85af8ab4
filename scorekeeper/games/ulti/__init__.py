"""Ulti (Hungary): 3 active players, or 4 with the dealer sitting out.

Rules: ``docs/rules/ulti.md`` (from the Hungarian Ulti association rules of the
seed). A soloist plays one row of the bid table (``bidtable.py``) against two
defenders; each component is settled alone between the soloist and each
defender, with kontra, the silent extras and surrender (``scoring.py``).
Every deal is zero-sum; the sitting-out dealer scores 0.

Modules: ``bidtable`` (the table as data), ``contract``/``kontra``/``result``/
``auction``/``checks``/``record`` (JSON -> validated record -> JSON),
``judge`` (was each component made), ``scoring`` and ``wording`` (settlement),
``silent`` (the Hungarian silent-bonus house rules).
Our readings are listed in ``docs/games/ulti.md`` and in each module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.games import TITLES
from scorekeeper.games.base import (
    COMMON_KEYS,
    Context,
    DefaultStake,
    GameSpec,
    Option,
    Outcome,
    Preset,
    Table,
    deferred_summary,
    thrown_in_outcome,
)
from scorekeeper.games.ulti import judge, scoring, wording
from scorekeeper.games.ulti.bidtable import OPEN_DURCHMARS_VALUES
from scorekeeper.games.ulti.kontra import MAX_LEVEL, any_kontra
from scorekeeper.games.ulti.record import FIELDS, ThrownIn, UltiDeal, UltiRecord, parse, to_json
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from scorekeeper.games.entry import Entry
    from scorekeeper.games.facts import GameFacts

OPTIONS = (
    Option(
        "surrender_ulti_penalty",
        True,
        (True, False),
        Msg("A surrendered ulti also pays the failed-ulti extra (4, hearts 8)."),
        title=Msg("Surrendered ulti pays extra"),
    ),
    Option(
        "silent_aces_with_durchmars",
        False,
        (True, False),
        Msg("Score silent four aces even when the bid holds a durchmars."),
        title=Msg("Silent aces with durchmars"),
    ),
    # The Hungarian silent bonuses (docs/games/ulti.md "House rules"; silent.py).
    Option(
        "silent_ulti_lost",
        "single",
        ("single", "double"),
        Msg("A lost silent ulti costs 2 (hearts 4), or double that: 4 (hearts 8)."),
        title=Msg("Lost silent ulti"),
        words={"single": Msg("2 (hearts 4)"), "double": Msg("double: 4 (hearts 8)")},
    ),
    Option(
        "silent_100",
        "doubles_parti",
        ("doubles_parti", "bonus"),
        Msg(
            "A silent 100 doubles the parti, or replaces it as its own bonus: "
            "silent 40-100 2, silent 20-100 4 (hearts double)."
        ),
        title=Msg("Silent 100"),
        words={"doubles_parti": Msg("doubles the parti"), "bonus": Msg("its own bonus")},
    ),
    Option(
        "silent_100_marriages",
        "all",
        ("all", "one"),
        Msg(
            "Marriages counted towards a silent 100: all shown, or one (a 20-100 before a 40-100)."
        ),
        title=Msg("Marriages for a silent 100"),
        words={"all": Msg("all shown"), "one": Msg("one marriage")},
    ),
    Option(
        "silent_durchmars",
        False,
        (False, True),
        Msg(
            "A side taking every trick without a durchmars bid scores 3 (hearts 6) "
            "in place of the parti."
        ),
        title=Msg("Silent durchmars"),
    ),
    Option(
        "silent_bonuses_any_trump_bid",
        False,
        (False, True),
        Msg("Silent 100 and silent durchmars also ride trump bids without parti."),
        title=Msg("Silent bonuses without parti"),
    ),
    Option(
        "silent_ulti_scope",
        "soloist",
        ("soloist", "everyone"),
        Msg(
            "A defender's silent ulti is settled with the soloist, or with every "
            "player (his partner too)."
        ),
        title=Msg("Silent ulti settled with"),
        words={"soloist": Msg("the soloist"), "everyone": Msg("every player")},
    ),
    Option(
        "max_kontra",
        MAX_LEVEL,
        None,
        Msg("The highest kontra level allowed (7 Kerekes bicikli … 2 Rekontra, 1 Kontra)."),
        lo=1,
        hi=MAX_LEVEL,
        title=Msg("Highest kontra level"),
    ),
    Option(
        "four_aces_bid",
        True,
        (True, False),
        Msg("Four aces may be bid (off: a contract or bid with four aces is refused)."),
        title=Msg("Four aces may be bid"),
    ),
    Option(
        "open_durchmars_value",
        OPEN_DURCHMARS_VALUES[0],
        OPEN_DURCHMARS_VALUES,
        Msg("Open (terített) trump durchmars: 12 (hearts 24), or 24 (hearts 48)."),
        title=Msg("Open durchmars value"),
    ),
)

# Traditions a session can start from (docs/games/ulti.md "Presets"): the options
# each reads differently from the seed, with the source each was verified in.
PRESETS = (
    Preset(
        "hu_tournament",
        Msg("Hungarian tournament"),
        "http://sportnapok.vadex.hu/sportagak/ulti.html (2015)",
        {"silent_ulti_scope": "everyone", "max_kontra": 2},
    ),
    Preset(
        "tepsi",
        Msg("Tepsi UltiCalculator"),
        "Tepsi/UltiCalculator DOKUMENTACIO.md",
        {"max_kontra": 6, "four_aces_bid": False, "open_durchmars_value": 24},
    ),
    Preset(
        "ultiarena",
        Msg("ultiarena oracle"),
        "sztriga/ultiarena ulti/scoring/oracle.py, research/experiments/22_contract_suite",
        {
            "silent_ulti_lost": "double",
            "silent_100": "bonus",
            "silent_100_marriages": "one",
            "silent_durchmars": True,
            "silent_bonuses_any_trump_bid": True,
            "four_aces_bid": False,
        },
    ),
)


def settle(record: UltiRecord, table: Table, context: Context) -> Outcome:
    """Deltas (the 4-player dealer 0), breakdown lines and the sheet summary."""
    if isinstance(record, ThrownIn):
        return thrown_in_outcome(table, Msg("dealt again"))
    result, sums = record.result, None
    won: tuple[bool, ...] = ()
    if result is not None:  # not surrendered
        sums = judge.totals(result, record.trump)
        won = judge.verdicts(record.contract, result, record.soloist, record.trump, sums)
    items = list(scoring.items(record, table.rules, won, sums))
    deltas = scoring.deltas(record, table.players, items)
    lines = [item.text for item in items]
    lines.append(wording.net_line(deltas, record))
    playing = _playing(record)
    lines.extend(
        Msg("{player} deals and sits out: 0", player=p) for p in table.players if p not in playing
    )
    summary = deferred_summary(
        record.soloist, lambda: (wording.contract_text(record), wording.result_text(record, won))
    )
    return Outcome(deltas, tuple(lines), summary, _warnings(record))


def _playing(deal: UltiDeal) -> tuple[str, ...]:
    return (deal.soloist, *deal.defenders)


def _warnings(deal: UltiDeal) -> tuple[Msg, ...]:
    if deal.surrendered and any_kontra(deal.kontras, deal.defenders):
        return (
            Msg("Kontra was recorded on a surrendered deal; a surrender is paid unmultiplied."),
        )
    return ()


def _facts() -> GameFacts[UltiRecord]:
    from scorekeeper.games.ulti.facts import FACTS

    return FACTS


def _entry() -> Entry:
    from scorekeeper.games.ulti.entry import ENTRY

    return ENTRY


SPEC: GameSpec[UltiRecord] = GameSpec(
    id="ulti",
    title=TITLES["ulti"],
    player_counts=(3, 4),
    options=OPTIONS,
    presets=PRESETS,
    parse=parse,
    settle=settle,
    to_json=to_json,
    zero_sum=True,
    target=None,
    # Ulti is paid per game point (the seed: chips per game point). A deal is
    # worth 1-24 points, more with Kontra; over an evening a player ends some
    # 20-60 points up or down: at 0.10 EUR a point, 2-6 EUR.
    default_stake=DefaultStake("0.10"),
    record_fields=FIELDS - COMMON_KEYS,
    # spec "ulti": a no-trump component's kontra per defender, keyed by name
    name_fields=(
        "soloist",
        "kontra.*.{}",
        "result.last_trick.winner",
        "result.last_trick.trump_seven",
    ),
    facts_from=_facts,
    entry_from=_entry,
)
