"""A session: players, house rules, stake and the deals as entered; replayed into
scores, running totals, game ends and payments.

Store what was entered, derive what follows: nothing here is kept between
replays, so editing deal 3 of 40 needs no special code — replay the list.

Replay rules (``rules/README.md`` and each game's rules file):
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
- **Totals** are the sum of every deal's deltas in the session (across games);
  ``games`` gives each game's own scores and winner; ``winner`` is the winner of
  the last finished game. Per-point payments use the session totals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import Deal, get_game, parse_deal
from scorekeeper.games.base import Context, GameSpec, Outcome, check_player, resolve_rules
from scorekeeper.settlement import (
    Payment,
    Stake,
    parse_stake,
    payments,
    per_game_balances,
    per_point_balances,
    round_balances,
    zero_sum_balances,
)
from scorekeeper.text import Msg, Text, render_all

# Fields of a session record we read; anything else (date, place, note, ...) is kept as is.
_SESSION_KEYS = ("game", "players", "first_dealer", "rules", "stake", "deals")


@dataclass(frozen=True)
class SessionRecord:
    """A session as entered: the deals stay raw JSON objects until replayed."""

    game: GameSpec[Any]
    players: tuple[str, ...]
    first_dealer: str
    rules: Mapping[str, Any]
    stake: Stake
    deals: tuple[Mapping[str, Any], ...]
    extra: Mapping[str, Any] = field(default_factory=dict)

    def with_deals(self, deals: Sequence[Mapping[str, Any]]) -> SessionRecord:
        return SessionRecord(
            self.game,
            self.players,
            self.first_dealer,
            self.rules,
            self.stake,
            tuple(deals),
            self.extra,
        )

    def to_json(self) -> dict[str, Any]:
        overrides = {
            o.key: self.rules[o.key] for o in self.game.options if self.rules[o.key] != o.default
        }
        out: dict[str, Any] = {
            "game": self.game.id,
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "rules": overrides,
            "stake": self.stake.to_json(),
        }
        out.update(self.extra)
        out["deals"] = [dict(d) for d in self.deals]
        return out


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class GameResult:
    number: int
    scores: Mapping[str, int]
    winner: tuple[str, ...]  # empty while the game is unfinished


@dataclass(frozen=True)
class SessionResult:
    record: SessionRecord
    rows: tuple[DealRow, ...]
    totals: Mapping[str, int]
    games: tuple[GameResult, ...]
    next_dealer: str
    double_rounds_left: int
    balances: Mapping[str, int]
    payments: tuple[Payment, ...]

    @property
    def winner(self) -> str | None:
        """A player of the winning side of the last finished game."""
        finished = [g for g in self.games if g.winner]
        return finished[-1].winner[0] if finished else None

    def to_json(self) -> dict[str, Any]:
        """The ``scorekeeper settle`` output for a session (``spec/deal-format.md``)."""
        return {
            "totals": dict(self.totals),
            "deals": [
                outcome_json(row.outcome, row.warnings)
                | {"dealer": row.deal.table.dealer, "game": row.game_number}
                | ({"double_round": True} if row.double_round else {})
                for row in self.rows
            ],
            "winner": self.winner,
            "payments": [p.to_json() for p in self.payments],
            "games": [
                {"number": g.number, "scores": dict(g.scores), "winner": list(g.winner) or None}
                for g in self.games
            ],
            "balances": dict(self.balances),
            "currency": self.record.stake.currency,
            "next_dealer": self.next_dealer,
        }


def outcome_json(outcome: Outcome, warnings: Sequence[Text] | None = None) -> dict[str, Any]:
    """The ``scorekeeper settle`` output for one deal: deltas and the breakdown (English)."""
    out: dict[str, Any] = {"deltas": dict(outcome.deltas), "lines": list(render_all(outcome.lines))}
    shown = outcome.warnings if warnings is None else warnings
    if shown:
        out["warnings"] = list(render_all(shown))
    return out


def parse_session(raw: Any) -> SessionRecord:
    """Validate the session fields (deals are validated by :func:`replay`)."""
    if not isinstance(raw, Mapping):
        raise RecordError("record", Msg("must be a JSON object"), Code.NOT_OBJECT)
    game = get_game(raw.get("game"))
    players = raw.get("players")
    if not isinstance(players, list) or len(players) not in game.player_counts:
        counts = ", ".join(str(n) for n in game.player_counts)
        reason = Msg("must list {counts} players for {game}", counts=counts, game=game.title)
        raise RecordError("players", reason, Code.OUT_OF_RANGE)
    for i, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            raise RecordError(f"players[{i}]", Msg("must be a non-empty name"), Code.NOT_NAME)
    if len(set(players)) != len(players):
        raise RecordError("players", Msg("the same name appears twice"), Code.DUPLICATE)
    first = check_player(raw.get("first_dealer"), "first_dealer", players)
    deals = raw.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError("deals", Msg("must be a JSON array of deal records"), Code.NOT_ARRAY)
    extra = {k: v for k, v in raw.items() if k not in _SESSION_KEYS}
    return SessionRecord(
        game,
        tuple(players),
        first,
        resolve_rules(game.options, raw.get("rules")),
        parse_stake(raw.get("stake"), "stake"),
        tuple(deals),
        extra,
    )


def deal_json(record: SessionRecord, raw: Any, dealer: str, path: str) -> dict[str, Any]:
    """A session's deal as a full deal record (game, players, rules inherited)."""
    if not isinstance(raw, Mapping):
        raise RecordError(path, Msg("must be a JSON object"), Code.NOT_OBJECT)
    for key, mine in (("game", record.game.id), ("players", list(record.players))):
        if key in raw and raw[key] != mine:
            raise RecordError(f"{path}.{key}", Msg("differs from the session's"), Code.MISMATCH)
    full: dict[str, Any] = {
        "game": record.game.id,
        "players": list(record.players),
        "dealer": dealer,
    }
    full.update(raw)
    full["rules"] = dict(record.rules) | dict(raw.get("rules") or {})
    return full


def parse_session_deal(record: SessionRecord, raw: Any, dealer: str, index: int) -> Deal:
    path = f"deals[{index}]"
    try:
        return parse_deal(deal_json(record, raw, dealer, path))
    except RecordError as err:
        raise (err if err.field.startswith(path) else err.within(path)) from None


class _Replay:
    """The running state while a session is replayed deal by deal."""

    def __init__(self, record: SessionRecord) -> None:
        self.record = record
        self.dealer = record.first_dealer
        self.scores = dict.fromkeys(record.players, 0)
        self.totals = dict.fromkeys(record.players, 0)
        self.double_left = 0
        self.game_number = 1
        self.games: list[GameResult] = []
        self.rows: list[DealRow] = []

    def add(self, raw: Any) -> None:
        index = len(self.rows)
        expected = self.dealer
        deal = parse_session_deal(self.record, raw, expected, index)
        doubled = self.double_left > 0
        outcome = deal.settle(Context(scores=dict(self.scores), double_round=doubled))
        warnings = list(outcome.warnings)
        if deal.table.dealer != expected:
            warnings.append(
                Msg(
                    "dealer {dealer} differs from the rotation ({expected})",
                    dealer=deal.table.dealer,
                    expected=expected,
                )
            )
        self._count_double_round(outcome)
        for player, delta in outcome.deltas.items():
            self.scores[player] += delta
            self.totals[player] += delta
        winner = self._winner()
        self.rows.append(
            DealRow(
                index,
                self.game_number,
                deal,
                outcome,
                doubled and not outcome.thrown_in,
                dict(self.scores),
                bool(winner),
                winner,
                tuple(warnings),
            )
        )
        self.dealer = (
            deal.table.dealer if outcome.same_dealer_again else deal.table.after(deal.table.dealer)
        )
        if winner:
            self._end_game(winner)

    def _count_double_round(self, outcome: Outcome) -> None:
        if self.double_left and not outcome.thrown_in:
            self.double_left -= 1
        declared = self.record.game.multiplier_round
        if outcome.starts_double_round and declared is not None:
            self.double_left = declared.deals

    def _winner(self) -> tuple[str, ...]:
        target = self.record.game.target
        if target is None or max(self.scores.values()) < target:
            return ()
        top = max(self.scores.values())
        leaders = {p for p, s in self.scores.items() if s == top}
        for side in self.record.game.teams(self.record.players):
            if leaders == set(side):
                return side
        return ()  # an exact tie at the top plays on

    def _end_game(self, winner: tuple[str, ...]) -> None:
        self.games.append(GameResult(self.game_number, dict(self.scores), winner))
        self.game_number += 1
        self.scores = dict.fromkeys(self.record.players, 0)

    def result(self) -> SessionResult:
        games = list(self.games)
        if not games or (self.rows and self.rows[-1].game_number == self.game_number):
            games.append(GameResult(self.game_number, dict(self.scores), ()))
        balances = self._balances()
        return SessionResult(
            self.record,
            tuple(self.rows),
            dict(self.totals),
            tuple(games),
            self.dealer,
            self.double_left,
            balances,
            tuple(payments(balances)),
        )

    def _balances(self) -> dict[str, int]:
        record, stake = self.record, self.record.stake
        if record.game.zero_sum:
            exact = zero_sum_balances(self.totals, stake)
        elif stake.mode == "per-game":
            exact = per_game_balances(record.players, [g.winner for g in self.games], stake)
        else:
            exact = per_point_balances(self.totals, stake)
        return round_balances(exact)


def replay(record: SessionRecord) -> SessionResult:
    """Score every deal in order; raises :class:`RecordError` naming ``deals[i].field``."""
    state = _Replay(record)
    for raw in record.deals:
        state.add(raw)
    return state.result()


def replay_json(raw: Any) -> SessionResult:
    return replay(parse_session(raw))
