"""How the settlement was reached, in words: the lines the window's settlement
view, the PDF's settlement page and ``scorekeeper show`` print under the
balances (issue 11, "Settlement explains itself").

The balances are :class:`~scorekeeper.session.replay.SessionResult`'s (the rules of
``scorekeeper.settlement``); these lines only say how they come about, with the
same arithmetic, so that a player can check his balance with pen and paper:

- **Zero-sum games** (Ulti, Zwanzigerrufen; ``docs/rules/README.md``: "each
  player's balance is his total × stake"): one line says what is summed (every
  deal), then one line per player: ``Aki: 21 points × 0.10 EUR = +2.10 EUR``.
- **Race games** (Marjapussi, Huutopussi, Ultimate): one line per game of the
  session with its scores and what it is worth at the stake; the unfinished game,
  if any, says whether it counts; one line says what the Points column sums (all
  games, the unfinished one included: the session's totals are the sum of every
  deal) with each side's sum; then one line per side with its money:

  - **per point**: ``Aki & Chie: 860 − 870 (the table's mean) = −10 points ×
    0.01 EUR = −0.10 EUR each``. A game is worth its scores minus that game's
    mean × the stake, so the games' worths add up to the balance. The unfinished
    game counts: every deal is paid per point (the rules pay "each player's total
    minus the table's mean", and the total is every deal's).
  - **per game**: ``Aki: won 2 × 2.00 EUR − lost 1 × 1.00 EUR = +3.00 EUR``. Each
    loser of a *finished* game pays the stake; the winners share what the losers
    pay. The unfinished game does not count (the rules pay "each loser of a
    finished game"): it is listed and says so.

A team's line is per partner ("each"): both partners carry the team's score and
each pays or receives the amount. Amounts are exact (:func:`scorekeeper.words.figures.
signed_amount`, finer than a cent when the stake is); where the balance (rounded
once to whole minor units, the remainder on one balance) differs, the line adds
the rounded balance. Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from scorekeeper.session.replay import GameResult, SessionResult
from scorekeeper.session.substitution import per_point_shares
from scorekeeper.settlement import Stake, round_half_away
from scorekeeper.words.figures import exact, number, signed_amount, signed_money
from scorekeeper.words.text import Join, Msg, Param, Text


def side_name(side: Sequence[str]) -> str:
    """Partners as one name: ``Aino & Helmi``."""
    return " & ".join(side)


def settlement_lines(result: SessionResult) -> tuple[Msg, ...]:
    """The settlement in words (see the module docstring)."""
    record = result.record
    stake = record.stake
    players = record.players
    teams = tuple(tuple(side) for side in record.game.teams(players))
    rounded = result.balances
    if record.game.zero_sum:
        return (
            Msg(
                "Points: the sum of every deal; balance: points × {stake}.",
                stake=_stake(stake.per_point, stake),
            ),
            # every person who played: a substitute and the one who left too
            *(_zero_sum_line(p, t, stake, rounded[p]) for p, t in result.totals.items()),
        )
    if record.substitutions:
        return _people_lines(result)
    games = result.games if record.game.target is not None else ()
    per_game = stake.mode == "per-game"
    stake_text = (
        Msg("{amount} per lost game", amount=_stake(lost_game_amount(stake), stake))
        if per_game
        else Msg("{amount} per point", amount=_stake(stake.per_point, stake))
    )
    lines = [_game_line(g, teams, players, stake, stake_text, per_game=per_game) for g in games]
    if games:
        lines.append(_points_line(games, teams))
    for side in teams:
        if per_game:
            lines.append(_per_game_side(side, games, players, stake, rounded[side[0]]))
        else:
            lines.append(_per_point_side(side, result.totals, stake, rounded[side[0]]))
    return tuple(lines)


def _people_lines(result: SessionResult) -> tuple[Msg, ...]:
    """A race game with a substitute (``scorekeeper.session.substitution``): each game
    with the sides that ended it, then one line per person."""
    record, stake = result.record, result.record.stake
    per_game = stake.mode == "per-game"
    games = result.games if record.game.target is not None else ()
    lines = [
        _seated_game_line(g, record.game.teams(tuple(g.scores)), per_game=per_game) for g in games
    ]
    if per_game:
        lines.append(
            Msg("A finished game is paid by and to whoever sat in the seats when it ended.")
        )
    else:
        lines.append(
            Msg(
                "With a substitute each person is paid per point for the deals they sat in: "
                "in each, their score minus the table's mean."
            )
        )
    shares = per_point_shares(row.outcome.deltas for row in result.rows)
    for person, balance in result.balances.items():
        money_text = signed_money(balance, stake)
        points = number(result.totals[person])
        if per_game:
            line = Msg(
                "{side}: {points} points in the deals they sat in; balance {money}",
                side=person,
                points=points,
                money=money_text,
            )
        else:
            line = Msg(
                "{side}: {points} points in the deals they sat in, {difference} against each "
                "deal's mean × {stake} = {money}",
                side=person,
                points=points,
                difference=exact(shares.get(person, Fraction(0)), sign=True),
                stake=_stake(stake.per_point, stake),
                money=money_text,
            )
        lines.append(line)
    return tuple(lines)


def _seated_game_line(game: GameResult, teams: Sequence[Sequence[str]], *, per_game: bool) -> Msg:
    """A game's line (its scores, who won, whether it counts); ``teams``: the sides
    seated when it ended (or now). :func:`_game_line` adds what it pays."""
    scores = Join((f"{side_name(s)} {number(game.scores[s[0]])}" for s in teams), " · ")
    if game.winner:
        title = Msg("Game {n} won by {winner}", n=game.number, winner=side_name(game.winner))
    else:
        title = Msg("Game {n} not finished", n=game.number)
    text = Msg("{game}: {scores}", game=title, scores=scores)
    if per_game and not game.winner:
        return Msg("{game}; it does not count: only a finished game is paid.", game=text)
    return text


def lost_game_amount(stake: Stake) -> Fraction:
    """What a loser pays per lost game (``per_game``, else ``per_point``:
    ``scorekeeper.settlement.per_game_balances``)."""
    return stake.per_game if stake.per_game is not None else stake.per_point


def _zero_sum_line(player: str, points: int, stake: Stake, rounded: int) -> Msg:
    worth = points * stake.per_point
    line = Msg(
        "{side}: {points} points × {stake} = {money}",
        side=player,
        points=number(points),
        stake=_stake(stake.per_point, stake),
        money=signed_amount(worth, stake),
    )
    return _rounded(line, worth, stake, rounded)


def _game_line(
    game: GameResult,
    teams: Sequence[Sequence[str]],
    players: Sequence[str],
    stake: Stake,
    stake_text: Msg,
    *,
    per_game: bool,
) -> Msg:
    text = _seated_game_line(game, teams, per_game=per_game)
    if per_game and not game.winner:
        return text  # it does not count
    if per_game:
        amount = lost_game_amount(stake)
        losers = [s for s in teams if tuple(s) != tuple(game.winner)]
        gain = amount * (len(players) - len(game.winner)) / len(game.winner)
        params: dict[str, Param] = {
            "game": text,
            "stake": stake_text,
            "losers": Join((side_name(s) for s in losers), ", "),
            "amount": _stake(amount, stake),
            "winners": side_name(game.winner),
            "gain": _stake(gain, stake),
        }
        if len(game.winner) > 1:
            return Msg(
                "{game}; at {stake}: {losers} pay {amount} each, {winners} receive {gain} each.",
                **params,
            )
        return Msg(
            "{game}; at {stake}: {losers} pay {amount} each, {winners} receives {gain}.", **params
        )
    mean = Fraction(sum(game.scores[p] for p in players), len(players))
    worth = Join(
        (
            Msg(
                "{side} {money}",
                side=side_name(s),
                money=_each(signed_amount((game.scores[s[0]] - mean) * stake.per_point, stake), s),
            )
            for s in teams
        ),
        ", ",
    )
    if game.winner:
        return Msg("{game}; at {stake}: {worth}.", game=text, stake=stake_text, worth=worth)
    return Msg(
        "{game}; it counts, every deal is paid per point; at {stake}: {worth}.",
        game=text,
        stake=stake_text,
        worth=worth,
    )


def _each(money: str, side: Sequence[str]) -> Text:
    return Msg("{money} each", money=money) if len(side) > 1 else money


def _points_line(games: Sequence[GameResult], teams: Sequence[Sequence[str]]) -> Msg:
    def sum_of(side: Sequence[str]) -> str:
        scores = [g.scores[side[0]] for g in games]
        terms = " + ".join(number(s) for s in scores).replace(" + \N{MINUS SIGN}", " − ")
        return f"{side_name(side)} {terms} = {number(sum(scores))}"

    sums = Join((sum_of(s) for s in teams), "; ")
    if any(not g.winner for g in games):
        return Msg("Points: the sum of all games, the unfinished one included: {sums}", sums=sums)
    return Msg("Points: the sum of all games: {sums}", sums=sums)


def _per_point_side(
    side: Sequence[str], totals: Mapping[str, int], stake: Stake, rounded: int
) -> Msg:
    mean = Fraction(sum(totals.values()), len(totals))
    points = totals[side[0]]
    difference = points - mean
    worth = difference * stake.per_point
    line = Msg(
        "{side}: {points} − {mean} (the table's mean) = {difference} points × {stake} = {money}",
        side=side_name(side),
        points=number(points),
        mean=exact(mean),
        difference=exact(difference, sign=True),
        stake=_stake(stake.per_point, stake),
        money=_each(signed_amount(worth, stake), side),
    )
    return _rounded(line, worth, stake, rounded)


def _per_game_side(
    side: Sequence[str],
    games: Sequence[GameResult],
    players: Sequence[str],
    stake: Stake,
    rounded: int,
) -> Msg:
    amount = lost_game_amount(stake)
    finished = [g for g in games if g.winner]
    won = sum(1 for g in finished if side[0] in g.winner)
    lost = len(finished) - won
    gain = amount * (len(players) - len(side)) / len(side)
    worth = won * gain - lost * amount
    line = Msg(
        "{side}: won {won} × {gain} − lost {lost} × {amount} = {money}",
        side=side_name(side),
        won=won,
        gain=_stake(gain, stake),
        lost=lost,
        amount=_stake(amount, stake),
        money=_each(signed_amount(worth, stake), side),
    )
    return _rounded(line, worth, stake, rounded)


def _stake(major: Fraction, stake: Stake) -> str:
    """A stake or a share of it, without a sign (it is never negative)."""
    return signed_amount(major, stake).lstrip("+")


def _rounded(line: Msg, worth: Fraction, stake: Stake, rounded: int) -> Msg:
    """``line``, and the balance when it is not the line's amount to the nearest
    minor unit: the rounding remainder went on this balance so that the payments
    balance (``scorekeeper.settlement.round_balances``)."""
    if round_half_away(stake.minor(worth)) == rounded:
        return line
    return Msg(
        "{line}; with the rounding remainder, so that the payments balance: {money}",
        line=line,
        money=signed_money(rounded, stake),
    )
