"""A deferred summary (``games.base.deferred_summary``): its texts are worded only
when first read (``scorekeeper settle`` prints none), once, and read as the eager
summary's would."""

from __future__ import annotations

from scorekeeper.games import parse_deal
from scorekeeper.games.base import Summary, deferred_summary
from scorekeeper.words.text import Msg, Text, render


def test_the_texts_are_worded_when_first_read_and_once() -> None:
    calls: list[str] = []

    def texts() -> tuple[Text, Text]:
        calls.append("worded")
        return Msg("betli"), Msg("surrendered")

    summary = deferred_summary("Anna", texts)
    assert summary.declarer == "Anna" and calls == []
    assert (summary.contract, summary.result) == (Msg("betli"), Msg("surrendered"))
    assert summary.contract is summary.contract and calls == ["worded"]


def test_equal_to_another_with_the_same_texts_and_not_to_an_eager_one() -> None:
    one = deferred_summary("Anna", lambda: (Msg("parti"), Msg("lost")))
    two = deferred_summary("Anna", lambda: (Msg("parti"), Msg("lost")))
    other = deferred_summary("Anna", lambda: (Msg("parti"), Msg("won")))
    assert one == two and hash(one) == hash(two)
    assert one != other
    assert isinstance(one, Summary)


def test_an_ulti_deal_summary_reads_its_contract_and_result() -> None:
    # docs/deal-format.md "ulti": 40-100 + ulti in leaves, ulti doubled by kontra (×2);
    # 40-100 made (cards 60 + the trump marriage 40 = 100), ulti made (the soloist's
    # trump 7 took the last trick).
    deal = parse_deal(
        {
            "game": "ulti",
            "players": ["Anna", "Béla", "Csaba"],
            "dealer": "Csaba",
            "soloist": "Anna",
            "contract": ["40-100", "ulti"],
            "trump": "leaves",
            "kontra": {"ulti": 1},
            "result": {
                "soloist_points": 60,
                "soloist_tricks": 6,
                "marriages": {"soloist": ["leaves"]},
                "last_trick": {"winner": "Anna", "trump_seven": "Anna"},
            },
        }
    )
    summary = deal.settle().summary
    assert summary.declarer == "Anna"
    assert render(summary.contract) == "40-100 + ulti ×2, leaves"
    assert render(summary.result) == "40-100 won, ulti won"
