"""A session replayed: the deals as entered, scored into running totals, game
ends and payments.

Store what was entered, derive what follows: the deals as entered are the only
truth, and a replay is a pure function of them. The record is read by
:mod:`scorekeeper.session.record` (:func:`~scorekeeper.session.record.parse_session`);
this module replays it. :func:`replay_from` replays a
changed list from the first changed deal on, reusing the rows before it, so
appending a deal to a long session settles one deal; it always equals the full
:func:`replay` (a property test checks random edits in every game).

The session answers for every position: :meth:`SessionResult.context` gives the
:class:`DealContext` of deal k (and of the next deal, k = number of deals), and
:func:`settle_deal` scores one raw deal in a context. The replay is nothing but
``settle_deal`` deal after deal, and the deal form previews with the same call,
so what the form shows is what the sheet records. Where a replayed session
stands against its agreed end is :mod:`scorekeeper.session.reaching`'s.

Replay rules (``docs/rules/README.md`` and each game's rules file):
- **Dealer**: the first deal is dealt by ``first_dealer``; the deal then passes to
  the next player in the order of play (``players``). A Zusammenwerfen is dealt
  again by the same dealer. A deal that names its own ``dealer`` is taken as
  written and the rotation continues from it (a warning says it differs).
- **Double rounds** (the game's declared ``multiplier_round``; Zwanzigerrufen): a
  Mondfang makes the next 4 *scored* deals count double; thrown-in deals do not
  count; a new Mondfang restarts the count of 4; doublings do not stack.
- **Game end** (race games): after a deal in which a side reaches the target
  (500, Ultimate 150) the side with the highest total wins; an exact tie at the
  top plays on. If more deals follow, a new game starts from 0.
- **Rules in force**: the session's ``rules``, then each of its ``rule_changes``
  from its deal on (:func:`~scorekeeper.session.record.rules_in_force`), then a
  deal's own ``rules``.
- **Substitutes** (``substitutions``; :mod:`scorekeeper.session.substitution` says the rule):
  each deal is read at the table then seated (``DealContext.players``); the seat
  keeps its place in the rotation; the totals and balances are per person, of
  everyone who played.
- **Totals** are the sum of every deal's deltas in the session (across games);
  ``games`` gives each game's own scores and winner; ``winner`` is the winner of
  the last finished game. Per-point payments use the session totals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cached_property
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import Deal, parse_deal
from scorekeeper.games.base import (
    Context,
    GameSpec,
    Outcome,
    Table,
    check_player,
    outcome_json,
)
from scorekeeper.identity import ID, check_uuid
from scorekeeper.jsonio import within_limits
from scorekeeper.session import presets, rule_changes, substitution
from scorekeeper.session.record import SessionRecord, deal_json, parse_session, rules_in_force
from scorekeeper.settlement import (
    Payment,
    payments,
    per_game_balances,
    per_point_balances,
    round_balances,
    zero_sum_balances,
)
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg


@frozen
class DealRow:
    """One replayed deal: where it stands, what it scored, totals after it."""

    index: int  # 0-based position in the session
    game_number: int  # 1-based: which game of the session it belongs to
    deal: Deal
    outcome: Outcome
    double_round: bool  # counted double because of a Mondfang
    totals: Mapping[str, int]  # running scores of the current game after this deal
    game_over: bool = False
    winner: tuple[str, ...] = ()  # the winning side when this deal ended a game
    warnings: tuple[Msg, ...] = ()


@frozen
class DealContext:
    """Everything the session knows before the deal at ``index``: what settling a
    deal there needs, and nothing a caller should work out again.

    ``dealer`` is the one the rotation gives (a deal may name another: it is then
    taken as written, with a warning); ``scores`` are the running scores of the
    current game before the deal, ``totals`` the session's; ``double_rounds_left``
    counts the scored deals that still count double (Zwanzigerrufen Mondfang).
    The session record holds the game, the players and the rules in force.
    """

    record: SessionRecord
    index: int
    dealer: str
    game_number: int
    scores: Mapping[str, int]
    totals: Mapping[str, int]
    double_rounds_left: int = 0

    @classmethod
    def first(cls, record: SessionRecord) -> DealContext:
        """The context of a session's first deal."""
        zeros = dict.fromkeys(record.players, 0)
        return cls(record, 0, record.first_dealer, 1, zeros, dict(zeros))

    @property
    def game(self) -> GameSpec[Any]:
        return self.record.game

    @property
    def players(self) -> tuple[str, ...]:
        """Who sits at the table for this deal, in seat order."""
        record = self.record
        if not record.substitutions:  # asked for every deal: the usual case first
            return record.players
        return record.seated(self.index)

    @property
    def rules(self) -> Mapping[str, Any]:
        """The session's rules in force at this deal
        (:func:`~scorekeeper.session.record.rules_in_force`)."""
        record = self.record
        if not record.rule_changes:  # asked for every deal: the usual case first
            return record.rules
        return rules_in_force(record, self.index)

    @property
    def double_round(self) -> bool:
        """A double round is in force: a scored deal here counts double."""
        return self.double_rounds_left > 0

    def game_context(self) -> Context:
        """What a game's ``settle`` is told about the session."""
        return Context(self.scores, self.double_rounds_left > 0)  # read, never changed

    def after(self, row: DealRow) -> DealContext:
        """The context of the deal that follows ``row`` (the deal settled here)."""
        table = row.deal.table
        dealer = table.dealer if row.outcome.same_dealer_again else table.after(table.dealer)
        deltas = row.outcome.deltas
        totals = {p: total + deltas.get(p, 0) for p, total in self.totals.items()}
        game_number, scores = self.game_number, row.totals  # shared: neither is changed
        if row.game_over:
            game_number, scores = game_number + 1, dict.fromkeys(table.players, 0)
        left = _double_rounds_left(self.game, self.double_rounds_left, row.outcome, self.rules)
        following = DealContext(
            self.record, self.index + 1, dealer, game_number, scores, totals, left
        )
        return _seat_changes(following) if self.record.substitutions else following


def _seat_changes(context: DealContext) -> DealContext:
    """``context`` with the substitutions that take effect at its deal: the newcomer
    takes the seat's place in the running scores and in the rotation (if the one who
    left was to deal, the newcomer deals); :mod:`scorekeeper.session.substitution` says why."""
    changes = substitution.joining_at(context.record.substitutions, context.index)
    if not changes:
        return context
    carry = not context.game.zero_sum
    scores, totals = substitution.take_seats(changes, context.scores, context.totals, carry=carry)
    dealer = next((c.newcomer for c in changes if c.leaver == context.dealer), context.dealer)
    return DealContext(
        context.record,
        context.index,
        dealer,
        context.game_number,
        scores,
        totals,
        context.double_rounds_left,
    )


@frozen
class GameResult:
    """One game of a session: its number, its final scores and its winner."""

    number: int
    scores: Mapping[str, int]
    winner: tuple[str, ...]  # empty while the game is unfinished


@frozen
class SessionResult:
    """A replayed session: every deal's row, the games, the balances and payments."""

    record: SessionRecord
    rows: tuple[DealRow, ...]
    games: tuple[GameResult, ...]
    contexts: tuple[DealContext, ...]  # one per deal, then the next deal's

    @cached_property
    def balances(self) -> Mapping[str, int]:
        """What each player wins (+) or pays (−) at the stake, in whole minor units;
        worked out when first asked (recording a deal does not need it)."""
        if self.record.substitutions:
            return _people_balances(self)
        return _balances(self.record, self.totals, self.games)

    @cached_property
    def payments(self) -> tuple[Payment, ...]:
        return tuple(payments(self.balances))

    def context(self, index: int) -> DealContext:
        """The context of deal ``index`` (0-based); ``len(rows)`` is the next deal.
        Inserting a deal at ``index`` gives it this context too."""
        if not 0 <= index <= len(self.rows):
            raise IndexError(f"deal {index} is not in a session of {len(self.rows)} deals")
        return self.contexts[index]

    def next_context(self) -> DealContext:
        """The context of the deal after the last one."""
        return self.contexts[-1]

    @property
    def totals(self) -> Mapping[str, int]:
        """The session's totals: the sum of every deal's deltas."""
        return self.next_context().totals

    @property
    def next_dealer(self) -> str:
        return self.next_context().dealer

    @property
    def double_rounds_left(self) -> int:
        return self.next_context().double_rounds_left

    @property
    def finished(self) -> bool:
        """The last game of the session is over."""
        return bool(self.games and self.games[-1].winner)

    @property
    def winner(self) -> str | None:
        """A player of the winning side of the last finished game."""
        for game in reversed(self.games):
            if game.winner:
                return game.winner[0]
        return None

    def to_json(self) -> dict[str, Any]:
        """The ``scorekeeper settle`` output for a session (``docs/deal-format.md``)."""
        return {
            "totals": dict(self.totals),
            "deals": [_row_json(row) for row in self.rows],
            "winner": self.winner,
            "payments": [p.to_json() for p in self.payments],
            "games": [
                {"number": g.number, "scores": dict(g.scores), "winner": list(g.winner) or None}
                for g in self.games
            ],
            "balances": dict(self.balances),
            "currency": self.record.stake.currency,
            "next_dealer": self.next_dealer,
        } | self._preset_json()

    def _preset_json(self) -> dict[str, Any]:
        """``{"preset": {"key", "changed"}}`` when the record names its preset
        (the spec's outputs stay as they were for records without one)."""
        record = self.record
        if presets.FIELD not in record.extra:
            return {}
        preset = record.preset
        changed = presets.changed_options(record.game, preset, record.rules)
        return {presets.FIELD: {"key": preset.key, "changed": changed}}


def _row_json(row: DealRow) -> dict[str, Any]:
    """A deal in the ``scorekeeper settle`` output for a session."""
    out = outcome_json(row.outcome, row.warnings)
    out["dealer"] = row.deal.table.dealer
    out["game"] = row.game_number
    if row.double_round:
        out["double_round"] = True
    return out


# The fields a deal record shares with its session: a deal that repeats one is
# checked against the session's (:func:`~scorekeeper.session.record.deal_json`).
_SESSION_FIELDS = frozenset({"game", "players", "rules"})


def settle_deal(context: DealContext, raw: Any) -> DealRow:
    """Parse and settle the deal ``raw`` (as a session's ``deals[i]`` holds it) in
    ``context``: the row the score sheet shows for it. The replay scores every deal
    with this function and the deal form previews with it, so they cannot differ.
    Raises :class:`RecordError` naming a field of the deal."""
    return _settle_deal(context, raw, limits_checked=False)


def _session_deal(context: DealContext, raw: Any, limits_checked: bool) -> Deal:
    """``parse_deal(deal_json(...))``: the same deal, or the same error. A deal that
    leaves the game, the players and the rules to its session (as deals do) is read
    at the session's table: the session's names and rules were checked when the
    session was read, so they are not cleaned and resolved again for every deal.
    ``limits_checked``: the replay has found every deal within the limits."""
    record = context.record
    if (
        type(raw) is not dict
        or not _SESSION_FIELDS.isdisjoint(raw)
        or not (limits_checked or within_limits((raw,)))
    ):
        return parse_deal(
            deal_json(record, raw, context.dealer, context.rules, players=context.players)
        )
    dealer, players = context.dealer, context.players
    if "dealer" in raw:
        dealer = check_player(raw["dealer"], "dealer", players)
    if ID in raw:
        check_uuid(raw[ID], ID)
    table = Table(players, dealer, context.rules)
    return Deal(record.game, table, record.game.parse(raw, table))


def _settle_deal(context: DealContext, raw: Any, limits_checked: bool) -> DealRow:
    deal = _session_deal(context, raw, limits_checked)
    outcome = deal.settle(context.game_context())
    warnings = outcome.warnings
    dealer = deal.table.dealer
    if dealer != context.dealer:
        late = Msg(
            "dealer {dealer} differs from the rotation ({expected})",
            dealer=dealer,
            expected=context.dealer,
        )
        warnings = (*warnings, late)
    deltas, before = outcome.deltas, context.scores
    seated = deal.table.players
    scores = {p: before[p] + deltas.get(p, 0) for p in seated}
    winner = _winner(context.record, scores, seated)
    return DealRow(
        context.index,
        context.game_number,
        deal,
        outcome,
        # counted double by the session's round or by the record's own flag
        (context.double_rounds_left > 0 or outcome.doubled) and not outcome.thrown_in,
        scores,
        bool(winner),
        winner,
        tuple(warnings),
    )


def _double_rounds_left(
    game: GameSpec[Any], left: int, outcome: Outcome, rules: Mapping[str, Any]
) -> int:
    """A scored deal uses up one deal of a double round; a deal that starts one
    (Mondfang) restarts it at the game's declared length, or the length its house
    rule sets in the rules in force at that deal (Zwanzigerrufen ``double_round_deals``)."""
    declared = game.multiplier_round
    if outcome.starts_double_round and declared is not None:
        return declared.length(rules)
    return left - 1 if left and not outcome.thrown_in else left


def _winner(
    record: SessionRecord, scores: Mapping[str, int], seated: tuple[str, ...]
) -> tuple[str, ...]:
    """The side of the people ``seated`` that won the game with these scores, or
    () while it goes on."""
    target = record.game.target
    if target is None or max(scores.values()) < target:
        return ()
    top = max(scores.values())
    leaders = {p for p, s in scores.items() if s == top}
    for side in record.game.teams(seated):
        if leaders == set(side):
            return side
    return ()  # an exact tie at the top plays on


def replay(record: SessionRecord, *, limits_checked: bool = False) -> SessionResult:
    """Score every deal in order; raises :class:`RecordError` naming ``deals[i].field``.
    ``limits_checked``: the deals come from a record that has passed
    :func:`~scorekeeper.jsonio.check_limits` whole (as :func:`~scorekeeper.jsonio.loads`
    returns it), so they are not walked again."""
    substitution.check_all_reach(record.substitutions, len(record.deals))
    rule_changes.check_all_reach(record.rule_changes, len(record.deals))
    first = DealContext.first(record)
    rows, contexts = _settle_from(record, 0, first, limits_checked)
    return _result(record, tuple(rows), (first, *contexts))


def replay_from(
    result: SessionResult, start: int, deals: Sequence[Any], *, limits_checked: bool = False
) -> SessionResult:
    """The session of ``result`` with its deals replaced by ``deals``, which must
    equal ``result``'s deals before ``start``: those rows and their contexts are
    kept, and only deals ``start`` and after are settled again. Appending a deal
    settles one deal whatever the session's length; an edit of deal k settles
    from k on (a later deal's dealer, double round and game can depend on it).

    The result equals ``replay(result.record.with_deals(deals))`` — the property
    ``tests/session/test_incremental_replay.py`` checks for random edits in every game.
    The kept contexts still name the record they were made with; only its deals
    differ, and a context reads nothing of those. Raises :class:`RecordError`
    naming ``deals[i].field``, as :func:`replay` does. ``limits_checked``: deals
    ``start`` and after have passed :func:`~scorekeeper.jsonio.check_limits`, so
    they are not walked again."""
    if not 0 <= start <= len(result.rows):
        raise IndexError(f"deal {start} is not in a session of {len(result.rows)} deals")
    record = result.record.with_deals(deals)
    substitution.check_all_reach(record.substitutions, len(deals))
    rule_changes.check_all_reach(record.rule_changes, len(deals))
    # Slices of tuples: one copy each (none when ``start`` is the end).
    contexts = result.contexts[: start + 1]
    rows, following = _settle_from(record, start, contexts[-1], limits_checked)
    # the games finished before deal ``start`` stay as they were
    finished = result.games[: contexts[start].game_number - 1]
    return _result(
        record, result.rows[:start] + tuple(rows), contexts + tuple(following), finished, start
    )


def _settle_from(
    record: SessionRecord,
    start: int,
    context: DealContext,
    limits_checked: bool = False,
) -> tuple[list[DealRow], list[DealContext]]:
    """Settle deals ``start`` and after, the first in ``context`` (the one deal
    ``start`` is dealt in), each next one in the context the one before leaves:
    their rows, and the context after each. The deals are walked for the limits
    once, not once per deal."""
    deals = record.deals
    checked = limits_checked or within_limits(deals[start:] if start else deals)
    rows: list[DealRow] = []
    contexts: list[DealContext] = []
    for index in range(start, len(deals)):
        try:
            row = _settle_deal(context, deals[index], checked)
        except RecordError as err:
            if record.substitutions and err.code == Code.NOT_PLAYER:
                err = substitution.seating_said(err, record.substitutions, index)
            raise err.within(f"deals[{index}]") from None
        context = context.after(row)
        rows.append(row)
        contexts.append(context)
    return rows, contexts


def _result(
    record: SessionRecord,
    rows: tuple[DealRow, ...],
    contexts: tuple[DealContext, ...],
    finished: Sequence[GameResult] = (),
    start: int = 0,
) -> SessionResult:
    """The result of ``rows``; ``finished`` are the games that ended before deal
    ``start`` (an incremental replay keeps them)."""
    following = contexts[-1]
    games = list(finished)
    games += [
        GameResult(r.game_number, dict(r.totals), r.winner) for r in rows[start:] if r.game_over
    ]
    if not games or (rows and rows[-1].game_number == following.game_number):
        games.append(GameResult(following.game_number, dict(following.scores), ()))
    return SessionResult(record, rows, tuple(games), contexts)


def _balances(
    record: SessionRecord, totals: Mapping[str, int], games: Sequence[GameResult]
) -> dict[str, int]:
    stake = record.stake
    if record.game.zero_sum:
        exact = zero_sum_balances(totals, stake)
    elif stake.mode == "per-game":
        exact = per_game_balances(record.players, [g.winner for g in games if g.winner], stake)
    else:
        exact = per_point_balances(totals, stake)
    return round_balances(exact)


def _people_balances(result: SessionResult) -> dict[str, int]:
    """The balances of a session with substitutes, per person (the reading of
    :mod:`scorekeeper.session.substitution`): zero-sum games pay each person's own total;
    a race game per game pays each finished game to and by whoever sat when it
    ended; per point pays each person's share of the deals they sat in."""
    record, stake = result.record, result.record.stake
    people = dict.fromkeys(record.people, Fraction(0))
    if record.game.zero_sum:
        return round_balances(people | zero_sum_balances(result.totals, stake))
    if stake.mode == "per-game":
        for game in result.games:
            if game.winner:
                for person, owed in per_game_balances(
                    list(game.scores), [game.winner], stake
                ).items():
                    people[person] += owed
        return round_balances(people)
    shares = substitution.per_point_shares(row.outcome.deltas for row in result.rows)
    for person, share in shares.items():
        people[person] = stake.minor(share * stake.per_point)
    return round_balances(people)


def replay_json(raw: Any, *, limits_checked: bool = False) -> SessionResult:
    """:func:`replay` of the session record ``raw`` (``limits_checked``: it passed
    :func:`~scorekeeper.jsonio.check_limits` whole, as read by ``read_json``)."""
    return replay(parse_session(raw), limits_checked=limits_checked)
