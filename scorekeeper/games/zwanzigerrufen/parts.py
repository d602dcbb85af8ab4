"""The scored parts of a Zwanzigerrufen deal (rules "Contracts", "Bonuses", "Kontra").

Every part is computed separately, goes to one side, and the parts are netted
to V for the declaring side (rules "Settlement"):
- the game: the contract value (1, 4, or the ``solo_value`` option) × Kontra,
  won by the declarers with 45 or more card points (44-44 loses);
- announced bonuses (absolut 2, pagat 2, valat 12 × contract value) × their own
  Kontra; a failed one goes to the other side;
- silent bonuses (absolut 1, pagat 1, valat 6 × contract value, trull 1,
  four kings 2) only when achieved, except a silent Pagat that loses the last
  trick: its side pays 1. Mondfang 1 is charged to the side that lost the Mond;
- a made valat replaces the game and (option ``valat_cancels_bonuses``) the
  other bonuses; suit solo counts only valat, absolut and four kings; a solo
  doubles every bonus except valat (which already scales with the contract).

House rules (``docs/games/zwanzigerrufen.md`` "House rules"): ``four_kings_value``,
``absolut_at``, ``solo_doubles_bonuses``, ``valat`` (``flat``: a bonus of 6, 12
announced, beside the game), ``mondfang`` (who is paid for a caught Mond: the
other side, the catcher's side, or the catcher alone, a :class:`Payment`) and
``silent_pagat_lost``; each says in its line what it did.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.games.base import multiplier_text, signed
from scorekeeper.values import frozen
from scorekeeper.words import glossary
from scorekeeper.words.text import InContext, Join, Msg, Text

from .record import (
    GAME,
    KONTRA_NAMES,
    Bonus,
    Contract,
    PagatOutcome,
    PagatPlay,
    Played,
    Side,
    side_name,
)
from .result import TOTAL_POINTS, TRICKS

WIN_POINTS = 45  # rules "Table"
ABSOLUT_AT = 31  # rules "Bonuses": the other side takes fewer than 32 (option absolut_at)
STANCE = {Side.DECLARERS: "dazu", Side.DEFENDERS: "dagegen"}


@frozen
class Part:
    """One scored component: ``value`` (> 0) goes to ``side``."""

    name: Text  # a game term as it is ("Valat") or a translated word ("Game")
    text: Msg
    side: Side
    value: int
    working: Text

    @property
    def v(self) -> int:
        """The part as seen by the declaring side."""
        return self.value if self.side is Side.DECLARERS else -self.value

    def line(self) -> Msg:
        return Msg(
            "{name} {text}: {working} → {v} for the declaring side",
            name=self.name,
            text=self.text,
            working=self.working,
            v=signed(self.v),
        )


@frozen
class Payment:
    """A part settled between two players only, outside V (house rule
    ``mondfang: between_players``): ``payer`` pays ``value`` to ``payee``."""

    name: Text
    payer: str
    payee: str
    value: int
    working: Text

    def line(self) -> Msg:
        return Msg(
            "{name}: {working} → {payer} pays {payee} {value} "
            "(house rule: between the two players)",
            name=self.name,
            working=self.working,
            payer=self.payer,
            payee=self.payee,
            value=self.value,
        )


Entry = Part | Payment | Msg  # a scored part, a payment, or a note on what does not count


def contract_value(contract: Contract, rules: Mapping[str, Any]) -> int:
    """Rules "Contracts": normal 1, suit solo 4, solo 4 (option 5)."""
    values = {Contract.NORMAL: 1, Contract.SUIT_SOLO: 4, Contract.SOLO: rules["solo_value"]}
    value: int = values[contract]
    return value


def _worth(
    base: int, base_text: Text, level: int = 0, solo: bool = False, *, product: bool = False
) -> tuple[int, Text]:
    """``base`` × Kontra level × 2 in a solo, with its arithmetic in words;
    ``product``: ``base_text`` is itself a product (``12 × 4``), so show the result."""
    value = base * 2**level * (2 if solo else 1)
    factors: list[Text] = [base_text]
    mark = multiplier_text(level, KONTRA_NAMES)
    if mark is not None:
        factors.append(mark)
    if solo:
        factors.append(Msg("solo ×2"))
    if len(factors) == 1 and not product:
        return value, base_text
    return value, Msg("{factors} = {value}", factors=Join(factors, " × "), value=value)


def points_of(record: Played, side: Side) -> int:
    points = record.result.declarer_points
    return points if side is Side.DECLARERS else TOTAL_POINTS - points


def valat_side(record: Played) -> Side | None:
    """Rules "Bonuses": valat = a side takes every trick (10 or 0 declarer tricks)."""
    tricks = record.result.declarer_tricks
    return {TRICKS: Side.DECLARERS, 0: Side.DEFENDERS}.get(tricks)


def doubles_in_solo(record: Played, rules: Mapping[str, Any]) -> bool:
    """Rules "Bonuses": a solo doubles its bonuses (house rule
    ``solo_doubles_bonuses: false``: it does not)."""
    return record.contract is Contract.SOLO and bool(rules["solo_doubles_bonuses"])


def score_entries(record: Played, rules: Mapping[str, Any]) -> list[Entry]:
    cv = contract_value(record.contract, rules)
    made = valat_side(record)
    flat = rules["valat"] == "flat"
    doubles = doubles_in_solo(record, rules)
    valat = _valat(record, cv, made, flat, doubles)
    entries: list[Entry] = [*valat]
    if made is None or flat:
        entries.insert(0, _game(record, cv))
    bonuses = (
        _absolut(record, rules, doubles)
        + _pagat(record, rules, doubles)
        + _cards(record, rules, doubles)
    )
    if made is not None and rules["valat_cancels_bonuses"]:
        counted: list[Entry] = []
        bonuses = _cancelled(bonuses)
    else:
        counted = bonuses
    note = _solo_note(record, rules, (valat if flat else []) + counted)
    return entries + bonuses + note


def _solo_note(record: Played, rules: Mapping[str, Any], bonuses: list[Entry]) -> list[Entry]:
    """House rule ``solo_doubles_bonuses: false``: say so when a solo scored bonuses."""
    if record.contract is not Contract.SOLO or rules["solo_doubles_bonuses"]:
        return []
    if not any(isinstance(e, Part | Payment) for e in bonuses):
        return []
    return [Msg("Solo: the bonuses are not doubled (house rule)")]


def _cancelled(bonuses: list[Entry]) -> list[Entry]:
    names = [e.name for e in bonuses if isinstance(e, Part | Payment)]
    if not names:
        return []
    return [
        Msg(
            "Valat replaces every other bonus (house rule): {names} not scored",
            names=Join(names, ", "),
        )
    ]


def game_won(record: Played) -> bool:
    """Rules "Table": the declarers win the game with 45 or more card points (44-44
    loses). A valat needs no rule of its own: 10 tricks hold all 88 points, 0 none."""
    return record.result.declarer_points >= WIN_POINTS


def bonus_made(record: Played, bonus: Bonus, side: Side, rules: Mapping[str, Any]) -> bool:
    """Whether ``side`` achieved ``bonus`` (rules "Bonuses"), judged alone: a valat
    that cancels the bonuses, or a suit solo, does not change what was achieved.
    An announced Pagat is made only by winning the last trick (not lost, not early)."""
    if bonus is Bonus.ABSOLUT:
        return _absolut_made(record, side, rules["absolut_at"])
    if bonus is Bonus.VALAT:
        return valat_side(record) is side
    play = record.result.pagat
    return play is not None and play.side is side and play.outcome is PagatOutcome.WON


def _game(record: Played, cv: int) -> Part:
    points = record.result.declarer_points
    won = game_won(record)
    value, working = _worth(cv, str(cv), record.game_kontra())
    if record.implied_game_kontra() and record.kontra_level(GAME) == 0:
        working = Msg("{working} (the Kontra comes with the dagegen announcement)", working=working)
    elif _dagegen(record) and record.game_kontra() == 0:  # dagegen_implies_kontra: false
        working = Msg(
            "{working} (no Kontra with the dagegen announcement: house rule)", working=working
        )
    text = (
        Msg("won: the declarers took {points} points (45 wins)", points=points)
        if won
        else Msg("lost: the declarers took {points} points (45 wins)", points=points)
    )
    side = Side.DECLARERS if won else Side.DEFENDERS
    return Part(InContext("zwanzigerrufen", "Game"), text, side, value, working)


def _dagegen(record: Played) -> bool:
    """Absolut or Valat was announced dagegen (rules "Bonuses")."""
    return any(b is not Bonus.PAGAT and side is Side.DEFENDERS for b, side in record.announced)


def _valat_worth(cv: int, level: int, flat: bool, doubles: bool, *, said: bool) -> tuple[int, Text]:
    """Rules "Bonuses": 6 (12 announced) × the contract value, or under the house
    rule ``valat: flat`` a bonus of 6 (12 announced), doubled in a solo like every
    bonus (``solo_doubles_bonuses``)."""
    if flat:
        base = (
            Msg("announced 12 (house rule: flat)") if said else Msg("silent 6 (house rule: flat)")
        )
        return _worth(12 if said else 6, base, level, doubles)
    if said:
        return _worth(12 * cv, Msg("announced 12 × {value}", value=cv), level, product=True)
    return _worth(6 * cv, Msg("silent 6 × {value}", value=cv), product=True)


def _valat(record: Played, cv: int, made: Side | None, flat: bool, doubles: bool) -> list[Entry]:
    announced = record.announced_side(Bonus.VALAT)
    level = record.kontra_level(Bonus.VALAT.value)
    out: list[Entry] = []
    if made is not None and announced is made:
        value, working = _valat_worth(cv, level, flat, doubles, said=True)
        text = Msg("{stance} made", stance=STANCE[made])
        out.append(Part("Valat", text, made, value, working))
    elif made is not None:
        value, working = _valat_worth(cv, 0, flat, doubles, said=False)
        text = Msg("(silent) by the {side}", side=side_name(made))
        out.append(Part("Valat", text, made, value, working))
    if announced is not None and announced is not made:
        value, working = _valat_worth(cv, level, flat, doubles, said=True)
        text = Msg("{stance} failed", stance=STANCE[announced])
        out.append(Part("Valat", text, announced.other, value, working))
    return out


def _absolut(record: Played, rules: Mapping[str, Any], doubles: bool) -> list[Entry]:
    at: int = rules["absolut_at"]
    announced = record.announced_side(Bonus.ABSOLUT)
    if announced is not None:
        return [_announced_absolut(record, announced, at, doubles)]
    return [
        _silent_absolut(record, side, at, doubles)
        for side in Side
        if _absolut_made(record, side, at)
    ]


def _absolut_made(record: Played, side: Side, at: int) -> bool:
    """Absolut: the other side takes ``at`` points or fewer (rules: fewer than 32;
    house rule ``absolut_at: 32``: 32 or fewer)."""
    return points_of(record, side.other) <= at


def _absolut_text(record: Played, side: Side, at: int) -> Msg:
    other, points = side_name(side.other), points_of(record, side.other)
    made = _absolut_made(record, side, at)
    if at != ABSOLUT_AT:
        return (
            Msg(
                "the {side} took {points} points ({at} or fewer: house rule)",
                side=other,
                points=points,
                at=at,
            )
            if made
            else Msg(
                "the {side} took {points} points (more than {at}: house rule)",
                side=other,
                points=points,
                at=at,
            )
        )
    if made:
        return Msg("the {side} took {points} points (fewer than 32)", side=other, points=points)
    return Msg("the {side} took {points} points (not fewer than 32)", side=other, points=points)


def _announced_absolut(record: Played, side: Side, at: int, doubles: bool) -> Part:
    made = _absolut_made(record, side, at)
    value, working = _worth(2, Msg("announced 2"), record.kontra_level("absolut"), doubles)
    stance, detail = STANCE[side], _absolut_text(record, side, at)
    text = (
        Msg("{stance} made: {detail}", stance=stance, detail=detail)
        if made
        else Msg("{stance} failed: {detail}", stance=stance, detail=detail)
    )
    return Part(glossary.ABSOLUT, text, side if made else side.other, value, working)


def _silent_absolut(record: Played, side: Side, at: int, doubles: bool) -> Part:
    value, working = _worth(1, Msg("silent 1"), solo=doubles)
    text = Msg(
        "(silent) by the {side}: {detail}",
        side=side_name(side),
        detail=_absolut_text(record, side, at),
    )
    return Part(glossary.ABSOLUT, text, side, value, working)


def _pagat(record: Played, rules: Mapping[str, Any], doubles: bool) -> list[Entry]:
    play = record.result.pagat
    if play is None:
        return []
    if record.contract is Contract.SUIT_SOLO:
        return [Msg("{name} does not count in a suit solo", name=glossary.PAGAT_ULTIMO)]
    if record.announced_side(Bonus.PAGAT) is not None:
        return [_announced_pagat(record, play, doubles)]
    return _silent_pagat(record, play, rules, doubles)


def _pagat_how(outcome: PagatOutcome, stance: str) -> Msg:
    """How an announced Pagat went."""
    if outcome is PagatOutcome.WON:
        return Msg("{stance} won", stance=stance)
    if outcome is PagatOutcome.LOST:
        return Msg("{stance} lost (it did not win the last trick)", stance=stance)
    return Msg("{stance} lost (played before the last trick)", stance=stance)


def _announced_pagat(record: Played, play: PagatPlay, doubles: bool) -> Part:
    """Rules "Bonuses": lost when beaten, even by a partner, or played early."""
    value, working = _worth(2, Msg("announced 2"), record.kontra_level("pagat"), doubles)
    gainer = play.side if play.outcome is PagatOutcome.WON else play.side.other
    text = _pagat_how(play.outcome, STANCE[play.side])
    return Part(glossary.PAGAT_ULTIMO, text, gainer, value, working)


def _silent_pagat(
    record: Played, play: PagatPlay, rules: Mapping[str, Any], doubles: bool
) -> list[Entry]:
    """Rules "Bonuses": a silent Pagat that loses the last trick pays 1 (house rule
    ``silent_pagat_lost: ignored``: nothing)."""
    if play.outcome is PagatOutcome.EARLY:
        return [Msg("Silent Pagat played before the last trick: does not count")]
    won = play.outcome is PagatOutcome.WON
    if not won and rules["silent_pagat_lost"] == "ignored":
        return [
            Msg(
                "Silent Pagat of the {side} lost the last trick: not charged (house rule)",
                side=side_name(play.side),
            )
        ]
    value, working = _worth(1, Msg("silent 1"), solo=doubles)
    side = side_name(play.side)
    text = (
        Msg("(silent) of the {side} won the last trick", side=side)
        if won
        else Msg("(silent) of the {side} lost the last trick", side=side)
    )
    return [
        Part(glossary.PAGAT_ULTIMO, text, play.side if won else play.side.other, value, working)
    ]


def _cards(record: Played, rules: Mapping[str, Any], doubles: bool) -> list[Entry]:
    result = record.result
    suit_solo = record.contract is Contract.SUIT_SOLO
    kings: int = rules["four_kings_value"]
    kings_text: Text = str(kings) if kings == 2 else Msg("{value} (house rule)", value=kings)
    out: list[Entry] = []
    cards: tuple[tuple[Text, Side | None, int, Text, bool], ...] = (
        (glossary.TRULL, result.trull, 1, "1", not suit_solo),
        (Msg("Four kings"), result.four_kings, kings, kings_text, True),
    )
    for name, side, base, base_text, counts in cards:
        if side is not None and not counts:
            out.append(Msg("{name} does not count in a suit solo", name=name))
        elif side is not None:
            value, working = _worth(base, base_text, solo=doubles)
            text = Msg("held by the {side}", side=side_name(side))
            out.append(Part(name, text, side, value, working))
    return out + _mondfang(record, rules, doubles)


def _mondfang(record: Played, rules: Mapping[str, Any], doubles: bool) -> list[Entry]:
    """Rules "Bonuses": 1, charged to the side that lost the Mond, even to its partner.
    House rule ``mondfang``: ``catcher_gains`` credits the catcher's side (his own
    partner's Mond gains his side 1); ``between_players``: the loser pays the catcher."""
    result = record.result
    lost = result.mondfang
    if lost is None:
        return []
    if record.contract is Contract.SUIT_SOLO:
        return [Msg("{name} does not count in a suit solo", name=glossary.MONDFANG)]
    value, working = _worth(1, "1", solo=doubles)
    rule = rules["mondfang"]
    loser, catcher = result.mond_lost_by, result.mond_caught_by
    if rule == "side_pays" or loser is None or catcher is None:  # both named: parse
        text = Msg("the {side} lost the Mond", side=side_name(lost))
        return [Part(glossary.MONDFANG, text, lost.other, value, working)]
    if rule == "between_players":
        return [Payment(glossary.MONDFANG, loser, catcher, value, working)]
    gainer = Side.DECLARERS if catcher in (record.declarer, record.partner) else Side.DEFENDERS
    text = Msg(
        "{catcher} caught the Mond of {loser}: the {side} gain (house rule)",
        catcher=catcher,
        loser=loser,
        side=side_name(gainer),
    )
    return [Part(glossary.MONDFANG, text, gainer, value, working)]
