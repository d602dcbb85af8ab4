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
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.games.base import multiplier_text, signed
from scorekeeper.text import Join, Msg, Text
from scorekeeper.values import frozen

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
ABSOLUT_BELOW = 32  # rules "Bonuses": the other side takes fewer than 32
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


Entry = Part | Msg  # a scored part, or a note on something that does not count


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


def score_entries(record: Played, rules: Mapping[str, Any]) -> list[Entry]:
    cv = contract_value(record.contract, rules)
    made = valat_side(record)
    entries: list[Entry] = [*_valat(record, cv, made)]
    if made is None:
        entries.insert(0, _game(record, cv))
    bonuses = _absolut(record) + _pagat(record) + _cards(record)
    if made is not None and rules["valat_cancels_bonuses"]:
        return entries + _cancelled(bonuses)
    return entries + bonuses


def _cancelled(bonuses: list[Entry]) -> list[Entry]:
    names = [e.name for e in bonuses if isinstance(e, Part)]
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


def bonus_made(record: Played, bonus: Bonus, side: Side) -> bool:
    """Whether ``side`` achieved ``bonus`` (rules "Bonuses"), judged alone: a valat
    that cancels the bonuses, or a suit solo, does not change what was achieved.
    An announced Pagat is made only by winning the last trick (not lost, not early)."""
    if bonus is Bonus.ABSOLUT:
        return _absolut_made(record, side)
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
    text = (
        Msg("won: the declarers took {points} points (45 wins)", points=points)
        if won
        else Msg("lost: the declarers took {points} points (45 wins)", points=points)
    )
    side = Side.DECLARERS if won else Side.DEFENDERS
    return Part(Msg("Game"), text, side, value, working)


def _valat(record: Played, cv: int, made: Side | None) -> list[Entry]:
    announced = record.announced_side(Bonus.VALAT)
    level = record.kontra_level(Bonus.VALAT.value)
    out: list[Entry] = []
    announced_base = Msg("announced 12 × {value}", value=cv)
    if made is not None and announced is made:
        value, working = _worth(12 * cv, announced_base, level, product=True)
        text = Msg("{stance} made", stance=STANCE[made])
        out.append(Part("Valat", text, made, value, working))
    elif made is not None:
        value, working = _worth(6 * cv, Msg("silent 6 × {value}", value=cv), product=True)
        text = Msg("(silent) by the {side}", side=side_name(made))
        out.append(Part("Valat", text, made, value, working))
    if announced is not None and announced is not made:
        value, working = _worth(12 * cv, announced_base, level, product=True)
        text = Msg("{stance} failed", stance=STANCE[announced])
        out.append(Part("Valat", text, announced.other, value, working))
    return out


def _absolut(record: Played) -> list[Entry]:
    announced = record.announced_side(Bonus.ABSOLUT)
    if announced is not None:
        return [_announced_absolut(record, announced)]
    return [_silent_absolut(record, side) for side in Side if _absolut_made(record, side)]


def _absolut_made(record: Played, side: Side) -> bool:
    return points_of(record, side.other) < ABSOLUT_BELOW


def _absolut_text(record: Played, side: Side) -> Msg:
    other, points = side_name(side.other), points_of(record, side.other)
    if _absolut_made(record, side):
        return Msg("the {side} took {points} points (fewer than 32)", side=other, points=points)
    return Msg("the {side} took {points} points (not fewer than 32)", side=other, points=points)


def _announced_absolut(record: Played, side: Side) -> Part:
    solo = record.contract is Contract.SOLO
    made = _absolut_made(record, side)
    value, working = _worth(2, Msg("announced 2"), record.kontra_level("absolut"), solo)
    stance, detail = STANCE[side], _absolut_text(record, side)
    text = (
        Msg("{stance} made: {detail}", stance=stance, detail=detail)
        if made
        else Msg("{stance} failed: {detail}", stance=stance, detail=detail)
    )
    return Part("Absolut", text, side if made else side.other, value, working)


def _silent_absolut(record: Played, side: Side) -> Part:
    value, working = _worth(1, Msg("silent 1"), solo=record.contract is Contract.SOLO)
    text = Msg(
        "(silent) by the {side}: {detail}",
        side=side_name(side),
        detail=_absolut_text(record, side),
    )
    return Part("Absolut", text, side, value, working)


def _pagat(record: Played) -> list[Entry]:
    play = record.result.pagat
    if play is None:
        return []
    if record.contract is Contract.SUIT_SOLO:
        return [Msg("{name} does not count in a suit solo", name="Pagat ultimo")]
    if record.announced_side(Bonus.PAGAT) is not None:
        return [_announced_pagat(record, play)]
    return _silent_pagat(record, play)


def _pagat_how(outcome: PagatOutcome, stance: str) -> Msg:
    """How an announced Pagat went."""
    if outcome is PagatOutcome.WON:
        return Msg("{stance} won", stance=stance)
    if outcome is PagatOutcome.LOST:
        return Msg("{stance} lost (it did not win the last trick)", stance=stance)
    return Msg("{stance} lost (played before the last trick)", stance=stance)


def _announced_pagat(record: Played, play: PagatPlay) -> Part:
    """Rules "Bonuses": lost when beaten, even by a partner, or played early."""
    solo = record.contract is Contract.SOLO
    value, working = _worth(2, Msg("announced 2"), record.kontra_level("pagat"), solo)
    gainer = play.side if play.outcome is PagatOutcome.WON else play.side.other
    text = _pagat_how(play.outcome, STANCE[play.side])
    return Part("Pagat ultimo", text, gainer, value, working)


def _silent_pagat(record: Played, play: PagatPlay) -> list[Entry]:
    """Rules "Bonuses": a silent Pagat that loses the last trick pays 1."""
    if play.outcome is PagatOutcome.EARLY:
        return [Msg("Silent Pagat played before the last trick: does not count")]
    won = play.outcome is PagatOutcome.WON
    value, working = _worth(1, Msg("silent 1"), solo=record.contract is Contract.SOLO)
    side = side_name(play.side)
    text = (
        Msg("(silent) of the {side} won the last trick", side=side)
        if won
        else Msg("(silent) of the {side} lost the last trick", side=side)
    )
    return [Part("Pagat ultimo", text, play.side if won else play.side.other, value, working)]


def _cards(record: Played) -> list[Entry]:
    result, solo = record.result, record.contract is Contract.SOLO
    suit_solo = record.contract is Contract.SUIT_SOLO
    out: list[Entry] = []
    cards: tuple[tuple[Text, Side | None, int, bool], ...] = (
        ("Trull", result.trull, 1, not suit_solo),
        (Msg("Four kings"), result.four_kings, 2, True),
    )
    for name, side, base, counts in cards:
        if side is not None and not counts:
            out.append(Msg("{name} does not count in a suit solo", name=name))
        elif side is not None:
            value, working = _worth(base, str(base), solo=solo)
            text = Msg("held by the {side}", side=side_name(side))
            out.append(Part(name, text, side, value, working))
    return out + _mondfang(record, solo)


def _mondfang(record: Played, solo: bool) -> list[Entry]:
    """Rules "Bonuses": 1, charged to the side that lost the Mond, even to its partner."""
    lost = record.result.mondfang
    if lost is None:
        return []
    if record.contract is Contract.SUIT_SOLO:
        return [Msg("{name} does not count in a suit solo", name="Mondfang")]
    value, working = _worth(1, "1", solo=solo)
    text = Msg("the {side} lost the Mond", side=side_name(lost))
    return [Part("Mondfang", text, lost.other, value, working)]
