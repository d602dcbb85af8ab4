"""The score sheet of a replayed session, built once; every output renders it.

:func:`score_sheet` reads a :class:`~scorekeeper.session.replay.SessionResult` and
gives a :class:`ScoreSheet`: the columns, one :class:`SheetRow` per deal
(number, dealer, declarer, contract, result, each player's delta and running
total of the current game, and its marks: double round, thrown in, Mondfang,
warnings, the game it ended), the game lines, the chart series, the house rules,
the house-rule changes (and a mark on the deal each starts at), the stake, the
final totals, balances, how they were reached (:mod:`.settling`)
and payments. Words are
:class:`~scorekeeper.words.text.Msg` (the glossary's terms, the games' cells); the
language is chosen by whoever renders the sheet: the window
(``ui/session/score_sheet.py``, ``ui/session/chart.py``, ``ui/session/settlement_view.py``), the PDF
(``scorekeeper/export/pdf``), the CSV and the ``show`` text
(:mod:`scorekeeper.sheet.plain`). None of them works out a dealer, a total, a
mark or a series again.

**Substitutes** (``scorekeeper.session.substitution``): a seat keeps its column, headed
with its occupants in turn (``Béla → Zoli``), its cells are whoever sat there (a
row's ``seated``), the deal of the change is marked (and listed in the notes), the
chart's line is the seat's; the totals, balances and settlement list every person
who played, and ``seated``/``side_scores`` (the banner) the people seated now.

**After a change.** A change to one deal (added, inserted, corrected, deleted)
leaves every deal before it as it was, so ``score_sheet(result, previous=sheet,
unchanged=k)`` takes the first ``k`` rows and their chart points from the sheet
shown before the change and builds the rest: an Enter at the end of a long
evening builds one row, not the whole sheet. It is the same sheet as
``score_sheet(result)`` (``tests/export/test_sheet_model.py``).

**The clock.** The sheet is a function of its inputs alone: the agreed end's
state (``ScoreSheet.end``) depends on the time for a time end
(:mod:`scorekeeper.session.reaching`), and that time is the caller's ``now``, read
from the clock at the edge (the window, a command, the PDF export), never here.

**Chart rule.** One line per side (partners share a score, so a team has one
line), starting at (0, 0), one point per deal at its running total. Running
totals start again after a game end, so at the deal that ends a game the line
drops straight to 0 (a second point at the same deal), rather than sloping down
across the next deal: the next deal then starts from 0, as on the sheet.

Standard library only.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, time
from typing import Any

from scorekeeper.games.base import SEED_PRESET, GameSpec, MultiplierRound, Preset
from scorekeeper.session import presets
from scorekeeper.session.end import EndState
from scorekeeper.session.reaching import end_state
from scorekeeper.session.record import SessionRecord, rule_change_at
from scorekeeper.session.replay import DealRow, GameResult, SessionResult
from scorekeeper.session.rule_changes import RuleChange
from scorekeeper.session.substitution import Substitution, joining_at, seat_heads
from scorekeeper.settlement import Stake
from scorekeeper.sheet.settling import settlement_lines, side_name
from scorekeeper.words import glossary
from scorekeeper.words.figures import amount, money, number, signed
from scorekeeper.words.text import Join, Msg, Text

RULE_DEFAULT = Msg("default")  # a house rule at its default (the PDF's rules table)

COLUMNS = (
    glossary.NUMBER,
    glossary.DEALER,
    glossary.DECLARER,
    glossary.CONTRACT,
    glossary.RESULT,
)
"""The grid's fixed columns; then a delta and a running total per player."""


Point = tuple[int, int]  # (deal number, running total) on the chart


@dataclass(frozen=True)
class GameLine:
    """A game of a race game: its scores per side and its winner (none: unfinished)."""

    number: int
    winner: tuple[str, ...]
    scores: tuple[tuple[str, int], ...]  # (side name, score), sides in seating order

    @property
    def title(self) -> Msg:
        if self.winner:
            return Msg("Game {n} won by {winner}", n=self.number, winner=side_name(self.winner))
        return Msg("Game {n} not finished", n=self.number)

    @property
    def text(self) -> Msg:
        """``Game 1 won by Aki: Aki 200 · Ben 0 · Chie 0``."""
        scores = Join((f"{side} {number(score)}" for side, score in self.scores), " · ")
        return Msg("{game}: {scores}", game=self.title, scores=scores)


@dataclass(frozen=True)
class SheetRow:
    """One deal as the sheet shows it."""

    number: int  # 1-based
    game: int  # which game of the session it belongs to
    dealer: str
    declarer: str  # "" when nobody declared
    contract: Text
    result: Text
    deltas: tuple[int, ...]  # one per player, seating order
    totals: tuple[int, ...]  # running totals of the current game after the deal
    double_round: bool  # counted double (the game's multiplier round: Zwanzigerrufen's Mondfang)
    starts_double_round: bool  # the next scored deals count double (a Mondfang)
    thrown_in: bool
    warnings: tuple[Msg, ...]
    lines: tuple[Msg, ...]  # the breakdown in words
    game_end: GameLine | None  # the game this deal ended
    multiplier_round: MultiplierRound | None = None  # the game's declared double round
    rule_change: Msg | None = None  # house rules changed from this deal on (in words)
    seated: tuple[str, ...] = ()  # who sat at the table, seat order (substitutes: who then)
    seat_changes: tuple[Msg, ...] = ()  # substitutions from this deal on, in words

    @property
    def label(self) -> str:
        """The number cell: ``5``, ``5 ×2`` (double round), ``5 !`` (a warning),
        ``5 §`` (house rules changed from this deal on)."""
        return (
            f"{self.number}"
            + (" §" if self.rule_change is not None else "")
            + (
                f" ×{self.multiplier_round.factor}"
                if self.double_round and self.multiplier_round
                else ""
            )
            + (" !" if self.warnings else "")
        )

    @property
    def heading(self) -> Msg:
        """``Deal 12: contract · result``: the deal in one line (the phones' last
        deal, a pending deal on the phones and on the laptop)."""
        deal = Join((self.contract, self.result), " · ")
        return Msg("Deal {n}: {text}", n=self.number, text=deal)

    def delta_text(self, i: int) -> str:
        """Player ``i``'s delta; a thrown-in deal scores nothing and shows nothing."""
        return "" if self.thrown_in else signed(self.deltas[i])

    def total_text(self, i: int) -> str:
        return number(self.totals[i])

    def player_cell(self, i: int) -> str:
        """Player ``i`` in one cell (the window, the text): ``−6 (−8)``; ``22``
        after a thrown-in deal."""
        delta = self.delta_text(i)
        return f"{self.total_text(i)} ({delta})" if delta else self.total_text(i)

    @property
    def marks(self) -> tuple[Text, ...]:
        """The deal's marks in words: thrown in, double round, Mondfang, the game
        it ended."""
        marks: list[Text] = list(self.seat_changes)
        if self.rule_change is not None:
            marks.append(self.rule_change)
        if self.thrown_in:
            marks.append(glossary.THROWN_IN)
        if self.double_round:
            marks.append(glossary.DOUBLE_ROUND)
        declared = self.multiplier_round
        if self.starts_double_round and declared and declared.note is not None:
            marks.append(declared.note(declared.deals))  # the game's words for it
        if self.game_end is not None:
            marks.append(self.game_end.title)
        return tuple(marks)

    @property
    def notes(self) -> tuple[Text, ...]:
        """The marks, then the warnings."""
        return (*self.marks, *self.warnings)


@dataclass(frozen=True)
class Series:
    """One line of the running-totals chart: a player, or a team in team games."""

    label: str
    points: tuple[Point, ...]


@dataclass(frozen=True)
class RuleLine:
    """One house rule: ``changed`` when it is not the value the session's preset
    gives it (the game's default under the seed's rules); ``mark`` says where
    the value comes from (:func:`rule_mark`)."""

    key: str
    title: Text
    value: Text
    changed: bool
    help: Text
    mark: Text


@dataclass(frozen=True)
class TotalLine:
    player: str
    points: int  # the session total
    balance: int  # minor units
    points_text: str
    balance_text: str


@dataclass(frozen=True)
class PaymentLine:
    payer: str
    payee: str
    amount: int  # minor units
    amount_text: str

    @property
    def text(self) -> Msg:
        return Msg(
            "{payer} pays {payee} {amount}",
            payer=self.payer,
            payee=self.payee,
            amount=self.amount_text,
        )


@dataclass(frozen=True)
class ScoreSheet:
    game: str  # the game's title
    players: tuple[str, ...]  # the seats' column heads: names, ``Béla → Zoli`` for a substitute
    first_dealer: str
    teams: tuple[tuple[str, ...], ...]  # sides; one player each in individual games
    extra: Mapping[str, Any]  # the session record's date, place, note, ...
    rules: tuple[RuleLine, ...]
    preset: Msg  # "Preset: Hungarian tournament (changed: ...)" (:func:`preset_line`)
    stake: Msg
    settlement: tuple[Msg, ...]  # how the balances were reached (:mod:`.settling`)
    columns: tuple[Msg, ...]
    rows: tuple[SheetRow, ...]
    target: int | None  # a race game's target score
    games: tuple[GameLine, ...]  # every game of a race game; () otherwise
    game_number: int  # the game the next deal belongs to (a new one after a game end)
    scores: tuple[int, ...]  # per player: that game's scores so far (the banner's big numbers)
    series: tuple[Series, ...]
    totals: tuple[TotalLine, ...]
    payments: tuple[PaymentLine, ...]
    next_dealer: str
    double_rounds_left: int
    end: EndState | None = None  # the agreed end (scorekeeper/session/end.py), when drawn
    rule_changes: tuple[Msg, ...] = ()  # "From deal 5: Läpäri: tricks", in deal order
    seated: tuple[str, ...] = ()  # who sits at the table now (``players`` without substitutes)

    @property
    def notes(self) -> tuple[Msg, ...]:
        """Every substitution and warning of the replay, by deal: ``Deal 3: ...``."""
        return tuple(
            Msg("Deal {n}: {text}", n=row.number, text=w)
            for row in self.rows
            for w in (*row.seat_changes, *row.warnings)
        )

    @property
    def settled(self) -> tuple[Msg, ...]:
        """The payments in words, or that nobody owes anything."""
        return tuple(p.text for p in self.payments) or (glossary.NOBODY_OWES,)

    @property
    def side_scores(self) -> tuple[tuple[str, int], ...]:
        """The current game's score of each side, in seating order of its first
        player: one per player in individual games, one per team where partners
        share a score (``Aino & Helmi``)."""
        score = dict(zip(self.seated or self.players, self.scores, strict=True))
        return tuple((side_name(side), score[side[0]]) for side in self.teams)


def score_sheet(
    result: SessionResult,
    *,
    now: datetime | time | None = None,
    previous: ScoreSheet | None = None,
    unchanged: int = 0,
) -> ScoreSheet:
    """The sheet of ``result``. ``now``: the local time the sheet is made at, as
    its caller read the clock; a time end is judged by it (``None``: no time
    given, a time end has not passed; see "The clock" above). ``previous``: the
    sheet of the same session before a change that left its first ``unchanged``
    deals as they were; their rows and chart points are taken from it (see
    "After a change" above)."""
    record = result.record
    upcoming = result.next_context()
    teams = tuple(tuple(side) for side in record.game.teams(upcoming.players))
    start, rows, heads = _reused(previous, result, unchanged)
    games = tuple(_game_line(g, record.game.teams(tuple(g.scores))) for g in result.games)
    return ScoreSheet(
        game=record.game.title,
        players=seat_columns(record),
        first_dealer=record.first_dealer,
        teams=teams,
        extra=record.extra,
        rules=rule_lines(record),
        preset=preset_line(record),
        stake=stake_text(record),
        settlement=settlement_lines(result),
        columns=COLUMNS,
        rows=rows + tuple(sheet_row(row, record) for row in result.rows[start:]),
        target=record.game.target,
        games=games if record.game.target is not None else (),
        game_number=upcoming.game_number,
        scores=tuple(upcoming.scores[p] for p in upcoming.players),
        series=chart_series(
            result.rows[start:], _seat_sides(record), heads=heads, seats=seat_columns(record)
        ),
        totals=_totals(result),
        payments=tuple(
            PaymentLine(p.payer, p.payee, p.amount, money(p.amount, record.stake))
            for p in result.payments
        ),
        next_dealer=result.next_dealer,
        double_rounds_left=result.double_rounds_left,
        end=end_state(result, now),
        rule_changes=tuple(rule_change_text(record.game, c) for c in record.rule_changes),
        seated=upcoming.players,
    )


def seat_columns(record: SessionRecord) -> tuple[str, ...]:
    """The seats' column heads: ``Béla → Zoli`` for a seat that changed hands."""
    return seat_heads(record.players, record.substitutions)


def _seat_sides(record: SessionRecord) -> tuple[tuple[str, ...], ...]:
    """The chart's sides, by the seats' column heads."""
    return tuple(record.game.teams(seat_columns(record)))


def _reused(
    previous: ScoreSheet | None, result: SessionResult, unchanged: int
) -> tuple[int, tuple[SheetRow, ...], tuple[tuple[Point, ...], ...]]:
    """How many deals are taken from ``previous``, their rows and each side's points."""
    if previous is None:
        return 0, (), ()
    record = result.record
    if previous.players != seat_columns(record) or previous.game != record.game.title:
        raise ValueError("previous: a sheet of another game or table cannot be reused")
    most = min(len(previous.rows), len(result.rows))
    if not 0 <= unchanged <= most:
        raise ValueError(f"unchanged: {unchanged} is not between 0 and {most}")
    heads = tuple(_through(s.points, unchanged) for s in previous.series)
    return unchanged, previous.rows[:unchanged], heads


def sheet_row(row: DealRow, record: SessionRecord) -> SheetRow:
    """One deal as the sheet shows it (also the deal form's preview of that deal)."""
    out, summary = row.outcome, row.outcome.summary
    contract = summary.contract
    seated = row.deal.table.players
    game_end = None
    if row.game_over:
        teams = record.game.teams(seated)
        game_end = _game_line(GameResult(row.game_number, row.totals, row.winner), teams)
    return SheetRow(
        number=row.index + 1,
        game=row.game_number,
        dealer=row.deal.table.dealer,
        declarer=summary.declarer or "",
        contract=contract,
        result=summary.result,
        deltas=tuple(out.deltas.get(p, 0) for p in seated),
        totals=tuple(row.totals[p] for p in seated),
        double_round=row.double_round,
        starts_double_round=out.starts_double_round,
        thrown_in=out.thrown_in,
        warnings=row.warnings,
        lines=out.lines,
        game_end=game_end,
        multiplier_round=_round_under(record.game.multiplier_round, row.deal.table.rules),
        rule_change=_rule_change_at(record, row.index),
        seated=seated,
        seat_changes=tuple(
            _seat_change(c, zero_sum=record.game.zero_sum)
            for c in joining_at(record.substitutions, row.index)
        ),
    )


def _seat_change(change: Substitution, *, zero_sum: bool) -> Msg:
    """The mark of a substitution (``scorekeeper.session.substitution`` says why)."""
    if zero_sum:
        return Msg(
            "{new} takes {old}'s seat and starts at 0; {old} keeps their total",
            new=change.newcomer,
            old=change.leaver,
        )
    if change.race_score == "zero":
        return Msg(
            "{new} takes {old}'s seat and starts the race at 0",
            new=change.newcomer,
            old=change.leaver,
        )
    return Msg(
        "{new} takes {old}'s seat and plays on with the seat's score",
        new=change.newcomer,
        old=change.leaver,
    )


def _rule_change_at(record: SessionRecord, index: int) -> Msg | None:
    change = rule_change_at(record, index)
    return None if change is None else rule_change_text(record.game, change)


def rule_change_text(game: GameSpec[Any], change: RuleChange) -> Msg:
    """A change of ``game``'s house rules in words: ``From deal 5: Läpäri: tricks``."""
    rules = Join(
        Msg("{rule}: {value}", rule=option.title, value=option.word(value))
        for option, value in ((game.option(key), value) for key, value in change.rules.items())
    )
    return Msg("From deal {n}: {rules}", n=change.from_deal, rules=rules)


def _game_line(game: GameResult, teams: Sequence[Sequence[str]]) -> GameLine:
    scores = tuple((side_name(side), game.scores[side[0]]) for side in teams)
    return GameLine(game.number, tuple(game.winner), scores)


def chart_series(
    rows: Sequence[DealRow],
    teams: Sequence[Sequence[str]],
    *,
    heads: Sequence[Sequence[Point]] = (),
    seats: Sequence[str] = (),
) -> tuple[Series, ...]:
    """The chart rule of the module docstring: per side from (0, 0), dropping to 0
    at the deal that ends a game. ``teams``: the sides, by the names in ``seats``
    (the seats' column heads, in seat order; default: the first deal's table): a
    seat's line goes on through a substitution, as the seat's score does.
    ``heads``: each side's points up to the deal before ``rows[0]`` (the unchanged
    deals of a sheet), which ``rows`` continue."""
    starts = heads or [((0, 0),)] * len(teams)
    order = tuple(seats) or (rows[0].deal.table.players if rows else ())
    return tuple(
        Series(side_name(side), _points(rows, order.index(side[0]) if rows else 0, head))
        for side, head in zip(teams, starts, strict=True)
    )


def _points(rows: Sequence[DealRow], seat: int, head: Sequence[Point]) -> tuple[Point, ...]:
    points = list(head)
    for row in rows:
        points.append((row.index + 1, row.totals[row.deal.table.players[seat]]))
        if row.game_over:
            points.append((row.index + 1, 0))
    return tuple(points)


def _through(points: Sequence[Point], deals: int) -> tuple[Point, ...]:
    """The points of (0, 0) and the first ``deals`` deals (points are in deal order)."""
    return tuple(points[: bisect_right(points, deals, key=lambda point: point[0])])


def rule_lines(record: SessionRecord) -> tuple[RuleLine, ...]:
    """Each house rule by its title, value, the preset's value and explanation."""
    preset = record.preset
    base = presets.preset_rules(record.game, preset)
    lines = []
    for o in record.game.options:
        value, start = record.rules[o.key], base[o.key]
        changed = not presets.same(value, start)
        seed_value = presets.same(start, o.default)
        mark = rule_mark(preset, o.word(start), changed, seed_value)
        lines.append(RuleLine(o.key, o.title, o.word(value), changed, o.help, mark))
    return tuple(lines)


def rule_mark(preset: Preset, start: Text, changed: bool, seed_value: bool) -> Text:
    """Where a rule's value comes from, in words: ``default``, ``changed (default
    single)``, or under a preset ``Hungarian tournament`` (its own value) and
    ``changed (Hungarian tournament: 7)``."""
    if preset.key == SEED_PRESET:
        return Msg("changed (default {default})", default=start) if changed else RULE_DEFAULT
    if changed:
        return Msg("changed ({preset}: {value})", preset=preset.title, value=start)
    return RULE_DEFAULT if seed_value else preset.title


def preset_line(record: SessionRecord) -> Msg:
    """``Preset: Hungarian tournament (changed: Max kontra: 3)`` (:func:`presets.describe`)."""
    return presets.describe(record.game, record.preset, record.rules)


def stake_text(record: SessionRecord) -> Msg:
    """The stake as the session settles it (``session/replay.py``): zero-sum games and
    per-point stakes per point, race games with a per-game stake per lost game."""
    stake: Stake = record.stake
    if stake == Stake():
        return Msg("no money: one chip per point")
    if stake.mode == "per-game" and not record.game.zero_sum:
        per_game = stake.per_game if stake.per_game is not None else stake.per_point
        return Msg("{amount} per lost game", amount=amount(per_game, stake))
    return Msg("{amount} per point", amount=amount(stake.per_point, stake))


def _totals(result: SessionResult) -> tuple[TotalLine, ...]:
    stake = result.record.stake
    return tuple(
        TotalLine(
            p,
            result.totals[p],
            result.balances[p],
            number(result.totals[p]),
            money(result.balances[p], stake),
        )
        for p in result.totals  # everyone who played, substitutes too
    )


def _round_under(
    declared: MultiplierRound | None, rules: Mapping[str, Any]
) -> MultiplierRound | None:
    """The game's double round with the length the deal's house rules give it."""
    if declared is None or declared.deals_option is None:
        return declared
    return replace(declared, deals=declared.length(rules))
